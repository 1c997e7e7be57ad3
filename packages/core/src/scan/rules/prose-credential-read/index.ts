import {
  AS_TOOL_ARGUMENT_RE,
  followingLines,
  INSTRUCTION_LANGUAGES,
  INSTRUCTION_SURFACES,
  instructionSeverity,
  instructionsOf,
  isToolDescription,
} from '../instructions-of.js';
import type { Rule } from '../rule.js';

/** Files that say where keys are used, not the keys: `~/.ssh/config`, `known_hosts`, a public key. */
const SETTINGS_ONLY_RE = /(?:[\\/]config|known_hosts|\.pub)[.,;:]?$/i;

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
    for (const { unit, fact } of instructionsOf(units, 'read-credentials')) {
      // A tool description that has the model read a key file into the call's arguments sends the key
      // to the server that wrote the description.
      const intoCall =
        isToolDescription(unit) &&
        !SETTINGS_ONLY_RE.test(fact.object ?? '') &&
        AS_TOOL_ARGUMENT_RE.test(`${fact.text}\n${followingLines(unit, fact.line, 1)}`);
      report(unit, {
        line: fact.line,
        severity: instructionSeverity(fact, intoCall ? 'critical' : 'high'),
        message: intoCall
          ? `a tool description tells the model to read ${fact.object ?? 'credentials'} and pass it to the tool`
          : `tells the agent to read ${fact.object ?? 'credentials'}`,
      });
    }
  },
};
