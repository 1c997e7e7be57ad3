import { SkillportError } from '../errors/index.js';
import type { Skill } from '../skill/types.js';
import type { SlashCommand } from './parse-slash-command.js';

export interface ResolveActivationOptions {
  /** Skills a custom agent may use; omitted = every skill. An empty list allows none. */
  allowlist?: readonly string[];
}

export interface SlashActivation {
  skill: Skill;
  task: string;
}

/**
 * The one decision on whether a parsed slash command activates a skill (SPEC §3.3). Returns
 * `undefined` when the message is not an activation (`none`/`invalid`: pass it on as text), the
 * skill and task when it is, and throws a `SkillportError` refusal otherwise: `SLASH_RESERVED`,
 * `SKILL_NOT_FOUND`, `SKILL_NOT_ALLOWED`, `SKILL_DISABLED`, `SKILL_NOT_USER_INVOCABLE`.
 * Model-hidden skills stay activatable: hiding keeps them out of the model's index, not the user's.
 * `skills` must already be filtered to what the caller may list, so a forbidden skill is not found.
 */
export function resolveActivation(
  parsed: SlashCommand,
  skills: readonly Skill[],
  options: ResolveActivationOptions = {},
): SlashActivation | undefined {
  if (parsed.kind === 'none' || parsed.kind === 'invalid') return undefined;
  if (parsed.kind === 'reserved') {
    throw new SkillportError(
      'SLASH_RESERVED',
      `${parsed.command} is a channel command, not a skill; it is handled by the chat front end.`,
      { details: { command: parsed.command } },
    );
  }
  const { name, task } = parsed;
  // Checked first so an agent learns nothing (not even existence) about skills outside its allowlist.
  if (options.allowlist !== undefined && !options.allowlist.includes(name)) {
    throw new SkillportError(
      'SKILL_NOT_ALLOWED',
      `Skill "${name}" is not in this agent's skill allowlist; add it to the agent's skills to use /${name}.`,
      { details: { name } },
    );
  }
  const skill = skills.find((candidate) => candidate.name === name);
  if (skill === undefined) {
    throw new SkillportError(
      'SKILL_NOT_FOUND',
      `No skill named "${name}" for /${name}; check the name with \`skillport list\` or describe_skill.`,
      { details: { name } },
    );
  }
  if (!skill.enabled) {
    throw new SkillportError(
      'SKILL_DISABLED',
      `Skill "${name}" is disabled; an administrator (or its owner) must enable it before /${name} works.`,
      { details: { name } },
    );
  }
  if (!skill.userInvocable) {
    throw new SkillportError(
      'SKILL_NOT_USER_INVOCABLE',
      `Skill "${name}" declares user-invocable: false and is meant for the agent, not for slash activation; describe the task instead of using /${name}.`,
      { details: { name } },
    );
  }
  return { skill, task };
}
