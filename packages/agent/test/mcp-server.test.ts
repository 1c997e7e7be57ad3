import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { createSkillsMcpServer, SKILLS_EXTENSION } from '@skillport/agent';
import { buildPrincipal, createAuthorizer, createRbacProvider, createSkillRegistry } from '@skillport/core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeSkillsRoot, writeSkill } from './make-skills.js';

const EntrySchema = z.object({
  uri: z.string(),
  frontmatter: z.record(z.string(), z.unknown()),
  resources: z.array(z.object({ uri: z.string(), digest: z.string(), size: z.number() })),
});
const ListSkillsResultSchema = z.object({
  resultType: z.literal('complete'),
  skills: z.array(EntrySchema),
  nextCursor: z.string().optional(),
  ttlMs: z.number(),
  cacheScope: z.enum(['private', 'public']),
});
const GetSkillResultSchema = z.object({
  resultType: z.literal('complete'),
  skill: EntrySchema,
  ttlMs: z.number(),
  cacheScope: z.string(),
});

function fixture() {
  const root = makeSkillsRoot([
    {
      name: 'git-flow',
      description: 'Team Git conventions',
      frontmatter: 'license: Apache-2.0\nmetadata:\n  version: "2.1"\n',
      files: { 'references/branching.md': '# Branching\n', 'assets/logo.bin': '\u0000\u0001binary\u00ff' },
    },
    { name: 'notes', description: 'Meeting notes' },
    { name: 'quiet', description: 'Not for users', frontmatter: 'user-invocable: false\n' },
  ]);
  writeFileSync(join(root, 'git-flow', 'assets', 'raw.bin'), Buffer.from([0xff, 0xfe, 0x00, 0x80]));
  return root;
}

async function connectInMemory(
  root: string,
  extra: Partial<Parameters<typeof createSkillsMcpServer>[0]> = {},
) {
  const registry = createSkillRegistry({ roots: [{ path: root, category: 'custom' }] });
  const mcp = createSkillsMcpServer({ registry, ...extra });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test', version: '1.0.0' });
  await mcp.server.connect(serverTransport);
  await client.connect(clientTransport);
  return { client, mcp, registry };
}

async function listAllSkills(client: Client) {
  const entries: z.infer<typeof EntrySchema>[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await client.request(
      { method: 'skills/list', params: cursor === undefined ? {} : { cursor } },
      ListSkillsResultSchema,
    );
    entries.push(...page.skills);
    cursor = page.nextCursor;
    pages++;
  } while (cursor !== undefined);
  return { entries, pages };
}

const sha256 = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

