import { z } from 'zod';
import { SkillportError } from '../errors/index.js';
import type { Skill } from '../skill/types.js';

export const DEFAULT_SKILL_CONTEXT_MAX_ENTRIES = 32;

export const SkillContextEntrySchema = z.object({
  name: z.string().min(1),
  source: z.enum(['slash', 'autonomous']),
  /** SKILL.md path that was loaded; a different live path means another skill now owns the name. */
  skillFile: z.string().optional(),
});
export type SkillContextEntry = z.infer<typeof SkillContextEntrySchema>;

/** The run's durable record of loaded skills (SPEC §3.3), oldest first, persisted between turns. */
export const SkillContextSchema = z.object({ entries: z.array(SkillContextEntrySchema) });
export type SkillContext = z.infer<typeof SkillContextSchema>;

export interface RecordSkillLoadOptions {
  /** Most entries kept; the least recently loaded go first. Default 32. */
  max?: number;
}

function sameEntry(a: SkillContextEntry | undefined, b: SkillContextEntry): boolean {
  return a !== undefined && a.name === b.name && a.source === b.source && a.skillFile === b.skillFile;
}

/**
 * Records that the model loaded a skill. Returns a new context (the input is never mutated) with the
 * entry moved to the most recent position, deduplicated by name and bounded by `max` so a long run
 * cannot grow its durable state without limit. Recording the current most recent entry again
 * returns the same object, so callers can skip a write.
 */
export function recordSkillLoad(
  context: SkillContext,
  entry: SkillContextEntry,
  options: RecordSkillLoadOptions = {},
): SkillContext {
  const { max = DEFAULT_SKILL_CONTEXT_MAX_ENTRIES } = options;
  if (!Number.isInteger(max) || max < 1) {
    throw new SkillportError(
      'SKILL_CONTEXT_MAX_INVALID',
      `skill_context max must be a positive integer, got ${String(max)}; omit it for ${DEFAULT_SKILL_CONTEXT_MAX_ENTRIES}.`,
    );
  }
  const { entries } = context;
  if (entries.length <= max && sameEntry(entries.at(-1), entry)) return context;
  const kept = entries.filter((existing) => existing.name !== entry.name);
  return { entries: [...kept, { ...entry }].slice(-max) };
}

export type SkillContextDropReason = 'missing' | 'replaced' | 'disabled' | 'unauthorized';

export interface RevalidatedSkillContext {
  context: SkillContext;
  dropped: { name: string; reason: SkillContextDropReason }[];
}

function dropReason(
  entry: SkillContextEntry,
  registry: (name: string) => Skill | undefined,
  isAuthorized: (skill: Skill) => boolean,
): SkillContextDropReason | undefined {
  const skill = lookUp('registry', entry.name, () => registry(entry.name));
  if (skill === undefined) return 'missing';
  if (entry.skillFile !== undefined && entry.skillFile !== skill.skillFile) return 'replaced';
  if (!skill.enabled) return 'disabled';
  // Only a real `true` authorizes: a provider answering a non-boolean is treated as a denial.
  if (lookUp('authorization', entry.name, () => isAuthorized(skill)) !== true) return 'unauthorized';
  return undefined;
}

function lookUp<T>(stage: 'registry' | 'authorization', name: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw new SkillportError(
      'SKILL_CONTEXT_REVALIDATION_FAILED',
      `Could not re-check skill "${name}" in skill_context (${stage} failed); treat the run's loaded skills as unusable for this call and retry.`,
      { details: { name, stage }, cause: error },
    );
  }
}

/**
 * Re-checks every entry before its next use: entries whose skill is gone, now a different package,
 * disabled, or no longer authorized are dropped, which is also what makes a forged or stale entry
 * harmless. A registry or authorization failure throws `SKILL_CONTEXT_REVALIDATION_FAILED` instead
 * of dropping everything, so a transient outage does not erase the run's durable state; the caller
 * fails closed for that call. The input is never mutated; with nothing dropped it is returned as is.
 */
export function revalidateSkillContext(
  context: SkillContext,
  registry: (name: string) => Skill | undefined,
  isAuthorized: (skill: Skill) => boolean,
): RevalidatedSkillContext {
  const dropped: RevalidatedSkillContext['dropped'] = [];
  const entries = context.entries.filter((entry) => {
    const reason = dropReason(entry, registry, isAuthorized);
    if (reason !== undefined) dropped.push({ name: entry.name, reason });
    return reason === undefined;
  });
  return { context: dropped.length === 0 ? context : { entries }, dropped };
}
