import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// SPEC §9 edge cases, run against the built binary like an outside check would.
// The binary users run: the committed entry point that starts the bundle.
const BIN = fileURLToPath(new URL('../bin/skillport.js', import.meta.url));
const BUNDLE = fileURLToPath(new URL('../bundle/skillport.js', import.meta.url));

function run(args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', SKILLPORT_CACHE_DIR: cacheDir },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

let root: string;
/** Never the user's own cache folder. */
let cacheDir: string;
beforeAll(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`CLI not built: run "npm run build" first (${BUNDLE} missing)`);
  root = await mkdtemp(join(tmpdir(), 'skillport-cli-conf-'));
  cacheDir = await mkdtemp(join(tmpdir(), 'skillport-cli-conf-cache-'));
  for (const name of ['zeta', 'alpha', 'mid']) {
    await mkdir(join(root, name));
    await writeFile(
      join(root, name, 'SKILL.md'),
      `---\nname: ${name}\ndescription: The ${name} skill.\n---\n`,
    );
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

describe('skillport prompt', () => {
  it('--mode index prints the sorted names and nothing else inside the block', () => {
    const r = run(['prompt', '--root', root, '--mode', 'index']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('<skill_index>\nalpha\nmid\nzeta\n</skill_index>\n');
  });

  it('says so on stderr when the budget is too small for even the omission note (never silent)', () => {
    const r = run(['prompt', '--root', root, '--budget-chars', '10']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('3 skill(s) omitted');
  });
});

describe('--root', () => {
  it.each([['list'], ['prompt'], ['search', 'x']])(
    '%s refuses a root that does not exist as a usage error naming it',
    (...command) => {
      const missing = join(root, 'no-such-root');
      const r = run([...command, '--root', root, '--root', missing, '--json']);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(missing);
    },
  );

  it('refuses a root that is a file', () => {
    const r = run(['list', '--root', join(root, 'alpha', 'SKILL.md')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('not a directory');
  });
});

describe('usage', () => {
  it('without a command is a usage error (exit 2) with the help on stderr', () => {
    const r = run([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: skillport');
  });

  it('asking for help is not an error', () => {
    for (const args of [['--help'], ['help'], ['help', 'list'], ['list', '--help']]) {
      expect(run(args).code).toBe(0);
    }
  });
});

describe('skillport validate', () => {
  it('shows the hint of a recovered YAML value in text output, with its line', async () => {
    const dir = join(root, '..', `${root.split('/').pop()}-recovered`, 'colon');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'SKILL.md'), '---\nname: colon\ndescription: Use when: a PDF arrives\n---\n');
    const r = run(['validate', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/warning YAML_RECOVERED .*SKILL\.md:3/);
    expect(r.stdout).toContain('Quote the value: description: "');
    await rm(join(dir, '..'), { recursive: true, force: true });
  });
});
