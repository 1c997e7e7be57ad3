import { randomUUID } from 'node:crypto';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createSkillsMcpServer, type SkillsMcpServer } from '@skillport/agent';
import type { Principal } from '@skillport/core';
import type { Context } from 'hono';
import { auditActor, callerOf } from '../../http/caller-of.js';
import { defineRoute } from '../../http/define-route.js';
import type { GatewayEnv } from '../../http/gateway-env.js';
import { agentExecutionPolicy } from '../../skills/index.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors } from '../json-route.js';

/** Sessions kept at most; the least recently used goes first when a new one would exceed it. */
export const MAX_MCP_SESSIONS = 1_000;
/** A session unused this long is closed. */
export const MCP_SESSION_IDLE_MS = 30 * 60 * 1000;
const MAX_MCP_BODY_BYTES = 1024 * 1024;
/**
 * How often sessions with an open event stream compare their view with the last one. Every kind of change
 * (an install, edit or switch through any route, a reload, another cluster node) ends in the caller's
 * view, so comparing views catches them all without each writer having to know about MCP.
 */
export const MCP_CHANGE_POLL_MS = 1_000;

interface McpSession {
  userId: string;
  /** The principal of the session's latest request: a role changed since applies from that request on. */
  asker: { principal: Principal };
  transport: WebStandardStreamableHTTPServerTransport;
  mcp: SkillsMcpServer;
  lastUsed: number;
  /** The session's GET event stream is open: notifications without a request have somewhere to go. */
  listening: boolean;
  checking: boolean;
}

/** One view comparison at a time per session; a failure is retried by the next poll or request. */
function checkSession(session: McpSession): void {
  if (session.checking) return;
  session.checking = true;
  void session.mcp
    .checkForChanges()
    .catch(() => {})
    .finally(() => {
      session.checking = false;
    });
}

/** Passes the event stream through, telling `onEnd` once the client goes away or the stream ends. */
function trackStream(response: Response, onEnd: () => void): Response {
  if (response.body === null) return response;
  const reader = response.body.getReader();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd();
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) {
        end();
        controller.close();
      } else {
        controller.enqueue(chunk.value);
      }
    },
    async cancel(reason) {
      end();
      await reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

function sessionNotFound(): Response {
  // An unknown session and another user's session answer alike: session ids reveal nothing.
  return new Response(
    JSON.stringify({
      jsonrpc: '2.0',
      error: { code: -32001, message: 'Session not found; initialize a new one.' },
      id: null,
    }),
    { status: 404, headers: { 'content-type': 'application/json' } },
  );
}

/**
 * MCP over streamable HTTP (SPEC §8): one skills server per session, built for the authenticated caller
 * (their own skills view, the gateway's authorizer and their principal), so what one user sees, loads
 * and is refused never leaks into another user's session.
 */
export function registerMcpRoutes(app: GatewayApp): void {
  const sessions = new Map<string, McpSession>();
  let poller: ReturnType<typeof setInterval> | undefined;

  const poll = () => {
    if (sessions.size === 0) {
      clearInterval(poller);
      poller = undefined;
      return;
    }
    for (const session of sessions.values()) if (session.listening) checkSession(session);
  };
  const startPolling = () => {
    if (poller !== undefined) return;
    poller = setInterval(poll, MCP_CHANGE_POLL_MS);
    // Never what keeps the process alive.
    poller.unref();
  };

  const close = (id: string, session: McpSession) => {
    sessions.delete(id);
    void session.transport.close().catch(() => {});
  };
  const evict = (now: number) => {
    // A client holding its event stream open is using the session.
    for (const [id, session] of sessions)
      if (!session.listening && now - session.lastUsed > MCP_SESSION_IDLE_MS) close(id, session);
    while (sessions.size >= MAX_MCP_SESSIONS) {
      const [id, session] = [...sessions].reduce((a, b) => (b[1].lastUsed < a[1].lastUsed ? b : a));
      close(id, session);
    }
  };

  const open = async (c: Context<GatewayEnv>): Promise<McpSession> => {
    const caller = callerOf(c);
    const services = c.get('services');
    const now = services.clock().getTime();
    evict(now);
    // A session outlives policy reloads and role changes: every call decides with the policy and the
    // principal of now, never with those the session began with.
    const asker = { principal: caller.principal };
    const access = () => ({ authorizer: services.access.authorizer(), principal: asker.principal });
    const mcp = createSkillsMcpServer({
      registry: { get: () => services.skills.viewFor(caller.user.id) },
      access,
      execution: agentExecutionPolicy({ services, userId: caller.user.id, actor: auditActor(c), via: 'mcp' }),
      name: 'skillport-gateway',
    });
    const session: McpSession = {
      userId: caller.user.id,
      asker,
      mcp,
      lastUsed: now,
      listening: false,
      checking: false,
      transport: new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: randomUUID,
        onsessioninitialized: (id) => void sessions.set(id, session),
        onsessionclosed: (id) => void sessions.delete(id),
      }),
    };
    session.transport.onclose = () => {
      if (session.transport.sessionId) sessions.delete(session.transport.sessionId);
    };
    await mcp.server.connect(session.transport);
    startPolling();
    return session;
  };

  const handle = async (c: Context<GatewayEnv>): Promise<Response> => {
    const caller = callerOf(c);
    const id = c.req.header('mcp-session-id');
    let session: McpSession | undefined;
    if (id !== undefined) {
      session = sessions.get(id);
      if (session === undefined || session.userId !== caller.user.id) return sessionNotFound();
      session.lastUsed = c.get('services').clock().getTime();
      session.asker.principal = caller.principal;
    } else if (c.req.method === 'POST') {
      session = await open(c);
    } else {
      return sessionNotFound();
    }
    const response = await session.transport.handleRequest(c.req.raw);
    // Installs, edits and switches show up in the caller's view: tell connected clients to list again.
    checkSession(session);
    if (c.req.method !== 'GET' || response.status !== 200) return response;
    const listener = session;
    listener.listening = true;
    return trackStream(response, () => {
      listener.listening = false;
      listener.lastUsed = c.get('services').clock().getTime();
    });
  };

  for (const [method, summary] of [
    ['post', 'MCP over HTTP: JSON-RPC messages (a request without mcp-session-id initializes a session)'],
    ['get', 'MCP over HTTP: the session’s server-to-client event stream'],
    ['delete', 'MCP over HTTP: end the session'],
  ] as const) {
    app.openapi(
      defineRoute({
        method,
        path: '/mcp',
        access: { permission: 'mcp.use' },
        maxBodyBytes: MAX_MCP_BODY_BYTES,
        summary,
        responses: {
          200: { description: 'MCP streamable HTTP response (JSON or text/event-stream)' },
          ...errors(401, 403, 404),
        },
      }),
      // The MCP transport owns the response format; it is not a JSON route.
      handle as never,
    );
  }
}
