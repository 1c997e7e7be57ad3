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
    for (const { unit, fact } of factsOf(units, 'process')) {
      if (fact.runsSelf && fact.inEndlessLoop) {
        report(unit, {
          line: fact.line,
          message: 'starts copies of itself again and again, without end',
        });
      }
    }
  },
};
