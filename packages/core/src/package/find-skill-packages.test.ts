import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import {
  DEFAULT_MAX_DEPTH,
  type Diagnostic,
  findSkillPackages,
  listPackageFiles,
  loadSkills,
  type SkillRoot,
} from '@skillport/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let base: string;
beforeAll(async () => {
  // Real path: tmpdir may itself be a symlink, and discovery reports real paths for symlink targets.
  base = await realpath(await mkdtemp(join(tmpdir(), 'skillport-walk-')));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

let counter = 0;
async function freshDir(label: string): Promise<string> {
  const dir = join(base, `${label}-${counter++}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

const skillMd = (name: string) => `---\nname: ${name}\ndescription: The ${name} skill.\n---\n# ${name}\n`;

/** Writes `files` (path → content) under `dir`; a content of `null` makes an empty folder. */
async function writeTree(dir: string, files: Record<string, string | null>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    if (content === null) {
      await mkdir(full, { recursive: true });
      continue;
    }
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, content);
  }
}

const load = (roots: (string | SkillRoot)[], maxDepth?: number) =>
  loadSkills({
    roots: roots.map((r) => (typeof r === 'string' ? { path: r, category: 'custom' as const } : r)),
    ...(maxDepth === undefined ? {} : { maxDepth }),
  });
const names = (skills: readonly { name: string }[]) => skills.map((s) => s.name).sort();
const withCode = (diagnostics: readonly Diagnostic[], code: string) =>
  diagnostics.filter((d) => d.code === code);

describe('roots and precedence', () => {
  it('loads skills from several roots and lets the earlier root win a collision', async () => {
    const user = await freshDir('user');
    const pub = await freshDir('public');
    await writeTree(user, { 'pdf/SKILL.md': skillMd('pdf'), 'mine/SKILL.md': skillMd('mine') });
    await writeTree(pub, { 'pdf/SKILL.md': skillMd('pdf'), 'docx/SKILL.md': skillMd('docx') });
    const result = await load([
      { path: user, category: 'user' },
      { path: pub, category: 'public' },
    ]);
    expect(names(result.skills)).toEqual(['docx', 'mine', 'pdf']);
    const pdf = result.skills.find((s) => s.name === 'pdf')!;
    expect(pdf.category).toBe('user');
    expect(pdf.skillFile).toBe(join(user, 'pdf', 'SKILL.md'));
    expect(withCode(result.diagnostics, 'NAME_COLLISION')).toEqual([
      expect.objectContaining({
        level: 'warning',
        skill: 'pdf',
        path: join(pub, 'pdf', 'SKILL.md'),
        detail: {
          winner: join(user, 'pdf', 'SKILL.md'),
          loser: join(pub, 'pdf', 'SKILL.md'),
          winnerCategory: 'user',
          loserCategory: 'public',
        },
      }),
    ]);
  });

  it('applies the category precedence user > custom > integration > public > legacy whatever the root order', async () => {
    const order = ['legacy', 'public', 'integration', 'custom', 'user'] as const;
    const roots: SkillRoot[] = [];
    for (const category of order) {
      const dir = await freshDir(`cat-${category}`);
      await writeTree(dir, { 'pdf/SKILL.md': skillMd('pdf') });
      roots.push({ path: dir, category });
    }
    for (let turn = 0; turn < order.length; turn++) {
      const result = await load(roots);
      expect(result.skills.map((s) => s.category)).toEqual(['user']);
      const losers = withCode(result.diagnostics, 'NAME_COLLISION').map((d) => d.detail?.loserCategory);
      expect(losers).toEqual(['custom', 'integration', 'public', 'legacy']);
      roots.unshift(roots.pop()!); // rotate so the winner sits at every position
    }
  });

  it('reverses the winner when the roots are given in the other order', async () => {
    const a = await freshDir('a');
    const b = await freshDir('b');
    await writeTree(a, { 'x/SKILL.md': skillMd('same') });
    await writeTree(b, { 'y/SKILL.md': skillMd('same') });
    expect((await load([a, b])).skills[0]?.dir).toBe(join(a, 'x'));
    expect((await load([b, a])).skills[0]?.dir).toBe(join(b, 'y'));
  });

  it('resolves same-root collisions by path, whatever the creation order', async () => {
    const first = await freshDir('order1');
    await writeTree(first, { 'b-dir/SKILL.md': skillMd('dup'), 'a-dir/SKILL.md': skillMd('dup') });
    const second = await freshDir('order2');
    await writeTree(second, { 'a-dir/SKILL.md': skillMd('dup'), 'b-dir/SKILL.md': skillMd('dup') });
    for (const root of [first, second]) {
      for (let i = 0; i < 3; i++) {
        const result = await load([root]);
        expect(result.skills.map((s) => s.dir)).toEqual([join(root, 'a-dir')]);
        expect(withCode(result.diagnostics, 'NAME_COLLISION')[0]?.detail).toMatchObject({
          winner: join(root, 'a-dir', 'SKILL.md'),
          loser: join(root, 'b-dir', 'SKILL.md'),
        });
      }
    }
  });

  it('reports a missing root and still loads the others', async () => {
    const good = await freshDir('good');
    await writeTree(good, { 'ok/SKILL.md': skillMd('ok') });
    const missing = join(base, 'does-not-exist');
    const result = await load([missing, good]);
    expect(names(result.skills)).toEqual(['ok']);
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'ROOT_MISSING', path: missing })]);
  });

  it('reports a root that is a file, not a folder', async () => {
    const dir = await freshDir('file-root');
    await writeFile(join(dir, 'not-a-dir'), 'x');
    const result = await load([join(dir, 'not-a-dir')]);
    expect(result.skills).toEqual([]);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]?.path).toBe(join(dir, 'not-a-dir'));
  });

  it('treats a root that is itself a package as one skill', async () => {
    const dir = await freshDir('solo');
    await writeTree(dir, { 'solo-skill/SKILL.md': skillMd('solo-skill') });
    const result = await load([join(dir, 'solo-skill')]);
    expect(names(result.skills)).toEqual(['solo-skill']);
  });

  it('reports absolute, normalised paths for relative roots and roots with a trailing slash', async () => {
    const dir = await freshDir('relative');
    await writeTree(dir, { 'pdf/SKILL.md': skillMd('pdf') });
    for (const path of [relative(process.cwd(), dir), `${dir}${sep}`, `${dir}${sep}.${sep}`]) {
      const result = await load([path]);
      expect(result.skills.map((s) => [s.dir, s.skillFile])).toEqual([
        [join(dir, 'pdf'), join(dir, 'pdf', 'SKILL.md')],
      ]);
    }
  });

  it('loads a root listed twice only once, without a collision', async () => {
    const dir = await freshDir('twice');
    await writeTree(dir, { 'pdf/SKILL.md': skillMd('pdf') });
    const result = await load([dir, dir]);
    expect(result.skills).toHaveLength(1);
    expect(result.diagnostics).toEqual([]);
  });

  it('returns skills in precedence then path order', async () => {
    const a = await freshDir('ord-a');
    const b = await freshDir('ord-b');
    await writeTree(a, { 'z/SKILL.md': skillMd('z'), 'm/SKILL.md': skillMd('m') });
    await writeTree(b, { 'a/SKILL.md': skillMd('a') });
    expect((await load([a, b])).skills.map((s) => s.name)).toEqual(['m', 'z', 'a']);
  });
});

