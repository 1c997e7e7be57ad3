import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';
import { writeSkill } from '../../test-support/write-skill.js';

const MASTER = `v1:${randomBytes(32).toString('base64')}`;
const VAULT_VALUE = `vault-PLANTED-${randomBytes(8).toString('hex')}`;
const REQUEST_VALUE = `request-PLANTED-${randomBytes(8).toString('hex')}`;
const INPUT_MARKER = `input-MARKER-${randomBytes(8).toString('hex')}`;
const sha = (value: string) => createHash('sha256').update(value).digest('hex');

/** Prints what it received: hashes (to prove binding) and the raw values in several forms (to prove masking). */
const ECHO_JS = `
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', () => {
  const input = JSON.parse(Buffer.concat(chunks).toString() || '{}');
  const crypto = require('node:crypto');
  const seen = {};
  for (const name of ['OCR_API_KEY', 'REQ_TOKEN', 'UNDECLARED_TOKEN', 'SKILLPORT_MASTER_KEY']) {
    const v = process.env[name];
    seen[name] = v === undefined ? null : { sha: crypto.createHash('sha256').update(v).digest('hex'), raw: v, b64: Buffer.from(v).toString('base64'), url: encodeURIComponent(v + '/&') };
  }
  process.stderr.write('log line with ' + process.env.OCR_API_KEY + ' and ' + process.env.REQ_TOKEN + '\\n');
  if (input.fail) {
    process.stderr.write('fatal: ' + process.env.OCR_API_KEY + '\\n');
    process.exit(3);
  }
  process.stdout.write(JSON.stringify({ text: input.text, loud: input.loud, seen }));
});
`;

const ECHO_CONFIG = `runtime: node
entrypoint: main.js
env:
  - { name: OCR_API_KEY, required: true, description: "Key of the service" }
interface:
  input:
    text: { type: string, required: true }
    loud: { type: boolean, default: false }
    fail: { type: boolean, default: false }
`;

type Result = {
  success: boolean;
  output?: {
    text: string;
    loud: boolean;
    seen: Record<string, { sha: string; raw: string; b64: string } | null>;
  };
  error?: string;
  durationMs: number;
  exitCode: number | null;
};

