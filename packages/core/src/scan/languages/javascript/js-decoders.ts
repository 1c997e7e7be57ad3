/** Decoders JavaScript code uses to hide text, run on literals so that what they hide can be read too. */

/** Text of a `Buffer.from(s, enc)` / `atob(s)`; undefined when `enc` is not an encoding we decode. */
export function decodeBuffer(input: string, encoding: string): string | undefined {
  try {
    if (encoding === 'base64' || encoding === 'base64url')
      return Buffer.from(input, 'base64').toString('utf8');
    if (encoding === 'hex') return Buffer.from(input, 'hex').toString('utf8');
    if (encoding === 'utf8' || encoding === 'utf-8' || encoding === 'binary' || encoding === 'latin1')
      return input;
  } catch {
    return undefined;
  }
  return undefined;
}

/** `%63%75` → `cu`; `unescape` and `decodeURIComponent` of a literal. */
export function decodePercent(input: string): string {
  try {
    return decodeURIComponent(input);
  } catch {
    return input.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  }
}

/** A literal written mostly as `%XX` escapes: text someone did not want read. */
export const isPercentEncoded = (input: string): boolean => (input.match(/%[0-9a-f]{2}/gi)?.length ?? 0) >= 4;

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

/**
 * The character one escape sequence of a string literal stands for, and whether it spells a printable
 * character that needed no escape (`\x63` for `c`): escapes like that are written to hide a word.
 */
export function decodeEscape(sequence: string): { char: string; hides: boolean } {
  const body = sequence.slice(1);
  let code: number | undefined;
  if (/^x[0-9a-f]{2}$/i.test(body)) code = Number.parseInt(body.slice(1), 16);
  else if (/^u[0-9a-f]{4}$/i.test(body)) code = Number.parseInt(body.slice(1), 16);
  else if (/^u\{[0-9a-f]+\}$/i.test(body)) code = Number.parseInt(body.slice(2, -1), 16);
  if (code !== undefined && code <= 0x10ffff) {
    const char = String.fromCodePoint(code);
    return { char, hides: code >= 0x21 && code < 0x7f };
  }
  if (/^\r?\n/.test(body)) return { char: '', hides: false };
  return { char: SIMPLE_ESCAPES[body] ?? body, hides: false };
}
