import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '../test-support/database-backends.js';
import { createStores, type GatewayDatabase, migrateToLatest, openDatabase, type Stores } from './index.js';
import { createSkillHistoryStore } from './stores/skill-history-store.js';

const backends = await databaseBackends();

describe.each(backends)('stores on $name', (backend) => {
  let db: GatewayDatabase;
  let stores: Stores;
  let teardown: () => Promise<void>;

  beforeAll(async () => {
    if (!backend.available) return;
    const setup = await backend.setup();
    teardown = setup.teardown;
    db = await openDatabase(setup.target);
    await migrateToLatest(db);
    // A second run is a no-op: nodes of a cluster all migrate at start.
    await migrateToLatest(db);
    stores = createStores(db);
  });
  afterAll(async () => {
    if (!backend.available) return;
    await db.destroy();
    await teardown();
  });
  const test = it.skipIf(!backend.available);

  test('users: create, find, update; a second user with the same name is a conflict', async () => {
    const alice = await stores.users.create({ username: 'alice', passwordHash: 'h1', role: 'user' });
    expect(await stores.users.findById(alice.id)).toEqual(alice);
    expect((await stores.users.findByUsername('alice'))?.passwordHash).toBe('h1');
    await expect(
      stores.users.create({ username: 'alice', passwordHash: 'h2', role: 'admin' }),
    ).rejects.toMatchObject({
      code: 'USER_EXISTS',
    });
    const changed = await stores.users.update(alice.id, {
      role: 'admin',
      disabled: true,
      passwordHash: 'h3',
    });
    expect(changed).toMatchObject({ role: 'admin', disabled: true });
    expect((await stores.users.findByUsername('alice'))?.passwordHash).toBe('h3');
    expect(await stores.users.countEnabledAdmins()).toBe(0);
    await stores.users.update(alice.id, { disabled: false });
    expect(await stores.users.countEnabledAdmins()).toBe(1);
    await expect(stores.users.update('no-such-id', { role: 'user' })).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    // Hostile names are data, not SQL.
    const odd = await stores.users.create({
      username: "x'); drop table users; --",
      passwordHash: 'h',
      role: 'user',
    });
    expect((await stores.users.findByUsername(odd.username))?.id).toBe(odd.id);
    expect(await stores.users.count()).toBe(2);
  });

  test('sessions: live until they expire, gone after delete', async () => {
    const bob = await stores.users.create({ username: 'bob', passwordHash: 'h', role: 'user' });
    const now = new Date('2030-01-01T00:00:00Z');
    await stores.sessions.create({ id: 's1', userId: bob.id, expiresAt: '2030-01-01T01:00:00.000Z' });
    expect(await stores.sessions.findLive('s1', now)).toEqual({
      userId: bob.id,
      expiresAt: '2030-01-01T01:00:00.000Z',
    });
    expect(await stores.sessions.findLive('s1', new Date('2030-01-01T01:00:00Z'))).toBeUndefined();
    await stores.sessions.delete('s1');
    expect(await stores.sessions.findLive('s1', now)).toBeUndefined();
  });

  test('api tokens: found by hash while live; revoked and expired ones are not', async () => {
    const carol = await stores.users.create({ username: 'carol', passwordHash: 'h', role: 'user' });
    const now = new Date('2030-01-01T00:00:00Z');
    const forever = await stores.tokens.create({
      userId: carol.id,
      name: 'ci',
      tokenHash: 'hash-a',
      prefix: 'spt_aaaaaa',
      expiresAt: null,
    });
    await stores.tokens.create({
      userId: carol.id,
      name: 'short',
      tokenHash: 'hash-b',
      prefix: 'spt_bbbbbb',
      expiresAt: '2029-12-31T00:00:00.000Z',
    });
    expect((await stores.tokens.findActive('hash-a', now))?.id).toBe(forever.id);
    expect(await stores.tokens.findActive('hash-b', now)).toBeUndefined();
    await stores.tokens.touch(forever.id, now);
    expect((await stores.tokens.listForUser(carol.id)).map((t) => t.name).sort()).toEqual(['ci', 'short']);
    expect(await stores.tokens.revoke('someone-else', forever.id)).toBe(false);
    expect(await stores.tokens.revoke(carol.id, forever.id)).toBe(true);
    expect(await stores.tokens.revoke(carol.id, forever.id)).toBe(false);
    expect(await stores.tokens.findActive('hash-a', now)).toBeUndefined();
  });

  test('enable state: upserts per scope and skill', async () => {
    await stores.enableState.set({ scope: 'global', skill: 'pdf', enabled: false, by: 'u1' });
    await stores.enableState.set({ scope: 'global', skill: 'pdf', enabled: true, by: 'u1' });
    await stores.enableState.set({ scope: 'u2', skill: 'pdf', enabled: false, by: 'u2' });
    const state = await stores.enableState.read(['global', 'u2', 'u3']);
    expect(state.get('global')?.get('pdf')).toBe(true);
    expect(state.get('u2')?.get('pdf')).toBe(false);
    expect(state.get('u3')).toBeUndefined();
    expect((await stores.enableState.read([])).size).toBe(0);
  });

  test('audit: newest first, filtered, paged with a cursor', async () => {
    for (let i = 0; i < 5; i++) {
      await stores.audit.append({
        actorId: i % 2 === 0 ? 'even' : 'odd',
        actorName: null,
        action: i < 3 ? 'user.create' : 'token.create',
        target: `t${i}`,
        outcome: 'ok',
        client: null,
        details: { i },
      });
    }
    const first = await stores.audit.list({ limit: 2 });
    expect(first.entries.map((e) => e.target)).toEqual(['t4', 't3']);
    const second = await stores.audit.list({ limit: 2, before: first.nextCursor! });
    expect(second.entries.map((e) => e.target)).toEqual(['t2', 't1']);
    const last = await stores.audit.list({ limit: 2, before: second.nextCursor! });
    expect(last).toMatchObject({ nextCursor: null });
    expect(last.entries.map((e) => e.details)).toEqual([{ i: 0 }]);
    const filtered = await stores.audit.list({ limit: 10, action: 'user.create', actorId: 'even' });
    expect(filtered.entries.map((e) => e.target)).toEqual(['t2', 't0']);
  });

  test('login throttle: locks at the limit, restarts the count after the window, clears', async () => {
    const policy = { maxFailures: 3, windowMs: 60_000, lockMs: 120_000 };
    const t0 = new Date('2030-01-01T00:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await stores.loginThrottle.recordFailure('account:a', t0, policy)).toBeUndefined();
    expect(await stores.loginThrottle.recordFailure('account:a', at(1_000), policy)).toBeUndefined();
    const until = await stores.loginThrottle.recordFailure('account:a', at(2_000), policy);
    expect(until?.toISOString()).toBe(at(122_000).toISOString());
    expect(await stores.loginThrottle.lockedUntil('account:a', at(3_000))).toEqual(until);
    expect(await stores.loginThrottle.lockedUntil('account:a', at(123_000))).toBeUndefined();
    // Failures spread wider than the window never add up to a lock.
    await stores.loginThrottle.recordFailure('account:b', t0, policy);
    await stores.loginThrottle.recordFailure('account:b', at(61_000), policy);
    expect(await stores.loginThrottle.recordFailure('account:b', at(62_000), policy)).toBeUndefined();
    await stores.loginThrottle.clear('account:a');
    expect(await stores.loginThrottle.lockedUntil('account:a', at(3_000))).toBeUndefined();
  });

  test('skill history: numbered per skill, concurrent appends each get their own number', async () => {
    const owner = { scope: 'global', category: 'custom', skill: 'pdf' };
    const entry = (digest: string) => ({
      digest,
      action: 'edit' as const,
      actorId: 'u1',
      actorName: 'alice',
      restoredVersion: null,
    });
    expect((await stores.skillHistory.append(owner, entry('sha256:a'))).version).toBe(1);
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, i) => stores.skillHistory.append(owner, entry(`sha256:${i}`))),
    );
    expect(many.map((v) => v.version).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    // Another user's skill of the same name has its own numbering.
    const other = await stores.skillHistory.append(
      { ...owner, scope: 'u2', category: 'user' },
      entry('sha256:b'),
    );
    expect(other.version).toBe(1);
    const listed = await stores.skillHistory.list(owner);
    expect(listed.map((v) => v.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(listed[0]).toMatchObject({ digest: 'sha256:a', actorName: 'alice', restoredVersion: null });
  });

  test('concurrent failures are all counted (one statement per failure)', async () => {
    const policy = { maxFailures: 1_000, windowMs: 60_000, lockMs: 1 };
    const now = new Date('2030-01-01T00:00:00Z');
    await Promise.all(
      Array.from({ length: 20 }, () => stores.loginThrottle.recordFailure('client:x', now, policy)),
    );
    const row = await db
      .selectFrom('login_throttle')
      .select('failures')
      .where('key', '=', 'client:x')
      .executeTakeFirst();
    expect(Number(row?.failures)).toBe(20);
  });

  test('the skill record commits a change only over the version it expects, in generation order', async () => {
    const store = stores.skillCluster;
    const key = { scope: 'global', category: 'custom', skill: 'recorded' };
    const at = '2030-01-01T00:00:00.000Z';
    const other = { scope: 'global', category: 'custom', skill: 'blobbed' };
    const one = { content: 'blob one', size: 8 };
    await store.publish({ kind: 'put', key: other, digest: 'sha256:one', expect: null, blob: one }, at);
    const ignored = { content: 'ignored: content-addressed', size: 1 };
    await store.publish(
      { kind: 'put', key: other, digest: 'sha256:one', expect: 'sha256:one', blob: ignored },
      at,
    );
    expect(await store.getBlob('sha256:one')).toBe('blob one');
    expect(await store.hasBlob('sha256:missing')).toBe(false);
    const before = await store.currentGeneration();
    // Many first installs of one name at once: exactly one commits.
    const installs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.publish({ kind: 'put', key, digest: `sha256:v${i}`, expect: null }, at),
      ),
    );
    const won = installs.filter((generation) => generation !== undefined);
    expect(won).toHaveLength(1);
    const winner = await store.state('global', 'recorded');
    expect(winner?.generation).toBe(won[0]);
    expect(await store.publish({ kind: 'put', key, digest: 'sha256:x', expect: 'sha256:stale' }, at)).toBe(
      undefined,
    );
    expect(await store.publish({ kind: 'delete', key, expect: 'sha256:stale' }, at)).toBe(undefined);
    const edit = await store.publish({ kind: 'put', key, digest: 'sha256:two', expect: winner!.digest }, at);
    const toggle = await store.publish({ kind: 'enable' }, at);
    const removed = await store.publish({ kind: 'delete', key, expect: 'sha256:two' }, at);
    expect(await store.state('global', 'recorded')).toBeUndefined();
    const changes = await store.changesSince(before);
    expect(changes.map((c) => c.generation)).toEqual([won[0], edit, toggle, removed]);
    expect(changes.map((c) => c.kind)).toEqual(['skill', 'skill', 'enable', 'skill']);
    expect(changes[2]!.key).toBeNull();
    expect(await store.currentGeneration()).toBe(removed);
    expect((await store.allStates()).map((state) => state.skill)).toEqual(['blobbed']);
  });

  test('a delete removes the blobs nothing names, never one a version or the history names', async () => {
    const store = stores.skillCluster;
    const at = '2030-01-02T00:00:00.000Z';
    const owner = (skill: string) => ({ scope: 'global', category: 'custom', skill });
    const blob = (name: string) => ({ content: `content of ${name}`, size: name.length });
    const entry = (digest: string, action: 'install' | 'edit' | 'delete') => ({
      digest,
      action,
      actorId: null,
      actorName: null,
      restoredVersion: null,
    });
    const put = (skill: string, version: string, expect: string | null) =>
      store.publish(
        { kind: 'put', key: owner(skill), digest: `sha256:${version}`, expect, blob: blob(version) },
        at,
      );
    // `kept`: installed, then edited (its first version is history only); `gone`: installed, deleted.
    await put('kept', 'kept-1', null);
    await stores.skillHistory.append(owner('kept'), entry('sha256:kept-1', 'install'));
    await put('kept', 'kept-2', 'sha256:kept-1');
    await stores.skillHistory.append(owner('kept'), entry('sha256:kept-2', 'edit'));
    await put('gone', 'gone-1', null);
    await stores.skillHistory.append(owner('gone'), entry('sha256:gone-1', 'install'));
    // An install that loses its race stores nothing.
    expect(await put('kept', 'lost', null)).toBeUndefined();
    expect(await store.hasBlob('sha256:lost')).toBe(false);
    // A blob nothing names (left by an older node between storing it and publishing).
    const stray = { digest: 'sha256:stray', content: 'stray', size: 5, created_at: at };
    await db.insertInto('skill_blobs').values(stray).execute();
    const named = async () => {
      const rows = [
        ...(await db.selectFrom('skill_state').select('digest').execute()),
        ...(await db.selectFrom('skill_versions').select('digest').execute()),
      ];
      return new Set(rows.map((row) => row.digest));
    };
    const stored = async () =>
      new Set((await db.selectFrom('skill_blobs').select('digest').execute()).map((row) => row.digest));
    const storedBefore = await stored();
    const namedBefore = await named();

    const removed = await store.publish(
      { kind: 'delete', key: owner('gone'), expect: 'sha256:gone-1' },
      at,
      undefined,
      async (tx) => {
        await createSkillHistoryStore(tx).append(owner('gone'), entry('sha256:gone-1', 'delete'));
        return false;
      },
    );
    expect(removed).toBeTypeOf('number');
    const storedAfter = await stored();
    const namedAfter = await named();
    for (const digest of storedBefore) {
      if (namedBefore.has(digest)) expect(storedAfter.has(digest), digest).toBe(true);
    }
    for (const digest of storedAfter) expect(namedAfter.has(digest), digest).toBe(true);
    expect(storedAfter.has('sha256:stray')).toBe(false);
    // The deleted skill's version stays: its history still lists it (history, diff).
    for (const version of ['kept-1', 'kept-2', 'gone-1'])
      expect(await store.getBlob(`sha256:${version}`), version).toBe(`content of ${version}`);
    // A delete that fails its expectation removes nothing.
    await db.insertInto('skill_blobs').values(stray).execute();
    expect(await store.publish({ kind: 'delete', key: owner('kept'), expect: 'sha256:stale' }, at)).toBe(
      undefined,
    );
    expect(await store.hasBlob('sha256:stray')).toBe(true);
  });
});

