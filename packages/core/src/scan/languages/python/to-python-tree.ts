import type { Language, Tree } from 'web-tree-sitter';
import { copyTree } from '../copy-tree.js';

/**
 * A Python syntax node copied out of the wasm tree once. The walker reads children, fields and texts many
 * times per node (a helper's body once per call), and every property read on a web-tree-sitter node is
 * a call into wasm, so it reads plain objects. Grammar fields are found from child types and positions
 * (see `field`) rather than asked of wasm for every child.
 */
export class PyNode {
  readonly children: PyNode[] = [];
  private named: PyNode[] | undefined;

  constructor(
    readonly type: string,
    readonly isNamed: boolean,
    readonly startIndex: number,
    /** Leaves know their end; a parent ends where its last child does (set once its children are read). */
    public endIndex: number,
    /** 0-based row of the node's first character. */
    readonly row: number,
    private readonly source: string,
  ) {}

  get text(): string {
    return this.source.slice(this.startIndex, this.endIndex);
  }

  get namedChildren(): PyNode[] {
    if (this.named === undefined) this.named = this.children.filter((c) => c.isNamed && c.type !== 'comment');
    return this.named;
  }

  private byField: Map<string, PyNode[]> | undefined;

  field(name: string): PyNode | undefined {
    return this.fields(name)[0];
  }

  /** The children tree-sitter-python files under a field, read from their types and order. */
  fields(name: string): PyNode[] {
    this.byField ??= new Map();
    let found = this.byField.get(name);
    if (found === undefined) {
      found = this.findFields(name);
      this.byField.set(name, found);
    }
    return found;
  }

  private findFields(name: string): PyNode[] {
    const all = this.children;
    const named = this.namedChildren;
    const after = (token: string): PyNode | undefined => {
      const at = all.findIndex((c) => !c.isNamed && c.type === token);
      return at === -1 ? undefined : all.slice(at + 1).find((c) => c.isNamed && c.type !== 'comment');
    };
    const one = (n: PyNode | undefined): PyNode[] => (n === undefined ? [] : [n]);
    const ofType = (type: string): PyNode[] => one(named.find((c) => c.type === type));
    switch (`${this.type}.${name}`) {
      case 'call.function':
      case 'attribute.object':
      case 'subscript.value':
      case 'assignment.left':
      case 'augmented_assignment.left':
      case 'binary_operator.left':
      case 'boolean_operator.left':
      case 'keyword_argument.name':
      case 'default_parameter.name':
      case 'typed_default_parameter.name':
      case 'pair.key':
      case 'named_expression.name':
      case 'aliased_import.name':
      case 'with_item.value':
        return one(named[0]);
      case 'call.arguments':
      case 'attribute.attribute':
      case 'not_operator.argument':
      case 'unary_operator.argument':
      case 'keyword_argument.value':
      case 'default_parameter.value':
      case 'typed_default_parameter.value':
      case 'pair.value':
      case 'named_expression.value':
      case 'aliased_import.alias':
      case 'decorated_definition.definition':
      case 'augmented_assignment.right':
      case 'binary_operator.right':
      case 'boolean_operator.right':
        return one(named.at(-1));
      case 'lambda.body':
        return one(after(':'));
      case 'augmented_assignment.operator':
      case 'binary_operator.operator':
      case 'boolean_operator.operator':
        return one(all[1]);
      case 'assignment.right':
        return one(after('='));
      case 'subscript.subscript':
        return one(after('['));
      case 'for_statement.left':
      case 'for_in_clause.left':
        return one(after('for'));
      case 'for_statement.right':
      case 'for_in_clause.right':
        return one(after('in'));
      case 'if_statement.condition':
      case 'elif_clause.condition':
      case 'while_statement.condition':
      case 'match_statement.subject':
        return one(named[0]);
      case 'if_statement.consequence':
      case 'elif_clause.consequence':
      case 'while_statement.body':
      case 'for_statement.body':
      case 'with_statement.body':
      case 'function_definition.body':
      case 'class_definition.body':
      case 'try_statement.body':
      case 'else_clause.body':
      case 'finally_clause.body':
      case 'case_clause.consequence':
        return ofType('block');
      case 'case_clause.body':
        return ofType('block');
      case 'if_statement.alternative':
        return named.filter((c) => c.type === 'elif_clause' || c.type === 'else_clause');
      case 'while_statement.alternative':
      case 'for_statement.alternative':
        return named.filter((c) => c.type === 'else_clause');
      case 'function_definition.name':
      case 'class_definition.name':
        return one(named.find((c) => c.type === 'identifier'));
      case 'function_definition.parameters':
        return ofType('parameters');
      case 'lambda.parameters':
        return ofType('lambda_parameters');
      case 'as_pattern.alias':
        return ofType('as_pattern_target');
      case 'interpolation.expression':
        return one(named[0]);
      case 'import_statement.name':
        return named.filter((c) => c.type === 'dotted_name' || c.type === 'aliased_import');
      case 'import_from_statement.module_name':
        return one(after('from'));
      case 'import_from_statement.name': {
        const at = all.findIndex((c) => !c.isNamed && c.type === 'import');
        return all.slice(at + 1).filter((c) => c.type === 'dotted_name' || c.type === 'aliased_import');
      }
      case 'list_comprehension.body':
      case 'set_comprehension.body':
      case 'generator_expression.body':
      case 'dictionary_comprehension.body':
        return one(named[0]);
      default:
        return [];
    }
  }
}

/** Nodes nested deeper than this keep no children: nothing legitimate nests that deep. */
const MAX_DEPTH = 1000;

/** Copies a parsed module into `PyNode`s (see `copyTree`). */
export function toPythonTree(tree: Tree, source: string, language: Language): PyNode {
  return copyTree<PyNode>(tree, source, language, {
    maxDepth: MAX_DEPTH,
    // A literal's text runs past its last escape sequence (in `'x\ny'` the `y` follows the escape child):
    // taken from the last child, its end would drop what follows, such as the rest of a dropped script.
    ownEnd: (type) => type === 'string_content',
    make: (type, isNamed, start, end, row) => new PyNode(type, isNamed, start, end, row, source),
  });
}
