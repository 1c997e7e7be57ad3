import type { Fact } from '../../facts.js';
import type { LanguageExtractor } from '../language-extractor.js';
import { JsWalker } from './js-walker.js';

/**
 * JavaScript and TypeScript files and blocks: facts of what the code does with processes, code, the
 * network, files and the environment, with names resolved the way JavaScript resolves them (imports,
 * `require` in pieces, destructuring, assignments, the unit's own functions and callbacks).
 */
export const javascriptExtractor: LanguageExtractor = {
  extract(unit, grammar, context) {
    const facts: Fact[] = [];
    const walker = new JsWalker(
      {
        grammar,
        context,
        facts,
        file: unit.inPackage,
        firstLine: unit.firstLine,
        inherited: 0,
        evalDepth: 0,
        files: new Map(),
      },
      unit.text,
    );
    try {
      walker.run(unit.text);
    } catch {
      // The walker reads untrusted text; whatever it has found so far stands.
    }
    return facts;
  },
};
