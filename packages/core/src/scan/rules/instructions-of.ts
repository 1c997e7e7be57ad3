import type { AnalysedUnit, InstructionFact, Surface, Unit, UnitLanguage } from '../facts.js';
import { SEVERITY_RANK, type Severity } from '../severity.js';

/**
 * Where instructions to the agent are read: prose, the frontmatter, text blocks. Rules over instructions
 * see every such unit (no keywords): phrasing in six languages and words split by invisible characters
 * cannot be prefiltered by a word list over the raw text. The Markdown reader prefilters its phrase
 * patterns itself, on the text it has joined and cleaned (`languages/markdown/build-phrase-prefilter.ts`).
 */
export const INSTRUCTION_SURFACES: readonly Surface[] = ['prose', 'skill-block', 'reference-block'];
export const INSTRUCTION_LANGUAGES: readonly UnitLanguage[] = ['markdown', 'text'];

/** Every instruction of the given intents, with its unit. */
export function* instructionsOf(
  units: readonly AnalysedUnit[],
  ...intents: InstructionFact['intent'][]
): Generator<{ unit: Unit; fact: InstructionFact }> {
  for (const { unit, facts } of units) {
    for (const fact of facts) {
      if (fact.kind === 'instruction' && intents.includes(fact.intent)) yield { unit, fact };
    }
  }
}

/** Instructions of the same file within `lines` of `line`: what else the same passage tells the agent. */
export function nearbyInstructions(
  units: readonly AnalysedUnit[],
  file: string,
  line: number,
  lines: number,
): InstructionFact[] {
  const found: InstructionFact[] = [];
  for (const { unit, facts } of units) {
    if (unit.file !== file) continue;
    for (const fact of facts) {
      if (fact.kind === 'instruction' && Math.abs(fact.line - line) <= lines) found.push(fact);
    }
  }
  return found;
}

/** The text of the code blocks of `file` that start within `lines` after `line` (what "add this:" adds). */
export function followingBlocks(
  units: readonly AnalysedUnit[],
  file: string,
  line: number,
  lines: number,
): string {
  return units
    .filter(
      ({ unit }) =>
        unit.file === file &&
        unit.surface !== 'prose' &&
        unit.firstLine > line &&
        unit.firstLine <= line + lines + 1,
    )
    .map(({ unit }) => unit.text)
    .join('\n');
}

/** The lines of a unit from `line` on, `lines` of them: the text an instruction points to ("the key below"). */
export function followingLines(unit: Unit, line: number, lines: number): string {
  const start = line - unit.firstLine;
  return unit.text
    .split('\n')
    .slice(Math.max(0, start), Math.max(0, start) + lines + 1)
    .join('\n');
}

export const cap = (severity: Severity, ceiling: Severity): Severity =>
  SEVERITY_RANK[severity] > SEVERITY_RANK[ceiling] ? ceiling : severity;

/**
 * An instruction that is only mentioned (quoted, negated, in a table, in a write-up of attacks) is
 * documentation: it is reported at `low` at most, so security guides and checklists neither block an
 * install nor bury real findings.
 */
export function instructionSeverity(fact: InstructionFact, severity: Severity): Severity {
  return fact.mentioned === true ? cap(severity, 'low') : severity;
}

/** The line is in the frontmatter, which the agent reads in the skill index before choosing the skill. */
export function inFrontmatter(unit: Unit, line: number): boolean {
  if (unit.firstLine !== 1 || !unit.text.startsWith('---')) return false;
  const end = unit.text.split('\n').findIndex((l, i) => i > 0 && l.trim() === '---');
  return line <= end;
}

/** Code files an MCP server's tool descriptions are read from (`surfaces/read-tool-descriptions.ts`). */
const TOOL_SERVER_FILE_RE = /\.(?:py|[cm]?js|jsx|[cm]?ts|tsx)$/i;

/**
 * A tool description of an MCP server shipped as code: the model reads it as guidance for the call, so
 * whatever it has the model read goes into the tool's arguments, to the server.
 */
export const isToolDescription = (unit: Unit): boolean =>
  unit.language === 'text' && unit.surface === 'prose' && TOOL_SERVER_FILE_RE.test(unit.file);

/** "pass its contents as the `context` argument": what the model reads is handed to the tool. */
export const AS_TOOL_ARGUMENT_RE =
  /\b(?:pass|put|include|send|add|provide|supply|fill|set|attach)\w*\b[^.\n]{0,80}\b(?:argument|arg|parameter|param|field|property|input)s?\b/i;

/**
 * Prose with its wrapped lines joined: a line break that does not start a paragraph, a list item or a
 * heading becomes a space, so a sentence wrapped over two lines is read as one. Same length as the text,
 * so an index into it is an index into the text.
 */
export function joinWrappedLines(text: string): string {
  return text.replace(/\n(?=[ \t]*[^\s#>|`*+-])(?![ \t]*\d+[.)]\s)/g, ' ');
}

/** The sentence of `text` around the match at `at` (ends at a full stop, `!`, `?` or a line break). */
export function sentenceAround(text: string, at: number, length: number): string {
  const before = text.slice(0, at);
  const start = Math.max(...['. ', '! ', '? ', '\n'].map((d) => before.lastIndexOf(d))) + 1;
  const rest = text.slice(at + length);
  const end = rest.search(/[.!?](?:\s|$)|\n/);
  return text.slice(start, at + length + (end === -1 ? rest.length : end));
}

/** Words that present a phrase as an example of what attackers write. */
const EXAMPLE_WORDS_RE =
  /\b(?:e\.g\.|for example|such as|things like|phrases? like|attackers?|malicious|red flags?|injection)\b/i;

/**
 * The sentence quotes the phrase found in it (`phrase` starts inside an open quotation) or presents it as
 * an example of what attackers write: a mention, not an instruction.
 */
export function quotesAnExample(sentence: string, phrase: string): boolean {
  if (EXAMPLE_WORDS_RE.test(sentence)) return true;
  const before = sentence.slice(0, Math.max(0, sentence.indexOf(phrase)));
  const straight = (before.match(/"/g) ?? []).length;
  const opened = (before.match(/[“«]/g) ?? []).length - (before.match(/[”»]/g) ?? []).length;
  return straight % 2 === 1 || opened > 0;
}
