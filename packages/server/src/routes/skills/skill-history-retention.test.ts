import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillZip } from '../../test-support/build-zip.js';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';
import { createTestDatabase, postgresAvailable } from '../../test-support/postgres-test-database.js';

const withPostgres = await postgresAvailable();
const KEEP = 3;

type History = { currentDigest: string; versions: { version: number; digest: string; available: boolean }[] };

describe.each([
  { name: 'sqlite', available: true },
  { name: 'postgres', available: withPostgres },
])('skill history retention on $name', ({ name, available }) => {
  let h: GatewayHarness;
  let admin: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

  beforeAll(async () => {
    if (!available) return;
    if (name === 'postgres') database = await createTestDatabase();
    h = await createHarness({
      historyVersions: KEEP,
      ...(database === undefined ? {} : { database: database.url }),
    });
    admin = await h.login();
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  it.skipIf(!available)(
    'keeps the last versions; older ones, their folders and blobs go; rollback to one says it was pruned',
    async () => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(skillZip('churn'))]), 'churn.skill');
      expect(
        (await h.request('/api/skills/install', { method: 'POST', token: admin, body: form })).status,
      ).toBe(201);
      const digests: string[] = [];
      for (let i = 1; i <= 5; i++) {
        const res = await h.request('/api/skills/custom/churn', {
          method: 'PUT',
          token: admin,
          json: { files: { 'notes.md': `edit ${i}\n` } },
        });
        expect(res.status).toBe(200);
        digests.push(((await res.json()) as { digest: string }).digest);
      }
      const history = (await (
        await h.request('/api/skills/custom/churn/history', { token: admin })
      ).json()) as History;
      // Six versions were made (install + five edits): the newest three are kept, all still restorable.
      expect(history.versions.map((v) => v.version)).toEqual([6, 5, 4]);
      expect(history.versions.every((v) => v.available)).toBe(true);

      const kept = new Set(history.versions.map((v) => v.digest.slice('sha256:'.length)));
      const folders = readdirSync(
        path.join(h.gateway.services.skills.customRoot, '.skillport', 'history', 'churn'),
      );
      for (const folder of folders)
        expect(kept.has(folder.slice(folder.lastIndexOf('-') + 1)), folder).toBe(true);

      const blobs = h.gateway.services.stores.skillCluster;
      if (name === 'postgres') {
        expect(await blobs.hasBlob(digests[0]!)).toBe(false);
        expect(await blobs.hasBlob(digests[2]!)).toBe(true);
      }

      const pruned = await h.request('/api/skills/custom/churn/rollback', {
        method: 'POST',
        token: admin,
        json: { version: 2 },
      });
      expect(pruned.status).toBe(404);
      expect(await pruned.json()).toMatchObject({
        error: { code: 'SKILL_VERSION_NOT_FOUND', details: { reason: 'pruned', oldestKept: 4 } },
      });
      const restored = await h.request('/api/skills/custom/churn/rollback', {
        method: 'POST',
        token: admin,
        json: { version: 4 },
      });
      expect(restored.status).toBe(200);
      const diff = await h.request('/api/skills/custom/churn/diff?from=1&to=6', { token: admin });
      expect(diff.status).toBe(404);
    },
  );
});

describe.skipIf(!withPostgres)('skill history retention across two nodes', () => {
  it("removes another node's copies of the versions its history no longer names", async () => {
    const database = await createTestDatabase();
    const [a, b] = await Promise.all([
      createHarness({ database: database.url, historyVersions: 2 }),
      createHarness({ database: database.url, historyVersions: 2 }),
    ]);
    try {
      const admin = await a.login();
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(skillZip('shared'))]), 'shared.skill');
      expect(
        (await a.request('/api/skills/install', { method: 'POST', token: admin, body: form })).status,
      ).toBe(201);
      const editOnA = async (i: number) => {
        const res = await a.request('/api/skills/custom/shared', {
          method: 'PUT',
          token: admin,
          json: { files: { 'notes.md': `edit ${i}\n` } },
        });
        expect(res.status).toBe(200);
      };
      const historyOnB = async () =>
        (await (await b.request('/api/skills/custom/shared/history', { token: admin })).json()) as History;
      const cache = path.join(b.dataDir, 'cache', 'versions');
      // The digests of the versions B holds, in its one folder per skill owner.
      const cached = () =>
        readdirSync(cache, { withFileTypes: true })
          .filter((owner) => owner.isDirectory() && !owner.name.startsWith('.'))
          .flatMap((owner) => readdirSync(path.join(cache, owner.name)));
      await editOnA(1);
      // Once B followed the edit, B's history route made B unpack the install (version 1) from its blob.
      let onB: History | undefined;
      await expect
        .poll(
          async () => {
            onB = await historyOnB();
            return onB.versions?.length === 2 && onB.currentDigest === onB.versions[0]!.digest;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      const installHex = onB!.versions[1]!.digest.slice('sha256:'.length);
      expect(cached()).toContain(installHex);
      await editOnA(2);
      await expect
        .poll(async () => (await historyOnB()).versions.map((v) => v.version), { timeout: 10_000 })
        .toEqual([3, 2]);
      // Pruned on A; B's copy of version 1 went when B followed the change.
      await expect.poll(cached, { timeout: 10_000 }).not.toContain(installHex);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    }
  });
});
