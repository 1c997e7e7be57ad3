import type { Me, SkillSummary } from './api/types';

/** The caller's effective route permissions from GET /api/me; the UI shows only what they allow. */
export interface Can {
  has(permission: string): boolean;
  /** Per-user skills switch for the caller; shared ones switch for everyone (admins, or a policy). */
  toggle(skill: SkillSummary): boolean;
  /** Custom skills are the admins' (or a policy's); user skills are the caller's own. */
  manage(skill: SkillSummary): boolean;
  /** May install a custom skill (for everyone), not only a user skill of their own. */
  installShared: boolean;
}

export function permissionsOf(me: Me): Can {
  const held = new Set(me.permissions);
  const has = (p: string) => held.has(p);
  const sharedManager = me.user.role === 'admin' || me.authorization.enabled;
  return {
    has,
    toggle: (skill) =>
      has('skills.toggle') &&
      (skill.category === 'user' || skill.category === 'integration' || sharedManager),
    manage: (skill) =>
      has('skills.manage') && (skill.category === 'user' || (skill.category === 'custom' && sharedManager)),
    installShared: has('skills.manage') && sharedManager,
  };
}
