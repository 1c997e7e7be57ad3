import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { computePackageDigest } from '@skillport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTree } from '../../skills/remove-tree.js';
import { skillZip } from '../../test-support/build-zip.js';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';
import { createTestDatabase, postgresAvailable } from '../../test-support/postgres-test-database.js';

const withPostgres = await postgresAvailable();

type History = { versions: { version: number; digest: string; action: string; available: boolean }[] };

function upload(h: GatewayHarness, token: string, name: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(skillZip(name))]), `${name}.skill`);
  return h.request('/api/skills/install', { method: 'POST', token, body: form });
}

async function edit(h: GatewayHarness, token: string, name: string, text: string): Promise<string> {
  const res = await h.request(`/api/skills/custom/${name}`, {
    method: 'PUT',
    token,
    json: { files: { 'notes.md': text } },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { digest: string }).digest;
}

async function historyOf(h: GatewayHarness, token: string, name: string): Promise<History> {
  const res = await h.request(`/api/skills/custom/${name}/history`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as History;
}

/** Every package folder (one holding SKILL.md) below `dir`, with its digest. */
async function packagesBelow(dir: string): Promise<{ dir: string; digest: string }[]> {
  const found: { dir: string; digest: string }[] = [];
  const walk = async (current: string) => {
    const entries = readdirSync(current, { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && entry.name === 'SKILL.md')) {
      found.push({ dir: current, digest: await computePackageDigest(current) });
      return;
    }
    for (const entry of entries)
      if (entry.isDirectory() && !entry.name.startsWith('.')) await walk(path.join(current, entry.name));
  };
  if (existsSync(dir)) await walk(dir);
  return found;
}

describe('rollback against an edit that prunes its version (sqlite)', () => {
  let h: GatewayHarness;
  let admin: string;
  beforeAll(async () => {
    h = await createHarness({ historyVersions: 2 });
    admin = await h.login();
  });
  afterAll(() => h.close());

  it('answers 404 SKILL_VERSION_NOT_FOUND (pruned) or restores, never a generic error', async () => {
    expect((await upload(h, admin, 'raced')).status).toBe(201);
    const bulk = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`docs/page-${i}.md`, `# Page ${i}\n\n${'text '.repeat(200)}\n`]),
    );
    const outcomes: number[] = [];
    for (let round = 0; round < 3; round++) {
      await edit(h, admin, 'raced', `round ${round}\n`);
      const { versions } = await historyOf(h, admin, 'raced');
      const oldest = versions.at(-1)!.version;
      // The edit comes first and prunes `oldest` (two versions kept); the rollback to it waits for it.
      const [edited, rolledBack] = await Promise.all([
        h.request('/api/skills/custom/raced', {
          method: 'PUT',
          token: admin,
          json: { files: { ...bulk, 'notes.md': `bulk ${round}\n` } },
        }),
        // Sent once the edit is under way (its scan of the bulk takes far longer than this).
        new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
          h.request('/api/skills/custom/raced/rollback', {
            method: 'POST',
            token: admin,
            json: { version: oldest },
          }),
        ),
      ]);
      expect(edited.status).toBe(200);
      const answer = (await rolledBack.json()) as { error?: { code: string; details: { reason?: string } } };
      outcomes.push(rolledBack.status);
      if (rolledBack.status !== 200) {
        expect(rolledBack.status, JSON.stringify(answer)).toBe(404);
        expect(answer.error).toMatchObject({
          code: 'SKILL_VERSION_NOT_FOUND',
          details: { reason: 'pruned' },
        });
      }
    }
    // The race was really run: at least one rollback came after the pruning edit.
    expect(outcomes).toContain(404);
  });
});

