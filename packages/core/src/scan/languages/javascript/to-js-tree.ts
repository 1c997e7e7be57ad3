import type { Language, Tree } from 'web-tree-sitter';

/**
 * A JavaScript or TypeScript syntax node copied out of the wasm tree in one cursor pass. Every property
 * read on a web-tree-sitter node is a call into wasm and `childForFieldName` allocates a node; the walker
 * reads fields, types and texts many times (a helper's body once per call), so it reads plain objects.
 */
export class JsNode {
  /** Named children, and tokens only where the walker reads them (see TOKEN_FIELDS). */
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

  /** An anonymous node is a literal token: its text is its type (its offsets are not read from wasm). */
  get text(): string {
    return this.startIndex < 0 ? this.type : this.source.slice(this.startIndex, this.endIndex);
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

/** Node types whose children fill no field the walker reads: their children's fields are not asked for. */
const NO_FIELDS = new Set([
  'program',
  'statement_block',
  'arguments',
  'array',
  'object',
  'string',
  'template_string',
  'template_substitution',
  'formal_parameters',
  'class_body',
  'named_imports',
  'import_clause',
  'namespace_import',
  'export_clause',
  'lexical_declaration',
  'variable_declaration',
  'expression_statement',
  'parenthesized_expression',
  'sequence_expression',
  'spread_element',
  'rest_pattern',
  'object_pattern',
  'array_pattern',
  'await_expression',
  'computed_property_name',
  'switch_body',
  'else_clause',
]);

/**
 * The only parents whose literal tokens' fields the walker reads (`operator`: `!x`, `a + b`, `s += t`,
 * `for (k of o)`). Every other field it reads is filled by a named node, so elsewhere a token's field is
 * not asked for (a call into wasm per token).
 */
const TOKEN_FIELDS = new Set([
  'unary_expression',
  'binary_expression',
  'augmented_assignment_expression',
  'for_in_statement',
]);

/**
 * Named types that are tokens of the JavaScript and TypeScript grammars: they hold no named node, and the
 * walker reads only their text (never their children), so they are not asked for a first child.
 */
const NAMED_TOKENS = new Set([
  'identifier',
  'property_identifier',
  'shorthand_property_identifier',
  'shorthand_property_identifier_pattern',
  'private_property_identifier',
  'statement_identifier',
  'type_identifier',
  'string_fragment',
  'escape_sequence',
  'number',
  'comment',
  'regex_pattern',
  'regex_flags',
  'hash_bang_line',
  'this',
  'super',
  'true',
  'false',
  'null',
  'undefined',
]);

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
    // anonymous node is a literal token whose text is its type, so its offsets are not asked for.
    const isNamedType = (typeId: number): boolean => {
      let isNamed = namedOf.get(typeId);
      if (isNamed === undefined) {
        isNamed = cursor.nodeIsNamed;
        namedOf.set(typeId, isNamed);
      }
      return isNamed;
    };
    const rootType = cursor.nodeTypeId;
    const root = new JsNode(
      types[rootType] ?? 'ERROR',
      isNamedType(rootType),
      '',
      cursor.startIndex,
      cursor.endIndex,
      source,
    );
    const stack: JsNode[] = [root];
    if (!cursor.gotoFirstChild()) return root;
    for (;;) {
      const parent = stack[stack.length - 1]!;
      const typeId = cursor.nodeTypeId;
      const type = types[typeId] ?? 'ERROR';
      const isNamed = isNamedType(typeId);
      // A token is a leaf (as `copyTree` reads every other language), and so is a named token: asking
      // for its first child is a call into wasm per token, most nodes of a script. The walker reads
      // tokens only in TOKEN_FIELDS parents (a string's fragments and escapes are named); elsewhere none
      // is kept.
      const token = !isNamed && type !== 'ERROR';
      const keep = !token || TOKEN_FIELDS.has(parent.type);
      let node: JsNode | undefined;
      if (keep) {
        // The field is asked for only where the walker reads it: named children of parents with
        // fields, and tokens of the parents in TOKEN_FIELDS.
        let field = '';
        if (!NO_FIELDS.has(parent.type) && (isNamed || TOKEN_FIELDS.has(parent.type))) {
          const fieldId = cursor.currentFieldId;
          if (fieldId !== 0) field = fields[fieldId] ?? '';
        }
        node = token
          ? new JsNode(type, false, field, -1, -1, source)
          : new JsNode(type, isNamed, field, cursor.startIndex, cursor.endIndex, source);
        parent.children.push(node);
      }
      const leaf = token || NAMED_TOKENS.has(type);
      if (node !== undefined && !leaf && stack.length < MAX_DEPTH && cursor.gotoFirstChild()) {
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
