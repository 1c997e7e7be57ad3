import { z } from 'zod';

export const SKILL_TOOL_NAMES = [
  'describe_skill',
  'read_skill',
  'read_skill_file',
  'tool_search',
  'execute_skill',
  'review_skill',
  'bash',
] as const;
export type SkillToolName = (typeof SKILL_TOOL_NAMES)[number];

const SkillName = z.string().min(1).max(200).describe('Skill name as listed in the skill index');

export const DescribeSkillInputSchema = z
  .object({
    query: z
      .string()
      .min(1)
      .max(1000)
      .describe('A skill name, "select:a,b" for exact names, "+part words" to match names, or search words'),
  })
  .strict();

export const ReadSkillInputSchema = z
  .object({
    name: SkillName,
    task: z
      .string()
      .max(4000)
      .optional()
      .describe('What you are about to do; inlines the matching documents'),
  })
  .strict();

export const ReadSkillFileInputSchema = z
  .object({
    name: SkillName,
    path: z.string().min(1).max(1000).describe('Path relative to the skill folder, e.g. references/guide.md'),
  })
  .strict();

/** Most tools one `tool_search` answer lists. */
export const MAX_TOOL_SEARCH_RESULTS = 20;
export const DEFAULT_TOOL_SEARCH_RESULTS = 5;

export const ToolSearchInputSchema = z
  .object({
    query: z
      .string()
      .min(1)
      .max(1000)
      .describe('Words describing what you want to do, or "select:a,b" for tools by exact name'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_TOOL_SEARCH_RESULTS)
      .optional()
      .describe(`How many tools to return at most (default ${DEFAULT_TOOL_SEARCH_RESULTS})`),
  })
  .strict();

export const ExecuteSkillInputSchema = z
  .object({
    name: SkillName,
    input: z.record(z.string(), z.unknown()).describe("Input object matching the skill's declared input"),
  })
  .strict();

export const ReviewSkillInputSchema = z
  .object({
    name: SkillName.optional(),
    path: z.string().min(1).max(4096).optional().describe('A skill folder or .skill archive on disk'),
  })
  .strict()
  .refine((value) => (value.name === undefined) !== (value.path === undefined), {
    message: 'pass exactly one of name or path',
  });

export const BashInputSchema = z
  .object({
    command: z.string().min(1).max(16_000).describe('Shell command to run in the sandbox'),
    cwd: z
      .string()
      .max(4096)
      .optional()
      .describe('Working directory: a skill folder (default: a private work dir)'),
  })
  .strict();

export const TOOL_INPUT_SCHEMAS = {
  describe_skill: DescribeSkillInputSchema,
  read_skill: ReadSkillInputSchema,
  read_skill_file: ReadSkillFileInputSchema,
  tool_search: ToolSearchInputSchema,
  execute_skill: ExecuteSkillInputSchema,
  review_skill: ReviewSkillInputSchema,
  bash: BashInputSchema,
} as const satisfies Record<SkillToolName, z.ZodType>;

export const TOOL_DESCRIPTIONS: Record<SkillToolName, string> = {
  describe_skill:
    'Search the skill catalog. Returns name, description, classification and location of matching skills (at most 5 unless "select:").',
  read_skill:
    'Load a skill: returns its instructions, the references to read, and its files. Call it before following a skill.',
  read_skill_file:
    'Read one file of a skill (a reference, template or script), by path relative to the skill folder.',
  tool_search:
    'Find the tools you can use for a task: returns matching tools with their descriptions and input schemas (JSON).',
  execute_skill: 'Run a compute skill with a JSON input and get its JSON output.',
  review_skill:
    'Review a skill package (structure, references, SkillScan findings) without loading or running it. Returns a compact JSON report.',
  bash: 'Run a shell command in a sandbox (for toolkit skills: run scripts from a skill folder).',
};

export type ToolJsonSchema = Record<string, unknown>;

const jsonSchemas = new Map<SkillToolName, ToolJsonSchema>();

/** JSON Schema of a tool's input, as offered to models and MCP clients (computed once per tool). */
export function toolJsonSchema(name: SkillToolName): ToolJsonSchema {
  const known = jsonSchemas.get(name);
  if (known) return structuredClone(known);
  const schema = z.toJSONSchema(TOOL_INPUT_SCHEMAS[name], {
    io: 'input',
    target: 'draft-7',
  }) as ToolJsonSchema;
  const { $schema: _ignored, ...rest } = schema;
  jsonSchemas.set(name, rest);
  return structuredClone(rest);
}
