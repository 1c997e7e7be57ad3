const DELIMITER = /^---[ \t]*$/u;
const NAME_KEY = /^name[ \t]*:/u;
const CONTINUATION = /^[ \t]+\S/u;

/**
 * Replaces the top-level `name:` of a SKILL.md frontmatter (or adds one) and keeps every other byte,
 * so a renamed install differs from its source only in that line.
 */
export function rewriteFrontmatterName(text: string, name: string): string {
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const lines = text.slice(bom.length).split(/\r?\n/u);
  if (!DELIMITER.test(lines[0] ?? '')) return text;
  const close = lines.findIndex((line, index) => index > 0 && DELIMITER.test(line));
  if (close === -1) return text;
  const nameLine = `name: ${name}`;
  const at = lines.findIndex((line, index) => index > 0 && index < close && NAME_KEY.test(line));
  if (at === -1) {
    lines.splice(1, 0, nameLine);
  } else {
    // A block or folded value continues on indented lines; they belong to the old name.
    let end = at + 1;
    while (end < close && CONTINUATION.test(lines[end]!)) end++;
    lines.splice(at, end - at, nameLine);
  }
  return bom + lines.join(newline);
}
