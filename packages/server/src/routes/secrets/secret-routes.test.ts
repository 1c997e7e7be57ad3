import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';
import { writeSkill } from '../../test-support/write-skill.js';

const K1 = randomBytes(32).toString('base64');
const K2 = randomBytes(32).toString('base64');
const PLANTED = 'sk-PLANTED-vault-value-8f3a2b';
const PLANTED_USER = 'ursula-PLANTED-credential-77';

const OCR_CONFIG = [
  'env:',
  '  - { name: OCR_API_KEY, required: true, description: "Key of the OCR service" }',
  '  - { name: OCR_ENDPOINT, required: false, default: "https://ocr.example" }',
  '  - { name: OCR_MODE, required: true, secret: false }',
  '',
].join('\n');

function writeOcrSkill(root: string, name: string) {
  writeSkill(root, name, {
    frontmatter: 'required-secrets: [EXTRA_TOKEN, { name: OPTIONAL_PASS, optional: true }]\n',
    files: { 'skill.config.yaml': OCR_CONFIG },
  });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

type EnvSchema = { skill: string; env: Record<string, unknown>[] };

describe('secret routes with a master key', () => {
  let h: GatewayHarness;
  let admin: string;
  let ursula: string;
  let ursulaId: string;
  const bodies: string[] = [];
  const request = async (...args: Parameters<GatewayHarness['request']>) => {
    const res = await h.request(...args);
    bodies.push(await res.clone().text());
    return res;
  };

  beforeAll(async () => {
    h = await createHarness({ masterKey: `v1:${K1}` });
    writeOcrSkill(h.gateway.services.skills.customRoot, 'ocr-tool');
    admin = await h.login();
    const created = await json<{ user: { id: string } }>(
      await h.request('/api/users', {
        method: 'POST',
        token: admin,
        json: { username: 'ursula', password: 'user password 1' },
      }),
    );
    ursulaId = created.user.id;
    writeOcrSkill(h.gateway.services.skills.userRoot(ursulaId), 'ursula-ocr');
    writeOcrSkill(path.join(h.dataDir, 'skills', 'integration'), 'shared-pack');
    await h.gateway.services.skills.reload();
    ursula = await h.login('ursula', 'user password 1');
  });
  afterAll(() => h.close());

  it('describes the declared environment with exactly name, required, description, hasValue', async () => {
    const res = await request('/api/skills/ocr-tool/env-schema', { token: ursula });
    expect(res.status).toBe(200);
    const body = await json<EnvSchema>(res);
    expect(body).toEqual({
      skill: 'ocr-tool',
      env: [
        { name: 'OCR_API_KEY', required: true, description: 'Key of the OCR service', hasValue: false },
        { name: 'OCR_ENDPOINT', required: false, description: '', hasValue: false },
        { name: 'OCR_MODE', required: true, description: '', hasValue: false },
        { name: 'EXTRA_TOKEN', required: true, description: '', hasValue: false },
        { name: 'OPTIONAL_PASS', required: false, description: '', hasValue: false },
      ],
    });
  });

  it('reports ENV_NOT_CONFIGURED for required entries without a value or a default', async () => {
    const res = await request('/api/diagnostics?skill=ocr-tool', { token: admin });
    const { diagnostics } = await json<{
      diagnostics: { code: string; level: string; detail?: { name: string } }[];
    }>(res);
    const missing = diagnostics.filter((d) => d.code === 'ENV_NOT_CONFIGURED').map((d) => d.detail?.name);
    expect(missing.sort()).toEqual(['EXTRA_TOKEN', 'OCR_API_KEY', 'OCR_MODE']);
    const warnings = await json<{ diagnostics: { code: string }[] }>(
      await request('/api/diagnostics?level=error', { token: admin }),
    );
    expect(warnings.diagnostics.map((d) => d.code)).not.toContain('ENV_NOT_CONFIGURED');
  });

  it('stores a value for everyone (admin): hasValue flips, the value is never answered', async () => {
    const res = await request('/api/skills/ocr-tool/secrets', {
      method: 'PUT',
      token: admin,
      json: { secrets: { OCR_API_KEY: PLANTED, OCR_MODE: 'fast-mode' } },
    });
    expect(res.status).toBe(200);
    const body = await json<EnvSchema>(res);
    expect(body.env.filter((e) => e.hasValue).map((e) => e.name)).toEqual(['OCR_API_KEY', 'OCR_MODE']);
    // Shared skill: every user's view sees the value is set.
    const seen = await json<EnvSchema>(await request('/api/skills/ocr-tool/env-schema', { token: ursula }));
    expect(seen.env.find((e) => e.name === 'OCR_API_KEY')?.hasValue).toBe(true);
    const diagnostics = await json<{ diagnostics: { code: string; detail?: { name: string } }[] }>(
      await request('/api/diagnostics?skill=ocr-tool', { token: admin }),
    );
    expect(
      diagnostics.diagnostics.filter((d) => d.code === 'ENV_NOT_CONFIGURED').map((d) => d.detail?.name),
    ).toEqual(['EXTRA_TOKEN']);
    expect(
      await h.gateway.services.vault.read({ scope: 'global', category: 'custom', skill: 'ocr-tool' }),
    ).toEqual({
      OCR_API_KEY: PLANTED,
      OCR_MODE: 'fast-mode',
    });
  });

  it('refuses a user setting a shared skill’s secrets (403, audited as denied), changing nothing', async () => {
    const res = await request('/api/skills/ocr-tool/secrets', {
      method: 'PUT',
      token: ursula,
      json: { secrets: { OCR_API_KEY: 'attacker-controlled-value' } },
    });
    expect(res.status).toBe(403);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('AUTHZ_DENIED');
    const audit = await (
      await h.request('/api/audit?action=secret.write&outcome=denied', { token: admin })
    ).text();
    expect(audit).toContain('ocr-tool');
    expect(audit).not.toContain('attacker-controlled-value');
    expect(
      (await h.gateway.services.vault.read({ scope: 'global', category: 'custom', skill: 'ocr-tool' }))
        .OCR_API_KEY,
    ).toBe(PLANTED);
  });

  it('keeps a user skill’s secrets per user', async () => {
    const res = await request('/api/skills/ursula-ocr/secrets', {
      method: 'PUT',
      token: ursula,
      json: { secrets: { OCR_API_KEY: PLANTED_USER } },
    });
    expect(res.status).toBe(200);
    expect(
      await h.gateway.services.vault.read({ scope: ursulaId, category: 'user', skill: 'ursula-ocr' }),
    ).toEqual({
      OCR_API_KEY: PLANTED_USER,
    });
    // Nobody else sees the skill at all: the same 404 as a missing one.
    const other = await request('/api/skills/ursula-ocr/env-schema', { token: admin });
    expect(other.status).toBe(404);
    const missing = await request('/api/skills/ursula-ocs/env-schema', { token: admin });
    expect((await other.clone().text()).replaceAll('ursula-ocr', 'ursula-ocs')).toBe(await missing.text());
  });

  it('keeps an integration skill’s credentials per user: each user sets and sees only their own', async () => {
    const set = await request('/api/skills/shared-pack/secrets', {
      method: 'PUT',
      token: ursula,
      json: { secrets: { OCR_API_KEY: PLANTED_USER } },
    });
    expect(set.status).toBe(200);
    const mine = await json<EnvSchema>(
      await request('/api/skills/shared-pack/env-schema', { token: ursula }),
    );
    const theirs = await json<EnvSchema>(
      await request('/api/skills/shared-pack/env-schema', { token: admin }),
    );
    expect(mine.env.find((e) => e.name === 'OCR_API_KEY')?.hasValue).toBe(true);
    expect(theirs.env.find((e) => e.name === 'OCR_API_KEY')?.hasValue).toBe(false);
    expect(
      await h.gateway.services.vault.read({ scope: ursulaId, category: 'integration', skill: 'shared-pack' }),
    ).toEqual({ OCR_API_KEY: PLANTED_USER });
  });

  it.each([
    [{ secrets: { NOT_DECLARED: 'some-long-value' } }, 403, 'SECRET_NOT_DECLARED'],
    [{ secrets: { OCR_API_KEY: 'short' } }, 400, 'SECRET_TOO_SHORT'],
    [{ secrets: { OCR_API_KEY: '' } }, 400, 'SECRET_VALUE_INVALID'],
    [{ secrets: { OCR_API_KEY: 'has-a-\u0000-nul-inside' } }, 400, 'SECRET_VALUE_INVALID'],
    [{ secrets: { OCR_API_KEY: 'x'.repeat(70_000) } }, 413, 'HTTP_BODY_TOO_LARGE'],
    [{ secrets: { 'BAD-NAME': 'some-long-value' } }, 400, 'HTTP_REQUEST_INVALID'],
    [{ secrets: { OCR_API_KEY: 12345678 } }, 400, 'HTTP_REQUEST_INVALID'],
    [{ secrets: {}, extra: true }, 400, 'HTTP_REQUEST_INVALID'],
    [['not', 'an', 'object'], 400, 'HTTP_REQUEST_INVALID'],
  ])('refuses %j with %i %s, naming the field but never the value', async (body, status, code) => {
    const res = await request('/api/skills/ocr-tool/secrets', { method: 'PUT', token: admin, json: body });
    expect(res.status).toBe(status);
    const text = await res.text();
    expect(JSON.parse(text).error.code).toBe(code);
    expect(text).not.toContain('short"');
    expect(text).not.toContain('nul-inside');
    expect(
      (await h.gateway.services.vault.read({ scope: 'global', category: 'custom', skill: 'ocr-tool' }))
        .OCR_API_KEY,
    ).toBe(PLANTED);
  });

  it('clears a value with null', async () => {
    const res = await request('/api/skills/ocr-tool/secrets', {
      method: 'PUT',
      token: admin,
      json: { secrets: { OCR_MODE: null } },
    });
    const body = await json<EnvSchema>(res);
    expect(body.env.find((e) => e.name === 'OCR_MODE')?.hasValue).toBe(false);
  });

  it('rotates through the API (admin only)', async () => {
    expect((await request('/api/admin/secrets/rotate', { method: 'POST', token: ursula })).status).toBe(403);
    const res = await request('/api/admin/secrets/rotate', { method: 'POST', token: admin });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      primaryVersion: 1,
      rotated: 0,
      failed: [],
      byVersion: { '1': 3 },
    });
  });

  it('never shows a planted value in a response, a log line or the audit log', async () => {
    const audit = await (await h.request('/api/audit?limit=500', { token: admin })).text();
    expect(audit).toContain('secret.write');
    for (const sink of [...bodies, audit, h.logs()]) {
      for (const value of [PLANTED, PLANTED_USER]) {
        expect(sink).not.toContain(value);
        expect(sink).not.toContain(Buffer.from(value).toString('base64'));
      }
    }
  });
});

