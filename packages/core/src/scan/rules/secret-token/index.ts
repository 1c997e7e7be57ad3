import { secretRule } from '../secret-rule.js';

/** Secrets of `SS-SECRET-TOKEN` in any file of the package. */
export const secretToken = secretRule('SS-SECRET-TOKEN', {
  title: 'API token committed in the skill',
  remediation: 'Remove the token, revoke it with its provider, and declare it in `required-secrets` instead.',
  rationale:
    "API tokens in files travel with every copy of the skill; the provider's account is open to whoever reads them.",
});
