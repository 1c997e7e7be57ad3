import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, cli } from './in-process.js';

// SPEC §9 edge cases, run in-process through the same entry point the bin calls (cli.test.ts spawns the
// binary itself).
function run(args: string[]): Promise<CliResult> {
  return cli(args, { NO_COLOR: '1', SKILLPORT_CACHE_DIR: cacheDir });
}

let root: string;
/** Never the user's own cache folder. */
let cacheDir: string;
beforeAll(async () => {
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
  it('--mode index prints the sorted names and nothing else inside the block', async () => {
    const r = await run(['prompt', '--root', root, '--mode', 'index']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('<skill_index>\nalpha\nmid\nzeta\n</skill_index>\n');
  });

  it('says so on stderr when the budget is too small for even the omission note (never silent)', async () => {
    const r = await run(['prompt', '--root', root, '--budget-chars', '10']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('3 skill(s) omitted');
  });
});

describe('--root', () => {
  it.each([['list'], ['prompt'], ['search', 'x']])(
    '%s refuses a root that does not exist as a usage error naming it',
    async (...command) => {
      const missing = join(root, 'no-such-root');
      const r = await run([...command, '--root', root, '--root', missing, '--json']);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(missing);
    },
  );

  it('refuses a root that is a file', async () => {
    const r = await run(['list', '--root', join(root, 'alpha', 'SKILL.md')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('not a directory');
  });
});

describe('usage', () => {
  it('without a command is a usage error (exit 2) with the help on stderr', async () => {
    const r = await run([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: skillport');
  });

  it('asking for help is not an error', async () => {
    for (const args of [['--help'], ['help'], ['help', 'list'], ['list', '--help']]) {
      expect((await run(args)).code).toBe(0);
    }
  });
});

describe('skillport validate', () => {
  it('shows the hint of a recovered YAML value in text output, with its line', async () => {
    const dir = join(root, '..', `${root.split('/').pop()}-recovered`, 'colon');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'SKILL.md'), '---\nname: colon\ndescription: Use when: a PDF arrives\n---\n');
    const r = await run(['validate', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/warning YAML_RECOVERED .*SKILL\.md:3/);
    expect(r.stdout).toContain('Quote the value: description: "');
    await rm(join(dir, '..'), { recursive: true, force: true });
  });
});
