import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';

let now = new Date('2030-01-01T00:00:00Z');
let h: GatewayHarness;
let admin: string;

beforeAll(async () => {
  h = await createHarness({ clock: () => now });
  admin = await h.login();
});
afterAll(() => h.close());

async function body(
  res: Response,
): Promise<{ error: { code: string; message: string } } & Record<string, unknown>> {
  return (await res.json()) as never;
}

async function createUser(username: string, role = 'user', password = 'user password 1') {
  const res = await h.request('/api/users', {
    method: 'POST',
    token: admin,
    json: { username, password, role },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { user: { id: string } }).user;
}

describe('POST /api/auth/login', () => {
  it('returns a token that works as a bearer token and sets an HttpOnly SameSite cookie', async () => {
    const res = await h.request('/api/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^skillport_session=sps_/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const { token, user } = (await res.json()) as { token: string; user: Record<string, unknown> };
    expect(user).toMatchObject({ username: 'admin', role: 'admin', disabled: false });
    expect(user).not.toHaveProperty('passwordHash');
    const me = await h.request('/api/me', { token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { username: 'admin' }, authenticatedBy: 'bearer-session' });
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await h.request('/api/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'nope' },
    });
    const unknown = await h.request('/api/auth/login', {
      method: 'POST',
      json: { username: 'ghost', password: 'nope' },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.text()).toBe(await unknown.text());
  });

  it.each([
    [
      'malformed JSON',
      { body: '{"username":', headers: { 'content-type': 'application/json' } },
      400,
      'HTTP_REQUEST_INVALID',
    ],
    [
      'an unknown field',
      { json: { username: 'a', password: 'b', role: 'admin' } },
      400,
      'HTTP_REQUEST_INVALID',
    ],
    ['a missing field', { json: { username: 'a' } }, 400, 'HTTP_REQUEST_INVALID'],
    ['a non-object', { json: ['admin'] }, 400, 'HTTP_REQUEST_INVALID'],
    [
      'a form body',
      { body: 'username=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      'HTTP_MEDIA_TYPE_UNSUPPORTED',
    ],
    [
      'an oversize body',
      { json: { username: 'a', password: 'x'.repeat(100_000) } },
      413,
      'HTTP_BODY_TOO_LARGE',
    ],
    [
      'a huge password',
      { json: { username: 'a', password: 'x'.repeat(2_000) } },
      400,
      'HTTP_REQUEST_INVALID',
    ],
  ])('refuses %s with %i %s', async (_what, init, status, code) => {
    const res = await h.request('/api/auth/login', { method: 'POST', ...(init as RequestInit) });
    expect(res.status).toBe(status);
    expect((await body(res)).error.code).toBe(code);
  });

  it('refuses a login posted from a foreign origin (login CSRF)', async () => {
    const res = await h.request('/api/auth/login', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect((await body(res)).error.code).toBe('AUTH_CSRF_REJECTED');
  });
});

describe('login throttling', () => {
  it('locks an account after five failures with 429 and Retry-After, even for the right password', async () => {
    await createUser('victim', 'user', 'victim password 1');
    for (let i = 0; i < 5; i++) {
      const res = await h.request('/api/auth/login', {
        method: 'POST',
        json: { username: 'victim', password: `guess${i}` },
      });
      expect(res.status).toBe(401);
    }
    const locked = await h.request('/api/auth/login', {
      method: 'POST',
      json: { username: 'victim', password: 'victim password 1' },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await body(locked)).error.code).toBe('AUTH_THROTTLED');
    now = new Date(now.getTime() + 16 * 60_000);
    expect(
      (
        await h.request('/api/auth/login', {
          method: 'POST',
          json: { username: 'victim', password: 'victim password 1' },
        })
      ).status,
    ).toBe(200);
  });

  it('locks a client that sprays many accounts, and a forged X-Forwarded-For does not help', async () => {
    now = new Date(now.getTime() + 60 * 60_000);
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      last = await h.request('/api/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
        json: { username: `spray${i}`, password: 'guess' },
      });
    }
    expect(last?.status).toBe(429);
    now = new Date(now.getTime() + 60 * 60_000);
  });
});

describe('cookie sessions and CSRF', () => {
  async function cookieFor(username: string, password: string): Promise<string> {
    const res = await h.request('/api/auth/login', { method: 'POST', json: { username, password } });
    return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  }

  it('accepts safe requests with the cookie and refuses changes without a same-origin Origin', async () => {
    const cookie = await cookieFor('admin', ADMIN_PASSWORD);
    expect((await h.request('/api/me', { headers: { cookie } })).status).toBe(200);
    const post = (headers: Record<string, string>) =>
      h.request('/api/tokens', { method: 'POST', headers: { cookie, ...headers }, json: { name: 'x' } });
    for (const headers of [{}, { origin: 'https://evil.example' }, { origin: 'null' }] as Record<
      string,
      string
    >[]) {
      const res = await post(headers);
      expect(res.status).toBe(403);
      expect((await body(res)).error.code).toBe('AUTH_CSRF_REJECTED');
    }
    expect((await post({ origin: 'http://localhost' })).status).toBe(201);
  });

  it('logout ends the session: neither the cookie nor the token works afterwards', async () => {
    const token = await h.login();
    expect((await h.request('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    const after = await h.request('/api/me', { token });
    expect(after.status).toBe(401);
    expect((await body(after)).error.code).toBe('AUTH_REQUIRED');
  });

  it.each([
    ['no credentials', {}],
    ['a garbage bearer', { authorization: 'Bearer ../../etc/passwd' }],
    ['a basic header', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['an unknown session token', { authorization: 'Bearer sps_forged' }],
  ])('answers 401 AUTH_REQUIRED for %s', async (_what, headers) => {
    const res = await h.request('/api/me', { headers });
    expect(res.status).toBe(401);
    expect((await body(res)).error.code).toBe('AUTH_REQUIRED');
  });
});

describe('/api/me permissions', () => {
  it('lists admin permissions for admins and not for users', async () => {
    await createUser('plain');
    const user = await h.login('plain', 'user password 1');
    const mine = (await (await h.request('/api/me', { token: user })).json()) as { permissions: string[] };
    const theirs = (await (await h.request('/api/me', { token: admin })).json()) as { permissions: string[] };
    expect(mine.permissions).toContain('skills.read');
    expect(mine.permissions).not.toContain('users.manage');
    expect(theirs.permissions).toEqual(
      expect.arrayContaining(['users.manage', 'audit.read', 'skills.reload']),
    );
  });
});

describe('personal API tokens', () => {
  it('are shown once, stored hashed, listed, revocable, and expire', async () => {
    const res = await h.request('/api/tokens', {
      method: 'POST',
      token: admin,
      json: { name: 'ci', expiresInDays: 1 },
    });
    expect(res.status).toBe(201);
    const { token, apiToken } = (await res.json()) as {
      token: string;
      apiToken: { id: string; prefix: string };
    };
    expect(token).toMatch(/^spt_/);
    expect(token.startsWith(apiToken.prefix)).toBe(true);
    const listed = await (await h.request('/api/tokens', { token: admin })).text();
    expect(listed).toContain(apiToken.id);
    expect(listed).not.toContain(token);
    const rows = await h.gateway.services.db.selectFrom('api_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await h.request('/api/me', { token })).status).toBe(200);
    now = new Date(now.getTime() + 2 * 24 * 60 * 60_000);
    expect((await h.request('/api/me', { token })).status).toBe(401);

    const second = (await (
      await h.request('/api/tokens', { method: 'POST', token: admin, json: { name: 'b' } })
    ).json()) as {
      token: string;
      apiToken: { id: string };
    };
    expect((await h.request('/api/me', { token: second.token })).status).toBe(200);
    expect(
      (await h.request(`/api/tokens/${second.apiToken.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(200);
    expect((await h.request('/api/me', { token: second.token })).status).toBe(401);
    const again = await h.request(`/api/tokens/${second.apiToken.id}`, { method: 'DELETE', token: admin });
    expect(again.status).toBe(404);
  });

  it('cannot be revoked by another user', async () => {
    const created = (await (
      await h.request('/api/tokens', { method: 'POST', token: admin, json: { name: 'mine' } })
    ).json()) as {
      token: string;
      apiToken: { id: string };
    };
    await createUser('mallory');
    const mallory = await h.login('mallory', 'user password 1');
    const res = await h.request(`/api/tokens/${created.apiToken.id}`, { method: 'DELETE', token: mallory });
    expect(res.status).toBe(404);
    expect((await h.request('/api/me', { token: created.token })).status).toBe(200);
  });

  it.each([
    { name: '' },
    { name: 'x', expiresInDays: 0 },
    { name: 'x', expiresInDays: 1.5 },
    { name: 'x', userId: 'other' },
  ])('refuses %j with 400', async (json) => {
    expect((await h.request('/api/tokens', { method: 'POST', token: admin, json })).status).toBe(400);
  });
});

describe('admin user management', () => {
  it('creates users with argon2id hashes, refuses duplicates and bad names', async () => {
    const user = await createUser('dora');
    const row = await h.gateway.services.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    const dup = await h.request('/api/users', {
      method: 'POST',
      token: admin,
      json: { username: 'dora', password: 'another pass 1' },
    });
    expect(dup.status).toBe(409);
    for (const username of ['Dora', '../x', '', 'a'.repeat(65)]) {
      const res = await h.request('/api/users', {
        method: 'POST',
        token: admin,
        json: { username, password: 'long enough 1' },
      });
      expect(res.status).toBe(400);
    }
    const short = await h.request('/api/users', {
      method: 'POST',
      token: admin,
      json: { username: 'eve', password: 'short' },
    });
    expect(short.status).toBe(400);
  });

  it('is admin-only: a user gets 403, audited as a denial', async () => {
    await createUser('fred');
    const fred = await h.login('fred', 'user password 1');
    for (const [method, path] of [
      ['GET', '/api/users'],
      ['POST', '/api/users'],
      ['PATCH', '/api/users/x'],
      ['GET', '/api/audit'],
    ] as const) {
      const res = await h.request(path, {
        method,
        token: fred,
        ...(method === 'GET' ? {} : { json: { role: 'admin' } }),
      });
      expect(res.status).toBe(403);
      expect((await body(res)).error.code).toBe('AUTHZ_DENIED');
    }
    const audit = (await (
      await h.request('/api/audit?outcome=denied&action=authz.decision', { token: admin })
    ).json()) as {
      entries: { actorName: string; target: string }[];
    };
    expect(audit.entries.filter((e) => e.actorName === 'fred').map((e) => e.target)).toContain(
      'route:users.manage',
    );
  });

  it('disables (ending sessions), re-enables, changes roles and resets passwords', async () => {
    const gina = await createUser('gina');
    const session = await h.login('gina', 'user password 1');
    const patch = (json: unknown) =>
      h.request(`/api/users/${gina.id}`, { method: 'PATCH', token: admin, json });
    expect((await patch({ disabled: true })).status).toBe(200);
    expect((await h.request('/api/me', { token: session })).status).toBe(401);
    expect(
      (
        await h.request('/api/auth/login', {
          method: 'POST',
          json: { username: 'gina', password: 'user password 1' },
        })
      ).status,
    ).toBe(401);
    expect((await patch({ disabled: false, password: 'brand new pass', role: 'admin' })).status).toBe(200);
    const fresh = await h.login('gina', 'brand new pass');
    expect(
      ((await (await h.request('/api/me', { token: fresh })).json()) as { user: { role: string } }).user.role,
    ).toBe('admin');
    expect((await patch({})).status).toBe(400);
    expect((await patch({ role: 'Admin!' })).status).toBe(400);
    expect(
      (await h.request('/api/users/nobody', { method: 'PATCH', token: admin, json: { disabled: true } }))
        .status,
    ).toBe(404);
  });

  it('refuses to remove the last enabled admin', async () => {
    const users = (await (await h.request('/api/users', { token: admin })).json()) as {
      users: { id: string; role: string; username: string }[];
    };
    for (const u of users.users.filter((x) => x.role === 'admin' && x.username !== 'admin')) {
      await h.request(`/api/users/${u.id}`, { method: 'PATCH', token: admin, json: { role: 'user' } });
    }
    const self = users.users.find((u) => u.username === 'admin')!;
    const res = await h.request(`/api/users/${self.id}`, {
      method: 'PATCH',
      token: admin,
      json: { disabled: true },
    });
    expect(res.status).toBe(409);
    expect((await body(res)).error.code).toBe('USER_LAST_ADMIN');
  });
});

describe('GET /api/audit', () => {
  it('records management actions with filters and paging, and never a password or token', async () => {
    const page1 = (await (await h.request('/api/audit?limit=2', { token: admin })).json()) as {
      entries: unknown[];
      nextCursor: string;
    };
    expect(page1.entries).toHaveLength(2);
    const page2 = (await (
      await h.request(`/api/audit?limit=2&cursor=${page1.nextCursor}`, { token: admin })
    ).json()) as {
      entries: { id: string }[];
    };
    expect(page2.entries[0]!.id < page1.nextCursor).toBe(true);
    const creates = (await (
      await h.request('/api/audit?action=user.create&limit=500', { token: admin })
    ).json()) as {
      entries: { action: string; details: { username: string } }[];
    };
    expect(creates.entries.map((e) => e.details.username)).toContain('dora');
    const everything = await (await h.request('/api/audit?limit=500', { token: admin })).text();
    for (const secret of [ADMIN_PASSWORD, 'user password 1', 'brand new pass', 'sps_', 'spt_']) {
      expect(everything).not.toContain(secret);
    }
    expect(h.logs()).not.toContain(ADMIN_PASSWORD);
    expect(h.logs()).not.toContain('sps_');
  });

  it.each(['limit=0', 'limit=501', 'limit=abc', 'since=yesterday', 'outcome=maybe', 'evil=1'])(
    'refuses ?%s with 400',
    async (query) => {
      expect((await h.request(`/api/audit?${query}`, { token: admin })).status).toBe(400);
    },
  );
});

describe('admin bootstrap', () => {
  it('generates a password when none is configured, usable once announced', async () => {
    const saved = process.env.SKILLPORT_ADMIN_PASSWORD;
    delete process.env.SKILLPORT_ADMIN_PASSWORD;
    const fresh = await createHarness({ adminPassword: undefined });
    try {
      const generated = fresh.gateway.bootstrap?.generatedPassword;
      expect(generated).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(await fresh.login('admin', generated)).toMatch(/^sps_/);
      expect(fresh.logs()).not.toContain(generated);
    } finally {
      if (saved !== undefined) process.env.SKILLPORT_ADMIN_PASSWORD = saved;
      await fresh.close();
    }
  });

  it('takes SKILLPORT_ADMIN_PASSWORD and does not recreate the admin on a restart', async () => {
    process.env.SKILLPORT_ADMIN_PASSWORD = 'from the environment';
    const fresh = await createHarness({ adminPassword: undefined });
    try {
      expect(fresh.gateway.bootstrap).toEqual({ username: 'admin' });
      expect(await fresh.login('admin', 'from the environment')).toMatch(/^sps_/);
    } finally {
      delete process.env.SKILLPORT_ADMIN_PASSWORD;
      await fresh.close();
    }
  });
});
