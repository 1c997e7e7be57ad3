import type { SkillCategory } from '@skillport/core';
import { GLOBAL_SCOPE, type SecretOwner } from '../db/index.js';

/**
 * Whose secrets a skill in a user's view reads. Shared skills (public, custom, legacy) have one set for
 * everyone; user and integration skills one set per user. The category is part of the owner, so a
 * user skill named like an integration never receives that integration's credentials.
 */
export function secretOwnerOf(skill: { name: string; category: SkillCategory }, userId: string): SecretOwner {
  const perUser = skill.category === 'user' || skill.category === 'integration';
  return { scope: perUser ? userId : GLOBAL_SCOPE, category: skill.category, skill: skill.name };
}
