import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CREDENTIAL_CACHE_TTL_MS } from '../auth/credential-cache.js';
import { skillZip } from '../test-support/build-zip.js';
import { createHarness, type GatewayHarness } from '../test-support/gateway-harness.js';
import { createTestDatabase, postgresAvailable } from '../test-support/postgres-test-database.js';

const withPostgres = await postgresAvailable();

/**
 * How long a test waits for a change to reach the other node. SPEC §10.3's one second is a performance
 * goal, measured by `bench/cluster.bench.js`; a test held to it fails whenever the machine is busy. Kept
 * under the credential cache's lifetime, so that only the broadcast can end a cached credential in time.
 */
const PROPAGATION_DEADLINE_MS = 4_000;
const USER_PASSWORD = 'user password 1';

interface Node {
  h: GatewayHarness;
  dataDir: string;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startNode(url: string, dataDir?: string): Promise<Node> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'skillport-node-'));
  const h = await createHarness({ database: url, dataDir: dir });
  return { h, dataDir: dir };
}

interface Cluster {
  url: string;
  a: Node;
  b: Node;
  start: () => Promise<Node>;
  stop: (node: Node) => Promise<void>;
}

/** A fresh database and two nodes on it, each with its own data dir (no shared filesystem). */
async function openCluster(): Promise<Cluster & { close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const running = new Set<Node>();
  const dirs: string[] = [];
  const close = async () => {
    for (const node of running) await node.h.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await database.drop();
  };
  const start = async (dataDir?: string) => {
    const node = await startNode(database.url, dataDir);
    running.add(node);
    if (dataDir === undefined) dirs.push(node.dataDir);
    return node;
  };
  try {
    const a = await start();
    const b = await start();
    return {
      url: database.url,
      a,
      b,
      start: () => start(),
      async stop(node) {
        running.delete(node);
        await node.h.close();
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A cluster of the test's own, taken apart after it: for tests that stop nodes or change the record. */
async function cluster(): Promise<Cluster> {
  const opened = await openCluster();
  cleanups.push(opened.close);
  return opened;
}

let shared: ReturnType<typeof openCluster> | undefined;
afterAll(async () => {
  await (await shared?.catch(() => undefined))?.close();
});
/**
 * One cluster for the tests that only install, edit and delete skills (and add users) of names no
 * other test uses, so none sees another's and their order does not matter: a database and two node
 * starts less per test.
 */
function sharedCluster(): Promise<Cluster> {
  shared ??= openCluster();
  return shared;
}

function install(node: Node, token: string, zip: Buffer, category?: 'custom' | 'user') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(zip)]), 'upload.skill');
  if (category !== undefined) form.set('category', category);
  return node.h.request('/api/skills/install', { method: 'POST', token, body: form });
}

async function listed(node: Node, token: string): Promise<Map<string, boolean>> {
  const res = await node.h.request('/api/skills', { token });
  const body = (await res.json()) as { skills: { name: string; enabled: boolean }[] };
  return new Map(body.skills.map((s) => [s.name, s.enabled]));
}

async function digestOn(node: Node, token: string, name: string): Promise<string | undefined> {
  const res = await node.h.request(`/api/skills/custom/${name}`, { token });
  if (res.status !== 200) return undefined;
  return ((await res.json()) as { digest: string }).digest;
}

/** Polls until `check` holds; fails when it still does not at the deadline. */
async function eventually(check: () => Promise<boolean>, deadlineMs = PROPAGATION_DEADLINE_MS) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not seen within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function addUser(node: Node, admin: string, username: string): Promise<string> {
  const res = await node.h.request('/api/users', {
    method: 'POST',
    token: admin,
    json: { username, password: USER_PASSWORD },
  });
  expect(res.status).toBe(201);
  return node.h.login(username, USER_PASSWORD);
}

