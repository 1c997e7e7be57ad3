import type { Language, Node } from 'web-tree-sitter';

/**
 * A syntax node copied out of the wasm tree once. Every property read on a web-tree-sitter node is a call
 * into wasm (and `childForFieldName` allocates a new node each time); the walker reads children, types
 * and texts many times per node (function bodies are read once per call), so it reads plain objects.
 */
export class SyntaxNode {
  readonly children: SyntaxNode[] = [];
  private named: SyntaxNode[] | undefined;

  constructor(
    readonly id: number,
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

const namedByType = new WeakMap<Language, Map<number, boolean>>();

const OWN_END = new Set([
  'heredoc_body',
  'heredoc_redirect',
  'string',
  'translated_string',
  'ERROR',
  'program',
  'comment',
]);

/** Copies a tree into `SyntaxNode`s without recursion, so hostile nesting cannot exhaust the stack. */
export function toSyntaxTree(root: Node, source: string, language: Language): SyntaxNode {
  let named = namedByType.get(language);
  if (named === undefined) {
    named = new Map();
    namedByType.set(language, named);
  }
  const types = language.types;
  let nextId = 0;
  const make = (node: Node): [SyntaxNode, (Node | null)[] | undefined] => {
    const typeId = node.typeId;
    let isNamed = named.get(typeId);
    if (isNamed === undefined) {
      isNamed = node.isNamed;
      named.set(typeId, isNamed);
    }
    const type = types[typeId] ?? 'ERROR';
    const start = node.startIndex;
    // Each property is a call into wasm. An anonymous node is a literal token: its text is its type. A
    // parent ends where its last child does, except nodes whose text runs past it (heredoc bodies,
    // strings, recovered errors).
    if (!isNamed && type !== 'ERROR')
      return [
        new SyntaxNode(nextId++, type, false, start, start + type.length, node.startPosition.row, source),
        undefined,
      ];
    // One call lists the children and so tells a leaf (asking `childCount` first would be a second).
    const children = node.children;
    const leaf = children.length === 0;
    const end = leaf || OWN_END.has(type) ? node.endIndex : -1;
    return [
      new SyntaxNode(nextId++, type, isNamed, start, end, node.startPosition.row, source),
      leaf ? undefined : children,
    ];
  };
  const [top, rootChildren] = make(root);
  const parents: SyntaxNode[] = [];
  const stack: [Node, (Node | null)[], SyntaxNode, number][] =
    rootChildren === undefined ? [] : [[root, rootChildren, top, 0]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, children, copy, depth] = item;
    if (depth >= MAX_DEPTH) {
      copy.endIndex = node.endIndex;
      continue;
    }
    parents.push(copy);
    for (const child of children) {
      if (child === null) continue;
      const [c, grandchildren] = make(child);
      copy.children.push(c);
      if (grandchildren !== undefined) stack.push([child, grandchildren, c, depth + 1]);
    }
  }
  // Children were created after their parents: settle ends from the innermost parents outwards.
  for (let i = parents.length - 1; i >= 0; i--) {
    const p = parents[i] as SyntaxNode;
    const last = p.children[p.children.length - 1];
    if (p.endIndex < 0)
      p.endIndex = last === undefined ? p.startIndex : Math.max(last.endIndex, p.startIndex);
  }
  return top;
}
