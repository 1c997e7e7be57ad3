import {
  INSTRUCTION_LANGUAGES,
  INSTRUCTION_SURFACES,
  instructionSeverity,
  instructionsOf,
} from '../instructions-of.js';
import type { Rule } from '../rule.js';

/** Prose that has the agent open the user's key files, token stores or browser data. */
export const proseCredentialRead: Rule = {
  id: 'SS-PROSE-CRED-READ',
  severity: 'high',
  title: 'Instructions tell the agent to read credentials',
  remediation:
    'Do not have the agent open key files, token stores or browser data; declare the secrets the skill needs in `required-secrets`.',
  rationale:
    'What the agent reads ends up in the conversation, a commit, a log or the next request; a skill that needs a credential declares it instead of having the agent take it from disk.',
  surfaces: INSTRUCTION_SURFACES,
  languages: INSTRUCTION_LANGUAGES,
  needsFacts: true,
  check({ units, report }) {
    // A key the document generated itself is judged where the instruction is read (a mention, low).
    for (const { unit, fact } of instructionsOf(units, 'read-credentials'))
      report(unit, {
        line: fact.line,
        severity: instructionSeverity(fact, 'high'),
        message: `tells the agent to read ${fact.object ?? 'credentials'}`,
      });
  },
};