describe.each(backends)('history retention on $name', (backend) => {
  let db: GatewayDatabase;
  let stores: Stores;
  let teardown: () => Promise<void>;
  beforeAll(async () => {
    if (!backend.available) return;
    const setup = await backend.setup();
    teardown = setup.teardown;
    db = await openDatabase(setup.target);
    await migrateToLatest(db);
    stores = createStores(db);
  });
  afterAll(async () => {
    if (!backend.available) return;
    await db.destroy();
    await teardown();
  });

  it.skipIf(!backend.available)(
    'keeps the newest versions of a skill and removes the blobs only pruned versions named',
    async () => {
      const store = stores.skillCluster;
      const at = '2030-01-03T00:00:00.000Z';
      const busy = { scope: 'global', category: 'custom', skill: 'busy' };
      const other = { scope: 'global', category: 'custom', skill: 'other' };
      const blob = (digest: string) => ({ content: `content of ${digest}`, size: digest.length });
      // `other` is installed with the same bytes as busy's first version: that blob stays.
      await store.publish(
        { kind: 'put', key: other, digest: 'sha256:b1', expect: null, blob: blob('b1') },
        at,
      );
      let previous: string | null = null;
      const results: { removed: number; kept: string[] }[] = [];
      for (let i = 1; i <= 5; i++) {
        const digest = `sha256:b${i}`;
        const generation = await store.publish(
          { kind: 'put', key: busy, digest, expect: previous, blob: blob(`b${i}`) },
          at,
          undefined,
          async (tx) => {
            const history = createSkillHistoryStore(tx);
            await history.append(busy, {
              digest,
              action: i === 1 ? 'install' : 'edit',
              actorId: null,
              actorName: null,
              restoredVersion: null,
            });
            const pruned = await history.prune(busy, 2);
            results.push(pruned);
            return pruned.removed > 0;
          },
        );
        expect(generation).toBeTypeOf('number');
        previous = digest;
      }
      expect(results.map((r) => r.removed)).toEqual([0, 0, 1, 1, 1]);
      expect(results[4]!.kept.sort()).toEqual(['sha256:b4', 'sha256:b5']);
      expect((await stores.skillHistory.list(busy)).map((v) => v.version)).toEqual([4, 5]);
      expect(await store.hasBlob('sha256:b1')).toBe(true);
      for (const gone of ['sha256:b2', 'sha256:b3']) expect(await store.hasBlob(gone), gone).toBe(false);
      for (const kept of ['sha256:b4', 'sha256:b5']) expect(await store.hasBlob(kept), kept).toBe(true);
      // Numbers go on from the newest one; nothing is renumbered.
      const next = await stores.skillHistory.append(busy, {
        digest: 'sha256:b5',
        action: 'edit',
        actorId: null,
        actorName: null,
        restoredVersion: null,
      });
      expect(next.version).toBe(6);
    },
  );
});

describe('openDatabase', () => {
  it('refuses an unreachable PostgreSQL with GATEWAY_NOT_READY and no password in the message', async () => {
    const error = await openDatabase({
      dialect: 'postgres',
      url: 'postgres://u:hunter2@127.0.0.1:1/x',
    }).catch((e) => e);
    expect(error).toMatchObject({ code: 'GATEWAY_NOT_READY' });
    expect(String(error.message)).not.toContain('hunter2');
  });
});
