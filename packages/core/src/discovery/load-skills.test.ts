import {
  mkdir,
  mkdtemp,
  readdir,
  realpath,
  rm,
  stat,
  symlink,
  truncate,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { createDiscoveryCache, loadSkills, type SkillCategory, type SkillRoot } from '@skillport/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let base: string;
beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'skillport-cache-')));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

let counter = 0;
const skillMd = (name: string, description = `The ${name} skill.`) =>
  `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`;

/** An hour ago: old enough that discovery trusts cached folder listings. */
const PAST = new Date(Date.now() - 3_600_000);

async function makeRoot(files: Record<string, string>): Promise<string> {
  const root = join(base, `root-${counter++}`);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  await age(root);
  return root;
}

/** Sets every file and folder under `dir` (and `dir`) to an old mtime. */
async function age(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await age(path);
    else await utimes(path, PAST, PAST);
  }
  await utimes(dir, PAST, PAST);
}

const TREE = {
  'pdf/SKILL.md': skillMd('pdf'),
  'docx/SKILL.md': skillMd('docx'),
  'group/xlsx/SKILL.md': skillMd('xlsx'),
  'group/ocr/SKILL.md': skillMd('ocr'),
  'group/ocr/skill.config.yaml': 'runtime: python\nentrypoint: main.py\n',
  'broken/SKILL.md': '---\nname: broken\n---\n',
  'no-frontmatter/SKILL.md': '# nothing\n',
};
const LOADABLE = ['docx', 'ocr', 'pdf', 'xlsx'];

const rootsOf = (path: string, category: SkillCategory = 'custom'): SkillRoot[] => [{ path, category }];
const names = (skills: readonly { name: string }[]) => skills.map((s) => s.name).sort();

