/**
 * Request-scoped secrets (SPEC §7): the binding decision, masking of child output, and stripping of
 * forged internal keys from caller contexts. The vault that stores values lives in the server.
 */
export {
  type BindSkillSecretsInput,
  type BoundSecrets,
  bindSkillSecrets,
  declaredSecretNames,
  type SecretActivation,
  type SecretRefusal,
} from './bind-skill-secrets.js';
export { createSecretMasker, maskSecrets, type SecretMasker } from './create-secret-masker.js';
export { MIN_SECRET_LENGTH, SECRET_MASK, secretForms } from './secret-forms.js';
export { INTERNAL_CONTEXT_KEYS, stripInternalContextKeys } from './strip-internal-context-keys.js';
