import { z } from 'zod';

/**
 * The skill model as it crosses process and network edges (the gateway serialises exactly these, the
 * CLI prints them with `--json`). The types in `types.ts` are inferred from these schemas, so the two
 * cannot drift. Discovery builds values of these types directly and never parses with the schemas on
 * its hot path; callers that receive skills from elsewhere validate with them.
 */
export const SkillCategorySchema = z.enum(['user', 'custom', 'integration', 'public', 'legacy']);

export const SkillClassificationSchema = z.enum(['prompt', 'compute-entry', 'compute-toolkit']);

export const RequiredSecretSchema = z.object({ name: z.string(), optional: z.boolean() });

export const ReferenceRouteSchema = z.object({
  match: z.array(z.string()),
  requiredRefs: z.array(z.string()),
});

export const SkillReferencesSchema = z.object({
  required: z.array(z.string()),
  optional: z.array(z.string()),
  routes: z.array(ReferenceRouteSchema),
});

/** The recognised frontmatter fields, normalised. Unknown keys live in `extra`. */
export const SkillFrontmatterSchema = z.object({
  name: z.string(),
  description: z.string(),
  license: z.string().optional(),
  compatibility: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  /** `undefined` = nothing declared (no restriction); `[]` = "no tools". */
  allowedTools: z.array(z.string()).optional(),
  requiredSecrets: z.array(RequiredSecretSchema),
  /** Default true; any non-boolean value reads as false (fail closed). */
  secretsAutonomous: z.boolean(),
  disableModelInvocation: z.boolean(),
  userInvocable: z.boolean(),
  version: z.string().optional(),
  author: z.string().optional(),
  /** From `metadata.references` (prompt skills). `skill.config.yaml` wins when both exist. */
  references: SkillReferencesSchema.optional(),
  extra: z.record(z.string(), z.unknown()),
});

export const SkillRuntimeSchema = z.enum(['python', 'node', 'bash']);

export const EnvDeclarationSchema = z.object({
  name: z.string(),
  required: z.boolean(),
  description: z.string().optional(),
  default: z.string().optional(),
  secret: z.boolean(),
});

export const InterfaceFieldSchema = z.object({
  type: z.string(),
  required: z.boolean(),
  description: z.string().optional(),
  default: z.unknown().optional(),
});

export const SkillConfigSchema = z.object({
  runtime: SkillRuntimeSchema.optional(),
  entrypoint: z.string().optional(),
  timeoutMs: z.number().int().positive(),
  env: z.array(EnvDeclarationSchema),
  dependencies: z.object({
    system: z.array(z.object({ name: z.string(), check: z.string().optional() })),
    python: z.object({ source: z.string().optional(), inline: z.array(z.string()).optional() }).optional(),
    node: z.object({ packages: z.array(z.string()).optional() }).optional(),
  }),
  setup: z.object({ posix: z.string().optional(), windows: z.string().optional() }).optional(),
  interface: z
    .object({
      input: z.record(z.string(), InterfaceFieldSchema),
      output: z.record(z.string(), InterfaceFieldSchema),
    })
    .optional(),
  sandbox: z.object({ network: z.boolean() }),
  references: SkillReferencesSchema.optional(),
});

/** One loaded skill: metadata only. The body is read on demand (`readSkillBody`). */
export const SkillSchema = z.object({
  /** The name skills are addressed by: the frontmatter name, as `<plugin>:<name>` inside a plugin bundle. */
  name: z.string(),
  /** The plugin bundle's namespace, when the skill is part of one. */
  plugin: z.string().optional(),
  description: z.string(),
  category: SkillCategorySchema,
  /** Absolute directory of the package. */
  dir: z.string(),
  /** Absolute path of SKILL.md. */
  skillFile: z.string(),
  /** Real path of the package directory (symlinks resolved), used for dedupe. */
  realDir: z.string(),
  classification: SkillClassificationSchema,
  enabled: z.boolean(),
  /** `disable-model-invocation: true`: left out of the model's index, still loadable explicitly. */
  hidden: z.boolean(),
  userInvocable: z.boolean(),
  frontmatter: SkillFrontmatterSchema,
  config: SkillConfigSchema.optional(),
  /** `skill.config.yaml` existed but could not be parsed: loads as a prompt skill, broken for execution. */
  configBroken: z.boolean(),
  /** Effective references: config wins over `metadata.references`. */
  references: SkillReferencesSchema,
  /** Byte offset of the body inside SKILL.md (after the closing `---` line). */
  bodyOffset: z.number().int().nonnegative(),
  /** mtime (ms) and size of SKILL.md when read; used for incremental refresh. */
  fingerprint: z.object({ mtimeMs: z.number(), size: z.number().int().nonnegative() }),
});