describe('loadSkills: incremental refresh with a discovery cache', () => {
  it('re-validates an unchanged tree with stats only', async () => {
    const root = await makeRoot(TREE);
    const cache = createDiscoveryCache();
    const cold = await loadSkills({ roots: rootsOf(root), cache });
    expect(names(cold.skills)).toEqual(LOADABLE);
    expect(cold.stats).toMatchObject({ packages: 6, parsed: 6, reused: 0 });

    const warm = await loadSkills({ roots: rootsOf(root), cache });
    expect(warm.stats).toMatchObject({ packages: 6, parsed: 0, reused: 6, dirsListed: 0 });
    expect(warm.stats.dirsReused).toBe(cold.stats.dirsListed);
    expect(warm.skills).toEqual(cold.skills);
    expect(warm.diagnostics).toEqual(cold.diagnostics);
    // Same objects: nothing was rebuilt.
    expect(warm.skills[0]).toBe(cold.skills[0]);
  });

  it('re-parses exactly the SKILL.md that changed', async () => {
    const root = await makeRoot(TREE);
    const cache = createDiscoveryCache();
    await loadSkills({ roots: rootsOf(root), cache });
    const file = join(root, 'group/xlsx/SKILL.md');
    await writeFile(file, skillMd('xlsx', 'Spreadsheets, now with charts.'));
    await utimes(file, new Date(), new Date(Date.now() + 5_000));
    const next = await loadSkills({ roots: rootsOf(root), cache });
    expect(next.stats).toMatchObject({ packages: 6, parsed: 1, reused: 5 });
    expect(next.skills.find((s) => s.name === 'xlsx')?.description).toBe('Spreadsheets, now with charts.');
  });

  it('notices a content change that keeps the mtime but changes the size', async () => {
    const root = await makeRoot(TREE);
    const cache = createDiscoveryCache();
    await loadSkills({ roots: rootsOf(root), cache });
    const file = join(root, 'pdf/SKILL.md');
    await writeFile(file, skillMd('pdf', 'A longer description than before.'));
    await utimes(file, PAST, PAST);
    const next = await loadSkills({ roots: rootsOf(root), cache });
    expect(next.stats.parsed).toBe(1);
    expect(next.skills.find((s) => s.name === 'pdf')?.description).toBe('A longer description than before.');
  });

  it('re-parses a broken skill once it is fixed, and keeps it cached while it stays broken', async () => {
    const root = await makeRoot(TREE);
    const cache = createDiscoveryCache();
    await loadSkills({ roots: rootsOf(root), cache });
    const unchanged = await loadSkills({ roots: rootsOf(root), cache });
    expect(unchanged.diagnostics.map((d) => d.code).sort()).toEqual(['DESC_MISSING', 'FRONTMATTER_MISSING']);
    const file = join(root, 'broken/SKILL.md');
    await writeFile(file, skillMd('broken'));
    await utimes(file, new Date(), new Date(Date.now() + 5_000));
    const fixed = await loadSkills({ roots: rootsOf(root), cache });
    expect(fixed.stats.parsed).toBe(1);
    expect(names(fixed.skills)).toEqual(['broken', ...LOADABLE]);
    expect(fixed.diagnostics.map((d) => d.code)).toEqual(['FRONTMATTER_MISSING']);
  });

  it('detects an added skill folder (at the top and deeper down)', async () => {
    const root = await makeRoot(TREE);
    const cache = createDiscoveryCache();
    await loadSkills({ roots: rootsOf(root), cache });
    await mkdir(join(root, 'new-top'));
    await writeFile(join(root, 'new-top/SKILL.md'), skillMd('new-top'));
    const first = await loadSkills({ roots: rootsOf(root), cache });
    expect(names(first.skills)).toContain('new-top');
    expect(first.stats).toMatchObject({ packages: 7, parsed: 1 });

    // Only `group` changes here; the root listing is reused but `group` must still be re-read.
    await age(root);
    await loadSkills({ roots: rootsOf(root), cache });
    await mkdir(join(root, 'group/new-deep'));
    await writeFile(join(root, 'group/new-deep/SKILL.md'), skillMd('new-deep'));
    const second = await loadSkills({ roots: rootsOf(root), cache });
    expect(names(second.skills)).toContain('new-deep');
    expect(second.stats).toMatchObject({ packages: 8, parsed: 1 });
  });

  it('detects a removed skill folder', async () => {
    const root = await makeRoot(TREE);
    const cache = createDiscoveryCache();
    await loadSkills({ roots: rootsOf(root), cache });
    await rm(join(root, 'group/xlsx'), { recursive: true });
    const next = await loadSkills({ roots: rootsOf(root), cache });
    expect(names(next.skills)).toEqual(['docx', 'ocr', 'pdf']);
    expect(next.stats).toMatchObject({ packages: 5, parsed: 0, reused: 5 });
  });

  it('detects a removed SKILL.md (the folder stays)', async () => {
    const root = await makeRoot(TREE);
    const cache = createDiscoveryCache();
    await loadSkills({ roots: rootsOf(root), cache });
    await rm(join(root, 'docx/SKILL.md'));
    const next = await loadSkills({ roots: rootsOf(root), cache });
    expect(names(next.skills)).toEqual(['ocr', 'pdf', 'xlsx']);
  });

  it('detects an added, changed or removed skill.config.yaml', async () => {
    const root = await makeRoot(TREE);
    const cache = createDiscoveryCache();
    await loadSkills({ roots: rootsOf(root), cache });
    await writeFile(join(root, 'pdf/skill.config.yaml'), 'runtime: node\n');
    const added = await loadSkills({ roots: rootsOf(root), cache });
    expect(added.skills.find((s) => s.name === 'pdf')?.classification).toBe('compute-toolkit');
    expect(added.stats.parsed).toBe(1);

    const config = join(root, 'group/ocr/skill.config.yaml');
    await writeFile(config, 'runtime: [python\n');
    await utimes(config, new Date(), new Date(Date.now() + 5_000));
    const changed = await loadSkills({ roots: rootsOf(root), cache });
    const ocr = changed.skills.find((s) => s.name === 'ocr');
    expect(ocr?.configBroken).toBe(true);
    expect(ocr?.classification).toBe('prompt');
    expect(changed.diagnostics.some((d) => d.code === 'CONFIG_PARSE_ERROR')).toBe(true);

    await rm(join(root, 'pdf/skill.config.yaml'));
    const removed = await loadSkills({ roots: rootsOf(root), cache });
    expect(removed.skills.find((s) => s.name === 'pdf')?.classification).toBe('prompt');
  });

  it('applies a changed enabled state without re-parsing', async () => {
    const root = await makeRoot(TREE);
    const cache = createDiscoveryCache();
    const disabled = new Set<string>();
    const isEnabled = (name: string) => !disabled.has(name);
    const first = await loadSkills({ roots: rootsOf(root), cache, isEnabled });
    expect(first.skills.every((s) => s.enabled)).toBe(true);
    disabled.add('pdf');
    const second = await loadSkills({ roots: rootsOf(root), cache, isEnabled });
    expect(second.stats.parsed).toBe(0);
    expect(second.skills.find((s) => s.name === 'pdf')?.enabled).toBe(false);
    expect(
      second.skills
        .filter((s) => s.enabled)
        .map((s) => s.name)
        .sort(),
    ).toEqual(['docx', 'ocr', 'xlsx']);
    // The earlier result is not changed behind its back.
    expect(first.skills.find((s) => s.name === 'pdf')?.enabled).toBe(true);
    disabled.clear();
    const third = await loadSkills({ roots: rootsOf(root), cache, isEnabled });
    expect(third.skills.find((s) => s.name === 'pdf')?.enabled).toBe(true);
  });

  it('passes the category to isEnabled', async () => {
    const root = await makeRoot({ 'a/SKILL.md': skillMd('a') });
    const seen: [string, SkillCategory][] = [];
    await loadSkills({
      roots: rootsOf(root, 'integration'),
      isEnabled: (name, category) => {
        seen.push([name, category]);
        return true;
      },
    });
    expect(seen).toContainEqual(['a', 'integration']);
  });

  it('works without a cache (every load parses everything)', async () => {
    const root = await makeRoot(TREE);
    const a = await loadSkills({ roots: rootsOf(root) });
    const b = await loadSkills({ roots: rootsOf(root) });
    expect(b.stats.parsed).toBe(6);
    expect(names(b.skills)).toEqual(names(a.skills));
  });

  it('gives the same skills through a cache as without one, after a series of edits', async () => {
    const root = await makeRoot(TREE);
    const cache = createDiscoveryCache();
    const edits: (() => Promise<unknown>)[] = [
      () => writeFile(join(root, 'docx/SKILL.md'), skillMd('docx', 'Changed once.')),
      () => rm(join(root, 'group/ocr'), { recursive: true }),
      () => mkdir(join(root, 'fresh')).then(() => writeFile(join(root, 'fresh/SKILL.md'), skillMd('fresh'))),
      () => writeFile(join(root, 'pdf/SKILL.md'), skillMd('renamed-pdf')),
    ];
    for (const edit of edits) {
      await edit();
      const cached = await loadSkills({ roots: rootsOf(root), cache });
      const cold = await loadSkills({ roots: rootsOf(root) });
      expect(cached.skills.map((s) => [s.name, s.description])).toEqual(
        cold.skills.map((s) => [s.name, s.description]),
      );
      expect(cached.diagnostics).toEqual(cold.diagnostics);
    }
  });
});

