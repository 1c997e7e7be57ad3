import { factsOf } from '../facts-of.js';
import type { Rule, Trigger } from '../rule.js';
import { PYTHON_INDIRECTION, startsOwnFunction } from '../trigger-words.js';

/**
 * An endless loop in JavaScript: `while`/`do`, a `for` without a condition, or one in a command string
 * handed to a shell; `for` alone is in every comment.
 */
const JAVASCRIPT_ENDLESS: readonly Trigger[] = [
  {
    keywords: [
      'while',
      'until',
      'repeat',
      'loop',
      'setinterval',
      'yes',
      '/dev/zero',
      'fallocate',
      'for ((',
      'for((',
    ],
  },
  { keywords: ['for'], pattern: /\bfor\s*\([^;)]*;\s*(?:true|1|!0)?\s*;/ },
  { keywords: ['()', 'function'], pattern: startsOwnFunction },
];

/**
 * An endless shell loop as the shell extractor reads one: `while` on a condition that always holds
 * (`true`, `:`, `[ 1 ]`, `sleep N`) or one that creates a file each round, `until false`, `for ((;;))`, an
 * endless stream (`yes`, `/dev/zero`), or a function that starts itself; `while read` is in every script.
 */
const SHELL_ENDLESS: readonly Trigger[] = [
  {
    keywords: ['while', 'until'],
    pattern:
      /\b(?:while|until)\s+(?:true|false|:|\/bin\/(?:true|false)|\/usr\/bin\/(?:true|false)|\[\s+1\s+\]|\[\[\s+1\s+\]\]|\(\(|(?:sleep|touch|mkdir|fallocate|truncate|dd|cp|ln)\s)/,
  },
  { keywords: ['for'], pattern: /for\s*\(\(/ },
  { keywords: ['yes', '/dev/zero', '/dev/urandom', 'fallocate', 'repeat', 'loop'] },
  { keywords: ['()', 'function'], pattern: startsOwnFunction },
];

/** Loops that never end and keep starting programs or filling the disk. */
export const resourceExhaustion: Rule = {
  id: 'SS-RESOURCE-EXHAUSTION',
  severity: 'high',
  title: 'Exhausts processes, memory or disk',
  remediation: 'Bound the loop and what it writes; a skill finishes its task and exits.',
  rationale:
    'An endless loop that spawns processes or writes without bound takes the host down (denial of service) and is a common payload of sabotage.',
  keywords: ['while', 'for', 'until', 'loop', 'yes ', '/dev/zero', 'fallocate', 'repeat'],
  triggers: {
    shell: SHELL_ENDLESS,
    python: [
      {
        // `count`, `cycle` and `repeat` are endless only as `itertools.*`, which the extractor resolves
        // from an import naming the module (or a computed one): the words alone are in every script.
        keywords: [
          'while',
          'until',
          'itertools',
          ...PYTHON_INDIRECTION,
          'iter(',
          'loop',
          'yes',
          '/dev/zero',
          'fallocate',
          'for ((',
          'for((',
        ],
      },
      { keywords: ['()', 'function'], pattern: startsOwnFunction },
    ],
    javascript: JAVASCRIPT_ENDLESS,
    typescript: JAVASCRIPT_ENDLESS,
  },
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
