export { EMPTY_REFERENCES } from './empty-references.js';
export {
  buildSkill,
  type ConfigSource,
  classify,
  type LoadSkillPackageOptions,
  type LoadSkillPackageResult,
  loadSkillPackage,
  MAX_BODY_BYTES,
  MAX_READ_BODY_BYTES,
  readError,
  readSkillBody,
  readSkillPrefixSync,
  SKILL_FILE,
  type SkillFilePrefix,
  type SkillSource,
} from './load-skill-package.js';
export { normalizeFrontmatter, RECOGNISED_FIELDS } from './normalize-frontmatter.js';
export { MAX_YAML_ALIAS_COUNT, parseFrontmatterYaml } from './parse-frontmatter-yaml.js';
export { parseReferences } from './parse-references.js';
export {
  DEFAULT_TIMEOUT_MS,
  MAX_TIMEOUT_MS,
  type ParsedSkillConfig,
  parseSkillConfig,
  SKILL_CONFIG_FILE,
} from './parse-skill-config.js';
export { type ParsedSkillMd, type ParseSkillMdOptions, parseSkillMd } from './parse-skill-md.js';
export {
  isCanonicalSkillName,
  MAX_COMPATIBILITY_CHARS,
  MAX_DESCRIPTION_CHARS,
  MAX_SKILL_NAME_CHARS,
  SECRET_NAME_PATTERN,
  SKILL_NAME_PATTERN,
} from './skill-name.js';
export {
  EnvDeclarationSchema,
  InterfaceFieldSchema,
  ReferenceRouteSchema,
  RequiredSecretSchema,
  SkillCategorySchema,
  SkillClassificationSchema,
  SkillConfigSchema,
  SkillFrontmatterSchema,
  SkillReferencesSchema,
  SkillRuntimeSchema,
  SkillSchema,
} from './skill-schema.js';
export { MAX_FRONTMATTER_BYTES, splitFrontmatter } from './split-frontmatter.js';
export type * from './types.js';
export { CATEGORY_PRECEDENCE } from './types.js';
