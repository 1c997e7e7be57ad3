/**
 * A PowerShell token: no grammar for the language is installed, so the extractor reads tokens grouped by
 * brackets. Enough of the language to see commands, their parameters, variables, strings (with their
 * escapes and interpolations), method calls and type literals.
 */
export type Token =
  | { type: 'word'; text: string; row: number }
  | { type: 'variable'; name: string; row: number }
  /** `row` is where the string ends; `start`, where its value begins (for `$(…)` read inside it). */
  | { type: 'string'; value: string; expandable: boolean; row: number; start?: number }
  | { type: 'op'; text: string; row: number }
  | { type: 'newline'; row: number }
  | { type: 'group'; open: '(' | '{' | '[' | '@(' | '@{' | '$('; tokens: Token[]; row: number };

const OPERATORS = [
  '2>&1',
  '*>&1',
  '>>',
  '2>',
  '*>',
  '::',
  '+=',
  '-=',
  '|',
  ';',
  '=',
  '+',
  ',',
  '&',
  '>',
  '!',
  '<',
] as const;
const CLOSE: Record<string, string> = { '(': ')', '{': '}', '[': ']', '@(': ')', '@{': '}', '$(': ')' };
/** Groups nested deeper than this are read as words: no real script nests that deep. */
const MAX_DEPTH = 200;

/** Backtick escapes inside double-quoted strings. */
const BACKTICK: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  v: '\v',
};

