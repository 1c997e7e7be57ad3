import { carries, factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** A relative path inside the skill: no root, home, variable or parent directory. */
const OWN_FILE_RE = /^(?![/~$\\]|[A-Za-z]:)(?!.*(?:^|\/)\.\.(?:\/|$))[\w./-]+$/;

/** Loaders of the files machine-learning and data work write for itself: models, arrays, caches. */
const ARTEFACT_LOADER_RE = /^(?:pickle|cPickle|_pickle|cloudpickle|joblib|torch|numpy|pandas|shelve)\./;

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
      if (remote) {
        report(unit, {
          line: fact.line,
          severity: 'critical',
          message: `loads ${carries(fact.input, 'network') ? 'downloaded' : 'decoded'} data with ${fact.api}, which runs code embedded in it`,
        });
        continue;
      }
      // A model or cache file of unknown origin is as dangerous as whoever wrote it, usually the user's own
      // training run. Switching the loader's safe mode off, or a format nobody needs for artefacts, is a
      // choice to run code.
      const chosen = fact.safeModeOff === true || fact.input.length > 0 || !ARTEFACT_LOADER_RE.test(fact.api);
      report(unit, {
        line: fact.line,
        severity: chosen ? 'high' : 'medium',
        message: `${fact.api} runs code embedded in the data it loads${fact.safeModeOff === true ? ', with its safe mode switched off' : ''}`,
      });
    }
  },
};
