import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Diagnostic,
  DiagnosticSchema,
  type LoadSkillsResult,
  loadSkills,
  SkillSchema,
} from '@skillport/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { RECOGNISED_FIELDS } from '../skill/index.js';

// Real-world skills, read in place (never copied into the repository).
const CORPUS = fileURLToPath(new URL('../../../../../shared/corpus/real', import.meta.url));
const present = existsSync(CORPUS);
if (!present && process.env.CI === 'true') {
  throw new Error(`The real-skills corpus is missing at ${CORPUS}; CI must run these tests`);
}
const describeCorpus = present ? describe : describe.skip;
if (!present) console.warn(`Skipping real-corpus tests: ${CORPUS} does not exist`);

interface Expected {
  file: string;
  folder: string;
  data: Record<string, unknown> | undefined;
  /** A name (or the folder as fallback) and a non-empty description can be read. */
  readable: boolean;
}

/** Folders the format leaves out: VCS metadata, installed dependencies and tool caches (SPEC §2.2). */
const NOT_SEARCHED = new Set(['.git', '.hg', '.svn', 'node_modules', '.venv', '__pycache__', '.cache']);

/** Our own walk (not the product's): every SKILL.md outside VCS/dependency/cache folders, first level of nesting. */
function listPackages(
  dir: string,
  inside: string | undefined,
  out: { top: string[]; nested: string[] },
): void {
  const entries = readdirSync(dir, { withFileTypes: true });
  let pkg = inside;
  if (entries.some((e) => e.name === 'SKILL.md' && e.isFile())) {
    if (inside === undefined) {
      out.top.push(join(dir, 'SKILL.md'));
      pkg = dir;
    } else out.nested.push(join(dir, 'SKILL.md'));
  }
  for (const e of entries) {
    if (!e.isDirectory() || NOT_SEARCHED.has(e.name)) continue;
    listPackages(join(dir, e.name), pkg, out);
  }
}

/** Independent lenient reading: split on `---` lines and parse with the yaml package directly. */
function readExpected(file: string): Expected {
  const folder = basename(dirname(file));
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r\n|\r|\n/);
  const close = lines.findIndex((l, i) => i > 0 && /^---[ \t]*$/.test(l));
  let data: Record<string, unknown> | undefined;
  if (/^---[ \t]*$/.test(lines[0] ?? '') && close > 0) {
    try {
      const parsed = parseYaml(lines.slice(1, close).join('\n'), {
        version: '1.2',
        schema: 'core',
        uniqueKeys: true,
      });
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        data = parsed as Record<string, unknown>;
    } catch {
      data = undefined;
    }
  }
  const asText = (v: unknown) =>
    typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v).trim() : '';
  const readable = data !== undefined && asText(data.description) !== '';
  return { file, folder, data, readable };
}

