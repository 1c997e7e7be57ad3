export {
  type ActivationSource,
  type ActiveSkillRef,
  type ComputeToolPolicyInput,
  computeToolPolicy,
  DISCOVERY_TOOL_NAMES,
  type ToolPolicy,
} from './compute-tool-policy.js';
export {
  parseSlashCommand,
  RESERVED_SLASH_COMMANDS,
  type SlashCommand,
  type SlashInvalidReason,
} from './parse-slash-command.js';
export {
  type ResolveActivationOptions,
  resolveActivation,
  type SlashActivation,
} from './resolve-activation.js';
export {
  DEFAULT_SKILL_CONTEXT_MAX_ENTRIES,
  type RecordSkillLoadOptions,
  type RevalidatedSkillContext,
  recordSkillLoad,
  revalidateSkillContext,
  type SkillContext,
  type SkillContextDropReason,
  type SkillContextEntry,
  SkillContextEntrySchema,
  SkillContextSchema,
} from './skill-context.js';
