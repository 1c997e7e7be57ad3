import type { LanguageSupport } from '../engine/analyse-package.js';
import type { Fact, Taint, Unit, UnitLanguage } from '../facts.js';
import type { Grammar } from '../load-grammars.js';

/** The extractor of each language a unit can be written in. */
export const LANGUAGES: Partial<Record<UnitLanguage, LanguageSupport>> = {};

/** Facts of a command line handed to a shell from `unit`, read by the shell extractor. */
export function shellFacts(
  _unit: Unit,
  _command: string,
  _line: number,
  _taint: readonly Taint[],
  _grammar: Grammar,
): Fact[] {
  return [];
}
