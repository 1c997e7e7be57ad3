import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedLlm, startScriptedLlm } from '../../../../agent/test/scripted-llm.js';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';
import { writeSkill } from '../../test-support/write-skill.js';

const MASTER = `v1:${randomBytes(32).toString('base64')}`;
const VAULT_VALUE = `vault-PLANTED-${randomBytes(8).toString('hex')}`;
const KIT_VALUE = `kit-PLANTED-${randomBytes(8).toString('hex')}`;
const REQUEST_VALUE = `request-PLANTED-${randomBytes(8).toString('hex')}`;
const sha = (value: string) => createHash('sha256').update(value).digest('hex');
const HAVE_BWRAP = existsSync('/usr/bin/bwrap');

/** Prints hashes of what it was given (proof of binding without showing values) and the raw value (to mask). */
const VAULTED_JS = `const crypto = require('node:crypto');
let raw = '';
process.stdin.on('data', (c) => (raw += c)).on('end', () => {
  const sha = (v) => (v === undefined ? null : crypto.createHash('sha256').update(v).digest('hex'));
  process.stdout.write(JSON.stringify({ ocr: sha(process.env.OCR_API_KEY), req: sha(process.env.REQ_TOKEN), raw: process.env.OCR_API_KEY ?? null }));
});
`;

let h: GatewayHarness;
let admin: string;
let vera: string;
let veraId: string;
let kitDir: string;
let llm: ScriptedLlm | undefined;

beforeAll(async () => {
  h = await createHarness({ masterKey: MASTER });
  const root = h.gateway.services.skills.customRoot;
  writeSkill(root, 'vaulted', {
    description: 'Reads a document with a stored key',
    frontmatter: 'required-secrets: [REQ_TOKEN]\n',
    files: {
      'skill.config.yaml':
        'runtime: node\nentrypoint: main.js\nenv:\n  - { name: OCR_API_KEY, required: true }\ninterface:\n  input:\n    doc: { type: string, required: true }\n',
      'main.js': VAULTED_JS,
    },
  });
  writeSkill(root, 'kit', {
    description: 'Shell helpers with a stored key',
    files: {
      'skill.config.yaml': 'runtime: bash\nenv:\n  - { name: KIT_KEY, required: true }\n',
      'scripts/show.sh': 'echo "kit=$KIT_KEY"\n',
    },
  });
  await h.gateway.services.skills.reload();
  admin = await h.login();
  const created = await h.request('/api/users', {
    method: 'POST',
    token: admin,
    json: { username: 'vera', password: 'user password 1' },
  });
  veraId = ((await created.json()) as { user: { id: string } }).user.id;
  vera = await h.login('vera', 'user password 1');
  for (const [skill, secrets] of [
    ['vaulted', { OCR_API_KEY: VAULT_VALUE }],
    ['kit', { KIT_KEY: KIT_VALUE }],
  ] as const) {
    const res = await h.request(`/api/skills/${skill}/secrets`, {
      method: 'PUT',
      token: admin,
      json: { secrets },
    });
    expect(res.status).toBe(200);
  }
  const view = await h.gateway.services.skills.viewFor(veraId);
  kitDir = view.skills.find((s) => s.name === 'kit')?.dir ?? '';
  expect(kitDir).not.toBe('');
});
afterEach(async () => {
  await llm?.close();
  llm = undefined;
  delete process.env.SKILLPORT_LLM_BASE_URL;
  delete process.env.SKILLPORT_LLM_MODEL;
});
afterAll(() => h.close());

async function auditOf(action: string) {
  await h.gateway.services.audit.flush();
  const res = await h.request(`/api/audit?action=${action}&limit=500`, { token: admin });
  expect(res.status).toBe(200);
  const text = await res.text();
  const entries = (
    JSON.parse(text) as { entries: { target: string; outcome: string; details: Record<string, unknown> }[] }
  ).entries;
  return { text, entries };
}

