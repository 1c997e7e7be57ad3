import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, LineCounter, parseDocument } from 'yaml';
import { parseSimpleYaml } from './parse-simple-yaml.js';

/** What the full YAML 1.2 parser makes of a text, or undefined when it reports an error. */
function fullParse(text: string): unknown {
  const doc = parseDocument(text, { version: '1.2', schema: 'core', uniqueKeys: true });
  return doc.errors.length > 0 ? undefined : (doc.toJS() ?? {});
}

const tricky = fc.constantFrom(
  'a',
  'b',
  'Z',
  ' ',
  ' ',
  ':',
  ': ',
  '#',
  ' #',
  '"',
  "'",
  '-',
  '[',
  ']',
  '{',
  '}',
  '\\',
  '\t',
  '1',
  '0x',
  '.',
  '@',
  '`',
  '!',
  '&',
  '*',
  '%',
  '|',
  '>',
  '?',
  ',',
  'true',
  'null',
  '~',
  'é',
  '\u200b',
  '\u0007',
  '\u0000',
  'yes',
  'on',
);
const value = fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join(''));
const key = fc.constantFrom('name', 'description', 'license', 'metadata', 'x', 'allowed-tools', 'k_1');
/** Line of each top-level key as the full parser sees it (first line numbered 2, as in a SKILL.md). */
function fullKeyLines(text: string): Map<string, number> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { version: '1.2', schema: 'core', uniqueKeys: true, lineCounter });
  const lines = new Map<string, number>();
  if (!isMap(doc.contents)) return lines;
  for (const pair of doc.contents.items) {
    const k = pair.key as { value: unknown; range?: [number, number, number] };
    if (k.range) lines.set(String(k.value), lineCounter.linePos(k.range[0]).line + 1);
  }
  return lines;
}

const indent = fc.constantFrom('', ' ', '  ', '    ');
const line = fc.oneof(
  fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`),
  fc.tuple(key, value).map(([k, v]) => `  ${k}: ${v}`),
  key.map((k) => `${k}:`),
  // Block list items at several indentations, including the key's own (`- a` right under `key:`).
  fc.tuple(indent, value).map(([i, v]) => `${i}- ${v}`),
  fc.tuple(indent, fc.constantFrom('-', '- ', '-  ', '--', '- - a', '-\ta')).map(([i, v]) => `${i}${v}`),
  fc.constantFrom('', '# comment', '   ', '- item', '  # indented comment'),
);

describe('parseSimpleYaml', () => {
  it('agrees with the full YAML 1.2 parser whenever it answers (differential)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const text = lines.join('\n');
        const simple = parseSimpleYaml(text, 2);
        if (simple === undefined) return;
        expect(simple.data).toEqual(fullParse(text));
        expect(simple.keyLines).toEqual(fullKeyLines(text));
      }),
      { numRuns: 5000 },
    );
  });

  // The discovery cache stores what this parser gave without checking each value (`plainValues`).
  it('gives only values JSON carries unchanged: strings not starting with NUL, booleans, null, lists, maps', () => {
    const plain = (v: unknown): boolean =>
      typeof v === 'string'
        ? !v.startsWith('\u0000')
        : typeof v === 'boolean' ||
          v === null ||
          (Array.isArray(v) && v.every(plain)) ||
          (typeof v === 'object' &&
            Object.getPrototypeOf(v) === Object.prototype &&
            Object.entries(v as object).every(([k, x]) => k !== '__proto__' && plain(x)));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const simple = parseSimpleYaml(lines.join('\n'), 2);
        if (simple === undefined) return;
        expect(plain(simple.data)).toBe(true);
        expect(JSON.parse(JSON.stringify(simple.data))).toEqual(simple.data);
      }),
      { numRuns: 3000 },
    );
  });

  it('treats a line holding only a no-break space as text, like the full parser (not as blank)', () => {
    for (const text of ['name:\n  \u00a0\n', 'metadata:\n\u00a0\n  a: b\n']) {
      const simple = parseSimpleYaml(text, 2);
      if (simple !== undefined) expect(simple.data).toEqual(fullParse(text));
    }
    expect(parseSimpleYaml('name:\n  \u00a0\n', 2)).toBeUndefined();
  });

  it('answers for the common shape of real frontmatter', () => {
    const text =
      'name: pdf-tools\ndescription: "Fill PDF forms, extract text"\nlicense: MIT\nmetadata:\n  author: someone\n  version: "1.2"\n';
    const parsed = parseSimpleYaml(text, 2);
    expect(parsed?.data).toEqual({
      name: 'pdf-tools',
      description: 'Fill PDF forms, extract text',
      license: 'MIT',
      metadata: { author: 'someone', version: '1.2' },
    });
    expect(parsed?.keyLines.get('metadata')).toBe(5);
  });

  it.each([
    ['indented', 'name: a\nallowed-tools:\n  - Read\n  - "Bash(git:*)"\n  - \'Grep\'\nlicense: MIT\n'],
    ["at the key's own indentation", 'allowed-tools:\n- Read\n- Write   \nname: a'],
    ['with blank and comment lines between items', 'allowed-tools:\n  - Read\n\n# note\n  - Grep\n'],
    ['holding words YAML reads as values', 'allowed-tools:\n  - true\n  - null\n  - ~\n  - yes\n'],
  ])('answers for block lists %s, exactly as the full parser does', (_label, text) => {
    const parsed = parseSimpleYaml(text, 2);
    expect(parsed).toBeDefined();
    expect(parsed?.data).toEqual(fullParse(text));
    expect(parsed?.keyLines).toEqual(fullKeyLines(text));
  });

  it.each([
    ['duplicate keys', 'name: a\nname: b'],
    ['numbers', 'version: 1.0'],
    ['unquoted colon-space', 'description: a: b'],
    ['comment after a value', 'description: a # b'],
    ['nested lists', 'allowed-tools:\n  - - Read'],
    ['a list item holding a mapping', 'allowed-tools:\n  - name: Read'],
    ['a bare dash (a null item)', 'allowed-tools:\n  -\n  - Read'],
    ['list items at two indentations', 'allowed-tools:\n  - Read\n- Grep'],
    ['a mapping line after list items', 'allowed-tools:\n  - Read\n  b: c'],
    ['a list without a key', '- Read'],
    ['block scalars', 'description: |\n  text'],
    ['continuation lines', 'description: a\n  b'],
    ['escapes', 'description: "a\\nb"'],
  ])('defers %s to the full parser', (_label, text) => {
    expect(parseSimpleYaml(text, 2)).toBeUndefined();
  });
});