describe('a prune that fails after the change is recorded (sqlite)', () => {
  it('is logged; the edit still answers 200 with its new version', async () => {
    const h = await createHarness({ historyVersions: 2 });
    const scratch = mkdtempSync(path.join(tmpdir(), 'skillport-deep-'));
    const link = 'd'.repeat(200);
    const chain = (depth: number) => Array.from({ length: depth }, () => link).join(path.sep);
    let planted: string | undefined;
    try {
      const admin = await h.login();
      expect((await upload(h, admin, 'stuck')).status).toBe(201);
      await edit(h, admin, 'stuck', 'second\n');
      const kept = path.join(h.gateway.services.skills.customRoot, '.skillport', 'history', 'stuck');
      const [version1] = readdirSync(kept);
      // A tree deeper than PATH_MAX inside the kept version 1: removing it fails (ENAMETOOLONG).
      planted = path.join(kept, version1!, link);
      await chmod(path.dirname(planted), 0o755);
      mkdirSync(path.join(planted, chain(14)), { recursive: true });
      mkdirSync(path.join(scratch, 'tail', chain(14)), { recursive: true });
      renameSync(path.join(scratch, 'tail'), path.join(planted, chain(14), 'tail'));

      const res = await h.request('/api/skills/custom/stuck', {
        method: 'PUT',
        token: admin,
        json: { files: { 'notes.md': 'third\n' } },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { version: number }).version).toBe(3);
      expect(h.logs()).toContain('could not remove the folders of pruned versions');
    } finally {
      // Taken apart again in pieces short enough to name.
      if (planted !== undefined && existsSync(path.join(planted, chain(14), 'tail')))
        renameSync(path.join(planted, chain(14), 'tail'), path.join(scratch, 'tail'));
      await removeTree(scratch);
      await h.close();
    }
  });
});

