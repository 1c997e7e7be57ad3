import { z } from '@hono/zod-openapi';
import {
  DiagnosticSchema,
  type Skill,
  SkillCategorySchema,
  SkillClassificationSchema,
  SkillReferencesSchema,
} from '@skillport/core';

/** A skill as listed: what a person or client needs to pick one, no server paths. */
export const SkillSummarySchema = z
  .object({
    name: z.string(),
    description: z.string(),
    category: SkillCategorySchema,
    classification: SkillClassificationSchema,
    enabled: z.boolean(),
    hidden: z.boolean(),
    userInvocable: z.boolean(),
    plugin: z.string().optional(),
    version: z.string().optional(),
  })
  .openapi('SkillSummary');
export type SkillSummary = z.infer<typeof SkillSummarySchema>;

export const SkillDetailSchema = SkillSummarySchema.extend({
  license: z.string().optional(),
  compatibility: z.string().optional(),
  author: z.string().optional(),
  allowedTools: z.array(z.string()).optional(),
  requiredSecrets: z.array(z.object({ name: z.string(), optional: z.boolean() })),
  references: SkillReferencesSchema,
  runtime: z.string().optional(),
  configBroken: z.boolean(),
  files: z.array(z.string()),
  filesTruncated: z.boolean(),
}).openapi('SkillDetail');

export const DiagnosticsSchema = z.array(DiagnosticSchema);

export function toSkillSummary(skill: Skill): SkillSummary {
  return {
    name: skill.name,
    description: skill.description,
    category: skill.category,
    classification: skill.classification,
    enabled: skill.enabled,
    hidden: skill.hidden,
    userInvocable: skill.userInvocable,
    ...(skill.plugin === undefined ? {} : { plugin: skill.plugin }),
    ...(skill.frontmatter.version === undefined ? {} : { version: skill.frontmatter.version }),
  };
}