describe('secret routes without a master key', () => {
  let h: GatewayHarness;
  let admin: string;
  beforeAll(async () => {
    h = await createHarness({ masterKey: '' });
    writeOcrSkill(h.gateway.services.skills.customRoot, 'ocr-tool');
    await h.gateway.services.skills.reload();
    admin = await h.login();
  });
  afterAll(() => h.close());

  it('does not start the vault: writes and rotation answer 503 VAULT_UNAVAILABLE, the schema still answers', async () => {
    const put = await h.request('/api/skills/ocr-tool/secrets', {
      method: 'PUT',
      token: admin,
      json: { secrets: { OCR_API_KEY: PLANTED } },
    });
    expect(put.status).toBe(503);
    expect((await json<{ error: { code: string; message: string } }>(put)).error).toMatchObject({
      code: 'VAULT_UNAVAILABLE',
      message: expect.stringContaining('SKILLPORT_MASTER_KEY'),
    });
    const rotate = await h.request('/api/admin/secrets/rotate', { method: 'POST', token: admin });
    expect(rotate.status).toBe(503);
    expect((await h.request('/api/skills/ocr-tool/env-schema', { token: admin })).status).toBe(200);
    expect(h.logs()).toContain('secret vault disabled');
  });
});

it('refuses to start with a malformed master key, without echoing it', async () => {
  const bad = 'v1:not-a-real-key-at-all';
  await expect(createHarness({ masterKey: bad })).rejects.toMatchObject({ code: 'VAULT_KEY_INVALID' });
  await expect(createHarness({ masterKey: bad })).rejects.not.toThrow('not-a-real-key');
});

