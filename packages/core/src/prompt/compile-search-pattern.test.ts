import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSearchPattern } from './index.js';

function matcher(pattern: string): (text: string) => boolean {
  const compiled = compileSearchPattern(pattern);
  if (compiled === undefined) throw new Error(`expected ${pattern} to compile`);
  return compiled;
}

function isValidRegExp(source: string): boolean {
  try {
    new RegExp(source, 'i');
    return true;
  } catch {
    return false;
  }
}

const atom = fc.constantFrom(
  ...[
    'a',
    'b',
    'A',
    '.',
    '-',
    'é',
    'σ',
    'ſ',
    'k',
    'x{',
    '}',
    ']',
    '\\.',
    '\\d',
    '\\w',
    '\\W',
    '\\s',
    '\\x41',
    '\\u00e9',
  ],
  ...['[ab]', '[^a]', '[a-c]', '[A-Z]', '[\\d-]', '[\\w.]', '[-a]', '[]', '[^]', '[\\]a]', '[\\b]', '[É]'],
);
const pattern: fc.Arbitrary<string> = fc.letrec<{ alt: string; seq: string; item: string }>((tie) => ({
  alt: fc.oneof(
    { weight: 3, arbitrary: tie('seq') },
    fc.tuple(tie('seq'), tie('seq')).map(([x, y]) => `${x}|${y}`),
  ),
  seq: fc.array(tie('item'), { minLength: 1, maxLength: 4 }).map((items) => items.join('')),
  item: fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(atom, fc.constantFrom('', '', '*', '+', '?', '{2}', '{1,3}', '{2,}', '*?'))
        .map(([a, q]) => a + q),
    },
    { weight: 1, arbitrary: fc.constantFrom('^', '$', '\\b', '\\B') },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('(', '(?:', '(?<g>'), tie('alt'), fc.constantFrom('', '*', '+', '?', '{0,2}'))
        .map(([open, inner, q]) => `${open}${inner})${q}`),
    },
  ),
})).alt;
const text = fc.string({
  maxLength: 16,
  unit: fc.constantFrom(
    'a',
    'A',
    'b',
    'B',
    'c',
    '1',
    ' ',
    '.',
    '-',
    '_',
    'é',
    'É',
    '\n',
    'ς',
    'Σ',
    's',
    'S',
    'K',
    '\u212a',
  ),
});

describe('compileSearchPattern', () => {
  it('agrees with the JavaScript engine (case-insensitive) on every supported pattern', () => {
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 1, maxLength: 5 }), (source, texts) => {
        fc.pre(isValidRegExp(source)); // e.g. a repeated group name
        const compiled = compileSearchPattern(source);
        // Only expansions beyond MAX_PATTERN_STATES may be refused; short patterns without `{n,m}` fit.
        if (source.length < 24 && !source.includes('{')) expect(compiled).toBeDefined();
        const native = new RegExp(source, 'i');
        if (compiled !== undefined) for (const t of texts) expect(compiled(t)).toBe(native.test(t));
      }),
      { numRuns: 2000 },
    );
  });

  it('stays correct when the lazy DFA outgrows its cache', () => {
    const source = '(a|b)*a(a|b){9}c';
    const compiled = matcher(source);
    const native = new RegExp(source, 'i');
    fc.assert(
      fc.property(
        fc.string({ minLength: 200, maxLength: 400, unit: fc.constantFrom('a', 'b', 'B', 'c') }),
        (t) => {
          expect(compiled(t)).toBe(native.test(t));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('handles the everyday forms', () => {
    expect(matcher('deploy.*vercel')('Deploys apps to Vercel')).toBe(true);
    expect(matcher('^pdf')('PDF tools')).toBe(true);
    expect(matcher('^pdf')('tools for pdf')).toBe(false);
    expect(matcher('docx|xlsx')('Excel XLSX files')).toBe(true);
    expect(matcher('\\bgit\\b')('digital')).toBe(false);
    expect(matcher('\\bgit\\b')('use git here')).toBe(true);
    expect(matcher('colou?r')('COLOR')).toBe(true);
    expect(matcher('[^a-z]')('abc')).toBe(false);
    expect(matcher('[^a]')('A')).toBe(false);
    expect(matcher(`(${'|'.repeat(200)}b)+c`)('abbc')).toBe(true);
    expect(matcher(`(${'|'.repeat(200)}b)+c`)('abbd')).toBe(false);
  });

  it('returns undefined for invalid patterns, lookarounds, backreferences and oversize expansions', () => {
    for (const source of [
      'c++',
      '[draft',
      '(a',
      'a)',
      '*a',
      '(?=a)b',
      '(?!a)',
      '(?<=a)b',
      '(a)\\1',
      '(?<n>a)\\k<n>',
      'a{1000}',
    ]) {
      expect(compileSearchPattern(source), source).toBeUndefined();
    }
  });

  it('stays linear on patterns that make a backtracking engine explode', () => {
    const hostile = `${'a'.repeat(5000)}!`;
    for (const source of [
      '(a+)+$',
      '^(a|aa)*$',
      '(a*)*b',
      '.*.*.*b',
      '[^z]*[^z]*z',
      `${'a?'.repeat(20)}${'a'.repeat(20)}$`,
    ]) {
      expect(matcher(source)(hostile)).toBe(false);
    }
  });
});