describe('loadSkills: cached refresh equals a cold load (generated edit sequences)', () => {
  const segment = fc.constantFrom('a', 'b', 'c', 'evals', 'deep');
  const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
  const edit = fc.oneof(
    fc.record({ op: fc.constant('add' as const), path, name: fc.constantFrom('x', 'y', 'z', 'a') }),
    fc.record({
      op: fc.constant('edit' as const),
      pick: fc.nat(),
      name: fc.constantFrom('x', 'y', 'renamed'),
    }),
    fc.record({ op: fc.constant('break' as const), pick: fc.nat() }),
    fc.record({ op: fc.constant('config' as const), pick: fc.nat(), good: fc.boolean() }),
    fc.record({ op: fc.constant('remove-file' as const), pick: fc.nat() }),
    fc.record({ op: fc.constant('remove-dir' as const), pick: fc.nat() }),
  );

  async function listSkillFiles(dir: string): Promise<string[]> {
    const out: string[] = [];
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) out.push(...(await listSkillFiles(full)));
      else if (entry.name === 'SKILL.md') out.push(full);
    }
    return out.sort();
  }

  /** Gives everything modified just now a unique old mtime, as if the edit happened a while ago. */
  async function settle(dir: string, when: Date): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await settle(full, when);
      else if ((await stat(full)).mtimeMs > Date.now() - 600_000) await utimes(full, when, when);
    }
    if ((await stat(dir)).mtimeMs > Date.now() - 600_000) await utimes(dir, when, when);
  }

  const insidePackage = (path: string, packageDirs: string[]) =>
    packageDirs.some((d) => path.startsWith(d + sep) && path !== join(d, 'SKILL.md'));

  it('stays equal to a cold load after every edit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 8 }), async (edits) => {
        const root = await makeRoot({ 'a/SKILL.md': skillMd('a'), 'b/c/SKILL.md': skillMd('c') });
        const cache = createDiscoveryCache();
        await loadSkills({ roots: rootsOf(root), cache });
        let round = 0;
        for (const e of edits) {
          const files = await listSkillFiles(root);
          const pick = 'pick' in e && files.length > 0 ? files[e.pick % files.length] : undefined;
          if (e.op === 'add') {
            await mkdir(join(root, e.path), { recursive: true });
            await writeFile(join(root, e.path, 'SKILL.md'), skillMd(e.name));
          } else if (pick && e.op === 'edit') await writeFile(pick, skillMd(e.name, `Edited ${round}.`));
          else if (pick && e.op === 'break') await writeFile(pick, '---\nname: [\n---\n');
          else if (pick && e.op === 'config')
            await writeFile(
              join(dirname(pick), 'skill.config.yaml'),
              e.good ? 'runtime: node\n' : 'bogus: 1\n',
            );
          else if (pick && e.op === 'remove-file') await rm(pick);
          else if (pick && e.op === 'remove-dir') await rm(dirname(pick), { recursive: true, force: true });
          round++;
          await settle(root, new Date(PAST.getTime() + round * 1_000));
          const cached = await loadSkills({ roots: rootsOf(root), cache });
          const cold = await loadSkills({ roots: rootsOf(root) });
          expect(cached.skills).toEqual(cold.skills);
          // Findings inside an unchanged package folder (NESTED_SKILL info) may be reused from an earlier walk
          // by design, even when a deeper folder changed; everything else must match exactly.
          const skillDirs = (await listSkillFiles(root)).map((f) => dirname(f));
          const packageDirs = skillDirs.filter((d) => !skillDirs.some((o) => d.startsWith(o + sep)));
          const outside = (r: typeof cold) =>
            r.diagnostics.filter((d) => !insidePackage(d.path, packageDirs));
          expect(outside(cached)).toEqual(outside(cold));
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('loadSkills: symlinked packages and the cache', () => {
  it('follows a symlink that is switched to another release with an identical SKILL.md (a Kubernetes volume swap)', async () => {
    const root = await makeRoot({
      '..v1/SKILL.md': skillMd('app'),
      '..v2/SKILL.md': skillMd('app'),
      '..v2/skill.config.yaml': 'runtime: node\n',
    });
    await symlink('..v1', join(root, 'app'));
    await age(root);
    const cache = createDiscoveryCache();
    const first = await loadSkills({ roots: rootsOf(root), cache });
    expect(first.skills.map((s) => s.realDir)).toEqual([join(root, '..v1')]);
    await rm(join(root, 'app'));
    await symlink('..v2', join(root, 'app'));
    const second = await loadSkills({ roots: rootsOf(root), cache });
    expect(second.skills.map((s) => s.realDir)).toEqual([join(root, '..v2')]);
    expect(second.skills[0]?.classification).toBe('compute-toolkit');
    expect(second.skills).toEqual((await loadSkills({ roots: rootsOf(root) })).skills);
  });
});

describe('loadSkills: reads only the frontmatter', () => {
  it('rejects a 3 GiB sparse SKILL.md on size, never reading it whole', async () => {
    const root = await makeRoot({
      'ok/SKILL.md': skillMd('ok'),
      'huge/SKILL.md': '---\nname: huge\nnotes: ',
    });
    await truncate(join(root, 'huge/SKILL.md'), 3 * 1024 ** 3);
    const result = await loadSkills({ roots: rootsOf(root) });
    expect(names(result.skills)).toEqual(['ok']);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'FRONTMATTER_TOO_LARGE', path: join(root, 'huge/SKILL.md') }),
    ]);
  });

  it('loads skills whose frontmatter is larger than the first read block', async () => {
    const notes = `notes: "${'n'.repeat(20_000)}"`;
    const root = await makeRoot({
      'wide/SKILL.md': `---\nname: wide\ndescription: Wide.\n${notes}\n---\nbody\n`,
    });
    const result = await loadSkills({ roots: rootsOf(root) });
    expect(result.skills.map((s) => s.frontmatter.extra.notes)).toEqual(['n'.repeat(20_000)]);
  });
});

