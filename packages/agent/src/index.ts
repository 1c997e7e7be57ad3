export { type AiSdkTools, type AiSdkToolsOptions, createAiSdkTools } from './ai-sdk/create-ai-sdk-tools.js';
export {
  type ChatEvent,
  type ChatMessageRecord,
  type ChatSession,
  type ChatSessionOptions,
  type ChatTurn,
  createChatSession,
  DEFAULT_MAX_TOOL_STEPS,
} from './chat/create-chat-session.js';
export {
  type CacheScope,
  createSkillsMcpServer,
  DEFAULT_SKILLS_PAGE_SIZE,
  DEFAULT_SKILLS_TTL_MS,
  SKILLS_EXTENSION,
  type SkillsMcpServer,
  type SkillsMcpServerOptions,
} from './mcp/create-skills-mcp-server.js';
export {
  DEFAULT_MCP_POLL_MS,
  type ServeSkillsStdioOptions,
  serveSkillsOverStdio,
} from './mcp/serve-skills-stdio.js';
export type {
  SkillEntry as McpSkillEntry,
  SkillResourceRef as McpSkillResourceRef,
} from './mcp/skill-catalog.js';
export { skillFileUri, skillRootUri } from './mcp/skill-uri.js';
export { type ChatCompleterOptions, createChatCompleter } from './openai-compatible/create-chat-completer.js';
export {
  type CommandAuditEvent,
  createSkillRuntime,
  type ExecutionPolicy,
  type HostTool,
  LOCAL_PRINCIPAL,
  type OfferedTool,
  type PreparedCall,
  type RuntimeAccess,
  type SkillRuntime,
  type SkillRuntimeOptions,
  type SkillSource,
  type ToolCallResult,
  type TurnStart,
} from './runtime/create-skill-runtime.js';
export { isInfrastructureFile } from './tools/is-infrastructure-file.js';
export { DEFAULT_MAX_SKILL_FILE_BYTES } from './tools/read-skill-file.js';
export { type SearchableTool, searchTools } from './tools/search-tools.js';
export {
  DEFAULT_TOOL_SEARCH_RESULTS,
  MAX_TOOL_SEARCH_RESULTS,
  SKILL_TOOL_NAMES,
  type SkillToolName,
  TOOL_DESCRIPTIONS,
  TOOL_INPUT_SCHEMAS,
  toolJsonSchema,
} from './tools/tool-definitions.js';
export { FRAME_TAGS, neutralizeFrameTags, wrapUntrusted } from './tools/wrap-untrusted.js';
