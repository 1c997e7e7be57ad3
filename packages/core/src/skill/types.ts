import type { z } from 'zod';
import type {
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

/** Where a skill came from; decides precedence on a name collision (SPEC §2.1). */
export type SkillCategory = z.infer<typeof SkillCategorySchema>;

/** Gateway precedence, highest first. */
export const CATEGORY_PRECEDENCE: readonly SkillCategory[] = [
  'user',
  'custom',
  'integration',
  'public',
  'legacy',
];

export type SkillClassification = z.infer<typeof SkillClassificationSchema>;
export type RequiredSecret = z.infer<typeof RequiredSecretSchema>;
export type ReferenceRoute = z.infer<typeof ReferenceRouteSchema>;
export type SkillReferences = z.infer<typeof SkillReferencesSchema>;
export type SkillFrontmatter = z.infer<typeof SkillFrontmatterSchema>;
export type SkillRuntime = z.infer<typeof SkillRuntimeSchema>;
export type EnvDeclaration = z.infer<typeof EnvDeclarationSchema>;
export type InterfaceField = z.infer<typeof InterfaceFieldSchema>;
export type SkillConfig = z.infer<typeof SkillConfigSchema>;
export type Skill = z.infer<typeof SkillSchema>;
