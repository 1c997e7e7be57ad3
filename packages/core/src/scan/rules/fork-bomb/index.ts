import type { ProcessFact } from '../../facts.js';
import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** Code that multiplies itself until the machine stops answering. */
export const forkBomb: Rule = {
  id: 'SS-FORK-BOMB',
  severity: 'critical',
  title: 'Fork bomb',
  remediation: 'Remove the self-replicating process loop.',
  rationale:
    'A process that starts copies of itself without end exhausts the process table and freezes the host.',
  keywords: [
    ':|:',
    'fork',
    'spawn',
    '&',
    'popen',
    'subprocess',
    'child_process',
    'start-process',
    'start ',
    '%0',
    '$0',
    '__file__',
    '__filename',
    'argv',
  ],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'loop')) {
      if (fact.forks)
        report(unit, { line: fact.line, message: 'starts copies of itself without end (a fork bomb)' });
    }
    for (const { unit, facts } of units) {
      const copies = facts.filter((f): f is ProcessFact => f.kind === 'process' && f.runsSelf === true);
      // A copy the loop waits for before starting the next one restarts a worker; it does not multiply.
      const endless = copies.find((f) => f.inEndlessLoop && f.background !== false);
      const loops = facts.filter((f) => f.kind === 'loop' && f.spawns);
      if (endless !== undefined) {
        report(unit, { line: endless.line, message: 'starts copies of itself again and again, without end' });
        continue;
      }
      // Two background copies each starting two more grow without bound; a bounded pool of itself does not.
      const background = copies.filter((f) => f.background && !loops.some((l) => l.line === f.line));
      if (background.length >= 2) {
        report(unit, {
          line: background[1]!.line,
          message: 'starts two copies of itself in the background, each of which does the same',
        });
        continue;
      }
      const pooled = copies.find((f) => f.background && loops.some((l) => l.line === f.line));
      if (pooled !== undefined) {
        report(unit, {
          line: pooled.line,
          severity: 'high',
          message: 'starts copies of itself in the background from a loop; check that the copies stop',
        });
      }
    }
  },
};
