import { z } from '@hono/zod-openapi';

/** Every error the gateway answers: a stable `code` (docs/error-codes.md), a message, optional details. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .openapi('Error');
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
