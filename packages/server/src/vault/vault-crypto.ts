import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SkillportError } from '@skillport/core';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const DATA_KEY_BYTES = 32;

/**
 * AES-256-GCM with a fresh random IV per message; the stored form is base64 of iv | tag | ciphertext.
 * `aad` binds a ciphertext to where it belongs (owner, name, key version): a row copied onto another
 * owner or name fails authentication instead of decrypting.
 */
export function seal(key: Buffer, plaintext: Buffer, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function open(key: Buffer, sealed: string, aad: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw integrityError();
  try {
    const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw integrityError();
  }
}

export function newDataKey(): Buffer {
  return randomBytes(DATA_KEY_BYTES);
}

function integrityError(): SkillportError {
  return new SkillportError(
    'VAULT_INTEGRITY',
    'A stored secret failed authentication: the vault row was altered or SKILLPORT_MASTER_KEY holds a different key under that version. Restore the database or the right key.',
  );
}
