import { createFileContext } from './file-context.js';
import { type Finding, SEVERITY_RANK, type Severity } from './finding.js';
import type { ScanRuleId } from './scan-rules.js';

/**
 * Script findings that say what the code does to the user; structure, secrets and declarations are about the
 * package, and eval or unpickling of the script's own input is a code-quality risk rather than an act.
 */
const CHAINED_RULES = new Set<string>([
  'SS-DOWNLOAD-EXEC',
  'SS-REVERSE-SHELL',
  'SS-EXFIL',
  'SS-OBFUSCATION',
  'SS-DESTRUCTIVE',
  'SS-FORK-BOMB',
  'SS-PERSISTENCE',
  'SS-CRED-READ',
  'SS-CLOUD-METADATA',
]);
/** Words that make a path an instruction to run it, not a mention in a file table. */
const RUN_WORD_RE =
  /\b(?:run|runs|running|execute|exec|launch|invoke|call|start|source|bash|sh|zsh|python[0-9.]*|node|npx|tsx|deno|bun|uv run|pwsh|powershell)\b/i;
/** The agent is to run it unasked, on every use, ahead of the task: the user never gets to decide. */
const AUTOMATIC_RE =
  /\b(?:always|automatically|every time|each time|on every|at the start of (?:every|each)|before (?:anything|doing anything|any other|you do anything|responding|answering|every|each)|first thing|without asking|on startup|at startup|silently)\b/i;
const RUN_DISTANCE_CHARS = 40;
const HOOK_LINE_RE = /^\s*(?:-\s*)?(?:command|run|cmd|script|exec)\s*:/;
/** "Never run scripts/x.sh", "do not execute …": a warning about the script, not an instruction. */
const NEGATED_RE =
  /\b(?:never|not|don't|do not|avoid|without)\b[^.;:]{0,20}\b(?:run|running|execute|source|call)\b/i;

export interface SkillChainInput {
  /** POSIX path of SKILL.md as reported (with the skill prefix). */
  entry: string;
  /** POSIX path of the skill dir relative to the scan root, '' for the root. */
  prefix: string;
  text: string;
  /** Every finding of the skill's files. */
  findings: readonly Finding[];
}

/**
 * SKILL.md is what the agent obeys, so a line telling it to run a script inherits that script's worst
 * behaviour. A `critical` script stays `critical`; a `high` one is pointed at with `medium` (the script's own
 * finding already carries the weight), except when the instruction runs it unasked (always, before anything else): then a `high` script
 * becomes `critical`, because nobody will review it before it runs.
 */
export function correlateSkillChain(input: SkillChainInput): Finding[] {
  const worst = new Map<string, Finding>();
  for (const f of input.findings) {
    if (f.file === input.entry || !CHAINED_RULES.has(f.ruleId)) continue;
    if (SEVERITY_RANK[f.severity] < SEVERITY_RANK.high) continue;
    const previous = worst.get(f.file);
    if (previous === undefined || SEVERITY_RANK[f.severity] > SEVERITY_RANK[previous.severity])
      worst.set(f.file, f);
  }
  if (worst.size === 0) return [];
  const ctx = createFileContext(input.entry, input.text);
  const lines = input.text.split('\n');
  const frontmatterEnd = lines[0]?.trim() === '---' ? lines.indexOf('---', 1) : -1;
  for (const [file, finding] of worst) {
    const script = input.prefix === '' ? file : file.slice(input.prefix.length + 1);
    const mention = new RegExp(
      `(?<![\\w.-])(?:\\./)?${script.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`,
    );
    for (let i = 0; i < lines.length; i++) {
      const text = lines[i] ?? '';
      const at = mention.exec(text);
      if (at === null) continue;
      // Hook commands in the frontmatter and `!\`…\`` expansions run when the skill loads, unasked.
      const hook = i < frontmatterEnd && HOOK_LINE_RE.test(text);
      const expanded = /!`[^`]*$/.test(text.slice(0, at.index));
      if (!hook && !expanded && !instructsRun(text, at.index, at[0])) continue;
      const automatic = hook || expanded || AUTOMATIC_RE.test(text);
      const severity: Severity = finding.severity === 'critical' || automatic ? 'critical' : 'medium';
      ctx.report(finding.ruleId as ScanRuleId, {
        line: i + 1,
        severity,
        message: `SKILL.md tells the agent to ${automatic ? 'always ' : ''}run ${script}, which ${finding.message} (line ${finding.line})`,
      });
    }
  }
  return ctx.findings;
}

function instructsRun(text: string, index: number, match: string): boolean {
  if (match.startsWith('./')) return true;
  const before = text.slice(Math.max(0, index - RUN_DISTANCE_CHARS), index);
  return RUN_WORD_RE.test(before) && !NEGATED_RE.test(before);
}
