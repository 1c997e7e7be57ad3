import type { Skill } from '@skillport/core';

/** One declared environment entry of a skill, as the vault reasons about it. */
export interface EnvEntry {
  name: string;
  required: boolean;
  description: string;
  /** Masked in output and refused when shorter than MIN_SECRET_CHARS. */
  secret: boolean;
  hasDefault: boolean;
}

/** Shorter values cannot be masked reliably in output (SPEC §7), so they are refused as secrets. */
export const MIN_SECRET_CHARS = 8;
export const MAX_SECRET_CHARS = 64 * 1024;

/**
 * What a skill asks for: `skill.config.yaml` `env` entries, then `required-secrets` names not declared
 * there. A name in `required-secrets` is a secret even when its env entry says otherwise.
 */
export function envSchemaOf(skill: Skill): EnvEntry[] {
  const declaredSecrets = new Set(skill.frontmatter.requiredSecrets.map((s) => s.name));
  const entries: EnvEntry[] = (skill.config?.env ?? []).map((env) => ({
    name: env.name,
    required: env.required,
    description: env.description ?? '',
    secret: env.secret || declaredSecrets.has(env.name),
    hasDefault: env.default !== undefined,
  }));
  const seen = new Set(entries.map((e) => e.name));
  for (const secret of skill.frontmatter.requiredSecrets) {
    if (seen.has(secret.name)) continue;
    seen.add(secret.name);
    entries.push({
      name: secret.name,
      required: !secret.optional,
      description: '',
      secret: true,
      hasDefault: false,
    });
  }
  return entries;
}
