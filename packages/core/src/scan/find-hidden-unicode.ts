import type { FileContext } from './file-context.js';
import { KEYWORD, keywordsOf } from './find-keywords.js';

const HIDDEN_RE = /[\u200b-\u200d\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u180e]|\udb40[\udc00-\udc7f]/g;
/**
 * Runs of variation selectors attached to nothing visible: each selects one of 256 values, so a run is an
 * invisible byte string ("emoji smuggling"). Single selectors after CJK ideographs and emoji are normal.
 */
const SELECTOR_RE = /[\ufe00-\ufe0d]|\udb40[\udd00-\uddef]/;
const SELECTOR_RUN_RE = /(?:[\ufe00-\ufe0d]|\udb40[\udd00-\uddef]){4,}/g;
const BIDI_RE = /[\u202a-\u202e\u2066-\u2069]/;
/** Explicit overrides (LRO/RLO) reverse the text itself; RTL prose needs embeddings and marks, never these. */
const BIDI_OVERRIDE_RE = /[\u202d\u202e]/;
/** Text matching one of these holds a KEYWORD.hidden character: the contract `find-keywords.test.ts` checks. */
export const HIDDEN_KEYWORD_RULES: readonly RegExp[] = [HIDDEN_RE, SELECTOR_RE];
/** Characters that legitimately surround a zero-width joiner in emoji sequences. */
const EMOJI_NEIGHBOUR_RE = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f/u;
/** Above this many zero-width characters a file is encoding data, not fixing typography. */
const ZERO_WIDTH_PAYLOAD_COUNT = 16;

/**
 * Unicode tag characters carry invisible ASCII that models read and humans do not; bidi controls reorder
 * what reviewers see (Trojan Source); zero-width characters hide words or encode payloads.
 */
export function findHiddenUnicode(
  ctx: FileContext,
  options: { code: boolean; entry?: boolean; exhaustive?: boolean },
): void {
  const { text } = ctx;
  if (options.exhaustive !== true && (keywordsOf(ctx).textBits & KEYWORD.hidden) === 0) return;
  if (SELECTOR_RE.test(text)) {
    for (const match of text.matchAll(SELECTOR_RUN_RE)) {
      ctx.report('SS-UNICODE-HIDDEN', {
        line: ctx.lineAt(match.index ?? 0),
        severity: 'critical',
        message: `${[...match[0]].length} consecutive variation selectors encode invisible data`,
      });
    }
  }
  let zeroWidthCount = 0;
  let firstZeroWidth = -1;
  let tagStart = -1;
  let tagPayload = '';
  const flushTags = (): void => {
    if (tagStart === -1) return;
    ctx.report('SS-UNICODE-HIDDEN', {
      line: ctx.lineAt(tagStart),
      severity: 'critical',
      message: `invisible Unicode tag characters spell hidden text: "${tagPayload.slice(0, 80)}"`,
    });
    tagStart = -1;
    tagPayload = '';
  };
  for (const match of text.matchAll(HIDDEN_RE)) {
    const index = match.index ?? 0;
    const ch = match[0];
    if (ch.length === 2) {
      // Tag sequences after a black flag are subdivision flags (England, Scotland, Wales).
      if (isFlagSequence(text, index)) continue;
      if (tagStart === -1) tagStart = index;
      const code = (ch.codePointAt(0) ?? 0) - 0xe0000;
      if (code >= 0x20 && code < 0x7f) tagPayload += String.fromCharCode(code);
      continue;
    }
    flushTags();
    if (BIDI_RE.test(ch)) {
      ctx.report('SS-UNICODE-HIDDEN', {
        line: ctx.lineAt(index),
        severity: options.code || BIDI_OVERRIDE_RE.test(ch) ? 'high' : 'medium',
        message: `bidirectional control character U+${ch.charCodeAt(0).toString(16).toUpperCase()} reorders the displayed text`,
      });
      continue;
    }
    if (ch === '\ufeff' && index === 0) continue;
    if (ch === '\u200d' && isEmojiJoiner(text, index)) continue;
    zeroWidthCount++;
    if (firstZeroWidth === -1) firstZeroWidth = index;
  }
  flushTags();
  if (zeroWidthCount > 0) {
    ctx.report('SS-UNICODE-HIDDEN', {
      line: ctx.lineAt(firstZeroWidth),
      // The agent reads SKILL.md as instructions: nothing in it needs to be invisible.
      severity: zeroWidthCount >= ZERO_WIDTH_PAYLOAD_COUNT || options.entry === true ? 'high' : 'medium',
      message: `${zeroWidthCount} zero-width character(s) hide content from readers`,
    });
  }
}

function isFlagSequence(text: string, index: number): boolean {
  let i = index;
  while (i >= 2 && text.charCodeAt(i - 2) === 0xdb40) i -= 2;
  return text.slice(Math.max(0, i - 2), i) === '\u{1f3f4}';
}

function isEmojiJoiner(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 2), index);
  const after = text.slice(index + 1, index + 3);
  return EMOJI_NEIGHBOUR_RE.test(before) || EMOJI_NEIGHBOUR_RE.test(after);
}
