import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSkills, validatePath } from '../discovery/index.js';
import { reviewSkill } from '../review/index.js';
import { scanPath } from '../scan/index.js';
import { defaultPromptBudgetChars, renderSkillsPrompt, searchCatalog } from './index.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const OWN_PUBLIC_SKILLS = ['skill-creator', 'skill-reviewer'];
const CORPUS = join(REPO_ROOT, '..', 'shared', 'corpus', 'real');
const corpusMissing = !existsSync(CORPUS) && process.env.CI !== 'true';

describe.each(OWN_PUBLIC_SKILLS)('bundled public skill %s', (name) => {
  const dir = join(REPO_ROOT, 'skills', 'public', name);

  it('passes strict validation without warnings', async () => {
    const result = await validatePath(dir, { strict: true });
    expect(result.diagnostics.filter((d) => d.level !== 'info')).toEqual([]);
    expect(result.skills).toEqual([expect.objectContaining({ name, valid: true, classification: 'prompt' })]);
  });

  it('passes review and SkillScan with nothing above a note', async () => {
    // A checklist that names what a skill must not do ("nothing asks the agent to … override other
    // instructions") may be noted as a mention (low / info); it must never be a warning or worse.
    const review = await reviewSkill(dir);
    expect(review.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(review.summary).toMatchObject({ blocker: 0, error: 0, warning: 0 });
    expect((await scanPath(dir)).findings.filter((f) => f.severity !== 'low')).toEqual([]);
  });

  it('declares only existing references and points to every reference file from its body', async () => {
    const { skills } = await loadSkills({ roots: [{ path: dir, category: 'public' }] });
    const skill = skills[0]!;
    const declared = [
      ...skill.references.required,
      ...skill.references.optional,
      ...skill.references.routes.flatMap((r) => r.requiredRefs),
    ];
    const files = (await readdir(join(dir, 'references'))).map((f) => `references/${f}`).sort();
    expect(files.length).toBeGreaterThan(0);
    expect([...new Set(declared)].sort()).toEqual(files);
    const body = await readFile(skill.skillFile, 'utf8');
    for (const file of files) expect(body.slice(skill.bodyOffset)).toContain(file);
  });
});

describe.skipIf(corpusMissing)('prompt rendering over the real-world corpus', () => {
  it('fits the default budget, escapes descriptions, and reports every dropped skill', async () => {
    const roots = (await readdir(CORPUS))
      .sort()
      .map((repo) => ({ path: join(CORPUS, repo), category: 'public' as const }));
    const { skills } = await loadSkills({ roots });
    const available = skills.filter((s) => s.enabled && !s.hidden);
    expect(available.length).toBeGreaterThan(50);

    const budgetChars = defaultPromptBudgetChars(128_000);
    const full = renderSkillsPrompt(skills, { mode: 'full', budgetChars });
    expect(full.text.length).toBeLessThanOrEqual(budgetChars);
    expect(full.included.length + full.dropped.length).toBe(available.length);
    expect(full.text.match(/<skill>/g)?.length).toBe(full.included.length);
    for (const match of full.text.matchAll(/<description>([\s\S]*?)<\/description>/g)) {
      expect(match[1]).not.toMatch(/[<>]/);
    }

    const unbudgeted = renderSkillsPrompt(skills, { mode: 'index' });
    expect(unbudgeted.included).toHaveLength(available.length);
    expect(renderSkillsPrompt([...skills].reverse(), { mode: 'index' }).text).toBe(unbudgeted.text);
  });

  it('finds skills by free text, token and select', async () => {
    const roots = (await readdir(CORPUS))
      .sort()
      .map((repo) => ({ path: join(CORPUS, repo), category: 'public' as const }));
    const { skills } = await loadSkills({ roots });
    const pdf = searchCatalog(skills, 'pdf');
    expect(pdf.length).toBeGreaterThan(0);
    expect(pdf.length).toBeLessThanOrEqual(5);
    expect(pdf.every((s) => /pdf/i.test(`${s.name} ${s.description}`))).toBe(true);
    const first = pdf[0]!.name;
    expect(searchCatalog(skills, `select:${first}`).map((s) => s.name)).toEqual([first]);
    expect(searchCatalog(skills, `+${first}`)[0]?.name).toContain(first);
  });
});
