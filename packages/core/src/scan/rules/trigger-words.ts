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
  /(?:^|[;&|(`{!="']|\$\(|\b(?:then|do|else|sudo|exec|command|builtin|nohup|xargs|time)\b)[ \t]*(?:[\w/.-]*\/)?(?:(?:env|printenv)\b(?![ \t]+[A-Za-z_]\w*(?:[ \t]|$))|set\b(?![ \t]+[-+A-Za-z_])|(?:export|declare|typeset)\b(?:[ \t]+-[xp]+\b)*(?![ \t]+[\w%@+./:,=-])|compgen\b)/m;

/**
 * A shell function that starts itself in the background or in a pipeline (`:(){ :|:& };:`,
 * `f() { f & }`): the definition, then the name again followed on its line by `|` or a closing `&`, or
 * after a `|`. The shell extractor counts such copies as an endless spawn or a fork bomb.
 */
const recursion = (definition: string): RegExp =>
  new RegExp(
    `${definition}[\\s\\S]*?(?:(?:^|[^\\w:.-])\\1(?![\\w:.-])(?:[^\\n|&(]*\\|(?!\\|)|[^\\n]*&[ \\t]*(?:$|[;}#)]))|\\|[ \\t]*\\1(?![\\w:.-]))`,
    'm',
  );
export const SHELL_RECURSION_RES: readonly RegExp[] = [
  recursion('(?<![\\w:.-])([\\w:.-]+)[ \\t]*\\([ \\t]*\\)'),
  recursion('\\bfunction[ \\t]+([\\w:.-]+)'),
];
