import { carries, factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** A relative path inside the skill: no root, home, variable or parent directory. */
const OWN_FILE_RE = /^(?![/~$\\]|[A-Za-z]:)(?!.*(?:^|\/)\.\.(?:\/|$))[\w./-]+$/;

/** Loaders that run code while they rebuild objects: the data is the program. */
export const deserialization: Rule = {
  id: 'SS-DESERIALIZE',
  severity: 'high',
  title: 'Unsafe deserialization',
  remediation: 'Use JSON or yaml.safe_load; never unpickle data you did not produce yourself.',
  rationale:
    'pickle, marshal, unsafe YAML and node-serialize execute code embedded in the data; loading a downloaded or decoded blob with them is remote code execution.',
  keywords: [
    'pickle',
    'dill',
    'marshal',
    'shelve',
    'joblib',
    'yaml',
    'jsonpickle',
    'read_pickle',
    'torch.load',
    'unserialize',
    'deserialize',
    'serialize',
    'v8',
  ],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'deserialize')) {
      const remote = carries(fact.input, 'network', 'decoded');
      // A cache the skill wrote next to itself (`cache.pkl`) is only as dangerous as whoever can replace it.
      if (!remote && fact.input.length === 0 && fact.source !== undefined && OWN_FILE_RE.test(fact.source)) {
        report(unit, {
          line: fact.line,
          severity: 'medium',
          message: `${fact.api} loads ${fact.source}, a file of the skill's own, and runs code embedded in it`,
        });
        continue;
      }
      report(unit, {
        line: fact.line,
        severity: remote ? 'critical' : 'high',
        message: remote
          ? `loads ${carries(fact.input, 'network') ? 'downloaded' : 'decoded'} data with ${fact.api}, which runs code embedded in it`
          : `${fact.api} runs code embedded in the data it loads`,
      });
    }
  },
};
