import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language, Parser, Query } from 'web-tree-sitter';

export type CodeLanguage = 'python' | 'javascript' | 'typescript' | 'shell';

/** One parser per language plus its capture query, created once per process and reused. */
export interface Grammar {
  parser: Parser;
  query: Query;
  /** The grammar itself, for extractors that compile queries of their own (once per process). */
  language: Language;
}

/**
 * One query per language collects every node a rule looks at in a single pass inside the wasm module;
 * walking the tree from JavaScript node by node costs more than the parse itself.
 */
const QUERY_SOURCE: Record<CodeLanguage, string> = {
  python: `
    (call) @call
    (assignment) @assign
    (while_statement) @loop
    (for_statement) @loop
  `,
  javascript: `
    (call_expression) @call
    (new_expression) @new
    (variable_declarator) @assign
    (assignment_expression) @assign
    (while_statement) @loop
    (for_statement) @loop
  `,
  typescript: `
    (call_expression) @call
    (new_expression) @new
    (variable_declarator) @assign
    (assignment_expression) @assign
    (while_statement) @loop
    (for_statement) @loop
  `,
  shell: `
    (command) @command
    (pipeline) @pipeline
    (function_definition) @function
    (redirected_statement) @redirect
    (for_statement) @for
    (variable_assignment) @assign
  `,
};

const WASM_PATH: Record<CodeLanguage, string> = {
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  javascript: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  typescript: 'tree-sitter-typescript/tree-sitter-typescript.wasm',
  shell: 'tree-sitter-bash/tree-sitter-bash.wasm',
};

/**
 * The files that decide how every language parses (the runtime, its glue code and each grammar): a scan
 * cache includes their bytes in the scanner's identity, since they are installed apart from the code.
 */
export function grammarFiles(): { name: string; path: string }[] {
  const require = createRequire(import.meta.url);
  const runtime = require.resolve('web-tree-sitter/web-tree-sitter.wasm');
  return [
    { name: 'web-tree-sitter.wasm', path: runtime },
    { name: 'web-tree-sitter.js', path: path.join(path.dirname(runtime), 'web-tree-sitter.js') },
    ...Object.values(WASM_PATH).map((file) => ({ name: file, path: require.resolve(file) })),
  ];
}

let languages: Promise<Map<CodeLanguage, Language>> | undefined;
const grammars = new Map<CodeLanguage, Promise<Grammar>>();

/** Loads the wasm runtime once and each grammar on first use; concurrent callers share one load. */
export function loadGrammar(language: CodeLanguage): Promise<Grammar> {
  let grammar = grammars.get(language);
  if (grammar === undefined) {
    grammar = createGrammar(language);
    grammars.set(language, grammar);
    // A failed load must not poison the cache for the next caller.
    grammar.catch(() => grammars.delete(language));
  }
  return grammar;
}

async function createGrammar(language: CodeLanguage): Promise<Grammar> {
  languages ??= loadLanguages();
  languages.catch(() => {
    languages = undefined;
  });
  const loaded = (await languages).get(language) as Language;
  const { Parser, Query } = await import('web-tree-sitter');
  const parser = new Parser();
  parser.setLanguage(loaded);
  return { parser, query: new Query(loaded, QUERY_SOURCE[language]), language: loaded };
}

/**
 * Every grammar at once, before anything is parsed: a grammar loaded after a parse has grown the wasm
 * heap takes web-tree-sitter 0.2–1.7 s to link (measured here), against ~10–20 ms each up front.
 *
 * Compiled with V8's baseline wasm compiler (Liftoff) only. Otherwise V8 re-compiles the hot grammar
 * code with its optimising compiler on background threads for seconds of CPU, which a one-shot process
 * waits for at exit and a gateway's first install requests pay for (the first dry-run install of 120
 * scripts took 4.8 s instead of 1.9 s, the next four 1.5–3× longer; bench/RESULTS.md). The flag is
 * read when a module is compiled, so it is set for these modules only and then given back, unless the
 * process was started with it; wasm another caller compiles meanwhile gets Liftoff too.
 */
async function loadLanguages(): Promise<Map<CodeLanguage, Language>> {
  // Imported here: a scan that parses nothing never loads the wasm runtime.
  const { Language, Parser } = await import('web-tree-sitter');
  const { setFlagsFromString } = await import('node:v8');
  setFlagsFromString('--liftoff-only');
  try {
    await Parser.init();
    const require = createRequire(import.meta.url);
    const loaded = new Map<CodeLanguage, Language>();
    for (const language of Object.keys(WASM_PATH) as CodeLanguage[]) {
      loaded.set(language, await Language.load(require.resolve(WASM_PATH[language])));
    }
    return loaded;
  } finally {
    if (!process.execArgv.includes('--liftoff-only')) setFlagsFromString('--no-liftoff-only');
  }
}
