import type { Unit, UnitLanguage } from '../facts.js';
import { LEXICAL_APIS } from '../languages/lexical/lexical-apis.js';
import type { PackageView } from './rule.js';

/**
 * The languages SkillScan reads statement by statement rather than through a syntax tree (Go, Ruby, PHP,
 * Perl, Lua, Rust, Java/Kotlin/Groovy, C#, Swift). A helper, a byte array or a second file breaks a chain a statement-level
 * reader follows; what the package holds as a whole does not change, so the `lexical-*` rules read that.
 */
export const LEXICAL_LANGUAGES: readonly UnitLanguage[] = Object.keys(LEXICAL_APIS) as UnitLanguage[];

/** The package's units in those languages. */
export function lexicalUnits(pkg: PackageView): Unit[] {
  return pkg.units.filter(({ unit }) => LEXICAL_LANGUAGES.includes(unit.language)).map(({ unit }) => unit);
}

/** The file line of offset `at` in a unit's text. */
export function lineAt(unit: Unit, at: number): number {
  return unit.firstLine + (at <= 0 ? 0 : (unit.text.slice(0, at).match(/\n/g)?.length ?? 0));
}
