/** Largest frontmatter we parse. Bigger blocks are almost certainly hostile or broken (SPEC §1.1). */
export const MAX_FRONTMATTER_BYTES = 64 * 1024;

export type SplitFrontmatterResult =
  | {
      ok: true;
      /** The YAML between the delimiters, LF line endings, no BOM. */
      yaml: string;
      /** 1-based file line of the first YAML line (after the opening `---`). */
      firstLine: number;
      /** Blank or HTML comment lines before the opening `---` (tolerated, reported by the caller). */
      leadingLines: number;
      /** File line of a `...` end marker that closed the block instead of `---` (reported by the caller). */
      endMarkerLine?: number;
      /** Byte offset in the original buffer where the body starts. */
      bodyOffset: number;
      /** False when the block was not valid UTF-8 (see `decodedAs`). */
      validUtf8: boolean;
      /**
       * How invalid UTF-8 was read: as Windows-1252 when it holds no UTF-8 multi-byte sequence at all (a
       * legacy editor's smart quotes and no-break spaces), otherwise as UTF-8 with U+FFFD replacements.
       */
      decodedAs?: 'windows-1252' | 'utf-8-replaced';
    }
  | { ok: false; reason: 'missing' | 'unclosed' | 'too-large' | 'binary' };

const BOM = [0xef, 0xbb, 0xbf];
const LF = 0x0a;
const CR = 0x0d;
const DASH = 0x2d;
const DOT = 0x2e;

/**
 * Finds the frontmatter block in the first bytes of a SKILL.md. Works on bytes so discovery can read a
 * small prefix of the file and know exactly where the body starts without decoding the rest.
 * `complete` says whether `bytes` is the whole file (an unclosed block in a prefix may just need more bytes).
 */
export function splitFrontmatter(bytes: Uint8Array, complete: boolean): SplitFrontmatterResult | 'need-more' {
  // A UTF-16 file (Windows "Unicode") would otherwise read as "no frontmatter", which sends authors astray.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { ok: false, reason: 'binary' };
  }
  let pos = 0;
  if (bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2]) pos = 3;
  const leading = skipLeadingLines(bytes, pos);
  if (leading === 'need-more') return complete ? { ok: false, reason: 'missing' } : 'need-more';
  pos = leading.pos;
  const open = lineEnd(bytes, pos);
  if (open === -1) return complete ? { ok: false, reason: 'missing' } : 'need-more';
  if (!isDelimiter(bytes, pos, open)) return { ok: false, reason: 'missing' };
  const yamlStart = nextLine(bytes, open);
  const firstLine = 2 + leading.lines;
  let lineStart = yamlStart;
  for (let line = firstLine; lineStart < bytes.length; line++) {
    const end = lineEnd(bytes, lineStart);
    const stop = end === -1 ? bytes.length : end;
    if (stop - yamlStart > MAX_FRONTMATTER_BYTES) return { ok: false, reason: 'too-large' };
    if (end === -1 && !complete) return 'need-more';
    let endMarkerLine: number | undefined;
    if (!isDelimiter(bytes, lineStart, stop)) {
      const marker = isDelimiter(bytes, lineStart, stop, DOT) ? endMarkerCloses(bytes, end, complete) : false;
      if (marker === 'need-more') return 'need-more';
      if (!marker) {
        if (end === -1) break;
        lineStart = nextLine(bytes, end);
        continue;
      }
      endMarkerLine = line;
    }
    const raw = bytes.subarray(yamlStart, lineStart);
    if (raw.includes(0)) return { ok: false, reason: 'binary' };
    const { text, decodedAs } = decode(raw);
    return {
      ok: true,
      yaml: text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text,
      validUtf8: decodedAs === undefined,
      ...(decodedAs && { decodedAs }),
      ...(endMarkerLine !== undefined && { endMarkerLine }),
      firstLine,
      leadingLines: leading.lines,
      bodyOffset: end === -1 ? bytes.length : nextLine(bytes, end),
    };
  }
  if (!complete) return 'need-more';
  if (bytes.subarray(yamlStart).includes(0)) return { ok: false, reason: 'binary' };
  return { ok: false, reason: 'unclosed' };
}

/**
 * A YAML end marker `...` closes the frontmatter (as in Pandoc) unless a `---` follows it after blank lines,
 * which then closes it as usual (YAML ignores what follows `...` up to there).
 */
