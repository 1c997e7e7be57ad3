import type { Fact } from '../../facts.js';
import type { LanguageExtractor } from '../language-extractor.js';
import { PythonWalker } from './python-walker.js';

/** Helper calls followed per unit (each call reads the helper's body again with its arguments). */
const MAX_FUNCTION_READS = 256;
/** Code read again per unit: decoded or evaluated payloads, sibling modules. */
const MAX_REPARSES = 16;
/** Distinct command lines read by the shell extractor per unit (a loop over a long literal list runs one each). */
const MAX_SHELL_COMMANDS = 512;

/**
 * Python scripts and Python blocks: names resolved as Python resolves them (imports and aliases,
 * `__import__`, `getattr`, assignments, helpers and their returns, sibling modules of the package),
 * values followed from sources (downloads, decoders, secrets, the environment, credential files) to
 * what the script does with them: programs started, code evaluated, requests sent, files touched,
 * data deserialised, loops that never end. Command lines handed to a shell are read by the shell
 * extractor; decoded code that is executed is read again as Python.
 */
export const pythonExtractor: LanguageExtractor = {
  extract(unit, grammar, context) {
    const facts: Fact[] = [];
    const walker = new PythonWalker({
      unit,
      grammar,
      context,
      facts,
      budget: { calls: MAX_FUNCTION_READS, parses: MAX_REPARSES, shells: MAX_SHELL_COMMANDS },
      modules: new Map(),
      memo: { shell: new Map(), calls: new Map() },
      depth: 0,
      modulePath: unit.inPackage,
    });
    try {
      walker.run(unit.text);
    } catch {
      // The walker reads untrusted text; whatever it has found so far stands.
    }
    return facts;
  },
};
