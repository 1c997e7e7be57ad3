import { randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { type ChatMessageRecord, createChatSession, createSkillRuntime } from '@skillport/agent';
import { isSkillportError, maskSecrets, SkillportError, stripInternalContextKeys } from '@skillport/core';
import { streamSSE } from 'hono/streaming';
import { agentNotFound } from '../../db/index.js';
import { auditActor, callerOf } from '../../http/caller-of.js';
import { defineRoute } from '../../http/define-route.js';
import { agentExecutionPolicy } from '../../skills/index.js';
import { configuredModels } from '../agents/configured-models.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json, jsonBody } from '../json-route.js';

const RunBodySchema = z
  .object({
    agent: z.string().min(1).max(64).optional(),
    model: z.string().min(1).max(200).optional(),
    messages: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(100_000) }).strict())
      .min(1)
      .max(200),
    context: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

const RunRecordSchema = z
  .object({
    id: z.string(),
    agent: z.string().nullable(),
    model: z.string(),
    status: z.enum(['running', 'done', 'error']),
    messages: z.array(z.unknown()),
    error: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .openapi('RunRecord');

const createRun = defineRoute({
  method: 'post',
  path: '/api/runs',
  access: { permission: 'runs.use' },
  maxBodyBytes: 1024 * 1024,
  summary:
    'Run the embedded agent; streams events message, tool_call, tool_result, error and a final done {runId} (text/event-stream)',
  request: { body: jsonBody(RunBodySchema) },
  responses: {
    200: { description: 'Server-sent events', content: { 'text/event-stream': { schema: z.string() } } },
    ...errors(400, 401, 403, 404, 413, 415),
  },
});

const getRun = defineRoute({
  method: 'get',
  path: '/api/runs/{id}',
  access: { permission: 'runs.use' },
  summary: 'The redacted record of one of your runs',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: { 200: json(z.object({ run: RunRecordSchema }), 'Run record'), ...errors(400, 401, 403, 404) },
});

export function registerRunRoutes(app: GatewayApp): void {
  app.openapi(createRun, async (c) => {
    const services = c.get('services');
    const caller = callerOf(c);
    const body = c.req.valid('json');
    const last = body.messages.at(-1);
    if (last?.role !== 'user') {
      throw new SkillportError('HTTP_REQUEST_INVALID', 'The last message of a run must be the user’s.', {
        details: { field: 'messages' },
      });
    }
    const agent = body.agent === undefined ? undefined : await services.stores.agents.find(body.agent);
    if (body.agent !== undefined && agent === undefined) throw agentNotFound(body.agent);

    // One authorizer and one principal for the whole run: model choice, Layer 1 and Layer 2.
    const authorizer = services.access.authorizer();
    const models = configuredModels(services.config);
    const usable = authorizer.filterModels(caller.principal, models);
    const wanted = body.model ?? agent?.model ?? models[0]?.name;
    const model = usable.find((m) => m.name === wanted) ?? usable[0];
    if (model === undefined) {
      throw new SkillportError(
        'MODEL_NOT_AVAILABLE',
        models.length === 0
          ? 'No model is configured: set SKILLPORT_LLM_BASE_URL and SKILLPORT_LLM_MODEL for the gateway.'
          : 'None of the configured models may be used by you (model:use); ask an admin.',
      );
    }
    // Request-scoped secrets: client-forged internal keys are dropped; values stay in this request only.
    const secrets = (stripInternalContextKeys(body.context ?? {}).secrets ?? {}) as Record<string, string>;
    const secretValues = Object.values(secrets);
    const runtime = createSkillRuntime({
      registry: { get: () => services.skills.viewFor(caller.user.id) },
      authorizer,
      principal: caller.principal,
      ...(agent?.skills ? { allowlist: agent.skills } : {}),
      ...(agent?.tools ? { tools: agent.tools } : {}),
      ...(secretValues.length > 0 ? { secrets } : {}),
      execution: agentExecutionPolicy({
        services,
        userId: caller.user.id,
        actor: () => auditActor(c),
        via: 'run',
      }),
      promptMode: 'index',
    });
    const history: ChatMessageRecord[] = body.messages
      .slice(0, -1)
      .map((m) => ({ role: m.role, content: m.content }));
    const runId = randomUUID();
    await services.stores.runs.create({
      id: runId,
      userId: caller.user.id,
      agent: agent?.name ?? null,
      model: model.name,
    });
    await services.audit.record({
      ...auditActor(c),
      action: 'run.start',
      target: runId,
      outcome: 'ok',
      details: { agent: agent?.name ?? null, model: model.name },
    });
    const redact = (text: string) => maskSecrets(text, secretValues);

    return streamSSE(c, async (stream) => {
      const send = (event: string, data: unknown) =>
        void stream.writeSSE({ event, data: redact(JSON.stringify(data)) }).catch(() => {});
      const chat = createChatSession({
        runtime,
        baseUrl: model.baseUrl,
        model: model.name,
        ...(model.apiKey ? { apiKey: model.apiKey } : {}),
        ...(agent?.instructions ? { instructions: agent.instructions } : {}),
        history,
        onEvent: (event) => {
          if (event.type === 'message') send('message', { role: 'assistant', content: event.content });
          else if (event.type === 'tool_call')
            send('tool_call', { id: event.id, name: event.name, arguments: event.arguments });
          else send('tool_result', { id: event.id, name: event.name, ok: event.ok, content: event.content });
        },
      });
      let status: 'done' | 'error' = 'done';
      let error: string | null = null;
      try {
        await chat.send(last.content);
      } catch (failure) {
        status = 'error';
        const code = isSkillportError(failure) ? failure.code : 'HTTP_INTERNAL';
        const message = isSkillportError(failure)
          ? failure.message
          : 'The run failed; the gateway log has the cause.';
        if (!isSkillportError(failure)) c.get('log')?.().error({ err: failure, runId }, 'run failed');
        error = redact(`${code}: ${message}`);
        send('error', { code, message });
      }
      const messages = JSON.parse(redact(JSON.stringify(chat.transcript()))) as unknown[];
      await services.stores.runs.finish(runId, { status, messages, error });
      await stream.writeSSE({ event: 'done', data: JSON.stringify({ runId }) });
    });
  });

  app.openapi(getRun, async (c) => {
    const caller = callerOf(c);
    const { id } = c.req.valid('param');
    const run = await c.get('services').stores.runs.findForUser(id, caller.user.id);
    if (!run) throw new SkillportError('RUN_NOT_FOUND', `You have no run ${id}.`, { details: { id } });
    const { userId: _owner, ...rest } = run;
    return c.json({ run: rest }, 200);
  });
}
