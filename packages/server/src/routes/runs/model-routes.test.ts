import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedLlm, startScriptedLlm } from '../../../../agent/test/scripted-llm.js';
import { createGateway } from '../../app/create-gateway.js';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';

/** Three endpoints, so each run shows which model (and key) it really went to. */
let defaultLlm: ScriptedLlm;
let secondLlm: ScriptedLlm;
let thirdLlm: ScriptedLlm;
let h: GatewayHarness;
const tokens: Record<string, string> = {};
const saved = { ...process.env };

const ROLES = {
  admin: {},
  user: { models: { allow: ['second-model', 'third-model'] } },
  analyst: { models: { allow: '*', deny: ['default-model', 'second-model'] } },
  locked: { models: { allow: false } },
};

beforeAll(async () => {
  defaultLlm = await startScriptedLlm([{ content: 'from default' }]);
  secondLlm = await startScriptedLlm([{ content: 'from second' }]);
  thirdLlm = await startScriptedLlm([{ content: 'from third' }]);
  process.env.SKILLPORT_LLM_BASE_URL = defaultLlm.baseUrl;
  process.env.SKILLPORT_LLM_MODEL = 'default-model';
  process.env.SKILLPORT_LLM_API_KEY = 'default-key-123';
  process.env.SECOND_MODEL_KEY = 'second-key-456';
  h = await createHarness({
    authorization: { provider: 'rbac', default_role: 'user', roles: ROLES },
    models: [
      { name: 'second-model', baseUrl: secondLlm.baseUrl, apiKeyEnv: 'SECOND_MODEL_KEY' },
      { name: 'third-model', baseUrl: thirdLlm.baseUrl },
      // The default's name again: the first definition wins, nothing is listed twice.
      { name: 'default-model', baseUrl: 'http://127.0.0.1:9/v1' },
    ],
  });
  tokens.admin = await h.login();
  for (const role of ['user', 'analyst', 'locked']) {
    const res = await h.request('/api/users', {
      method: 'POST',
      token: tokens.admin,
      json: { username: `${role}-person`, password: 'user password 1', role },
    });
    expect(res.status).toBe(201);
    tokens[role] = await h.login(`${role}-person`, 'user password 1');
  }
});

afterAll(async () => {
  process.env = saved;
  await h?.close();
  await Promise.all([defaultLlm, secondLlm, thirdLlm].map((llm) => llm?.close()));
});

async function models(role: string) {
  const res = await h.request('/api/models', { token: tokens[role] });
  expect(res.status).toBe(200);
  return ((await res.json()) as { models: { name: string; default: boolean }[] }).models;
}

/** Runs one message and answers what the run said and which model its record names. */
async function run(role: string, model?: string) {
  const res = await h.request('/api/runs', {
    method: 'POST',
    token: tokens[role],
    json: { ...(model === undefined ? {} : { model }), messages: [{ role: 'user', content: 'hi' }] },
  });
  if (res.status !== 200)
    return { status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code };
  const text = await res.text();
  const runId = /"runId":"([^"]+)"/.exec(text)?.[1];
  const record = (await (await h.request(`/api/runs/${runId}`, { token: tokens[role] })).json()) as {
    run: { model: string };
  };
  return { status: 200, text, model: record.run.model };
}

describe('configured models', () => {
  it('lists the default model first and the configured ones after it, each once', async () => {
    expect(await models('admin')).toEqual([
      { name: 'default-model', default: true },
      { name: 'second-model', default: false },
      { name: 'third-model', default: false },
    ]);
  });

  it('lists only the models each caller may use (model:use)', async () => {
    expect((await models('user')).map((m) => m.name)).toEqual(['second-model', 'third-model']);
    expect((await models('analyst')).map((m) => m.name)).toEqual(['third-model']);
    expect(await models('locked')).toEqual([]);
  });

  it('runs on the default model, or the one asked for, with that model’s key', async () => {
    const first = await run('admin');
    expect(first).toMatchObject({ status: 200, model: 'default-model' });
    expect(first.text).toContain('from default');
    expect(defaultLlm.requests.at(-1)?.headers.authorization).toBe('Bearer default-key-123');

    const second = await run('admin', 'second-model');
    expect(second).toMatchObject({ status: 200, model: 'second-model' });
    expect(second.text).toContain('from second');
    expect(secondLlm.requests.at(-1)?.body.model).toBe('second-model');
    expect(secondLlm.requests.at(-1)?.headers.authorization).toBe('Bearer second-key-456');
  });

  it('falls back to the first model the caller may use', async () => {
    // The default is not the user's: their first allowed model runs instead.
    const fallback = await run('user');
    expect(fallback).toMatchObject({ status: 200, model: 'second-model' });
    expect(fallback.text).toContain('from second');
    // Asking for a model they may not use does not reach it.
    const before = secondLlm.requests.length;
    const denied = await run('analyst', 'second-model');
    expect(denied).toMatchObject({ status: 200, model: 'third-model' });
    expect(denied.text).toContain('from third');
    expect(secondLlm.requests.length).toBe(before);
    expect(thirdLlm.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('refuses a caller who may use no model', async () => {
    expect(await run('locked')).toEqual({ status: 403, code: 'MODEL_NOT_AVAILABLE' });
  });

  it.each([
    ['a base URL that is not a URL', [{ name: 'x', baseUrl: 'not a url' }], 'models.0.baseUrl'],
    [
      'a key variable that is not a variable name',
      [{ name: 'x', baseUrl: 'http://h/v1', apiKeyEnv: 'a b' }],
      'models.0.apiKeyEnv',
    ],
    [
      'an API key written into the options',
      [{ name: 'x', baseUrl: 'http://h/v1', apiKey: 'sk-1' }],
      'models.0',
    ],
    ['a model without a name', [{ baseUrl: 'http://h/v1' }], 'models.0.name'],
  ])('refuses %s at start, naming the option', async (_what, bad, at) => {
    const error = await createGateway({ dataDir: h.dataDir, models: bad as never }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'GATEWAY_CONFIG_INVALID', details: { path: at } });
  });
});
