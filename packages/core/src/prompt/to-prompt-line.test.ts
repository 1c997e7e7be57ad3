import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTestSkill } from '../../test/make-test-skill.js';
import { renderSkillsPrompt } from './index.js';

/** What a description must read as in the prompt: the normalisation spelled out, with no shortcut. */
function expectedLine(text: string): string {
  const line = text
    .replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|\uDB40[\uDC00-\uDC7F]/g, '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return line.replace(
    /[&<>"']/g,
    (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[ch]};`,
  );
}

/** Characters where the shortcut for already-clean text could go wrong, among ordinary ones. */
const TRICKY = [
  'a',
  'b',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\u200b',
  '\u202e',
  '\u2066',
  '\ufeff',
  '\udb40\udc41',
  '\udb40',
  '\udc41',
  '\u0000',
  '\u0007',
  '\u000b',
  '\u007f',
  '\u0085',
  '\u009f',
  '&',
  '<',
  '>',
  '"',
  "'",
  'é',
  '😀',
];

describe('prompt lines', () => {
  it('read the same whether or not the text needed normalising or escaping (differential)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TRICKY), { minLength: 1, maxLength: 12 }), (parts) => {
        const description = `x${parts.join('')}`;
        const { text } = renderSkillsPrompt([makeTestSkill('s', { description })]);
        expect(text).toContain(`<description>${expectedLine(description)}</description>`);
      }),
      { numRuns: 2000 },
    );
  });
});
