import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { executeSkill, loadSkillPackage, type Skill } from '@skillport/core';
import { describe, expect, it } from 'vitest';

const PUBLIC = fileURLToPath(new URL('../skills/public/', import.meta.url));
const modes =
  existsSync('/usr/bin/bwrap') || process.env.CI === 'true'
    ? (['none', 'bwrap'] as const)
    : (['none'] as const);

async function load(name: string): Promise<Skill> {
  const { skill } = await loadSkillPackage(`${PUBLIC}${name}`, { category: 'public' });
  if (skill === undefined) throw new Error(`${name} did not load`);
  return skill;
}

describe.each(modes)('bundled compute skills (sandbox %s)', (sandbox) => {
  describe('csv-profiler', () => {
    const run = async (input: Record<string, unknown>) =>
      executeSkill({ skill: await load('csv-profiler'), input, sandbox });

    it('profiles types, missing values, statistics and mixed columns', async () => {
      const csv =
        'region,rep,amount,closed\nNorth,Ann,1200.50,2024-01-03\nSouth,Bo,,2024-01-05\nNorth,Ann,830,2024-02-11\nEast,Cy,2100,not yet\n';
      const result = await run({ csv });
      expect(result.success, result.error).toBe(true);
      const out = result.output as {
        rows: number;
        has_header: boolean;
        delimiter: string;
        columns: Record<string, unknown>[];
        warnings: string[];
      };
      expect(out).toMatchObject({ rows: 4, has_header: true, delimiter: ',' });
      const byName = Object.fromEntries(out.columns.map((c) => [c.name, c]));
      expect(byName.amount).toMatchObject({ type: 'number', count: 3, missing: 1, min: 830, max: 2100 });
      expect(byName.region).toMatchObject({
        type: 'text',
        distinct: 3,
        top: [{ value: 'North', count: 2 }, expect.anything(), expect.anything()],
      });
      expect(byName.closed).toMatchObject({ type: 'text' });
      expect(out.warnings.join('\n')).toContain('"closed" mixes');
    });

    it('detects a semicolon file without a header, ragged rows and truncation', async () => {
      const result = await run({ csv: '1;2;3\n4;5;6\n7;8\n9;10;11\n', max_rows: 3 });
      expect(result.success, result.error).toBe(true);
      expect(result.output).toMatchObject({ delimiter: ';', has_header: false, rows: 3, truncated: true });
      expect((result.output as { warnings: string[] }).warnings[0]).toContain('line');
    });

    it('refuses empty CSV and bad options with a message', async () => {
      const empty = await run({ csv: '   ' });
      expect(empty).toMatchObject({ success: false, errorCode: 'EXEC_FAILED' });
      expect(empty.error).toContain('csv is empty');
      expect((await run({ csv: 'a\n1', top: 0 })).error).toContain('top must be');
      expect((await run({ path: 'x.csv' })).errorCode).toBe('INPUT_INVALID');
    });
  });

  describe('json-query', () => {
    const doc = JSON.stringify({
      users: [
        { name: 'Ada', age: 36, team: 'core', tags: ['admin'] },
        { name: 'Bob', age: 25, team: 'web', tags: [] },
        { name: 'Cy', age: 41, team: 'core', email: 'cy@example.org' },
      ],
      invoices: [
        { amount: 120, status: 'paid' },
        { amount: 80, status: 'open' },
        { amount: 30.5, status: 'paid' },
      ],
    });
    const query = async (q: string, extra: Record<string, unknown> = {}) => {
      const result = await executeSkill({
        skill: await load('json-query'),
        input: { json: doc, query: q, ...extra },
        sandbox,
      });
      return result;
    };
    const value = async (q: string) => {
      const result = await query(q);
      expect(result.success, result.error).toBe(true);
      return (result.output as { result: unknown }).result;
    };

    it('selects, filters and aggregates', async () => {
      expect(await value('.users[?age > 30 && team == "core"].name')).toEqual(['Ada', 'Cy']);
      expect(await value('.users[?tags ~ "admin" || email].name')).toEqual(['Ada', 'Cy']);
      expect(await value('.invoices[?status == "paid"] | sum amount')).toBe(150.5);
      expect(await value('.users | group team')).toEqual({ core: 2, web: 1 });
      expect(await value('.users | sort age | pick name')).toEqual([
        { name: 'Bob' },
        { name: 'Ada' },
        { name: 'Cy' },
      ]);
      expect(await value('..email')).toEqual(['cy@example.org']);
      expect(await value('.users[-1]["name"]')).toBe('Cy');
      expect(await value('.users[0:2] | count')).toBe(2);
    });

    it('reports nothing found and truncation', async () => {
      const missing = await query('.settings.theme');
      expect(missing.output).toEqual({ result: null, found: false, matches: 0, truncated: false });
      const cut = await query('.users[*].name', { limit: 2 });
      expect(cut.output).toMatchObject({ result: ['Ada', 'Bob'], matches: 3, truncated: true });
    });

    it('explains a bad query or document', async () => {
      const bad = await query('.users | bogus');
      expect(bad).toMatchObject({ success: false, errorCode: 'EXEC_FAILED' });
      expect(bad.error).toContain('unknown stage "bogus"');
      const broken = await executeSkill({
        skill: await load('json-query'),
        input: { json: '{nope', query: '.a' },
        sandbox,
      });
      expect(broken.error).toContain('json is not valid JSON');
    });
  });
});

describe.each(['csv-profiler', 'json-query'])('bundled compute skill %s as a package', (name) => {
  it('is a compute-entry skill that passes strict validation, review and SkillScan', async () => {
    const { reviewSkill, scanPath, validatePath } = await import('@skillport/core');
    const dir = `${PUBLIC}${name}`;
    const validated = await validatePath(dir, { strict: true });
    expect(validated.diagnostics).toEqual([]);
    expect(validated.skills).toEqual([
      expect.objectContaining({ name, valid: true, classification: 'compute-entry' }),
    ]);
    const review = await reviewSkill(dir);
    expect(review.summary).toMatchObject({ blocker: 0, error: 0, warning: 0 });
    expect((await scanPath(dir)).findings).toEqual([]);
  });
});
