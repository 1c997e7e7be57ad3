/**
 * Invisible or direction-changing characters: zero-width, bidi overrides/isolates, word joiners,
 * BOM, and Unicode tag characters (U+E0000–U+E007F, which can spell out hidden ASCII instructions).
 */
const INVISIBLE_CHARS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|\uDB40[\uDC00-\uDC7F]/g;
/** C0/C1 control characters other than whitespace, which XML cannot carry and the model cannot see. */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const WHITESPACE_RUN = /\s+/g;
/**
 * Whether `toPromptLine` changes the text at all: a hidden or control character, whitespace other than a
 * single space, or a space at either end. Most names, descriptions and paths have none, and testing is
 * much cheaper than rebuilding the string three times.
 */
const NEEDS_NORMALISING =
  /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uDB40\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[^\S ]| {2}|^ | $/;

/**
 * Normalises an untrusted string to one visible line for the model's prompt: hidden characters are
 * removed (what an operator reviews must be what the model reads) and whitespace runs, including
 * newlines from folded YAML, collapse to one space. Not escaping: combine with `escapeXml`.
 */
export function toPromptLine(text: string): string {
  if (!NEEDS_NORMALISING.test(text)) return text;
  return text.replace(INVISIBLE_CHARS, '').replace(CONTROL_CHARS, '').replace(WHITESPACE_RUN, ' ').trim();
}
