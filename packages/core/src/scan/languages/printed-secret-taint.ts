import type { ProcessFact } from '../facts.js';
import { SECRET, USER_DATA } from './shell/taint-bits.js';

/** Commands whose output is an access token or a stored password. */
const TOKEN_PRINTER_RE =
  /^(?:gh auth token|gcloud auth (?:application-default )?print-(?:access|identity)-token|az account get-access-token|aws (?:configure (?:get|export-credentials)|sts get-session-token)|git credential fill|security (?:find-(?:generic|internet)-password|dump-keychain)|secret-tool lookup|op read|pass show|doctl auth token|heroku auth:token)\b/;
const CLIPBOARD_RE = /^(?:pbpaste|wl-paste|xclip\b.*-o|xsel\b.*-[ob])/;

/**
 * What a started command prints that a program reading its output holds: a token from `gh auth token`
 * (and the other CLIs that print one), or what the user copied. Python's `check_output` and Node's
 * `execSync` hand that text back, so both read it the same way.
 */
export function printedSecretTaint(f: ProcessFact): number {
  const line = [f.program, ...f.args].join(' ');
  return (TOKEN_PRINTER_RE.test(line) ? SECRET : 0) | (CLIPBOARD_RE.test(line) ? USER_DATA : 0);
}