describe.skipIf(!withPostgres)('history retention keeps each owner’s copies apart (two nodes)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: GatewayHarness;
  let b: GatewayHarness;
  let admin: string;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([
      createHarness({ database: database.url, historyVersions: 2 }),
      createHarness({ database: database.url, historyVersions: 2 }),
    ]);
    admin = await a.login();
    for (const username of ['alice', 'bob']) {
      const res = await a.request('/api/users', {
        method: 'POST',
        token: admin,
        json: { username, password: 'user password 1' },
      });
      expect(res.status).toBe(201);
    }
    alice = await a.login('alice', 'user password 1');
    bob = await a.login('bob', 'user password 1');
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  const cache = () => path.join(b.dataDir, 'cache', 'versions');
  /** Waits until the node's (B's unless told) folder of the skill holds the recorded version. */
  const followed = (token: string, name: string, digest: string, node = b) =>
    expect
      .poll(
        async () =>
          (
            (await (await node.request(`/api/skills/custom/${name}`, { token })).json()) as {
              digest?: string;
            }
          ).digest,
        { timeout: 10_000 },
      )
      .toBe(digest);

  it("pruning one owner's history leaves the same-named skills of other owners their copies", async () => {
    // A custom skill and two users' skills, all named "same" and installed from the same bytes.
    for (const token of [admin, alice, bob]) expect((await upload(a, token, 'same')).status).toBe(201);
    for (const [token, who] of [
      [admin, 'admin'],
      [alice, 'alice'],
      [bob, 'bob'],
    ] as const) {
      const digest = await edit(a, token, 'same', `${who} 1\n`);
      await followed(token, 'same', digest);
      // B unpacks the install (version 1) of each owner's skill from its blob to tell it is available.
      expect((await historyOf(b, token, 'same')).versions.map((v) => v.available)).toEqual([true, true]);
    }
    const install = (await historyOf(b, bob, 'same')).versions[1]!.digest;
    const copiesOfInstall = async () =>
      (await packagesBelow(cache())).filter((copy) => copy.digest === install).length;
    expect(await copiesOfInstall()).toBe(3);

    // Alice's history drops her version 1; only her copy of it goes, on B when it follows.
    await edit(a, alice, 'same', 'alice 2\n');
    const latest = await edit(a, alice, 'same', 'alice 3\n');
    await followed(alice, 'same', latest);
    await expect.poll(copiesOfInstall, { timeout: 10_000 }).toBe(2);
    expect((await historyOf(b, bob, 'same')).versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it('a rollback never restores a copy whose bytes are not the version’s', async () => {
    expect((await upload(a, admin, 'tampered')).status).toBe(201);
    const digest = await edit(a, admin, 'tampered', 'second\n');
    await followed(admin, 'tampered', digest);
    const install = (await historyOf(b, admin, 'tampered')).versions[1]!;
    const copy = (await packagesBelow(cache())).find((found) => path.basename(found.dir) === 'tampered');
    expect(copy?.digest).toBe(install.digest);
    // B's copy lost a file and gained another, as a copy removed or rewritten while read would.
    await chmod(copy!.dir, 0o755);
    writeFileSync(path.join(copy!.dir, 'stray.md'), 'not part of version 1\n');

    const res = await b.request('/api/skills/custom/tampered/rollback', {
      method: 'POST',
      token: admin,
      json: { version: install.version },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'SKILL_VERSION_NOT_FOUND' } });
    const after = await historyOf(b, admin, 'tampered');
    expect(after.versions.map((v) => v.action)).toEqual(['edit', 'install']);
  });
});

describe.skipIf(!withPostgres)('a node following a delete (two nodes)', () => {
  it("removes that skill's copies and kept versions, and only that owner's", async () => {
    const database = await createTestDatabase();
    const [a, b] = await Promise.all([
      createHarness({ database: database.url }),
      createHarness({ database: database.url }),
    ]);
    try {
      const admin = await a.login();
      const created = await a.request('/api/users', {
        method: 'POST',
        token: admin,
        json: { username: 'bob', password: 'user password 1' },
      });
      expect(created.status).toBe(201);
      const bob = await a.login('bob', 'user password 1');
      const digestOn = async (node: GatewayHarness, token: string) =>
        ((await (await node.request('/api/skills/custom/doomed', { token })).json()) as { digest?: string })
          .digest;
      for (const token of [admin, bob]) {
        expect((await upload(a, token, 'doomed')).status).toBe(201);
        await expect.poll(() => digestOn(b, token), { timeout: 10_000 }).toBeDefined();
        // Edited on B, so B's install keeps the replaced version in its history folder.
        const onB = await edit(b, token, 'doomed', 'on b\n');
        await expect.poll(() => digestOn(a, token), { timeout: 10_000 }).toBe(onB);
        // Edited on A: B follows it from the blob, and unpacks its own edit from the blob to list it.
        const onA = await edit(a, token, 'doomed', 'on a\n');
        await expect.poll(() => digestOn(b, token), { timeout: 10_000 }).toBe(onA);
        expect((await historyOf(b, token, 'doomed')).versions.map((v) => v.available)).toEqual([
          true,
          true,
          true,
        ]);
      }
      const skillsDir = path.dirname(b.gateway.services.skills.customRoot);
      const keptOnB = () =>
        [
          b.gateway.services.skills.customRoot,
          ...readdirSync(path.join(skillsDir, 'users')).map((user) => path.join(skillsDir, 'users', user)),
        ]
          .map((root) => path.join(root, '.skillport', 'history', 'doomed'))
          .filter((dir) => existsSync(dir) && readdirSync(dir).length > 0).length;
      expect(keptOnB()).toBe(2);
      const cache = path.join(b.dataDir, 'cache', 'versions');
      const copies = async () => (await packagesBelow(cache)).length;
      expect(await copies()).toBe(2);

      const deleted = await a.request('/api/skills/custom/doomed', { method: 'DELETE', token: admin });
      expect(deleted.status).toBe(200);
      // The custom skill's copy and kept version go on B; bob's skill of the same name keeps its own.
      await expect.poll(copies, { timeout: 10_000 }).toBe(1);
      await expect.poll(keptOnB, { timeout: 10_000 }).toBe(1);
      expect(
        existsSync(path.join(b.gateway.services.skills.customRoot, '.skillport', 'history', 'doomed')),
      ).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    }
  });
});

describe.skipIf(!withPostgres)('copies in the shared layout of earlier releases', () => {
  it('are removed when the node starts', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'skillport-legacy-'));
    const legacy = path.join(dataDir, 'cache', 'versions', 'a'.repeat(64), 'old');
    mkdirSync(legacy, { recursive: true });
    writeFileSync(path.join(legacy, 'SKILL.md'), '---\nname: old\ndescription: An old copy.\n---\n');
    const h = await createHarness({ database: database.url, dataDir });
    try {
      await h.gateway.services.skillSync.sync();
      expect(existsSync(path.dirname(legacy))).toBe(false);
    } finally {
      await h.close();
      await removeTree(dataDir);
      await database.drop();
    }
  });
});
