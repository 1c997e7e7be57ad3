import { carries, factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

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
