import { writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createSkillsMcpServer } from '@skillport/agent';
import { createSkillRegistry } from '@skillport/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSkillsRoot } from './make-skills.js';

/** What the file system answers `stat` for a path, when a test says otherwise than the disk. */
const statOverrides = new Map<string, 'fails' | number>();
const realStat = fs.stat;

// Builtin modules share their exports with ESM importers through syncBuiltinESMExports, so the code under
// test sees this stat (a module mock would not reach a module another test file already loaded).
beforeEach(() => {
  fs.stat = (async (...args: Parameters<typeof realStat>) => {
    const override = [...statOverrides].find(([suffix]) => String(args[0]).endsWith(suffix))?.[1];
    if (override === 'fails') throw Object.assign(new Error('EIO: i/o error, stat'), { code: 'EIO' });
    const info = await realStat(...args);
    if (typeof override === 'number') Object.defineProperty(info, 'size', { value: override });
    return info;
  }) as typeof fs.stat;
  syncBuiltinESMExports();
});
afterEach(() => {
  statOverrides.clear();
  fs.stat = realStat;
  syncBuiltinESMExports();
});

async function connect(root: string) {
  const mcp = createSkillsMcpServer({
    registry: createSkillRegistry({ roots: [{ path: root, category: 'custom' }] }),
  });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'size-limits', version: '1.0.0' });
  await mcp.server.connect(serverTransport);
  await client.connect(clientTransport);
  return client;
}

describe('MCP skills server size limits', () => {
  it('serves nothing of a skill one of whose files cannot be measured (fail closed)', async () => {
    const root = makeSkillsRoot([
      { name: 'opaque', description: 'One file will not stat', files: { 'data/big.bin': 'x' } },
      { name: 'plain', description: 'Measurable' },
    ]);
    statOverrides.set(join('opaque', 'data', 'big.bin'), 'fails');
    const client = await connect(root);
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toContain('skill://plain/SKILL.md');
    expect(uris.filter((uri) => uri.startsWith('skill://opaque/'))).toEqual([]);
    await expect(client.readResource({ uri: 'skill://opaque/SKILL.md' })).rejects.toMatchObject({
      code: -32602,
    });
  });

  it('refuses resources/read of a file over 16 MiB even when it was smaller when listed', async () => {
    const root = makeSkillsRoot([{ name: 'grower', description: 'A file grows after it was measured' }]);
    writeFileSync(join(root, 'grower', 'log.txt'), Buffer.alloc(16 * 1024 * 1024 + 1, 0x61));
    // The listing saw the file at 10 bytes; by the time it is read it is over the limit.
    statOverrides.set(join('grower', 'log.txt'), 10);
    const client = await connect(root);
    const error = await client.readResource({ uri: 'skill://grower/log.txt' }).then(
      () => undefined,
      (e: unknown) => e as { code: number; message: string; data?: { code?: string } },
    );
    expect(error).toMatchObject({ code: -32602, data: { code: 'SKILL_FILE_TOO_LARGE' } });
    const small = await client.readResource({ uri: 'skill://grower/SKILL.md' });
    expect(JSON.stringify(small.contents)).toContain('grower');
  });
});
