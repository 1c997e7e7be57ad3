import type { ErrorKind } from '@skillport/core';

/** Exit codes shared by every command (SPEC §9). */
export const EXIT_OK = 0;
/** Findings, failed checks, or a refused operation. */
export const EXIT_FAILURE = 1;
/** The command line itself was wrong. */
export const EXIT_USAGE = 2;

/** The one place an error's kind becomes an exit status. */
export function exitCodeFor(kind: ErrorKind): number {
  return kind === 'usage' ? EXIT_USAGE : EXIT_FAILURE;
}