describe.skipIf(!withPostgres)('PostgreSQL cluster: skills follow one record on every node', () => {
  it('an install on A is served by B, with the same bytes', async () => {
    const { a, b } = await sharedCluster();
    const admin = await a.h.login();
    const res = await install(a, admin, skillZip('spread', { 'scripts/run.sh': 'echo hi\n' }));
    expect(res.status).toBe(201);
    const { digest } = (await res.json()) as { digest: string };
    await eventually(async () => (await listed(b, admin)).has('spread'));
    expect(await digestOn(b, admin, 'spread')).toBe(digest);
    const file = await b.h.request('/api/skills/spread/files/scripts/run.sh', { token: admin });
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('echo hi');
  });

  it('propagates edit, toggle, rollback (from a version only A held) and delete', async () => {
    const { a, b } = await sharedCluster();
    const admin = await a.h.login();
    const first = (await (await install(a, admin, skillZip('evolving'))).json()) as { digest: string };
    await eventually(async () => (await digestOn(b, admin, 'evolving')) === first.digest);

    const edited = await a.h.request('/api/skills/custom/evolving', {
      method: 'PUT',
      token: admin,
      json: { files: { 'notes.md': 'second version\n' } },
    });
    expect(edited.status).toBe(200);
    const second = (await edited.json()) as { digest: string };
    await eventually(async () => (await digestOn(b, admin, 'evolving')) === second.digest);

    const toggled = await a.h.request('/api/skills/evolving/enabled', {
      method: 'PUT',
      token: admin,
      json: { enabled: false },
    });
    expect(toggled.status).toBe(200);
    await eventually(async () => (await listed(b, admin)).get('evolving') === false);

    // B never had version 1 on disk: it comes from the stored blob.
    const rolled = await b.h.request('/api/skills/custom/evolving/rollback', {
      method: 'POST',
      token: admin,
      json: { version: 1 },
    });
    expect(rolled.status).toBe(200);
    expect(((await rolled.json()) as { digest: string }).digest).toBe(first.digest);
    await eventually(async () => (await digestOn(a, admin, 'evolving')) === first.digest);

    const deleted = await a.h.request('/api/skills/custom/evolving', { method: 'DELETE', token: admin });
    expect(deleted.status).toBe(200);
    await eventually(async () => !(await listed(b, admin)).has('evolving'));
    expect((await b.h.request('/api/skills/evolving', { token: admin })).status).toBe(404);
  });

  it('a burst of edits ends at the newest version on every node, whatever passes overlap', async () => {
    const { a, b } = await sharedCluster();
    const admin = await a.h.login();
    expect((await install(a, admin, skillZip('bursty'))).status).toBe(201);
    await eventually(async () => (await listed(b, admin)).has('bursty'));
    const extraPasses: Promise<void>[] = [];
    let last = '';
    for (let i = 0; i < 12; i++) {
      const res = await a.h.request('/api/skills/custom/bursty', {
        method: 'PUT',
        token: admin,
        json: { files: { 'step.md': `step ${i}\n` } },
      });
      expect(res.status).toBe(200);
      last = ((await res.json()) as { digest: string }).digest;
      // Catch-up passes asked for while notifications arrive: single-flight folds them together.
      extraPasses.push(b.h.gateway.services.skillSync.sync());
    }
    await Promise.all(extraPasses);
    await eventually(async () => (await digestOn(b, admin, 'bursty')) === last);
    await b.h.gateway.services.skillSync.sync();
    expect(await digestOn(b, admin, 'bursty')).toBe(last);
    const file = await b.h.request('/api/skills/bursty/files/step.md', { token: admin });
    expect(await file.text()).toContain('step 11');
  });

  it('a node restarted after missing changes serves the current state as soon as it starts', async () => {
    const { url, a, b, stop } = await cluster();
    const admin = await a.h.login();
    expect((await install(a, admin, skillZip('kept'))).status).toBe(201);
    expect((await install(a, admin, skillZip('doomed'))).status).toBe(201);
    await eventually(async () => (await listed(b, admin)).has('doomed'));
    await stop(b);

    expect((await install(a, admin, skillZip('added-while-down'))).status).toBe(201);
    expect((await a.h.request('/api/skills/custom/doomed', { method: 'DELETE', token: admin })).status).toBe(
      200,
    );
    const edited = await a.h.request('/api/skills/custom/kept', {
      method: 'PUT',
      token: admin,
      json: { files: { 'extra.md': 'changed while B was down\n' } },
    });
    const { digest } = (await edited.json()) as { digest: string };

    const restarted = await startNode(url, b.dataDir);
    cleanups.push(() => restarted.h.close());
    const seen = await listed(restarted, admin);
    expect(seen.has('added-while-down')).toBe(true);
    expect(seen.has('doomed')).toBe(false);
    expect(await digestOn(restarted, admin, 'kept')).toBe(digest);
    expect(restarted.h.gateway.services.skillSync.generation()).toBeGreaterThanOrEqual(
      a.h.gateway.services.skillSync.generation(),
    );
  });

  it('catches up after its notification connection is dropped', async () => {
    const { url, a, b } = await cluster();
    const admin = await a.h.login();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const killed = await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
      );
      expect(killed.rowCount).toBe(2);
    } finally {
      await client.end();
    }
    // Published while neither node listens: only the log can carry it to B.
    expect((await install(a, admin, skillZip('during-outage'))).status).toBe(201);
    await eventually(async () => (await listed(b, admin)).has('during-outage'), 10_000);
    // And the new connection carries later changes again.
    expect((await install(a, admin, skillZip('after-outage'))).status).toBe(201);
    await eventually(async () => (await listed(b, admin)).has('after-outage'));
  });

  it('concurrent installs: different names both succeed; 50 uploads of one name across both nodes give one 201 and 49 409s', async () => {
    const { a, b } = await sharedCluster();
    const admin = await a.h.login();
    const [left, right] = await Promise.all([
      install(a, admin, skillZip('left')),
      install(b, admin, skillZip('right')),
    ]);
    expect([left.status, right.status]).toEqual([201, 201]);
    for (const node of [a, b]) {
      await eventually(async () => {
        const names = await listed(node, admin);
        return names.has('left') && names.has('right');
      });
    }

    // 50 uploads of one name, half on each node, each with different content.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        install(i % 2 === 0 ? a : b, admin, skillZip('contested', { 'from.md': `upload ${i}\n` })),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const codes = await Promise.all(
      answers
        .filter((res) => res.status === 409)
        .map(async (res) => ((await res.json()) as { error: { code: string } }).error.code),
    );
    expect(new Set(codes)).toEqual(new Set(['SKILL_EXISTS']));
    const winner = (await answers.find((res) => res.status === 201)!.json()) as { digest: string };
    for (const node of [a, b]) {
      await eventually(async () => (await digestOn(node, admin, 'contested')) === winner.digest);
    }
  });

  it('a user skill installed on A is invisible to other users on B', async () => {
    const { a, b } = await sharedCluster();
    const admin = await a.h.login();
    const ursula = await addUser(a, admin, 'ursula');
    const victor = await addUser(a, admin, 'victor');
    expect((await install(a, ursula, skillZip('private-notes'))).status).toBe(201);
    await eventually(async () => (await listed(b, ursula)).has('private-notes'));
    expect((await listed(b, victor)).has('private-notes')).toBe(false);
    expect((await listed(b, admin)).has('private-notes')).toBe(false);
    const probe = await b.h.request('/api/skills/private-notes', { token: victor });
    const missing = await b.h.request('/api/skills/no-such-skill', { token: victor });
    expect(probe.status).toBe(404);
    expect((await probe.text()).replaceAll('private-notes', 'X')).toBe(
      (await missing.text()).replaceAll('no-such-skill', 'X'),
    );
    // Victor's own skill of the same name is his, on every node.
    expect((await install(b, victor, skillZip('private-notes', { 'who.md': 'victor\n' }))).status).toBe(201);
    await eventually(async () => (await listed(a, victor)).has('private-notes'));
    expect(await digestOn(a, ursula, 'private-notes')).not.toBe(await digestOn(a, victor, 'private-notes'));
  });

  it('a token revoked, a session ended or a user disabled on A is refused by B, which had it cached', async () => {
    const { a, b } = await cluster();
    const admin = await a.h.login();
    const created = await a.h.request('/api/tokens', { method: 'POST', token: admin, json: { name: 'ci' } });
    const api = (await created.json()) as { token: string; apiToken: { id: string } };
    const session = await a.h.login();
    const ursula = await addUser(a, admin, 'ursula');
    const ursulaId = (
      (await (await a.h.request('/api/me', { token: ursula })).json()) as { user: { id: string } }
    ).user.id;
    const status = async (token: string) => (await b.h.request('/api/me', { token })).status;
    for (const token of [api.token, session, ursula]) expect(await status(token)).toBe(200);
    // Well inside the credential cache's lifetime: only the broadcast can end these on B.
    expect(PROPAGATION_DEADLINE_MS).toBeLessThan(CREDENTIAL_CACHE_TTL_MS);
    await a.h.request(`/api/tokens/${api.apiToken.id}`, { method: 'DELETE', token: admin });
    await eventually(async () => (await status(api.token)) === 401);
    await a.h.request('/api/auth/logout', { method: 'POST', token: session });
    await eventually(async () => (await status(session)) === 401);
    await a.h.request(`/api/users/${ursulaId}`, { method: 'PATCH', token: admin, json: { disabled: true } });
    await eventually(async () => (await status(ursula)) === 401);
    expect(await status(admin)).toBe(200);
  });

  it('a policy file change picked up by A’s watcher reaches B, which does not watch; so does a reload call', async () => {
    const database = await createTestDatabase();
    const policyDir = mkdtempSync(path.join(tmpdir(), 'skillport-cluster-policy-'));
    const rolesFile = path.join(policyDir, 'roles.yaml');
    const roles = (denied: string) =>
      writeFileSync(rolesFile, `roles:\n  admin: {}\n  user:\n    skills:\n      deny: [${denied}]\n`);
    roles('skill-reviewer');
    const authorization = { provider: 'rbac', default_role: 'user', roles_file: rolesFile };
    const a = await createHarness({ database: database.url, authorization });
    const b = await createHarness({ database: database.url, authorization, watchAuthorization: false });
    const closing = [a, b];
    cleanups.push(async () => {
      for (const node of closing) await node.close();
      rmSync(policyDir, { recursive: true, force: true });
      await database.drop();
    });
    const admin = await a.login();
    await a.request('/api/users', {
      method: 'POST',
      token: admin,
      json: { username: 'ulla', password: USER_PASSWORD },
    });
    const ulla = await a.login('ulla', USER_PASSWORD);
    const onB = async () =>
      (
        (await (await b.request('/api/skills', { token: ulla })).json()) as { skills: { name: string }[] }
      ).skills.map((skill) => skill.name);
    expect(await onB()).not.toContain('skill-reviewer');
    roles('skill-creator');
    // A's watcher is debounced; B learns of the change only from the record.
    await eventually(async () => (await onB()).includes('skill-reviewer'), 5_000);
    expect(await onB()).not.toContain('skill-creator');
    // A reload call on C (not watching either) reaches B too; A, which would notice the file, is gone.
    closing.splice(closing.indexOf(a), 1);
    await a.close();
    const c = await createHarness({ database: database.url, authorization, watchAuthorization: false });
    closing.push(c);
    roles('skill-reviewer');
    const reloaded = await c.request('/api/skills/reload', { method: 'POST', token: admin });
    expect(reloaded.status).toBe(200);
    await eventually(async () => !(await onB()).includes('skill-reviewer'));
  });

  it('a new node refuses a tampered record: a blob that does not match its digest, a name leaving the root', async () => {
    const { url, a, start } = await cluster();
    const admin = await a.h.login();
    const genuine = (await (await install(a, admin, skillZip('genuine'))).json()) as { digest: string };
    const other = (await (await install(a, admin, skillZip('other'))).json()) as { digest: string };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        'update skill_blobs set content = (select content from skill_blobs where digest = $1) where digest = $2',
        [other.digest, genuine.digest],
      );
      await client.query(
        `insert into skill_state (scope, skill, category, digest, generation) values ('global', '../escape', 'custom', $1, 999)`,
        [other.digest],
      );
    } finally {
      await client.end();
    }
    const c = await start();
    const seen = await listed(c, admin);
    expect(seen.has('other')).toBe(true);
    expect(seen.has('genuine')).toBe(false);
    expect(existsSync(path.join(c.dataDir, 'skills', 'escape'))).toBe(false);
    expect(readdirSync(path.join(c.dataDir, 'skills')).sort()).toEqual(['custom']);
    expect(c.h.logs()).toContain('refused an unsafe skill name');
    expect(c.h.logs()).toContain('could not bring a skill to its recorded version');
  });
});
