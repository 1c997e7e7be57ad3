/**
 * Decoders the extractor runs on literal text, so that a payload spelled as escape codes, base64, hex or a
 * reversed string is read as the command it is (`$'\x63\x75\x72\x6c'`, `echo Y3VybA== | base64 -d`). Each
 * returns undefined when the input is not what the decoder expects: the caller then keeps the value
 * dynamic instead of guessing.
 */

const SIMPLE_ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/**
 * Backslash escapes as `$'…'`, `printf` and `echo -e` read them. `octalNeedsZero` is echo's rule: octal
 * escapes there are `\0nnn`.
 */
export function decodeEscapes(body: string, octalNeedsZero = false): string {
  if (!body.includes('\\')) return body;
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\' || i === body.length - 1) {
      out += c;
      continue;
    }
    const next = body[i + 1] ?? '';
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      out += simple;
      i++;
      continue;
    }
    if (next === 'x') {
      const hex = /^[0-9a-fA-F]{1,2}/.exec(body.slice(i + 2, i + 4))?.[0];
      if (hex !== undefined) {
        out += String.fromCharCode(Number.parseInt(hex, 16));
        i += 1 + hex.length;
        continue;
      }
    }
    if (next === 'u' || next === 'U') {
      const hex = /^[0-9a-fA-F]{1,8}/.exec(body.slice(i + 2, i + (next === 'u' ? 6 : 10)))?.[0];
      const code = hex === undefined ? Number.NaN : Number.parseInt(hex, 16);
      if (hex !== undefined && code <= 0x10ffff) {
        out += String.fromCodePoint(code);
        i += 1 + hex.length;
        continue;
      }
    }
    const octalStart = octalNeedsZero ? (next === '0' ? i + 2 : -1) : i + 1;
    if (octalStart !== -1) {
      const oct = /^[0-7]{1,3}/.exec(body.slice(octalStart, octalStart + 3))?.[0];
      if (oct !== undefined || octalNeedsZero) {
        out += String.fromCharCode(Number.parseInt(oct ?? '0', 8) & 0xff);
        i = octalStart + (oct?.length ?? 0) - 1;
        continue;
      }
    }
    if (next === 'c' && i + 2 < body.length) {
      out += String.fromCharCode((body.charCodeAt(i + 2) ?? 0) & 0x1f);
      i += 2;
      continue;
    }
    out += c + next;
    i++;
  }
  return out;
}

const DENSE_ESCAPES_RE =
  /(?:\\x[0-9a-fA-F]{1,2}|\\[0-7]{3})(?:[^\\]{0,2}(?:\\x[0-9a-fA-F]{1,2}|\\[0-7]{3})){2}/;

/**
 * Three or more hex or octal escapes in a row spell text as numbers; colour codes (`\033[1;32m`) sit
 * apart and stay readable, so they do not count.
 */
export function hasDenseEscapes(text: string): boolean {
  return text.includes('\\') && DENSE_ESCAPES_RE.test(text);
}

/** `printf FORMAT ARGS…` for the conversions scripts use to assemble text (`%s`, `%b`, `%d`, `%%`). */
export function formatPrintf(format: string, args: readonly string[]): string {
  let used = 0;
  const render = (): string =>
    decodeEscapes(format).replace(
      /%(?:[-+ #0]*\d*(?:\.\d+)?)([sbdiouxXcq%])/g,
      (_all, conversion: string) => {
        if (conversion === '%') return '%';
        const arg = args[used++] ?? '';
        return conversion === 'b' ? decodeEscapes(arg, true) : arg;
      },
    );
  let out = render();
  // printf reuses the format while arguments remain.
  for (let round = 0; used > 0 && used < args.length && round < 64; round++) {
    const before = used;
    out += render();
    if (used === before) break;
  }
  return out;
}

const BASE64_RE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** Base64 (standard or URL-safe, whitespace ignored) of printable text; binary output is not a command. */
export function decodeBase64Text(encoded: string): string | undefined {
  const compact = encoded.replace(/\s+/g, '');
  if (compact.length < 4 || !BASE64_RE.test(compact)) return undefined;
  const text = Buffer.from(compact.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  return isPrintable(text) ? text : undefined;
}

/** `xxd -r -p`: plain hex digits, whitespace ignored. */
export function decodeHexText(encoded: string): string | undefined {
  const compact = encoded.replace(/\s+/g, '');
  if (compact.length < 2 || compact.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(compact)) return undefined;
  const text = Buffer.from(compact, 'hex').toString('utf8');
  return isPrintable(text) ? text : undefined;
}

export function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** `rev` reverses each line. */
export function reverseLines(text: string): string {
  return text
    .split('\n')
    .map((line) => [...line].reverse().join(''))
    .join('\n');
}

/** Printable text: a decoded command, not bytes of an archive or a key. */
export function isPrintable(text: string): boolean {
  if (text.length === 0) return false;
  let bad = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x1b) || code === 0xfffd)
      bad++;
  }
  return bad <= text.length * 0.05;
}