describe('POST /api/skills/:name/execute', () => {
  let h: GatewayHarness;
  let admin: string;
  let ursula: string;
  const sinks: string[] = [];
  const run = async (token: string, name: string, json: unknown) => {
    const res = await h.request(`/api/skills/${name}/execute`, { method: 'POST', token, json });
    sinks.push(await res.clone().text());
    return res;
  };

  beforeAll(async () => {
    h = await createHarness({ masterKey: MASTER });
    const root = h.gateway.services.skills.customRoot;
    writeSkill(root, 'echo-env', {
      frontmatter: 'required-secrets: [REQ_TOKEN]\n',
      files: { 'skill.config.yaml': ECHO_CONFIG, 'main.js': ECHO_JS },
    });
    writeSkill(root, 'switched-off', {
      files: {
        'skill.config.yaml': 'runtime: node\nentrypoint: main.js\n',
        'main.js': 'process.stdout.write("1")',
      },
    });
    await h.gateway.services.skills.reload();
    admin = await h.login();
    await h.request('/api/users', {
      method: 'POST',
      token: admin,
      json: { username: 'ursula', password: 'user password 1' },
    });
    ursula = await h.login('ursula', 'user password 1');
    const stored = await h.request('/api/skills/echo-env/secrets', {
      method: 'PUT',
      token: admin,
      json: { secrets: { OCR_API_KEY: VAULT_VALUE } },
    });
    expect(stored.status).toBe(200);
    await h.request('/api/skills/switched-off/enabled', {
      method: 'PUT',
      token: admin,
      json: { enabled: false },
    });
  });
  afterAll(() => h.close());

  it('runs the skill with its vault value and a declared request secret bound, both masked in the answer', async () => {
    const res = await run(ursula, 'echo-env', {
      input: { text: INPUT_MARKER },
      context: { secrets: { REQ_TOKEN: REQUEST_VALUE, UNDECLARED_TOKEN: 'undeclared-value-123' } },
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as Result;
    expect(result).toMatchObject({ success: true, exitCode: 0 });
    expect(Object.keys(result).sort()).toEqual(['durationMs', 'exitCode', 'output', 'success']);
    expect(result.output?.text).toBe(INPUT_MARKER);
    expect(result.output?.loud).toBe(false);
    const seen = result.output!.seen;
    // Bound: the skill saw exactly the planted values (their hashes prove it without showing them).
    expect(seen.OCR_API_KEY?.sha).toBe(sha(VAULT_VALUE));
    expect(seen.REQ_TOKEN?.sha).toBe(sha(REQUEST_VALUE));
    // Not declared in required-secrets: never bound. The gateway's own key never reaches a skill.
    expect(seen.UNDECLARED_TOKEN).toBeNull();
    expect(seen.SKILLPORT_MASTER_KEY).toBeNull();
    // Masked: the raw and encoded forms the skill printed are gone from the answer.
    expect(seen.OCR_API_KEY?.raw).not.toBe(VAULT_VALUE);
    expect(seen.REQ_TOKEN?.b64).not.toBe(Buffer.from(REQUEST_VALUE).toString('base64'));
  });

  it('runs a bundled compute skill (json-query) for a plain user', async () => {
    const res = await run(ursula, 'json-query', {
      input: {
        json: JSON.stringify({
          users: [
            { name: 'a', age: 40 },
            { name: 'b', age: 20 },
          ],
        }),
        query: '.users[?age > 30].name',
      },
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as { success: boolean; output: { found: boolean; matches: number } };
    expect(result).toMatchObject({ success: true, output: { found: true, matches: 1 } });
  });

  it('a request value wins over the stored one for that run; forged internal context keys are ignored', async () => {
    const res = await run(admin, 'echo-env', {
      input: { text: 'x' },
      context: {
        secrets: { REQ_TOKEN: REQUEST_VALUE },
        boundSecrets: { OCR_API_KEY: 'forged-value-12345' },
        __proto_secrets: { OCR_API_KEY: 'forged-value-12345' },
      },
    });
    const result = (await res.json()) as Result;
    expect(result.output?.seen.OCR_API_KEY?.sha).toBe(sha(VAULT_VALUE));
  });

  it('reports a failed run as 200 with success false and a masked error', async () => {
    const res = await run(ursula, 'echo-env', { input: { text: 'x', fail: true } });
    expect(res.status).toBe(200);
    const result = (await res.json()) as Result;
    expect(result).toMatchObject({ success: false, exitCode: 3 });
    expect(result.error).toContain('fatal:');
    expect(result.error).not.toContain(VAULT_VALUE);
  });

  it.each([
    ['a missing required input', { input: {} }, 400, 'INPUT_INVALID'],
    ['an unknown input field', { input: { text: 'x', extra: 1 } }, 400, 'INPUT_INVALID'],
    ['a wrong input type', { input: { text: 5 } }, 400, 'INPUT_INVALID'],
    ['an unknown body field', { input: { text: 'x' }, sandbox: 'none' }, 400, 'HTTP_REQUEST_INVALID'],
    ['a timeout over the maximum', { input: { text: 'x' }, timeoutMs: 600_001 }, 400, 'HTTP_REQUEST_INVALID'],
  ])('refuses %s before running', async (_what, body, status, code) => {
    const res = await run(ursula, 'echo-env', body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
  });

  it('refuses a prompt skill, a disabled skill and a missing one', async () => {
    const prompt = await run(ursula, 'skill-creator', { input: {} });
    expect([prompt.status, ((await prompt.json()) as { error: { code: string } }).error.code]).toEqual([
      400,
      'SKILL_NOT_EXECUTABLE',
    ]);
    const off = await run(ursula, 'switched-off', { input: {} });
    expect([off.status, ((await off.json()) as { error: { code: string } }).error.code]).toEqual([
      403,
      'SKILL_DISABLED',
    ]);
    expect((await run(ursula, 'no-such-skill', { input: {} })).status).toBe(404);
  });

  it('audits every run (skill, who, duration, outcome) without input values or secrets', async () => {
    const audit = await (
      await h.request('/api/audit?action=skill.execute&limit=100', { token: admin })
    ).text();
    const entries = (
      JSON.parse(audit) as {
        entries: { outcome: string; target: string; details: Record<string, unknown> }[];
      }
    ).entries;
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries.some((e) => e.outcome === 'ok' && e.target === 'echo-env')).toBe(true);
    expect(entries.some((e) => e.outcome === 'failed' && e.details.code === 'EXEC_FAILED')).toBe(true);
    expect(entries.some((e) => e.details.code === 'INPUT_INVALID')).toBe(true);
    expect(
      entries.find((e) => e.outcome === 'ok' && e.details.refusedNames !== undefined)?.details,
    ).toMatchObject({
      durationMs: expect.any(Number),
      exitCode: 0,
      refusedNames: ['UNDECLARED_TOKEN'],
    });
  });

  it('leaks no planted value or input into any response, log line or audit row', async () => {
    const audit = await (await h.request('/api/audit?limit=500', { token: admin })).text();
    const logs = h.logs();
    for (const sink of [...sinks, audit, logs]) {
      for (const value of [VAULT_VALUE, REQUEST_VALUE]) {
        expect(sink).not.toContain(value);
        expect(sink).not.toContain(Buffer.from(value).toString('base64'));
        expect(sink).not.toContain(encodeURIComponent(`${value}/&`));
      }
    }
    for (const sink of [audit, logs]) expect(sink).not.toContain(INPUT_MARKER);
  });
});

describe('execute authorization and sandbox policy', () => {
  const writeRunnable = (h: GatewayHarness) => {
    writeSkill(h.gateway.services.skills.customRoot, 'tiny-run', {
      files: {
        'skill.config.yaml': 'runtime: node\nentrypoint: main.js\n',
        'main.js': 'process.stdout.write(JSON.stringify({ ok: true }))',
      },
    });
    return h.gateway.services.skills.reload();
  };

  it('needs both skill:execute and sandbox:execute; each denial is 403 and audited', async () => {
    const h = await createHarness({
      authorization: {
        provider: 'rbac',
        default_role: 'user',
        roles: {
          admin: {},
          user: { sandbox: { allow: false } },
          runner: { skills: { allow: '*', deny: ['json-query'] }, sandbox: { allow: ['tiny-run'] } },
        },
      },
    });
    try {
      await writeRunnable(h);
      const admin = await h.login();
      for (const [username, role] of [
        ['nosandbox', 'user'],
        ['runner', 'runner'],
      ]) {
        await h.request('/api/users', {
          method: 'POST',
          token: admin,
          json: { username, password: 'user password 1', role },
        });
      }
      const denied = await h.request('/api/skills/tiny-run/execute', {
        method: 'POST',
        token: await h.login('nosandbox', 'user password 1'),
        json: { input: {} },
      });
      expect(denied.status).toBe(403);
      expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('AUTHZ_DENIED');
      const runner = await h.login('runner', 'user password 1');
      const allowed = await h.request('/api/skills/tiny-run/execute', {
        method: 'POST',
        token: runner,
        json: { input: {} },
      });
      expect(await allowed.json()).toMatchObject({ success: true, output: { ok: true } });
      // A skill the policy hides answers exactly like a missing one.
      const send = (name: string) =>
        h.request(`/api/skills/${name}/execute`, { method: 'POST', token: runner, json: { input: {} } });
      const hidden = await send('json-query');
      const missing = await send('json-querz');
      expect(hidden.status).toBe(404);
      expect((await hidden.text()).replaceAll('json-query', 'json-querz')).toBe(await missing.text());
      const audit = await (
        await h.request('/api/audit?action=skill.execute&outcome=denied', { token: admin })
      ).text();
      expect(audit).toContain('tiny-run');
    } finally {
      await h.close();
    }
  });

  it('a gateway that requires a sandbox refuses a run without one (fail closed, 503 SANDBOX_UNAVAILABLE)', async () => {
    const h = await createHarness({ execution: { sandbox: 'none', requireSandbox: true } });
    try {
      await writeRunnable(h);
      const res = await h.request('/api/skills/tiny-run/execute', {
        method: 'POST',
        token: await h.login(),
        json: { input: {} },
      });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SANDBOX_UNAVAILABLE');
    } finally {
      await h.close();
    }
  });
});