export function unescapeBackticks(text: string): string {
  if (!text.includes('`')) return text;
  return text.replace(/`(.)/gs, (_all, c: string) => BACKTICK[c] ?? (c === '\n' ? '' : c));
}

/** Characters that end a bare word, as a lookup table: the tokenizer asks for every character. */
const WORD_BREAKS = new Uint8Array(128);
for (const c of ' \t\r\n\f|;=(){}[],&\'"`#<>@$') WORD_BREAKS[c.charCodeAt(0)] = 1;
/** Characters an operator can start with. */
const OPERATOR_STARTS = new Set(OPERATORS.map((o) => o[0]));

function isWordChar(c: string): boolean {
  if (c === '') return false;
  const code = c.charCodeAt(0);
  return code >= 128
    ? code !== 0xa0 && code !== 0x2018 && code !== 0x2019 && code !== 0x201c && code !== 0x201d
    : WORD_BREAKS[code] === 0;
}

/** Splits PowerShell source into tokens, grouping brackets; comments and line continuations vanish. */
export function tokenizePowerShell(source: string): Token[] {
  const root: Token[] = [];
  const stack: { open: string; tokens: Token[] }[] = [];
  let tokens = root;
  let row = 0;
  let i = 0;
  const n = source.length;
  const push = (t: Token): void => {
    tokens.push(t);
  };
  const open = (kind: '(' | '{' | '[' | '@(' | '@{' | '$('): void => {
    const group: Token = { type: 'group', open: kind, tokens: [], row };
    tokens.push(group);
    if (stack.length >= MAX_DEPTH) return;
    stack.push({ open: kind, tokens });
    tokens = group.tokens;
  };
  while (i < n) {
    const c = source[i] ?? '';
    if (c === '\n') {
      push({ type: 'newline', row });
      row++;
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\u00a0') {
      i++;
      continue;
    }
    if (c === '`' && (source[i + 1] === '\n' || (source[i + 1] === '\r' && source[i + 2] === '\n'))) {
      i += source[i + 1] === '\n' ? 2 : 3;
      row++;
      continue;
    }
    if (c === '<' && source[i + 1] === '#') {
      const end = source.indexOf('#>', i + 2);
      const stop = end === -1 ? n : end + 2;
      for (let k = i; k < stop; k++) if (source[k] === '\n') row++;
      i = stop;
      continue;
    }
    if (c === '#') {
      while (i < n && source[i] !== '\n') i++;
      continue;
    }
    if (c === '@' && (source[i + 1] === '"' || source[i + 1] === "'") && /[\r\n]/.test(source[i + 2] ?? '')) {
      const quote = source[i + 1] ?? '"';
      const close = source.indexOf(`\n${quote}@`, i + 2);
      const stop = close === -1 ? n : close;
      const start = source[i + 2] === '\r' ? i + 4 : i + 3;
      const value = source.slice(start, stop).replace(/\r$/, '');
      push({ type: 'string', value, expandable: quote === '"', row, start: row + 1 });
      for (let k = i; k < stop; k++) if (source[k] === '\n') row++;
      i = close === -1 ? n : close + 3;
      if (close !== -1) row++;
      continue;
    }
    if (c === "'" || c === '\u2018' || c === '\u2019') {
      let value = '';
      let k = i + 1;
      for (; k < n; k++) {
        const d = source[k] ?? '';
        if (d === "'" || d === '\u2018' || d === '\u2019') {
          if (source[k + 1] === "'") {
            value += "'";
            k++;
            continue;
          }
          break;
        }
        if (d === '\n') row++;
        value += d;
      }
      push({ type: 'string', value, expandable: false, row });
      i = k + 1;
      continue;
    }
    if (c === '"' || c === '\u201c' || c === '\u201d') {
      const startRow = row;
      let value = '';
      let k = i + 1;
      let depth = 0;
      for (; k < n; k++) {
        const d = source[k] ?? '';
        if (d === '`' && k + 1 < n) {
          value += d + (source[k + 1] ?? '');
          k++;
          continue;
        }
        // `"$(…)"` may hold quotes of its own.
        if (d === '$' && source[k + 1] === '(') depth++;
        else if (d === ')' && depth > 0) depth--;
        else if ((d === '"' || d === '\u201c' || d === '\u201d') && depth === 0) {
          if (source[k + 1] === '"') {
            value += '`"';
            k++;
            continue;
          }
          break;
        }
        if (d === '\n') row++;
        value += d;
      }
      push({ type: 'string', value, expandable: true, row, start: startRow });
      i = k + 1;
      continue;
    }
    if (c === '$') {
      const next = source[i + 1] ?? '';
      if (next === '(') {
        open('$(');
        i += 2;
        continue;
      }
      if (next === '{') {
        const close = source.indexOf('}', i + 2);
        const name = source.slice(i + 2, close === -1 ? n : close);
        push({ type: 'variable', name, row });
        i = close === -1 ? n : close + 1;
        continue;
      }
      const m = /^[$?^_]|^(?:[A-Za-z_][\w]*:)?[\w]+/.exec(source.slice(i + 1, i + 200));
      if (m !== null) {
        // `Get-Content $env:USERPROFILE\.ssh\id_rsa`: a variable glued to a path is one expandable word
        // in argument mode (`\` is no operator; `/` only when a path segment follows, not `$a/$b`).
        const after = i + 1 + m[0].length;
        const glue = source[after];
        if (glue === '\\' || (glue === '/' && /[.\w~]/.test(source[after + 1] ?? ''))) {
          let k = after;
          while (k < n && isWordChar(source[k] ?? '')) k++;
          push({ type: 'string', value: source.slice(i, k), expandable: true, row, start: row });
          i = k;
          continue;
        }
        push({ type: 'variable', name: m[0], row });
        i = after;
        continue;
      }
      push({ type: 'word', text: '$', row });
      i++;
      continue;
    }
    if (c === '@' && (source[i + 1] === '(' || source[i + 1] === '{')) {
      open(source[i + 1] === '(' ? '@(' : '@{');
      i += 2;
      continue;
    }
    if (c === '(' || c === '{' || c === '[') {
      // `[Convert]::FromBase64String` and `[char]99` are type literals; `[` after a word is an index.
      open(c);
      i++;
      continue;
    }
    if (c === ')' || c === '}' || c === ']') {
      const top = stack[stack.length - 1];
      if (top !== undefined && CLOSE[top.open] === c) {
        stack.pop();
        tokens = top.tokens;
      }
      i++;
      continue;
    }
    if (c === '.') {
      const next = source[i + 1] ?? '';
      const attached = i > 0 && !/\s/.test(source[i - 1] ?? '');
      // `$wc.DownloadString(…)`, `(…).Content`: member access. `. ./x.ps1`: dot-sourcing.
      if (
        (attached && /[A-Za-z_]/.test(next)) ||
        next === '.' ||
        next === ' ' ||
        next === '\t' ||
        next === ''
      ) {
        const text = next === '.' ? '..' : '.';
        push({ type: 'op', text, row });
        i += text.length;
        continue;
      }
    }
    const op =
      c === '.' || !OPERATOR_STARTS.has(c) ? undefined : OPERATORS.find((o) => source.startsWith(o, i));
    if (op !== undefined) {
      push({ type: 'op', text: op, row });
      i += op.length;
      continue;
    }
    let k = i;
    while (k < n) {
      const d = source[k] ?? '';
      if (d === '`' && k + 1 < n) {
        k += 2;
        continue;
      }
      if (!isWordChar(d)) break;
      // `$x.Prop` ends a word at the dot; `Net.WebClient` and `C:\x\y.exe` keep theirs.
      if (d === '.' && k > i && !isWordChar(source[k + 1] ?? '')) break;
      // `[char]105+[char]119`: after a number, `+` is the operator, not part of a word.
      if (d === '+' && k > i && /^(?:0x[0-9a-f]+|\d+)$/i.test(source.slice(i, k))) break;
      k++;
    }
    if (k === i) k++;
    push({ type: 'word', text: unescapeBackticks(source.slice(i, k)), row });
    i = k;
  }
  return root;
}

/** Moves tokens read from a piece of the source (a string's `$(…)`) to the rows they sit on in the file. */
export function shiftRows(tokens: Token[], by: number): Token[] {
  for (const t of tokens) {
    t.row += by;
    if (t.type === 'group') shiftRows(t.tokens, by);
  }
  return tokens;
}
