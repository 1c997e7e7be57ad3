import type { AnalysedUnit, Fact, Taint, Unit, UnitLanguage } from '../facts.js';
import type { Finding } from '../finding.js';
import type { ExtractContext, LanguageExtractor } from '../languages/language-extractor.js';
import { type CodeLanguage, type Grammar, loadGrammar } from '../load-grammars.js';
import { redactSecrets } from '../redact-secrets.js';
import type { Rule, RuleReport } from '../rules/rule.js';
import { SCAN_RULES } from '../scan-rules.js';
import { SEVERITY_RANK } from '../severity.js';
import { structureFinding } from '../structure-finding.js';
import type { PreparedUnit } from '../surfaces/build-units.js';
import { calibrateSeverity } from './calibrate-severity.js';
import type { RulePrefilter } from './rule-prefilter.js';
import { importersOfParsedSiblings } from './sibling-sinks.js';

/** How one language's units are read: the extractor, and the grammar it parses with (if any). */
export interface LanguageSupport {
  extractor: LanguageExtractor;
  grammar?: CodeLanguage;
}

export interface EngineParts {
  rules: readonly Rule[];
  prefilter: RulePrefilter;
  languages: Partial<Record<UnitLanguage, LanguageSupport>>;
  /** Facts of a command line handed to a shell, for every extractor's `context.shell`. */
  shellFacts(unit: Unit, command: string, line: number, taint: readonly Taint[], grammar: Grammar): Fact[];
}

export interface PackageInput {
  /** POSIX path of the package relative to the scan root, '' for the root. */
  prefix: string;
  units: readonly PreparedUnit[];
  /** Text of every file of the package by its path, for evidence lines. */
  fileText: ReadonlyMap<string, string>;
  allowedTools?: readonly string[];
}

const MAX_EVIDENCE_CHARS = 200;

/**
 * Runs every rule over one package: finds each rule's candidate units with the prefilter, extracts facts
 * from a unit only when a candidate rule reads facts, hands each rule its units, and turns what rules
 * report into findings (severity calibrated by surface, evidence from the source line, one finding per
 * rule and line).
 */
export async function analysePackage(input: PackageInput, parts: EngineParts): Promise<Finding[]> {
  const analysed: AnalysedUnit[] = [];
  const failures: Finding[] = [];
  const candidatesOf = new Map<AnalysedUnit, number[]>();
  const judges = (index: number) =>
    input.allowedTools !== undefined || !parts.rules[index]!.needsAllowedTools;
  const readsFacts = (index: number) => parts.rules[index]!.needsFacts === true;
  const firstCandidates = input.units.map((p) => parts.prefilter.candidates(p.unit).filter(judges));
  // A caller of a sibling module that is parsed is parsed too: the call is where that module's sink is
  // reached with the caller's arguments (see `sibling-sinks.ts`).
  const importers = importersOfParsedSiblings(
    input.units.map((p) => p.unit),
    firstCandidates.map((c) => c.some(readsFacts)),
  );
  for (const [position, prepared] of input.units.entries()) {
    const unit = prepared.unit;
    const candidates = importers.has(position)
      ? parts.prefilter.factReaders(unit, firstCandidates[position]!).filter(judges)
      : firstCandidates[position]!;
    const facts = [...prepared.facts];
    const support = parts.languages[unit.language];
    if (support !== undefined && candidates.some(readsFacts)) {
      try {
        facts.push(...(await extract(unit, support, parts, input)));
      } catch (error) {
        // Code the analyser cannot read is code nobody vouched for: say so instead of passing it.
        failures.push(
          structureFinding(
            'SS-STRUCTURE-UNREADABLE',
            unit.file,
            `the ${unit.language} analyser failed on the code at line ${unit.firstLine} (${(error as Error).message}); it was not inspected`,
          ),
        );
      }
    }
    const entry = { unit, facts };
    analysed.push(entry);
    // Keywords decide whether a unit is parsed; once it is, every rule that reads facts sees them. A
    // payload decoded by the extractor (`echo … | base64 -d | sh`) holds words its text does not show.
    candidatesOf.set(
      entry,
      facts.length > prepared.facts.length
        ? parts.prefilter.factReaders(unit, candidates).filter(judges)
        : candidates,
    );
  }

  const findings = new Map<string, Finding>();
  const pack = {
    prefix: input.prefix,
    units: analysed,
    ...(input.allowedTools === undefined ? {} : { allowedTools: input.allowedTools }),
  };
  const unitsOf: AnalysedUnit[][] = parts.rules.map(() => []);
  for (const entry of analysed) for (const index of candidatesOf.get(entry)!) unitsOf[index]!.push(entry);
  parts.rules.forEach((rule, index) => {
    const units = unitsOf[index]!;
    if (units.length === 0) return;
    rule.check({
      units,
      package: pack,
      report: (unit, at) => record(findings, rule, unit, at, input.fileText),
    });
  });
  return [...failures, ...findings.values()];
}

