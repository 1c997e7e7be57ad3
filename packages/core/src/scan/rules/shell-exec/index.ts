import { factsOf } from '../facts-of.js';
import type { Rule, Trigger } from '../rule.js';
import { JAVASCRIPT_INDIRECTION, PYTHON_INDIRECTION } from '../trigger-words.js';

/** JavaScript hands a string to a shell through `exec`, `shell: true`, zx's `$` or a runtime's shell API. */
const JAVASCRIPT_SHELL: readonly Trigger[] = [
  { keywords: ['exec', 'shell', 'zx', '$`', 'execa', 'bun.', 'deno.', ...JAVASCRIPT_INDIRECTION] },
];

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
  triggers: {
    // Only the Python, JavaScript and lexical readers report a shell string built at run time; the shell
    // extractor reads such a string as the commands it runs.
    shell: [],
    python: [
      { keywords: ['system', 'popen', 'shell', 'getoutput', 'crontab', 'pexpect', ...PYTHON_INDIRECTION] },
    ],
    javascript: JAVASCRIPT_SHELL,
    typescript: JAVASCRIPT_SHELL,
  },
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'exec')) {
      if (fact.api !== 'shell' || fact.input.includes('network') || fact.input.includes('decoded')) continue;
      report(unit, { line: fact.line, message: 'runs a command line built at run time through a shell' });
    }
  },
};
