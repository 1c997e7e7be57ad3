import { RULES } from './rules/index.js';
import type { Severity } from './severity.js';

export interface ScanRule {
  /** The default (and usually the highest) severity the rule reports. */
  severity: Severity;
  title: string;
  remediation: string;
}

/**
 * Every rule id SkillScan can report (SPEC §5.3), as a closed list: a misspelt id fails to compile
 * wherever a rule or the engine names one. Its order is the order of the SARIF rule list.
 */
export const SCAN_RULE_IDS = [
  'SS-SECRET-AWS-KEY',
  'SS-SECRET-PRIVATE-KEY',
  'SS-SECRET-TOKEN',
  'SS-SECRET-CONNECTION-STRING',
  'SS-EXEC-DYNAMIC',
  'SS-SHELL-EXEC',
  'SS-DOWNLOAD-EXEC',
  'SS-REVERSE-SHELL',
  'SS-CRED-READ',
  'SS-ENV-DUMP',
  'SS-EXFIL',
  'SS-PERSISTENCE',
  'SS-CLOUD-METADATA',
  'SS-DESTRUCTIVE',
  'SS-FORK-BOMB',
  'SS-OBFUSCATION',
  'SS-RESOURCE-EXHAUSTION',
  'SS-PERMISSION-CHANGE',
  'SS-SECURITY-DISABLE',
  'SS-CRYPTO-MINER',
  'SS-UNTRUSTED-SOURCE',
  'SS-TYPOSQUAT',
  'SS-MCP-CONFIG',
  'SS-DESERIALIZE',
  'SS-PROMPT-INJECTION',
  'SS-UNICODE-HIDDEN',
  'SS-PROSE-CRED-READ',
  'SS-AGENT-CONFIG',
  'SS-SAFETY-BYPASS',
  'SS-DECLARATION-MISMATCH',
  'SS-STRUCTURE-NATIVE-BINARY',
  'SS-STRUCTURE-NESTED-ARCHIVE',
  'SS-STRUCTURE-SYMLINK-ESCAPE',
  'SS-STRUCTURE-REFUSED',
  'SS-STRUCTURE-SKIPPED',
  'SS-STRUCTURE-OVERSIZE',
  'SS-STRUCTURE-UNSCANNED',
  'SS-STRUCTURE-UNREADABLE',
  'SS-SUPPRESSION-EXPIRED',
  'SS-SUPPRESSION-INVALID',
  'SS-LLM-BLOCK',
  'SS-LLM-WARN',
  'SS-LLM-UNAVAILABLE',
] as const;

export type ScanRuleId = (typeof SCAN_RULE_IDS)[number];

/** Ids the engine reports itself (package structure, suppressions, the LLM pass): no rule folder has them. */
type EngineRuleId = Extract<
  ScanRuleId,
  `SS-STRUCTURE-${string}` | `SS-SUPPRESSION-${string}` | `SS-LLM-${string}`
>;

const ENGINE_RULES: Readonly<Record<EngineRuleId, ScanRule>> = {
  'SS-STRUCTURE-NATIVE-BINARY': {
    severity: 'critical',
    title: 'Native executable in the package',
    remediation: 'Skills ship source, not ELF/PE/Mach-O binaries; remove the binary.',
  },
  'SS-STRUCTURE-NESTED-ARCHIVE': {
    severity: 'critical',
    title: 'Nested archive',
    remediation: 'Unpack the archive into the skill so its content can be scanned, or remove it.',
  },
  'SS-STRUCTURE-SYMLINK-ESCAPE': {
    severity: 'critical',
    title: 'Symbolic link that leads outside the skill, nowhere, or in a loop',
    remediation: 'Replace the symlink with the file it points to, or remove it.',
  },
  'SS-STRUCTURE-REFUSED': {
    severity: 'critical',
    title: 'Package that install refuses',
    remediation:
      'Fix what the message names (file names, sizes, special files, a second SKILL.md); install refuses the package as it is.',
  },
  'SS-STRUCTURE-SKIPPED': {
    severity: 'low',
    title: 'Shipped dependencies or caches that install leaves out',
    remediation:
      'Remove the folder and declare the dependencies (requirements.txt, package.json) so setup installs them.',
  },
  'SS-STRUCTURE-OVERSIZE': {
    severity: 'medium',
    title: 'File too large to scan',
    remediation: 'Split or remove the file; content above the scan limit is not inspected.',
  },
  'SS-STRUCTURE-UNSCANNED': {
    severity: 'medium',
    title: 'Compiled code that cannot be reviewed',
    remediation: 'Remove the bytecode and ship the source it was built from.',
  },
  'SS-STRUCTURE-UNREADABLE': {
    severity: 'high',
    title: 'File could not be read',
    remediation: 'Fix the permissions or remove the file; unread content is not scanned.',
  },
  'SS-SUPPRESSION-EXPIRED': {
    severity: 'medium',
    title: 'Expired suppression',
    remediation: 'Fix the finding, or renew the suppression in .skillscan.yaml with a new reason and expiry.',
  },
  'SS-SUPPRESSION-INVALID': {
    severity: 'medium',
    title: 'Invalid suppressions file',
    remediation: 'Give every suppression a ruleId, a reason and an `expires: YYYY-MM-DD` date.',
  },
  'SS-LLM-BLOCK': {
    severity: 'critical',
    title: 'LLM review classified the skill as malicious',
    remediation: 'Read the reviewer reason, fix the behaviour it names, and rescan.',
  },
  'SS-LLM-WARN': {
    severity: 'medium',
    title: 'LLM review flagged the skill as suspicious',
    remediation: 'Read the reviewer reason and confirm the behaviour is intended.',
  },
  'SS-LLM-UNAVAILABLE': {
    severity: 'critical',
    title: 'LLM review enabled but did not produce a verdict',
    remediation:
      'Fix the model endpoint (or disable the LLM pass) and rescan; executable content stays blocked.',
  },
};

/**
 * Severity, title and remediation of every id: an id of the rule registry (`rules/<family>/`) takes them
 * from the first rule in `RULES` that reports it, so the folder is the one place they are written; the
 * engine's own ids take them from `ENGINE_RULES`. `scan-rules.test.ts` holds the list and the registry
 * to each other (every listed id has a source, every registered rule's id is listed).
 */
export const SCAN_RULES = Object.fromEntries(
  SCAN_RULE_IDS.flatMap((id) => {
    const source: ScanRule | undefined =
      RULES.find((rule) => rule.id === id) ?? (ENGINE_RULES as Partial<Record<ScanRuleId, ScanRule>>)[id];
    return source === undefined
      ? []
      : [[id, { severity: source.severity, title: source.title, remediation: source.remediation }]];
  }),
) as Readonly<Record<ScanRuleId, ScanRule>>;
