import { secretRule } from '../secret-rule.js';

/** Secrets of `SS-SECRET-AWS-KEY` in any file of the package. */
export const secretAwsKey = secretRule('SS-SECRET-AWS-KEY', {
  title: 'AWS access key committed in the skill',
  remediation: 'Remove the key from the package, rotate it in AWS IAM, and load credentials at run time.',
  rationale:
    "An AWS key pair in a package is a key anyone who installs (or downloads) the skill can use against the owner's account.",
});
