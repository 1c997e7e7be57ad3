import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../../app/start-gateway.js';
import { skillZip } from '../../test-support/build-zip.js';
import { ADMIN_PASSWORD } from '../../test-support/gateway-harness.js';

const USER_PASSWORD = 'user password 1';
/** Long enough for a few change polls on a busy machine; the waits end as soon as the answer is in. */
const WAIT = { timeout: 10_000, interval: 50 };

let running: RunningGateway;
let dataDir: string;
let admin: string;

async function api(
  pathname: string,
  token: string,
  init: { method?: string; json?: unknown; body?: FormData } = {},
) {
  return fetch(new URL(pathname, running.url), {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
}

async function login(username: string, password: string): Promise<string> {
  const res = await fetch(new URL('/api/auth/login', running.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function install(token: string, name: string) {
  const form = new FormData();
  form.set('file', new Blob([skillZip(name)]), `${name}.skill`);
  const res = await api('/api/skills/install', token, { method: 'POST', body: form });
  expect(res.status).toBe(201);
}

/** An SDK client over real loopback HTTP that counts the change notifications it gets. */
async function connect(token: string) {
  const seen = { resources: 0, prompts: 0, tools: 0 };
  let streamOpen: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    streamOpen = resolve;
  });
  const client = new Client({ name: 'notifications-test', version: '1.0.0' });
  client.setNotificationHandler(ResourceListChangedNotificationSchema, () => void seen.resources++);
  client.setNotificationHandler(PromptListChangedNotificationSchema, () => void seen.prompts++);
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => void seen.tools++);
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', running.url), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
    // Only to learn when the client's standalone event stream (GET) is open.
    fetch: async (url, init) => {
      const res = await fetch(url, init);
      if ((init?.method ?? 'GET') === 'GET' && res.status === 200) streamOpen();
      return res;
    },
  });
  await client.connect(transport);
  await opened;
  const uris = async () => (await client.listResources()).resources.map((r) => r.uri);
  return { client, seen, uris };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'skillport-mcp-notify-'));
  running = await startGateway({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    publicSkillsDir: null,
    adminPassword: ADMIN_PASSWORD,
    logLevel: 'silent',
    // The gateway's 1 s would make each wait below last up to a second; what is proven is the same.
    mcpChangePollMs: 50,
  });
  admin = await login('admin', ADMIN_PASSWORD);
  for (const username of ['carol', 'dave']) {
    const res = await api('/api/users', admin, {
      method: 'POST',
      json: { username, password: USER_PASSWORD },
    });
    expect(res.status).toBe(201);
  }
}, 30_000);

afterAll(async () => {
  await running?.close({ graceMs: 1_000 });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/mcp change notifications (streamable HTTP, official SDK client)', () => {
  it('tells an idle session that the registry changed, with no request of its own, and only for its own view', async () => {
    const carol = await connect(await login('carol', USER_PASSWORD));
    const daveToken = await login('dave', USER_PASSWORD);
    const dave = await connect(daveToken);
    expect(await carol.uris()).not.toContain('skill://fresh-skill/SKILL.md');

    // An admin installs a custom skill: both sessions learn about it while neither sends anything.
    await install(admin, 'fresh-skill');
    await expect.poll(() => carol.seen, WAIT).toEqual({ resources: 1, prompts: 1, tools: 1 });
    await expect.poll(() => dave.seen, WAIT).toEqual({ resources: 1, prompts: 1, tools: 1 });
    expect(await carol.uris()).toContain('skill://fresh-skill/SKILL.md');

    // Dave's own user skill changes Dave's view only.
    await install(daveToken, 'dave-private');
    await expect.poll(() => dave.seen.resources, WAIT).toBe(2);
    expect(await dave.uris()).toContain('skill://dave-private/SKILL.md');

    // Switching a skill off for everyone is a change too; Carol hears of it once, not of Dave's install.
    const off = await api('/api/skills/fresh-skill/enabled', admin, {
      method: 'PUT',
      json: { enabled: false },
    });
    expect(off.status).toBe(200);
    await expect.poll(() => carol.seen, WAIT).toEqual({ resources: 2, prompts: 2, tools: 2 });
    expect(await carol.uris()).not.toContain('skill://fresh-skill/SKILL.md');
    expect(await carol.uris()).not.toContain('skill://dave-private/SKILL.md');

    await carol.client.close();
    await dave.client.close();
  });

  it('keeps notifying a session whose event stream reconnects', async () => {
    const token = await login('carol', USER_PASSWORD);
    const first = await connect(token);
    await install(admin, 'second-skill');
    await expect.poll(() => first.seen.resources, WAIT).toBe(1);
    await first.client.close();
    // A closed client is gone; a new one gets its own notifications.
    const again = await connect(token);
    await install(admin, 'third-skill');
    await expect.poll(() => again.seen.resources, WAIT).toBe(1);
    expect(first.seen.resources).toBe(1);
    await again.client.close();
  });
});
