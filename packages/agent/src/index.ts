export { type ChatCompleterOptions, createChatCompleter } from './openai-compatible/create-chat-completer.js';
export {
  createSkillRuntime,
  LOCAL_PRINCIPAL,
  type OfferedTool,
  type PreparedCall,
  type SkillRuntime,
  type SkillRuntimeOptions,
  type ToolCallResult,
  type TurnStart,
} from './runtime/create-skill-runtime.js';
export { isInfrastructureFile } from './tools/is-infrastructure-file.js';
export { DEFAULT_MAX_SKILL_FILE_BYTES } from './tools/read-skill-file.js';
export {
  SKILL_TOOL_NAMES,
  type SkillToolName,
  TOOL_DESCRIPTIONS,
  TOOL_INPUT_SCHEMAS,
  toolJsonSchema,
} from './tools/tool-definitions.js';
export { FRAME_TAGS, neutralizeFrameTags, wrapUntrusted } from './tools/wrap-untrusted.js';
