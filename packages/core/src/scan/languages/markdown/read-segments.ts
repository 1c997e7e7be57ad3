/**
 * One stretch of prose read as a whole, because instructions wrap over lines: a paragraph, a list item, a
 * table row, a frontmatter value or the body of a comment the rendered document hides.
 */
export interface Segment {
  /** The text with invisible characters dropped and lines joined by spaces. */
  text: string;
  /** Start offset in `text` of each joined line, with its 1-based line in the file. */
  lines: readonly { offset: number; line: number }[];
  /** An HTML comment or a `[//]: # (…)` line: not rendered, never read by the user. */
  comment: boolean;
  /** Invisible characters sat between the letters (`ign\u200bore`). */
  invisible: boolean;
  /** A table row: tables list phrases (detection tables, glossaries) rather than issue them. */
  table: boolean;
  /** The frontmatter key the text is the value of (`description`), when it is one. */
  key?: string;
  /** The headings above the segment, joined by newlines. */
  headings: string;
}

/**
 * Characters dropped before phrases are matched, so `ign\u200bore previous instructions` still reads.
 * Bidi controls and tag characters are the hidden-unicode rule's; these only split words.
 */
const INVISIBLE_RE = /[\u00ad\u200b-\u200d\u2060-\u2064\ufeff]/g;
const HTML_COMMENT_RE = /<!--([\s\S]*?)-->/g;
/**
 * An HTML element the rendered page does not show (`style="display:none"`, `visibility:hidden`, a zero
 * font size, the `hidden` attribute): its text reaches the agent and never the user, like a comment.
 */
const HIDDEN_ELEMENT_RE =
  /<(div|span|p|section|aside)\b(?=[^>]*(?:\bstyle\s*=\s*["'][^"']*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?![.\d]*[1-9]))|\shidden(?=[\s>=/])))[^>]*>([\s\S]*?)<\/\1\s*>/gi;
/** Markdown's comment idiom: a link reference definition nobody renders, `[//]: # (text)`. */
const REFERENCE_COMMENT_RE =
  /^[ \t]{0,3}\[(?:\/\/|comment|_|#|\s*)\]:[ \t]*(?:#|<>)[ \t]+(?:\(([^\n]*)\)|"([^"\n]*)"|'([^'\n]*)')[ \t]*$/gm;
const HEADING_RE = /^ {0,3}(#{1,6})\s/;
const LIST_ITEM_RE = /^\s*(?:[-*+]|\d+[.)])\s/;
const KEY_RE = /^([A-Za-z_][\w-]*)\s*:(.*)$/;

/** The segments of a prose unit (Markdown with its code blocks blanked, frontmatter included). */
export function readSegments(text: string, firstLine: number, options: { comments: boolean }): Segment[] {
  const segments: Segment[] = [];
  let body = text;
  const comment = (match: RegExpMatchArray, inner: string): void => {
    const index = match.index ?? 0;
    // Shown as code (backticks), the comment is visible to the reader, hence not hidden.
    if (text[index - 1] === '`') return;
    const innerOffset = index + match[0].indexOf(inner);
    const innerLine = firstLine + lineIndex(text, innerOffset);
    segments.push(build(inner.split('\n'), innerLine, { comment: true, headings: '' }));
    // The comment is read once, as a comment: the paragraph around it no longer holds it.
    body = body.slice(0, index) + match[0].replace(/[^\n]/g, ' ') + body.slice(index + match[0].length);
  };
  if (options.comments && text.includes('<!--'))
    for (const m of text.matchAll(HTML_COMMENT_RE)) comment(m, m[1] ?? '');
  if (options.comments && text.includes('<'))
    for (const m of text.matchAll(HIDDEN_ELEMENT_RE)) comment(m, m[2] ?? '');
  if (options.comments && text.includes(']:')) {
    for (const m of text.matchAll(REFERENCE_COMMENT_RE)) comment(m, m[1] ?? m[2] ?? m[3] ?? '');
  }

  const lines = body.split('\n');
  let start = 0;
  if (firstLine === 1 && lines[0]?.trim() === '---') {
    const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
    if (end > 0) {
      start = end + 1;
      segments.push(...frontmatterSegments(lines.slice(1, end), 2));
    }
  }

  const headings: string[] = [];
  let current: { lines: string[]; line: number; table: boolean } | undefined;
  const flush = (): void => {
    if (current !== undefined && current.lines.join('').trim() !== '') {
      segments.push(
        build(current.lines, current.line, {
          comment: false,
          table: current.table,
          headings: headings.join('\n'),
        }),
      );
    }
    current = undefined;
  };
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fileLine = firstLine + i;
    if (line.trim() === '') {
      flush();
      continue;
    }
    const level = HEADING_RE.exec(line)?.[1]?.length;
    if (level !== undefined) {
      flush();
      headings.length = level;
      headings[level - 1] = line;
      segments.push(build([line], fileLine, { comment: false, headings: headings.slice(0, -1).join('\n') }));
      continue;
    }
    const table = /^\s*\|/.test(line);
    if (current !== undefined && (LIST_ITEM_RE.test(line) || table || current.table)) flush();
    if (current === undefined) current = { lines: [], line: fileLine, table };
    current.lines.push(line);
  }
  flush();
  return segments;
}

/** One segment per top-level key; the value's continuation lines belong to it. */
function frontmatterSegments(lines: readonly string[], firstLine: number): Segment[] {
  const segments: Segment[] = [];
  let current: { key: string; lines: string[]; line: number } | undefined;
  const flush = (): void => {
    if (current !== undefined) {
      const [head = '', ...rest] = current.lines;
      const value = unquote(head.replace(/^\s*[>|][+-]?\s*$/, ''));
      segments.push(
        build([value, ...rest], current.line, { comment: false, headings: '', key: current.key }),
      );
    }
    current = undefined;
  };
  lines.forEach((line, i) => {
    const key = KEY_RE.exec(line);
    if (key !== null) {
      flush();
      current = { key: key[1]!.toLowerCase(), lines: [key[2] ?? ''], line: firstLine + i };
    } else current?.lines.push(line);
  });
  flush();
  return segments;
}

function unquote(value: string): string {
  const v = value.trim();
  const quote = v[0];
  return (quote === '"' || quote === "'") && v.endsWith(quote) && v.length > 1 ? v.slice(1, -1) : v;
}

function build(
  raw: readonly string[],
  line: number,
  options: { comment: boolean; table?: boolean; headings: string; key?: string },
): Segment {
  const parts: { offset: number; line: number }[] = [];
  let text = '';
  let invisible = false;
  raw.forEach((r, i) => {
    const clean = r.replace(INVISIBLE_RE, '');
    if (clean !== r) invisible = true;
    if (i > 0) text += ' ';
    parts.push({ offset: text.length, line: line + i });
    text += clean.trim();
  });
  return {
    text,
    lines: parts,
    comment: options.comment,
    invisible,
    table: options.table === true,
    headings: options.headings,
    ...(options.key === undefined ? {} : { key: options.key }),
  };
}

/** The file line of an offset in a segment's text. */
export function lineAt(segment: Segment, offset: number): number {
  let line = segment.lines[0]?.line ?? 1;
  for (const part of segment.lines) {
    if (part.offset > offset) break;
    line = part.line;
  }
  return line;
}

function lineIndex(text: string, index: number): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
