import { secretRule } from '../secret-rule.js';

/** Secrets of `SS-SECRET-TOKEN` in any file of the package. */
export const secretToken = secretRule(
  'SS-SECRET-TOKEN',
  "API tokens in files travel with every copy of the skill; the provider's account is open to whoever reads them.",
);
