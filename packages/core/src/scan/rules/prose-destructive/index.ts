import {
  INSTRUCTION_LANGUAGES,
  INSTRUCTION_SURFACES,
  instructionSeverity,
  instructionsOf,
  nearbyInstructions,
} from '../instructions-of.js';
import type { Rule } from '../rule.js';

/** Prose that has the agent destroy what it cannot restore: production data, the home directory, history. */
export const proseDestructive: Rule = {
  id: 'SS-DESTRUCTIVE',
  severity: 'high',
  title: 'Instructions tell the agent to destroy data',
  remediation:
    'Name the exact, reversible change the task needs; leave dropping databases, wiping directories and force-pushes to the user.',
  rationale:
    'An agent told to "drop the production tables" or "force-push over every branch" does it with the user’s credentials, and nothing in a code scanner sees the instruction.',
  surfaces: INSTRUCTION_SURFACES,
  languages: INSTRUCTION_LANGUAGES,
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of instructionsOf(units, 'destroy')) {
      const covert =
        fact.hidden === true ||
        nearbyInstructions(units, unit.file, fact.line, 2).some(
          (f) => f.intent === 'conceal' || f.intent === 'disable-safety',
        );
      report(unit, {
        line: fact.line,
        severity: instructionSeverity(fact, covert ? 'critical' : 'high'),
        message: `tells the agent to ${fact.object ?? 'destroy data'}${covert ? ' without the user deciding' : ''}`,
      });
    }
  },
};
