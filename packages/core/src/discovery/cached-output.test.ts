import {
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  realpath,
  rename,
  rm,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  loadSkills,
  loadSkillsCached,
  readCachedOutput,
  treeSnapshotHolds,
  validatePathCached,
  writeCachedOutput,
} from '@skillport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let base: string;
beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'skillport-output-')));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

let counter = 0;
const skillMd = (name: string, description = `The ${name} skill.`) =>
  `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`;

/** An hour ago: older than the window in which a just-written file is not trusted. */
const PAST = new Date(Date.now() - 3_600_000);

async function age(dir: string, when = PAST): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await age(path, when);
    else if (!entry.isSymbolicLink()) await utimes(path, when, when);
  }
  await utimes(dir, when, when);
}

const TREE = {
  'alpha/SKILL.md': skillMd('alpha'),
  'alpha/scripts/run.sh': 'echo hi\n',
  'beta/SKILL.md': skillMd('beta'),
  'beta/skill.config.yaml': 'runtime: python\nentrypoint: main.py\n',
  'group/gamma/SKILL.md': skillMd('gamma'),
  'group/node_modules/dep/index.js': '',
  'bundle/.claude-plugin/plugin.json': '{"name":"tools"}',
  'bundle/skills/delta/SKILL.md': skillMd('delta'),
};

