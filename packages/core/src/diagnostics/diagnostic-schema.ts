import { z } from 'zod';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from './diagnostic.js';

// Apart from the codes and the builder: discovery builds diagnostics on every run, and a run that reads
// only its cache never needs zod.
export const DiagnosticCodeSchema = z.enum(
  Object.keys(DIAGNOSTIC_CODES) as [DiagnosticCode, ...DiagnosticCode[]],
);

export const DiagnosticLevelSchema = z.enum(['error', 'warning', 'info']);
export type DiagnosticLevel = z.infer<typeof DiagnosticLevelSchema>;

export const DiagnosticSchema = z.object({
  level: DiagnosticLevelSchema,
  code: DiagnosticCodeSchema,
  skill: z.string().optional(),
  path: z.string(),
  line: z.number().int().positive().optional(),
  message: z.string(),
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type Diagnostic = z.infer<typeof DiagnosticSchema>;
