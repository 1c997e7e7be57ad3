import type { Fact, Surface, Taint } from '../../facts.js';
import type { Grammar } from '../../load-grammars.js';
import type { LanguageExtractor } from '../language-extractor.js';
import { fillPlaceholders } from './placeholders.js';
import { ShellScope } from './shell-scope.js';
import { ShellWalker, type WalkerOptions } from './shell-walker.js';
import { taintBits } from './taint-bits.js';
import { toBashSyntax } from './zsh-syntax.js';

/** Function bodies read per unit, once per call: enough for helper-heavy scripts, bounded for hostile ones. */
const MAX_FUNCTION_READS = 256;

function selfName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

function walk(
  text: string,
  grammar: Grammar,
  file: string,
  line: number,
  taint: readonly Taint[],
  program?: WalkerOptions['program'],
  stdin: readonly Taint[] = [],
): Fact[] {
  const facts: Fact[] = [];
  const walker = new ShellWalker({
    ...(program === undefined ? {} : { program }),
    grammar,
    facts,
    scope: new ShellScope(),
    lineBase: line,
    inherited: taintBits(taint),
    depth: 0,
    selfName: selfName(file),
    budget: { inlines: MAX_FUNCTION_READS },
  });
  try {
    walker.run(toBashSyntax(text), { taint: taintBits(stdin) });
  } catch {
    // The walker reads untrusted text; whatever it has found so far stands.
  }
  return facts;
}

/**
 * Shell scripts and shell blocks (`bash`, `sh`, `zsh`, console transcripts after `stripPrompts`): one
 * ProcessFact per command with wrappers removed, plus the network, file, code, environment and loop facts
 * of what each program does with its words, input and output.
 */
export const shellExtractor: LanguageExtractor = {
  extract(unit, grammar, context) {
    const program = context.program?.bind(context);
    return walk(
      fillPlaceholders(unit.text, unit.surface),
      grammar,
      unit.file,
      unit.firstLine,
      [],
      program,
      unit.stdin,
    );
  },
};

/**
 * A command line another language hands to a shell (`os.system(cmd)`, `execSync(cmd)`), read as a
 * one-line script on `line`; `taint` is what the command text itself carries.
 */
export function extractShellCommandFacts(
  command: string,
  line: number,
  file: { file: string; inPackage: string; surface?: Surface },
  taint: readonly Taint[],
  grammar: Grammar,
): Fact[] {
  return walk(fillPlaceholders(command, file.surface), grammar, file.file, line, taint);
}
