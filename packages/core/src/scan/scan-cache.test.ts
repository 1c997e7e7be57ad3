import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ScanCacheOptions, scanPath } from './index.js';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/scan/malicious/', import.meta.url));
const FORGED = 'forged by the test: only a cache hit reports this';

let dir: string;
let root: string;
let cache: ScanCacheOptions;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'skillscan-cache-'));
  root = path.join(dir, 'skills');
  cache = { dir: path.join(dir, 'cache'), scanner: 'scanner-1' };
  const shellExec = await fs.readFile(path.join(FIXTURES, 'shell-exec/scripts/run.py'), 'utf8');
  await skill('plain', { 'scripts/hello.py': 'print("hello")\n' });
  await skill('runner', { 'scripts/run.py': shellExec });
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function skill(name: string, files: Record<string, string>): Promise<void> {
  const at = path.join(root, name);
  await fs.mkdir(path.join(at, 'scripts'), { recursive: true });
  await fs.writeFile(path.join(at, 'SKILL.md'), `---\nname: ${name}\ndescription: Test skill.\n---\nBody.\n`);
  for (const [file, content] of Object.entries(files)) await fs.writeFile(path.join(at, file), content);
}

async function cacheFile(): Promise<string> {
  const files = (await fs.readdir(cache.dir)).filter((f) => f.endsWith('.json'));
  expect(files).toHaveLength(1);
  return path.join(cache.dir, files[0] as string);
}

/** Rewrites every cached finding's message, with a header that matches, as only a hit can report it. */
async function forgeCache(): Promise<void> {
  const file = await cacheFile();
  const text = await fs.readFile(file, 'utf8');
  const format = text.slice(0, text.indexOf(' '));
  const stored = JSON.parse(text.slice(text.indexOf('\n') + 1)) as {
    entries: [string, { findings: { message: string }[] }][];
  };
  for (const [, scan] of stored.entries) for (const f of scan.findings) f.message = FORGED;
  const body = JSON.stringify(stored);
  await fs.writeFile(file, `${format} ${createHash('sha256').update(body).digest('hex')}\n${body}`);
}

const forged = (report: Awaited<ReturnType<typeof scanPath>>) =>
  report.findings.filter((f) => f.message === FORGED).map((f) => f.file);

describe('scanPath with a cache', () => {
  it('reports what an uncached scan reports, on the first and on a repeat run', async () => {
    const uncached = await scanPath(root);
    expect(uncached.findings.map((f) => f.file)).toContain('runner/scripts/run.py');
    expect(await scanPath(root, { cache })).toEqual(uncached);
    expect(await scanPath(root, { cache })).toEqual(uncached);
  });

  it('reuses the result of an unchanged package instead of analysing it again', async () => {
    await scanPath(root, { cache });
    await forgeCache();
    expect(forged(await scanPath(root, { cache }))).toContain('runner/scripts/run.py');
  });

  it('analyses a package again when one byte of it changed', async () => {
    await scanPath(root, { cache });
    await forgeCache();
    const script = path.join(root, 'runner/scripts/run.py');
    const bytes = await fs.readFile(script);
    bytes[bytes.length - 1] = 0x20; // the final newline becomes a space: the size stays
    await fs.writeFile(script, bytes);
    const report = await scanPath(root, { cache });
    expect(forged(report)).toEqual([]);
    expect(report).toEqual(await scanPath(root));
  });

  it('analyses again when the scanner is another', async () => {
    await scanPath(root, { cache });
    await forgeCache();
    const report = await scanPath(root, { cache: { ...cache, scanner: 'scanner-2' } });
    expect(forged(report)).toEqual([]);
    expect(report).toEqual(await scanPath(root));
  });

  it.each([
    ['cut short', (text: string) => text.slice(0, text.length - 10)],
    ['garbage', () => '\u0000\u0001not json at all'],
    ['altered without its header', (text: string) => text.replace(/"filesScanned":\d+/, '"filesScanned":99')],
    [
      'well formed but of the wrong shape',
      (text: string) => {
        const body = JSON.stringify({ entries: [['not-a-digest', { findings: 'none' }]] });
        return `${text.slice(0, text.indexOf(' '))} ${createHash('sha256').update(body).digest('hex')}\n${body}`;
      },
    ],
  ])('ignores a cache file %s and writes it again', async (_, corrupt: (text: string) => string) => {
    await scanPath(root, { cache });
    const file = await cacheFile();
    const good = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, corrupt(good));
    expect(await scanPath(root, { cache })).toEqual(await scanPath(root));
    expect(await fs.readFile(file, 'utf8')).toBe(good);
  });

  it('applies suppressions on every run, so one that expired since the cached run no longer applies', async () => {
    await fs.writeFile(
      path.join(root, 'runner/.skillscan.yaml'),
      'suppressions:\n  - ruleId: SS-SHELL-EXEC\n    reason: Runs ls on a path the user gives.\n    expires: 2030-01-01\n',
    );
    const before = await scanPath(root, { cache, now: new Date('2029-06-01') });
    expect(before.suppressed.map((f) => f.ruleId)).toContain('SS-SHELL-EXEC');
    const after = await scanPath(root, { cache, now: new Date('2030-06-01') });
    expect(after.suppressed).toEqual([]);
    expect(after.findings.map((f) => f.ruleId)).toEqual(
      expect.arrayContaining(['SS-SHELL-EXEC', 'SS-SUPPRESSION-EXPIRED']),
    );
  });
});
