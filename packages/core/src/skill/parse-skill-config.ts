import { parseDocument } from 'yaml';
import { z } from 'zod';
import { type Diagnostic, diagnostic } from '../diagnostics/index.js';
import { isInsideSkill } from '../package/is-inside-skill.js';
import { MAX_YAML_ALIAS_COUNT } from './parse-frontmatter-yaml.js';
import { parseReferences } from './parse-references.js';
import type { EnvDeclaration, InterfaceField, SkillConfig } from './types.js';

export { SKILL_CONFIG_FILE } from './file-names.js';
export const DEFAULT_TIMEOUT_MS = 30_000;
export const MAX_TIMEOUT_MS = 600_000;

const EnvName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a valid environment variable name');
const SECRET_LIKE = /KEY|SECRET|TOKEN|PASS|CREDENTIAL|DSN/i;

const InterfaceFieldSchema = z
  .object({
    type: z.enum(['string', 'number', 'integer', 'boolean', 'object', 'array']).default('string'),
    required: z.boolean().default(false),
    description: z.string().optional(),
    default: z.unknown().optional(),
  })
  .strict();

const SkillConfigSchema = z
  .object({
    runtime: z.enum(['python', 'node', 'bash']).optional(),
    entrypoint: z.string().trim().min(1).optional(),
    timeout: z.number().int().positive().max(MAX_TIMEOUT_MS).default(DEFAULT_TIMEOUT_MS),
    env: z
      .array(
        z
          .object({
            name: EnvName,
            required: z.boolean().default(false),
            description: z.string().optional(),
            default: z.union([z.string(), z.number(), z.boolean()]).optional(),
            secret: z.boolean().optional(),
          })
          .strict(),
      )
      .default([]),
    dependencies: z
      .object({
        system: z
          .array(z.object({ name: z.string().min(1), check: z.string().optional() }).strict())
          .default([]),
        python: z
          .object({ source: z.string().optional(), inline: z.array(z.string()).optional() })
          .strict()
          .optional(),
        node: z
          .object({ packages: z.array(z.string()).optional() })
          .strict()
          .optional(),
      })
      .strict()
      .default({ system: [] }),
    setup: z.object({ posix: z.string().optional(), windows: z.string().optional() }).strict().optional(),
    interface: z
      .object({
        input: z.record(z.string(), InterfaceFieldSchema).default({}),
        output: z.record(z.string(), InterfaceFieldSchema).default({}),
      })
      .strict()
      .optional(),
    sandbox: z
      .object({ network: z.boolean().default(false) })
      .strict()
      .default({ network: false }),
    references: z.unknown().optional(),
  })
  .strict();

export interface ParsedSkillConfig {
  config: SkillConfig | undefined;
  diagnostics: Diagnostic[];
}

/** Parses `skill.config.yaml`. Any problem → CONFIG_PARSE_ERROR and no config (broken for execution). */
export function parseSkillConfig(text: string, path: string): ParsedSkillConfig {
  const fail = (message: string, line?: number): ParsedSkillConfig => ({
    config: undefined,
    diagnostics: [
      diagnostic(
        'warning',
        'CONFIG_PARSE_ERROR',
        path,
        `${message}; the skill loads as a prompt skill only`,
        { line },
      ),
    ],
  });
  const doc = parseDocument(text, { version: '1.2', schema: 'core', uniqueKeys: true });
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    return fail(
      `skill.config.yaml is not valid YAML: ${first.message.split('\n')[0]}`,
      first.linePos?.[0].line,
    );
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT });
  } catch {
    return fail('skill.config.yaml uses too many aliases');
  }
  const parsed = SkillConfigSchema.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(`skill.config.yaml field "${issue.path.join('.') || '(root)'}": ${issue.message}`);
  }
  const raw = parsed.data;
  if (raw.entrypoint !== undefined && raw.runtime === undefined) {
    return fail('skill.config.yaml declares an entrypoint without a runtime');
  }
  // Files the platform will run or read for this skill must stay inside it, whichever field names them.
  const paths = {
    entrypoint: raw.entrypoint,
    'setup.posix': raw.setup?.posix,
    'setup.windows': raw.setup?.windows,
    'dependencies.python.source': raw.dependencies.python?.source,
  };
  for (const [field, path] of Object.entries(paths)) {
    if (path !== undefined && !isInsideSkill(path)) {
      return fail(`skill.config.yaml ${field} must be a path inside the skill`);
    }
  }
  const config: SkillConfig = {
    timeoutMs: raw.timeout,
    env: raw.env.map(
      (e): EnvDeclaration => ({
        name: e.name,
        required: e.required,
        secret: e.secret ?? SECRET_LIKE.test(e.name),
        ...(e.description === undefined ? {} : { description: e.description }),
        ...(e.default === undefined ? {} : { default: String(e.default) }),
      }),
    ),
    dependencies: {
      system: raw.dependencies.system.map((d) => (d.check === undefined ? { name: d.name } : d)),
      ...(raw.dependencies.python === undefined ? {} : { python: raw.dependencies.python }),
      ...(raw.dependencies.node === undefined ? {} : { node: raw.dependencies.node }),
    },
    sandbox: { network: raw.sandbox.network },
  };
  if (raw.runtime !== undefined) config.runtime = raw.runtime;
  if (raw.entrypoint !== undefined) config.entrypoint = raw.entrypoint;
  if (raw.setup !== undefined) config.setup = raw.setup;
  if (raw.interface !== undefined) {
    config.interface = {
      input: mapFields(raw.interface.input),
      output: mapFields(raw.interface.output),
    };
  }
  if (raw.references !== undefined) {
    const refs = parseReferences(raw.references);
    if (!refs.references) return fail(`skill.config.yaml field "references.${refs.error}"`);
    config.references = refs.references;
  }
  return { config, diagnostics: [] };
}

function mapFields(
  fields: Record<string, z.infer<typeof InterfaceFieldSchema>>,
): Record<string, InterfaceField> {
  const out: Record<string, InterfaceField> = {};
  for (const [key, f] of Object.entries(fields)) {
    out[key] = {
      type: f.type,
      required: f.required,
      ...(f.description === undefined ? {} : { description: f.description }),
      ...(f.default === undefined ? {} : { default: f.default }),
    };
  }
  return out;
}