it('hides a skill the policy does not list: env-schema and secrets answer the missing 404', async () => {
  const h = await createHarness({
    masterKey: `v1:${K1}`,
    authorization: {
      provider: 'rbac',
      default_role: 'user',
      roles: { admin: {}, user: { skills: { deny: ['ocr-tool'] }, secrets: { allow: '*' } } },
    },
  });
  try {
    writeOcrSkill(h.gateway.services.skills.customRoot, 'ocr-tool');
    await h.gateway.services.skills.reload();
    const admin = await h.login();
    await h.request('/api/users', {
      method: 'POST',
      token: admin,
      json: { username: 'ulla', password: 'user password 1' },
    });
    const ulla = await h.login('ulla', 'user password 1');
    for (const [method, suffix, body] of [
      ['GET', 'env-schema', undefined],
      ['PUT', 'secrets', { secrets: { OCR_API_KEY: PLANTED } }],
    ] as const) {
      const hidden = await h.request(`/api/skills/ocr-tool/${suffix}`, { method, token: ulla, json: body });
      const missing = await h.request(`/api/skills/ocr-tooz/${suffix}`, { method, token: ulla, json: body });
      expect(hidden.status).toBe(404);
      expect((await hidden.text()).replaceAll('ocr-tool', 'ocr-tooz')).toBe(await missing.text());
    }
  } finally {
    await h.close();
  }
});

it('rotates to a new master key across a restart; afterwards the old key can go', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillport-rotate-'));
  try {
    const first = await createHarness({ dataDir, masterKey: `v1:${K1}` });
    writeOcrSkill(first.gateway.services.skills.customRoot, 'ocr-tool');
    await first.gateway.services.skills.reload();
    let admin = await first.login();
    await first.request('/api/skills/ocr-tool/secrets', {
      method: 'PUT',
      token: admin,
      json: { secrets: { OCR_API_KEY: PLANTED } },
    });
    await first.close();
    const second = await createHarness({ dataDir, masterKey: `v2:${K2},v1:${K1}` });
    admin = await second.login();
    expect(second.logs()).toContain('"keysToRotate":1');
    const res = await second.request('/api/admin/secrets/rotate', { method: 'POST', token: admin });
    expect(await json(res)).toMatchObject({ primaryVersion: 2, rotated: 1, byVersion: { '2': 1 } });
    await second.close();
    const third = await createHarness({ dataDir, masterKey: `v2:${K2}` });
    expect(
      await third.gateway.services.vault.read({ scope: 'global', category: 'custom', skill: 'ocr-tool' }),
    ).toEqual({
      OCR_API_KEY: PLANTED,
    });
    await third.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
