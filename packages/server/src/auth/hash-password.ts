import { hash, verify } from '@node-rs/argon2';

/** Passwords shorter than this are refused: argon2 slows guessing, it cannot save "1234". */
export const MIN_PASSWORD_CHARS = 8;
/** argon2 hashes whatever it is given; bounding the input bounds the work an attacker can ask for. */
export const MAX_PASSWORD_CHARS = 1_024;

// argon2id (the library's default algorithm) with OWASP's second recommended setting.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a throwaway hash when there is no user, so that a
 * wrong username costs the same time as a wrong password and usernames cannot be probed by timing.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('skillport-no-such-user-placeholder');
  const target = storedHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && storedHash !== undefined;
}
