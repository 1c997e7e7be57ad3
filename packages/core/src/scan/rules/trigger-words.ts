/**
 * Words shared by the rules' per-language triggers (`Rule.triggers`). A trigger must hold on every unit
 * its rule can report on, so each list names every spelling the extractor follows, not the usual one.
 */

/**
 * Ways Python reaches a function by a computed name (`getattr(os, 'sys' + 'tem')`, `globals()['ev' + 'al']`,
 * `__import__('o' + 's')`): the extractor resolves them, so the name itself need not appear in the text.
 */
export const PYTHON_INDIRECTION: readonly string[] = [
  'getattr',
  '__import__',
  'importlib',
  'import_module',
  'globals',
  'locals',
  'vars',
  'builtins',
  '__dict__',
  'modules',
  'attrgetter',
  'methodcaller',
  '__getattribute__',
];

/** Ways JavaScript reaches a function by a computed name (`globalThis['ev' + 'al']`, `require(atob(…))`). */
export const JAVASCRIPT_INDIRECTION: readonly string[] = [
  'globalthis',
  'window',
  'global',
  'self',
  'this[',
  'require',
  'import(',
  'constructor',
  'reflect',
  'function(',
  'function (',
];

// No leading `\b`: it keeps the regular expression engine from skipping ahead; the word's start is checked below.
const ENV_PROGRAM_WORD_RE = /(?:env|printenv|set|export|declare|typeset|compgen)\b/g;
/** What may stand before a command on its line: a separator, a quote, `=`, `$(`, a keyword or a wrapper. */
const COMMAND_START_RE =
  /(?:^|[;&|(`{!="']|\$\(|\b(?:then|do|else|sudo|exec|command|builtin|nohup|xargs|time))[ \t]*(?:[\w/.-]*\/)?$/;
const NO_PROGRAM_AFTER_RE = /^(?![ \t]+[A-Za-z_]\w*(?:[ \t]|$))/;
const NO_ARGUMENTS_RE = /^(?![ \t]+[-+A-Za-z_])/;
const NO_NAME_RE = /^(?:[ \t]+-[xp]+\b)*(?![ \t]+[\w%@+./:,=-])/;

/** `\w` of one UTF-16 code unit (ASCII: no `u` flag). */
const isWordCode = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

/**
 * A shell command that prints the whole environment, as the shell extractor reads one: `env` or `printenv`
 * without a program or name after it, `set` without arguments, `export`/`declare`/`typeset` with at most
 * `-p`/`-x` and no plain name (`export 'x'` counts, as the extractor reads it), `compgen`. Only at a
 * command's start, so `#!/usr/bin/env bash` and `set -euo pipefail` do not count. A function: the
 * equivalent regular expression tries its context at every position of the text (several times slower).
 */
export function printsEnvironment(text: string): boolean {
  for (const m of text.matchAll(ENV_PROGRAM_WORD_RE)) {
    const word = m[0];
    if (m.index > 0 && isWordCode(text.charCodeAt(m.index - 1))) continue;
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    if (!COMMAND_START_RE.test(text.slice(lineStart, m.index))) continue;
    if (word === 'compgen') return true;
    const lineEnd = text.indexOf('\n', m.index);
    const rest = text.slice(m.index + word.length, lineEnd === -1 ? undefined : lineEnd);
    const after =
      word === 'env' || word === 'printenv'
        ? NO_PROGRAM_AFTER_RE
        : word === 'set'
          ? NO_ARGUMENTS_RE
          : NO_NAME_RE;
    if (after.test(rest)) return true;
  }
  return false;
}

/** `[\w:.-]` of one UTF-16 code unit, without a regular expression call per character. */
const isNameCode = (code: number): boolean =>
  (code >= 48 && code <= 58) || // 0-9 and ':'
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  code === 95 ||
  code === 46 ||
  code === 45;
/** After the name, on its line: a pipe (not `||`) before any `(`, or a closing `&` (not `&&`, `>&`). */
const PIPED_OR_BACKGROUND_RE = /^[^\n|&(]*\|(?!\|)|(?<![&>])&(?!&)[ \t]*(?:$|[;}#)])/;
const FUNCTION_KEYWORD_RE = /\bfunction[ \t]+([\w:.-]+)/g;

/** Names of the shell functions a text defines (`name()`, `function name`), found from each `()`. */
function definedFunctions(text: string): Set<string> {
  const names = new Set<string>();
  for (let at = text.indexOf('('); at !== -1; at = text.indexOf('(', at + 1)) {
    let close = at + 1;
    while (text[close] === ' ' || text[close] === '\t') close++;
    if (text[close] !== ')') continue;
    let end = at;
    while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
    let start = end;
    while (start > 0 && isNameCode(text.charCodeAt(start - 1))) start--;
    if (start < end) names.add(text.slice(start, end));
  }
  if (text.includes('function')) for (const m of text.matchAll(FUNCTION_KEYWORD_RE)) names.add(m[1]!);
  return names;
}

/**
 * A shell function that starts itself in the background or in a pipeline (`:(){ :|:& };:`,
 * `f() { f & }`): a defined name again on a line where a pipe or a closing `&` follows it, or a pipe
 * precedes it. The shell extractor counts such copies as an endless spawn or a fork bomb. A function, not
 * a pattern: with a back-reference the test is quadratic in the text. Only lines holding `|` or `&` can
 * hold such a copy; they are found from those characters, so the other lines are never cut out.
 */
export function startsOwnFunction(text: string): boolean {
  const names = definedFunctions(text);
  if (names.size === 0) return false;
  let pipe = text.indexOf('|');
  let amp = text.indexOf('&');
  while (pipe !== -1 || amp !== -1) {
    const mark = pipe === -1 ? amp : amp === -1 ? pipe : Math.min(pipe, amp);
    const start = text.lastIndexOf('\n', mark) + 1;
    const stop = text.indexOf('\n', mark);
    const end = stop === -1 ? text.length : stop;
    if (copyOnLine(text.slice(start, end), names)) return true;
    if (stop === -1) break;
    if (pipe !== -1 && pipe < end) pipe = text.indexOf('|', end);
    if (amp !== -1 && amp < end) amp = text.indexOf('&', end);
  }
  return false;
}

function copyOnLine(line: string, names: ReadonlySet<string>): boolean {
  for (const name of names) {
    for (let at = line.indexOf(name); at !== -1; at = line.indexOf(name, at + 1)) {
      const end = at + name.length;
      if (
        (at > 0 && isNameCode(line.charCodeAt(at - 1))) ||
        (end < line.length && isNameCode(line.charCodeAt(end)))
      )
        continue;
      if (PIPED_OR_BACKGROUND_RE.test(line.slice(end)) || /\|[ \t]*$/.test(line.slice(0, at))) return true;
    }
  }
  return false;
}
