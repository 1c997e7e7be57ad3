/**
 * Environment variable names that hold one secret: `*TOKEN*`, `*SECRET*`, `*KEY*`, `*PASSWORD*`/`*PASS*`,
 * `*CREDENTIAL*`, `*DSN*`, `AWS_*`, a personal access token (`*_PAT`), and a database's connection string (`DATABASE_URL`, `MONGODB_URI`,
 * `PROD_REDIS_URL`, `*CONNECTION_STRING*`), which carries the user and password in the address. A key
 * *path* (`SSH_KEY_PATH`, `KEY_FILE`) names where a secret lives, not the secret, and keyboard settings
 * only look like keys.
 */
const SECRET_NAME_RE =
  /TOKEN|SECRET|KEY|PASS|CREDENTIAL|DSN|^AWS_|(?:^|_)PAT$|CONNECTION_?STRING|(?:^|_)(?:DATABASE|DB|MONGO(?:DB)?|POSTGRES(?:QL)?|PG|MYSQL|MARIADB|REDIS|AMQP|RABBITMQ|CLICKHOUSE|NEO4J)_UR[LI]$/i;
const NOT_SECRET_RE = /^(?:KEYBOARD|KEYMAP|XKB_\w*)$|_(?:PATH|FILE|DIR)$/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME_RE.test(name) && !NOT_SECRET_RE.test(name);
}