describe('package boundary', () => {
  it('does not register a nested SKILL.md, with a NESTED_SKILL info naming the package', async () => {
    const root = await freshDir('nested');
    await writeTree(root, {
      'outer/SKILL.md': skillMd('outer'),
      'outer/inner/SKILL.md': skillMd('inner'),
      'outer/deep/er/SKILL.md': skillMd('deeper'),
    });
    const result = await load([root]);
    expect(names(result.skills)).toEqual(['outer']);
    const nested = withCode(result.diagnostics, 'NESTED_SKILL');
    expect(nested.map((d) => d.path).sort()).toEqual([
      join(root, 'outer/deep/er/SKILL.md'),
      join(root, 'outer/inner/SKILL.md'),
    ]);
    expect(nested.every((d) => d.level === 'info' && d.detail?.package === join(root, 'outer'))).toBe(true);
  });

  it('says nothing about eval fixtures inside a package', async () => {
    const root = await freshDir('evals');
    await writeTree(root, {
      'reviewer/SKILL.md': skillMd('reviewer'),
      'reviewer/evals/fixtures/bad/SKILL.md': skillMd('bad'),
      'reviewer/evals/case-1/SKILL.md': skillMd('case-1'),
      'reviewer/fixtures/good/SKILL.md': skillMd('good'),
    });
    const result = await load([root]);
    expect(names(result.skills)).toEqual(['reviewer']);
    expect(result.diagnostics).toEqual([]);
  });

  it('still registers skills in an "evals" or "fixtures" folder that is not inside a package', async () => {
    const root = await freshDir('top-fixtures');
    await writeTree(root, { 'fixtures/one/SKILL.md': skillMd('one'), 'evals/two/SKILL.md': skillMd('two') });
    expect(names((await load([root])).skills)).toEqual(['one', 'two']);
  });

  it('ignores a folder named SKILL.md', async () => {
    const root = await freshDir('dir-named-skill');
    await writeTree(root, { 'odd/SKILL.md/readme.txt': 'x', 'fine/SKILL.md': skillMd('fine') });
    expect(names((await load([root])).skills)).toEqual(['fine']);
  });
});

