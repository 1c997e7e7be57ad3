import { CRONTAB, judgePersistence, persistenceTarget } from '../../persistence-target.js';
import {
  followingBlocks,
  followingLines,
  INSTRUCTION_LANGUAGES,
  INSTRUCTION_SURFACES,
  instructionSeverity,
  instructionsOf,
} from '../instructions-of.js';
import { installerSeverity } from '../known-installers.js';
import type { Rule } from '../rule.js';

const PUBLIC_KEY_RE = /\bssh-(?:rsa|ed25519|ecdsa|dss)\s+AAAA/;
/** Lines between an instruction ("Add this to ~/.bashrc:") and the code block it introduces. */
const LEAD_IN_LINES = 3;
/** How far below an instruction about authorized_keys the key it names may stand. */
const KEY_LINES = 8;

/**
 * Prose that tells the agent to plant something that runs again later: a line fetching remote code in a
 * shell startup file or a cron table, or a key in authorized_keys. The commands in code blocks are judged
 * by the persistence rule; this reads the instruction around them, which tells where they go.
 */
export const prosePersistence: Rule = {
  id: 'SS-PERSISTENCE',
  severity: 'critical',
  title: 'Instructions plant code that runs again later',
  remediation:
    'Do not have the agent edit shell startup files, cron tables, login agents, git hooks or authorized_keys; print the change and let the user make it.',
  rationale:
    'A line the agent adds to ~/.bashrc or a crontab keeps fetching and running code long after the skill is gone, and a key in authorized_keys hands remote login to someone else; written as a friendly setup step, it reads like documentation.',
  surfaces: INSTRUCTION_SURFACES,
  languages: INSTRUCTION_LANGUAGES,
  needsFacts: true,
  check({ units, package: pack, report }) {
    for (const { unit, fact } of instructionsOf(units, 'persist')) {
      const payload = `${fact.text}\n${followingBlocks(pack.units, unit.file, fact.line, LEAD_IN_LINES)}`;
      // Known vendor installers stay with the shell rules; what is planted here must fetch and run code.
      const remote =
        judgePersistence(CRONTAB, payload, '').severity === 'critical' &&
        installerSeverity(payload) === 'critical';
      // The key itself often follows the instruction as its own paragraph ("the key below:").
      const key =
        /authorized_keys/i.test(fact.object ?? '') &&
        PUBLIC_KEY_RE.test(`${payload}\n${followingLines(unit, fact.line, KEY_LINES)}`);
      // A line for a start-up file judged as the file would judge it: only what is critical there counts
      // here (the common "add this PATH line to ~/.zshrc" is ordinary set-up prose).
      const target = remote || key ? undefined : persistenceTarget(fact.object ?? '');
      const planted =
        target === undefined
          ? undefined
          : judgePersistence(
              target,
              `${payload}\n${followingLines(unit, fact.line, LEAD_IN_LINES)}`,
              'tells the agent to edit',
            );
      if (!remote && !key && planted?.severity !== 'critical') continue;
      report(unit, {
        line: fact.line,
        severity: instructionSeverity(fact, 'critical'),
        message: key
          ? 'tells the agent to add an SSH key to authorized_keys (remote login for someone else)'
          : remote
            ? 'tells the agent to plant a line that fetches and runs remote code in a start-up file or scheduler'
            : (planted?.message ?? ''),
      });
    }
  },
};
