import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStores,
  type GatewayDatabase,
  migrateToLatest,
  openDatabase,
  type SecretOwner,
  type SecretStore,
} from '../db/index.js';
import { databaseBackends } from '../test-support/database-backends.js';
import { createSecretVault, parseMasterKeyring } from './index.js';

const key = () => randomBytes(32).toString('base64');
const K1 = key();
const K2 = key();
const K3 = key();

describe('parseMasterKeyring', () => {
  it('reads one bare key as version 1 and a list with the first entry as primary', () => {
    expect(parseMasterKeyring(K1)?.primary.version).toBe(1);
    const ring = parseMasterKeyring(` v2:${K2} , v1:${K1}`);
    expect(ring?.primary.version).toBe(2);
    expect([...(ring?.keys.keys() ?? [])]).toEqual([2, 1]);
    // The new key listed second: every node can read it before any wraps with it.
    expect(parseMasterKeyring(`v1:${K1},v2:${K2}`)?.primary.version).toBe(1);
  });

  it('is null when unset or blank: the vault does not start, no default key exists', () => {
    expect(parseMasterKeyring(undefined)).toBeNull();
    expect(parseMasterKeyring('  ')).toBeNull();
  });

  it.each([
    ['short key', randomBytes(16).toString('base64')],
    ['long key', randomBytes(33).toString('base64')],
    ['not base64', 'this is not base64 at all!'],
    ['non-canonical base64', `${K1.slice(0, -2)}==`],
    ['all zero bytes', Buffer.alloc(32).toString('base64')],
    ['one repeated byte', Buffer.alloc(32, 7).toString('base64')],
    ['duplicate version', `v1:${K1},v1:${K2}`],
    ['version 0', `v0:${K1}`],
    ['bare entry in a list', `${K1},v2:${K2}`],
    ['empty entry', `v1:${K1},`],
    ['a passphrase', 'correct horse battery staple'],
  ])('refuses a %s with VAULT_KEY_INVALID and never echoes the key', (_what, text) => {
    let error: unknown;
    try {
      parseMasterKeyring(text);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'VAULT_KEY_INVALID' });
    const message = String((error as Error).message);
    for (const part of text.split(',')) if (part.length > 8) expect(message).not.toContain(part);
  });
});

const backends = await databaseBackends();