describe('skipped folders', () => {
  it('walks dot folders but skips VCS, dependency and cache folders, saying so when they hold a skill', async () => {
    const root = await freshDir('skips');
    await writeTree(root, {
      '.git/hooks/SKILL.md': skillMd('git-hook'),
      '.curated/curated/SKILL.md': skillMd('curated'),
      '.claude/skills/local/SKILL.md': skillMd('local'),
      'node_modules/pkg/SKILL.md': skillMd('from-npm'),
      'group/node_modules/pkg/SKILL.md': skillMd('deep-npm'),
      'group/.cache/SKILL.md': skillMd('cache'),
      'group/__pycache__/x.pyc': 'x',
      'group/visible/SKILL.md': skillMd('visible'),
      '.skillport/history/visible/SKILL.md': skillMd('visible'),
      '.dotfile-skill.md': 'x',
    });
    const result = await load([root]);
    expect(names(result.skills)).toEqual(['curated', 'local', 'visible']);
    expect(result.diagnostics.map((d) => [d.code, d.level, d.path])).toEqual([
      ['SKIPPED_DIR', 'info', join(root, 'group/.cache')],
    ]);
    expect(result.diagnostics[0]!.message).toContain('cache');
  });

  it('walks the standard client locations as roots', async () => {
    const root = await freshDir('client-roots');
    await writeTree(root, {
      '.agents/skills/a/SKILL.md': skillMd('a'),
      '.claude/skills/b/SKILL.md': skillMd('b'),
    });
    expect(names((await load([join(root, '.agents/skills'), join(root, '.claude/skills')])).skills)).toEqual([
      'a',
      'b',
    ]);
  });

  it('honours the depth bound with a DEPTH_LIMIT diagnostic', async () => {
    const root = await freshDir('depth');
    await writeTree(root, { 'a/b/SKILL.md': skillMd('two-down'), 'a/b2/c/SKILL.md': skillMd('three-down') });
    const result = await load([root], 2);
    expect(names(result.skills)).toEqual(['two-down']);
    expect(withCode(result.diagnostics, 'DEPTH_LIMIT').map((d) => d.path)).toEqual([join(root, 'a/b2/c')]);
    expect(names((await load([root], 3)).skills)).toEqual(['three-down', 'two-down']);
  });

  it('does not report DEPTH_LIMIT for folders inside a package (they are content)', async () => {
    const root = await freshDir('depth-content');
    await writeTree(root, {
      'a/pkg/SKILL.md': skillMd('pkg'),
      'a/pkg/scripts/run.sh': 'echo',
      'a/pkg/assets/x/y.png': '',
    });
    const result = await load([root], 2);
    expect(names(result.skills)).toEqual(['pkg']);
    expect(result.diagnostics).toEqual([]);
  });

  it('reports a symlinked folder at the depth bound, not a symlinked file', async () => {
    const root = await freshDir('depth-link');
    await writeTree(root, { 'node_modules/pkg/SKILL.md': skillMd('pkg'), 'a/b/README.md': 'x' });
    await symlink(join(root, 'node_modules/pkg'), join(root, 'a/b/pkg'));
    await symlink('README.md', join(root, 'a/b/readme-link'));
    const result = await load([root], 2);
    expect(result.skills).toEqual([]);
    expect(result.diagnostics.map((d) => [d.code, d.path])).toEqual([['DEPTH_LIMIT', join(root, 'a/b/pkg')]]);
  });

  it(`uses a default depth of ${DEFAULT_MAX_DEPTH}`, async () => {
    const root = await freshDir('default-depth');
    const atLimit = Array.from({ length: DEFAULT_MAX_DEPTH }, (_, i) => `d${i}`).join('/');
    const beyond = Array.from({ length: DEFAULT_MAX_DEPTH + 1 }, (_, i) => `e${i}`).join('/');
    await writeTree(root, {
      [`${atLimit}/SKILL.md`]: skillMd('at-limit'),
      [`${beyond}/SKILL.md`]: skillMd('beyond'),
    });
    const result = await load([root]);
    expect(names(result.skills)).toEqual(['at-limit']);
    expect(withCode(result.diagnostics, 'DEPTH_LIMIT')).toHaveLength(1);
  });

  it('reports an unreadable folder (skipped when running as root, where permissions do not apply)', async () => {
    const root = await freshDir('perm');
    await writeTree(root, { 'locked/inner/SKILL.md': skillMd('locked'), 'open/SKILL.md': skillMd('open') });
    await chmod(join(root, 'locked'), 0o000);
    try {
      const result = await load([root]);
      expect(result.skills.map((s) => s.name)).toContain('open');
      if (process.getuid?.() !== 0) {
        expect(names(result.skills)).toEqual(['open']);
        expect(withCode(result.diagnostics, 'READ_ERROR').map((d) => d.path)).toEqual([join(root, 'locked')]);
      }
    } finally {
      await chmod(join(root, 'locked'), 0o755);
    }
  });
});

