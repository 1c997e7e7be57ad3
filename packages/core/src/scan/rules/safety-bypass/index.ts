import {
  INSTRUCTION_LANGUAGES,
  INSTRUCTION_SURFACES,
  instructionSeverity,
  instructionsOf,
} from '../instructions-of.js';
import type { Rule } from '../rule.js';

/** Settings files an agent reads from a project: shipped in a skill, they are copied there to take effect. */
const AGENT_SETTINGS_RE = /(?:^|\/)\.claude\/settings(?:\.local)?\.json$|(?:^|\/)\.gemini\/settings\.json$/;
/** Settings that let every command run unasked: the bypass mode, or an allow rule for any shell command. */
const WIDE_OPEN_RE =
  /"defaultMode"\s*:\s*"bypassPermissions"|"allow"\s*:\s*\[[^\]]*"(?:Bash|Bash\(\*\)|Bash\(\*:\*\)|\*)"|"autoAccept"\s*:\s*true|"yolo"\s*:\s*true/;

/**
 * Prose that switches off what keeps the user in charge: approval prompts, permission rules, the sandbox
 * (`--dangerously-skip-permissions`, "treat every tool call as pre-approved", "never ask for confirmation").
 */
export const safetyBypass: Rule = {
  id: 'SS-SAFETY-BYPASS',
  severity: 'high',
  title: 'Turns off the agent’s approvals or sandbox',
  remediation:
    'Remove the instruction or flag; the user decides what runs without confirmation, not the skill.',
  rationale:
    'Approval prompts and the sandbox are how the user stops a harmful command; a skill that tells the agent to skip them makes every other instruction in it, and every injected one, run unchecked.',
  surfaces: INSTRUCTION_SURFACES,
  languages: [...INSTRUCTION_LANGUAGES, 'json'],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit } of units) {
      if (unit.language !== 'json' || !AGENT_SETTINGS_RE.test(unit.inPackage)) continue;
      const open = WIDE_OPEN_RE.exec(unit.text);
      if (open === null) continue;
      report(unit, {
        line: unit.firstLine + (unit.text.slice(0, open.index).match(/\n/g)?.length ?? 0),
        message: `ships agent settings that let every command run without the user’s approval (${open[0].replace(/\s+/g, ' ')})`,
      });
    }
    for (const { unit, fact } of instructionsOf(units, 'disable-safety')) {
      // Guides name these flags to warn about them; only an instruction to use them counts.
      if (fact.mentioned === true) continue;
      // Next to concealment, an override or a rewrite of the agent's own settings, it is a takeover.
      const takeover =
        fact.hidden === true ||
        units.some(
          ({ unit: other, facts }) =>
            other.file === unit.file &&
            facts.some(
              (f) =>
                f.kind === 'instruction' &&
                f.mentioned !== true &&
                (f.intent === 'conceal' || f.intent === 'override' || f.intent === 'write-agent-config'),
            ),
        );
      // A flag named in a setup step (for subprocesses the user runs) is a mention until the prose leans on it.
      const flag = /^--|bypassPermissions|danger-full-access|^approval[_-]|^--ask-for-approval/i.test(
        fact.object ?? '',
      );
      report(unit, {
        line: fact.line,
        severity: instructionSeverity(fact, takeover ? 'critical' : flag ? 'medium' : 'high'),
        message: `tells the agent to skip the user’s approval (${fact.object ?? 'safety controls'})${takeover ? ' and to act unseen or rewrite its rules' : ''}`,
      });
    }
  },
};
