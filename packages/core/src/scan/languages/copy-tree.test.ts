import { describe, expect, it } from 'vitest';
import type { Node } from 'web-tree-sitter';
import { type CodeLanguage, loadGrammar } from '../load-grammars.js';
import { toPythonTree } from './python/to-python-tree.js';
import { toSyntaxTree } from './shell/to-syntax-tree.js';

interface Copied {
  type: string;
  startIndex: number;
  endIndex: number;
  row: number;
  children: Copied[];
}

/** Every copied node against tree-sitter's own node at the same place (children in the same order). */
function mismatches(copy: Copied, node: Node, out: string[], ownEnd: readonly string[]): void {
  const where = `${copy.type}@${copy.startIndex}`;
  if (copy.type !== node.type) out.push(`${where}: type ${node.type}`);
  if (copy.startIndex !== node.startIndex) out.push(`${where}: start ${node.startIndex}`);
  if (copy.row !== node.startPosition.row) out.push(`${where}: row ${copy.row} vs ${node.startPosition.row}`);
  if (!node.isNamed) return;
  const children = node.children.filter((c): c is Node => c !== null);
  // A leaf, an error and the types the copy lists keep tree-sitter's end; other parents end with their last child.
  const last = copy.children[copy.children.length - 1];
  const end =
    last === undefined || copy.type === 'ERROR' || ownEnd.includes(copy.type)
      ? node.endIndex
      : Math.max(last.endIndex, copy.startIndex);
  if (copy.endIndex !== end) out.push(`${where}: end ${copy.endIndex} vs ${end}`);
  if (copy.children.length !== children.length) out.push(`${where}: ${copy.children.length} children`);
  else for (const [i, c] of copy.children.entries()) mismatches(c, children[i] as Node, out, ownEnd);
}

const SHELL_OWN_END = [
  'heredoc_body',
  'heredoc_redirect',
  'string',
  'translated_string',
  'program',
  'comment',
];

async function check(language: CodeLanguage, source: string): Promise<string[]> {
  const grammar = await loadGrammar(language);
  const tree = grammar.parser.parse(source);
  if (tree === null) throw new Error('no tree');
  try {
    const copy =
      language === 'python'
        ? toPythonTree(tree, source, grammar.language)
        : toSyntaxTree(tree, source, grammar.language);
    const out: string[] = [];
    mismatches(copy, tree.rootNode, out, language === 'python' ? [] : SHELL_OWN_END);
    return out;
  } finally {
    tree.delete();
  }
}

describe('tree copies', () => {
  it('keep the types, offsets and rows tree-sitter reports, across CRLF, astral characters and errors', async () => {
    const python =
      'import os\r\n\r\ndef f(a, *b):\n    """é😀\n    doc"""\n    return os.environ.get(a) + (\n\n1)\nx = [1, 2,\n';
    expect(await check('python', python)).toEqual([]);
    const shell = `#!/bin/sh\nset -eu\r\ncat <<EOF | grep -v x > "$out"\nbody 😀 $HOME\nEOF\nfor f in *.txt; do\n  echo "\${f%.txt}" $(date)\ndone\nif [ "$a" = b ; then\n`;
    expect(await check('shell', shell)).toEqual([]);
  });

  it('stop copying below the nesting limit without recursing', async () => {
    const grammar = await loadGrammar('python');
    const source = `x = ${'('.repeat(3000)}1${')'.repeat(3000)}\n`;
    const tree = grammar.parser.parse(source);
    if (tree === null) throw new Error('no tree');
    try {
      let node = toPythonTree(tree, source, grammar.language);
      let depth = 0;
      while (node.children.length > 0) {
        node = node.children.find((c) => c.children.length > 0) ?? (node.children[0] as typeof node);
        depth++;
      }
      expect(depth).toBe(1000);
    } finally {
      tree.delete();
    }
  });
});
