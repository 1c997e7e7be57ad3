import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createSkillsMcpServer, type SkillsMcpServer } from '@skillport/agent';
import type { Authorizer, Principal } from '@skillport/core';
import type { Context } from 'hono';
import { principalKey } from '../../authz/principal-key.js';
import type { AuditEntryInput } from '../../db/index.js';
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

/** Who one MCP request came from: its handlers decide and audit with this, never with another request's. */
interface RequestCaller {
  authorizer: Authorizer;
  principal: Principal;
  actor: Pick<AuditEntryInput, 'actorId' | 'actorName' | 'client'>;
}

/**
 * One session's skills runtime keeps per-call state (the prepared tools, the skill context), so requests
 * that decide differently must not interleave in it: requests of one authorizer and principal run
 * together, a request of another waits until they are answered. Equal decisions share a principal object,
 * so the runtime keeps its cached view across a user's session and token requests.
 */
interface CallerGate {
  key: string | undefined;
  holders: number;
  waiting: (() => void)[];
  /** The principal object per key, so equal principals from different credentials look alike. */
  principals: Map<string, Principal>;
}

interface McpSession {
  userId: string;
  /** The latest request's caller: for view comparisons made between requests (the change poll). */
  latest: RequestCaller;
  gate: CallerGate;
  transport: WebStandardStreamableHTTPServerTransport;
  mcp: SkillsMcpServer;
  lastUsed: number;
  /** The session's GET event stream is open: notifications without a request have somewhere to go. */
  listening: boolean;
  checking: boolean;
}

const requestCaller = new AsyncLocalStorage<RequestCaller>();

/** Each policy the gateway has decided with, numbered (a reload makes a new authorizer). */
const authorizerNumbers = new WeakMap<Authorizer, number>();
let authorizersSeen = 0;
function authorizerNumber(authorizer: Authorizer): number {
  let n = authorizerNumbers.get(authorizer);
  if (n === undefined) {
    n = ++authorizersSeen;
    authorizerNumbers.set(authorizer, n);
  }
  return n;
}

/** Waits until the session runs no request of another caller; the answer releases the gate (once). */
async function enterGate(gate: CallerGate, key: string): Promise<() => void> {
  while (gate.holders > 0 && gate.key !== key)
    await new Promise<void>((resolve) => gate.waiting.push(resolve));
  gate.key = key;
  gate.holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    gate.holders--;
    if (gate.holders === 0) for (const wake of gate.waiting.splice(0)) wake();
  };
}

/** One view comparison at a time per session; a failure is retried by the next poll or request. */
function checkSession(session: McpSession): void {
  if (session.checking) return;
  session.checking = true;
  void requestCaller
    .run(session.latest, () => session.mcp.checkForChanges())
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
export function registerMcpRoutes(
  app: GatewayApp,
  { changePollMs = MCP_CHANGE_POLL_MS }: { changePollMs?: number | undefined } = {},
): void {
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
    poller = setInterval(poll, changePollMs);
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

  const open = async (c: Context<GatewayEnv>, first: RequestCaller): Promise<McpSession> => {
    const caller = callerOf(c);
    const services = c.get('services');
    const now = services.clock().getTime();
    evict(now);
    // A session outlives policy reloads, role changes and the credential it began with: every call
    // decides and audits with the policy, principal and client of the request it came in with.
    // The runtime asks for its access while it is being made, before the session exists.
    const current = () => requestCaller.getStore() ?? sessionOf?.latest ?? first;
    let sessionOf: McpSession | undefined;
    const mcp = createSkillsMcpServer({
      registry: { get: () => services.skills.viewFor(caller.user.id) },
      access: () => {
        const { authorizer, principal } = current();
        return { authorizer, principal };
      },
      execution: agentExecutionPolicy({
        services,
        userId: caller.user.id,
        actor: () => current().actor,
        via: 'mcp',
      }),
      name: 'skillport-gateway',
    });
    const session: McpSession = {
      userId: caller.user.id,
      latest: first,
      gate: { key: undefined, holders: 0, waiting: [], principals: new Map() },
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
    sessionOf = session;
    session.transport.onclose = () => {
      if (session.transport.sessionId) sessions.delete(session.transport.sessionId);
    };
    await mcp.server.connect(session.transport);
    startPolling();
    return session;
  };

  const handle = async (c: Context<GatewayEnv>): Promise<Response> => {
    const caller = callerOf(c);
    const services = c.get('services');
    const authorizer = services.access.authorizer();
    const key = `${authorizerNumber(authorizer)}\0${principalKey(caller.principal)}`;
    const id = c.req.header('mcp-session-id');
    let session: McpSession | undefined;
    if (id !== undefined) {
      session = sessions.get(id);
      if (session === undefined || session.userId !== caller.user.id) return sessionNotFound();
      session.lastUsed = services.clock().getTime();
    } else if (c.req.method === 'POST') {
      session = await open(c, { authorizer, principal: caller.principal, actor: auditActor(c) });
    } else {
      return sessionNotFound();
    }
    const { gate } = session;
    if (!gate.principals.has(key)) {
      // Kept per key of now: the principals of older policies and roles are of no further use.
      if (gate.holders === 0) gate.principals.clear();
      gate.principals.set(key, caller.principal);
    }
    const asker: RequestCaller = {
      authorizer,
      principal: gate.principals.get(key) ?? caller.principal,
      actor: auditActor(c),
    };
    // The event stream (GET) and ending the session (DELETE) run no handler of the caller's.
    let release = () => {};
    if (c.req.method === 'POST') {
      release = await enterGate(gate, key);
      // Set inside the gate: the change poll then always decides as the requests running now.
      session.latest = asker;
    }
    let response: Response;
    try {
      response = await requestCaller.run(asker, () => session.transport.handleRequest(c.req.raw));
    } catch (error) {
      release();
      throw error;
    }
    // Installs, edits and switches show up in the caller's view: tell connected clients to list again.
    checkSession(session);
    if (c.req.method === 'POST') {
      // A POST's answers come on its own stream, which ends once every request in it is answered.
      if (response.body === null || response.status !== 200) {
        release();
        return response;
      }
      return trackStream(response, release);
    }
    if (c.req.method !== 'GET' || response.status !== 200) return response;
    const listener = session;
    listener.listening = true;
    return trackStream(response, () => {
      listener.listening = false;
      listener.lastUsed = services.clock().getTime();
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
