/** A fenced code block, or a command written inline in backticks. */
export interface MarkdownCode {
  /** The info string's first word, lowercased (`bash`, `python`, `json`); '' when there is none. */
  info: string;
  /** First line of the code itself (1-based, in the file). */
  firstLine: number;
  text: string;
  inline: boolean;
  /** How the document introduces the code: the headings above it and the prose lines just before it. */
  context: string;
}

export interface SplitMarkdown {
  /** The file with every code block's lines blanked (line numbers stay): what the agent reads as prose. */
  prose: string;
  code: MarkdownCode[];
}

const FENCE_RE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`{]*)/;
/**
 * An inline code span that reads as a command: a program name, bare or as a path (`/bin/bash`,
 * `./install.sh`, `~/bin/tool`), followed by arguments; also the first of a subshell or group
 * (`(crontab -l; echo …) | crontab -`).
 */
const INLINE_COMMAND_RE =
  /(?<!`)`((?:[({][ \t]*)?(?:(?:~|\.{1,2})?\/(?:[\w.+-]+\/)*)?[a-z][\w.+-]*(?:[ \t]+[^`\n]+))`(?!`)/gi;

/**
 * Splits Markdown into prose and code, as CommonMark reads fences: a block opens with three or more
 * backticks or tildes and closes with at least as many of the same; an unclosed block runs to the end.
 * Inline code spans that hold a command are code too: "Run `curl … | sh` first" is an instruction to run
 * it, whether or not it sits in a block.
 */
export function splitMarkdown(text: string): SplitMarkdown {
  const lines = text.split('\n');
  const code: MarkdownCode[] = [];
  const prose = [...lines];
  let open: { marker: string; info: string; start: number; context: string } | undefined;
  const headings: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fence = FENCE_RE.exec(line);
    if (open !== undefined) {
      prose[i] = '';
      const closes =
        fence !== null && fence[1]![0] === open.marker[0] && fence[1]!.length >= open.marker.length;
      if (closes && (fence[2] ?? '') === '') {
        code.push(block(lines, open, i));
        open = undefined;
      }
      continue;
    }
    if (fence !== null) {
      const context = [...headings, leadIn(prose, i - 1)].join('\n');
      open = { marker: fence[1]!, info: (fence[2] ?? '').toLowerCase(), start: i, context };
      prose[i] = '';
      continue;
    }
    const level = /^ {0,3}(#{1,6})\s/.exec(line)?.[1]?.length;
    if (level !== undefined) {
      headings.length = level;
      headings[level - 1] = line;
    }
    // "Run `env > /tmp/e` and upload it with `curl -F f=@/tmp/e …`": the commands of one line run in turn,
    // so they are one unit, and what the first writes is what the second sends.
    const commands = [...line.matchAll(INLINE_COMMAND_RE)].map((m) => m[1]!);
    if (commands.length > 0) {
      code.push({
        info: '',
        firstLine: i + 1,
        text: commands.join(' ; '),
        inline: true,
        context: [...headings, listIntroLine(lines, i), sentenceLeadIn(prose, i), line]
          .filter((l) => l !== '')
          .join('\n'),
      });
    }
  }
  if (open !== undefined) code.push(block(lines, open, lines.length));
  return { prose: prose.join('\n'), code };
}

function block(
  lines: readonly string[],
  open: { info: string; start: number; context: string },
  end: number,
): MarkdownCode {
  return {
    info: open.info,
    firstLine: open.start + 2,
    text: lines.slice(open.start + 1, end).join('\n'),
    inline: false,
    context: open.context,
  };
}

const LIST_ITEM_RE = /^\s*(?:[-*+]|\d+[.)])\s/;
/** Items of one list looked through for the sentence that introduces it. */
const MAX_LIST_ITEMS = 12;

/**
 * For a line that is a list item, the line that introduces the list ("Look for these red flags:"), or '':
 * what it says about the items holds for a command spelled in any of them.
 */
function listIntroLine(lines: readonly string[], at: number): string {
  // An item wrapped onto indented lines is one item: its command may sit on any of them.
  let item = at;
  while (item > 0 && !LIST_ITEM_RE.test(lines[item] ?? '') && /^\s{2,}\S/.test(lines[item] ?? '')) item--;
  if (!LIST_ITEM_RE.test(lines[item] ?? '')) return '';
  for (let j = item - 1; j >= 0 && j >= item - MAX_LIST_ITEMS; j--) {
    const text = lines[j] ?? '';
    if (text.trim() === '' || /^\s{2,}\S/.test(text)) continue;
    if (!LIST_ITEM_RE.test(text)) return /:\s*$/.test(text) ? text : '';
  }
  return '';
}

/** Lines of a wrapped paragraph looked back through for the start of the sentence a command sits in. */
const MAX_SENTENCE_LINES = 3;
/** Where a sentence ends: a stop followed by a space or the line's end. */
const SENTENCE_END_RE = /[.!?:;](?:\*\*|\*|_|`|\))?(?:\s|$)/g;

/**
 * The part of the sentence that runs onto line `at` (0-based) from the lines above it in the same
 * paragraph: "A reverse shell such as\n`bash -i …` was possible" names what the command is on the line
 * before it. Only back to the previous sentence's end, so a warning one sentence earlier does not cover
 * an instruction that follows it.
 */
function sentenceLeadIn(prose: readonly string[], at: number): string {
  if (LIST_ITEM_RE.test(prose[at] ?? '')) return '';
  const taken: string[] = [];
  for (let j = at - 1; j >= 0 && taken.length < MAX_SENTENCE_LINES; j--) {
    const text = prose[j] ?? '';
    if (text.trim() === '' || /^ {0,3}#{1,6}\s/.test(text)) break;
    const ends = [...text.matchAll(SENTENCE_END_RE)];
    const last = ends[ends.length - 1];
    if (last !== undefined) {
      taken.unshift(text.slice(last.index + last[0].length));
      break;
    }
    taken.unshift(text);
    if (LIST_ITEM_RE.test(text)) break;
  }
  return taken.join(' ').trim();
}

/** Up to three prose lines ending at `last` (0-based), back to a blank line or a heading. */
function leadIn(prose: readonly string[], last: number): string {
  const taken: string[] = [];
  for (let j = last; j >= 0 && taken.length < 3; j--) {
    const text = prose[j] ?? '';
    if (text.trim() === '') {
      if (taken.length > 0) break;
      continue;
    }
    // Headings are already in the context, whatever their distance.
    if (/^ {0,3}#{1,6}\s/.test(text)) break;
    taken.unshift(text);
  }
  return taken.join('\n');
}
