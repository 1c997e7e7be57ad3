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