describe('symlinks', () => {
  it('follows a symlinked folder whose target stays inside the root', async () => {
    const root = await freshDir('link-in');
    // The target sits in a skipped folder, so it is reachable only through the link.
    await writeTree(root, { 'node_modules/linked-skill/SKILL.md': skillMd('linked-skill') });
    await symlink(join(root, 'node_modules/linked-skill'), join(root, 'linked-skill'));
    await writeTree(root, { 'node_modules/pack/one/SKILL.md': skillMd('one') });
    await symlink('node_modules/pack', join(root, 'pack'));
    const result = await load([root]);
    expect(names(result.skills)).toEqual(['linked-skill', 'one']);
    expect(result.diagnostics).toEqual([]);
    const linked = result.skills.find((s) => s.name === 'linked-skill')!;
    expect(linked.dir).toBe(join(root, 'linked-skill'));
    expect(linked.realDir).toBe(join(root, 'node_modules/linked-skill'));
  });

  it('skips a symlinked skill that resolves to an already-loaded folder, silently', async () => {
    const root = await freshDir('dedupe');
    await writeTree(root, { 'real/SKILL.md': skillMd('real') });
    await symlink(join(root, 'real'), join(root, 'a-alias'));
    await mkdir(join(root, 'group'));
    await symlink('../real', join(root, 'group/z-alias'));
    const result = await load([root]);
    expect(result.skills.map((s) => s.dir)).toEqual([join(root, 'real')]);
    expect(result.diagnostics).toEqual([]);
  });

  it('dedupes by real path across roots without a collision diagnostic', async () => {
    const outer = await freshDir('overlap');
    await writeTree(outer, { 'inner/pkg/SKILL.md': skillMd('pkg') });
    const result = await load([outer, join(outer, 'inner')]);
    expect(result.skills).toHaveLength(1);
    expect(result.diagnostics).toEqual([]);
  });

  it('reports a link to an ancestor as SYMLINK_LOOP and finishes', async () => {
    const root = await freshDir('loop');
    await writeTree(root, { 'group/ok/SKILL.md': skillMd('ok') });
    await symlink(root, join(root, 'group/back-to-root'));
    await symlink('..', join(root, 'group/ok-parent'));
    const result = await load([root]);
    expect(names(result.skills)).toEqual(['ok']);
    expect(
      withCode(result.diagnostics, 'SYMLINK_LOOP')
        .map((d) => d.path)
        .sort(),
    ).toEqual([join(root, 'group/back-to-root'), join(root, 'group/ok-parent')]);
  });

  it('reports a self-referencing link and a two-link cycle as SYMLINK_LOOP', async () => {
    const root = await freshDir('self');
    await writeTree(root, { 'ok/SKILL.md': skillMd('ok') });
    await symlink('self', join(root, 'self'));
    await symlink('ping', join(root, 'pong'));
    await symlink('pong', join(root, 'ping'));
    const result = await load([root]);
    expect(names(result.skills)).toEqual(['ok']);
    expect(
      withCode(result.diagnostics, 'SYMLINK_LOOP')
        .map((d) => d.path)
        .sort(),
    ).toEqual([join(root, 'ping'), join(root, 'pong'), join(root, 'self')]);
  });

  it('finishes on folders that link to each other (no endless walk)', async () => {
    const root = await freshDir('mesh');
    const folders = ['a', 'b', 'c', 'd', 'e', 'f'];
    await writeTree(
      root,
      Object.fromEntries(folders.map((f) => [`${f}/${f}-skill/SKILL.md`, skillMd(`${f}-skill`)])),
    );
    for (const from of folders) {
      for (const to of folders) if (from !== to) await symlink(join(root, to), join(root, from, `to-${to}`));
    }
    const result = await load([root]);
    expect(names(result.skills)).toEqual(folders.map((f) => `${f}-skill`));
    expect(withCode(result.diagnostics, 'NAME_COLLISION')).toEqual([]);
  });

  it('walks each real folder of a root once, however many links lead to it', async () => {
    const root = await freshDir('mesh-count');
    const folders = ['a', 'b', 'c', 'd', 'e'];
    await writeTree(
      root,
      Object.fromEntries(folders.map((f) => [`${f}/${f}-skill/SKILL.md`, skillMd(`${f}-skill`)])),
    );
    for (const from of folders) {
      for (const to of folders) if (from !== to) await symlink(join(root, to), join(root, from, `to-${to}`));
    }
    const result = await findSkillPackages({ roots: [{ path: root }] });
    // root + 5 folders + 5 packages; following every link path would list hundreds of folders.
    expect(result.stats.dirsListed).toBeLessThanOrEqual(11);
    expect(result.packages.map((p) => p.dir).sort()).toEqual(folders.map((f) => join(root, f, `${f}-skill`)));
  });

  it('reports a dangling link as SYMLINK_DANGLING', async () => {
    const root = await freshDir('dangling');
    await symlink(join(root, 'nowhere'), join(root, 'broken'));
    const result = await load([root]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'SYMLINK_DANGLING', path: join(root, 'broken') }),
    ]);
  });

  it('does not follow a link that leaves the root (SYMLINK_ESCAPE with the target)', async () => {
    const root = await freshDir('escape');
    const outside = await freshDir('outside');
    await writeTree(outside, { 'evil/SKILL.md': skillMd('evil') });
    await symlink(join(outside, 'evil'), join(root, 'evil'));
    await symlink('/etc', join(root, 'etc'));
    const result = await load([root]);
    expect(result.skills).toEqual([]);
    const escapes = withCode(result.diagnostics, 'SYMLINK_ESCAPE');
    expect(escapes.map((d) => d.path).sort()).toEqual([join(root, 'etc'), join(root, 'evil')]);
    expect(escapes.find((d) => d.path === join(root, 'evil'))?.detail?.target).toBe(join(outside, 'evil'));
  });

  it('does not treat a sibling folder with a common prefix as inside the root', async () => {
    const parent = await freshDir('prefix');
    await writeTree(parent, { 'skills/.keep': '', 'skills-evil/x/SKILL.md': skillMd('x') });
    await symlink(join(parent, 'skills-evil/x'), join(parent, 'skills/x'));
    const result = await load([join(parent, 'skills')]);
    expect(result.skills).toEqual([]);
    expect(withCode(result.diagnostics, 'SYMLINK_ESCAPE')).toHaveLength(1);
  });

  it('refuses a SKILL.md symlinked to a file outside the root', async () => {
    const root = await freshDir('md-escape');
    const outside = await freshDir('md-outside');
    await writeFile(join(outside, 'SKILL.md'), skillMd('stolen'));
    await mkdir(join(root, 'stolen'));
    await symlink(join(outside, 'SKILL.md'), join(root, 'stolen/SKILL.md'));
    const result = await load([root]);
    expect(result.skills).toEqual([]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'SYMLINK_ESCAPE', path: join(root, 'stolen/SKILL.md') }),
    ]);
  });

  it('accepts a SKILL.md symlinked inside the root; reports a dangling one', async () => {
    const root = await freshDir('md-link');
    await writeTree(root, {
      'shared/text.md': skillMd('linked-md'),
      'linked-md/.keep': '',
      'gone/.keep': '',
    });
    await symlink('../shared/text.md', join(root, 'linked-md/SKILL.md'));
    await symlink('../shared/missing.md', join(root, 'gone/SKILL.md'));
    const result = await load([root]);
    expect(names(result.skills)).toEqual(['linked-md']);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'SYMLINK_DANGLING', path: join(root, 'gone/SKILL.md') }),
    ]);
  });

  it('reports a SKILL.md symlink that points to a folder', async () => {
    const root = await freshDir('md-to-dir');
    await writeTree(root, { 'target/.keep': '', 'odd/.keep': '' });
    await symlink('../target', join(root, 'odd/SKILL.md'));
    const result = await load([root]);
    expect(result.skills).toEqual([]);
    expect(result.diagnostics.map((d) => d.path)).toEqual([join(root, 'odd/SKILL.md')]);
  });

  it('reports a FIFO named SKILL.md, directly or through a symlink, without hanging', async () => {
    const root = await freshDir('fifo');
    await writeTree(root, { 'pipe/.keep': '', 'linked/.keep': '', 'ok/SKILL.md': skillMd('ok') });
    try {
      execFileSync('mkfifo', [join(root, 'pipe/SKILL.md')]);
    } catch {
      return; // no mkfifo here: nothing to check
    }
    await symlink('../pipe/SKILL.md', join(root, 'linked/SKILL.md'));
    const result = await load([root]);
    expect(names(result.skills)).toEqual(['ok']);
    expect(result.diagnostics.map((d) => d.path).sort()).toEqual([
      join(root, 'linked/SKILL.md'),
      join(root, 'pipe/SKILL.md'),
    ]);
  });

  it('does not register a nested SKILL.md reached through a link into its package', async () => {
    const root = await freshDir('link-into-pkg');
    await writeTree(root, {
      'reviewer/SKILL.md': skillMd('reviewer'),
      'reviewer/evals/fixtures/evil/SKILL.md': skillMd('evil'),
      '.hidden-pkg/SKILL.md': skillMd('hidden-pkg'),
      '.hidden-pkg/inner/SKILL.md': skillMd('inner'),
    });
    await symlink(join(root, 'reviewer/evals/fixtures/evil'), join(root, 'evil'));
    await symlink(join(root, '.hidden-pkg/inner'), join(root, 'inner'));
    await symlink(join(root, '.hidden-pkg'), join(root, 'hidden-pkg'));
    const result = await load([root]);
    expect(names(result.skills)).toEqual(['hidden-pkg', 'reviewer']);
  });

  it('does not walk symlinked folders inside a package (they are content)', async () => {
    const root = await freshDir('pkg-links');
    await writeTree(root, { 'pkg/SKILL.md': skillMd('pkg'), 'other/x/SKILL.md': skillMd('x') });
    await symlink(join(root, 'other'), join(root, 'pkg/vendor'));
    const result = await load([root]);
    expect(names(result.skills)).toEqual(['pkg', 'x']);
    expect(result.diagnostics).toEqual([]);
  });
});

