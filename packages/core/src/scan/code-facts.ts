import type { Node } from 'web-tree-sitter';
import type { FileContext } from './file-context.js';

/** What one script does, as far as the rules that combine facts across a file need to know. */
export interface CodeFacts {
  /** Lines that reach the network. */
  networkLines: number[];
  /** Lines that start other programs. */
  processLines: number[];
  /** Lines that read credentials or dump the environment (exfiltration sources). */
  sourceLines: number[];
}

export function emptyFacts(): CodeFacts {
  return { networkLines: [], processLines: [], sourceLines: [] };
}

/** Sensitive data plus a network call in the same script is exfiltration, whatever the order. */
export function reportExfiltration(ctx: FileContext, facts: CodeFacts): void {
  const sink = facts.networkLines[0];
  if (facts.sourceLines.length === 0 || sink === undefined) return;
  ctx.report('SS-EXFIL', {
    line: sink,
    message: `sends data over the network from a script that reads credentials or the environment (line ${facts.sourceLines[0]})`,
  });
}

/** True when a loop node loops forever (`while True`, `while (true)`, `for (;;)`). */
export function isEndlessLoop(node: Node): boolean {
  if (node.type === 'for_statement') return /^for\s*\(\s*;\s*;\s*\)/.test(node.text);
  const condition = node.childForFieldName('condition')?.text.replace(/[()\s]/g, '') ?? '';
  return condition === 'True' || condition === 'true' || condition === '1' || condition === '!0';
}

export function insideEndlessLoop(node: Node): boolean {
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    if ((n.type === 'while_statement' || n.type === 'for_statement') && isEndlessLoop(n)) return true;
    if (n.type === 'function_definition' || n.type === 'function_declaration') return false;
  }
  return false;
}
