import { secretRule } from '../secret-rule.js';

/** Secrets of `SS-SECRET-PRIVATE-KEY` in any file of the package. */
export const secretPrivateKey = secretRule('SS-SECRET-PRIVATE-KEY', {
  title: 'Private key committed in the skill',
  remediation: 'Remove the key from the package and revoke it; ship public keys only.',
  rationale:
    'A private key shipped with a skill is public from then on: whoever holds the package can log in, sign or decrypt as its owner.',
});