describeCorpus('real corpus (../shared/corpus/real)', () => {
  let result: LoadSkillsResult;
  let packages: Expected[];
  let nested: string[];
  const diagnosticsFor = (file: string): Diagnostic[] => result.diagnostics.filter((d) => d.path === file);

  beforeAll(async () => {
    result = await loadSkills({ roots: [{ path: CORPUS, category: 'public' }] });
    const listed = { top: [] as string[], nested: [] as string[] };
    listPackages(CORPUS, undefined, listed);
    packages = listed.top.map(readExpected);
    nested = listed.nested;
  });

  it('returns exactly what the published schemas describe, for every skill and diagnostic', () => {
    for (const skill of result.skills) expect(SkillSchema.parse(skill)).toEqual(skill);
    for (const d of result.diagnostics) expect(DiagnosticSchema.parse(d)).toEqual(d);
  });

  it('loads without crashing and finds every package our own walk finds', () => {
    expect(packages.length).toBeGreaterThan(100);
    expect(result.stats.packages).toBe(packages.length);
    for (const d of result.diagnostics) expect(['error', 'warning', 'info']).toContain(d.level);
  });

  it('loads every package with a readable name and description (or names the winner of its collision)', () => {
    const loaded = new Set(result.skills.map((s) => s.skillFile));
    const losers = new Set(result.diagnostics.filter((d) => d.code === 'NAME_COLLISION').map((d) => d.path));
    const missing = packages.filter((p) => p.readable && !loaded.has(p.file) && !losers.has(p.file));
    expect(missing.map((p) => p.file)).toEqual([]);
    // YAML recovery may rescue a file our plain parse cannot read, never the other way round.
    expect(result.skills.length + losers.size).toBeGreaterThanOrEqual(
      packages.filter((p) => p.readable).length,
    );
  });

  it('explains every package that does not load with an error diagnostic on its SKILL.md', () => {
    const loaded = new Set(result.skills.map((s) => s.skillFile));
    for (const p of packages) {
      if (loaded.has(p.file)) continue;
      const own = diagnosticsFor(p.file);
      expect(own.length, `${p.file} skipped without a diagnostic`).toBeGreaterThan(0);
      expect(
        own.some((d) => d.level === 'error' || d.code === 'NAME_COLLISION'),
        `${p.file} skipped without an error`,
      ).toBe(true);
    }
  });

  it('reports each deviation from the strict rules as a diagnostic', () => {
    const loadedByFile = new Map(result.skills.map((s) => [s.skillFile, s]));
    let checked = 0;
    for (const p of packages) {
      const skill = loadedByFile.get(p.file);
      if (!skill || !p.data) continue;
      checked++;
      const own = diagnosticsFor(p.file);
      const has = (code: string, field?: string) =>
        own.some((d) => d.code === code && (field === undefined || d.detail?.field === field));
      const name = typeof p.data.name === 'string' ? p.data.name.trim() : undefined;
      const where = `${p.file}`;
      if (name === undefined) expect(has('NAME_INVALID'), `${where}: missing name`).toBe(true);
      else {
        // A name that is not canonical gets one NAME_INVALID suggesting the right name, never also NAME_MISMATCH.
        const canonical = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name);
        if (!canonical) {
          expect(has('NAME_INVALID'), `${where}: name form`).toBe(true);
          expect(has('NAME_MISMATCH'), `${where}: reported twice`).toBe(false);
        } else if (name !== p.folder) expect(has('NAME_MISMATCH'), `${where}: name ≠ folder`).toBe(true);
        if (name.length > 64) expect(has('NAME_TOO_LONG'), `${where}: name length`).toBe(true);
      }
      if (skill.description.length > 1024)
        expect(has('DESC_TOO_LONG'), `${where}: description length`).toBe(true);
      if (/[<>]/.test(skill.description))
        expect(has('DESC_ANGLE_BRACKETS'), `${where}: angle brackets`).toBe(true);
      for (const key of Object.keys(p.data)) {
        if (!RECOGNISED_FIELDS.has(key)) {
          expect(has('UNKNOWN_FIELD', key), `${where}: unknown field ${key}`).toBe(true);
          expect(skill.frontmatter.extra).toHaveProperty([key]);
        }
      }
      for (const field of ['license', 'version', 'author', 'description']) {
        const value = p.data[field];
        if (value !== undefined && value !== null && typeof value !== 'string') {
          expect(has('FIELD_TYPE', field), `${where}: ${field} type`).toBe(true);
        }
      }
      const metadata = p.data.metadata;
      if (metadata && typeof metadata === 'object' && !Array.isArray(metadata)) {
        const nonString = Object.entries(metadata).some(
          ([k, v]) => k !== 'references' && typeof v !== 'string',
        );
        if (nonString) expect(has('FIELD_TYPE', 'metadata'), `${where}: metadata values`).toBe(true);
      }
      const tools = p.data['allowed-tools'];
      if (Array.isArray(tools))
        expect(skill.frontmatter.allowedTools).toEqual(tools.map((t) => String(t).trim()));
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('never registers a nested SKILL.md, and reports the ones outside eval fixtures', () => {
    const loaded = new Set(result.skills.map((s) => s.skillFile));
    for (const file of nested) {
      expect(loaded.has(file), file).toBe(false);
      const isFixture = file.split(sep).some((part) => part === 'evals' || part === 'fixtures');
      if (!isFixture) expect(diagnosticsFor(file).map((d) => d.code)).toContain('NESTED_SKILL');
    }
  });

  it('knows the documented facts of the corpus', () => {
    const byFolder = (folder: string) => result.skills.find((s) => basename(s.dir) === folder);
    const deer = join(CORPUS, 'bytedance__deer-flow/skills/public');

    // vercel-deploy-claimable declares `vercel-deploy`.
    const vercel = byFolder('vercel-deploy-claimable');
    expect(vercel?.name).toBe('vercel-deploy');
    expect(diagnosticsFor(join(deer, 'vercel-deploy-claimable/SKILL.md')).map((d) => d.code)).toContain(
      'NAME_MISMATCH',
    );

    // deer-flow's skill-reviewer eval fixtures are test data: not registered, not reported.
    const fixtures = join(deer, 'skill-reviewer/evals/fixtures');
    expect(result.skills.filter((s) => s.dir.startsWith(fixtures))).toEqual([]);
    expect(result.diagnostics.filter((d) => d.path.startsWith(fixtures))).toEqual([]);
    expect(byFolder('skill-reviewer')?.dir).toBe(join(deer, 'skill-reviewer'));

    // Client locations in dot folders (.agent/skills, .claude/skills) are searched like any other folder.
    expect(byFolder('pr-review')?.dir).toBe(join(CORPUS, 'MiniMax-AI__skills/.claude/skills/pr-review'));
    expect(byFolder('smoke-test')?.dir).toBe(join(CORPUS, 'bytedance__deer-flow/.agent/skills/smoke-test'));

    // pi-mono's loader fixtures, each with its deviation.
    const pi = join(CORPUS, 'badlogic__pi-mono/packages/coding-agent/test/fixtures');
    const codesOf = (rel: string) => diagnosticsFor(join(pi, rel, 'SKILL.md')).map((d) => d.code);
    expect(codesOf('skills/missing-description')).toContain('DESC_MISSING');
    expect(codesOf('skills/no-frontmatter')).toEqual(['FRONTMATTER_MISSING']);
    expect(codesOf('skills/invalid-yaml')).toContain('YAML_ERROR');
    expect(codesOf('skills/long-name')).toContain('NAME_TOO_LONG');
    expect(codesOf('skills/consecutive-hyphens')).toContain('NAME_INVALID');
    expect(codesOf('skills/invalid-name-chars')).toContain('NAME_INVALID');
    expect(codesOf('skills/name-mismatch')).toContain('NAME_MISMATCH');
    expect(codesOf('skills/unknown-field')).toEqual(expect.arrayContaining(['FIELD_TYPE']));
    expect(codesOf('skills/root-skill-preferred/nested-child')).toEqual(['NESTED_SKILL']);
    expect(codesOf('skills-collision/second/calendar')).toEqual(['NAME_COLLISION']);
    expect(byFolder('calendar')?.description).toBe('First calendar skill.');
    expect(byFolder('root-skill-preferred')?.name).toBe('root-skill-preferred');
    expect(byFolder('child-skill')?.name).toBe('child-skill');
    expect(byFolder('disable-model-invocation')?.hidden).toBe(true);
    expect(byFolder('multiline-description')?.description).toBe(
      'This is a multiline description.\nIt spans multiple lines.\nAnd should be normalized.',
    );
    const unknown = byFolder('unknown-field');
    expect(unknown?.frontmatter.version).toBe('1.0');
    expect(unknown?.frontmatter.author).toBe('someone');
  });

  it('re-validates the unchanged corpus from the cache without re-parsing', async () => {
    const { createDiscoveryCache } = await import('@skillport/core');
    const cache = createDiscoveryCache();
    const cold = await loadSkills({ roots: [{ path: CORPUS, category: 'public' }], cache });
    const warm = await loadSkills({ roots: [{ path: CORPUS, category: 'public' }], cache });
    expect(warm.stats.parsed).toBe(0);
    expect(warm.stats.reused).toBe(cold.stats.packages);
    expect(warm.skills.map((s) => s.name)).toEqual(cold.skills.map((s) => s.name));
  });
});
