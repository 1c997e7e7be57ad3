import { z } from 'zod';
import { isInsideSkill } from '../package/is-inside-skill.js';
import type { SkillReferences } from './types.js';

const RelativePath = z
  .string()
  .trim()
  .min(1)
  .refine(isInsideSkill, 'must be a path inside the skill (relative, no "..")');
const ReferencesSchema = z
  .object({
    required: z.array(RelativePath).default([]),
    optional: z.array(RelativePath).default([]),
    routes: z
      .array(
        z.object({
          match: z.union([z.string().min(1), z.array(z.string().min(1))]),
          required_refs: z.array(RelativePath).default([]),
        }),
      )
      .default([]),
  })
  .strict();

/** Parses the `references` block shared by `skill.config.yaml` and `metadata.references`. */
export function parseReferences(value: unknown): { references?: SkillReferences; error?: string } {
  const parsed = ReferencesSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}` };
  }
  return {
    references: {
      required: parsed.data.required,
      optional: parsed.data.optional,
      routes: parsed.data.routes.map((r) => ({
        match: typeof r.match === 'string' ? [r.match] : r.match,
        requiredRefs: r.required_refs,
      })),
    },
  };
}
