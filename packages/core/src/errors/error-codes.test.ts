import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES, ERROR_CODES, ERROR_KINDS, SCAN_RULES, SkillportError } from '../index.js';

const DOC = fileURLToPath(new URL('../../../../docs/error-codes.md', import.meta.url));

const KIND_EXIT: Record<string, string> = { usage: '2' };

function renderDoc(): string {
  const lines = [
    '# Error codes, diagnostic codes and SkillScan rules',
    '',
    '<!-- Generated from packages/core/src/errors/error-codes.ts, diagnostics/diagnostic.ts and',
    '     scan/scan-rules.ts; regenerate with `SKILLPORT_WRITE_DOCS=1 npx vitest run error-codes`. -->',
    '',
    'The code, not the message, is the contract: messages may be reworded, codes never change meaning.',
    '',
    '## Errors (`SkillportError.code`)',
    '',
    'Thrown for refusals. Each code has a kind, and the kind alone decides the CLI exit status',
    '(`usage` → 2, every other kind → 1).',
    '',
  ];
  for (const kind of ERROR_KINDS) {
    const codes = Object.entries(ERROR_CODES).filter(([, info]) => info.kind === kind);
    if (codes.length === 0) continue;
    lines.push(`### ${kind} (exit ${KIND_EXIT[kind] ?? '1'})`, '', '| code | meaning |', '| --- | --- |');
    for (const [code, info] of codes.sort(([a], [b]) => (a < b ? -1 : 1))) {
      lines.push(`| \`${code}\` | ${info.meaning} |`);
    }
    lines.push('');
  }
  lines.push(
    '## Diagnostics (`Diagnostic.code`)',
    '',
    'Returned, never thrown, by discovery and validation, with a level (`error`, `warning`, `info`).',
    '',
    '| code | meaning |',
    '| --- | --- |',
  );
  for (const [code, meaning] of Object.entries(DIAGNOSTIC_CODES)) lines.push(`| \`${code}\` | ${meaning} |`);
  lines.push(
    '',
    '## SkillScan rules (`Finding.ruleId`)',
    '',
    'The default severity of each rule; `critical` blocks an install.',
    '',
    '| rule | severity | what it finds |',
    '| --- | --- | --- |',
  );
  for (const [id, rule] of Object.entries(SCAN_RULES))
    lines.push(`| \`${id}\` | ${rule.severity} | ${rule.title} |`);
  return `${lines.join('\n')}\n`;
}

describe('the code registries', () => {
  it('are documented in docs/error-codes.md exactly as they are', () => {
    const expected = renderDoc();
    if (process.env.SKILLPORT_WRITE_DOCS === '1') writeFileSync(DOC, expected);
    expect(readFileSync(DOC, 'utf8')).toBe(expected);
  });

  it('give every error a kind from the closed list and a one-line meaning', () => {
    for (const [code, info] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(ERROR_KINDS).toContain(info.kind);
      expect(info.meaning).toMatch(/^\S.*\.$/);
      expect(info.meaning).not.toContain('\n');
    }
  });

  it('derive the kind of a thrown error from its code', () => {
    expect(new SkillportError('SKILL_EXISTS', 'x').kind).toBe('conflict');
    expect(new SkillportError('ARCHIVE_PATH_TRAVERSAL', 'x').kind).toBe('blocked');
    expect(new SkillportError('CLI_ROOT_NOT_FOUND', 'x').kind).toBe('usage');
    expect(JSON.parse(JSON.stringify(new SkillportError('PATH_NOT_FOUND', 'gone')))).toEqual({
      code: 'PATH_NOT_FOUND',
      message: 'gone',
    });
  });

  it('keep CLI concepts out of the library', () => {
    const usage = Object.entries(ERROR_CODES).filter(([, info]) => info.kind === 'usage');
    for (const [code] of usage) expect(code).toMatch(/^CLI_/);
  });
});

describe('isSkillportError', () => {
  it('recognises an error from another copy of the library by its brand, and nothing else', async () => {
    const { isSkillportError, SkillportError } = await import('./index.js');
    const otherCopy = Object.assign(new Error('x'), {
      [Symbol.for('skillport.error')]: true,
      code: 'PATH_NOT_FOUND',
    });
    expect(isSkillportError(otherCopy, 'PATH_NOT_FOUND')).toBe(true);
    expect(isSkillportError(new SkillportError('PATH_NOT_FOUND', 'x'), 'PATH_NOT_FOUND')).toBe(true);
    expect(isSkillportError(Object.assign(new Error('x'), { code: 'PATH_NOT_FOUND' }))).toBe(false);
    expect(isSkillportError({ [Symbol.for('skillport.error')]: true, code: 'PATH_NOT_FOUND' })).toBe(false);
  });
});
