import type { Language, Node } from 'web-tree-sitter';

/**
 * A Python syntax node copied out of the wasm tree in one pass of a tree cursor. The walker reads
 * children, fields and texts many times per node (a helper's body once per call), and every property
 * read on a web-tree-sitter node is a call into wasm, so it reads plain objects instead.
 */
export class PyNode {
  readonly children: PyNode[] = [];
  /** The grammar field each child sits in (`function`, `arguments`, `left`, …), or '' for none. */
  readonly fieldNames: string[] = [];
  private named: PyNode[] | undefined;

  constructor(
    readonly type: string,
    readonly isNamed: boolean,
    readonly startIndex: number,
    readonly endIndex: number,
    /** 0-based row of the node's first character. */
    readonly row: number,
    private readonly source: string,
  ) {}

  get text(): string {
    return this.source.slice(this.startIndex, this.endIndex);
  }

  get namedChildren(): PyNode[] {
    if (this.named === undefined) this.named = this.children.filter((c) => c.isNamed);
    return this.named;
  }

  field(name: string): PyNode | undefined {
    const at = this.fieldNames.indexOf(name);
    return at === -1 ? undefined : this.children[at];
  }

  fields(name: string): PyNode[] {
    const found: PyNode[] = [];
    this.fieldNames.forEach((f, i) => {
      if (f === name) found.push(this.children[i] as PyNode);
    });
    return found;
  }
}

/** Nodes nested deeper than this keep no children: nothing legitimate nests that deep. */
const MAX_DEPTH = 1000;

/** Copies a tree into `PyNode`s with a cursor (no recursion: hostile nesting cannot exhaust the stack). */
export function toPythonTree(root: Node, source: string, language: Language): PyNode {
  const types = language.types;
  const fieldNames = language.fields;
  const cursor = root.walk();
  const make = (): PyNode =>
    new PyNode(
      types[cursor.nodeTypeId] ?? 'ERROR',
      cursor.nodeIsNamed,
      cursor.startIndex,
      cursor.endIndex,
      cursor.startPosition.row,
      source,
    );
  const top = make();
  const parents: PyNode[] = [top];
  try {
    for (;;) {
      if (parents.length <= MAX_DEPTH && cursor.gotoFirstChild()) {
        const parent = parents[parents.length - 1] as PyNode;
        const child = make();
        parent.children.push(child);
        parent.fieldNames.push(fieldNames[cursor.currentFieldId] ?? '');
        parents.push(child);
        continue;
      }
      for (;;) {
        if (parents.length === 1) return top;
        parents.pop();
        if (cursor.gotoNextSibling()) {
          const parent = parents[parents.length - 1] as PyNode;
          const child = make();
          parent.children.push(child);
          parent.fieldNames.push(fieldNames[cursor.currentFieldId] ?? '');
          parents.push(child);
          break;
        }
        cursor.gotoParent();
      }
    }
  } finally {
    cursor.delete();
  }
}
