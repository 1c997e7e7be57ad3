/**
 * A fast path for the frontmatter most skills have: `key: value` lines with plain or simply quoted
 * string values, and one level of nested `key: value` mappings (e.g. `metadata:`). Anything outside
 * that subset — numbers, lists, flow collections, anchors, escapes, comments after values, duplicate
 * keys — returns `undefined` and the caller uses the full YAML 1.2 parser, so results are always the
 * ones the full parser would give (a differential test holds this). Discovery of 10k skills spends
 * most of its CPU in YAML parsing otherwise.
 */
export interface SimpleYaml {
  data: Record<string, unknown>;
  keyLines: Map<string, number>;
  scalarSources: Map<string, string>;
}

const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*?))?[ ]*$/;
const NESTED_LINE = /^( +)([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*?))?[ ]*$/;
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
  const lines = text.split('\n');
  let nested: { key: string; map: Record<string, unknown>; indent: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // Only spaces and tabs are blank to YAML; a no-break space is content (String#trim would drop it).
    if (BLANK.test(line)) continue;
    if (line.startsWith('#')) continue;
    if (line.startsWith(' ')) {
      if (!nested) return undefined;
      const m = NESTED_LINE.exec(line);
      if (!m || m[3] === undefined) return undefined;
      const indent = m[1]!.length;
      if (nested.indent === 0) nested.indent = indent;
      else if (indent !== nested.indent) return undefined;
      const key = m[2]!;
      if (Object.hasOwn(nested.map, key) || !isPlainKey(key)) return undefined;
      const value = scalar(m[3]);
      if (value === UNSUPPORTED) return undefined;
      nested.map[key] = value;
      continue;
    }
    const m = KEY_LINE.exec(line);
    if (!m) return undefined;
    const key = m[1]!;
    if (Object.hasOwn(data, key) || !isPlainKey(key)) return undefined;
    keyLines.set(key, firstLine + i);
    closeNested();
    nested = undefined;
    if (m[2] === undefined || m[2] === '') {
      const map: Record<string, unknown> = {};
      nested = { key, map, indent: 0 };
      data[key] = map;
      continue;
    }
    const value = scalar(m[2]);
    if (value === UNSUPPORTED) return undefined;
    // Like the full parser: every plain scalar keeps its source (`description: True` reads as "True").
    if (!m[2].startsWith('"') && !m[2].startsWith("'")) scalarSources.set(key, m[2]);
    data[key] = value;
  }
  closeNested();
  return { data, keyLines, scalarSources };

  /** `key:` with nothing indented below it is null, as in YAML. */
  function closeNested(): void {
    if (nested && nested.indent === 0) data[nested.key] = null;
  }
}

/** Keys YAML reads as something other than their text (`null:` is the key "", `True:` is "true"). */
function isPlainKey(key: string): boolean {
  return key !== '__proto__' && !NULLS.has(key) && !BOOLS.has(key);
}

const UNSUPPORTED = Symbol('unsupported');

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
