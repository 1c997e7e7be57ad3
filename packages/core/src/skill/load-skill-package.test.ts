import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, open, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSkillPackage, MAX_BODY_BYTES, MAX_FRONTMATTER_BYTES, readSkillBody } from './index.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillport-load-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let counter = 0;
/** Creates a package folder with the given files and returns its path. */
async function makePackage(name: string, files: Record<string, string | Uint8Array>): Promise<string> {
  const dir = join(root, `case-${counter++}`, name);
  await mkdir(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), content);
  }
  return dir;
}

const skillMd = (name: string, extra = '', body = '# Body\n') =>
  `---\nname: ${name}\ndescription: The ${name} skill.\n${extra}---\n${body}`;

describe('loadSkillPackage: reading SKILL.md from disk', () => {
  it('reads a frontmatter closed by "..." followed by a long body', async () => {
    const body = `# Body\n${'text\n'.repeat(9000)}---\nafter a rule\n`;
    const dir = await makePackage('pdf', {
      'SKILL.md': `---\nname: pdf\ndescription: The pdf skill.\n...\n${body}`,
    });
    const { skill, diagnostics } = await loadSkillPackage(dir, { category: 'public' });
    expect(diagnostics.map((d) => [d.code, d.level, d.line])).toEqual([
      ['FRONTMATTER_MISSING', 'warning', 4],
      ['BODY_TOO_LONG', 'warning', undefined],
    ]);
    expect(await readSkillBody(skill!)).toBe(body);
  });

  it('reads a frontmatter after a long HTML comment (past the first prefix read) and its body', async () => {
    const comment = `<!--\n${'generated header line\n'.repeat(2000)}-->\n`;
    const dir = await makePackage('pdf', { 'SKILL.md': `${comment}${skillMd('pdf')}` });
    const { skill, diagnostics } = await loadSkillPackage(dir, { category: 'public' });
    expect(diagnostics.map((d) => [d.code, d.level, d.line])).toEqual([
      ['FRONTMATTER_MISSING', 'warning', 1],
    ]);
    expect(skill?.description).toBe('The pdf skill.');
    expect(await readSkillBody(skill!)).toBe('# Body\n');
  });

  it('loads metadata, fingerprint and body offset; the body is read on demand', async () => {
    const dir = await makePackage('pdf', { 'SKILL.md': skillMd('pdf', '', '# PDF\r\nUse it.\r\n') });
    const { skill, diagnostics } = await loadSkillPackage(dir, { category: 'public' });
    expect(diagnostics).toEqual([]);
    expect(skill).toMatchObject({
      name: 'pdf',
      description: 'The pdf skill.',
      category: 'public',
      dir,
      skillFile: join(dir, 'SKILL.md'),
      realDir: await realpath(dir),
      classification: 'prompt',
      enabled: true,
      hidden: false,
      userInvocable: true,
      configBroken: false,
      references: { required: [], optional: [], routes: [] },
    });
    expect(skill?.fingerprint.size).toBe(Buffer.byteLength(skillMd('pdf', '', '# PDF\r\nUse it.\r\n')));
    expect(skill?.fingerprint.mtimeMs).toBeGreaterThan(0);
    expect(await readSkillBody(skill!)).toBe('# PDF\nUse it.\n');
  });

  it('reads the body after a BOM and CRLF frontmatter', async () => {
    const text = `\uFEFF${skillMd('crlf', '', 'Body line\n').replace(/\n/g, '\r\n')}`;
    const dir = await makePackage('crlf', { 'SKILL.md': text });
    const { skill } = await loadSkillPackage(dir);
    expect(await readSkillBody(skill!)).toBe('Body line\n');
  });

  it('defaults the category to custom and applies isEnabled', async () => {
    const dir = await makePackage('toggle', { 'SKILL.md': skillMd('toggle') });
    expect((await loadSkillPackage(dir)).skill?.category).toBe('custom');
    const { skill } = await loadSkillPackage(dir, {
      category: 'user',
      isEnabled: (name, category) => !(name === 'toggle' && category === 'user'),
    });
    expect(skill?.enabled).toBe(false);
  });

  it('marks disable-model-invocation skills hidden and keeps user-invocable', async () => {
    const dir = await makePackage('secret-ops', {
      'SKILL.md': skillMd('secret-ops', 'disable-model-invocation: true\nuser-invocable: false\n'),
    });
    const { skill } = await loadSkillPackage(dir);
    expect(skill?.hidden).toBe(true);
    expect(skill?.userInvocable).toBe(false);
  });

  it('uses the folder name for NAME_MISMATCH and the name fallback', async () => {
    const mismatch = await makePackage('folder-name', { 'SKILL.md': skillMd('declared-name') });
    const first = await loadSkillPackage(mismatch);
    expect(first.skill?.name).toBe('declared-name');
    expect(first.diagnostics.map((d) => d.code)).toEqual(['NAME_MISMATCH']);
    const fallback = await makePackage('from-folder', { 'SKILL.md': '---\ndescription: x\n---\n' });
    expect((await loadSkillPackage(fallback)).skill?.name).toBe('from-folder');
  });

  it('reads a frontmatter bigger than the first read block (between 8 KiB and 64 KiB)', async () => {
    const notes = `notes: "${'n'.repeat(30_000)}"\n`;
    const dir = await makePackage('wide', { 'SKILL.md': skillMd('wide', notes, 'The body.\n') });
    const { skill, diagnostics } = await loadSkillPackage(dir);
    expect(skill?.frontmatter.extra.notes).toHaveLength(30_000);
    expect(diagnostics.map((d) => d.code)).toEqual(['UNKNOWN_FIELD']);
    expect(await readSkillBody(skill!)).toBe('The body.\n');
  });

  it('rejects a frontmatter over the limit on disk with FRONTMATTER_TOO_LARGE', async () => {
    const notes = `notes: "${'n'.repeat(MAX_FRONTMATTER_BYTES)}"\n`;
    const dir = await makePackage('huge', { 'SKILL.md': skillMd('huge', notes) });
    const { skill, diagnostics } = await loadSkillPackage(dir);
    expect(skill).toBeUndefined();
    expect(diagnostics).toEqual([expect.objectContaining({ level: 'error', code: 'FRONTMATTER_TOO_LARGE' })]);
  });

  it('gives up on a 10 MB file whose frontmatter never closes with FRONTMATTER_TOO_LARGE', async () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `key${i}: value number ${i}`).join('\n');
    const text = `---\nname: endless\ndescription: never closes\n${lines}\n`.padEnd(10 * 1024 * 1024, 'x');
    const dir = await makePackage('endless', { 'SKILL.md': text });
    const { skill, diagnostics } = await loadSkillPackage(dir);
    expect(skill).toBeUndefined();
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'FRONTMATTER_TOO_LARGE' })]);
  });

  it('does not read the whole file: a 3 GiB sparse SKILL.md fails on size, not with a read error', async () => {
    const dir = await makePackage('sparse', { 'SKILL.md': '---\nname: sparse\ndescription: x\nnotes: ' });
    const handle = await open(join(dir, 'SKILL.md'), 'r+');
    try {
      // Larger than Node can read into one buffer: a loader that reads everything fails with a read error.
      await handle.truncate(3 * 1024 ** 3);
    } finally {
      await handle.close();
    }
    const { skill, diagnostics } = await loadSkillPackage(dir);
    expect(skill).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toEqual(['FRONTMATTER_TOO_LARGE']);
  });

  it('reports an unclosed frontmatter in a small file as FRONTMATTER_MISSING', async () => {
    const dir = await makePackage('open', { 'SKILL.md': '---\nname: open\ndescription: x\n# Body\n' });
    const { skill, diagnostics } = await loadSkillPackage(dir);
    expect(skill).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toEqual(['FRONTMATTER_MISSING']);
  });

  it('rejects binary SKILL.md files', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    const dir = await makePackage('png', { 'SKILL.md': png });
    const pngResult = await loadSkillPackage(dir);
    expect(pngResult.skill).toBeUndefined();
    expect(pngResult.diagnostics).toHaveLength(1);
    const nul = await makePackage('nul', {
      'SKILL.md': Buffer.from('---\nname: nul\ndescription: a\0b\n---\n'),
    });
    const nulResult = await loadSkillPackage(nul);
    expect(nulResult.skill).toBeUndefined();
    expect(nulResult.diagnostics.map((d) => d.code)).toEqual(['ENCODING_ERROR']);
  });

  it('loads invalid UTF-8 with a warning', async () => {
    const bytes = Buffer.concat([
      Buffer.from('---\nname: latin\ndescription: caf'),
      Buffer.from([0xe9]),
      Buffer.from('\n---\n'),
    ]);
    const dir = await makePackage('latin', { 'SKILL.md': bytes });
    const { skill, diagnostics } = await loadSkillPackage(dir);
    expect(skill?.description).toBe('café');
    expect(diagnostics).toEqual([expect.objectContaining({ level: 'warning', code: 'ENCODING_ERROR' })]);
  });

  it('warns BODY_TOO_LONG for a huge body but still loads', async () => {
    const dir = await makePackage('long-body', {
      'SKILL.md': skillMd('long-body', '', 'b'.repeat(MAX_BODY_BYTES + 10)),
    });
    const { skill, diagnostics } = await loadSkillPackage(dir);
    expect(skill?.name).toBe('long-body');
    expect(diagnostics).toEqual([
      expect.objectContaining({ level: 'warning', code: 'BODY_TOO_LONG', skill: 'long-body' }),
    ]);
  });

  it('warns BODY_TOO_LONG above 500 lines or about 5,000 tokens, and not at the bounds', async () => {
    const cases: [string, string, RegExp | undefined][] = [
      ['many-lines', 'line\n'.repeat(501), /501 lines long/],
      ['lines-at-bound', 'line\n'.repeat(499), undefined],
      ['many-tokens', `${'word '.repeat(4_200)}\n`, /about 5,250 tokens/],
      ['tokens-at-bound', 'x'.repeat(MAX_BODY_BYTES - 10), undefined],
    ];
    for (const [name, body, message] of cases) {
      const dir = await makePackage(name, { 'SKILL.md': skillMd(name, '', body) });
      const { skill, diagnostics } = await loadSkillPackage(dir);
      expect(skill?.name).toBe(name);
      const warnings = diagnostics.filter((d) => d.code === 'BODY_TOO_LONG');
      if (message === undefined) expect(warnings).toEqual([]);
      else expect(warnings).toEqual([expect.objectContaining({ message: expect.stringMatching(message) })]);
    }
  });

  it('reports a missing SKILL.md or a SKILL.md folder as READ_ERROR', async () => {
    const empty = await makePackage('empty', {});
    expect((await loadSkillPackage(empty)).diagnostics).toEqual([
      expect.objectContaining({ level: 'error', code: 'READ_ERROR', detail: { errno: 'ENOENT' } }),
    ]);
    const folder = await makePackage('folder', { 'SKILL.md/inner.txt': 'x' });
    const result = await loadSkillPackage(folder);
    expect(result.skill).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['READ_ERROR']);
  });

  it('does not hang on a FIFO named SKILL.md', async () => {
    const dir = await makePackage('fifo', {});
    try {
      execFileSync('mkfifo', [join(dir, 'SKILL.md')]);
    } catch {
      return; // no mkfifo on this system: nothing to check
    }
    const outcome = await Promise.race([
      loadSkillPackage(dir),
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 5_000)),
    ]);
    expect(outcome).not.toBe('hung');
    if (outcome !== 'hung') {
      expect(outcome.skill).toBeUndefined();
      expect(outcome.diagnostics.map((d) => d.code)).toEqual(['READ_ERROR']);
    }
  });

  it('follows a SKILL.md symlink to a file', async () => {
    const dir = await makePackage('linked', { 'real.md': skillMd('linked') });
    await symlink('real.md', join(dir, 'SKILL.md'));
    expect((await loadSkillPackage(dir)).skill?.name).toBe('linked');
  });
});