describe.each(backends)('the vault on $name', (backend) => {
  let db: GatewayDatabase;
  let store: SecretStore;
  let teardown: () => Promise<void>;
  const test = it.skipIf(!backend.available);

  beforeAll(async () => {
    if (!backend.available) return;
    const setup = await backend.setup();
    teardown = setup.teardown;
    db = await openDatabase(setup.target);
    await migrateToLatest(db);
    store = createStores(db).secrets;
  });
  afterAll(async () => {
    if (!backend.available) return;
    await db.destroy();
    await teardown();
  });

  const owner = (skill: string, scope = 'global', category = 'custom'): SecretOwner => ({
    scope,
    category,
    skill,
  });

  test('stores values encrypted, reads them back, clears them; ciphertext holds no plaintext', async () => {
    const vault = createSecretVault({ store, keyring: parseMasterKeyring(`v1:${K1}`) });
    const value = 'sk-live-PLANTED-1234567890';
    await vault.write(owner('ocr'), {
      set: { OCR_API_KEY: value, OTHER: 'second-value' },
      remove: [],
      by: 'u1',
    });
    expect(await vault.read(owner('ocr'))).toEqual({ OCR_API_KEY: value, OTHER: 'second-value' });
    expect([...(await vault.storedNames(owner('ocr')))].sort()).toEqual(['OCR_API_KEY', 'OTHER']);
    const dump = JSON.stringify([
      await db.selectFrom('secret_values').selectAll().execute(),
      await db.selectFrom('secret_data_keys').selectAll().execute(),
    ]);
    expect(dump).not.toContain(value);
    expect(dump).not.toContain(Buffer.from(value).toString('base64'));
    await vault.write(owner('ocr'), { set: {}, remove: ['OTHER'], by: 'u1' });
    expect(await vault.read(owner('ocr'))).toEqual({ OCR_API_KEY: value });
  });

  test('owners are apart: scope, category and name are bound into the ciphertext', async () => {
    const vault = createSecretVault({ store, keyring: parseMasterKeyring(`v1:${K1}`) });
    await vault.write(owner('gh', 'user-a', 'integration'), {
      set: { GH_TOKEN: 'token-of-user-a' },
      remove: [],
      by: 'a',
    });
    await vault.write(owner('gh', 'user-b', 'integration'), {
      set: { GH_TOKEN: 'token-of-user-b' },
      remove: [],
      by: 'b',
    });
    expect(await vault.read(owner('gh', 'user-a', 'user'))).toEqual({});
    expect(await vault.read(owner('gh', 'user-b', 'integration'))).toEqual({ GH_TOKEN: 'token-of-user-b' });
    // A row copied from one user onto another fails authentication instead of decrypting.
    const a = await db
      .selectFrom('secret_values')
      .select('ciphertext')
      .where('scope', '=', 'user-a')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('secret_values')
      .set({ ciphertext: a.ciphertext })
      .where('scope', '=', 'user-b')
      .execute();
    await expect(vault.read(owner('gh', 'user-b', 'integration'))).rejects.toMatchObject({
      code: 'VAULT_INTEGRITY',
    });
  });

  test('without a master key: names are known, values are refused with VAULT_UNAVAILABLE', async () => {
    const vault = createSecretVault({ store, keyring: null });
    expect(vault.available).toBe(false);
    expect([...(await vault.storedNames(owner('ocr')))]).toEqual(['OCR_API_KEY']);
    await expect(vault.read(owner('ocr'))).rejects.toMatchObject({ code: 'VAULT_UNAVAILABLE' });
    await expect(
      vault.write(owner('ocr'), { set: { A: 'aaaaaaaaaa' }, remove: [], by: 'x' }),
    ).rejects.toMatchObject({
      code: 'VAULT_UNAVAILABLE',
    });
    await expect(vault.rotate()).rejects.toMatchObject({ code: 'VAULT_UNAVAILABLE' });
  });

  test('a wrong key under the same version is an integrity failure, never garbage', async () => {
    const vault = createSecretVault({ store, keyring: parseMasterKeyring(`v1:${key()}`) });
    await expect(vault.read(owner('ocr'))).rejects.toMatchObject({ code: 'VAULT_INTEGRITY' });
  });

  test('rotation interrupted halfway loses nothing: old and new rows both read, a second run finishes', async () => {
    const v1 = createSecretVault({ store, keyring: parseMasterKeyring(`v1:${K1}`) });
    const planted: Record<string, string> = {};
    for (let i = 0; i < 12; i++) {
      const value = `value-number-${i}-${randomBytes(6).toString('hex')}`;
      planted[`bulk-${String(i).padStart(2, '0')}`] = value;
      await v1.write(owner(`bulk-${String(i).padStart(2, '0')}`), {
        set: { KEY: value },
        remove: [],
        by: 'x',
      });
    }
    const before = await v1.versionsInUse();
    const total = [...before.values()].reduce((n, c) => n + c, 0);
    const both = parseMasterKeyring(`v2:${K2},v1:${K1}`);
    // The "crash": the process dies after the fifth re-wrapped row.
    let swaps = 0;
    const crashing: SecretStore = {
      ...store,
      async swapDataKey(expected, next) {
        if (swaps === 5) throw new Error('simulated crash');
        swaps++;
        return store.swapDataKey(expected, next);
      },
    };
    await expect(createSecretVault({ store: crashing, keyring: both }).rotate()).rejects.toThrow(
      'simulated crash',
    );
    const midway = await v1.versionsInUse();
    expect(midway.get(2)).toBe(5);
    expect(midway.get(1)).toBe(total - 5);
    const reader = createSecretVault({ store, keyring: both });
    for (const [skill, value] of Object.entries(planted)) {
      expect(await reader.read(owner(skill))).toEqual({ KEY: value });
    }
    // Writes keep working mid-rotation (a new owner gets a key under the primary).
    await reader.write(owner('fresh'), { set: { KEY: 'written-mid-rotation' }, remove: [], by: 'x' });
    const report = await reader.rotate();
    expect(report).toMatchObject({ primaryVersion: 2, failed: [] });
    expect(report.rotated).toBe(total - 5);
    expect(report.byVersion).toEqual({ '2': total + 1 });
    // Once every key is under v2, the old master key can go.
    const onlyV2 = createSecretVault({ store, keyring: parseMasterKeyring(`v2:${K2}`) });
    for (const [skill, value] of Object.entries(planted)) {
      expect(await onlyV2.read(owner(skill))).toEqual({ KEY: value });
    }
    expect(await onlyV2.read(owner('fresh'))).toEqual({ KEY: 'written-mid-rotation' });
    expect((await onlyV2.rotate()).rotated).toBe(0);
  });

  test('two rotations at once (two nodes) re-wrap each key exactly once', async () => {
    const ring = parseMasterKeyring(`v3:${K3},v2:${K2}`);
    const [a, b] = await Promise.all([
      createSecretVault({ store, keyring: ring }).rotate(),
      createSecretVault({ store, keyring: ring }).rotate(),
    ]);
    const total = Object.values(a.byVersion).reduce((n, c) => n + c, 0);
    expect(a.rotated + b.rotated).toBe(total);
    expect(b.byVersion).toEqual({ '3': total });
  });

  test('a key whose master version is gone is reported, not dropped, and the rest rotate', async () => {
    const v3 = createSecretVault({ store, keyring: parseMasterKeyring(`v3:${K3}`) });
    // Every key is under v3 now; one owner written under v4 and then v4 "lost".
    const K4 = key();
    await createSecretVault({ store, keyring: parseMasterKeyring(`v4:${K4}`) }).write(owner('lost'), {
      set: { KEY: 'under-a-lost-key' },
      remove: [],
      by: 'x',
    });
    const report = await createSecretVault({
      store,
      keyring: parseMasterKeyring(`v5:${key()},v3:${K3}`),
    }).rotate();
    expect(report.failed).toEqual([
      { scope: 'global', category: 'custom', skill: 'lost', keyVersion: 4, code: 'VAULT_KEY_MISSING' },
    ]);
    expect(report.byVersion['4']).toBe(1);
    await expect(v3.read(owner('lost'))).rejects.toMatchObject({ code: 'VAULT_KEY_MISSING' });
  });
});