describe('MCP skills server (in memory)', () => {
  it('declares the Skills extension with resources', async () => {
    const { client } = await connectInMemory(fixture());
    const caps = client.getServerCapabilities();
    expect(caps?.extensions?.[SKILLS_EXTENSION]).toEqual({ directoryRead: true });
    expect(caps?.resources).toBeDefined();
  });

  it('lists skills page by page with digests that match the files and the bytes served', async () => {
    const root = fixture();
    const { client } = await connectInMemory(root, { pageSize: 1 });
    const { entries, pages } = await listAllSkills(client);
    expect(pages).toBe(3);
    expect(entries.map((e) => e.uri)).toEqual([
      'skill://git-flow/SKILL.md',
      'skill://notes/SKILL.md',
      'skill://quiet/SKILL.md',
    ]);
    const git = entries[0]!;
    expect(git.frontmatter).toEqual({
      name: 'git-flow',
      description: 'Team Git conventions',
      license: 'Apache-2.0',
      metadata: { version: '2.1' },
    });
    expect(git.resources.map((r) => r.uri).sort()).toEqual([
      'skill://git-flow/SKILL.md',
      'skill://git-flow/assets/logo.bin',
      'skill://git-flow/assets/raw.bin',
      'skill://git-flow/references/branching.md',
    ]);
    for (const resource of git.resources) {
      const path = resource.uri.slice('skill://git-flow/'.length);
      const onDisk = readFileSync(join(root, 'git-flow', path));
      expect(resource.digest).toBe(sha256(onDisk));
      expect(resource.size).toBe(onDisk.length);
      const read = await client.readResource({ uri: resource.uri });
      const content = read.contents[0]!;
      const bytes =
        'text' in content
          ? Buffer.from(content.text as string, 'utf8')
          : Buffer.from(content.blob as string, 'base64');
      expect(sha256(bytes), resource.uri).toBe(resource.digest);
    }
    const skillMd = await client.readResource({ uri: 'skill://git-flow/SKILL.md' });
    expect(skillMd.contents[0]?.mimeType).toBe('text/markdown');
    expect(skillMd).toMatchObject({ ttlMs: 60_000, cacheScope: 'private' });
    expect(await client.listResources()).toMatchObject({ ttlMs: 60_000, cacheScope: 'private' });
  });

  it('marks a view that is the same for everyone public only when asked to', async () => {
    const { client } = await connectInMemory(fixture(), { cacheScope: 'public', ttlMs: 5_000 });
    const list = await client.request({ method: 'skills/list', params: {} }, ListSkillsResultSchema);
    expect(list).toMatchObject({ ttlMs: 5_000, cacheScope: 'public' });
    const { client: allowlisted } = await connectInMemory(fixture(), {
      cacheScope: 'public',
      allowlist: ['notes'],
    });
    const narrowed = await allowlisted.request({ method: 'skills/list', params: {} }, ListSkillsResultSchema);
    expect(narrowed.cacheScope).toBe('private');
    expect(narrowed.skills.map((s) => s.frontmatter.name)).toEqual(['notes']);
  });

  it('answers skills/get and refuses unknown skills with -32602', async () => {
    const { client } = await connectInMemory(fixture());
    const got = await client.request(
      { method: 'skills/get', params: { uri: 'skill://notes/SKILL.md' } },
      GetSkillResultSchema,
    );
    expect(got.skill.frontmatter.name).toBe('notes');
    expect(got.cacheScope).not.toBe('public');
    for (const uri of ['skill://missing/SKILL.md', 'skill://notes/other.md', 'skill://../etc/SKILL.md']) {
      await expect(
        client.request({ method: 'skills/get', params: { uri } }, GetSkillResultSchema),
      ).rejects.toMatchObject({
        code: -32602,
      });
    }
    await expect(client.readResource({ uri: 'skill://notes/../git-flow/SKILL.md' })).rejects.toMatchObject({
      code: -32602,
    });
    await expect(
      client.request({ method: 'skills/list', params: { cursor: 'garbage!' } }, ListSkillsResultSchema),
    ).rejects.toMatchObject({
      code: -32602,
    });
  });

  it('reads directory resources one level deep and refuses files and unknown folders with -32602', async () => {
    const { client } = await connectInMemory(fixture());
    const DirSchema = z.object({
      resultType: z.literal('complete'),
      resources: z.array(z.object({ uri: z.string(), name: z.string(), mimeType: z.string() })),
    });
    const read = (uri: string) =>
      client.request({ method: 'resources/directory/read', params: { uri } }, DirSchema);
    const root = await read('skill://git-flow');
    expect(root.resources.map((r) => [r.name, r.mimeType]).sort()).toEqual([
      ['SKILL.md', 'text/markdown'],
      ['assets', 'inode/directory'],
      ['references', 'inode/directory'],
    ]);
    expect((await read('skill://git-flow/references')).resources).toEqual([
      { uri: 'skill://git-flow/references/branching.md', name: 'branching.md', mimeType: 'text/markdown' },
    ]);
    for (const uri of [
      'skill://git-flow/SKILL.md',
      'skill://git-flow/nope',
      'skill://missing',
      'skill://git-flow/..',
    ]) {
      await expect(read(uri), uri).rejects.toMatchObject({ code: -32602 });
    }
  });

  it('never serves a link that leads outside the skill', async () => {
    const root = fixture();
    const outside = makeSkillsRoot([{ name: 'other' }]);
    symlinkSync(join(outside, 'other', 'SKILL.md'), join(root, 'notes', 'leak.md'));
    const { client } = await connectInMemory(root);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).not.toContain('skill://notes/leak.md');
    await expect(client.readResource({ uri: 'skill://notes/leak.md' })).rejects.toMatchObject({
      code: -32602,
    });
  });

  it('serves a plugin skill under its plugin prefix, with the frontmatter name as the last segment', async () => {
    const root = fixture();
    mkdirSync(join(root, 'acme', '.claude-plugin'), { recursive: true });
    writeFileSync(join(root, 'acme', '.claude-plugin', 'plugin.json'), JSON.stringify({ name: 'acme' }));
    writeSkill(join(root, 'acme', 'skills'), {
      name: 'refunds',
      description: 'Refund requests',
      files: { 'a b.md': 'x' },
    });
    const { client } = await connectInMemory(root);
    const { entries } = await listAllSkills(client);
    const refunds = entries.find((e) => e.frontmatter.name === 'refunds');
    expect(refunds?.uri).toBe('skill://acme/refunds/SKILL.md');
    expect(refunds?.resources.map((r) => r.uri).sort()).toEqual([
      'skill://acme/refunds/SKILL.md',
      'skill://acme/refunds/a%20b.md',
    ]);
    const read = await client.readResource({ uri: 'skill://acme/refunds/a%20b.md' });
    expect((read.contents[0] as { text: string }).text).toBe('x');
    const { skillFileUri } = await import('@skillport/agent');
    expect(skillFileUri({ name: 'notes' }, 'c#d.md')).toBe('skill://notes/c%23d.md');
  });

  it('does not serve a skill over the extension limit of 512 files (its entry could not be complete)', async () => {
    const root = fixture();
    const files = Object.fromEntries(Array.from({ length: 512 }, (_, i) => [`data/f${i}.txt`, String(i)]));
    writeSkill(root, { name: 'huge', description: 'Too many files', files });
    const { client } = await connectInMemory(root);
    const { entries } = await listAllSkills(client);
    expect(entries.map((e) => e.frontmatter.name)).not.toContain('huge');
    await expect(
      client.request(
        { method: 'skills/get', params: { uri: 'skill://huge/SKILL.md' } },
        GetSkillResultSchema,
      ),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it('serves nothing of a skill over the extension limit of 16 MiB in total', async () => {
    const root = fixture();
    writeSkill(root, { name: 'bulky', description: 'Too many bytes' });
    writeFileSync(join(root, 'bulky', 'a.bin'), Buffer.alloc(9 * 1024 * 1024));
    writeFileSync(join(root, 'bulky', 'b.bin'), Buffer.alloc(8 * 1024 * 1024));
    const { client } = await connectInMemory(root);
    const { entries } = await listAllSkills(client);
    expect(entries.map((e) => e.frontmatter.name)).not.toContain('bulky');
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri).filter((uri) => uri.startsWith('skill://bulky/'))).toEqual([]);
    for (const uri of ['skill://bulky/SKILL.md', 'skill://bulky/a.bin']) {
      await expect(client.readResource({ uri }), uri).rejects.toMatchObject({ code: -32602 });
    }
  });

  it('offers the skill tools and one prompt per user-invocable skill', async () => {
    const { client } = await connectInMemory(fixture());
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([
      'describe_skill',
      'read_skill',
      'read_skill_file',
      'tool_search',
      'review_skill',
    ]);
    expect(tools[0]?.inputSchema.type).toBe('object');
    const read = await client.callTool({ name: 'read_skill', arguments: { name: 'git-flow' } });
    expect(read.isError).toBe(false);
    expect(JSON.stringify(read.content)).toContain('skill_content');
    const denied = await client.callTool({ name: 'bash', arguments: { command: 'id' } });
    expect(denied.isError).toBe(true);
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['git-flow', 'notes']);
    const prompt = await client.getPrompt({ name: 'notes', arguments: { task: 'standup' } });
    expect(JSON.stringify(prompt.messages)).toContain('standup');
    await expect(client.getPrompt({ name: 'quiet', arguments: {} })).rejects.toMatchObject({ code: -32602 });
  });

  it('offers tool_search with a JSON schema; it never surfaces a tool authorization filtered out', async () => {
    const provider = createRbacProvider({
      roles: { user: { tools: { allow: '*', deny: ['review_skill'] } } },
    });
    const { client } = await connectInMemory(fixture(), {
      authorizer: createAuthorizer({ provider }),
      principal: buildPrincipal({ userId: 'u1', role: 'user' }),
    });
    const { tools } = await client.listTools();
    const search = tools.find((t) => t.name === 'tool_search');
    expect(search?.inputSchema).toMatchObject({ type: 'object', required: ['query'] });
    expect(tools.map((t) => t.name)).not.toContain('review_skill');
    const found = async (query: string) => {
      const result = await client.callTool({ name: 'tool_search', arguments: { query, limit: 20 } });
      expect(result.isError).toBe(false);
      const text = (result.content as { type: string; text: string }[])[0]?.text ?? '';
      return (JSON.parse(text) as { tools: { name: string }[] }).tools.map((t) => t.name);
    };
    expect(await found('read a file of a skill')).toContain('read_skill_file');
    expect(await found('review skill package')).not.toContain('review_skill');
    expect(await found('select:review_skill')).toEqual([]);
  });

  it('notifies resource and prompt list changes when the registry changes', async () => {
    const root = fixture();
    const { client, mcp, registry } = await connectInMemory(root);
    const seen: string[] = [];
    client.setNotificationHandler(ResourceListChangedNotificationSchema, () => void seen.push('resources'));
    client.setNotificationHandler(PromptListChangedNotificationSchema, () => void seen.push('prompts'));
    await client.listResources();
    expect(await mcp.checkForChanges()).toBe(false);
    writeSkill(root, { name: 'added', description: 'New skill' });
    registry.invalidate();
    expect(await mcp.checkForChanges()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(expect.arrayContaining(['resources', 'prompts']));
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toContain('added');
    rmSync(join(root, 'added'), { recursive: true });
    registry.invalidate();
    expect(await mcp.checkForChanges()).toBe(true);
  });
});

