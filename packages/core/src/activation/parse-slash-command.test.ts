import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSlashCommand, RESERVED_SLASH_COMMANDS } from './index.js';

describe('parseSlashCommand', () => {
  it('reads /name with a task after a space, tab or newline', () => {
    expect(parseSlashCommand('/pdf merge a.pdf and b.pdf')).toEqual({
      kind: 'skill',
      name: 'pdf',
      task: 'merge a.pdf and b.pdf',
    });
    expect(parseSlashCommand('/pdf\tfill the form  ')).toEqual({
      kind: 'skill',
      name: 'pdf',
      task: 'fill the form',
    });
    expect(parseSlashCommand('/pdf-forms\nline one\nline two')).toEqual({
      kind: 'skill',
      name: 'pdf-forms',
      task: 'line one\nline two',
    });
  });

  it('accepts /name alone with an empty task', () => {
    expect(parseSlashCommand('/skill-creator')).toEqual({ kind: 'skill', name: 'skill-creator', task: '' });
    expect(parseSlashCommand('/sentry-skills:commit fix it')).toEqual({
      kind: 'skill',
      name: 'sentry-skills:commit',
      task: 'fix it',
    });
    expect(parseSlashCommand('/skill-creator   ')).toEqual({
      kind: 'skill',
      name: 'skill-creator',
      task: '',
    });
  });

  it('is none for ordinary text', () => {
    expect(parseSlashCommand('please use /pdf')).toEqual({ kind: 'none' });
    expect(parseSlashCommand('')).toEqual({ kind: 'none' });
  });

  it('rejects leading whitespace', () => {
    expect(parseSlashCommand(' /pdf task')).toEqual({ kind: 'invalid', reason: 'LEADING_WHITESPACE' });
    expect(parseSlashCommand('\n\t/pdf')).toEqual({ kind: 'invalid', reason: 'LEADING_WHITESPACE' });
  });

  it('rejects a missing name or a missing separator', () => {
    expect(parseSlashCommand('/')).toEqual({ kind: 'invalid', reason: 'MISSING_NAME' });
    expect(parseSlashCommand('/ pdf')).toEqual({ kind: 'invalid', reason: 'MISSING_NAME' });
    expect(parseSlashCommand('//pdf')).toEqual({ kind: 'invalid', reason: 'MISSING_NAME' });
    expect(parseSlashCommand('/pdf: x')).toEqual({ kind: 'invalid', reason: 'MISSING_SEPARATOR' });
    expect(parseSlashCommand('/a:b:c x')).toEqual({ kind: 'invalid', reason: 'MISSING_SEPARATOR' });
    expect(parseSlashCommand('/usr/bin/env is broken')).toEqual({
      kind: 'invalid',
      reason: 'MISSING_SEPARATOR',
    });
    expect(parseSlashCommand('/pdf,now')).toEqual({ kind: 'invalid', reason: 'MISSING_SEPARATOR' });
  });

  it('recognises every reserved channel command, case-insensitively, with or without arguments', () => {
    for (const command of RESERVED_SLASH_COMMANDS) {
      expect(parseSlashCommand(command)).toEqual({ kind: 'reserved', command });
      expect(parseSlashCommand(`${command.toUpperCase()} something`)).toEqual({ kind: 'reserved', command });
    }
    expect(RESERVED_SLASH_COMMANDS).toEqual([
      '/new',
      '/help',
      '/bootstrap',
      '/status',
      '/models',
      '/memory',
      '/goal',
    ]);
    expect(parseSlashCommand('/helpful x')).toEqual({ kind: 'skill', name: 'helpful', task: 'x' });
  });

  it('only ever yields a skill whose name is a plain token and whose task is trimmed (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const parsed = parseSlashCommand(text);
        if (parsed.kind === 'skill') {
          expect(text.startsWith(`/${parsed.name}`)).toBe(true);
          expect(parsed.name).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(parsed.task).toBe(parsed.task.trim());
        }
        if (!text.startsWith('/')) expect(['none', 'invalid']).toContain(parsed.kind);
      }),
    );
  });

  it('handles very long input without trouble', () => {
    const task = 'x '.repeat(500_000);
    expect(parseSlashCommand(`/pdf ${task}`)).toMatchObject({ kind: 'skill', name: 'pdf' });
    expect(parseSlashCommand(`/${'a'.repeat(100_000)}!`)).toEqual({
      kind: 'invalid',
      reason: 'MISSING_SEPARATOR',
    });
  });
});
