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
    if (m.index > 0 && /\w/.test(text[m.index - 1]!)) continue;
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

const NAME_CHAR_RE = /[\w:.-]/;
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
    while (start > 0 && NAME_CHAR_RE.test(text[start - 1]!)) start--;
    if (start < end) names.add(text.slice(start, end));
  }
  for (const m of text.matchAll(FUNCTION_KEYWORD_RE)) names.add(m[1]!);
  return names;
}

/**
 * A shell function that starts itself in the background or in a pipeline (`:(){ :|:& };:`,
 * `f() { f & }`): a defined name again on a line where a pipe or a closing `&` follows it, or a pipe
 * precedes it. The shell extractor counts such copies as an endless spawn or a fork bomb. A function, not
 * a pattern: with a back-reference the test is quadratic in the text.
 */
export function startsOwnFunction(text: string): boolean {
  const names = definedFunctions(text);
  if (names.size === 0) return false;
  for (const line of text.split('\n')) {
    if (!line.includes('|') && !line.includes('&')) continue;
    for (const name of names) {
      for (let at = line.indexOf(name); at !== -1; at = line.indexOf(name, at + 1)) {
        const end = at + name.length;
        if (
          (at > 0 && NAME_CHAR_RE.test(line[at - 1]!)) ||
          (end < line.length && NAME_CHAR_RE.test(line[end]!))
        )
          continue;
        if (PIPED_OR_BACKGROUND_RE.test(line.slice(end)) || /\|[ \t]*$/.test(line.slice(0, at))) return true;
      }
    }
  }
  return false;
}