function endMarkerCloses(bytes: Uint8Array, markerEnd: number, complete: boolean): boolean | 'need-more' {
  if (markerEnd === -1) return true;
  let pos = nextLine(bytes, markerEnd);
  while (pos < bytes.length) {
    const end = lineEnd(bytes, pos);
    if (end === -1 && !complete) return 'need-more';
    const stop = end === -1 ? bytes.length : end;
    let first = pos;
    while (first < stop && (bytes[first] === 0x20 || bytes[first] === 0x09)) first++;
    if (first < stop) return !isDelimiter(bytes, pos, stop);
    if (end === -1) break;
    pos = nextLine(bytes, end);
  }
  return complete ? true : 'need-more';
}

const COMMENT_OPEN = [0x3c, 0x21, 0x2d, 0x2d]; // <!--
const COMMENT_CLOSE = [0x2d, 0x2d, 0x3e]; // -->

/**
 * Blank lines and whole-line HTML comments (`<!-- generated -->`) before the opening `---`: editors and
 * generators add them, and a human still reads the frontmatter. Anything else there means no frontmatter.
 */
function skipLeadingLines(bytes: Uint8Array, from: number): { pos: number; lines: number } | 'need-more' {
  let pos = from;
  let lines = 0;
  while (pos < bytes.length && pos - from <= MAX_FRONTMATTER_BYTES) {
    let start = pos;
    while (bytes[start] === 0x20 || bytes[start] === 0x09) start++;
    let stop = start;
    if (startsWith(bytes, start, COMMENT_OPEN)) {
      const close = indexOf(bytes, COMMENT_CLOSE, start + COMMENT_OPEN.length);
      if (close === -1) return 'need-more';
      stop = close + COMMENT_CLOSE.length;
      while (bytes[stop] === 0x20 || bytes[stop] === 0x09) stop++;
    }
    const end = lineEnd(bytes, stop);
    if (end === -1) return 'need-more';
    if (end !== stop) break;
    for (let i = pos; i < end; i++) if (bytes[i] === LF || (bytes[i] === CR && bytes[i + 1] !== LF)) lines++;
    lines++;
    pos = nextLine(bytes, end);
  }
  return { pos, lines };
}

function startsWith(bytes: Uint8Array, at: number, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[at + i] === b);
}

function indexOf(bytes: Uint8Array, needle: number[], from: number): number {
  for (let i = from; i + needle.length <= bytes.length; i++) if (startsWith(bytes, i, needle)) return i;
  return -1;
}

/** Index of the line terminator (LF, or CR of CRLF, or lone CR) starting at `from`, or -1. */
function lineEnd(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === LF || b === CR) return i;
  }
  return -1;
}

function nextLine(bytes: Uint8Array, end: number): number {
  return bytes[end] === CR && bytes[end + 1] === LF ? end + 2 : end + 1;
}

/** `---` (or `...` with `mark` DOT) optionally followed by spaces/tabs. */
function isDelimiter(bytes: Uint8Array, start: number, end: number, mark = DASH): boolean {
  if (end - start < 3 || bytes[start] !== mark || bytes[start + 1] !== mark || bytes[start + 2] !== mark) {
    return false;
  }
  for (let i = start + 3; i < end; i++) if (bytes[i] !== 0x20 && bytes[i] !== 0x09) return false;
  return true;
}

const strictDecoder = new TextDecoder('utf-8', { fatal: true });
const lenientDecoder = new TextDecoder('utf-8');
/**
 * Windows-1252 for 0x80–0x9F (the rest equals Latin-1). Written out because Node 20's TextDecoder reads
 * 'windows-1252' as Latin-1 and turns smart quotes into C1 control characters. Unassigned bytes stay U+FFFD.
 */
const WINDOWS_1252_HIGH = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes)
    text += b >= 0x80 && b <= 0x9f ? WINDOWS_1252_HIGH[b - 0x80] : String.fromCharCode(b);
  return text;
}

function decode(bytes: Uint8Array): { text: string; decodedAs?: 'windows-1252' | 'utf-8-replaced' } {
  try {
    return { text: strictDecoder.decode(bytes) };
  } catch {
    return hasUtf8Sequence(bytes)
      ? { text: lenientDecoder.decode(bytes), decodedAs: 'utf-8-replaced' }
      : { text: decodeWindows1252(bytes), decodedAs: 'windows-1252' };
  }
}

/** Whether the bytes hold at least one well-formed UTF-8 multi-byte sequence (then the file is UTF-8). */
function hasUtf8Sequence(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0) continue;
    let n = 1;
    while (n < length && ((bytes[i + n] ?? 0) & 0xc0) === 0x80) n++;
    if (n === length) return true;
  }
  return false;
}
