import type { AnalysedUnit, Surface, Unit, UnitLanguage } from '../facts.js';
import type { ScanRuleId } from '../scan-rules.js';
import type { Severity } from '../severity.js';

/** What a rule reports: the engine adds the file, the evidence line and the rule's remediation. */
export interface RuleReport {
  line: number;
  /** Defaults to the rule's severity. */
  severity?: Severity;
  message: string;
}

/** What the skill says about itself, for rules that compare behaviour with declarations. */
export interface PackageView {
  /** POSIX path of the package relative to the scan root, '' for the root itself. */
  prefix: string;
  /** Every unit of the package (not only those the rule is a candidate for), with facts when parsed. */
  units: readonly AnalysedUnit[];
  /** `allowed-tools` of SKILL.md, when declared. */
  allowedTools?: readonly string[];
}

export interface RuleContext {
  /** The units this rule may judge: those of its surfaces and languages whose text holds a keyword. */
  units: readonly AnalysedUnit[];
  package: PackageView;
  report(unit: Unit, at: RuleReport): void;
}

/**
 * One rule family (`rules/<family>/index.ts`). The engine knows nothing about any single rule: it builds
 * the prefilter from `keywords`, hands each rule the units it applies to, and calibrates what the rule
 * reports by where the unit sits (a script the agent runs counts fully; documentation less).
 */
export interface Rule {
  id: ScanRuleId;
  /** The default, and usually the highest, severity the rule reports. */
  severity: Severity;
  title: string;
  remediation: string;
  /** Why the behaviour is dangerous: the attack it stops. Shown in the rule documentation. */
  rationale: string;
  /**
   * Lowercase words, at least one of which occurs (case-insensitively) in the text of every unit the
   * rule can report on: the prefilter. Omit only for rules that must see every unit of their surfaces.
   * The test over every rule's cases holds the prefilter to that: default mode equals exhaustive mode.
   */
  keywords?: readonly string[];
  /** Surfaces the rule reads; default: all. */
  surfaces?: readonly Surface[];
  /** Languages the rule reads; default: all. */
  languages?: readonly UnitLanguage[];
  /** The rule reads facts, so a unit it is a candidate for must be parsed. */
  needsFacts: boolean;
  check(context: RuleContext): void;
}
