import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type GatewayHarness } from '../test-support/gateway-harness.js';
import { CREDENTIAL_CACHE_TTL_MS } from './credential-cache.js';
import { hashCredentialToken } from './credential-token.js';

// Every credential here is used once before it is ended, so the cache holds it: these tests fail if
// ending a credential does not reach the cache.
let h: GatewayHarness;
let admin: string;
let now = new Date('2030-06-01T00:00:00Z');

async function createUser(username: string): Promise<string> {
  const res = await h.request('/api/users', {
    method: 'POST',
    token: admin,
    json: { username, password: 'user password 1' },
  });
  return ((await res.json()) as { user: { id: string } }).user.id;
}

async function apiToken(session: string, expiresInDays?: number): Promise<{ token: string; id: string }> {
  const res = await h.request('/api/tokens', {
    method: 'POST',
    token: session,
    json: { name: 'cached', ...(expiresInDays === undefined ? {} : { expiresInDays }) },
  });
  const body = (await res.json()) as { token: string; apiToken: { id: string } };
  return { token: body.token, id: body.apiToken.id };
}

const status = async (path: string, token: string) => (await h.request(path, { token })).status;

beforeAll(async () => {
  h = await createHarness({ clock: () => now });
  admin = await h.login();
});
afterAll(() => h.close());

describe('cached credentials', () => {
  it('a revoked API token fails on the very next request', async () => {
    const { token, id } = await apiToken(admin);
    expect(await status('/api/me', token)).toBe(200);
    expect(await status('/api/me', token)).toBe(200);
    const res = await h.request(`/api/tokens/${id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(200);
    expect(await status('/api/me', token)).toBe(401);
  });

  it('a signed-out session fails on the very next request', async () => {
    const session = await h.login();
    expect(await status('/api/me', session)).toBe(200);
    expect((await h.request('/api/auth/logout', { method: 'POST', token: session })).status).toBe(200);
    expect(await status('/api/me', session)).toBe(401);
  });

  it('disabling a user ends their sessions and API tokens at once; re-enabling does not revive sessions', async () => {
    const id = await createUser('dora');
    const session = await h.login('dora', 'user password 1');
    const { token } = await apiToken(session);
    expect(await status('/api/skills', session)).toBe(200);
    expect(await status('/api/skills', token)).toBe(200);
    await h.request(`/api/users/${id}`, { method: 'PATCH', token: admin, json: { disabled: true } });
    expect(await status('/api/skills', session)).toBe(401);
    expect(await status('/api/skills', token)).toBe(401);
    await h.request(`/api/users/${id}`, { method: 'PATCH', token: admin, json: { disabled: false } });
    expect(await status('/api/skills', session)).toBe(401);
    expect(await status('/api/skills', token)).toBe(200);
  });

  it('a changed role applies to the next request of a cached credential', async () => {
    const id = await createUser('rolf');
    const session = await h.login('rolf', 'user password 1');
    expect(await status('/api/users', session)).toBe(403);
    await h.request(`/api/users/${id}`, { method: 'PATCH', token: admin, json: { role: 'admin' } });
    expect(await status('/api/users', session)).toBe(200);
    await h.request(`/api/users/${id}`, { method: 'PATCH', token: admin, json: { role: 'user' } });
    expect(await status('/api/users', session)).toBe(403);
  });

  it('a credential that expires is refused at its expiry, not at the end of the cache period', async () => {
    const { token } = await apiToken(admin, 1);
    expect(await status('/api/me', token)).toBe(200);
    const before = now;
    try {
      now = new Date(now.getTime() + 24 * 60 * 60_000 + 1);
      expect(await status('/api/me', token)).toBe(401);
    } finally {
      now = before;
    }
  });

  it('a forged token that shares a cached token’s prefix is still refused', async () => {
    const { token } = await apiToken(admin);
    expect(await status('/api/me', token)).toBe(200);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await status('/api/me', forged)).toBe(401);
    expect(await status('/api/me', `${token}x`)).toBe(401);
  });

  it('is bounded in time: an entry is looked up again after the cache period', async () => {
    const { token } = await apiToken(admin);
    expect(await status('/api/me', token)).toBe(200);
    // Revoked behind the gateway's back (no hook runs): only the TTL can end the cached entry.
    await h.gateway.services.db
      .updateTable('api_tokens')
      .set({ revoked_at: now.toISOString() })
      .where('token_hash', '=', hashCredentialToken(token))
      .execute();
    expect(await status('/api/me', token)).toBe(200);
    const before = now;
    try {
      now = new Date(now.getTime() + CREDENTIAL_CACHE_TTL_MS + 1);
      expect(await status('/api/me', token)).toBe(401);
    } finally {
      now = before;
    }
  });
});
