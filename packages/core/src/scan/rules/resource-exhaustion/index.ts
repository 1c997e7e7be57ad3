import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** Loops that never end and keep starting programs or filling the disk. */
export const resourceExhaustion: Rule = {
  id: 'SS-RESOURCE-EXHAUSTION',
  severity: 'high',
  title: 'Exhausts processes, memory or disk',
  remediation: 'Bound the loop and what it writes; a skill finishes its task and exits.',
  rationale:
    'An endless loop that spawns processes or writes without bound takes the host down (denial of service) and is a common payload of sabotage.',
  keywords: ['while', 'for', 'until', 'loop', 'yes ', '/dev/zero', 'fallocate', 'repeat'],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'loop')) {
      if (!fact.endless || fact.forks) continue;
      if (fact.spawns || fact.fills) {
        report(unit, {
          line: fact.line,
          message: fact.fills
            ? 'writes or allocates without end'
            : 'starts programs in a loop that never ends',
        });
      }
    }
  },
};
