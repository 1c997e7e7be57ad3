import type { Fact, Taint, Unit } from '../../facts.js';
import { isSensitivePath } from '../../sensitive-paths.js';
import type { ExtractContext, LanguageExtractor } from '../language-extractor.js';
import { isSecretName } from '../shell/is-secret-name.js';
import { DECODED, ENVIRONMENT, NETWORK, SECRET, SENSITIVE_FILE, taintList } from '../shell/taint-bits.js';
import { LEXICAL_APIS, type LexicalApis, type LexicalLanguage } from './lexical-apis.js';

/** A statement: its text with comments removed, and the line it starts on in the file. */
interface Statement {
  text: string;
  line: number;
}

/** Taint of a socket the unit opened: a shell whose streams are that socket is a reverse shell. */
const SOCKET = 1 << 10;

const URL_RE = /\b(?:https?|wss?|ftp):\/\/[^\s"'`)<>]+/;
const STRING_RE = /"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'/g;
const SHELL_PROGRAM_RE = /(?:^|[/\s"'])(?:ba|z|da|k)?sh\b|\bcmd(?:\.exe)?\b|\bpowershell\b/;

/**
 * Ruby, Perl, PHP, Go, Java and Lua: no grammar ships for them, so their facts are read statement by
 * statement from how each spells its network, process, eval, environment and loader calls
 * (`lexical-apis.ts`), with taint followed through assignments to named variables. Coarser than a
 * syntax tree: a fact carries what its own statement or a variable assigned earlier holds. Command
 * strings given to a shell are read by the shell extractor, so `system("curl … | sh")` is judged as in a
 * shell script.
 */
export function lexicalExtractor(language: LexicalLanguage): LanguageExtractor {
  const apis = LEXICAL_APIS[language];
  return {
    extract(unit, _grammar, context) {
      return extractLexicalFacts(unit, apis, context);
    },
  };
}

function extractLexicalFacts(unit: Unit, apis: LexicalApis, context: ExtractContext): Fact[] {
  const facts: Fact[] = [];
  /** Taint of each assigned variable, with the pattern that finds a reference to it (compiled once). */
  const variables = new Map<string, { taint: number; reference: RegExp }>();
  /** Addresses held in variables (`uri = URI("https://…")`), for calls that name the variable. */
  const addresses = new Map<string, string>();
  const envRead = new RegExp(apis.envRead.source, 'g');
  for (const { text, line } of statementsOf(unit, apis)) {
    const base = { line, text: text.trim().split('\n')[0] ?? '' };
    let taint = 0;
    const referenced = [...variables].filter(([, v]) => v.reference.test(text));
    for (const [, v] of referenced) taint |= v.taint;
    if (apis.decode.test(text)) taint |= DECODED;
    if (apis.envDump.test(text)) {
      taint |= ENVIRONMENT;
      facts.push({ kind: 'env', op: 'dump', ...base });
    }
    for (const m of text.matchAll(envRead)) {
      const name = m.slice(1).find((g) => g !== undefined) ?? '';
      if (isSecretName(name)) {
        taint |= SECRET;
        facts.push({ kind: 'env', op: 'read', name, ...base });
      }
    }
    const sensitive = literals(text).filter((s) => isSensitivePath(s));
    if (sensitive.length > 0 && (apis.readFile.test(text) || apis.shell.test(text))) {
      taint |= SENSITIVE_FILE;
      for (const path of sensitive)
        facts.push({ kind: 'file', op: 'read', path, content: ['sensitive-file'], ...base });
    }
    let target = URL_RE.exec(text)?.[0];
    for (const [name] of referenced) target ??= addresses.get(name);
    // A file written with downloaded bytes: whatever names it now names code from the network.
    if (apis.writeFile.test(text) && (taint & NETWORK) !== 0)
      for (const [, v] of referenced) v.taint = NETWORK;
    const sends = taintList(taint & ~SOCKET);
    let produces = taint;
    const sent =
      (apis.send.test(text) && (target !== undefined || sends.length > 0)) ||
      ((taint & SOCKET) !== 0 && apis.socketWrite.test(text));
    if (sent) {
      facts.push({ kind: 'network', op: 'send', sends, api: 'lexical', ...targetOf(target), ...base });
    } else if (apis.fetch.test(text)) {
      facts.push({ kind: 'network', op: 'fetch', sends, api: 'lexical', ...targetOf(target), ...base });
      produces |= NETWORK;
    }
    if (apis.connect.test(text)) {
      facts.push({ kind: 'network', op: 'connect', sends: [], api: 'lexical', ...targetOf(target), ...base });
      produces |= SOCKET | NETWORK;
    }
    // What a sink on this statement consumes includes what a fetch on the same statement returns.
    const consumed = produces & ~SOCKET;
    const input = taintList(consumed);
    const loader = apis.deserialize.exec(text)?.[0];
    if (loader !== undefined) facts.push({ kind: 'deserialize', api: apiName(loader), input, ...base });
    const evaluator = apis.evaluate.exec(text)?.[0];
    if (evaluator !== undefined) facts.push({ kind: 'exec', api: apiName(evaluator), input, ...base });
    const shell = apis.shell.exec(text);
    if (shell !== null)
      facts.push(...shellFactsOf(shell, text, line, consumed | (taint & SOCKET), context, base));
    const assigned = apis.assignment.exec(text)?.[1];
    if (assigned !== undefined) {
      variables.set(assigned, {
        taint: produces,
        reference: variables.get(assigned)?.reference ?? apis.reference(assigned),
      });
      if (target !== undefined) addresses.set(assigned, target);
    }
  }
  return facts;
}

/** A matched call as a fact names it: `Marshal.load`, `new ObjectInputStream`, `eval`. */
function apiName(match: string): string {
  return match.replace(/[\s(]+$/, '').replace(/\s+/g, ' ');
}

function targetOf(target: string | undefined): { target?: string } {
  return target === undefined ? {} : { target };
}

/** What a process starter runs: a literal command line is read as shell; anything else runs unseen. */
function shellFactsOf(
  match: RegExpExecArray,
  text: string,
  line: number,
  taint: number,
  context: ExtractContext,
  base: { line: number; text: string },
): Fact[] {
  const literal = match.slice(1).find((g) => g !== undefined);
  const command =
    literal === undefined
      ? undefined
      : /^\s*"/.test(literal)
        ? literals(literal).join(' ')
        : literal.replace(/\\(.)/g, '$1');
  const input: Taint[] = taintList(taint & ~SOCKET);
  const facts: Fact[] = [];
  if (command !== undefined && command.trim() !== '') {
    const shellFacts = context.shell(command, line, input);
    // `exec.Command("bash", "-c", cmd)`: the shell's own script is the variable, not the literal.
    const runsVariable = /^\s*(?:\S*\/)?(?:ba|z|da)?sh\s+-c\s*$/.test(command);
    if (!runsVariable) facts.push(...shellFacts);
    // `system("sh", path)` with `path` holding a download: the literal is only the interpreter.
    const carriesCode = (taint & (NETWORK | DECODED)) !== 0;
    if (!runsVariable && (taint & SOCKET) === 0 && !carriesCode) return facts;
  }
  if ((taint & SOCKET) !== 0 && SHELL_PROGRAM_RE.test(text)) {
    facts.push({
      kind: 'process',
      program: 'sh',
      args: [],
      stdin: ['network'],
      argTaint: [],
      socketStdio: true,
      ...base,
    });
    return facts;
  }
  facts.push({ kind: 'exec', api: 'shell', input, ...base });
  return facts;
}

/** The string literals of a statement, unescaped. */
function literals(text: string): string[] {
  return [...text.matchAll(STRING_RE)].map((m) => (m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1'));
}

/**
 * Statements of the unit: comments removed (outside strings), lines joined while brackets are open, so a
 * call written over several lines is one statement on the line it starts.
 */
function statementsOf(unit: Unit, apis: LexicalApis): Statement[] {
  const statements: Statement[] = [];
  const lines = unit.text.split('\n');
  let open: Statement | undefined;
  let depth = 0;
  let inBlockComment = false;
  lines.forEach((raw, i) => {
    const stripped = stripComments(raw, apis, inBlockComment);
    inBlockComment = stripped.inBlockComment;
    const code = stripped.code;
    if (open === undefined) open = { text: code, line: unit.firstLine + i };
    else open.text += `\n${code}`;
    depth += bracketBalance(code);
    if (depth <= 0 || open.text.length > 8000) {
      statements.push(open);
      open = undefined;
      depth = 0;
    }
  });
  if (open !== undefined) statements.push(open);
  return statements;
}

/**
 * How many brackets a line leaves open. Braces count only where they open a literal (`= {`, `({`,
 * `=> {`, `, {`): a brace after `)` or a keyword opens a block, and a whole function is not a statement.
 */
function bracketBalance(code: string): number {
  let depth = 0;
  let braces = 0;
  let previous = '';
  for (const c of code.replace(STRING_RE, '""')) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '{' && /[=([,:>]/.test(previous)) braces++;
    else if (c === '}' && braces > 0) braces--;
    if (c.trim() !== '') previous = c;
  }
  return depth + braces;
}

function stripComments(
  line: string,
  apis: LexicalApis,
  inBlock: boolean,
): { code: string; inBlockComment: boolean } {
  let code = '';
  let quote: string | undefined;
  let block = inBlock;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] ?? '';
    if (block) {
      if (c === '*' && line[i + 1] === '/') {
        block = false;
        i++;
      }
      continue;
    }
    if (quote !== undefined) {
      code += c;
      if (c === '\\') code += line[++i] ?? '';
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      quote = c;
      code += c;
      continue;
    }
    if (apis.blockComments && c === '/' && line[i + 1] === '*') {
      block = true;
      i++;
      continue;
    }
    // `#` starts a comment only where a word cannot continue (`$#array`, `#{x}` in Ruby strings aside).
    if (
      apis.lineComment.some((m) => line.startsWith(m, i)) &&
      (c !== '#' || !/[$\w]/.test(line[i - 1] ?? ''))
    ) {
      break;
    }
    code += c;
  }
  return { code, inBlockComment: block };
}
