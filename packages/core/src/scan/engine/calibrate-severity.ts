import type { Unit } from '../facts.js';
import { SEVERITY_RANK, type Severity } from '../severity.js';

/**
 * The prose around a code block says it shows something bad rather than something to do: security
 * guides quote reverse shells and `curl | sh` droppers as indicators. Words of instruction ("for
 * example, run …", "to avoid prompts, run …") are deliberately absent: an attacker writes those too.
 */
const DOCUMENTS_ATTACK_RE =
  /\b(?:attack(?:er|ers|s)?|malicious|malware|adversar\w*|exploit\w*|payloads?|backdoors?|compromis\w*|phishing|typo-?squat\w*|dependency confusion|indicators?(?: of compromise)?|iocs?|(?:download )?cradles?|red flags?|(?:typical|common|warning|tell-?tale) signs?|hostile|suspicious|dangerous|insecure|anti-?patterns?|reverse shells?|never (?:run|execute|pipe|paste)|(?:do not|don't) (?:run|execute|pipe|paste)|(?:should be|must be) avoided|avoid (?:running|executing|piping|pasting|this|these|such)|example of (?:an? )?(?:attack|malicious|bad)|what (?:not|never) to do|detection rules?|detections?|(?:to|we|it) detects?|(?:patterns?|things?|what) to (?:flag|detect|look for|avoid)|flag(?:s|ged)? (?:as|risky|dangerous|suspicious|these|this))\b/i;
/**
 * In other documents, plainer words say the same: they explain code, they do not tell the agent to run
 * it. A reference whose headings name a class of bug (a section on injection, a list of warnings) is a
 * review guide showing what to find. A participle ("so that tokens are detected") states a step's
 * purpose, not that the step is the example to find.
 */
const DOCUMENT_ONLY_RE =
  /\b(?:avoid(?:ing)?|detect(?:s|ion|ing)?|flag(?:s)?|vulnerab(?:le|ility|ilities)|injections?|warnings?|pitfalls?|security (?:patterns?|review|audit|checklist))\b/i;

/** A comment that labels the code after it as the wrong way (`# VULNERABLE: no validation`, `// ❌ Bad:`). */
const LABELLED_BAD_RE =
  /^\s*(?:#|\/\/|--|\/\*+|\*|<!--|REM\b|::)\s*(?:❌|✗|⛔|🚫)?\s*(?:VULNERABLE|INSECURE|UNSAFE|BAD|DANGEROUS|WRONG|DON'?T|NEVER|AVOID|Vulnerable\b|Insecure\b|Unsafe\b|Bad\b|Dangerous\b|Wrong\b|Don'?t\b)|^\s*(?:#|\/\/)\s*(?:❌|✗|⛔|🚫)/;
/** A comment that starts the right way, which ends what a "bad" label covers. */
const LABELLED_GOOD_RE =
  /^\s*(?:#|\/\/|--|\/\*+|\*|<!--|REM\b|::)\s*(?:✅|✔️?)?\s*(?:SAFE|SECURE|GOOD|CORRECT|FIXED|BETTER|Safe\b|Secure\b|Good\b|Correct\b|Fixed\b|Better\b)|^\s*(?:#|\/\/)\s*(?:✅|✔)/;
/** How many lines above a finding a "bad" label may stand (the example under it is usually short). */
const LABEL_REACH = 6;

/** The code at `line` sits under a comment that shows it as the vulnerable or forbidden example. */
function labelledBad(unit: Unit, line: number): boolean {
  const lines = unit.text.split('\n');
  const at = line - unit.firstLine;
  for (let i = at; i >= 0 && i >= at - LABEL_REACH && i < lines.length; i--) {
    const text = lines[i] ?? '';
    if (LABELLED_GOOD_RE.test(text)) return false;
    if (LABELLED_BAD_RE.test(text)) return true;
    // A blank line ends an example: a label above it belongs to another snippet.
    if (i < at && text.trim() === '') return false;
  }
  return false;
}

/**
 * Verbs by which a sentence says what some other code does with a command: "install scripts that run
 * `curl … | sh`", "a hook which calls `eval`", "the script sends the token from `gcloud auth …` only
 * to …", "the tool gets a token with `az account get-access-token …`". The command is the subject's
 * behaviour, not the reader's step (shipped code is scanned itself).
 */
const DESCRIBES_OTHER_CODE_RE =
  /\b(?:that|which)\s+(?:run|runs|pipe|pipes|call|calls|execute|executes|invoke|invokes|contain|contains|use|uses)\s*$|\b(?:the|this|our|each)\s+(?:script|helper|hook|wrapper|program|server|function|module|tool|cli|binary|app|service|plugin|extension|job|pipeline|workflow|action)\s+(?:only\s+|also\s+|then\s+)?(?:sends|uses|runs|calls|reads|passes|takes|gets|fetches|obtains|requests|retrieves|pipes|invokes|executes)\b[^.;:!?`]*$/i;

/** An inline command the sentence around it names as what other code does (see above). */
function describedAsOtherCode(unit: Unit): boolean {
  const context = unit.context;
  if (context === undefined || unit.text.includes(' ; ')) return false;
  const at = context.indexOf(`\`${unit.text}\``);
  return at > 0 && DESCRIBES_OTHER_CODE_RE.test(context.slice(0, at));
}

const cap = (severity: Severity, ceiling: Severity): Severity =>
  SEVERITY_RANK[severity] > SEVERITY_RANK[ceiling] ? ceiling : severity;

/**
 * How much what a rule found counts, by where it is: code the agent runs (scripts, SKILL.md blocks,
 * install hooks, MCP server commands) counts fully; code in other documents is documentation and never
 * blocks an install on its own; code the surrounding prose (or a comment right above it: `# VULNERABLE:`)
 * presents as an attack or a mistake counts as a mention.
 */
export function calibrateSeverity(severity: Severity, unit: Unit, line?: number): Severity {
  if (unit.surface !== 'skill-block' && unit.surface !== 'reference-block') return severity;
  if (unit.context !== undefined && DOCUMENTS_ATTACK_RE.test(unit.context)) return cap(severity, 'medium');
  if (unit.surface === 'reference-block' && unit.context !== undefined && DOCUMENT_ONLY_RE.test(unit.context))
    return cap(severity, 'medium');
  if (line !== undefined && labelledBad(unit, line)) return cap(severity, 'medium');
  if (describedAsOtherCode(unit)) return cap(severity, 'medium');
  return unit.surface === 'reference-block' ? cap(severity, 'high') : severity;
}
