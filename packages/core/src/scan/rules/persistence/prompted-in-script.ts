import type { Unit } from '../../facts.js';

/** A shell function that reads the user's answer and tests it for yes (`confirm() { read -r -p …; [ "$a" = y ]; }`). */
const PROMPT_FUNCTION_RE =
  /^\s*(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{[^}]*\bread\b[^}]*(?:\[\s*"?\$\w+"?\s*=+\s*["']?[yY]|\[\[?[^\]]*=~\s*\^?\[?[yY])/gm;
/**
 * Reading the answer in place: `read -r -p "Add it? [y/N] " a` (bash), or zsh's `read -q "ok?Add it? "`, which
 * succeeds only on a `y`.
 */
const INLINE_READ_RE = /\bread\s+(?:-\w+\s+)*-\w*p\b|\bread\s+(?:-\w+\s+)*-\w*q\w*\s+["']?\w+\?/;
const WORD = (name: string): RegExp => new RegExp(`(?:^|[\\s;&|!(])${name}(?=[\\s;&|)]|$)`);

/**
 * The shell script makes `line` wait for the user's yes: the line itself is `confirm … && …`, or it sits in
 * the `then` of an `if` whose condition asks (`if confirm "Add it?"; then`). Without a terminal the question reads
 * nothing and the change is skipped, so the change is made only on the user's own answer.
 */
export function promptedInScript(unit: Unit, line: number): boolean {
  if (unit.language !== 'shell' || unit.surface !== 'script') return false;
  const names = [...unit.text.matchAll(PROMPT_FUNCTION_RE)].map((m) => WORD(m[1]!));
  const asks = (text: string): boolean => INLINE_READ_RE.test(text) || names.some((re) => re.test(text));
  const lines = unit.text.split('\n');
  const at = line - unit.firstLine;
  const own = lines[at] ?? '';
  const gate = own.split(/&&/)[0] ?? '';
  if (own.includes('&&') && asks(gate)) return true;
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const text = lines[i] ?? '';
    if (/^\s*fi\b/.test(text)) depth++;
    // The `else` of the question is what runs on a no.
    else if (depth === 0 && /^\s*(?:else|elif)\b/.test(text)) return false;
    else if (/^\s*if\s/.test(text)) {
      if (depth === 0) {
        if (asks(text)) return true;
      } else depth--;
    }
  }
  return false;
}
