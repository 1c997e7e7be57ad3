/**
 * A fast path for the frontmatter most skills have: `key: value` lines with plain or simply quoted
 * string values, one level of nested `key: value` mappings (e.g. `metadata:`) and block lists of such
 * values (`allowed-tools:` then `- Read` lines). Anything outside that subset — numbers, nested lists,
 * flow collections, anchors, escapes, comments after values, duplicate keys — returns `undefined` and the
 * caller uses the full YAML 1.2 parser, so results are always the ones the full parser would give (a
 * differential test holds this). Discovery of 10k skills spends most of its CPU in YAML parsing otherwise.
 */
export interface SimpleYaml {
  data: Record<string, unknown>;
  keyLines: Map<string, number>;
  scalarSources: Map<string, string>;
}

// The value groups are greedy and `trimSpaces` drops the trailing spaces: a lazy group followed by `[ ]*$`
// retries the end of the line at every character, which was most of this function's time.
const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*))?$/;
const NESTED_LINE = /^( +)([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*))?$/;
/** `- value` with any indentation; a bare `-` (a null or nested item) is left to the full parser. */
const LIST_ITEM_LINE = /^( *)-[ ]+(.*)$/;
const BLANK = /^[ \t]*$/;
const NULLS = new Set(['~', 'null', 'Null', 'NULL']);
const BOOLS = new Map([
  ['true', true],
  ['True', true],
  ['TRUE', true],
  ['false', false],
  ['False', false],
  ['FALSE', false],
]);
/** First characters that make a plain scalar special (indicators, numbers, signs). */
const UNSAFE_START = /^[-?:,[\]{}#&*!|>'"%@`0-9+.]/;
/** Characters whose meaning in a plain scalar depends on context: leave those to the full parser. */
const UNSAFE_INSIDE = /: | #|:$|[[\]{}\\]/;
/** Control and special line-break characters: the full parser decides what they mean. */
const CONTROL = /[\t\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufeff\u2028\u2029]/;

export function parseSimpleYaml(text: string, firstLine: number): SimpleYaml | undefined {
  const data: Record<string, unknown> = {};
  const keyLines = new Map<string, number>();
  const scalarSources = new Map<string, string>();
  // The block under the last `key:` line with no value: a mapping or a sequence, decided by its first line.
  let block: { key: string; indent: number; map?: Record<string, unknown>; list?: unknown[] } | undefined;
  // Line by line as `split('\n')` would give them, without building the array.
  for (let i = 0, start = 0; start <= text.length; i++) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    // Most lines are `key: value`: the patterns below can only match a line starting with a space, a tab
    // or a dash, so those are the only lines tried against them.
    const first = line.charCodeAt(0);
    const indented = first === 0x20 || first === 0x09 || line.length === 0;
    // Only spaces and tabs are blank to YAML; a no-break space is content (String#trim would drop it).
    if (indented && BLANK.test(line)) continue;
    if (first === 0x23) continue;
    const item = indented || first === 0x2d ? LIST_ITEM_LINE.exec(line) : null;
    if (item) {
      // `allowed-tools:` then `  - Read` (or `- Read`, which YAML allows at the key's own indentation).
      if (!block || block.map) return undefined;
      const indent = item[1]!.length;
      if (!block.list) {
        block.indent = indent;
        block.list = [];
        data[block.key] = block.list;
      } else if (indent !== block.indent) return undefined;
      const value = scalar(trimSpaces(item[2]!));
      if (value === UNSUPPORTED) return undefined;
      block.list.push(value);
      continue;
    }
    if (line.startsWith(' ')) {
      if (!block || block.list) return undefined;
      const m = NESTED_LINE.exec(line);
      if (!m || m[3] === undefined) return undefined;
      const indent = m[1]!.length;
      if (!block.map) {
        block.indent = indent;
        block.map = {};
        data[block.key] = block.map;
      } else if (indent !== block.indent) return undefined;
      const key = m[2]!;
      if (Object.hasOwn(block.map, key) || !isPlainKey(key)) return undefined;
      const value = scalar(trimSpaces(m[3]));
      if (value === UNSUPPORTED) return undefined;
      block.map[key] = value;
      continue;
    }
    const m = KEY_LINE.exec(line);
    if (!m) return undefined;
    const key = m[1]!;
    if (Object.hasOwn(data, key) || !isPlainKey(key)) return undefined;
    keyLines.set(key, firstLine + i);
    block = undefined;
    const raw = m[2] === undefined ? '' : trimSpaces(m[2]);
    if (raw === '') {
      // `key:` with nothing below it is null, as in YAML; a block below replaces it (keeping key order).
      data[key] = null;
      block = { key, indent: 0 };
      continue;
    }
    const value = scalar(raw);
    if (value === UNSUPPORTED) return undefined;
    // Like the full parser: every plain scalar keeps its source (`description: True` reads as "True").
    if (!raw.startsWith('"') && !raw.startsWith("'")) scalarSources.set(key, raw);
    data[key] = value;
  }
  return { data, keyLines, scalarSources };
}

/** Keys YAML reads as something other than their text (`null:` is the key "", `True:` is "true"). */
function isPlainKey(key: string): boolean {
  return key !== '__proto__' && !NULLS.has(key) && !BOOLS.has(key);
}

const UNSUPPORTED = Symbol('unsupported');

/** Without its trailing spaces (only spaces: a trailing tab is content the full parser judges). */
function trimSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x20) end--;
  return end === text.length ? text : text.slice(0, end);
}

function scalar(raw: string): unknown {
  if (raw === '') return UNSUPPORTED;
  if (raw.startsWith('"')) {
    const inner = raw.slice(1, -1);
    return raw.length >= 2 && raw.endsWith('"') && !/["\\]/.test(inner) && !CONTROL.test(inner)
      ? inner
      : UNSUPPORTED;
  }
  if (raw.startsWith("'")) {
    const inner = raw.slice(1, -1);
    return raw.length >= 2 && raw.endsWith("'") && !inner.includes("'") && !CONTROL.test(inner)
      ? inner
      : UNSUPPORTED;
  }
  if (NULLS.has(raw)) return null;
  const bool = BOOLS.get(raw);
  if (bool !== undefined) return bool;
  if (UNSAFE_START.test(raw) || UNSAFE_INSIDE.test(raw) || CONTROL.test(raw)) return UNSUPPORTED;
  return raw;
}
