import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
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
  'yes',
  'on',
);
const value = fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join(''));
const key = fc.constantFrom('name', 'description', 'license', 'metadata', 'x', 'allowed-tools', 'k_1');
const line = fc.oneof(
  fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`),
  fc.tuple(key, value).map(([k, v]) => `  ${k}: ${v}`),
  key.map((k) => `${k}:`),
  fc.constantFrom('', '# comment', '   ', '- item'),
);

describe('parseSimpleYaml', () => {
  it('agrees with the full YAML 1.2 parser whenever it answers (differential)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const text = lines.join('\n');
        const simple = parseSimpleYaml(text, 2);
        if (simple === undefined) return;
        expect(simple.data).toEqual(fullParse(text));
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
    ['duplicate keys', 'name: a\nname: b'],
    ['numbers', 'version: 1.0'],
    ['unquoted colon-space', 'description: a: b'],
    ['comment after a value', 'description: a # b'],
    ['lists', 'allowed-tools:\n  - Read'],
    ['block scalars', 'description: |\n  text'],
    ['continuation lines', 'description: a\n  b'],
    ['escapes', 'description: "a\\nb"'],
  ])('defers %s to the full parser', (_label, text) => {
    expect(parseSimpleYaml(text, 2)).toBeUndefined();
  });
});
