import type { Node, Tree } from 'web-tree-sitter';

/** Callees whose string arguments are messages for humans, not data the program acts on. */
const MESSAGE_CALLEE_RE =
  /^(?:print|pprint|echo|warn|error|info|debug|log|fail|exit|add_argument|add_option|secho|Error|\w+(?:Error|Exception|Warning))$/;
const MESSAGE_OBJECT_RE = /^(?:console|logging|logger|log|warnings|click|typer|rich|parser|argparse)\b/;
const MESSAGE_KEYWORD_RE = /^(?:help|description|message|msg|epilog|usage|title|summary|label|text)$/;

const PASS_THROUGH = new Set([
  'binary_operator',
  'binary_expression',
  'concatenated_string',
  'parenthesized_expression',
  'interpolation',
  'template_substitution',
  'template_string',
  'string',
  'string_content',
  'string_fragment',
  'await',
  'await_expression',
  // `(Path.home() / ".ssh" / "id_rsa").read_text()`: a method called on the path uses it.
  'attribute',
  'member_expression',
]);
/** Sequences handed to a call are argv-like and count; key-value data (dicts, objects) never does. */
const SEQUENCES = new Set(['list', 'tuple', 'set', 'array', 'spread_element']);
const RECORDS = new Set(['dictionary', 'pair', 'object']);
/** Three or more spaces: a sentence about a path, not a path. */
const PROSE_RE = /\S\s+\S+\s+\S+\s+\S/;

/**
 * Decides whether a sensitive-looking string at `index` is used by the program (passed to a call, built
 * into a path, stored in a variable) rather than documentation, a log message, a comment, or an entry in
 * a data table such as a scanner's own pattern list.
 */
export function isStringUsedAsData(tree: Tree, index: number): boolean {
  let node: Node | null = tree.rootNode.descendantForIndex(index);
  if (node !== null && node.type !== 'comment' && PROSE_RE.test(node.text)) return false;
  let insideData = false;
  for (let depth = 0; node !== null && depth < 12; depth++) {
    const type = node.type;
    if (type === 'comment') return false;
    const parent: Node | null = node.parent;
    if (parent === null) return false;
    const parentType = parent.type;
    if (parentType === 'argument_list' || parentType === 'arguments') {
      return !isMessageCall(parent.parent);
    }
    if (parentType === 'keyword_argument') {
      const key = parent.childForFieldName('name')?.text ?? '';
      if (MESSAGE_KEYWORD_RE.test(key)) return false;
    } else if (parentType === 'assignment' || parentType === 'variable_declarator') {
      return !insideData;
    } else if (parentType === 'expression_statement' || parentType === 'module' || parentType === 'program') {
      return false;
    } else if (RECORDS.has(parentType)) {
      return false;
    } else if (SEQUENCES.has(parentType)) {
      insideData = true;
    } else if (!PASS_THROUGH.has(parentType) && !PASS_THROUGH.has(type)) {
      return false;
    }
    node = parent;
  }
  return false;
}

/**
 * A string in a list or tuple stored in a variable (`paths = ["~/.aws/credentials", …]`): a target list when
 * the script goes on to read and send, a pattern table when it is a scanner. Callers weigh it as weak.
 */
export function isStringListedAsData(tree: Tree, index: number): boolean {
  let node: Node | null = tree.rootNode.descendantForIndex(index);
  let listed = false;
  for (let depth = 0; node !== null && depth < 6; depth++) {
    const parent: Node | null = node.parent;
    if (parent === null) return false;
    if (SEQUENCES.has(parent.type)) listed = true;
    else if (parent.type === 'assignment' || parent.type === 'variable_declarator') return listed;
    else if (!PASS_THROUGH.has(parent.type) && parent.type !== 'expression_list') return false;
    node = parent;
  }
  return false;
}

function isMessageCall(call: Node | null): boolean {
  const callee = call?.childForFieldName('function')?.text ?? '';
  const last = callee.slice(callee.lastIndexOf('.') + 1);
  return MESSAGE_CALLEE_RE.test(last) || MESSAGE_OBJECT_RE.test(callee);
}
