import type { Skill } from '../skill/types.js';

/** Framework tools that stay callable under any skill policy, so the model can always find its way. */
export const DISCOVERY_TOOL_NAMES: readonly string[] = [
  'describe_skill',
  'read_skill',
  'read_skill_file',
  'tool_search',
];

export type ActivationSource = 'slash' | 'autonomous';

export interface ActiveSkillRef {
  name: string;
  source: ActivationSource;
}

export interface ComputeToolPolicyInput {
  activeSkills: readonly ActiveSkillRef[];
  /** Live lookup; `undefined` = no such skill. Throwing means the registry is unavailable. */
  registry: (name: string) => Skill | undefined;
  /** Replaces `DISCOVERY_TOOL_NAMES` as the always-allowed set. */
  discoveryTools?: readonly string[];
}

export type ToolPolicy = { restricted: false } | { restricted: true; allowed: string[]; reason: string };

function sortedUnique(names: Iterable<string>): string[] {
  return [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The one decision on which tools `allowed-tools` leaves the model (SPEC §3.4):
 * - slash-activated skills dominate: when any exists, autonomously loaded skills are ignored, so a
 *   skill the model reads later cannot widen what the user explicitly chose;
 * - each reference is re-resolved in the live registry; a missing or disabled skill is stale and
 *   skipped, but if every reference is stale, or the registry throws, the policy fails closed to the
 *   discovery tools, since a policy we cannot compute must not become "no policy";
 * - no valid skill declares `allowed-tools` → unrestricted; otherwise the union of the declared
 *   lists plus the discovery tools (a skill declaring nothing contributes nothing).
 */
export function computeToolPolicy(input: ComputeToolPolicyInput): ToolPolicy {
  const { activeSkills, registry, discoveryTools = DISCOVERY_TOOL_NAMES } = input;
  if (activeSkills.length === 0) return { restricted: false };
  const closed = (reason: string): ToolPolicy => ({
    restricted: true,
    allowed: sortedUnique(discoveryTools),
    reason,
  });

  const slash = activeSkills.filter((ref) => ref.source === 'slash');
  const considered = slash.length > 0 ? slash : activeSkills;
  const source: ActivationSource = slash.length > 0 ? 'slash' : 'autonomous';

  const valid: Skill[] = [];
  for (const ref of considered) {
    let skill: Skill | undefined;
    try {
      skill = registry(ref.name);
    } catch {
      // The error text stays out of the reason: registry errors can carry connection strings.
      return closed('skill registry unavailable');
    }
    if (skill?.enabled === true) valid.push(skill);
  }
  if (valid.length === 0) {
    const names = sortedUnique(considered.map((ref) => ref.name)).join(', ');
    return closed(`no active ${source} skill is still valid (${names})`);
  }

  const declaring = valid.filter((skill) => skill.frontmatter.allowedTools !== undefined);
  if (declaring.length === 0) return { restricted: false };
  const allowed = sortedUnique([
    ...declaring.flatMap((skill) => skill.frontmatter.allowedTools ?? []),
    ...discoveryTools,
  ]);
  const names = sortedUnique(declaring.map((skill) => skill.name)).join(', ');
  return { restricted: true, allowed, reason: `allowed-tools of ${source} skills: ${names}` };
}
