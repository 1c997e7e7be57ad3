/** Values shorter than this are refused as secrets: masking them would shred ordinary output. */
export const MIN_SECRET_LENGTH = 8;

/** What a masked occurrence is replaced with. Holds no JSON, URL or HTML special character. */
export const SECRET_MASK = '[REDACTED]';

/**
 * Every text form a child could print a value in: the value itself, its base64 at the three byte offsets
 * it can start at inside a longer encoded string (standard and URL-safe alphabets), and its URL-, JSON-
 * and HTML-escaped forms. Base64 forms keep only the characters that depend on the value alone.
 */
export function secretForms(value: string): string[] {
  const forms = new Set<string>([value]);
  const bytes = Buffer.from(value, 'utf8');
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes])
      .toString('base64')
      .replace(/=+$/, '');
    const start = Math.ceil((8 * offset) / 6);
    const end = Math.floor((8 * (offset + bytes.length)) / 6);
    const stable = encoded.slice(start, end);
    if (stable.length >= MIN_SECRET_LENGTH) {
      forms.add(stable);
      forms.add(stable.replaceAll('+', '-').replaceAll('/', '_'));
    }
  }
  // URL: what encodeURIComponent leaves alone, and the RFC 3986 strict form (Python's quote), each
  // also with "+" for spaces (form encoding).
  for (const url of [encodeURIComponent(value), strictPercentEncode(value)]) {
    forms.add(url);
    forms.add(url.replaceAll('%20', '+'));
  }
  // JSON: as JSON.stringify writes it, with non-ASCII as \u escapes (Python's ensure_ascii), and with
  // every character escaped.
  const json = JSON.stringify(value).slice(1, -1);
  forms.add(json);
  forms.add(json.replace(/[^\x00-\x7f]/g, unicodeEscape));
  forms.add(value.replace(/[\s\S]/g, unicodeEscape));
  for (const [dq, sq] of HTML_QUOTES) forms.add(escapeHtml(value, dq, sq));
  return [...forms].filter((form) => form.length > 0);
}

/** The spellings of `"` and `'` that common HTML escapers use. */
const HTML_QUOTES: readonly [string, string][] = [
  ['&quot;', '&#39;'],
  ['&#34;', '&apos;'],
  ['&quot;', '&#x27;'],
  ['&#x22;', '&#x27;'],
];

function escapeHtml(value: string, dq: string, sq: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', dq)
    .replaceAll("'", sq);
}

function unicodeEscape(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

function strictPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
