import type { Fact, Taint, Unit, UnitLanguage } from '../facts.js';
import type { Grammar } from '../load-grammars.js';

/**
 * What an extractor may ask of the engine while it reads a unit: command strings handed to a shell
 * (`subprocess.run("…", shell=True)`, `execSync("…")`, `os.system`) are read by the shell extractor, so
 * every language gets the same judgement of `curl … | sh` as a shell script does.
 */
export interface ExtractContext {
  /**
   * Facts of a shell command line run from this unit, as if it were a shell script starting on `line`.
   * `taint` is what the command string itself carries (a downloaded or decoded command string).
   */
  shell(command: string, line: number, taint: readonly Taint[]): Fact[];
  /**
   * The text of another file of the same package, by its POSIX path in the package (undefined when there
   * is none). Lets an extractor follow imports of sibling modules (`from .net import post`), so a helper
   * defined in one file and called from another is judged with the arguments of the call.
   */
  packageFile?(inPackage: string): string | undefined;
  /** The POSIX paths of every file of the package: Go reads the other files of a package as one. */
  packageFiles?(): readonly string[];
  /**
   * Facts of a program in another language this unit hands to its interpreter (`python3 - <<'EOF'`,
   * `node -e "…"`), read by that language's extractor as if it were a file of the package whose text
   * starts on `line`; undefined when the engine has no extractor for the language.
   */
  program?(language: UnitLanguage, code: string, line: number): Fact[] | undefined;
}

/**
 * Turns one unit of a language into facts. Pure and synchronous: the engine has loaded the grammar and
 * parses nothing else. Extractors resolve names the way the language does (imports and their aliases,
 * assignments, string concatenation, helper functions and their parameters, returns) from the syntax
 * tree; they do not judge: no severities, no findings.
 */
export interface LanguageExtractor {
  extract(unit: Unit, grammar: Grammar, context: ExtractContext): Fact[];
}
