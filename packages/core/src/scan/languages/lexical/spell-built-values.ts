/**
 * Strings a statement builds from pieces instead of writing them (`string.char(99, 117, …)`,
 * `string([]byte{49, 57, …})`, `chr(99).chr(117)`, `[99, 117].pack('c*')`, `strings.Join([]string{"169",
 * "254", …}, ".")`, `"http://" + "169.254…"`), rewritten as the one literal they spell, so a command line
 * or an address hidden that way is read like one written out. Spelling a word as numbers hides it from a
 * reader, which is why the result counts as decoded.
 */

/** One character code: a number in decimal or hex, or a character literal (`'1'` in a Go byte slice). */
const CODE = String.raw`(?:0[xX][0-9a-fA-F]+|\d+|'(?:\\.|[^'\\])')`;
const CODES = String.raw`${CODE}(?:\s*,\s*${CODE})*\s*,?`;
const LITERAL = String.raw`(?:"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')`;
const LITERALS = String.raw`${LITERAL}(?:\s*,\s*${LITERAL})*\s*,?`;

/** Calls that turn a list of character codes into a string, the list in group 1. */
const CODE_LISTS: readonly RegExp[] = [
  // Lua
  new RegExp(String.raw`\b(?:string|utf8)\.char\s*\(\s*(${CODES})\s*\)`, 'g'),
  // Go
  new RegExp(String.raw`\bstring\s*\(\s*\[\]\s*(?:byte|rune|uint8)\s*\{\s*(${CODES})\s*\}\s*\)`, 'g'),
  // Java and C#
  new RegExp(
    String.raw`\bnew\s+[Ss]tring\s*\(\s*new\s+(?:byte|char)\s*\[\s*\]\s*\{\s*(${CODES})\s*\}\s*\)`,
    'g',
  ),
  new RegExp(String.raw`\.GetString\s*\(\s*new\s+byte\s*\[\s*\]\s*\{\s*(${CODES})\s*\}\s*\)`, 'g'),
  // Rust
  new RegExp(
    String.raw`\bString::from_utf8(?:_lossy)?\s*\(\s*(?:vec!\s*|&\s*)?\[\s*(${CODES})\s*\]\s*(?:\.to_vec\(\)\s*)?\)(?:\s*\.unwrap\(\))?`,
    'g',
  ),
  // Ruby
  new RegExp(String.raw`\[\s*(${CODES})\s*\]\s*\.pack\s*\(\s*['"][cCU]\*['"]\s*\)`, 'g'),
  new RegExp(
    String.raw`\[\s*(${CODES})\s*\]\s*\.map\s*(?:\(\s*&:chr\s*\)|\{\s*\|\s*\w+\s*\|\s*\w+\.chr\s*\})\s*\.join(?:\s*\(\s*(?:''|"")?\s*\))?`,
    'g',
  ),
  // PHP and Perl
  new RegExp(String.raw`\bpack\s*\(\s*['"][cCU]\*['"]\s*,\s*(${CODES})\s*\)`, 'g'),
  new RegExp(
    String.raw`\bimplode\s*\(\s*(?:''|"")\s*,\s*array_map\s*\(\s*['"]chr['"]\s*,\s*(?:\[|array\s*\()\s*(${CODES})\s*[\])]\s*\)\s*\)`,
    'g',
  ),
  new RegExp(
    String.raw`\bjoin\s*\(?\s*(?:''|"")\s*,\s*map\s*\{\s*chr\s*(?:\(\s*\$_\s*\))?\s*\}\s*\(?\s*(${CODES})\s*\)?`,
    'g',
  ),
];

/** One character a call spells: `chr(99)`, `99.chr`, `(char)99`, `rune(99)`; the code in group 1. */
const ONE_CHAR = [
  String.raw`\bchr\s*\(\s*(${CODE})\s*\)`,
  String.raw`\b(${CODE})\.chr\b`,
  String.raw`\(\s*char\s*\)\s*(${CODE})`,
  String.raw`\bstring\s*\(\s*rune\s*\(\s*(${CODE})\s*\)\s*\)`,
].join('|');
/** Two or more such characters joined (`chr(99).chr(117)`, `99.chr + 117.chr`). */
const CHAR_CHAIN = new RegExp(String.raw`(?:${ONE_CHAR})(?:\s*(?:\.\.|\.|\+)\s*(?:${ONE_CHAR}))+`, 'g');
const ONE_CHAR_RE = new RegExp(ONE_CHAR, 'g');

/** Literal lists joined with a literal separator, the list in group 1 and the separator in group 2. */
const JOINS: readonly RegExp[] = [
  // Go
  new RegExp(
    String.raw`\bstrings\.Join\s*\(\s*\[\]string\s*\{\s*(${LITERALS})\s*\}\s*,\s*(${LITERAL})\s*\)`,
    'g',
  ),
  // Ruby and Perl (`join(".", "169", …)` takes the separator first)
  new RegExp(String.raw`\[\s*(${LITERALS})\s*\]\s*\.join\s*\(?\s*(${LITERAL})\s*\)?`, 'g'),
  // PHP
  new RegExp(
    String.raw`\bimplode\s*\(\s*(${LITERAL})\s*,\s*(?:\[|array\s*\()\s*(${LITERALS})\s*[\])]\s*\)`,
    'g',
  ),
  // Lua
  new RegExp(String.raw`\btable\.concat\s*\(\s*\{\s*(${LITERALS})\s*\}\s*,\s*(${LITERAL})\s*\)`, 'g'),
];

