import type { Language, Tree } from 'web-tree-sitter';
import { copyTree } from '../copy-tree.js';

/**
 * A syntax node copied out of the wasm tree once. Every property read on a web-tree-sitter node is a call
 * into wasm (and `childForFieldName` allocates a new node each time); the walker reads children, types
 * and texts many times per node (function bodies are read once per call), so it reads plain objects.
 */
export class SyntaxNode {
  readonly children: SyntaxNode[] = [];
  private named: SyntaxNode[] | undefined;

  constructor(
    readonly type: string,
    readonly isNamed: boolean,
    readonly startIndex: number,
    /** Leaves know their end; a parent ends where its last child does (set once its children are read). */
    public endIndex: number,
    readonly row: number,
    private readonly source: string,
  ) {}

  get text(): string {
    return this.source.slice(this.startIndex, this.endIndex);
  }

  get namedChildren(): SyntaxNode[] {
    if (this.named === undefined) {
      this.named = [];
      for (const c of this.children) if (c.isNamed) this.named.push(c);
    }
    return this.named;
  }

  /** The first child a grammar field names, found by position and type (see `fields`). */
  field(name: string): SyntaxNode | null {
    return this.fields(name)[0] ?? null;
  }

  /**
   * The children tree-sitter-bash files under a field, read from their types and order instead of asking
   * wasm: `body`, `redirect`, `destination`, `descriptor`, `name`, `value`, `index`, `variable`, `condition`.
   */
  fields(name: string): SyntaxNode[] {
    const named = this.namedChildren;
    switch (name) {
      case 'body':
        if (this.type === 'redirected_statement')
          return named.filter((c) => !REDIRECTS.has(c.type)).slice(0, 1);
        if (this.type === 'function_definition') return named.slice(-1);
        return named.filter((c) => c.type === 'do_group' || c.type === 'compound_statement').slice(-1);
      case 'redirect':
        return named.filter((c) => REDIRECTS.has(c.type));
      case 'destination':
        return named.filter((c) => c.type !== 'file_descriptor' && c.type !== 'ERROR');
      case 'descriptor':
        return named.filter((c) => c.type === 'file_descriptor');
      case 'name':
        if (this.type === 'function_definition') return named.filter((c) => c.type === 'word').slice(0, 1);
        return named.slice(0, 1);
      case 'value': {
        if (this.type === 'for_statement') {
          const at = this.children.findIndex((c) => !c.isNamed && c.type === 'in');
          return at === -1
            ? []
            : this.children
                .slice(at + 1)
                .filter(
                  (c) =>
                    c.isNamed &&
                    c.type !== 'do_group' &&
                    c.type !== 'compound_statement' &&
                    c.type !== 'comment',
                );
        }
        const at = this.children.findIndex((c) => !c.isNamed && (c.type === '=' || c.type === '+='));
        return at === -1
          ? []
          : this.children
              .slice(at + 1)
              .filter((c) => c.isNamed)
              .slice(0, 1);
      }
      case 'index': {
        const at = this.children.findIndex((c) => c.type === '[');
        return at === -1
          ? []
          : this.children
              .slice(at + 1)
              .filter((c) => c.isNamed)
              .slice(0, 1);
      }
      case 'variable':
        return named.filter((c) => c.type === 'variable_name').slice(0, 1);
      case 'condition': {
        const end = this.children.findIndex((c) => c.type === 'do_group');
        return this.children
          .slice(1, end === -1 ? undefined : end)
          .filter((c) => c.isNamed && c.type !== 'comment');
      }
      default:
        return [];
    }
  }
}

const REDIRECTS = new Set(['file_redirect', 'heredoc_redirect', 'herestring_redirect']);

/** Nodes nested deeper than this are kept without children: nothing legitimate nests that deep. */
const MAX_DEPTH = 2000;

/** Nodes whose text runs past their last child: heredoc bodies, strings, recovered errors. */
const OWN_END = new Set([
  'heredoc_body',
  'heredoc_redirect',
  'string',
  'translated_string',
  'ERROR',
  'program',
  'comment',
]);

/** Copies a parsed script into `SyntaxNode`s (see `copyTree`). */
export function toSyntaxTree(tree: Tree, source: string, language: Language): SyntaxNode {
  return copyTree<SyntaxNode>(tree, source, language, {
    maxDepth: MAX_DEPTH,
    ownEnd: (type) => OWN_END.has(type),
    make: (type, isNamed, start, end, row) => new SyntaxNode(type, isNamed, start, end, row, source),
  });
}
