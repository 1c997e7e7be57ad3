import type { Unit } from '../../facts.js';
import type { Rule, RuleReport } from '../rule.js';

const HIDDEN_RE = /[\u200b-\u200d\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u180e]|\udb40[\udc00-\udc7f]/g;
/**
 * Runs of variation selectors attached to nothing visible: each selects one of 256 values, so a run is an
 * invisible byte string ("emoji smuggling"). Single selectors after CJK ideographs and emoji are normal.
 */
const SELECTOR_RUN_RE = /(?:[\ufe00-\ufe0d]|\udb40[\udd00-\uddef]){4,}/g;
const BIDI_RE = /[\u202a-\u202e\u2066-\u2069]/;
/** Explicit overrides (LRO/RLO) reverse the text itself; RTL prose needs embeddings and marks, never these. */
const BIDI_OVERRIDE_RE = /[\u202d\u202e]/;
/** Characters that legitimately surround a zero-width joiner in emoji sequences. */
const EMOJI_NEIGHBOUR_RE = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f/u;
/** Above this many zero-width characters a unit is encoding data, not fixing typography. */
const ZERO_WIDTH_PAYLOAD_COUNT = 16;
const CODE_SURFACES = new Set(['script', 'install-hook', 'skill-block', 'reference-block', 'mcp-config']);

/**
 * Unicode tag characters carry invisible ASCII that models read and humans do not; bidi controls reorder
 * what reviewers see (Trojan Source); zero-width characters hide words or encode payloads.
 */
export const hiddenUnicode: Rule = {
  id: 'SS-UNICODE-HIDDEN',
  severity: 'high',
  title: 'Hidden or direction-changing Unicode characters',
  remediation: 'Remove invisible tag, zero-width and bidi-control characters; they hide text from reviewers.',
  rationale:
    'A model reads every code point; a reviewer sees only what renders. Tag characters spell whole instructions invisibly, bidi controls make code read differently from how it runs, and zero-width characters split the words a reviewer would search for.',
  // Characters, not words: the prefilter matches them one by one (tags by their leading surrogate).
  keywords: [
    '\u200b\u200c\u200d\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\ufeff\u180e\udb40\udc00\ufe00\ufe01\ufe02\ufe03\ufe04\ufe05\ufe06\ufe07\ufe08\ufe09\ufe0a\ufe0b\ufe0c\ufe0d',
  ],
  needsFacts: false,
  check({ units, report }) {
    for (const { unit } of units) checkUnit(unit, (at) => report(unit, at));
  },
};

function checkUnit(unit: Unit, report: (at: RuleReport) => void): void {
  const { text } = unit;
  const lineAt = (index: number): number => unit.firstLine + countLines(text, index);
  for (const match of text.matchAll(SELECTOR_RUN_RE)) {
    report({
      line: lineAt(match.index ?? 0),
      severity: 'critical',
      message: `${[...match[0]].length} consecutive variation selectors encode invisible data`,
    });
  }
  let zeroWidth = 0;
  let firstZeroWidth = -1;
  let tagStart = -1;
  let tagPayload = '';
  const flushTags = (): void => {
    if (tagStart === -1) return;
    report({
      line: lineAt(tagStart),
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
      report({
        line: lineAt(index),
        severity: CODE_SURFACES.has(unit.surface) || BIDI_OVERRIDE_RE.test(ch) ? 'high' : 'medium',
        message: `bidirectional control character U+${ch.charCodeAt(0).toString(16).toUpperCase()} reorders the displayed text`,
      });
      continue;
    }
    if (ch === '\ufeff' && index === 0 && unit.firstLine === 1) continue;
    if (ch === '\u200d' && isEmojiJoiner(text, index)) continue;
    zeroWidth++;
    if (firstZeroWidth === -1) firstZeroWidth = index;
  }
  flushTags();
  if (zeroWidth > 0) {
    report({
      line: lineAt(firstZeroWidth),
      // The agent reads SKILL.md as instructions: nothing in it needs to be invisible.
      severity: zeroWidth >= ZERO_WIDTH_PAYLOAD_COUNT || unit.inPackage === 'SKILL.md' ? 'high' : 'medium',
      message: `${zeroWidth} zero-width character(s) hide content from readers`,
    });
  }
}

function countLines(text: string, index: number): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) count++;
  return count;
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
