import type { LanguageSupport } from '../engine/analyse-package.js';
import type { Fact, Taint, Unit, UnitLanguage } from '../facts.js';
import type { Grammar } from '../load-grammars.js';
import { batchExtractor } from './batch/extract-batch-facts.js';
import { javascriptExtractor } from './javascript/extract-javascript-facts.js';
import { lexicalExtractor } from './lexical/extract-lexical-facts.js';
import { exhaustiveMarkdownExtractor, markdownExtractor } from './markdown/extract-markdown-facts.js';
import { powershellExtractor } from './powershell/extract-powershell-facts.js';
import { pythonExtractor } from './python/extract-python-facts.js';
import { extractShellCommandFacts, shellExtractor } from './shell/extract-shell-facts.js';

/** The extractor of each language a unit can be written in, and the grammar it parses with. */
export const LANGUAGES: Partial<Record<UnitLanguage, LanguageSupport>> = {
  shell: { extractor: shellExtractor, grammar: 'shell' },
  python: { extractor: pythonExtractor, grammar: 'python' },
  powershell: { extractor: powershellExtractor },
  batch: { extractor: batchExtractor },
  javascript: { extractor: javascriptExtractor, grammar: 'javascript' },
  typescript: { extractor: javascriptExtractor, grammar: 'typescript' },
  ruby: { extractor: lexicalExtractor('ruby') },
  perl: { extractor: lexicalExtractor('perl') },
  php: { extractor: lexicalExtractor('php') },
  go: { extractor: lexicalExtractor('go') },
  java: { extractor: lexicalExtractor('java') },
  lua: { extractor: lexicalExtractor('lua') },
  rust: { extractor: lexicalExtractor('rust') },
  csharp: { extractor: lexicalExtractor('csharp') },
  swift: { extractor: lexicalExtractor('swift') },
  markdown: { extractor: markdownExtractor },
  text: { extractor: markdownExtractor },
};

/** The extractors of exhaustive mode: prose is read with every phrase pattern, not only those the words allow. */
export const EXHAUSTIVE_LANGUAGES: Partial<Record<UnitLanguage, LanguageSupport>> = {
  ...LANGUAGES,
  markdown: { extractor: exhaustiveMarkdownExtractor },
  text: { extractor: exhaustiveMarkdownExtractor },
};

/** Facts of a command line handed to a shell from `unit`, read by the shell extractor. */
export function shellFacts(
  unit: Unit,
  command: string,
  line: number,
  taint: readonly Taint[],
  grammar: Grammar,
): Fact[] {
  return extractShellCommandFacts(command, line, unit, taint, grammar);
}
