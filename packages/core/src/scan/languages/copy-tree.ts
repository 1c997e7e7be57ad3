import type { Language, Tree } from 'web-tree-sitter';

/** What `copyTree` needs of a copied node: its children to fill and its end to settle. */
export interface CopiedNode<N> {
  readonly children: N[];
  readonly startIndex: number;
  endIndex: number;
}

export interface CopyTreeOptions<N extends CopiedNode<N>> {
  /** Nodes nested deeper than this keep no children. */
  maxDepth: number;
  /** Named types whose text can run past their last child (recovered errors, heredoc bodies…). */
  ownEnd: (type: string) => boolean;
  /** Builds one copy; `endIndex` is -1 for a parent whose end `copyTree` settles from its last child. */
  make: (type: string, isNamed: boolean, startIndex: number, endIndex: number, row: number) => N;
}

const namedByType = new WeakMap<Language, Map<number, boolean>>();

/**
 * Copies a tree in one cursor walk, without recursion (hostile nesting cannot exhaust the stack). Every
 * cursor property is a call into wasm, while asking a `Node` for its children unmarshals and allocates a
 * `Node` per child, so the walk asks for the least it can: a type id, a start, one move, and an end only
 * where the end cannot be taken from the text. An anonymous node is a literal token: its text is its type,
 * and it is not descended. A parent ends where its last child does unless `ownEnd` says otherwise. Rows are
 * counted from the source's newlines, as tree-sitter counts them.
 */
export function copyTree<N extends CopiedNode<N>>(
  tree: Tree,
  source: string,
  language: Language,
  options: CopyTreeOptions<N>,
): N {
  let named = namedByType.get(language);
  if (named === undefined) {
    named = new Map();
    namedByType.set(language, named);
  }
  const namedOf = named;
  const types = language.types;
  const { maxDepth, ownEnd, make } = options;
  const rowOf = rowFinder(source);
  const cursor = tree.walk();
  try {
    // Set by `visit`: whether the cursor moved onto the copy's first child.
    let descended = false;
    const visit = (depth: number): N => {
      descended = false;
      const typeId = cursor.nodeTypeId;
      let isNamed = namedOf.get(typeId);
      if (isNamed === undefined) {
        isNamed = cursor.nodeIsNamed;
        namedOf.set(typeId, isNamed);
      }
      const type = types[typeId] ?? 'ERROR';
      const start = cursor.startIndex;
      const row = rowOf(start);
      if (!isNamed && type !== 'ERROR') return make(type, false, start, start + type.length, row);
      // The end is read before moving down when the parent keeps its own; a leaf's is read after.
      let end = type === 'ERROR' || ownEnd(type) ? cursor.endIndex : -1;
      if (depth < maxDepth && cursor.gotoFirstChild()) descended = true;
      else if (end < 0) end = cursor.endIndex;
      return make(type, isNamed, start, end, row);
    };
    const root = visit(0);
    if (!descended) return root;
    const open: N[] = [root];
    for (;;) {
      const node = visit(open.length);
      (open[open.length - 1] as N).children.push(node);
      if (descended) {
        open.push(node);
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        settleEnd(open.pop() as N);
        if (open.length === 0) return root;
        cursor.gotoParent();
      }
    }
  } finally {
    cursor.delete();
  }
}

/** A parent whose children are all copied ends where its last child does (never before its start). */
function settleEnd<N extends CopiedNode<N>>(p: N): void {
  if (p.endIndex >= 0) return;
  const last = p.children[p.children.length - 1];
  p.endIndex = last === undefined ? p.startIndex : Math.max(last.endIndex, p.startIndex);
}

/** 0-based row of an offset: a binary search over line starts, tried first on the last row found. */
function rowFinder(source: string): (offset: number) => number {
  const starts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  let last = 0;
  return (offset) => {
    if (
      (starts[last] as number) <= offset &&
      (last + 1 === starts.length || (starts[last + 1] as number) > offset)
    )
      return last;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    last = lo;
    return lo;
  };
}