describe('loadSkillPackage: skill.config.yaml', () => {
  it('classifies compute-entry and keeps the parsed config', async () => {
    const dir = await makePackage('ocr', {
      'SKILL.md': skillMd('ocr'),
      'skill.config.yaml': 'runtime: python\nentrypoint: src/main.py\ntimeout: 1000\n',
    });
    const { skill, diagnostics } = await loadSkillPackage(dir);
    expect(diagnostics).toEqual([]);
    expect(skill?.classification).toBe('compute-entry');
    expect(skill?.config).toMatchObject({ runtime: 'python', entrypoint: 'src/main.py', timeoutMs: 1000 });
    expect(skill?.configBroken).toBe(false);
  });

  it('classifies compute-toolkit', async () => {
    const dir = await makePackage('tools', {
      'SKILL.md': skillMd('tools'),
      'skill.config.yaml': 'runtime: node\n',
    });
    expect((await loadSkillPackage(dir)).skill?.classification).toBe('compute-toolkit');
  });

  it.each([
    ['bad YAML', 'runtime: [python\n'],
    ['an unknown key', 'runtime: python\nentrypiont: main.py\n'],
    ['an escaping entrypoint', 'runtime: python\nentrypoint: ../../etc/passwd\n'],
    ['a timeout over the maximum', 'runtime: python\nentrypoint: main.py\ntimeout: 600001\n'],
  ])('loads as a broken prompt skill on a config with %s', async (_label, config) => {
    const dir = await makePackage('broken', { 'SKILL.md': skillMd('broken'), 'skill.config.yaml': config });
    const { skill, diagnostics } = await loadSkillPackage(dir);
    expect(skill?.classification).toBe('prompt');
    expect(skill?.configBroken).toBe(true);
    expect(skill?.config).toBeUndefined();
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_PARSE_ERROR',
        skill: 'broken',
        path: join(dir, 'skill.config.yaml'),
      }),
    ]);
  });

  it('marks the config broken when skill.config.yaml cannot be read', async () => {
    const dir = await makePackage('unreadable', {
      'SKILL.md': skillMd('unreadable'),
      'skill.config.yaml/x': '',
    });
    const { skill, diagnostics } = await loadSkillPackage(dir);
    expect(skill?.configBroken).toBe(true);
    expect(diagnostics.map((d) => d.code)).toEqual(['CONFIG_PARSE_ERROR']);
  });

  it('trusts the caller-provided entries: no config listed means no config read', async () => {
    const dir = await makePackage('listed', {
      'SKILL.md': skillMd('listed'),
      'skill.config.yaml': 'runtime: node\n',
    });
    const { skill } = await loadSkillPackage(dir, { entries: new Set(['SKILL.md']) });
    expect(skill?.classification).toBe('prompt');
  });

  it('uses metadata.references when there is no config, and the config references when both exist', async () => {
    const metaRefs = 'metadata:\n  references:\n    required: [references/meta.md]\n';
    const prompt = await makePackage('refs', { 'SKILL.md': skillMd('refs', metaRefs) });
    expect((await loadSkillPackage(prompt)).skill?.references.required).toEqual(['references/meta.md']);
    const both = await makePackage('refs', {
      'SKILL.md': skillMd('refs', metaRefs),
      'skill.config.yaml': 'references:\n  optional: [references/config.md]\n',
    });
    const { skill } = await loadSkillPackage(both);
    expect(skill?.references).toEqual({ required: [], optional: ['references/config.md'], routes: [] });
  });

  it('falls back to metadata.references when the config is broken', async () => {
    const dir = await makePackage('refs-broken', {
      'SKILL.md': skillMd('refs-broken', 'metadata:\n  references:\n    required: [references/meta.md]\n'),
      'skill.config.yaml': 'references: [nope\n',
    });
    const { skill } = await loadSkillPackage(dir);
    expect(skill?.configBroken).toBe(true);
    expect(skill?.references.required).toEqual(['references/meta.md']);
  });
});

