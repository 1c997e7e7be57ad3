import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** The whole environment holds every secret the agent was started with. */
export const envDump: Rule = {
  id: 'SS-ENV-DUMP',
  severity: 'medium',
  title: 'Dumps the whole process environment',
  remediation: 'Read only the variables the skill needs, by name.',
  rationale:
    'API keys and tokens live in environment variables; a script that reads all of them at once has no use for them that a by-name read would not serve.',
  keywords: ['env', 'environ', 'printenv', 'set', 'export', 'declare', 'getenv', 'childitem'],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'env')) {
      if (fact.op === 'dump')
        report(unit, { line: fact.line, message: 'reads the whole process environment' });
    }
  },
};