describe('findSkillPackages', () => {
  it('returns package folders with their listed file names', async () => {
    const root = await freshDir('find');
    await writeTree(root, { 'p/SKILL.md': skillMd('p'), 'p/skill.config.yaml': 'runtime: node\n' });
    const result = await findSkillPackages({ roots: [{ path: root }] });
    expect(result.packages).toEqual([
      expect.objectContaining({
        dir: join(root, 'p'),
        realDir: join(root, 'p'),
        rootIndex: 0,
        viaSymlink: false,
      }),
    ]);
    expect([...result.packages[0]!.entries].sort()).toEqual(['SKILL.md', 'skill.config.yaml']);
  });
});

describe('packages listed once (scan)', () => {
  it('stops at package folders and hands their listing on: the package listing equals a fresh one', async () => {
    const root = await freshDir('once');
    await writeTree(root, {
      'a/SKILL.md': skillMd('a'),
      'a/scripts/run.sh': 'echo a\n',
      'a/nested/SKILL.md': skillMd('nested'),
      'a/node_modules/x/index.js': '',
      'a/.env': 'TOKEN=1\n',
      'group/b/SKILL.md': skillMd('b'),
      'group/b/empty': null,
    });
    await symlink(join(root, 'a', 'scripts'), join(root, 'group', 'b', 'linked'));
    await symlink(join(root, 'group'), join(root, 'a', 'loop'));
    const full = await findSkillPackages({ roots: [{ path: root }] });
    const top = await findSkillPackages({ roots: [{ path: root }], packageContents: false });
    const dirs = (r: typeof full) => r.packages.map((p) => p.dir).sort();
    expect(dirs(top)).toEqual(dirs(full));
    expect(dirs(top)).toEqual([join(root, 'a'), join(root, 'group', 'b')]);
    // Below a package the full walk finds the nested SKILL.md; the walk that stops there does not look.
    expect(withCode(full.diagnostics, 'NESTED_SKILL')).toHaveLength(1);
    expect(withCode(top.diagnostics, 'NESTED_SKILL')).toEqual([]);
    for (const found of top.packages) {
      const handed = await listPackageFiles(found.dir, {
        scope: 'package',
        realDir: found.realDir,
        entries: found.listing,
      });
      expect(handed).toEqual(await listPackageFiles(found.dir, { scope: 'package' }));
      expect(handed.files.length).toBeGreaterThan(0);
    }
  });
});

