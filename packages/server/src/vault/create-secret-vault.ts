import { SkillportError } from '@skillport/core';
import type { DataKeyRow, SecretOwner, SecretStore } from '../db/index.js';
import type { MasterKeyring } from './parse-master-keyring.js';
import { MASTER_KEY_ENV } from './parse-master-keyring.js';
import { newDataKey, open, seal } from './vault-crypto.js';

export interface RotationReport {
  primaryVersion: number;
  /** Data keys re-wrapped by this run. */
  rotated: number;
  /** Data keys this run could not re-wrap (their master key version is not configured, or they fail authentication). */
  failed: { scope: string; category: string; skill: string; keyVersion: number; code: string }[];
  /** Data keys per master key version after the run. */
  byVersion: Record<string, number>;
}

/**
 * The secret vault (SPEC §7): values per owner, AES-256-GCM under the owner's random data key, which
 * is wrapped by the primary master key. Only `write`, `read` and `rotate` need the master key; which
 * names have a value is known without it. Nothing here logs, and nothing returns a value except
 * `read`, whose only caller binds values into a skill run.
 */
export interface SecretVault {
  /** False without SKILLPORT_MASTER_KEY: writes, reads and rotation answer VAULT_UNAVAILABLE. */
  readonly available: boolean;
  /** Throws VAULT_UNAVAILABLE when the vault is not running. */
  assertAvailable(): void;
  storedNames(owner: SecretOwner): Promise<Set<string>>;
  /** Stored names per owner (`ownerKey`) within these scopes. */
  storedNamesByOwner(scopes: readonly string[]): Promise<Map<string, Set<string>>>;
  write(
    owner: SecretOwner,
    change: { set: Record<string, string>; remove: string[]; by: string },
  ): Promise<void>;
  read(owner: SecretOwner): Promise<Record<string, string>>;
  /** Re-wraps every data key not under the primary version; safe to interrupt and to run again. */
  rotate(): Promise<RotationReport>;
  deleteOwner(owner: SecretOwner): Promise<void>;
  versionsInUse(): Promise<Map<number, number>>;
}

const dataKeyAad = (version: number, owner: SecretOwner) =>
  JSON.stringify(['skillport.data-key', version, owner.scope, owner.category, owner.skill]);

const valueAad = (owner: SecretOwner, name: string) =>
  JSON.stringify(['skillport.secret', owner.scope, owner.category, owner.skill, name]);

export function createSecretVault(options: {
  store: SecretStore;
  keyring: MasterKeyring | null;
}): SecretVault {
  const { store, keyring } = options;

  const requireKeyring = (): MasterKeyring => {
    if (keyring !== null) return keyring;
    throw new SkillportError(
      'VAULT_UNAVAILABLE',
      `The secret vault is not running: set ${MASTER_KEY_ENV} (v1:<base64 of 32 random bytes>, e.g. from openssl rand -base64 32) and restart the gateway.`,
    );
  };

  const unwrap = (ring: MasterKeyring, row: DataKeyRow): Buffer => {
    const master = ring.keys.get(row.keyVersion);
    if (master === undefined) {
      throw new SkillportError(
        'VAULT_KEY_MISSING',
        `Secrets of skill "${row.skill}" are wrapped by master key version ${row.keyVersion}, which ${MASTER_KEY_ENV} does not list; add that version back (after the primary) and rotate.`,
        { details: { skill: row.skill, keyVersion: row.keyVersion } },
      );
    }
    return open(master, row.wrappedKey, dataKeyAad(row.keyVersion, row));
  };

  const dataKeyFor = async (ring: MasterKeyring, owner: SecretOwner, create: boolean) => {
    let row = await store.findDataKey(owner);
    if (row === undefined) {
      if (!create) return undefined;
      const { version, key } = ring.primary;
      // Another node may insert first; whichever row is stored is the one used.
      row = await store.insertDataKey({
        ...owner,
        keyVersion: version,
        wrappedKey: seal(key, newDataKey(), dataKeyAad(version, owner)),
      });
    }
    return unwrap(ring, row);
  };

  return {
    available: keyring !== null,
    assertAvailable() {
      requireKeyring();
    },
    async storedNames(owner) {
      return new Set((await store.readValues(owner)).map((v) => v.name));
    },
    storedNamesByOwner: (scopes) => store.namesWithValues(scopes),
    async write(owner, { set, remove, by }) {
      const ring = requireKeyring();
      const names = Object.keys(set);
      const dataKey = names.length > 0 ? await dataKeyFor(ring, owner, true) : undefined;
      await store.writeValues(owner, {
        set: names.map((name) => ({
          name,
          ciphertext: seal(dataKey!, Buffer.from(set[name]!, 'utf8'), valueAad(owner, name)),
        })),
        remove,
        by,
      });
    },
    async read(owner) {
      const ring = requireKeyring();
      const rows = await store.readValues(owner);
      if (rows.length === 0) return {};
      const dataKey = await dataKeyFor(ring, owner, false);
      if (dataKey === undefined) return {};
      return Object.fromEntries(
        rows.map((row) => [
          row.name,
          open(dataKey, row.ciphertext, valueAad(owner, row.name)).toString('utf8'),
        ]),
      );
    },
    async rotate() {
      const ring = requireKeyring();
      const { version, key } = ring.primary;
      let rotated = 0;
      const failed: RotationReport['failed'] = [];
      // One row, one statement: an interrupted rotation leaves each key wholly under its old or its
      // new version, both listed in the keyring, and the next run carries on where this one stopped.
      for (const row of await store.listDataKeysNotAt(version)) {
        let dataKey: Buffer;
        try {
          dataKey = unwrap(ring, row);
        } catch (error) {
          const code = error instanceof SkillportError ? error.code : 'VAULT_INTEGRITY';
          failed.push({
            scope: row.scope,
            category: row.category,
            skill: row.skill,
            keyVersion: row.keyVersion,
            code,
          });
          continue;
        }
        const wrappedKey = seal(key, dataKey, dataKeyAad(version, row));
        // A lost race means another rotation (or node) re-wrapped this row already.
        if (await store.swapDataKey(row, { keyVersion: version, wrappedKey })) rotated++;
      }
      const byVersion = Object.fromEntries(
        [...(await store.countByVersion())].map(([v, n]) => [String(v), n]),
      );
      return { primaryVersion: version, rotated, failed, byVersion };
    },
    deleteOwner: (owner) => store.deleteOwner(owner),
    versionsInUse: () => store.countByVersion(),
  };
}
