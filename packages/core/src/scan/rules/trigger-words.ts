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

/** A shell function defined inside a string another language hands to a shell (`f(){ f|f& };f`). */
export const SHELL_FUNCTION_RE = /[\w:.-]\s*\(\s*\)\s*\{|\bfunction\s+[\w:.-]+\s*\{/;

/**
 * A shell command that prints the whole environment, as the shell extractor reads one: `env` or `printenv`
 * without a program or name after it, `set` without arguments, `export`/`declare`/`typeset` with at most
 * `-p`/`-x` and no plain name (`export 'x'` counts, as the extractor reads it), `compgen`. Only at a
 * command's start (after a separator, a quote, `=`, a keyword, `$(` or a wrapper), so
 * `#!/usr/bin/env bash` and `set -euo pipefail` do not count.
 */
export const SHELL_ENV_PROGRAM_RE =
  /(?<=(?:^|[;&|(`{!="']|\$\(|\b(?:then|do|else|sudo|exec|command|builtin|nohup|xargs|time))[ \t]*(?:[\w/.-]*\/)?)\b(?:(?:env|printenv)\b(?![ \t]+[A-Za-z_]\w*(?:[ \t]|$))|set\b(?![ \t]+[-+A-Za-z_])|(?:export|declare|typeset)\b(?:[ \t]+-[xp]+\b)*(?![ \t]+[\w%@+./:,=-])|compgen\b)/m;

const DEFINED_FUNCTION_RE = /(?<![\w:.-])([\w:.-]+)[ \t]*\([ \t]*\)|\bfunction[ \t]+([\w:.-]+)/g;
const NAME_RE = /[\w:.-]+/g;
/** After the name, on its line: a pipe (not `||`) before any `(`, or a closing `&` (not `&&`, `>&`). */
const PIPED_OR_BACKGROUND_RE = /^[^\n|&(]*\|(?!\|)|(?<![&>])&(?!&)[ \t]*(?:$|[;}#)])/;

/**
 * A shell function that starts itself in the background or in a pipeline (`:(){ :|:& };:`,
 * `f() { f & }`): a defined name again on a line where a pipe or a closing `&` follows it, or a pipe
 * precedes it. The shell extractor counts such copies as an endless spawn or a fork bomb. A function, not
 * a pattern: with a back-reference the test is quadratic in the text.
 */
export function startsOwnFunction(text: string): boolean {
  const names = new Set<string>();
  for (const m of text.matchAll(DEFINED_FUNCTION_RE)) names.add((m[1] ?? m[2])!);
  if (names.size === 0) return false;
  for (const line of text.split('\n')) {
    if (!line.includes('|') && !line.includes('&')) continue;
    for (const m of line.matchAll(NAME_RE)) {
      if (!names.has(m[0])) continue;
      const after = line.slice(m.index + m[0].length);
      if (PIPED_OR_BACKGROUND_RE.test(after) || /\|[ \t]*$/.test(line.slice(0, m.index))) return true;
    }
  }
  return false;
}
