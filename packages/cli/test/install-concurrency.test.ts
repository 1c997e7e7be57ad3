import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './in-process.js';

// The binary users run: the committed entry point that starts the bundle.
const BIN = fileURLToPath(new URL('../bin/skillport.js', import.meta.url));
const BUNDLE = fileURLToPath(new URL('../bundle/skillport.js', import.meta.url));

function runAsync(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let work: string;

beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`CLI not built: run "npm run build" first (${BUNDLE} missing)`);
  work = await mkdtemp(join(tmpdir(), 'skillport-cli-install-'));
});

afterAll(async () => {
  spawnSync('chmod', ['-R', 'u+w', work]);
  await rm(work, { recursive: true, force: true });
});

async function packedSkill(body: string): Promise<string> {
  const dir = join(work, `src-${Math.random().toString(36).slice(2)}`, 'race-skill');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'SKILL.md'), `---\nname: race-skill\ndescription: Raced.\n---\n${body}`);
  const output = join(work, `${Math.random().toString(36).slice(2)}.skill`);
  // Packing is set-up here, so it runs in-process; the installs under test are separate processes.
  expect((await cli(['pack', dir, '-o', output])).code).toBe(0);
  return output;
}

describe('skillport install across processes', () => {
  it('lets exactly one of several concurrent processes install a name', async () => {
    const archive = await packedSkill('# Race\n');
    const root = join(work, 'root');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => runAsync(['install', archive, '--root', root, '--json'])),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1, 1, 1, 1, 1]);
    for (const loser of results.filter((r) => r.code === 1)) expect(loser.stderr).toContain('SKILL_EXISTS');
    expect((await readdir(root)).sort()).toEqual(['.skillport', 'race-skill', 'skills.lock.json']);
    expect(await readdir(join(root, '.skillport', 'staging'))).toEqual([]);
    const history = (await readFile(join(root, '.skillport', 'history.jsonl'), 'utf8')).trim().split('\n');
    expect(history).toHaveLength(1);
  });

  it('refuses a frozen install of a tampered archive and leaves the install alone', async () => {
    const root = join(work, 'frozen-root');
    expect((await cli(['install', await packedSkill('# One\n'), '--root', root])).code).toBe(0);
    const tampered = await packedSkill('# One, plus a payload\n');
    const result = await runAsync(['install', tampered, '--root', root, '--frozen']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('LOCK_DIGEST_MISMATCH');
    expect(await readFile(join(root, 'race-skill', 'SKILL.md'), 'utf8')).toContain('# One\n');
    expect((await cli(['verify', '--root', root])).code).toBe(0);
  });
});
