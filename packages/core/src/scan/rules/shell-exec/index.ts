import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** A command line assembled at run time and handed to a shell: shell injection if anything reaches it. */
export const shellExec: Rule = {
  id: 'SS-SHELL-EXEC',
  severity: 'medium',
  title: 'Shell or process execution',
  remediation: 'Run fixed programs with an argument list (no shell), and never interpolate untrusted input.',
  rationale:
    'A shell string built from variables runs whatever those variables hold, including `; curl … | sh`.',
  keywords: [
    'system',
    'popen',
    'shell',
    'exec',
    'spawn',
    'subprocess',
    'child_process',
    'getoutput',
    'call',
    'run',
    '$(',
    '`',
  ],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'exec')) {
      if (fact.api !== 'shell' || fact.input.includes('network') || fact.input.includes('decoded')) continue;
      report(unit, { line: fact.line, message: 'runs a command line built at run time through a shell' });
    }
  },
};
