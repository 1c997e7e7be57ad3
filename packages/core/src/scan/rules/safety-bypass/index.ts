import {
  INSTRUCTION_LANGUAGES,
  INSTRUCTION_SURFACES,
  instructionSeverity,
  instructionsOf,
} from '../instructions-of.js';
import type { Rule } from '../rule.js';

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
  languages: INSTRUCTION_LANGUAGES,
  needsFacts: true,
  check({ units, report }) {
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
