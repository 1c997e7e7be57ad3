import type { Arg } from './invocation.js';
import { USER_DATA } from './taint-bits.js';

/**
 * Shell hooks the shell calls with the command line the user just typed: zsh's (and bash-preexec's)
 * `preexec` gets it as `$1` (and its expanded forms as `$2`, `$3`). Typed command lines hold passwords and
 * tokens passed as arguments, so what such a hook sends anywhere is a keylogger's take (ATT&CK T1056).
 */
const COMMAND_LINE_HOOKS: ReadonlySet<string> = new Set(['preexec']);

/** Variables that hold the command about to run (bash sets `BASH_COMMAND` for `trap … DEBUG`). */
export const COMMAND_LINE_VARIABLES: ReadonlySet<string> = new Set(['BASH_COMMAND']);

/** The arguments the shell passes a function nobody in the script calls, when the shell calls it itself. */
export function hookArguments(name: string): Arg[] {
  if (!COMMAND_LINE_HOOKS.has(name)) return [];
  return ['$1', '$2', '$3'].map((word) => ({ value: word, taint: USER_DATA, dynamic: false, source: word }));
}