describe('every skipped skill has a diagnostic (generated trees)', () => {
  const segment = fc.constantFrom('a', 'b', 'evals', 'fixtures', 'node_modules', '.hidden', 'deep', 'x');
  const treeArb = fc.record({
    skills: fc.uniqueArray(fc.array(segment, { minLength: 0, maxLength: 6 }), {
      minLength: 1,
      maxLength: 12,
      selector: (p) => p.join('/'),
    }),
    kinds: fc.array(fc.constantFrom('ok', 'dup', 'no-desc', 'no-frontmatter', 'bad-yaml', 'mismatch'), {
      minLength: 12,
      maxLength: 12,
    }),
    maxDepth: fc.integer({ min: 1, max: 6 }),
  });

  const content = (kind: string, index: number) => {
    switch (kind) {
      case 'dup':
        return skillMd('dup');
      case 'no-desc':
        return '---\nname: no-desc\n---\n';
      case 'no-frontmatter':
        return '# nothing here\n';
      case 'bad-yaml':
        return '---\nname: [broken\ndescription: x\n---\n';
      case 'mismatch':
        return skillMd(`declared-${index}`);
      default:
        return skillMd(`skill-${index}`);
    }
  };

  it('accounts for every SKILL.md: loaded, inside another package, skipped folder, or diagnosed', async () => {
    await fc.assert(
      fc.asyncProperty(treeArb, async ({ skills, kinds, maxDepth }) => {
        const root = await freshDir('prop');
        const files: Record<string, string> = {};
        skills.forEach((parts, i) => {
          files[[`s${i}`, ...parts, 'SKILL.md'].join('/')] = content(kinds[i]!, i);
        });
        await writeTree(root, files);
        const result = await load([root], maxDepth);
        const loaded = new Set(result.skills.map((s) => s.skillFile));
        const mentioned = result.diagnostics.map((d) => d.path);
        const packageDirs = Object.keys(files).map((f) => dirname(join(root, f)));
        for (const file of Object.keys(files)) {
          const full = join(root, file);
          const parts = relative(root, dirname(full)).split(sep);
          if (loaded.has(full)) continue;
          // Below a skipped folder's top (node_modules/x/SKILL.md) nothing is searched, by rule; a SKILL.md
          // right inside one gets SKIPPED_DIR, which the coverage check below sees.
          const skippedAt = parts.indexOf('node_modules');
          if (skippedAt !== -1 && skippedAt < parts.length - 1) continue;
          // Inside another package (reported as NESTED_SKILL, or silent eval fixture).
          const insideOther = packageDirs.some((d) => d !== dirname(full) && full.startsWith(d + sep));
          if (insideOther) continue;
          const covered = mentioned.some(
            (p) => p === full || p === dirname(full) || full.startsWith(p + sep),
          );
          expect(covered, `${file} was skipped without a diagnostic`).toBe(true);
        }
        for (const skill of result.skills) expect(skill.skillFile.startsWith(root + sep)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
