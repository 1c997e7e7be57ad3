import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ARCHIVE_LIMITS } from './archive-limits.js';
import { checkEntryName } from './check-entry-name.js';

const ROOT = path.resolve('/srv/skills/demo');
const pieces = [
  'a',
  'b',
  '.',
  '..',
  '/',
  '\\',
  ':',
  'C',
  'c:',
  ' ',
  '\u0000',
  '\u202e',
  'con',
  'é',
  'e\u0301',
  '~',
  '\uff0e',
  '\uff0f',
  '\u2025',
  '\u200b',
];

describe('checkEntryName', () => {
  it('never accepts a name that lands outside the root or aliases on Windows', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 12 }), (parts) => {
        const name = parts.join('');
        let checked: ReturnType<typeof checkEntryName>;
        try {
          checked = checkEntryName(name, DEFAULT_ARCHIVE_LIMITS);
        } catch (error) {
          expect((error as { code: string }).code).toMatch(/^ARCHIVE_/);
          return;
        }
        const resolved = path.resolve(ROOT, ...checked.segments);
        expect(resolved.startsWith(`${ROOT}${path.sep}`)).toBe(true);
        for (const segment of checked.segments) {
          expect(segment).not.toMatch(/^\.{0,2}$|[\\/:\u0000\u200b]|[ .]$/u);
          // Tools that normalise compatibility characters must not see "..", "." or a separator either.
          expect(segment.normalize('NFKC')).not.toMatch(/^\.{0,2}$|[\\/]/u);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('accepts ordinary names and reports directories', () => {
    expect(checkEntryName('skill/scripts/run.py', DEFAULT_ARCHIVE_LIMITS)).toEqual({
      segments: ['skill', 'scripts', 'run.py'],
      isDirectory: false,
    });
    expect(checkEntryName('skill\\refs\\', DEFAULT_ARCHIVE_LIMITS)).toEqual({
      segments: ['skill', 'refs'],
      isDirectory: true,
    });
    expect(checkEntryName('.skillscan.yaml', DEFAULT_ARCHIVE_LIMITS).segments).toEqual(['.skillscan.yaml']);
  });
});
