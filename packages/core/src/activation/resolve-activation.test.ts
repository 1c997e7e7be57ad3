import { describe, expect, it } from 'vitest';
import { makeTestSkill } from '../../test/make-test-skill.js';
import { isSkillportError } from '../errors/index.js';
import type { Skill } from '../skill/types.js';
import { parseSlashCommand, resolveActivation } from './index.js';

const makeSkill = (name: string, overrides: Partial<Skill> = {}): Skill => makeTestSkill(name, overrides);

const skills = [
  makeSkill('pdf'),
  makeSkill('off', { enabled: false }),
  makeSkill('agent-only', { userInvocable: false }),
  makeSkill('quiet', { hidden: true }),
];

function refusalCode(text: string, allowlist?: string[]): string {
  try {
    resolveActivation(parseSlashCommand(text), skills, allowlist === undefined ? {} : { allowlist });
  } catch (error) {
    if (isSkillportError(error)) return error.code;
    throw error;
  }
  throw new Error(`expected a refusal for ${text}`);
}

describe('resolveActivation', () => {
  it('activates an enabled, user-invocable skill with its task', () => {
    const activation = resolveActivation(parseSlashCommand('/pdf merge these'), skills);
    expect(activation?.skill.name).toBe('pdf');
    expect(activation?.task).toBe('merge these');
  });

  it('activates a model-hidden skill: hidden keeps it out of the index only', () => {
    expect(resolveActivation(parseSlashCommand('/quiet'), skills)?.skill.name).toBe('quiet');
  });

  it('returns undefined for ordinary and malformed text', () => {
    for (const text of ['hello', ' /pdf x', '/pdf:', '/']) {
      expect(resolveActivation(parseSlashCommand(text), skills)).toBeUndefined();
    }
  });

  it('refuses with typed codes', () => {
    expect(refusalCode('/help me')).toBe('SLASH_RESERVED');
    expect(refusalCode('/nope do it')).toBe('SKILL_NOT_FOUND');
    expect(refusalCode('/off')).toBe('SKILL_DISABLED');
    expect(refusalCode('/agent-only')).toBe('SKILL_NOT_USER_INVOCABLE');
    expect(refusalCode('/pdf', ['other'])).toBe('SKILL_NOT_ALLOWED');
    expect(refusalCode('/pdf', [])).toBe('SKILL_NOT_ALLOWED');
  });

  it('reveals nothing about skills outside the allowlist, not even their existence or state', () => {
    expect(refusalCode('/off', ['pdf'])).toBe('SKILL_NOT_ALLOWED');
    expect(refusalCode('/nope', ['pdf'])).toBe('SKILL_NOT_ALLOWED');
    expect(resolveActivation(parseSlashCommand('/pdf'), skills, { allowlist: ['pdf'] })?.skill.name).toBe(
      'pdf',
    );
  });

  it('matches names exactly', () => {
    expect(refusalCode('/PDF')).toBe('SKILL_NOT_FOUND');
  });
});
