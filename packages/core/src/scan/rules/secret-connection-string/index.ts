import { secretRule } from '../secret-rule.js';

/** Secrets of `SS-SECRET-CONNECTION-STRING` in any file of the package. */
export const secretConnectionString = secretRule('SS-SECRET-CONNECTION-STRING', {
  title: 'Connection string with an embedded password',
  remediation: 'Move the password into a declared secret and build the connection string at run time.',
  rationale: 'A connection string with its password gives the database to whoever reads the package.',
});
