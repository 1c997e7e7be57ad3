import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';
import { writeSkill } from '../../test-support/write-skill.js';

const EntrySchema = z.object({
  uri: z.string(),
  frontmatter: z.record(z.string(), z.unknown()),
  resources: z.array(z.object({ uri: z.string(), digest: z.string(), size: z.number() })),
});
const ListSchema = z.object({ skills: z.array(EntrySchema), ttlMs: z.number(), cacheScope: z.string() });
const GetSchema = z.object({ skill: EntrySchema });

let h: GatewayHarness;
let alice: string;
let bob: string;
let aliceId: string;

async function createUser(admin: string, username: string) {
  const res = await h.request('/api/users', {
    method: 'POST',
    token: admin,
    json: { username, password: 'user password 1' },
  });
  return ((await res.json()) as { user: { id: string } }).user.id;
}

async function connect(token: string, on: GatewayHarness = h) {
  const client = new Client({ name: 'gateway-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('http://localhost/mcp'), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
    fetch: (url, init) => Promise.resolve(on.gateway.app.request(String(url), init)),
  });
  await client.connect(transport);
  return { client, transport };
}

beforeAll(async () => {
  h = await createHarness();
  const admin = await h.login();
  aliceId = await createUser(admin, 'alice');
  await createUser(admin, 'bob');
  alice = await h.login('alice', 'user password 1');
  bob = await h.login('bob', 'user password 1');
  writeSkill(h.gateway.services.skills.customRoot, 'team-guide', { files: { 'references/a.md': 'A\n' } });
  writeSkill(h.gateway.services.skills.userRoot(aliceId), 'alice-notes', { description: 'Alice only.' });
  await h.request('/api/skills/reload', { method: 'POST', token: admin });
});
afterAll(() => h.close());

describe('/mcp (streamable HTTP)', () => {
  it('refuses callers without a session or token', async () => {
    const res = await h.request('/mcp', { method: 'POST', json: { jsonrpc: '2.0', id: 1, method: 'ping' } });
    expect(res.status).toBe(401);
  });

  it("serves each user their own view; a second user sees neither the first user's skills nor session", async () => {
    const a = await connect(alice);
    const b = await connect(bob);
    expect(a.client.getServerCapabilities()?.extensions).toHaveProperty(['io.modelcontextprotocol/skills']);
    const aList = await a.client.request({ method: 'skills/list', params: {} }, ListSchema);
    const bList = await b.client.request({ method: 'skills/list', params: {} }, ListSchema);
    const names = (list: z.infer<typeof ListSchema>) => list.skills.map((s) => s.frontmatter.name);
    expect(names(aList)).toContain('alice-notes');
    expect(names(bList)).not.toContain('alice-notes');
    expect(names(bList)).toContain('team-guide');
    expect(aList.cacheScope).toBe('private');

    const guide = aList.skills.find((s) => s.frontmatter.name === 'team-guide')!;
    for (const resource of guide.resources) {
      const file = path.join(
        h.gateway.services.skills.customRoot,
        'team-guide',
        resource.uri.slice('skill://team-guide/'.length),
      );
      expect(resource.digest).toBe(`sha256:${createHash('sha256').update(readFileSync(file)).digest('hex')}`);
    }
    await expect(
      b.client.request({ method: 'skills/get', params: { uri: 'skill://alice-notes/SKILL.md' } }, GetSchema),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(b.client.readResource({ uri: 'skill://alice-notes/SKILL.md' })).rejects.toMatchObject({
      code: -32602,
    });
    const read = await b.client.callTool({ name: 'read_skill', arguments: { name: 'alice-notes' } });
    expect(read.isError).toBe(true);

    // Bob presenting Alice's session id gets "not found", not her session.
    const hijack = await h.request('/mcp', {
      method: 'POST',
      token: bob,
      headers: {
        'mcp-session-id': String(a.transport.sessionId),
        accept: 'application/json, text/event-stream',
      },
      json: { jsonrpc: '2.0', id: 9, method: 'tools/list' },
    });
    expect(hijack.status).toBe(404);
    await a.client.close();
    await b.client.close();
  });
});

describe('/mcp sessions across policy and role changes', () => {
  it('decides every call with the policy and role of now, not those the session began with', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skillport-mcp-roles-'));
    const rolesFile = path.join(dir, 'roles.yaml');
    const roles = (user: string) =>
      `roles:\n  admin: {}\n  user: ${user}\n  viewer:\n    tools:\n      deny: [read_skill]\n`;
    writeFileSync(rolesFile, roles('{}'));
    const g = await createHarness({
      authorization: { provider: 'rbac', default_role: 'user', roles_file: rolesFile },
    });
    try {
      const admin = await g.login();
      const created = await g.request('/api/users', {
        method: 'POST',
        token: admin,
        json: { username: 'erin', password: 'user password 1' },
      });
      const erinId = ((await created.json()) as { user: { id: string } }).user.id;
      writeSkill(g.gateway.services.skills.customRoot, 'ops-guide');
      writeSkill(g.gateway.services.skills.customRoot, 'team-notes');
      await g.request('/api/skills/reload', { method: 'POST', token: admin });
      const { client } = await connect(await g.login('erin', 'user password 1'), g);
      const tools = async () => (await client.listTools()).tools.map((t) => t.name);
      const skills = async () =>
        (await client.request({ method: 'skills/list', params: {} }, ListSchema)).skills.map(
          (s) => s.frontmatter.name,
        );
      expect(await tools()).toContain('review_skill');
      expect(await skills()).toEqual(expect.arrayContaining(['ops-guide', 'team-notes']));

      // The admin takes review_skill and ops-guide away from users; Erin's open session loses both.
      writeFileSync(rolesFile, roles('{ tools: { deny: [review_skill] }, skills: { deny: [ops-guide] } }'));
      expect(await g.gateway.services.access.reloadPolicy()).toEqual({ reloaded: true });
      expect(await tools()).not.toContain('review_skill');
      const review = await client.callTool({ name: 'review_skill', arguments: { name: 'team-notes' } });
      expect(review.isError).toBe(true);
      expect(JSON.stringify(review.content)).toContain('TOOL_NOT_AVAILABLE');
      expect(await skills()).not.toContain('ops-guide');
      await expect(client.readResource({ uri: 'skill://ops-guide/SKILL.md' })).rejects.toMatchObject({
        code: -32602,
      });
      const read = await client.callTool({ name: 'read_skill', arguments: { name: 'ops-guide' } });
      expect(JSON.stringify(read.content)).toContain('SKILL_NOT_FOUND');

      // Erin becomes a viewer: from her next request on, read_skill is gone as well.
      const patched = await g.request(`/api/users/${erinId}`, {
        method: 'PATCH',
        token: admin,
        json: { role: 'viewer' },
      });
      expect(patched.status).toBe(200);
      expect(await tools()).not.toContain('read_skill');
      const denied = await client.callTool({ name: 'read_skill', arguments: { name: 'team-notes' } });
      expect(JSON.stringify(denied.content)).toContain('TOOL_NOT_AVAILABLE');
      await client.close();
    } finally {
      await g.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
