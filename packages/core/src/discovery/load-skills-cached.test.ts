import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type LoadSkillsResult, loadSkills, loadSkillsCached, type SkillRoot } from '@skillport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let base: string;
beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'skillport-cached-')));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

let counter = 0;
const skillMd = (name: string, extra = '') =>
  `---\nname: ${name}\ndescription: The ${name} skill.\n${extra}---\n# ${name}\n`;

/** An hour ago: older than the window in which a just-written file is not trusted. */
const PAST = new Date(Date.now() - 3_600_000);

async function age(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await age(path);
    else if (!entry.isSymbolicLink()) await utimes(path, PAST, PAST);
  }
  await utimes(dir, PAST, PAST);
}

/** Writes files (and `-> target` symlinks) under a fresh root, then ages everything. */
async function makeRoot(files: Record<string, string>): Promise<string> {
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

/** Every kind of thing the loader reports: plugins, configs, nested skills, links, broken YAML. */
const TRICKY_TREE = {
  'pdf/SKILL.md': skillMd('pdf', 'allowed-tools:\n  - Read\n  - Bash(git:*)\n'),
  'ocr/SKILL.md': skillMd('ocr'),
  'ocr/skill.config.yaml': 'runtime: python\nentrypoint: main.py\n',
  'bad-config/SKILL.md': skillMd('bad-config'),
  'bad-config/skill.config.yaml': 'runtime: [unclosed\n',
  'broken/SKILL.md': '---\nname: broken\n---\n',
  'yaml/SKILL.md': '---\nname: yaml\ndescription: a: b\nmetadata:\n  n: .nan\n  z: -0\n  big: 1e400\n---\n',
  'recovered/SKILL.md': '---\nname: recovered\ndescription: Use when: you must\n---\n',
  // Secrets, an unknown field and references: the cache stores empty ones as a marker, these whole.
  'rich/SKILL.md': skillMd(
    'rich',
    'required-secrets:\n  - API_KEY\nflavour: spicy\nmetadata:\n  references:\n    required:\n      - references/guide.md\n',
  ),
  'pdf/references/deep/SKILL.md': skillMd('inner'),
  'market/.claude-plugin/plugin.json': '{"name": "acme"}',
  'market/status/SKILL.md': skillMd('status'),
  'dupe/status/SKILL.md': skillMd('status'),
  linked: '-> pdf',
  dangling: '-> nowhere',
  'node_modules/hidden/SKILL.md': skillMd('hidden'),
};

interface Run {
  result: LoadSkillsResult;
  json: string;
}

async function cachedRun(roots: SkillRoot[], cacheDir: string, codeVersion = 'test-1'): Promise<Run> {
  const result = await loadSkillsCached({ roots, cacheDir, codeVersion });
  return { result, json: JSON.stringify({ skills: result.skills, diagnostics: result.diagnostics }) };
}

async function uncachedJson(roots: SkillRoot[]): Promise<string> {
  const result = await loadSkills({ roots });
  return JSON.stringify({ skills: result.skills, diagnostics: result.diagnostics });
}

describe('loadSkillsCached', () => {
  it('gives what loadSkills gives, cold and warm, and the warm run parses nothing', async () => {
    const root = await makeRoot(TRICKY_TREE);
    const roots: SkillRoot[] = [{ path: root, category: 'custom' }];
    const cacheDir = join(base, `cache-${counter++}`);
    const expected = await uncachedJson(roots);
    const cold = await cachedRun(roots, cacheDir);
    expect(cold.json).toBe(expected);
    const warm = await cachedRun(roots, cacheDir);
    expect(warm.json).toBe(expected);
    // Only the skill whose frontmatter holds values JSON cannot carry (`.nan`, `-0`) is read again.
    expect(warm.result.stats.parsed).toBe(1);
    expect(warm.result.stats.dirsListed).toBe(0);
    expect(warm.result.diagnostics.some((d) => d.code === 'NESTED_SKILL')).toBe(true);
    const rich = warm.result.skills.find((s) => s.name === 'rich');
    expect(rich?.frontmatter.requiredSecrets).toEqual([{ name: 'API_KEY', optional: false }]);
    expect(rich?.frontmatter.extra).toEqual({ flavour: 'spicy' });
    expect(rich?.references.required).toEqual(['references/guide.md']);
  });

  it('hands the caller skills of its own, cold and warm: nothing is frozen, and a change reaches no later run', async () => {
    const root = await makeRoot({ 'solo/SKILL.md': skillMd('solo', 'allowed-tools:\n  - Read\n') });
    const roots: SkillRoot[] = [{ path: root, category: 'custom' }];
    const cacheDir = join(base, `cache-${counter++}`);
    const expected = await uncachedJson(roots);
    for (const run of ['cold', 'warm']) {
      const { result } = await cachedRun(roots, cacheDir);
      const skill = result.skills[0]!;
      expect([run, Object.isFrozen(skill), Object.isFrozen(skill.frontmatter)]).toEqual([run, false, false]);
      skill.frontmatter.allowedTools?.push('Write');
      skill.description = 'changed by the caller';
    }
    expect((await cachedRun(roots, cacheDir)).json).toBe(expected);
  });

  it('sees every change a stat can see: edits, new and removed skills, configs, files below a package', async () => {
    const root = await makeRoot({
      'a/SKILL.md': skillMd('a'),
      'b/SKILL.md': skillMd('b'),
      'c/SKILL.md': skillMd('c'),
      'c/references/guide.md': '# Guide\n',
    });
    const roots: SkillRoot[] = [{ path: root, category: 'custom' }];
    const cacheDir = join(base, `cache-${counter++}`);
    await cachedRun(roots, cacheDir);
    expect((await cachedRun(roots, cacheDir)).result.stats.parsed).toBe(0);

    // Same size, new content: the mtime gives it away.
    await writeFile(join(root, 'a/SKILL.md'), skillMd('a').replace('The a', 'One a'));
    await rm(join(root, 'b'), { recursive: true });
    await mkdir(join(root, 'd'));
    await writeFile(join(root, 'd/SKILL.md'), skillMd('d'));
    await writeFile(join(root, 'c/skill.config.yaml'), 'runtime: bash\nentrypoint: run.sh\n');
    await mkdir(join(root, 'c/references/nested'));
    await writeFile(join(root, 'c/references/nested/SKILL.md'), skillMd('nested'));
    const after = await cachedRun(roots, cacheDir);
    expect(after.json).toBe(await uncachedJson(roots));
    expect(after.result.skills.map((s) => s.name).sort()).toEqual(['a', 'c', 'd']);
    expect(after.result.skills.find((s) => s.name === 'a')?.description).toBe('One a skill.');
    expect(after.result.skills.find((s) => s.name === 'c')?.classification).toBe('compute-entry');
    expect(after.result.diagnostics.some((d) => d.code === 'NESTED_SKILL')).toBe(true);
  });

  it('sees a renamed skill folder and a touched SKILL.md (same bytes, new mtime)', async () => {
    const root = await makeRoot({ 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('b') });
    const roots: SkillRoot[] = [{ path: root, category: 'custom' }];
    const cacheDir = join(base, `cache-${counter++}`);
    await cachedRun(roots, cacheDir);
    await rename(join(root, 'a'), join(root, 'renamed'));
    const touched = new Date(Date.now() - 1_800_000);
    await utimes(join(root, 'b/SKILL.md'), touched, touched);
    const after = await cachedRun(roots, cacheDir);
    expect(after.json).toBe(await uncachedJson(roots));
    expect(after.result.stats.parsed).toBe(2);
    expect(after.result.skills.find((s) => s.name === 'a')?.dir).toBe(join(root, 'renamed'));
    expect(after.result.diagnostics.map((d) => d.code)).toContain('NAME_MISMATCH');
    expect(after.result.skills.find((s) => s.name === 'b')?.fingerprint.mtimeMs).toBe(
      (await stat(join(root, 'b/SKILL.md'))).mtimeMs,
    );
  });

  it('does not store files changed within the last second (their mtime may not show the next edit)', async () => {
    const root = await makeRoot({ 'a/SKILL.md': skillMd('a') });
    await writeFile(join(root, 'a/SKILL.md'), skillMd('a'));
    const roots: SkillRoot[] = [{ path: root, category: 'custom' }];
    const cacheDir = join(base, `cache-${counter++}`);
    await cachedRun(roots, cacheDir);
    expect((await cachedRun(roots, cacheDir)).result.stats.parsed).toBe(1);
  });

  it('ignores and rebuilds a damaged cache', async () => {
    /** Replaces the kinds of each package folder's listing, keeping the header's length right. */
    const withKinds = (text: string, kinds: string) => {
      const damaged = text.replaceAll('"f","SKILL.md"', `"${kinds}","SKILL.md"`);
      expect(damaged).not.toBe(text);
      const body = damaged.slice(damaged.indexOf('\n') + 1);
      return `${damaged.slice(0, damaged.indexOf(' '))} ${body.length}\n${body}`;
    };
    const root = await makeRoot({ 'a/SKILL.md': skillMd('a'), 'b/SKILL.md': skillMd('b') });
    const roots: SkillRoot[] = [{ path: root, category: 'custom' }];
    const expected = await uncachedJson(roots);
    for (const damage of [
      (text: string) => text.slice(0, text.length - 10),
      (text: string) => `${text} `,
      () => 'not a cache',
      () => '',
      // Well-formed JSON of the right length, but a folder entry of no known kind.
      (text: string) => withKinds(text, 'x'),
      // ... or a folder with more kinds than names.
      (text: string) => withKinds(text, 'ff'),
    ]) {
      const cacheDir = join(base, `cache-${counter++}`);
      await cachedRun(roots, cacheDir);
      const [file] = await readdir(cacheDir);
      const path = join(cacheDir, file as string);
      await writeFile(path, damage(await readFile(path, 'utf8')));
      const run = await cachedRun(roots, cacheDir);
      expect(run.result.stats.parsed).toBe(2);
      expect(run.json).toBe(expected);
      // Rebuilt: the next run is served from it again.
      const next = await cachedRun(roots, cacheDir);
      expect(next.result.stats.parsed).toBe(0);
      expect(next.json).toBe(expected);
    }
  });

  it('never uses a cache written by other code or for other roots', async () => {
    const root = await makeRoot({ 'a/SKILL.md': skillMd('a') });
    const other = await makeRoot({ 'b/SKILL.md': skillMd('b') });
    const cacheDir = join(base, `cache-${counter++}`);
    await cachedRun([{ path: root, category: 'custom' }], cacheDir, 'build-1');
    expect(
      (await cachedRun([{ path: root, category: 'custom' }], cacheDir, 'build-2')).result.stats.parsed,
    ).toBe(1);
    const second = await cachedRun([{ path: other, category: 'custom' }], cacheDir, 'build-2');
    expect(second.result.skills.map((s) => s.name)).toEqual(['b']);
    expect(
      (await cachedRun([{ path: root, category: 'user' }], cacheDir, 'build-2')).result.skills[0]?.category,
    ).toBe('user');
  });

  it('writes owner-only files and leaves no staged files behind', async () => {
    const root = await makeRoot({ 'a/SKILL.md': skillMd('a') });
    const cacheDir = join(base, `cache-${counter++}`);
    await cachedRun([{ path: root, category: 'custom' }], cacheDir);
    const files = await readdir(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.json$/);
    if (process.platform !== 'win32') {
      expect((await stat(join(cacheDir, files[0] as string))).mode & 0o077).toBe(0);
      expect((await stat(cacheDir)).mode & 0o077).toBe(0);
    }
  });

  it('still loads when the cache folder cannot be written', async () => {
    const root = await makeRoot({ 'a/SKILL.md': skillMd('a') });
    const blocker = join(base, `blocker-${counter++}`);
    await writeFile(blocker, 'a file where the cache folder should be');
    const run = await cachedRun([{ path: root, category: 'custom' }], join(blocker, 'cache'));
    expect(run.result.skills.map((s) => s.name)).toEqual(['a']);
  });
});
