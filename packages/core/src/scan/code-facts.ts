import type { Node } from 'web-tree-sitter';
import type { FileContext } from './file-context.js';

/** What one script does, as far as the rules that combine facts across a file need to know. */
export interface CodeFacts {
  /** Lines that reach the network. */
  networkLines: number[];
  /** Lines that start other programs. */
  processLines: number[];
  /** Lines that read credentials, or dump the environment straight into a network call. */
  sourceLines: number[];
  /** Lines that dump the environment somewhere else (printed, serialised): suspicious next to a network call. */
  weakSourceLines: number[];
}

export function emptyFacts(): CodeFacts {
  return { networkLines: [], processLines: [], sourceLines: [], weakSourceLines: [] };
}

/**
 * Credentials plus a network call in one script is exfiltration, whatever the order (`critical`). An
 * environment dump that is printed rather than sent, next to an unrelated network call, is `high`.
 */
export function reportExfiltration(ctx: FileContext, facts: CodeFacts): void {
  const sink = facts.networkLines[0];
  if (sink === undefined) return;
  const strong = facts.sourceLines[0];
  const weak = facts.weakSourceLines[0];
  if (strong === undefined && weak === undefined) return;
  ctx.report('SS-EXFIL', {
    line: sink,
    severity: strong === undefined ? 'high' : 'critical',
    message:
      strong === undefined
        ? `talks to the network from a script that dumps the environment (line ${weak}); check what is sent`
        : `sends data over the network from a script that reads credentials or the environment (line ${strong})`,
  });
}

/**
 * Code built at run time and evaluated, in a script that also downloads: the usual shape of a loader whose
 * payload arrives through a callback or buffer the taint tracking cannot follow. `high`, not `critical`:
 * the link between the two is inferred, not seen.
 */
export function reportRemoteEval(ctx: FileContext, execLines: readonly number[], facts: CodeFacts): void {
  const network = facts.networkLines[0];
  if (network === undefined) return;
  for (const line of execLines) {
    ctx.report('SS-DOWNLOAD-EXEC', {
      line,
      severity: 'high',
      message: `evaluates code built at run time in a script that downloads (line ${network})`,
    });
  }
}

/**
 * Triple-quoted Python strings and JS templates may span lines; other literals end at the line. A backslash
 * is only ever consumed as an escape pair: letting either branch take it backtracks exponentially.
 */
const STRING_LITERAL_RE = /("""|'''|`)((?:\\[\s\S]|(?!\1)[^\\])*?)\1|(["'])((?:\\.|(?!\3)[^\\\n])*)\3/g;
const INTERPOLATION_RE = /\$?\{([^{}]*)\}/g;

/** Encoding names stay: `Buffer.from(x, 'base64')` and `codecs.decode(x, 'rot13')` are decoding calls. */
const ENCODING_NAME_RE = /^(?:base64|base64url|hex|rot13|rot_13|utf-?8|latin1|binary|ascii)$/i;

/**
 * Code with the words inside string literals removed: `"yarn config get"` and `"unzip a.zip"` are text,
 * not uses of a variable `get` or a decoder. Interpolations (`${cmd}`, `{cmd}`) are code and stay.
 */
export function codeOnly(text: string): string {
  if (!/["'`]/.test(text)) return text;
  return text.replace(
    STRING_LITERAL_RE,
    (literal, _q, long: string | undefined, _q2, short: string | undefined) => {
      const body = long ?? short ?? '';
      return ENCODING_NAME_RE.test(body)
        ? literal
        : `''${[...body.matchAll(INTERPOLATION_RE)].map((m) => ` ${m[1] ?? ''} `).join('')}`;
    },
  );
}

/** Which tainted variable, if any, a piece of code (already passed through `codeOnly`) mentions. */
export function taintIn<K>(code: string, taint: ReadonlyMap<string, K>): K | undefined {
  if (taint.size === 0) return undefined;
  for (const id of code.match(/[A-Za-z_$][\w$]*/g) ?? []) {
    const kind = taint.get(id);
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** True when a loop node loops forever (`while True`, `while (true)`, `for (;;)`). */
export function isEndlessLoop(node: Node): boolean {
  if (node.type === 'for_statement') return /^for\s*\(\s*;\s*;\s*\)/.test(node.text);
  const condition = node.childForFieldName('condition')?.text.replace(/[()\s]/g, '') ?? '';
  return condition === 'True' || condition === 'true' || condition === '1' || condition === '!0';
}

export function insideEndlessLoop(node: Node): boolean {
  return enclosingEndlessLoop(node) !== undefined;
}

export function enclosingEndlessLoop(node: Node): Node | undefined {
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    if ((n.type === 'while_statement' || n.type === 'for_statement') && isEndlessLoop(n)) return n;
    if (n.type === 'function_definition' || n.type === 'function_declaration') return undefined;
  }
  return undefined;
}
