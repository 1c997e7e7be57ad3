import type { Unit } from '../facts.js';
import { SEVERITY_RANK, type Severity } from '../severity.js';

/**
 * The prose around a code block says it shows something bad rather than something to do: security
 * guides quote reverse shells and `curl | sh` droppers as indicators. Words of instruction ("for
 * example, run …") are deliberately absent: an attacker writes those too.
 */
const DOCUMENTS_ATTACK_RE =
  /\b(?:attack(?:er|ers|s)?|malicious|malware|adversar\w*|exploit\w*|payloads?|backdoors?|compromis\w*|phishing|indicators?(?: of compromise)?|iocs?|(?:download )?cradles?|red flags?|suspicious|dangerous|insecure|anti-?patterns?|reverse shells?|never (?:run|execute|pipe|paste)|(?:do not|don't) (?:run|execute|pipe|paste)|avoid(?:ing)?|example of (?:an? )?(?:attack|malicious|bad)|what (?:not|never) to do|detect(?:s|ed|ion|ing)?|flag(?:s|ged)?)\b/i;

const cap = (severity: Severity, ceiling: Severity): Severity =>
  SEVERITY_RANK[severity] > SEVERITY_RANK[ceiling] ? ceiling : severity;

/**
 * How much what a rule found counts, by where it is: code the agent runs (scripts, SKILL.md blocks,
 * install hooks, MCP server commands) counts fully; code in other documents is documentation and never
 * blocks an install on its own; code the surrounding prose presents as an attack counts as a mention.
 */
export function calibrateSeverity(severity: Severity, unit: Unit): Severity {
  if (unit.surface !== 'skill-block' && unit.surface !== 'reference-block') return severity;
  if (unit.context !== undefined && DOCUMENTS_ATTACK_RE.test(unit.context)) return cap(severity, 'medium');
  return unit.surface === 'reference-block' ? cap(severity, 'high') : severity;
}
