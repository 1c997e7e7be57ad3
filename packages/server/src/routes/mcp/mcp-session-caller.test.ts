import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';
import { writeSkill } from '../../test-support/write-skill.js';

const PASSWORD = 'user password 1';
const ACCEPT = 'application/json, text/event-stream';

/** An in-process MCP client whose requests come from `from.address` at the time each one is sent. */
async function connect(g: GatewayHarness, token: string, from: { address: string }) {
  const client = new Client({ name: 'session-caller-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('http://localhost/mcp'), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
    fetch: (url, init) =>
      Promise.resolve(
        g.gateway.app.request(String(url), init, { incoming: { socket: { remoteAddress: from.address } } }),
      ),
  });
  await client.connect(transport);
  return { client, sessionId: String(transport.sessionId) };
}

/** A JSON-RPC POST into a session whose body arrives only when `release` is called. */
function heldPost(g: GatewayHarness, token: string, sessionId: string, message: unknown) {
  const bytes = new TextEncoder().encode(JSON.stringify(message));
  let release!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      release = () => {
        controller.enqueue(bytes);
        controller.close();
      };
    },
  });
  const response = Promise.resolve(
    g.gateway.app.request('http://localhost/mcp', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        // Declared, so the body limit passes the request on without waiting for the body.
        'content-length': String(bytes.length),
        accept: ACCEPT,
        'mcp-session-id': sessionId,
        'mcp-protocol-version': '2025-06-18',
      },
      body,
      duplex: 'half',
    } as RequestInit),
  );
  return { response, release };
}

async function userId(g: GatewayHarness, admin: string, username: string): Promise<string> {
  const res = await g.request('/api/users', {
    method: 'POST',
    token: admin,
    json: { username, password: PASSWORD },
  });
  return ((await res.json()) as { user: { id: string } }).user.id;
}

describe('/mcp: every request runs as its own caller', () => {
  let g: GatewayHarness;
  let dir: string;
  let admin: string;
  let erinId: string;
  const roles = (user: string) =>
    `roles:\n  admin: {}\n  user: ${user}\n  viewer:\n    tools:\n      deny: [read_skill]\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'skillport-mcp-caller-'));
    writeFileSync(path.join(dir, 'roles.yaml'), roles('{}'));
    g = await createHarness({
      authorization: { provider: 'rbac', default_role: 'user', roles_file: path.join(dir, 'roles.yaml') },
      execution: { sandbox: 'none', requireSandbox: false },
    });
    admin = await g.login();
    erinId = await userId(g, admin, 'erin');
    writeSkill(g.gateway.services.skills.customRoot, 'team-notes');
    writeSkill(g.gateway.services.skills.customRoot, 'echo', {
      files: {
        'skill.config.yaml': 'runtime: node\nentrypoint: main.js\n',
        'main.js': 'process.stdout.write(JSON.stringify({ ok: true }))',
      },
    });
    await g.request('/api/skills/reload', { method: 'POST', token: admin });
  });
  afterAll(async () => {
    await g.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const setRole = async (role: string) => {
    const res = await g.request(`/api/users/${erinId}`, { method: 'PATCH', token: admin, json: { role } });
    expect(res.status).toBe(200);
  };

  it('a request authenticated before a role change keeps its own principal, whatever comes after it', async () => {
    await setRole('viewer');
    const erin = await g.login('erin', PASSWORD);
    const { client, sessionId } = await connect(g, erin, { address: '10.0.0.1' });
    try {
      // Erin, still a viewer, asks for read_skill; the request is in the gateway while its body is on the way.
      const held = heldPost(g, erin, sessionId, {
        jsonrpc: '2.0',
        id: 77,
        method: 'tools/call',
        params: { name: 'read_skill', arguments: { name: 'team-notes' } },
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      // She becomes a user and her client sends another request into the same session meanwhile.
      await setRole('user');
      const listed = client.listTools();
      await new Promise((resolve) => setTimeout(resolve, 50));
      held.release();
      const text = await (await held.response).text();
      expect(text).toContain('"id":77');
      // Refused as the viewer who sent it, not run as the user of the later request.
      expect(text).toContain('TOOL_NOT_AVAILABLE');
      expect((await listed).tools.map((t) => t.name)).toContain('read_skill');
    } finally {
      await client.close();
      await setRole('user');
    }
  });

  it("audits a skill run with the request's own client, not the one the session began with", async () => {
    const erin = await g.login('erin', PASSWORD);
    const from = { address: '10.0.0.1' };
    const { client } = await connect(g, erin, from);
    try {
      from.address = '10.0.0.2';
      const run = await client.callTool({ name: 'execute_skill', arguments: { name: 'echo', input: {} } });
      expect(run.isError).toBe(false);
      await g.gateway.services.audit.flush();
      const res = await g.request('/api/audit?action=skill.execute', { token: admin });
      const { entries } = (await res.json()) as {
        entries: { client: string | null; actorId: string | null }[];
      };
      expect(entries[0]).toMatchObject({ actorId: erinId, client: '10.0.0.2' });
    } finally {
      await client.close();
    }
  });

  it('denies the next request of a session once its token is revoked or its user is disabled', async () => {
    const owner = await g.login('erin', PASSWORD);
    const created = await g.request('/api/tokens', { method: 'POST', token: owner, json: { name: 'mcp' } });
    const { token, apiToken } = (await created.json()) as { token: string; apiToken: { id: string } };
    const { client } = await connect(g, token, { address: '10.0.0.1' });
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    const revoked = await g.request(`/api/tokens/${apiToken.id}`, { method: 'DELETE', token: owner });
    expect(revoked.status).toBeLessThan(300);
    await expect(client.listTools()).rejects.toThrow(/AUTH_REQUIRED/);
    await client.close().catch(() => {});

    const session = await g.login('erin', PASSWORD);
    const second = await connect(g, session, { address: '10.0.0.1' });
    expect((await second.client.listTools()).tools.length).toBeGreaterThan(0);
    const disabled = await g.request(`/api/users/${erinId}`, {
      method: 'PATCH',
      token: admin,
      json: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    await expect(second.client.listTools()).rejects.toThrow(/AUTH_REQUIRED/);
    await second.client.close().catch(() => {});
  });
});