describe('MCP skills server over streamable HTTP', () => {
  let http: HttpServer | undefined;
  afterEach(() => http?.close());

  it("gives each user their own view: a second user does not see the first user's skills", async () => {
    const shared = fixture();
    const alicePersonal = makeSkillsRoot([{ name: 'alice-private', description: 'Only for Alice' }]);
    const provider = createRbacProvider({ roles: { user: { skills: { allow: '*', deny: ['notes'] } } } });
    const authorizer = createAuthorizer({ provider });
    const rootsFor = (user: string) => [
      ...(user === 'alice' ? [{ path: alicePersonal, category: 'user' as const }] : []),
      { path: shared, category: 'custom' as const },
    ];
    const sessions = new Map<string, StreamableHTTPServerTransport>();
    http = createServer(async (req, res) => {
      const user = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (user !== 'alice' && user !== 'bob') {
        res.writeHead(401).end();
        return;
      }
      const id = req.headers['mcp-session-id'];
      let transport = typeof id === 'string' ? sessions.get(`${user}:${id}`) : undefined;
      if (!transport) {
        const mcp = createSkillsMcpServer({
          registry: createSkillRegistry({ roots: rootsFor(user) }),
          authorizer,
          principal: buildPrincipal({ userId: user, role: 'user' }),
          cacheScope: 'public',
        });
        const created = new StreamableHTTPServerTransport({
          sessionIdGenerator: randomUUID,
          onsessioninitialized: (sid) => void sessions.set(`${user}:${sid}`, created),
        });
        await mcp.server.connect(created);
        transport = created;
      }
      await transport.handleRequest(req, res);
    });
    await new Promise<void>((resolve) => http?.listen(0, '127.0.0.1', resolve));
    const url = new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`);
    const connect = async (user: string) => {
      const client = new Client({ name: user, version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(url, {
          requestInit: { headers: { authorization: `Bearer ${user}` } },
        }),
      );
      return client;
    };
    const alice = await connect('alice');
    const bob = await connect('bob');
    const aliceList = await alice.request({ method: 'skills/list', params: {} }, ListSkillsResultSchema);
    const bobList = await bob.request({ method: 'skills/list', params: {} }, ListSkillsResultSchema);
    expect(aliceList.skills.map((s) => s.frontmatter.name)).toEqual(['alice-private', 'git-flow', 'quiet']);
    expect(bobList.skills.map((s) => s.frontmatter.name)).toEqual(['git-flow', 'quiet']);
    expect(aliceList.cacheScope).toBe('private');
    expect(await alice.readResource({ uri: 'skill://alice-private/SKILL.md' })).toMatchObject({
      cacheScope: 'private',
    });
    await expect(
      bob.request(
        { method: 'skills/get', params: { uri: 'skill://alice-private/SKILL.md' } },
        GetSkillResultSchema,
      ),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(bob.readResource({ uri: 'skill://alice-private/SKILL.md' })).rejects.toMatchObject({
      code: -32602,
    });
    // Authorization-hidden is absent, exactly like a missing skill.
    await expect(bob.readResource({ uri: 'skill://notes/SKILL.md' })).rejects.toMatchObject({ code: -32602 });
    const bobRead = await bob.callTool({ name: 'read_skill', arguments: { name: 'alice-private' } });
    expect(bobRead.isError).toBe(true);
    const aliceTools = await alice.callTool({ name: 'describe_skill', arguments: { query: 'alice' } });
    expect(JSON.stringify(aliceTools.content)).toContain('alice-private');
    await alice.close();
    await bob.close();
  });
});
