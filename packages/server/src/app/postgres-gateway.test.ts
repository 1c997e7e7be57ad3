import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type GatewayHarness } from '../test-support/gateway-harness.js';
import { createTestDatabase, postgresAvailable } from '../test-support/postgres-test-database.js';

const withPostgres = await postgresAvailable();

describe.skipIf(!withPostgres)('two gateways on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: GatewayHarness;
  let b: GatewayHarness;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Started together: both migrate and both try to create the first admin; one wins.
    [a, b] = await Promise.all([
      createHarness({ database: database.url }),
      createHarness({ database: database.url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  it('shares one admin, sessions, tokens and audit between nodes', async () => {
    expect([a.gateway.bootstrap, b.gateway.bootstrap].filter(Boolean)).toHaveLength(1);
    const token = await a.login();
    expect((await b.request('/api/me', { token })).status).toBe(200);
    const created = await b.request('/api/tokens', { method: 'POST', token, json: { name: 'shared' } });
    const { token: apiToken } = (await created.json()) as { token: string };
    expect((await a.request('/api/me', { token: apiToken })).status).toBe(200);
    const audit = await (await a.request('/api/audit?action=token.create', { token })).text();
    expect(audit).toContain('shared');
  });

  it('counts failed logins across nodes', async () => {
    await a.request('/api/users', {
      method: 'POST',
      token: await a.login(),
      json: { username: 'target', password: 'user password 1' },
    });
    for (let i = 0; i < 5; i++) {
      const node = i % 2 === 0 ? a : b;
      await node.request('/api/auth/login', {
        method: 'POST',
        json: { username: 'target', password: `guess${i}` },
      });
    }
    const res = await b.request('/api/auth/login', {
      method: 'POST',
      json: { username: 'target', password: 'user password 1' },
    });
    expect(res.status).toBe(429);
  });
});
