import { SECRET_NAME_PATTERN } from '../skill/skill-name.js';
import type { Skill } from '../skill/types.js';
import { MIN_SECRET_LENGTH } from './secret-forms.js';

export type SecretActivation = 'slash' | 'autonomous' | 'none';

export interface BindSkillSecretsInput {
  skill: Skill;
  /** Whether request-scoped secrets are switched on for this deployment/run. */
  enabled: boolean;
  /** `context.secrets` of this request, name → value (already stripped of internal keys). */
  supplied: Record<string, string> | undefined;
  /** How this run reached the skill: activated with a slash command, loaded by the model, or neither. */
  activation: SecretActivation;
}

export interface SecretRefusal {
  name: string;
  reason: string;
}

export interface BoundSecrets {
  /** The values the skill may receive for this call, by name. */
  values: Record<string, string>;
  /** Supplied names that were not bound, with why (never the value). */
  refused: SecretRefusal[];
}

/**
 * The one decision for request-scoped secrets (SPEC §7): a supplied value reaches the skill only when
 * secrets are enabled × the value was supplied for this request × the skill declares the name in
 * `required-secrets`, and only for a skill the run activated (slash) or loaded (autonomous, unless the
 * skill says `secrets-autonomous: false`). Values shorter than 8 characters are refused: they cannot be
 * masked in output without masking ordinary text. Callers re-run this on every call; nothing is cached.
 */
export function bindSkillSecrets(input: BindSkillSecretsInput): BoundSecrets {
  const supplied = isRecord(input.supplied) ? input.supplied : {};
  const names = Object.keys(supplied);
  const values: Record<string, string> = Object.create(null);
  const refused: SecretRefusal[] = [];
  const refuseAll = (reason: string): BoundSecrets => ({
    values,
    refused: names.map((name) => ({ name, reason })),
  });
  if (input.enabled !== true) return refuseAll('request-scoped secrets are not enabled');
  if (input.activation === 'none' || (input.activation !== 'slash' && input.activation !== 'autonomous')) {
    return refuseAll('the skill was neither activated nor loaded in this run');
  }
  if (input.activation === 'autonomous' && input.skill.frontmatter.secretsAutonomous !== true) {
    return refuseAll(
      'the skill declares secrets-autonomous: false, so only a slash activation binds secrets',
    );
  }
  const declared = new Set(input.skill.frontmatter.requiredSecrets.map((s) => s.name));
  for (const name of names) {
    const value = supplied[name];
    if (!SECRET_NAME_PATTERN.test(name)) refused.push({ name, reason: 'not a valid secret name' });
    else if (!declared.has(name)) refused.push({ name, reason: 'not declared in required-secrets' });
    else if (typeof value !== 'string') refused.push({ name, reason: 'the value is not a string' });
    else if (value.length < MIN_SECRET_LENGTH) {
      refused.push({ name, reason: `shorter than ${MIN_SECRET_LENGTH} characters, too short to mask` });
    } else values[name] = value;
  }
  return { values: { ...values }, refused };
}

/**
 * The names a skill may receive secret values for at run time: its `required-secrets` (request-scoped)
 * and its declared config `env` entries (values from the vault). Anything else passed to a runner is
 * refused, so no caller can plant arbitrary variables (`LD_PRELOAD`, `PATH`) through "secrets".
 */
export function declaredSecretNames(skill: Skill): ReadonlySet<string> {
  const names = new Set(skill.frontmatter.requiredSecrets.map((s) => s.name));
  for (const env of skill.config?.env ?? []) names.add(env.name);
  return names;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