async function extract(
  unit: Unit,
  support: LanguageSupport,
  parts: EngineParts,
  input: PackageInput,
): Promise<Fact[]> {
  const packageFile = (inPackage: string) =>
    input.fileText.get(input.prefix === '' ? inPackage : `${input.prefix}/${inPackage}`);
  const packageFiles = () =>
    [...input.fileText.keys()]
      .filter((f) => input.prefix === '' || f.startsWith(`${input.prefix}/`))
      .map((f) => (input.prefix === '' ? f : f.slice(input.prefix.length + 1)));
  if (support.grammar === undefined && !grammarsLoaded) {
    const facts = withoutGrammars(unit, support, parts, packageFile, packageFiles);
    if (facts !== undefined) return facts;
  }
  const grammar = support.grammar === undefined ? undefined : await loadGrammar(support.grammar);
  const shell = parts.languages.shell?.grammar === undefined ? undefined : await loadGrammar('shell');
  const base: ExtractContext = {
    shell: (command, line, taint) =>
      shell === undefined ? [] : parts.shellFacts(unit, command, line, taint, shell),
    packageFile,
    packageFiles,
  };
  const grammars = await programGrammars(parts);
  grammarsLoaded = true;
  const context: ExtractContext = {
    ...base,
    // A program in another language (a heredoc fed to `python3 -`) is read as that language's file
    // would be; what it runs in turn is read by `shell`, never by a further `program`.
    program: (language, code, line) => {
      const other = parts.languages[language];
      const otherGrammar = other?.grammar === undefined ? undefined : grammars.get(other.grammar);
      if (other === undefined || (other.grammar !== undefined && otherGrammar === undefined))
        return undefined;
      try {
        return other.extractor.extract(
          { ...unit, language, text: code, firstLine: line },
          otherGrammar as Grammar,
          base,
        );
      } catch {
        return undefined;
      }
    },
  };
  return support.extractor.extract(unit, grammar as Grammar, context);
}

/** Set once the grammars are loaded: from then on every unit is read with them at hand. */
let grammarsLoaded = false;

/**
 * Reads a unit of a language without a grammar of its own (Markdown prose) before any grammar is
 * loaded: most never hand a command to the shell, and loading the wasm runtime and grammars costs a
 * scan that parses nothing more than everything else it does. Extractors are pure, so when the unit does
 * ask for the shell or another language, this run is dropped (whatever it made of the refusal) and the
 * unit is read again with the grammars loaded: undefined says so.
 */
function withoutGrammars(
  unit: Unit,
  support: LanguageSupport,
  parts: EngineParts,
  packageFile: ExtractContext['packageFile'],
  packageFiles: ExtractContext['packageFiles'],
): Fact[] | undefined {
  let needed = false;
  const refuse = (): never => {
    needed = true;
    throw new Error('grammars are not loaded');
  };
  const context: ExtractContext = {
    shell: () => (parts.languages.shell?.grammar === undefined ? [] : refuse()),
    ...(packageFile === undefined ? {} : { packageFile }),
    ...(packageFiles === undefined ? {} : { packageFiles }),
    program: refuse,
  };
  try {
    const facts = support.extractor.extract(unit, undefined as unknown as Grammar, context);
    return needed ? undefined : facts;
  } catch (error) {
    if (needed) return undefined;
    throw error;
  }
}

/** Every grammar the engine's languages parse with, loaded (once per process; later calls are cached). */
async function programGrammars(parts: EngineParts): Promise<Map<CodeLanguage, Grammar>> {
  const names = new Set<CodeLanguage>();
  for (const support of Object.values(parts.languages))
    if (support?.grammar !== undefined) names.add(support.grammar);
  const loaded = new Map<CodeLanguage, Grammar>();
  for (const name of names) loaded.set(name, await loadGrammar(name));
  return loaded;
}

function record(
  findings: Map<string, Finding>,
  rule: Rule,
  unit: Unit,
  at: RuleReport,
  fileText: ReadonlyMap<string, string>,
): void {
  const severity = calibrateSeverity(at.severity ?? rule.severity, unit, at.line);
  const key = `${rule.id}\0${unit.file}\0${at.line}`;
  const previous = findings.get(key);
  if (previous !== undefined && SEVERITY_RANK[previous.severity] >= SEVERITY_RANK[severity]) return;
  findings.set(key, {
    ruleId: rule.id,
    severity,
    file: unit.file,
    line: at.line,
    message: at.message,
    remediation: SCAN_RULES[rule.id].remediation,
    evidence: evidenceOf(lineOf(fileText.get(unit.file) ?? unit.text, at.line)),
  });
}

function lineOf(text: string, line: number): string {
  let start = 0;
  for (let i = 1; i < line; i++) {
    const next = text.indexOf('\n', start);
    if (next === -1) return '';
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return text.slice(start, end === -1 ? text.length : end);
}

function evidenceOf(line: string): string {
  const visible = redactSecrets(line.trim()).replace(/[\u0000-\u001f\u007f]/g, ' ');
  // Hidden characters are shown by code point, so the evidence shows what a reviewer could not see.
  const shown = visible.replace(
    /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g,
    (ch) => `<U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase()}>`,
  );
  return shown.length > MAX_EVIDENCE_CHARS ? `${shown.slice(0, MAX_EVIDENCE_CHARS)}…` : shown;
}
