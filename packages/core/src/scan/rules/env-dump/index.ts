import { factsOf } from '../facts-of.js';
import type { Rule, Trigger } from '../rule.js';
import { JAVASCRIPT_INDIRECTION, PYTHON_INDIRECTION, printsEnvironment } from '../trigger-words.js';

const ENV_PROGRAM: Trigger = {
  keywords: ['env', 'printenv', 'set', 'export', 'declare', 'typeset', 'compgen'],
  pattern: printsEnvironment,
};
const JAVASCRIPT_ENV: readonly Trigger[] = [
  // `process.env.X` and `process.env[x]` read one variable; any other use can take them all.
  { keywords: ['env'], pattern: /\benv\b(?!\s*(?:\.\s*[A-Za-z_$]|\[|\?\.))/ },
  ENV_PROGRAM,
  { keywords: JAVASCRIPT_INDIRECTION },
];

/** The whole environment holds every secret the agent was started with. */
export const envDump: Rule = {
  id: 'SS-ENV-DUMP',
  severity: 'medium',
  title: 'Dumps the whole process environment',
  remediation: 'Read only the variables the skill needs, by name.',
  rationale:
    'API keys and tokens live in environment variables; a script that reads all of them at once has no use for them that a by-name read would not serve.',
  keywords: ['env', 'environ', 'printenv', 'set', 'export', 'declare', 'getenv', 'childitem'],
  triggers: {
    shell: [
      ENV_PROGRAM,
      // Inline code (`python -c`, `perl -e`) and `/proc/*/environ` read the environment whole too.
      { keywords: ['environ', 'process.env', '%env', 'env.to_h', 'getenv', 'childitem'] },
    ],
    python: [
      // `os.environ.get(…)` and `os.environ[…]` read one variable; any other use can take them all.
      { keywords: ['environ'], pattern: /environ(?!\s*(?:\[|\.\s*(?:get|setdefault|pop)\s*\())/ },
      ENV_PROGRAM,
      { keywords: PYTHON_INDIRECTION },
    ],
    javascript: JAVASCRIPT_ENV,
    typescript: JAVASCRIPT_ENV,
  },
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'env')) {
      if (fact.op === 'dump')
        report(unit, { line: fact.line, message: 'reads the whole process environment' });
    }
  },
};
