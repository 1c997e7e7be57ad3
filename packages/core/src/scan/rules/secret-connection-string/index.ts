import { secretRule } from '../secret-rule.js';

/** Secrets of `SS-SECRET-CONNECTION-STRING` in any file of the package. */
export const secretConnectionString = secretRule(
  'SS-SECRET-CONNECTION-STRING',
  'A connection string with its password gives the database to whoever reads the package.',
);
