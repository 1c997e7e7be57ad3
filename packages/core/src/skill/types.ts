import type { Diagnostic } from '../diagnostics/index.js';

/** Where a skill came from; decides precedence on a name collision (SPEC §2.1). */
export type SkillCategory = 'user' | 'custom' | 'integration' | 'public' | 'legacy';

/** Gateway precedence, highest first. */
export const CATEGORY_PRECEDENCE: readonly SkillCategory[] = [
  'user',
  'custom',
  'integration',
  'public',
  'legacy',
];

export type SkillClassification = 'prompt' | 'compute-entry' | 'compute-toolkit';

export interface RequiredSecret {
  name: string;
  optional: boolean;
}

export interface ReferenceRoute {
  match: string[];
  requiredRefs: string[];
}

export interface SkillReferences {
  required: string[];
  optional: string[];
  routes: ReferenceRoute[];
}

/** The recognised frontmatter fields, normalised. Unknown keys live in `extra`. */
export interface SkillFrontmatter {
  name: string;
  description: string;
  license?: string;
  compatibility?: string;
  metadata?: Record<string, unknown>;
  /** `undefined` = nothing declared (no restriction); `[]` = "no tools". */
  allowedTools?: string[];
  requiredSecrets: RequiredSecret[];
  /** Default true; any non-boolean value reads as false (fail closed). */
  secretsAutonomous: boolean;
  disableModelInvocation: boolean;
  userInvocable: boolean;
  version?: string;
  author?: string;
  /** From `metadata.references` (prompt skills). `skill.config.yaml` wins when both exist. */
  references?: SkillReferences;
  extra: Record<string, unknown>;
}

export type SkillRuntime = 'python' | 'node' | 'bash';

export interface EnvDeclaration {
  name: string;
  required: boolean;
  description?: string;
  default?: string;
  secret: boolean;
}

export interface InterfaceField {
  type: string;
  required: boolean;
  description?: string;
  default?: unknown;
}

export interface SkillConfig {
  runtime?: SkillRuntime;
  entrypoint?: string;
  timeoutMs: number;
  env: EnvDeclaration[];
  dependencies: {
    system: { name: string; check?: string }[];
    python?: { source?: string; inline?: string[] };
    node?: { packages?: string[] };
  };
  setup?: { posix?: string; windows?: string };
  interface?: { input: Record<string, InterfaceField>; output: Record<string, InterfaceField> };
  sandbox: { network: boolean };
  references?: SkillReferences;
}

/** One loaded skill: metadata only. The body is read on demand (`readSkillBody`). */
export interface Skill {
  /** The name skills are addressed by: the frontmatter name, as `<plugin>:<name>` inside a plugin bundle. */
  name: string;
  /** The plugin bundle's namespace, when the skill is part of one. */
  plugin?: string;
  description: string;
  category: SkillCategory;
  /** Absolute directory of the package. */
  dir: string;
  /** Absolute path of SKILL.md. */
  skillFile: string;
  /** Real path of the package directory (symlinks resolved), used for dedupe. */
  realDir: string;
  classification: SkillClassification;
  enabled: boolean;
  /** `disable-model-invocation: true`: left out of the model's index, still loadable explicitly. */
  hidden: boolean;
  userInvocable: boolean;
  frontmatter: SkillFrontmatter;
  config?: SkillConfig;
  /** `skill.config.yaml` existed but could not be parsed: loads as a prompt skill, broken for execution. */
  configBroken: boolean;
  /** Effective references: config wins over `metadata.references`. */
  references: SkillReferences;
  /** Byte offset of the body inside SKILL.md (after the closing `---` line). */
  bodyOffset: number;
  /** mtime (ms) and size of SKILL.md when read; used for incremental refresh. */
  fingerprint: { mtimeMs: number; size: number };
}

export interface LoadResult<T> {
  value: T | undefined;
  diagnostics: Diagnostic[];
}
