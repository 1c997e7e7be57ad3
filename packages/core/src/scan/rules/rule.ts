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
 * A condition over a unit's text: one of `keywords` occurs, and one word of each `alsoOneOf` group too.
 * Words are lowercase and compared case-insensitively, like `keywords`; a word that begins or ends with
 * `\b` (in source `'\\bpip\\b'`) matches there only at a word boundary (no letter, digit or `_` next to
 * it), so `pip` does not match `pipefail`.
 */
export interface Trigger {
  keywords: readonly string[];
  alsoOneOf?: readonly (readonly string[])[];
  /**
   * And the text matches this (tested only once the words hold, so it costs nothing on most units):
   * for conditions words cannot state, such as `environ` used other than through `.get(` or `[`. A
   * function when a regular expression would need a back-reference (quadratic in the text).
   */
  pattern?: RegExp | ((text: string) => boolean);
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
  /**
   * Sharper conditions for some languages, in place of `keywords` there: the rule is a candidate for a unit
   * of that language when one of the triggers holds. Each must be necessary for the rule to report, like
   * `keywords`; a rule that reads facts makes the engine parse every unit it is a candidate for, so a
   * trigger that also holds on ordinary code (`for`, `env`, `rm`) costs a parse of nearly every script.
   */
  triggers?: Partial<Record<UnitLanguage, readonly Trigger[]>>;
  /** Surfaces the rule reads; default: all. */
  surfaces?: readonly Surface[];
  /** Languages the rule reads; default: all. */
  languages?: readonly UnitLanguage[];
  /**
   * The rule compares behaviour with SKILL.md's `allowed-tools` and reports nothing in a package that
   * declares none: there it is no unit's candidate, so it forces no parse.
   */
  needsAllowedTools?: boolean;
  /** The rule reads facts, so a unit it is a candidate for must be parsed. */
  needsFacts: boolean;
  check(context: RuleContext): void;
}
