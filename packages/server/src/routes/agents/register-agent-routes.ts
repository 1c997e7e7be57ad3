import { z } from '@hono/zod-openapi';
import type { Skill } from '@skillport/core';
import { type AgentProfileInput, agentNotFound } from '../../db/index.js';
import { auditActor, callerOf } from '../../http/caller-of.js';
import { defineRoute } from '../../http/define-route.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json, jsonBody } from '../json-route.js';
import {
  AgentBodySchema,
  AgentNameSchema,
  AgentSchema,
  CreateAgentBodySchema,
  ModelSchema,
} from './agent-schemas.js';
import { configuredModels } from './configured-models.js';

const Saved = z.object({ agent: AgentSchema, warnings: z.array(z.string()) });
const NameParam = z.object({ name: AgentNameSchema });

const routes = {
  list: defineRoute({
    method: 'get',
    path: '/api/agents',
    access: { permission: 'agents.read' },
    summary: 'Agent profiles',
    responses: {
      200: json(z.object({ agents: z.array(AgentSchema) }), 'Agent profiles'),
      ...errors(401, 403),
    },
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/agents',
    access: { permission: 'agents.manage' },
    summary: 'Create an agent profile (model, instructions, skill allowlist, tools)',
    request: { body: jsonBody(CreateAgentBodySchema) },
    responses: { 201: json(Saved, 'Created, with warnings'), ...errors(400, 401, 403, 409, 413, 415) },
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/agents/{name}',
    access: { permission: 'agents.read' },
    summary: 'One agent profile',
    request: { params: NameParam },
    responses: {
      200: json(z.object({ agent: AgentSchema }), 'Agent profile'),
      ...errors(400, 401, 403, 404),
    },
  }),
  replace: defineRoute({
    method: 'put',
    path: '/api/agents/{name}',
    access: { permission: 'agents.manage' },
    summary: 'Replace an agent profile',
    request: { params: NameParam, body: jsonBody(AgentBodySchema) },
    responses: { 200: json(Saved, 'Saved, with warnings'), ...errors(400, 401, 403, 404, 413, 415) },
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/agents/{name}',
    access: { permission: 'agents.manage' },
    summary: 'Delete an agent profile',
    request: { params: NameParam },
    responses: { 200: json(z.object({ deleted: z.string() }), 'Deleted'), ...errors(400, 401, 403, 404) },
  }),
  models: defineRoute({
    method: 'get',
    path: '/api/models',
    access: { permission: 'runs.use' },
    summary: 'The models the caller may use (model:use)',
    responses: { 200: json(z.object({ models: z.array(ModelSchema) }), 'Models'), ...errors(401, 403) },
  }),
};

/**
 * Saving never fails on these: a profile may be prepared before its tools are granted. It says so,
 * because a compute skill without its tool can be read but never run.
 */
function profileWarnings(profile: AgentProfileInput, skills: readonly Skill[]): string[] {
  if (profile.tools === null) return [];
  const tools = profile.tools;
  const warnings: string[] = [];
  for (const name of profile.skills ?? []) {
    const skill = skills.find((s) => s.name === name);
    if (skill === undefined) warnings.push(`skill "${name}" is not installed (or not visible to you)`);
    else if (skill.classification === 'compute-entry' && !tools.includes('execute_skill')) {
      warnings.push(`skill "${name}" is a compute-entry skill but the agent has no execute_skill tool`);
    } else if (skill.classification === 'compute-toolkit' && !tools.includes('bash')) {
      warnings.push(`skill "${name}" is a compute-toolkit skill but the agent has no bash tool`);
    }
  }
  return warnings;
}

export function registerAgentRoutes(app: GatewayApp): void {
  app.openapi(routes.list, async (c) =>
    c.json({ agents: await c.get('services').stores.agents.list() }, 200),
  );

  app.openapi(routes.get, async (c) => {
    const { name } = c.req.valid('param');
    const agent = await c.get('services').stores.agents.find(name);
    if (!agent) throw agentNotFound(name);
    return c.json({ agent }, 200);
  });

  app.openapi(routes.create, async (c) => {
    const { stores, audit, skills } = c.get('services');
    const caller = callerOf(c);
    const input = c.req.valid('json');
    const agent = await stores.agents.create(input, caller.user.id);
    await audit.record({
      ...auditActor(c),
      action: 'agent.create',
      target: agent.name,
      outcome: 'ok',
      details: {},
    });
    const view = await skills.viewFor(caller.user.id);
    return c.json({ agent, warnings: profileWarnings(input, view.skills) }, 201);
  });

  app.openapi(routes.replace, async (c) => {
    const { stores, audit, skills } = c.get('services');
    const caller = callerOf(c);
    const { name } = c.req.valid('param');
    const input = { ...c.req.valid('json'), name };
    const agent = await stores.agents.replace(input);
    await audit.record({
      ...auditActor(c),
      action: 'agent.update',
      target: name,
      outcome: 'ok',
      details: {},
    });
    const view = await skills.viewFor(caller.user.id);
    return c.json({ agent, warnings: profileWarnings(input, view.skills) }, 200);
  });

  app.openapi(routes.remove, async (c) => {
    const { stores, audit } = c.get('services');
    const { name } = c.req.valid('param');
    if (!(await stores.agents.delete(name))) throw agentNotFound(name);
    await audit.record({
      ...auditActor(c),
      action: 'agent.delete',
      target: name,
      outcome: 'ok',
      details: {},
    });
    return c.json({ deleted: name }, 200);
  });

  app.openapi(routes.models, async (c) => {
    const caller = callerOf(c);
    const models = configuredModels(c.get('services').config);
    const usable = c.get('services').access.authorizer().filterModels(caller.principal, models);
    return c.json(
      { models: usable.map((m) => ({ name: m.name, default: m.name === models[0]?.name })) },
      200,
    );
  });
}
