import { describe, expect, it } from 'vitest';
import { makeTestSkill } from '../../test/make-test-skill.js';
import type { Skill } from '../skill/types.js';
import { searchCatalog } from './index.js';

const makeSkill = (name: string, description: string, overrides: Partial<Skill> = {}): Skill =>
  makeTestSkill(name, { ...overrides, description });

const catalog = [
  makeSkill('pdf-forms', 'Fill and flatten PDF forms.'),
  makeSkill('docx', 'Create Word documents; can export to PDF.'),
  makeSkill('pdf', 'Read, merge and split PDF files.'),
  makeSkill('xlsx', 'Spreadsheets with formulas (C++ style macros not supported).'),
  makeSkill('pptx', 'Slide decks.'),
  makeSkill('old-pdf', 'Legacy PDF tool.', { enabled: false }),
  makeSkill('pdf-internal', 'Internal PDF stamping.', { hidden: true }),
];
const names = (skills: Skill[]) => skills.map((s) => s.name);

describe('searchCatalog select:', () => {
  it('returns exactly the named enabled skills in catalog order, uncapped', () => {
    const many = Array.from({ length: 8 }, (_, i) => makeSkill(`s${i}`, 'x'));
    expect(
      names(
        searchCatalog(
          many,
          `select:${many
            .map((s) => s.name)
            .reverse()
            .join(',')}`,
        ),
      ),
    ).toHaveLength(8);
    expect(names(searchCatalog(catalog, 'select: xlsx , docx,missing'))).toEqual(['docx', 'xlsx']);
  });

  it('does not return disabled skills, nor hidden ones unless asked', () => {
    expect(names(searchCatalog(catalog, 'select:old-pdf,pdf-internal'))).toEqual([]);
    expect(names(searchCatalog(catalog, 'select:pdf-internal', { includeHidden: true }))).toEqual([
      'pdf-internal',
    ]);
  });
});

describe('searchCatalog +tok', () => {
  it('keeps names containing the token, ranked by the rest', () => {
    expect(names(searchCatalog(catalog, '+pdf'))).toEqual(['pdf', 'pdf-forms']);
    expect(names(searchCatalog(catalog, '+pdf flatten'))).toEqual(['pdf-forms', 'pdf']);
    expect(names(searchCatalog(catalog, '+PDF  merge'))).toEqual(['pdf', 'pdf-forms']);
  });
});

describe('searchCatalog free text', () => {
  it('ranks an exact name, then name hits, then description hits', () => {
    expect(names(searchCatalog(catalog, 'pdf'))).toEqual(['pdf', 'pdf-forms', 'docx']);
    expect(names(searchCatalog(catalog, 'FORMS'))).toEqual(['pdf-forms']);
  });

  it('treats the query as a case-insensitive regex', () => {
    expect(names(searchCatalog(catalog, '^p.*x$'))).toEqual(['pptx']);
    expect(names(searchCatalog(catalog, 'word|slide'))).toEqual(['docx', 'pptx']);
  });

  it('falls back to literal text for an invalid regex', () => {
    expect(names(searchCatalog(catalog, 'C++'))).toEqual(['xlsx']);
    expect(names(searchCatalog(catalog, 'formulas (C'))).toEqual(['xlsx']);
  });

  it('matches a multi-word query as one pattern, not word by word (SPEC 3.2)', () => {
    expect(names(searchCatalog(catalog, 'fill pdf forms'))).toEqual([]);
    expect(names(searchCatalog(catalog, 'merge pdf'))).toEqual([]);
    expect(names(searchCatalog(catalog, 'quantum teleport'))).toEqual([]);
    expect(names(searchCatalog(catalog, 'fill|merge'))).not.toEqual([]);
  });

  it('caps results at 5 by default, or at limit', () => {
    const many = Array.from({ length: 9 }, (_, i) => makeSkill(`tool-${i}`, 'generic helper'));
    expect(searchCatalog(many, 'helper')).toHaveLength(5);
    expect(searchCatalog(many, 'helper', { limit: 2 })).toHaveLength(2);
    expect(() => searchCatalog(many, 'helper', { limit: 0 })).toThrow(/limit/);
  });

  it('returns nothing for an empty query and never a disabled or hidden skill', () => {
    expect(searchCatalog(catalog, '   ')).toEqual([]);
    expect(names(searchCatalog(catalog, 'legacy|internal'))).toEqual([]);
    expect(names(searchCatalog(catalog, 'internal', { includeHidden: true }))).toEqual(['pdf-internal']);
  });

  it('runs catastrophic-backtracking patterns in linear time instead of hanging', () => {
    const victims = Array.from({ length: 200 }, (_, i) => makeSkill(`v${i}`, `${'a'.repeat(1000)}!`));
    for (const pattern of ['(a+)+$', '^(a|aa)*$', '.*.*.*b', 'a*a*a*a*a*b', '[^z]*[^z]*z']) {
      expect(searchCatalog(victims, pattern)).toEqual([]);
    }
    expect(searchCatalog(victims, `${'a?'.repeat(20)}${'a'.repeat(20)}!`)).toHaveLength(5);
  });

  it('searches lookarounds and backreferences as literal text', () => {
    const skill = makeSkill('lit', 'Explains (a)\\1 and (?=x) syntax.');
    expect(names(searchCatalog([skill], '(a)\\1'))).toEqual(['lit']);
    expect(names(searchCatalog([skill], '(?=X)'))).toEqual(['lit']);
  });
});