describe('skills run by the gateway’s agents (POST /api/runs, /mcp)', () => {
  it('run with the vault’s values and the warm sandbox pool, audited once per run, no value anywhere', async () => {
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'read_skill', arguments: { name: 'vaulted' } }] },
      { toolCalls: [{ name: 'execute_skill', arguments: { name: 'vaulted', input: { doc: 'a' } } }] },
      { toolCalls: [{ name: 'execute_skill', arguments: { name: 'vaulted', input: { doc: 'b' } } }] },
      { content: 'read both' },
    ]);
    process.env.SKILLPORT_LLM_BASE_URL = llm.baseUrl;
    process.env.SKILLPORT_LLM_MODEL = 'scripted';
    const before = h.gateway.services.sandboxPool.stats();
    const res = await h.request('/api/runs', {
      method: 'POST',
      token: vera,
      json: {
        messages: [{ role: 'user', content: 'read the documents' }],
        context: { secrets: { REQ_TOKEN: REQUEST_VALUE } },
      },
    });
    const stream = await res.text();
    const results = [...stream.matchAll(/"ocr\\?":\\?"([0-9a-f]{64})/g)].map((m) => m[1]);
    expect(results).toEqual([sha(VAULT_VALUE), sha(VAULT_VALUE)]);
    expect(stream).toContain(sha(REQUEST_VALUE));
    expect(stream).toContain('[REDACTED]');
    if (HAVE_BWRAP) {
      const after = h.gateway.services.sandboxPool.stats();
      expect(after.hits).toBeGreaterThan(before.hits);
    }
    const { text, entries } = await auditOf('skill.execute');
    const runs = entries.filter((e) => e.target === 'vaulted' && e.details.via === 'run');
    expect(runs).toHaveLength(2);
    expect(runs.every((e) => e.outcome === 'ok')).toBe(true);
    const runId = /"runId":"([^"]+)"/.exec(stream)?.[1];
    const record = await (await h.request(`/api/runs/${runId}`, { token: vera })).text();
    for (const sink of [stream, text, record, h.logs(), JSON.stringify(llm.requests.map((r) => r.body))]) {
      expect(sink).not.toContain(VAULT_VALUE);
      expect(sink).not.toContain(REQUEST_VALUE);
    }
  });

  it('over MCP: execute_skill gets the vault’s values, masked, bash never does, each run audited', async () => {
    const client = new Client({ name: 'run-execution-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('http://localhost/mcp'), {
        requestInit: { headers: { authorization: `Bearer ${vera}` } },
        fetch: (url, init) => Promise.resolve(h.gateway.app.request(String(url), init)),
      }),
    );
    const text = (result: Awaited<ReturnType<Client['callTool']>>) =>
      (result.content as { type: string; text: string }[]).map((part) => part.text).join('');
    const executed = text(
      await client.callTool({ name: 'execute_skill', arguments: { name: 'vaulted', input: { doc: 'c' } } }),
    );
    expect(executed).toContain(sha(VAULT_VALUE));
    expect(executed).toContain('"raw":"[REDACTED]"');
    // A command the caller wrote never gets the vault's values, not even a script of the skill's own.
    const bash = text(
      await client.callTool({ name: 'bash', arguments: { command: `bash ${kitDir}/scripts/show.sh` } }),
    );
    expect(bash).toContain('kit=\\n');
    const reversed = text(
      await client.callTool({
        name: 'bash',
        arguments: { command: 'printenv KIT_KEY | rev', cwd: kitDir },
      }),
    );
    expect(reversed).not.toContain([...KIT_VALUE].reverse().join(''));
    const outside = text(
      await client.callTool({ name: 'bash', arguments: { command: 'echo "kit=$KIT_KEY"' } }),
    );
    expect(outside).toContain('kit=\\n');
    await client.close();

    const executions = await auditOf('skill.execute');
    expect(executions.entries.filter((e) => e.target === 'vaulted' && e.details.via === 'mcp')).toHaveLength(
      1,
    );
    const commands = await auditOf('sandbox.command');
    expect(commands.entries.map((e) => [e.target, e.outcome, e.details.via])).toEqual(
      expect.arrayContaining([
        ['kit', 'ok', 'mcp'],
        [null, 'ok', 'mcp'],
      ]),
    );
    for (const sink of [executed, bash, executions.text, commands.text, h.logs()]) {
      expect(sink).not.toContain(VAULT_VALUE);
      expect(sink).not.toContain(KIT_VALUE);
    }
  });
});