/** A format call whose arguments are all literals (`fmt.Sprintf("%s:%d", "203.0.113.9", 4444)`). */
const FORMAT_RE = new RegExp(
  String.raw`\b(?:fmt\.Sprintf|sprintf|String\.format)\s*\(\s*("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')((?:\s*,\s*(?:${LITERAL}|-?\d+))+)\s*\)`,
  'g',
);

export interface Spelled {
  text: string;
  /** Letters were spelled as numbers: the value was hidden on purpose. */
  decoded: boolean;
}

export function spellBuiltValues(text: string): Spelled {
  if (!/[\d'"]/.test(text)) return { text, decoded: false };
  let decoded = false;
  let out = text;
  const spell = (codes: readonly string[]): string | undefined => {
    const chars = codes.map(codeOf);
    // Control characters (`string.char(27)` for a colour, a NUL terminator) hide nothing.
    if (chars.length < 3 || chars.some((c) => c === undefined || !printable(c))) return undefined;
    const value = chars.join('');
    if (/[A-Za-z]/.test(value) || /\d\.\d/.test(value)) decoded = true;
    return quote(value);
  };
  for (const pattern of CODE_LISTS)
    out = out.replace(pattern, (whole, list: string) => spell(splitList(list, CODE)) ?? whole);
  out = out.replace(CHAR_CHAIN, (whole) => {
    const codes = [...whole.matchAll(ONE_CHAR_RE)].map((m) => m.slice(1).find((g) => g !== undefined) ?? '');
    return spell(codes) ?? whole;
  });
  for (const pattern of JOINS) {
    const separatorFirst = pattern.source.startsWith(String.raw`\bimplode`);
    out = out.replace(pattern, (whole, a: string, b: string) => {
      const [list, separator] = separatorFirst ? [b, a] : [a, b];
      const parts = splitList(list, LITERAL).map(unquote);
      const sep = unquote(separator);
      if (parts.some((p) => p === undefined) || sep === undefined) return whole;
      return quote(parts.join(sep));
    });
  }
  out = out.replace(FORMAT_RE, (whole, format: string, rest: string) => {
    const template = unquote(format);
    const args = splitList(rest, String.raw`${LITERAL}|-?\d+`).map((a) => (/^-?\d/.test(a) ? a : unquote(a)));
    if (template === undefined || args.some((a) => a === undefined)) return whole;
    let next = 0;
    const filled = template.replace(/%[-+# 0-9.]*[svdq]/g, (verb) => args[next++] ?? verb);
    return next === args.length ? quote(filled) : whole;
  });
  return { text: joinAdjacent(out), decoded };
}

/**
 * Literals joined by a concatenation operator (`+`, PHP's and Perl's `.`, Lua's `..`) as one literal. The
 * literals are found left to right, so a closing quote never starts one.
 */
function joinAdjacent(text: string): string {
  const spans = [...text.matchAll(new RegExp(LITERAL, 'g'))];
  if (spans.length < 2) return text;
  let out = '';
  let at = 0;
  let run: { start: number; end: number; value: string } | undefined;
  const flush = (): void => {
    if (run === undefined) return;
    out += text.slice(at, run.start) + quote(run.value);
    at = run.end;
    run = undefined;
  };
  let pieces = 0;
  for (const m of spans) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const value = unquote(m[0]);
    if (
      run !== undefined &&
      value !== undefined &&
      /^\s*(?:\.\.|\.|\+)\s*$/.test(text.slice(run.end, start))
    ) {
      run.value += value;
      run.end = end;
      pieces++;
      continue;
    }
    if (pieces > 0) flush();
    run = value === undefined ? undefined : { start, end, value };
    pieces = 0;
  }
  if (pieces > 0) flush();
  return out + text.slice(at);
}

function splitList(list: string, item: string): string[] {
  return [...list.matchAll(new RegExp(item, 'g'))].map((m) => m[0]);
}

function codeOf(code: string): string | undefined {
  if (code.startsWith("'")) return unquote(code);
  const n = code.startsWith('0x') || code.startsWith('0X') ? Number.parseInt(code, 16) : Number(code);
  return Number.isInteger(n) && n >= 0 && n < 0x110000 ? String.fromCodePoint(n) : undefined;
}

function printable(c: string): boolean {
  const n = c.codePointAt(0) ?? 0;
  return (n >= 32 && n < 127) || n === 9 || n === 10 || n === 13;
}

/** The value of a simple literal; undefined when it holds an escape or interpolation we do not resolve. */
function unquote(literal: string): string | undefined {
  const body = literal.slice(1, -1);
  if (/[$#{]/.test(body) && literal.startsWith('"')) return undefined;
  if (/\\[^\\"'/]/.test(body)) return undefined;
  return body.replace(/\\(.)/g, '$1');
}

function quote(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}
