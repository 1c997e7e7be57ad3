/**
 * Environment variable names that hold one secret: `*TOKEN*`, `*SECRET*`, `*KEY*`, `*PASSWORD*`/`*PASS*`,
 * `*CREDENTIAL*`, `*DSN*`, `DATABASE_URL`, `AWS_*`. A key *path* (`SSH_KEY_PATH`, `KEY_FILE`) names where a
 * secret lives, not the secret, and keyboard settings only look like keys.
 */
const SECRET_NAME_RE = /TOKEN|SECRET|KEY|PASS|CREDENTIAL|DSN|^DATABASE_URL$|^AWS_/i;
const NOT_SECRET_RE = /^(?:KEYBOARD|KEYMAP|XKB_\w*)$|_(?:PATH|FILE|DIR)$/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME_RE.test(name) && !NOT_SECRET_RE.test(name);
}
