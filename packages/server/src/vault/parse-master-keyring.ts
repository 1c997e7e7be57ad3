import { SkillportError } from '@skillport/core';

/** The environment variable holding the vault's master keys. */
export const MASTER_KEY_ENV = 'SKILLPORT_MASTER_KEY';

export const MASTER_KEY_BYTES = 32;
const MAX_VERSION = 2 ** 31 - 1;

export interface MasterKeyring {
  /** Wraps every new data key and is what rotation re-wraps to: the first entry of the list. */
  primary: { version: number; key: Buffer };
  /** Every version listed, the primary included; older ones only unwrap. */
  keys: ReadonlyMap<number, Buffer>;
}

function invalid(message: string, entry?: number): SkillportError {
  return new SkillportError(
    'VAULT_KEY_INVALID',
    `${MASTER_KEY_ENV} is malformed${entry === undefined ? '' : ` (entry ${entry})`}: ${message}. Expected a comma-separated list of v<N>:<base64 of ${MASTER_KEY_BYTES} random bytes>, the key that wraps new data keys first, e.g. generated with: openssl rand -base64 32.`,
    entry === undefined ? {} : { details: { entry } },
  );
}

/**
 * Reads `SKILLPORT_MASTER_KEY`: `v2:<base64>,v1:<base64>` (a single bare `<base64>` is version 1).
 * Each key is exactly 32 random bytes in canonical base64. The first entry is the primary; listing
 * the new key second first lets every node read it before any node wraps with it (rolling deploys).
 * Messages never echo key material. Returns null when the variable is unset or empty: the vault then
 * does not start, and no key is ever derived from a default.
 */
export function parseMasterKeyring(text: string | undefined): MasterKeyring | null {
  if (text === undefined || text.trim() === '') return null;
  const keys = new Map<number, Buffer>();
  let primary: MasterKeyring['primary'] | undefined;
  const entries = text.split(',').map((part) => part.trim());
  entries.forEach((entry, index) => {
    const position = index + 1;
    const match = /^(?:v(\d{1,10}):)?([A-Za-z0-9+/]+={0,2})$/u.exec(entry);
    if (match === null) throw invalid('not v<N>:<base64>', position);
    const version = match[1] === undefined ? 1 : Number(match[1]);
    if (match[1] === undefined && entries.length > 1) {
      throw invalid('every entry needs its v<N>: prefix when several keys are listed', position);
    }
    if (!Number.isSafeInteger(version) || version < 1 || version > MAX_VERSION) {
      throw invalid('the version must be a whole number from 1', position);
    }
    if (keys.has(version)) throw invalid(`version ${version} is listed twice`, position);
    const key = Buffer.from(match[2]!, 'base64');
    if (key.length !== MASTER_KEY_BYTES || key.toString('base64') !== match[2]) {
      throw invalid(`the key is not canonical base64 of exactly ${MASTER_KEY_BYTES} bytes`, position);
    }
    // A key of one repeated byte (all zeros, "AAAA…") is a placeholder, not a random key.
    if (key.every((byte) => byte === key[0]))
      throw invalid('the key is a placeholder, not random bytes', position);
    keys.set(version, key);
    primary ??= { version, key };
  });
  return { primary: primary!, keys };
}
