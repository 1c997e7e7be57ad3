import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** Characters of an API token shown in listings so a person can tell tokens apart. */
const PREFIX_CHARS = 10;

export const SESSION_TOKEN_PREFIX = 'sps_';
export const API_TOKEN_PREFIX = 'spt_';

/** A new secret token; only its hash is stored, so the token itself is shown once and never again. */
export function newCredentialToken(prefix: string): { token: string; hash: string; prefix: string } {
  const token = `${prefix}${randomBytes(TOKEN_BYTES).toString('base64url')}`;
  return { token, hash: hashCredentialToken(token), prefix: token.slice(0, PREFIX_CHARS) };
}

/** Tokens are 256 random bits, so a fast hash is enough (no guessing to slow down, unlike passwords). */
export function hashCredentialToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
