const ELLIPSIS = '…';

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * Cuts `text` to at most `maxChars` UTF-16 code units, ending in `…` when anything was removed.
 * Never splits a surrogate pair. The result grows monotonically with `maxChars`, which lets budget
 * fitting binary-search the largest cap.
 */
export function truncateWithEllipsis(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  if (maxChars <= 0) return '';
  let end = maxChars - ELLIPSIS.length;
  if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}