describe('loadSkills: plugin bundles', () => {
  const manifest = (name: string) => JSON.stringify({ name, version: '1.0.0' });

  it('names a skill inside a plugin bundle <plugin>:<skill>, so plugins do not shadow each other', async () => {
    const root = await makeRoot({
      '.claude-plugin/marketplace.json': '{"name": "market", "plugins": []}',
      'plugins/alpha/.claude-plugin/plugin.json': manifest('alpha'),
      'plugins/alpha/skills/status/SKILL.md': skillMd('status', 'Alpha status.'),
      'plugins/alpha/skills/init/SKILL.md': skillMd('init'),
      'plugins/beta/.claude-plugin/plugin.json': manifest('beta-tools'),
      'plugins/beta/skills/status/SKILL.md': skillMd('status', 'Beta status.'),
      'standalone/status/SKILL.md': skillMd('status', 'Plain status.'),
    });
    const result = await loadSkills({ roots: rootsOf(root) });
    expect(names(result.skills)).toEqual(['alpha:init', 'alpha:status', 'beta-tools:status', 'status']);
    expect(result.diagnostics).toEqual([]);
    const beta = result.skills.find((s) => s.name === 'beta-tools:status')!;
    expect(beta.plugin).toBe('beta-tools');
    expect(beta.frontmatter.name).toBe('status');
    expect(beta.description).toBe('Beta status.');
  });

  it('keeps the collision rule inside one namespace and reports it under the qualified name', async () => {
    const root = await makeRoot({
      'p/.claude-plugin/plugin.json': manifest('p'),
      'p/skills/a/status/SKILL.md': skillMd('status'),
      'p/skills/b/status/SKILL.md': skillMd('status'),
    });
    const result = await loadSkills({ roots: rootsOf(root) });
    expect(names(result.skills)).toEqual(['p:status']);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'NAME_COLLISION',
        skill: 'p:status',
        path: join(root, 'p/skills/b/status/SKILL.md'),
      }),
    ]);
  });

  it('falls back to the folder name, with a warning, when the manifest names no usable plugin', async () => {
    const root = await makeRoot({
      'broken/.claude-plugin/plugin.json': '{ not json',
      'broken/skills/x/SKILL.md': skillMd('x'),
      'nameless/.claude-plugin/plugin.json': '{"version": "1"}',
      'nameless/skills/y/SKILL.md': skillMd('y'),
      'evil/.claude-plugin/plugin.json': manifest('../../etc'),
      'evil/skills/z/SKILL.md': skillMd('z'),
    });
    const result = await loadSkills({ roots: rootsOf(root) });
    expect(names(result.skills)).toEqual(['broken:x', 'evil:z', 'nameless:y']);
    expect(result.diagnostics.map((d) => [d.code, d.path]).sort()).toEqual([
      ['PLUGIN_MANIFEST_INVALID', join(root, 'broken/.claude-plugin/plugin.json')],
      ['PLUGIN_MANIFEST_INVALID', join(root, 'evil/.claude-plugin/plugin.json')],
      ['PLUGIN_MANIFEST_INVALID', join(root, 'nameless/.claude-plugin/plugin.json')],
    ]);
  });

  it('renames the skills of a plugin whose manifest is renamed, on refresh with a cache', async () => {
    const root = await makeRoot({
      'p/.claude-plugin/plugin.json': manifest('old'),
      'p/skills/s/SKILL.md': skillMd('s'),
    });
    const cache = createDiscoveryCache();
    expect(names((await loadSkills({ roots: rootsOf(root), cache })).skills)).toEqual(['old:s']);
    await writeFile(join(root, 'p/.claude-plugin/plugin.json'), manifest('new'));
    expect(names((await loadSkills({ roots: rootsOf(root), cache })).skills)).toEqual(['new:s']);
  });
});
