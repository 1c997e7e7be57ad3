import { z } from '@hono/zod-openapi';
import { SKILL_TOOL_NAMES } from '@skillport/agent';
import { SKILL_NAME_PATTERN } from '@skillport/core';

export const AgentNameSchema = z.string().regex(SKILL_NAME_PATTERN).max(64);

export const AgentBodySchema = z
  .object({
    model: z.string().min(1).max(200).nullable().default(null),
    instructions: z.string().max(32_000).default(''),
    skills: z.array(z.string().min(1).max(200)).max(1_000).nullable().default(null),
    tools: z.array(z.enum(SKILL_TOOL_NAMES)).nullable().default(null),
  })
  .strict();

export const CreateAgentBodySchema = AgentBodySchema.extend({ name: AgentNameSchema }).strict();

export const AgentSchema = z
  .object({
    name: z.string(),
    model: z.string().nullable(),
    instructions: z.string(),
    skills: z.array(z.string()).nullable(),
    tools: z.array(z.string()).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AgentProfile');

export const ModelSchema = z.object({ name: z.string(), default: z.boolean() }).openapi('Model');
