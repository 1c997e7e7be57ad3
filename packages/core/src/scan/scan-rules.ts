import type { Severity } from './severity.js';

export interface ScanRule {
  /** The default (and usually the highest) severity the rule reports. */
  severity: Severity;
  title: string;
  remediation: string;
}

/** Every rule SkillScan can report, keyed by its stable id (SPEC §5.3). */
export const SCAN_RULES = {
  'SS-SECRET-AWS-KEY': {
    severity: 'high',
    title: 'AWS access key committed in the skill',
    remediation: 'Remove the key from the package, rotate it in AWS IAM, and load credentials at run time.',
  },
  'SS-SECRET-PRIVATE-KEY': {
    severity: 'high',
    title: 'Private key committed in the skill',
    remediation: 'Remove the key from the package and revoke it; ship public keys only.',
  },
  'SS-SECRET-TOKEN': {
    severity: 'high',
    title: 'API token committed in the skill',
    remediation:
      'Remove the token, revoke it with its provider, and declare it in `required-secrets` instead.',
  },
  'SS-SECRET-CONNECTION-STRING': {
    severity: 'high',
    title: 'Connection string with an embedded password',
    remediation: 'Move the password into a declared secret and build the connection string at run time.',
  },
  'SS-EXEC-DYNAMIC': {
    severity: 'high',
    title: 'Dynamic code execution',
    remediation:
      'Avoid eval/exec/new Function; parse data with a real parser or dispatch to known functions.',
  },
  'SS-SHELL-EXEC': {
    severity: 'medium',
    title: 'Shell or process execution',
    remediation:
      'Run fixed programs with an argument list (no shell), and never interpolate untrusted input.',
  },
  'SS-DOWNLOAD-EXEC': {
    severity: 'critical',
    title: 'Downloads code and executes it',
    remediation: 'Ship the code inside the skill (pinned, reviewable) instead of fetching and running it.',
  },
  'SS-REVERSE-SHELL': {
    severity: 'critical',
    title: 'Reverse shell',
    remediation: 'Remove the code: it hands an interactive shell on this machine to a remote host.',
  },
  'SS-CRED-READ': {
    severity: 'high',
    title: 'Reads credentials or other sensitive local files',
    remediation: 'Do not read credential stores; declare the secrets the skill needs in `required-secrets`.',
  },
  'SS-ENV-DUMP': {
    severity: 'medium',
    title: 'Dumps the whole process environment',
    remediation: 'Read only the variables the skill needs, by name.',
  },
  'SS-EXFIL': {
    severity: 'critical',
    title: 'Sends sensitive data over the network',
    remediation: 'Remove the code that ships credentials or the environment to a remote host.',
  },
  'SS-PERSISTENCE': {
    severity: 'high',
    title: 'Installs itself to run again later (persistence)',
    remediation:
      'Do not edit shell startup files, cron tables, login agents, git hooks or authorized_keys; print the change and let the user make it.',
  },
  'SS-CLOUD-METADATA': {
    severity: 'high',
    title: 'Reaches a cloud instance-metadata endpoint',
    remediation: 'Skills must not query instance metadata (it yields cloud credentials); remove the call.',
  },
  'SS-DESTRUCTIVE': {
    severity: 'critical',
    title: 'Destructive command',
    remediation:
      'Restrict deletions and writes to paths inside the skill or a temporary directory it created.',
  },
  'SS-FORK-BOMB': {
    severity: 'critical',
    title: 'Fork bomb',
    remediation: 'Remove the self-replicating process loop.',
  },
  'SS-OBFUSCATION': {
    severity: 'critical',
    title: 'Obfuscated code',
    remediation: 'Ship readable source; encoded payloads that are decoded and executed cannot be reviewed.',
  },
  'SS-RESOURCE-EXHAUSTION': {
    severity: 'high',
    title: 'Exhausts processes, memory or disk',
    remediation: 'Bound the loop and what it writes; a skill finishes its task and exits.',
  },
  'SS-PERMISSION-CHANGE': {
    severity: 'high',
    title: 'Loosens file permissions or ownership',
    remediation: 'Set only the modes the skill needs on its own files (e.g. `chmod +x scripts/run.sh`).',
  },
  'SS-SECURITY-DISABLE': {
    severity: 'critical',
    title: 'Turns off a security control',
    remediation:
      'Remove the command; a skill works within the host’s protections, it does not switch them off.',
  },
  'SS-CRYPTO-MINER': {
    severity: 'critical',
    title: 'Runs a cryptocurrency miner',
    remediation: 'Remove the miner and any download of it.',
  },
  'SS-UNTRUSTED-SOURCE': {
    severity: 'high',
    title: 'Installs packages from an untrusted source',
    remediation:
      'Install pinned packages from the default registry (PyPI, npm); declare them in requirements.txt or package.json instead of installing at run time.',
  },
  'SS-TYPOSQUAT': {
    severity: 'high',
    title: 'Installs a look-alike of a popular package',
    remediation:
      'Check the package name against the registry and use the real package (e.g. `requests`, not `reqeusts`).',
  },
  'SS-MCP-CONFIG': {
    severity: 'high',
    title: 'Risky MCP server configuration',
    remediation:
      'Pin MCP server packages to a version from a publisher you trust, connect only to servers you operate, and pass each server only the credential it needs.',
  },
  'SS-DESERIALIZE': {
    severity: 'high',
    title: 'Unsafe deserialization',
    remediation: 'Use JSON or yaml.safe_load; never unpickle data you did not produce yourself.',
  },
  'SS-PROMPT-INJECTION': {
    severity: 'high',
    title: 'Prompt-injection phrasing',
    remediation:
      'Remove instructions that override the agent, hide actions from the user, or send data away.',
  },
  'SS-UNICODE-HIDDEN': {
    severity: 'high',
    title: 'Hidden or direction-changing Unicode characters',
    remediation:
      'Remove invisible tag, zero-width and bidi-control characters; they hide text from reviewers.',
  },
  'SS-PROSE-EXFIL': {
    severity: 'critical',
    title: 'Instructions tell the agent to send secrets or private data away',
    remediation:
      'Remove the instruction; a skill that needs to report something sends only what the user asked for, to a service the user chose.',
  },
  'SS-PROSE-CRED-READ': {
    severity: 'high',
    title: 'Instructions tell the agent to read credentials',
    remediation:
      'Do not have the agent open key files, token stores or browser data; declare the secrets the skill needs in `required-secrets`.',
  },
  'SS-AGENT-CONFIG': {
    severity: 'high',
    title: 'Changes the agent’s own configuration',
    remediation:
      'Do not write the agent’s settings, memory, rules, hooks or MCP servers; show the change and let the user make it.',
  },
  'SS-SAFETY-BYPASS': {
    severity: 'high',
    title: 'Turns off the agent’s approvals or sandbox',
    remediation:
      'Remove the instruction or flag; the user decides what runs without confirmation, not the skill.',
  },
  'SS-DECLARATION-MISMATCH': {
    severity: 'medium',
    title: 'Scripts use tools the skill does not declare',
    remediation: 'Declare the tools the scripts need in `allowed-tools`, or remove the undeclared behaviour.',
  },
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
} as const satisfies Record<string, ScanRule>;

export type ScanRuleId = keyof typeof SCAN_RULES;
