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
  forms.add(encodeURIComponent(value));
  forms.add(encodeURIComponent(value).replaceAll('%20', '+'));
  forms.add(JSON.stringify(value).slice(1, -1));
  forms.add(escapeHtml(value));
  forms.add(escapeHtml(value).replaceAll('&#39;', '&apos;').replaceAll('&quot;', '&#34;'));
  return [...forms].filter((form) => form.length > 0);
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
