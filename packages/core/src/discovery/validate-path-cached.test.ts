import { mkdir, mkdtemp, readdir, realpath, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadSkillPackage, validatePath, validatePathCached } from '@skillport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let base: string;
beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'skillport-validate-cached-')));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

let counter = 0;
const skillMd = (name: string, extra = '') =>
  `---\nname: ${name}\ndescription: The ${name} skill.\n${extra}---\n# ${name}\n`;
const PAST = new Date(Date.now() - 3_600_000);

async function age(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await age(path);
    else if (!entry.isSymbolicLink()) await utimes(path, PAST, PAST);
  }
  await utimes(dir, PAST, PAST);
}

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

const TREE = {
  'good/SKILL.md': skillMd('good', 'allowed-tools:\n  - Read\n'),
  'Wrong_Name/SKILL.md': skillMd('Wrong_Name'),
  'mismatch/SKILL.md': skillMd('other'),
  'no-desc/SKILL.md': '---\nname: no-desc\n---\n',
  'yaml/SKILL.md': '---\nname: yaml\ndescription: a: b\n---\n',
  'ocr/SKILL.md': skillMd('ocr'),
  'ocr/skill.config.yaml': 'runtime: python\nentrypoint: main.py\n',
  'bad-config/SKILL.md': skillMd('bad-config'),
  'bad-config/skill.config.yaml': 'runtime: [unclosed\n',
  'dupe/good/SKILL.md': skillMd('good'),
  'good/references/inner/SKILL.md': skillMd('inner'),
  linked: '-> good',
};

describe('validatePath', () => {
  // validatePath loads through the discovery path; loadSkillPackage (install, review) is the reference.
  it.each([false, true])('agrees with loadSkillPackage for every package (strict: %s)', async (strict) => {
    const root = await makeRoot(TREE);
    const result = await validatePath(root, { strict });
    expect(result.skills.map((s) => s.path)).toEqual(
      ['bad-config', 'dupe/good', 'good', 'mismatch', 'no-desc', 'ocr', 'Wrong_Name', 'yaml']
        .map((dir) => join(root, dir))
        .sort(),
    );
    for (const checked of result.skills) {
      const reference = await loadSkillPackage(checked.path, { strict });
      expect(checked.name).toBe(
        reference.skill?.name ?? reference.diagnostics.find((d) => d.skill !== undefined)?.skill,
      );
      expect(checked.classification).toBe(reference.skill?.classification);
      expect(checked.valid).toBe(
        reference.skill !== undefined && !reference.diagnostics.some((d) => d.level === 'error'),
      );
      for (const d of reference.diagnostics) expect(result.diagnostics).toContainEqual(d);
    }
  });
});

describe('validatePathCached', () => {
  it.each([false, true])('gives what validatePath gives, cold and warm (strict: %s)', async (strict) => {
    const root = await makeRoot(TREE);
    const cacheDir = join(base, `cache-${counter++}`);
    const expected = await validatePath(root, { strict });
    expect(await validatePathCached(root, { strict, cacheDir, codeVersion: 'v1' })).toEqual(expected);
    expect(await readdir(cacheDir)).toHaveLength(1);
    expect(await validatePathCached(root, { strict, cacheDir, codeVersion: 'v1' })).toEqual(expected);
    for (const one of [join(root, 'good'), join(root, 'no-desc', 'SKILL.md')]) {
      const single = await validatePath(one, { strict });
      await validatePathCached(one, { strict, cacheDir, codeVersion: 'v1' });
      expect(await validatePathCached(one, { strict, cacheDir, codeVersion: 'v1' })).toEqual(single);
    }
  });

  it('keeps strict and lenient results apart', async () => {
    const root = await makeRoot({ 'Wrong_Name/SKILL.md': skillMd('Wrong_Name') });
    const cacheDir = join(base, `cache-${counter++}`);
    expect((await validatePathCached(root, { cacheDir, codeVersion: 'v1' })).ok).toBe(true);
    expect((await validatePathCached(root, { strict: true, cacheDir, codeVersion: 'v1' })).ok).toBe(false);
    expect((await validatePathCached(root, { cacheDir, codeVersion: 'v1' })).ok).toBe(true);
  });

  it('sees edits, new and removed skills, config changes and skills nested below a package', async () => {
    const root = await makeRoot({
      'a/SKILL.md': skillMd('a'),
      'b/SKILL.md': skillMd('b'),
      'c/SKILL.md': skillMd('c'),
    });
    const cacheDir = join(base, `cache-${counter++}`);
    const options = { cacheDir, codeVersion: 'v1' };
    await validatePathCached(root, options);
    await validatePathCached(root, options);
    await writeFile(join(root, 'a/SKILL.md'), '---\nname: a\n---\n');
    await rm(join(root, 'b'), { recursive: true });
    await mkdir(join(root, 'd'));
    await writeFile(join(root, 'd/SKILL.md'), skillMd('d'));
    await writeFile(join(root, 'c/skill.config.yaml'), 'runtime: [unclosed\n');
    await mkdir(join(root, 'c/references/x'), { recursive: true });
    await writeFile(join(root, 'c/references/x/SKILL.md'), skillMd('x'));
    const after = await validatePathCached(root, options);
    expect(after).toEqual(await validatePath(root));
    expect(after.ok).toBe(false);
    expect(after.skills.map((s) => s.name).sort()).toEqual(['a', 'c', 'd']);
    const codes = after.diagnostics.map((d) => d.code);
    expect(codes).toContain('DESC_MISSING');
    expect(codes).toContain('CONFIG_PARSE_ERROR');
    expect(codes).toContain('NESTED_SKILL');
  });
});