describe('loadSkillPackage: strict', () => {
  it('returns no skill when a strict rule fails, with the errors', async () => {
    const dir = await makePackage('strict-dir', { 'SKILL.md': skillMd('Other_Name') });
    const lenient = await loadSkillPackage(dir);
    expect(lenient.skill?.name).toBe('Other_Name');
    const strict = await loadSkillPackage(dir, { strict: true });
    expect(strict.skill).toBeUndefined();
    expect(strict.diagnostics.filter((d) => d.level === 'error').map((d) => d.code)).toEqual([
      'NAME_INVALID',
    ]);
  });

  it('loads under strict when only warnings remain', async () => {
    const dir = await makePackage('fine', { 'SKILL.md': skillMd('fine', 'homepage: x\n') });
    const { skill, diagnostics } = await loadSkillPackage(dir, { strict: true });
    expect(skill?.name).toBe('fine');
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'UNKNOWN_FIELD', level: 'warning' })]);
  });

  it('refuses a recovered YAML under strict', async () => {
    const dir = await makePackage('recovered', {
      'SKILL.md': '---\nname: recovered\ndescription: Use when: asked\n---\n',
    });
    expect((await loadSkillPackage(dir)).skill?.description).toBe('Use when: asked');
    expect((await loadSkillPackage(dir, { strict: true })).skill).toBeUndefined();
  });
});