async function makeRoot(files: Record<string, string> = TREE): Promise<string> {
  const root = join(base, `root-${counter++}`);
  await mkdir(root, { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    if (content.startsWith('-> ')) await symlink(content.slice(3), join(root, path));
    else await writeFile(join(root, path), content);
  }
  await age(root);
  return root;
}

/** Loads through the cache, keeps the output (the skill names), and says whether a repeat run may print it. */
async function keep(root: string) {
  const cacheDir = join(base, `cache-${counter++}`);
  const key = { root };
  const first = await loadSkillsCached({
    roots: [{ path: root, category: 'custom' }],
    cacheDir,
    codeVersion: 't',
  });
  expect(first.snapshot).toBeDefined();
  const text = first.skills.map((s) => s.name).join('\n');
  writeCachedOutput(join(cacheDir, 'output'), key, [first.snapshot!], { text, exitCode: 0 });
  return {
    text,
    replay: () => readCachedOutput(join(cacheDir, 'output'), key),
  };
}

describe('kept output over a tree snapshot', () => {
  it('is printed again while nothing changed, with its exit code', async () => {
    const root = await makeRoot();
    const kept = await keep(root);
    expect(kept.text).toBe('alpha\nbeta\ntools:delta\ngamma');
    expect(kept.replay()).toEqual({ text: kept.text, exitCode: 0 });
    expect(kept.replay()).toEqual({ text: kept.text, exitCode: 0 });
  });

  it('is not used under another key', async () => {
    const root = await makeRoot();
    const cacheDir = join(base, `cache-${counter++}`);
    const first = await loadSkillsCached({
      roots: [{ path: root, category: 'custom' }],
      cacheDir,
      codeVersion: 't',
    });
    writeCachedOutput(cacheDir, { a: 1 }, [first.snapshot!], { text: 'x', exitCode: 1 });
    expect(readCachedOutput(cacheDir, { a: 1 })).toEqual({ text: 'x', exitCode: 1 });
    expect(readCachedOutput(cacheDir, { a: 2 })).toBeUndefined();
  });

  const changes: [string, (root: string) => Promise<void>][] = [
    [
      'a SKILL.md edited (new size)',
      (r) => writeFile(join(r, 'alpha/SKILL.md'), skillMd('alpha', 'Other text.')),
    ],
    [
      'a SKILL.md edited to the same size',
      (r) => writeFile(join(r, 'alpha/SKILL.md'), skillMd('alpha').replace('The alpha', 'Tha alpha')),
    ],
    ['a SKILL.md touched (mtime only)', (r) => utimes(join(r, 'alpha/SKILL.md'), new Date(), new Date())],
    [
      'a skill folder added',
      (r) => mkdir(join(r, 'eps')).then(() => writeFile(join(r, 'eps/SKILL.md'), skillMd('eps'))),
    ],
    ['a skill folder removed', (r) => rm(join(r, 'alpha'), { recursive: true })],
    ['a skill folder renamed', (r) => rename(join(r, 'group/gamma'), join(r, 'group/gamma2'))],
    [
      'a nested SKILL.md added inside a package',
      (r) => writeFile(join(r, 'alpha/scripts/SKILL.md'), skillMd('x')),
    ],
    ['skill.config.yaml changed', (r) => writeFile(join(r, 'beta/skill.config.yaml'), 'runtime: node\n')],
    ['skill.config.yaml removed', (r) => rm(join(r, 'beta/skill.config.yaml'))],
    ['skill.config.yaml added', (r) => writeFile(join(r, 'alpha/skill.config.yaml'), 'runtime: node\n')],
    ['plugin.json changed', (r) => writeFile(join(r, 'bundle/.claude-plugin/plugin.json'), '{"name":"kit"}')],
    ['plugin.json removed', (r) => rm(join(r, 'bundle/.claude-plugin/plugin.json'))],
    [
      'a SKILL.md put directly in a skipped folder',
      (r) => writeFile(join(r, 'group/node_modules/SKILL.md'), skillMd('dep')),
    ],
  ];
  for (const [what, change] of changes) {
    it(`is not used after ${what}`, async () => {
      const root = await makeRoot();
      const kept = await keep(root);
      await change(root);
      expect(kept.replay()).toBeUndefined();
    });
  }

  it('is still used after a change the load never looks at, and then prints what a fresh load would', async () => {
    const root = await makeRoot();
    const kept = await keep(root);
    await writeFile(join(root, 'group/node_modules/dep/SKILL.md'), skillMd('dep'));
    await writeFile(join(root, 'alpha/scripts/run.sh'), 'echo changed\n');
    const fresh = await loadSkills({ roots: [{ path: root, category: 'custom' }] });
    expect(kept.replay()?.text).toBe(fresh.skills.map((s) => s.name).join('\n'));
  });

  it('is not used when a changed file is aged back to its old time (the folder or size still differs)', async () => {
    const root = await makeRoot();
    const kept = await keep(root);
    await writeFile(join(root, 'group/gamma/SKILL.md'), skillMd('gamma', 'A much longer description now.'));
    await age(root);
    expect(kept.replay()).toBeUndefined();
  });

  it('is not used, and the skill is read again, after a same-size edit with every mtime set back', async () => {
    // What `tar` or `cp -p` of a new version over an old one does: same sizes, old mtimes; only ctime moves.
    const root = await makeRoot();
    const kept = await keep(root);
    const cacheDir = join(base, `cache-${counter++}`);
    const roots = [{ path: root, category: 'custom' as const }];
    await loadSkillsCached({ roots, cacheDir, codeVersion: 't' });
    await writeFile(join(root, 'group/gamma/SKILL.md'), skillMd('gamma', 'The ammag skill.'));
    await age(root);
    expect(kept.replay()).toBeUndefined();
    const again = await loadSkillsCached({ roots, cacheDir, codeVersion: 't' });
    expect(again.skills.find((s) => s.name === 'gamma')?.description).toBe('The ammag skill.');
  });

  it('is not used after a permission change, which moves no mtime', async () => {
    const root = await makeRoot();
    const kept = await keep(root);
    await chmod(join(root, 'alpha/SKILL.md'), 0o600);
    expect(kept.replay()).toBeUndefined();
  });

  it('is not kept for a tree with a symlink or a file changed just before the load', async () => {
    const linked = await makeRoot({ ...TREE, 'link/SKILL.md': '-> ../alpha/SKILL.md' });
    const cacheDir = join(base, `cache-${counter++}`);
    const roots = [{ path: linked, category: 'custom' as const }];
    expect((await loadSkillsCached({ roots, cacheDir, codeVersion: 't' })).snapshot).toBeUndefined();
    const fresh = await makeRoot();
    await writeFile(join(fresh, 'alpha/SKILL.md'), skillMd('alpha', 'Just now.'));
    const result = await loadSkillsCached({
      roots: [{ path: fresh, category: 'custom' }],
      cacheDir,
      codeVersion: 't',
    });
    expect(result.skills.map((s) => s.description)).toContain('Just now.');
    expect(result.snapshot).toBeUndefined();
  });

  // Root reads every folder whatever its mode.
  it.skipIf(process.getuid?.() === 0)(
    'is not kept for a tree with a folder that cannot be listed',
    async () => {
      const root = await makeRoot();
      const { chmod } = await import('node:fs/promises');
      await chmod(join(root, 'group'), 0o000);
      try {
        const cacheDir = join(base, `cache-${counter++}`);
        const result = await loadSkillsCached({
          roots: [{ path: root, category: 'custom' }],
          cacheDir,
          codeVersion: 't',
        });
        expect(result.snapshot).toBeUndefined();
      } finally {
        await chmod(join(root, 'group'), 0o755);
      }
    },
  );

  it('describes a validation of a root, but not of one package folder', async () => {
    const root = await makeRoot();
    const cacheDir = join(base, `cache-${counter++}`);
    const walked = await validatePathCached(root, { cacheDir, codeVersion: 't' });
    expect(walked.snapshot).toBeDefined();
    expect(treeSnapshotHolds(walked.snapshot!)).toBe(true);
    await writeFile(join(root, 'beta/SKILL.md'), skillMd('beta', 'Changed.'));
    expect(treeSnapshotHolds(walked.snapshot!)).toBe(false);
    expect(
      (await validatePathCached(join(root, 'alpha'), { cacheDir, codeVersion: 't' })).snapshot,
    ).toBeUndefined();
  });

  it('is refused when the file was cut short', async () => {
    const root = await makeRoot();
    const kept = await keep(root);
    const dir = join(base, `cache-${counter - 1}`, 'output');
    const [name] = (await readdir(dir)).filter((n) => n.endsWith('.json'));
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(join(dir, name!), 'utf8');
    await writeFile(join(dir, name!), text.slice(0, -3));
    expect(kept.replay()).toBeUndefined();
  });
});

describe('a cache file another local user could have written', () => {
  async function keptFile() {
    const root = await makeRoot();
    const kept = await keep(root);
    const dir = join(base, `cache-${counter - 1}`, 'output');
    const [name] = (await readdir(dir)).filter((n) => n.endsWith('.json'));
    expect(kept.replay()).toBeDefined();
    return { kept, dir, file: join(dir, name!) };
  }

  it('is not read when the file is writable by group or others', async () => {
    const { kept, file } = await keptFile();
    await chmod(file, 0o666);
    expect(kept.replay()).toBeUndefined();
    await chmod(file, 0o644);
    expect(kept.replay()).toBeDefined();
  });

  it('is not read when its folder is writable by group or others', async () => {
    const { kept, dir } = await keptFile();
    await chmod(dir, 0o777);
    expect(kept.replay()).toBeUndefined();
    await chmod(dir, 0o700);
    expect(kept.replay()).toBeDefined();
  });

  it('is not read through a symlink', async () => {
    const { kept, file } = await keptFile();
    await rename(file, `${file}.real`);
    await symlink(`${file}.real`, file);
    expect(kept.replay()).toBeUndefined();
  });

  it.skipIf(process.getuid?.() !== 0)(
    'is not read when another user owns it (needs root to chown)',
    async () => {
      const { kept, file } = await keptFile();
      const { chown } = await import('node:fs/promises');
      await chown(file, 4242, 4242);
      expect(kept.replay()).toBeUndefined();
      await chown(file, 0, 0);
      expect(kept.replay()).toBeDefined();
    },
  );
});

describe('the cache folder', () => {
  it('removes a staged file a crashed writer left an hour ago, and keeps one being written now', async () => {
    const root = await makeRoot();
    const kept = await keep(root);
    const dir = join(base, `cache-${counter - 1}`, 'output');
    await writeFile(join(dir, 'x.json.1.1.tmp'), 'half');
    await utimes(join(dir, 'x.json.1.1.tmp'), PAST, PAST);
    await writeFile(join(dir, 'y.json.2.2.tmp'), 'now');
    const snapshot = (
      await loadSkillsCached({
        roots: [{ path: root, category: 'custom' }],
        cacheDir: join(base, 'unused'),
        codeVersion: 't',
      })
    ).snapshot!;
    writeCachedOutput(dir, { other: true }, [snapshot], { text: 'x', exitCode: 0 });
    const names = await readdir(dir);
    expect(names).not.toContain('x.json.1.1.tmp');
    expect(names).toContain('y.json.2.2.tmp');
    expect(kept.replay()).toBeDefined();
  });
});
