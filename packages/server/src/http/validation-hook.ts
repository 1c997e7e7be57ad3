import { SkillportError } from '@skillport/core';
import type { ZodError } from 'zod';

/** Every schema failure becomes one 400 naming the first offending field (and listing all of them). */
export function validationHook(result: { success: boolean; target: string; error?: ZodError }): void {
  if (result.success || result.error === undefined) return;
  const issues = result.error.issues.slice(0, 20).map((issue) => ({
    path: [result.target, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = issues[0]!;
  throw new SkillportError('HTTP_REQUEST_INVALID', `Invalid request: ${first.path}: ${first.message}.`, {
    details: { issues },
  });
}
