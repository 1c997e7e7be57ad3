export { createSecretVault, type RotationReport, type SecretVault } from './create-secret-vault.js';
export { type EnvEntry, envSchemaOf, MAX_SECRET_CHARS, MIN_SECRET_CHARS } from './env-schema.js';
export {
  MASTER_KEY_BYTES,
  MASTER_KEY_ENV,
  type MasterKeyring,
  parseMasterKeyring,
} from './parse-master-keyring.js';
export { secretOwnerOf } from './secret-owner-of.js';
export { storedValuesFor } from './stored-values-for.js';
