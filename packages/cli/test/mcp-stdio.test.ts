import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ResourceListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

// The binary users run (built bundle), spoken to by the official SDK client over stdio.
const BIN = fileURLToPath(new URL('../bin/skillport.js', import.meta.url));

const ListSkillsResultSchema = z.object({
  resultType: z.literal('complete'),
  skills: z.array(
    z.object({
      uri: z.string(),
      frontmatter: z.record(z.string(), z.unknown()),
      resources: z.array(z.object({ uri: z.string(), digest: z.string(), size: z.number() })),
    }),
  ),
  nextCursor: z.string().optional(),
  ttlMs: z.number(),
  cacheScope: z.string(),
});
const GetSkillResultSchema = z.object({
  resultType: z.literal('complete'),
  skill: ListSkillsResultSchema.shape.skills.element,
  ttlMs: z.number(),
  cacheScope: z.string(),
});

function writeSkill(root: string, name: string, files: Record<string, string> = {}) {
  mkdirSync(join(root, name, 'references'), { recursive: true });
  writeFileSync(
    join(root, name, 'SKILL.md'),
    `---\nname: ${name}\ndescription: The ${name} skill\n---\n# ${name}\n`,
  );
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, name, path), text);
}

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

describe('skillport mcp (stdio)', () => {
  it('serves skills, resources, tools and prompts, and notifies changes', async () => {
    const root = mkdtempSync(join(tmpdir(), 'skillport-mcp-'));
    writeSkill(root, 'alpha', { 'references/guide.md': 'guide text\n' });
    client = new Client({ name: 'stdio-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN, 'mcp', '--root', root],
        stderr: 'pipe',
      }),
    );
    expect(client.getServerCapabilities()?.extensions).toHaveProperty(['io.modelcontextprotocol/skills']);

    const list = await client.request({ method: 'skills/list', params: {} }, ListSkillsResultSchema);
    expect(list.skills.map((s) => s.uri)).toEqual(['skill://alpha/SKILL.md']);
    for (const resource of list.skills[0]!.resources) {
      const onDisk = readFileSync(join(root, 'alpha', resource.uri.slice('skill://alpha/'.length)));
      expect(resource.digest).toBe(`sha256:${createHash('sha256').update(onDisk).digest('hex')}`);
      const read = await client.readResource({ uri: resource.uri });
      expect(Buffer.from(String((read.contents[0] as { text: string }).text), 'utf8').equals(onDisk)).toBe(
        true,
      );
    }

    const got = await client.request(
      { method: 'skills/get', params: { uri: 'skill://alpha/SKILL.md' } },
      GetSkillResultSchema,
    );
    expect(got.skill).toEqual(list.skills[0]);
    await expect(
      client.request(
        { method: 'skills/get', params: { uri: 'skill://nope/SKILL.md' } },
        GetSkillResultSchema,
      ),
    ).rejects.toMatchObject({ code: -32602 });
    expect((await client.listResources()).resources.map((r) => r.uri).sort()).toEqual([
      'skill://alpha/SKILL.md',
      'skill://alpha/references/guide.md',
    ]);

    const tools = await client.listTools();
    expect(tools.tools.map((t) => t.name)).toContain('read_skill');
    const read = await client.callTool({ name: 'read_skill', arguments: { name: 'alpha' } });
    expect(JSON.stringify(read.content)).toContain('# alpha');
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toEqual(['alpha']);
    const prompt = await client.getPrompt({ name: 'alpha', arguments: { task: 'tidy the guide' } });
    expect(JSON.stringify(prompt.messages)).toContain('tidy the guide');
    expect(JSON.stringify(prompt.messages)).toContain('# alpha');

    const changed = new Promise<void>((resolve) =>
      client?.setNotificationHandler(ResourceListChangedNotificationSchema, () => resolve()),
    );
    writeSkill(root, 'beta');
    await changed;
    const after = await client.request({ method: 'skills/list', params: {} }, ListSkillsResultSchema);
    expect(after.skills.map((s) => s.frontmatter.name)).toEqual(['alpha', 'beta']);
  });

  it('runs a compute skill with execute_skill, offered only once such a skill is there', async () => {
    const root = mkdtempSync(join(tmpdir(), 'skillport-mcp-'));
    writeSkill(root, 'alpha');
    client = new Client({ name: 'stdio-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN, 'mcp', '--root', root],
        stderr: 'pipe',
      }),
    );
    expect((await client.listTools()).tools.map((t) => t.name)).not.toContain('execute_skill');
    const refused = await client.callTool({ name: 'execute_skill', arguments: { name: 'alpha', input: {} } });
    expect(refused.isError).toBe(true);
    writeSkill(root, 'doubler', {
      'skill.config.yaml':
        'runtime: node\nentrypoint: main.js\ninterface:\n  input:\n    n: { type: number, required: true }\n',
      'main.js':
        "let r='';process.stdin.on('data',c=>r+=c).on('end',()=>process.stdout.write(JSON.stringify({twice:JSON.parse(r).n*2})));\n",
    });
    await expect
      .poll(async () => (await client?.listTools())?.tools.map((t) => t.name), { timeout: 10_000 })
      .toContain('execute_skill');
    const ran = await client.callTool({
      name: 'execute_skill',
      arguments: { name: 'doubler', input: { n: 21 } },
    });
    expect(ran.isError).toBe(false);
    expect(JSON.parse((ran.content as { text: string }[])[0]!.text)).toMatchObject({
      success: true,
      output: { twice: 42 },
    });
  });

  it('refuses a missing --root with a usage error before serving', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(process.execPath, [BIN, 'mcp', '--root', '/nonexistent/skills'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('CLI_ROOT_NOT_FOUND');
    expect(result.stdout).toBe('');
  });
});
