import type { Language, Tree } from 'web-tree-sitter';

/**
 * A JavaScript or TypeScript syntax node copied out of the wasm tree in one cursor pass. Every property
 * read on a web-tree-sitter node is a call into wasm and `childForFieldName` allocates a node; the walker
 * reads fields, types and texts many times (a helper's body once per call), so it reads plain objects.
 */
export class JsNode {
  readonly children: JsNode[] = [];
  private named: JsNode[] | undefined;

  constructor(
    readonly type: string,
    readonly isNamed: boolean,
    /** The grammar field this node fills in its parent (`function`, `arguments`, `left`, …), or ''. */
    readonly field: string,
    readonly startIndex: number,
    readonly endIndex: number,
    private readonly source: string,
  ) {}

  get text(): string {
    return this.source.slice(this.startIndex, this.endIndex);
  }

  get namedChildren(): JsNode[] {
    if (this.named === undefined) {
      this.named = [];
      for (const c of this.children) if (c.isNamed && c.type !== 'comment') this.named.push(c);
    }
    return this.named;
  }

  /** The first child filed under a grammar field. */
  get(field: string): JsNode | undefined {
    for (const c of this.children) if (c.field === field) return c;
    return undefined;
  }

  /** Every child filed under a grammar field. */
  all(field: string): JsNode[] {
    return this.children.filter((c) => c.field === field);
  }
}

const namedByType = new WeakMap<Language, Map<number, boolean>>();

/** Nodes nested deeper than this are kept without children: nothing legitimate nests that deep. */
const MAX_DEPTH = 1000;

/** Copies a tree into `JsNode`s without recursion, so hostile nesting cannot exhaust the stack. */
export function toJsTree(tree: Tree, source: string, language: Language): JsNode {
  const types = language.types;
  const fields = language.fields;
  let named = namedByType.get(language);
  if (named === undefined) {
    named = new Map();
    namedByType.set(language, named);
  }
  const namedOf = named;
  const cursor = tree.walk();
  try {
    // Each cursor property is a call into wasm: whether a type is named is asked once per type, and an
    // anonymous node is a literal token whose text is its type, so it ends where its type does.
    const make = (field: string): JsNode => {
      const typeId = cursor.nodeTypeId;
      const type = types[typeId] ?? 'ERROR';
      let isNamed = namedOf.get(typeId);
      if (isNamed === undefined) {
        isNamed = cursor.nodeIsNamed;
        namedOf.set(typeId, isNamed);
      }
      const start = cursor.startIndex;
      const end = isNamed || type === 'ERROR' ? cursor.endIndex : start + type.length;
      return new JsNode(type, isNamed, field, start, end, source);
    };
    const root = make('');
    const stack: JsNode[] = [root];
    if (!cursor.gotoFirstChild()) return root;
    for (;;) {
      const parent = stack[stack.length - 1]!;
      const fieldId = cursor.currentFieldId;
      const node = make(fieldId === 0 ? '' : (fields[fieldId] ?? ''));
      parent.children.push(node);
      if (stack.length < MAX_DEPTH && cursor.gotoFirstChild()) {
        stack.push(node);
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return root;
        stack.pop();
        if (stack.length === 0) return root;
      }
    }
  } finally {
    cursor.delete();
  }
}

/** 1-based line of an offset, by binary search over the offsets where lines start. */
export function lineFinder(source: string): (offset: number) => number {
  const starts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
