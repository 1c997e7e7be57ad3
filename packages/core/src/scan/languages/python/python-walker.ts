import type { Fact, LoopFact, ProcessFact, Unit } from '../../facts.js';
import type { Grammar } from '../../load-grammars.js';
import { secretFileMatchedBy } from '../../sensitive-paths.js';
import type { ExtractContext } from '../language-extractor.js';
import { DECODED, ENVIRONMENT, NETWORK, SECRET, taintList } from '../shell/taint-bits.js';
import { CALL_HANDLERS, METHOD_HANDLERS } from './call-handlers.js';
import type { CallInfo } from './call-info.js';
import { bytesToText } from './python-decoders.js';
import { BUILTINS, canonicalName } from './python-names.js';
import {
  concat,
  elementOf,
  isExact,
  MAX_ALTERNATIVES,
  mergeValues,
  type PyFunction,
  type PyValue,
  str,
  taintOfAll,
  textOf,
  textsOf,
  UNKNOWN,
} from './python-value.js';
import { type PyNode, toPythonTree } from './to-python-tree.js';

const KNOWN_MODULES: ReadonlySet<string> = new Set(
  [...CALL_HANDLERS.keys()].map((name) => name.split('.', 1)[0] ?? ''),
);

/** The values of a dict whose every value is one literal string, or undefined. */
function tableOfLiterals(dict: ReadonlyMap<string, PyValue>): string[] | undefined {
  const values = [...dict.values()];
  if (values.length === 0 || values.length > MAX_ALTERNATIVES) return undefined;
  const texts: string[] = [];
  for (const v of values) {
    if (!isExact(v) || v.taint !== 0 || v.strs?.length !== 1) return undefined;
    texts.push(textOf(v));
  }
  return texts;
}

/** How deep helper calls are followed (a call inside a called helper inside …). */
const MAX_CALL_DEPTH = 6;
/** How deep first calls of helpers are followed (each helper is read at least once where it can be). */
const MAX_FIRST_CALL_DEPTH = 24;
/** Decoded or evaluated code read again as Python, and sibling modules read for their helpers. */
const MAX_REPARSE_DEPTH = 3;
/** Items of a literal list a comprehension is evaluated over one by one. */
const MAX_UNROLLED_ITEMS = 4096;
const MAX_FACT_TEXT_CHARS = 300;
/** Base classes of HTTP client transports and adapters: the client hands them every request it makes. */
const TRANSPORT_BASE_RE =
  /\b(?:(?:Async)?(?:Base|HTTP)Transport|HTTPAdapter|BaseAdapter|BaseHandler|HTTPHandler|HTTPSHandler)\b/;
/** The hook of such a class that receives the request (`handle_request`, `send`, `http_request`). */
const REQUEST_HOOK_RE = /^(?:handle_(?:async_)?request|send|https?_request)$/;

/** Work shared by every walker of one unit: bounded, so hostile code cannot make extraction explode. */
export interface WalkBudget {
  calls: number;
  parses: number;
  /** Distinct command lines handed to the shell extractor. */
  shells: number;
}

/** Results shared by every walker of one unit, so that repeated work is done once. */
export interface WalkMemo {
  /** Facts of each command line handed to the shell, by taint and text. */
  shell: Map<string, Fact[]>;
  /** What a call of a unit's function returned, by function, call site and arguments. */
  calls: Map<string, PyValue>;
}

export interface WalkerOptions {
  memo: WalkMemo;
  unit: Unit;
  grammar: Grammar;
  context: ExtractContext;
  facts: Fact[];
  budget: WalkBudget;
  /** Namespaces of sibling modules already read, by path in the package (null while being read). */
  modules: Map<string, Map<string, PyValue> | null>;
  /** Code read again (decoded, evaluated, imported): how many times already. */
  depth: number;
  /** Facts of code that has no lines of its own in the file are reported at this call. */
  site?: { line: number; text: string };
  globals?: Map<string, PyValue>;
  /** The path in the package of the file whose code this walker reads. */
  modulePath: string;
  /** Facts are dropped: a sibling module is read only for the names it defines. */
  silent?: boolean;
}

interface LoopState {
  endless: boolean;
  /** A `break` of this loop: `while True:` that polls until a condition holds ends. */
  breaks: boolean;
  start: number;
  forks: boolean;
  fills: boolean;
  started: Set<object>;
}

/**
 * Reads one Python module top to bottom as Python would run it: names are bound by imports and
 * assignments into module and function scopes, calls of the unit's own functions are followed with
 * their arguments bound, and calls of library functions are handed to `call-handlers.ts`, which turns
 * them into facts. Values carry taint (`python-value.ts`) from sources (downloads, decoders, secrets,
 * the environment, credential files) to the operations that use them.
 */
export class PythonWalker {
  readonly unit: Unit;
  readonly grammar: Grammar;
  readonly context: ExtractContext;
  readonly options: WalkerOptions;
  globals: Map<string, PyValue>;
  locals: Map<string, PyValue> | undefined;
  /** Names a function declared `global`. */
  private globalNames: Set<string> | undefined;
  site: { line: number; text: string } | undefined;
  private returns: PyValue[] | undefined;
  /** What the running function yields: a generator's caller iterates over these. */
  private yields: PyValue[] | undefined;
  private callDepth = 0;
  private readonly loops: LoopState[] = [];
  private readonly defined: PyFunction[] = [];
  /** Lambdas already in `defined`: one evaluated in a loop is one function, not one per pass. */
  private readonly definedLambdas = new WeakSet<PyNode>();
  /** Standard input and output were replaced by a socket (`os.dup2(s.fileno(), 0)`). */
  stdioSocket = false;
  /** What the unit wrote (or copied) to each path, so a later read or run sees it. */
  readonly written = new Map<string, number>();

  constructor(options: WalkerOptions) {
    this.options = options;
    this.unit = options.unit;
    this.grammar = options.grammar;
    this.context = options.context;
    this.globals = options.globals ?? new Map();
    this.site = options.site;
  }

  get depth(): number {
    return this.options.depth;
  }

  /** Reads a module's text, then the functions nothing called (their parameters unknown). */
  run(text: string): void {
    const tree = this.grammar.parser.parse(text);
    if (tree === null) return;
    let root: PyNode;
    try {
      root = toPythonTree(tree, text, this.grammar.language);
    } finally {
      tree.delete();
    }
    this.block(root.namedChildren);
    if (this.options.silent === true) return;
    for (let i = 0; i < this.defined.length; i++) {
      const fn = this.defined[i] as PyFunction;
      if (!fn.called && !fn.foreign)
        this.invoke(fn, fn.receivesRequests === true ? [{ taint: SECRET }] : [], new Map(), undefined);
    }
  }

  // ---------------------------------------------------------------- facts

  lineOf(node: PyNode): number {
    return this.site?.line ?? this.unit.firstLine + node.row;
  }

  textOf(node: PyNode): string {
    const text = this.site?.text ?? node.text;
    return text.length > MAX_FACT_TEXT_CHARS ? text.slice(0, MAX_FACT_TEXT_CHARS) : text;
  }

  emit(fact: Fact): void {
    if (this.options.silent === true) return;
    if (this.site !== undefined) {
      fact.line = this.site.line;
      fact.text = this.site.text;
    }
    if (fact.kind === 'process' && this.loops.some((l) => l.endless)) fact.inEndlessLoop = true;
    if (fact.kind === 'file' && (fact.op === 'write' || fact.op === 'append')) {
      for (const loop of this.loops) loop.fills = true;
    }
    this.options.facts.push(fact);
  }

  /**
   * `os.fork()` inside a loop: the loop starts copies of the program. A started process object
   * (`multiprocessing.Process`) stops counting once the loop waits for it (`noteJoined`).
   */
  noteFork(started?: object): void {
    for (const loop of this.loops) {
      if (!loop.endless) continue;
      if (started === undefined) loop.forks = true;
      else loop.started.add(started);
    }
  }

  noteJoined(started: object): void {
    for (const loop of this.loops) loop.started.delete(started);
  }

  /** A list grown inside a loop: memory allocated without end if the loop has none. */
  noteGrowth(): void {
    for (const loop of this.loops) loop.fills = true;
  }

  /** Facts of a shell command line run from the unit, reported at `node`. */
  shell(command: string, node: PyNode, taint: number): Fact[] {
    // Helpers read once per call hand the same command lines to the shell again and again.
    const key = `${taint}\0${command}`;
    let cached = this.options.memo.shell.get(key);
    if (cached === undefined) {
      if (this.options.budget.shells <= 0) return [];
      this.options.budget.shells--;
      cached = this.context.shell(command, this.lineOf(node), taintList(taint));
      this.options.memo.shell.set(key, cached);
    }
    const facts = cached.map((f) => structuredClone(f));
    const line = this.lineOf(node);
    const text = this.textOf(node);
    for (const fact of facts) {
      fact.line = line;
      fact.text = text;
      this.emit(fact);
    }
    return facts;
  }

  // ---------------------------------------------------------------- names

  lookup(name: string): PyValue {
    if (this.locals !== undefined && !(this.globalNames?.has(name) ?? false)) {
      const local = this.locals.get(name);
      if (local !== undefined) return local;
    }
    const global = this.globals.get(name);
    if (global !== undefined) return global;
    if (name === '__file__') return { ...str(this.selfName()), script: true };
    if (BUILTINS.has(name)) return { taint: 0, ref: name === '__builtins__' ? 'builtins' : name };
    return { taint: 0, strs: [`$${name}`], exact: false };
  }

  bind(name: string, value: PyValue): void {
    if (this.locals !== undefined && !(this.globalNames?.has(name) ?? false)) this.locals.set(name, value);
    else this.globals.set(name, value);
  }

  selfName(): string {
    const path = this.options.modulePath;
    return path.slice(path.lastIndexOf('/') + 1);
  }

  // ---------------------------------------------------------------- statements

  block(statements: readonly PyNode[]): void {
    for (const s of statements) this.statement(s);
  }

  private body(node: PyNode, field = 'body'): void {
    const body = node.field(field);
    if (body !== undefined) this.block(body.type === 'block' ? body.namedChildren : [body]);
  }

  statement(node: PyNode): void {
    switch (node.type) {
      case 'expression_statement':
        for (const e of node.namedChildren) this.expr(e);
        return;
      case 'import_statement':
      case 'import_from_statement':
      case 'future_import_statement':
        this.importStatement(node);
        return;
      case 'function_definition':
        this.defineFunction(node);
        return;
      case 'decorated_definition': {
        for (const d of node.namedChildren) if (d.type === 'decorator') this.expr(d.namedChildren[0]);
        const def = node.field('definition');
        if (def !== undefined) this.statement(def);
        return;
      }
      case 'class_definition': {
        const methods = new Map<string, PyValue>();
        const saved = this.classMethods;
        const savedTransport = this.inTransport;
        this.classMethods = methods;
        this.inTransport = TRANSPORT_BASE_RE.test(
          node.namedChildren.find((c) => c.type === 'argument_list')?.text ?? '',
        );
        try {
          this.body(node);
        } finally {
          this.classMethods = saved;
          this.inTransport = savedTransport;
        }
        const name = node.field('name')?.text;
        if (name !== undefined) this.bind(name, { taint: 0, obj: { kind: 'class', methods } });
        return;
      }
      case 'if_statement': {
        const condition = node.field('condition');
        this.expr(condition);
        const restore = this.narrowToNamedFile(condition);
        try {
          this.body(node, 'consequence');
        } finally {
          restore();
        }
        for (const alt of node.fields('alternative')) {
          this.expr(alt.field('condition'));
          this.body(alt, alt.type === 'elif_clause' ? 'consequence' : 'body');
        }
        return;
      }
      case 'for_statement':
        this.forStatement(node);
        return;
      case 'while_statement':
        this.whileStatement(node);
        return;
      case 'try_statement':
        this.body(node);
        for (const c of node.namedChildren) {
          if (c.type === 'except_clause' || c.type === 'except_group_clause') {
            const block = c.namedChildren.find((n) => n.type === 'block');
            if (block !== undefined) this.block(block.namedChildren);
          } else if (c.type === 'else_clause' || c.type === 'finally_clause') this.body(c);
        }
        return;
      case 'with_statement':
        this.withStatement(node);
        return;
      case 'return_statement': {
        const value = node.namedChildren[0];
        const result = value === undefined ? UNKNOWN : this.expr(value);
        this.returns?.push(result);
        return;
      }
      case 'global_statement':
      case 'nonlocal_statement':
        if (this.locals !== undefined) {
          this.globalNames ??= new Set();
          for (const n of node.namedChildren) this.globalNames.add(n.text);
        }
        return;
      case 'block':
        this.block(node.namedChildren);
        return;
      case 'match_statement':
        this.expr(node.field('subject'));
        for (const c of node.namedChildren)
          if (c.type === 'block') for (const k of c.namedChildren) if (k.type === 'case_clause') this.body(k);
        return;
      case 'break_statement': {
        const loop = this.loops.at(-1);
        if (loop !== undefined) loop.breaks = true;
        return;
      }
      case 'comment':
      case 'pass_statement':
      case 'continue_statement':
        return;
      default:
        // raise, assert, del, print (Python 2), exec (Python 2), type aliases: evaluate what they hold.
        for (const e of node.namedChildren) this.expr(e);
    }
  }

  private importStatement(node: PyNode): void {
    if (node.type === 'import_statement') {
      for (const name of node.fields('name')) {
        if (name.type === 'aliased_import') {
          const dotted = name.field('name')?.text ?? '';
          this.importsWritten(dotted, name);
          this.bind(name.field('alias')?.text ?? dotted, this.moduleValue(dotted, 0));
        } else {
          const dotted = name.text;
          this.importsWritten(dotted, name);
          const head = dotted.split('.')[0] ?? dotted;
          this.bind(head, this.moduleValue(head, 0));
        }
      }
      return;
    }
    const moduleNode = node.field('module_name');
    if (moduleNode === undefined) return;
    let level = 0;
    let module = moduleNode.text;
    if (moduleNode.type === 'relative_import') {
      const prefix = moduleNode.namedChildren.find((c) => c.type === 'import_prefix')?.text ?? '';
      level = prefix.length;
      module = moduleNode.namedChildren.find((c) => c.type === 'dotted_name')?.text ?? '';
    }
    const names = node.fields('name');
    if (level === 0) this.importsWritten(module, moduleNode);
    const from = this.moduleValue(module, level);
    for (const name of names) {
      const [orig, alias] =
        name.type === 'aliased_import'
          ? [name.field('name')?.text ?? '', name.field('alias')?.text ?? '']
          : [name.text, name.text];
      if (from.module !== undefined) {
        const member = from.module.get(orig);
        this.bind(alias, member ?? this.moduleValue(module === '' ? orig : `${module}.${orig}`, level));
      } else if (module === '' || level > 0) {
        this.bind(alias, this.moduleValue(module === '' ? orig : `${module}.${orig}`, level));
      } else {
        this.bind(alias, { taint: 0, ref: canonicalName(`${module}.${orig}`) });
      }
    }
    if (names.length === 0 && from.module !== undefined) {
      // `from helpers import *`
      for (const [k, v] of from.module) this.bind(k, v);
    }
  }

  /**
   * Importing a module runs its file: when the unit itself wrote `<name>.py` (or `<name>/__init__.py`)
   * with bytes from the network or a decoder, the import executes what it downloaded (a module fetched
   * into a folder put on `sys.path`, then `import`ed or `importlib.import_module`ed).
   */
  /** A module whose functions the extractor reads (`os`, `subprocess`, `requests`): importing it matters. */
  knowsModule(dotted: string): boolean {
    const top = dotted.split('.', 1)[0] ?? '';
    return KNOWN_MODULES.has(top) || BUILTINS.has(top);
  }

  importsWritten(dotted: string, node: PyNode): void {
    const rel = dotted.split('.').join('/');
    if (rel === '') return;
    let taint = 0;
    for (const [path, written] of this.written) {
      if ((written & (NETWORK | DECODED)) === 0) continue;
      const file = path.replace(/^["']|["']$/g, '');
      if ([`${rel}.py`, `${rel}/__init__.py`].some((c) => file === c || file.endsWith(`/${c}`)))
        taint |= written & (NETWORK | DECODED);
    }
    if (taint === 0) return;
    this.emit({
      kind: 'exec',
      api: 'import',
      input: taintList(taint),
      line: this.lineOf(node),
      text: this.textOf(node),
    });
  }

  /** A module by its dotted name: a sibling file of the package when there is one, else a library. */
  private moduleValue(dotted: string, level: number): PyValue {
    const path = this.siblingPath(dotted, level);
    if (path !== undefined) {
      const namespace = this.loadModule(path);
      if (namespace !== undefined) return { taint: 0, module: namespace, ref: dotted };
    }
    return { taint: 0, ref: canonicalName(dotted) };
  }

  private siblingPath(dotted: string, level: number): string | undefined {
    const read = this.context.packageFile;
    if (read === undefined || dotted === '') return undefined;
    const here = this.options.modulePath.split('/').slice(0, -1);
    const bases =
      level > 0 ? [here.slice(0, Math.max(0, here.length - (level - 1)))] : [here, here.slice(0, 1), []];
    const rel = dotted.split('.').join('/');
    for (const base of bases) {
      for (const candidate of [`${rel}.py`, `${rel}/__init__.py`]) {
        const path = [...base, candidate].join('/');
        if (path !== this.options.modulePath && read(path) !== undefined) return path;
      }
    }
    return undefined;
  }

  private loadModule(path: string): Map<string, PyValue> | undefined {
    const cached = this.options.modules.get(path);
    if (cached !== undefined) return cached ?? undefined;
    const text = this.context.packageFile?.(path);
    if (text === undefined || this.depth >= MAX_REPARSE_DEPTH || this.options.budget.parses <= 0) return;
    this.options.budget.parses--;
    this.options.modules.set(path, null);
    const walker = new PythonWalker({
      ...this.options,
      facts: [],
      depth: this.depth + 1,
      globals: new Map(),
      modulePath: path,
      silent: true,
      site: undefined,
    });
    walker.markForeign = true;
    try {
      walker.run(text);
    } catch {
      // An unreadable sibling defines nothing we follow.
    }
    this.options.modules.set(path, walker.globals);
    return walker.globals;
  }

  /** Functions defined by a walker reading a sibling module belong to that module. */
  markForeign = false;

  /** Methods of the class whose body is being read. */
  private classMethods: Map<string, PyValue> | undefined;

  /** The class whose body is being read wraps an HTTP client's transport. */
  private inTransport = false;

  private defineFunction(node: PyNode): void {
    const name = node.field('name')?.text ?? '<lambda>';
    const fn: PyFunction = { name, node, globals: this.globals, foreign: this.markForeign, called: false };
    if (this.inTransport && REQUEST_HOOK_RE.test(name)) fn.receivesRequests = true;
    this.defined.push(fn);
    if (this.classMethods !== undefined) this.classMethods.set(name, { taint: 0, fn });
    else this.bind(name, { taint: 0, fn });
    // Methods are found through `self.name(…)` as well.
    if (this.locals === undefined) this.globals.set(`self.${name}`, { taint: 0, fn });
  }

  private forStatement(node: PyNode): void {
    const iterable = this.expr(node.field('right'));
    const left = node.field('left');
    const endless = iterable.endless === true;
    const items = iterable.items;
    const loop = this.enterLoop(endless);
    if (left !== undefined) this.assignTarget(left, elementOf(iterable));
    this.body(node);
    const iterations =
      items !== undefined ? items.length : iterable.range !== undefined ? iterable.range : undefined;
    this.leaveLoop(node, loop, iterations);
    for (const alt of node.fields('alternative')) this.body(alt);
  }

  private whileStatement(node: PyNode): void {
    const condition = this.expr(node.field('condition'));
    const loop = this.enterLoop(condition.truthy === true);
    this.body(node);
    this.leaveLoop(node, loop, undefined);
    for (const alt of node.fields('alternative')) this.body(alt);
  }

  private enterLoop(endless: boolean): LoopState {
    const loop: LoopState = {
      endless,
      breaks: false,
      start: this.options.facts.length,
      forks: false,
      fills: false,
      started: new Set(),
    };
    this.loops.push(loop);
    return loop;
  }

  private leaveLoop(node: PyNode, loop: LoopState, iterations: number | undefined): void {
    this.loops.pop();
    const inside = this.options.facts.slice(loop.start);
    const processes = inside.filter((f): f is ProcessFact => f.kind === 'process');
    const fact: LoopFact = {
      kind: 'loop',
      line: this.lineOf(node),
      text: this.textOf(node).split('\n')[0] ?? '',
      endless: loop.endless && !loop.breaks,
      spawns: processes.some((p) => p.background === true) || loop.forks || loop.started.size > 0,
      forks:
        loop.forks ||
        loop.started.size > 0 ||
        (loop.endless && processes.some((p) => p.runsSelf === true && p.background !== false)),
      fills: loop.fills && !loop.breaks,
      ...(iterations === undefined ? {} : { iterations }),
    };
    this.emit(fact);
  }

  private withStatement(node: PyNode): void {
    const clause = node.namedChildren.find((c) => c.type === 'with_clause');
    for (const item of clause?.namedChildren ?? []) {
      const value = item.field('value');
      if (value?.type === 'as_pattern') {
        const bound = this.expr(value.namedChildren[0]);
        const target = value.field('alias')?.namedChildren[0];
        if (target !== undefined) this.assignTarget(target, bound);
      } else this.expr(value);
    }
    this.body(node);
  }

  // ---------------------------------------------------------------- functions

  /** Runs one of the unit's functions with its arguments bound; its return value is what it returns. */
  invoke(fn: PyFunction, args: PyValue[], kw: Map<string, PyValue>, call: PyNode | undefined): PyValue {
    const first = !fn.called;
    fn.called = true;
    if (
      (!first && (this.callDepth >= MAX_CALL_DEPTH || this.options.budget.calls <= 0)) ||
      this.callDepth >= MAX_FIRST_CALL_DEPTH
    ) {
      return { taint: taintOfAll(args) | taintOfAll([...kw.values()]) };
    }
    // The same helper called the same way again does the same things on the same lines.
    const key = `${fn.node.startIndex}:${this.options.modulePath}:${this.site?.line ?? ''}:${this.callDepth === 0 ? '' : this.loops.some((l) => l.endless)}:${signature(args, kw)}`;
    const known = this.options.memo.calls.get(key);
    if (known !== undefined) return known;
    this.options.budget.calls--;
    const saved = {
      classMethods: this.classMethods,
      locals: this.locals,
      globals: this.globals,
      globalNames: this.globalNames,
      returns: this.returns,
      yields: this.yields,
      site: this.site,
    };
    this.classMethods = undefined;
    this.locals = new Map();
    this.globals = fn.globals;
    this.globalNames = undefined;
    this.returns = [];
    this.yields = [];
    if (fn.foreign && call !== undefined && this.site === undefined)
      this.site = { line: this.lineOf(call), text: this.textOf(call) };
    this.callDepth++;
    try {
      this.bindParameters(fn.node, args, kw);
      if (fn.node.type === 'lambda') {
        const body = fn.node.field('body');
        return this.expr(body);
      }
      this.body(fn.node);
      const yielded = mergeValues(this.yields);
      const result =
        this.yields.length === 0 ? mergeValues(this.returns) : { taint: yielded.taint, elem: yielded };
      this.options.memo.calls.set(key, result);
      return result;
    } finally {
      this.callDepth--;
      this.classMethods = saved.classMethods;
      this.locals = saved.locals;
      this.globals = saved.globals;
      this.globalNames = saved.globalNames;
      this.returns = saved.returns;
      this.yields = saved.yields;
      this.site = saved.site;
    }
  }

  private bindParameters(node: PyNode, args: PyValue[], kw: Map<string, PyValue>): void {
    const params = node.field('parameters')?.namedChildren ?? [];
    let position = 0;
    const isMethod = params[0]?.text === 'self' || params[0]?.text === 'cls';
    for (const p of params) {
      if (isMethod && p === params[0]) {
        this.locals?.set(p.text, { taint: 0, instance: true });
        continue;
      }
      switch (p.type) {
        case 'identifier': {
          this.locals?.set(
            p.text,
            kw.get(p.text) ?? args[position] ?? { taint: 0, strs: [`$${p.text}`], exact: false },
          );
          position++;
          break;
        }
        case 'default_parameter':
        case 'typed_default_parameter': {
          const name = p.field('name')?.text ?? '';
          const given = kw.get(name) ?? args[position];
          this.locals?.set(name, given ?? this.expr(p.field('value')));
          position++;
          break;
        }
        case 'typed_parameter': {
          const name = p.namedChildren[0]?.text ?? '';
          this.locals?.set(name, kw.get(name) ?? args[position] ?? { taint: 0 });
          position++;
          break;
        }
        case 'list_splat_pattern': {
          const name = p.namedChildren[0]?.text ?? '';
          const rest = args.slice(position);
          this.locals?.set(name, { taint: taintOfAll(rest), items: rest });
          position = args.length;
          break;
        }
        case 'dictionary_splat_pattern': {
          const name = p.namedChildren[0]?.text ?? '';
          this.locals?.set(name, { taint: taintOfAll([...kw.values()]), dict: new Map(kw) });
          break;
        }
        default:
      }
    }
  }

  // ---------------------------------------------------------------- assignment

  assignTarget(target: PyNode, value: PyValue): void {
    switch (target.type) {
      case 'identifier':
        this.bind(target.text, value);
        return;
      case 'pattern_list':
      case 'tuple_pattern':
      case 'list_pattern':
      case 'tuple':
      case 'list': {
        const parts = target.namedChildren;
        parts.forEach((part, i) => {
          const item = value.items?.[i] ?? {
            taint: value.taint,
            ...(value.wholeEnv ? { wholeEnv: true } : {}),
          };
          this.assignTarget(
            part.type === 'list_splat_pattern' ? (part.namedChildren[0] ?? part) : part,
            item,
          );
        });
        return;
      }
      case 'parenthesized_expression':
        if (target.namedChildren[0] !== undefined) this.assignTarget(target.namedChildren[0], value);
        return;
      case 'attribute':
        this.expr(target.field('object'));
        if (target.text.startsWith('self.')) this.globals.set(target.text, value);
        else this.bind(target.text, value);
        return;
      case 'subscript': {
        const container = target.field('value');
        if (container === undefined) return;
        const current = this.expr(container);
        const key = this.expr(target.field('subscript'));
        if (current.ref === 'os.environ') return;
        const dict = new Map(current.dict);
        if (isExact(key)) dict.set(textOf(key), value);
        const updated: PyValue = { ...current, taint: current.taint | value.taint, dict };
        if (container.type === 'identifier') this.bind(container.text, updated);
        return;
      }
      default:
    }
  }

  // ---------------------------------------------------------------- expressions

  expr(node: PyNode | undefined): PyValue {
    if (node === undefined) return UNKNOWN;
    switch (node.type) {
      case 'identifier':
        return this.lookup(node.text);
      case 'string':
        return this.stringLiteral(node);
      case 'concatenated_string':
        return concat(node.namedChildren.map((c) => this.expr(c)));
      case 'integer': {
        const n = Number(node.text.replace(/_/g, '').replace(/^0o/i, '0o'));
        return {
          taint: 0,
          int: Number.isFinite(n) ? n : undefined,
          truthy: n !== 0,
          strs: [String(n)],
          exact: true,
        };
      }
      case 'float':
        return { taint: 0, strs: [node.text], exact: true };
      case 'true':
        return { taint: 0, truthy: true, strs: ['True'], exact: true };
      case 'false':
      case 'none':
        return { taint: 0, truthy: false };
      case 'parenthesized_expression':
        return this.expr(node.namedChildren.at(-1));
      case 'assignment':
        return this.assignment(node);
      case 'augmented_assignment':
        return this.augmented(node);
      case 'named_expression': {
        const value = this.expr(node.field('value'));
        const name = node.field('name');
        if (name !== undefined) this.bind(name.text, value);
        return value;
      }
      case 'call':
        return this.call(node);
      case 'attribute':
        return this.attribute(this.expr(node.field('object')), node.field('attribute')?.text ?? '', false);
      case 'subscript':
        return this.subscript(node);
      case 'binary_operator':
        return this.binary(node);
      case 'boolean_operator':
        return mergeValues([this.expr(node.field('left')), this.expr(node.field('right'))]);
      case 'conditional_expression': {
        const [a, cond, b] = node.namedChildren;
        this.expr(cond);
        return mergeValues([this.expr(a), this.expr(b)]);
      }
      case 'not_operator': {
        const v = this.expr(node.field('argument'));
        return v.truthy === undefined ? { taint: 0 } : { taint: 0, truthy: !v.truthy };
      }
      case 'comparison_operator':
        for (const c of node.namedChildren) this.expr(c);
        return { taint: 0 };
      case 'unary_operator': {
        const v = this.expr(node.field('argument'));
        return v.int === undefined ? v : { taint: v.taint, int: -v.int };
      }
      case 'list':
      case 'tuple':
      case 'set':
      case 'expression_list': {
        const items: PyValue[] = [];
        for (const c of node.namedChildren) {
          const v = this.expr(c.type === 'list_splat' ? c.namedChildren[0] : c);
          if (c.type === 'list_splat' && v.items !== undefined) items.push(...v.items);
          else items.push(v);
        }
        return { taint: taintOfAll(items), items, wholeEnv: items.some((i) => i.wholeEnv) || undefined };
      }
      case 'dictionary':
        return this.dictionary(node);
      case 'list_comprehension':
      case 'set_comprehension':
      case 'generator_expression':
      case 'dictionary_comprehension':
        return this.comprehension(node);
      case 'lambda': {
        const fn: PyFunction = {
          name: '<lambda>',
          node,
          globals: this.globals,
          foreign: this.markForeign,
          called: false,
        };
        // A lambda handed to a thread, a timer or a callback registry runs later: read like a function
        // nothing called, if nothing here calls it.
        if (!this.definedLambdas.has(node)) {
          this.definedLambdas.add(node);
          this.defined.push(fn);
        }
        return { taint: 0, fn };
      }
      case 'await':
        return this.expr(node.namedChildren[0]);
      case 'yield': {
        // `yield from xs` hands on each element of `xs`; `yield x` hands on `x`.
        const value = this.expr(node.namedChildren[0]);
        this.yields?.push(/^yield\s+from\b/.test(node.text) ? elementOf(value) : value);
        return UNKNOWN;
      }
      case 'list_splat':
      case 'dictionary_splat':
      case 'keyword_argument':
        return this.expr(node.namedChildren.at(-1));
      case 'ellipsis':
        return UNKNOWN;
      default: {
        const values = node.namedChildren.map((c) => this.expr(c));
        return { taint: taintOfAll(values) };
      }
    }
  }

  private stringLiteral(node: PyNode): PyValue {
    const start = node.children[0];
    const prefix = (start?.text ?? '').replace(/["']+$/, '').toLowerCase();
    const raw = prefix.includes('r');
    const parts: PyValue[] = [];
    for (const c of node.namedChildren) {
      if (c.type === 'string_content')
        parts.push(str(raw ? c.text : unescapePython(c.text, prefix.includes('b'))));
      else if (c.type === 'interpolation') {
        const inner = this.expr(c.field('expression'));
        parts.push(inner);
      }
    }
    if (parts.length === 0) return str('');
    return parts.length === 1 ? (parts[0] as PyValue) : concat(parts);
  }

  private assignment(node: PyNode): PyValue {
    const right = node.field('right');
    const value = right === undefined ? UNKNOWN : this.expr(right);
    const left = node.field('left');
    if (left !== undefined && right !== undefined) this.assignTarget(left, value);
    return value;
  }

  private augmented(node: PyNode): PyValue {
    const left = node.field('left');
    const current = this.expr(left);
    const added = this.expr(node.field('right'));
    const op = node.field('operator')?.text ?? '+=';
    let value: PyValue;
    if (
      op === '+=' &&
      (current.strs !== undefined || added.strs !== undefined) &&
      current.items === undefined
    )
      value = concat([current, added]);
    else if (op === '+=' && current.items !== undefined)
      value = {
        ...current,
        taint: current.taint | added.taint,
        items: [...current.items, ...(added.items ?? [added])].slice(0, MAX_UNROLLED_ITEMS),
      };
    else value = { ...current, taint: current.taint | added.taint };
    if (op === '+=' && current.items !== undefined) this.noteGrowth();
    if (left !== undefined) this.assignTarget(left, value);
    return value;
  }

  private dictionary(node: PyNode): PyValue {
    const dict = new Map<string, PyValue>();
    let taint = 0;
    let wholeEnv = false;
    for (const c of node.namedChildren) {
      if (c.type === 'pair') {
        const key = this.expr(c.field('key'));
        const value = this.expr(c.field('value'));
        taint |= value.taint;
        if (isExact(key)) dict.set(textOf(key), value);
      } else if (c.type === 'dictionary_splat') {
        const v = this.expr(c.namedChildren[0]);
        taint |= v.taint;
        if (v.wholeEnv === true) wholeEnv = true;
        if (v.dict !== undefined) for (const [k, x] of v.dict) dict.set(k, x);
      }
    }
    return { taint, dict, ...(wholeEnv ? { wholeEnv } : {}) };
  }

  private comprehension(node: PyNode): PyValue {
    const clauses = node.namedChildren.filter((c) => c.type === 'for_in_clause');
    const filters = node.namedChildren.filter((c) => c.type === 'if_clause');
    const body = node.field('body');
    const saved = this.locals;
    // Comprehension variables live in their own scope.
    this.locals = new Map(saved ?? []);
    const restoreGlobals = saved === undefined;
    try {
      const first = clauses[0];
      const iterable = this.expr(first?.field('right'));
      const left = first?.field('left');
      let result: PyValue;
      if (
        clauses.length === 1 &&
        filters.length === 0 &&
        iterable.items !== undefined &&
        iterable.items.length <= MAX_UNROLLED_ITEMS &&
        left !== undefined &&
        body !== undefined &&
        node.type !== 'dictionary_comprehension'
      ) {
        const items = iterable.items.map((item) => {
          this.assignTarget(left, item);
          return this.expr(body);
        });
        result = { taint: taintOfAll(items), items };
      } else {
        // A filter picks among the names of the innermost loop (`for root, _, files in os.walk(…) for f in files`).
        const filtered = (l: PyNode, of: PyValue, innermost: boolean): PyValue =>
          innermost ? this.filteredElement(l, of, filters) : elementOf(of);
        if (left !== undefined) this.assignTarget(left, filtered(left, iterable, clauses.length === 1));
        clauses.slice(1).forEach((c, i) => {
          const inner = this.expr(c.field('right'));
          const l = c.field('left');
          if (l !== undefined) this.assignTarget(l, filtered(l, inner, i === clauses.length - 2));
        });
        for (const f of filters) this.expr(f.namedChildren[0]);
        const element = this.expr(body);
        result = { taint: element.taint, elem: element };
        if (iterable.wholeEnv === true) result = this.filteredEnvironment(filters, element);
      }
      return result;
    } finally {
      this.locals = restoreGlobals ? undefined : saved;
    }
  }

  /**
   * `if name.endswith(".env"):` over names a listing gave: inside the branch, the name is the file the test
   * names (see `filteredElement`). Returns what puts the names back.
   */
  private narrowToNamedFile(condition: PyNode | undefined): () => void {
    if (condition === undefined || /\bnot\b|!=/.test(condition.text)) return () => {};
    const named = secretFileMatchedBy(condition.text);
    if (named === undefined) return () => {};
    const saved: [string, PyValue][] = [];
    const visit = (n: PyNode): void => {
      if (n.type === 'identifier') {
        const value = this.lookup(n.text);
        if (
          !isExact(value) &&
          value.fn === undefined &&
          value.ref === undefined &&
          value.module === undefined
        ) {
          saved.push([n.text, value]);
          this.bind(n.text, { ...value, strs: [named], exact: false });
        }
        return;
      }
      // `name.endswith(…)`: the object, not the method's name.
      if (n.type === 'attribute') {
        const object = n.field('object');
        if (object !== undefined) visit(object);
        return;
      }
      for (const c of n.namedChildren) visit(c);
    };
    visit(condition);
    return () => {
      for (const [name, value] of saved) this.bind(name, value);
    };
  }

  /**
   * The element a comprehension's filter lets through: `[f for f in os.listdir(d) if f.endswith(".env")]`
   * keeps, of names the walker cannot know, the secret-bearing file the filter names.
   */
  private filteredElement(left: PyNode, iterable: PyValue, filters: readonly PyNode[]): PyValue {
    const element = elementOf(iterable);
    if (left.type !== 'identifier' || filters.length === 0 || isExact(element)) return element;
    const named = secretFileMatchedBy(filters.map((f) => f.text).join(' '));
    return named === undefined ? element : { ...element, strs: [named], exact: false };
  }

  /**
   * A comprehension over `os.environ.items()`: without a filter it is a copy of the environment; a filter
   * that picks secret-looking names keeps what matters to a thief; a filter by the tool's own prefix or
   * a list of names is a configuration read.
   */
  private filteredEnvironment(filters: readonly PyNode[], element: PyValue): PyValue {
    if (filters.length === 0) return { taint: element.taint | ENVIRONMENT, wholeEnv: true };
    // The words can sit in a constant the filter names (`any(w in k for w in _INTERESTING)`).
    const named = filters.flatMap((f) => this.namedLiterals(f));
    const text = [...filters.map((f) => f.text), ...named].join(' ');
    if (/TOKEN|SECRET|KEY|PASS|CRED|AUTH|PRIVATE/i.test(text))
      return { taint: element.taint | ENVIRONMENT, wholeEnv: true };
    return { taint: element.taint & ~ENVIRONMENT };
  }

  /** The literal strings the names in an expression hold, one level deep (a tuple or list of them too). */
  private namedLiterals(node: PyNode): string[] {
    if (node.type === 'identifier') {
      const value = this.lookup(node.text);
      return [value, ...(value.items ?? [])].filter(isExact).flatMap((v) => textsOf(v));
    }
    return node.namedChildren.flatMap((c) => this.namedLiterals(c));
  }

  private binary(node: PyNode): PyValue {
    const op = node.field('operator')?.text ?? '';
    const left = this.expr(node.field('left'));
    const right = this.expr(node.field('right'));
    const taint = left.taint | right.taint;
    if (op === '+') {
      if (left.int !== undefined && right.int !== undefined) return { taint, int: left.int + right.int };
      if (left.items !== undefined && right.items !== undefined)
        return { taint, items: [...left.items, ...right.items].slice(0, MAX_UNROLLED_ITEMS) };
      const joined = concat(
        [left, right],
        [placeholderOf(node.field('left')), placeholderOf(node.field('right'))],
      );
      if (left.wholeEnv === true || right.wholeEnv === true) this.noteEnvironmentUse(node);
      return joined;
    }
    // No number divides by a string: `base / "Login Data"` joins a path whatever `base` turned out to be.
    if (op === '/' && (left.obj?.kind === 'path' || right.obj?.kind === 'path' || right.strs !== undefined)) {
      const joined = concat([left, str('/'), right]);
      // `Path(root) / name` of a walked `root` names a file of that tree, as `os.path.join` does.
      return { ...joined, obj: { kind: 'path' }, ...(left.under === undefined ? {} : { under: left.under }) };
    }
    if (op === '%' && left.strs !== undefined) return percentFormat(left, right);
    if (op === '*' && left.int !== undefined && right.int !== undefined)
      return { taint, int: left.int * right.int };
    if (
      op === '*' &&
      (left.strs !== undefined || left.items !== undefined) &&
      right.int !== undefined &&
      right.int > 1000
    )
      this.noteGrowth();
    return { taint };
  }

  /** The whole environment turned into text or data: what `print(os.environ)` and `str(os.environ)` do. */
  noteEnvironmentUse(node: PyNode): void {
    this.emit({ kind: 'env', op: 'dump', line: this.lineOf(node), text: this.textOf(node) });
  }

  attribute(object: PyValue, name: string, forCall: boolean): PyValue {
    if (object.module !== undefined) {
      const member = object.module.get(name);
      if (member !== undefined) return member;
      return { taint: 0, ref: `${object.ref ?? ''}.${name}` };
    }
    if (object.ref !== undefined && object.obj === undefined) {
      const ref = canonicalName(`${object.ref}.${name}`);
      if (ref === 'os.environ') return { taint: ENVIRONMENT, ref, wholeEnv: true };
      // `os.sys` is the `sys` module that `os` imported: the same interpreter path.
      if (ref === 'sys.executable' || ref === 'os.sys.executable') return { ...str('python3'), ref };
      if (ref === 'os.sep') return str('/');
      if (ref === 'os.linesep') return str('\n');
      if (ref === 'os.name') return str('posix');
      return { taint: 0, ref, ...(object.hiddenName ? { hiddenName: object.hiddenName } : {}) };
    }
    // `fh.name` of `NamedTemporaryFile()` or `open(p)`: the path the handle was opened on, so a script
    // written through the handle and then run by that name is the same file.
    if (object.obj?.kind === 'file' && name === 'name' && !forCall) return str(object.obj.path);
    if (object.obj?.kind === 'class') {
      const method = object.obj.methods.get(name);
      if (method !== undefined) return method;
    }
    if (object.instance === true) {
      const member = this.globals.get(`self.${name}`);
      if (member !== undefined) return member;
    }
    if (!forCall) {
      // `.text`, `.content`, `.stdout` of a response or a finished process carry what it carries.
      const property = METHOD_HANDLERS.property?.(this, object, name);
      if (property !== undefined) return property;
    }
    return { taint: object.taint, bound: { self: object, name } };
  }

  private subscript(node: PyNode): PyValue {
    const container = this.expr(node.field('value'));
    const indexNode = node.field('subscript');
    if (indexNode?.type === 'slice') {
      const parts = indexNode.namedChildren;
      const step = parts.length > 0 ? this.expr(parts.at(-1)) : UNKNOWN;
      if (
        /^::\s*-\s*1$/.test(indexNode.text.replace(/\s+/g, '')) ||
        indexNode.text.replace(/\s+/g, '') === '::-1'
      ) {
        const reversed = container.strs?.map((s) => [...s].reverse().join(''));
        return {
          taint: container.taint | DECODED,
          ...(reversed === undefined ? {} : { strs: reversed, exact: container.exact }),
        };
      }
      void step;
      return { taint: container.taint, ...(container.items ? { items: container.items } : {}) };
    }
    const index = this.expr(indexNode);
    if (container.ref === 'os.environ') return this.environmentRead(node, index);
    if (container.ref === 'sys.argv') {
      if (index.int === 0) return { ...str(this.selfName()), script: true };
      return { taint: 0, strs: ['$ARG'], exact: false };
    }
    if (container.ref === 'sys.modules' && isExact(index))
      return { taint: 0, ref: canonicalName(textOf(index)) };
    if (container.ref === 'builtins' && isExact(index)) {
      return {
        taint: 0,
        ref: canonicalName(textOf(index)),
        ...(index.hiddenName !== undefined || !isPlainString(indexNode)
          ? { hiddenName: (index.taint & DECODED) !== 0 ? ('decoded' as const) : ('split' as const) }
          : {}),
      };
    }
    if (container.dict !== undefined && isExact(index)) {
      const found = container.dict.get(textOf(index));
      if (found !== undefined) return found;
    }
    const choices = container.dict === undefined ? undefined : tableOfLiterals(container.dict);
    if (choices !== undefined) return { taint: index.taint, strs: choices, exact: false, oneOf: true };
    if (container.items !== undefined && index.int !== undefined) {
      const found = container.items.at(index.int);
      if (found !== undefined) return found;
    }
    return {
      taint: container.taint | index.taint,
      ...(container.elem !== undefined ? container.elem : {}),
      ...(container.wholeEnv ? { wholeEnv: false } : {}),
    };
  }

  /** `os.environ["X"]`, `os.getenv("X")`: one variable, a secret when its name says so. */
  environmentRead(node: PyNode, name: PyValue): PyValue {
    const handler = CALL_HANDLERS.get('os.getenv');
    const info: CallInfo = { node, args: [name], kw: new Map(), argNodes: [], callee: { taint: 0 } };
    return handler?.(this, info) ?? UNKNOWN;
  }

  call(node: PyNode): PyValue {
    const fnNode = node.field('function');
    const callee =
      fnNode?.type === 'attribute'
        ? this.attribute(this.expr(fnNode.field('object')), fnNode.field('attribute')?.text ?? '', true)
        : this.expr(fnNode);
    const argsNode = node.field('arguments');
    const args: PyValue[] = [];
    const argNodes: PyNode[] = [];
    const kw = new Map<string, PyValue>();
    const listed = argsNode?.type === 'argument_list' ? argsNode.namedChildren : [];
    for (const a of listed) {
      if (a.type === 'keyword_argument') {
        kw.set(a.field('name')?.text ?? '', this.expr(a.field('value')));
      } else if (a.type === 'list_splat') {
        const v = this.expr(a.namedChildren[0]);
        if (v.items !== undefined) args.push(...v.items);
        else args.push(v);
        argNodes.push(a);
      } else if (a.type === 'dictionary_splat') {
        const v = this.expr(a.namedChildren[0]);
        if (v.dict !== undefined) for (const [k, x] of v.dict) kw.set(k, x);
        else kw.set('**', v);
      } else if (a.type !== 'comment') {
        // `"".join(chr(c) for c in …)`: a bare generator argument is the argument list itself.
        args.push(this.expr(a));
        argNodes.push(a);
      }
    }
    if (argsNode?.type === 'generator_expression') {
      args.push(this.expr(argsNode));
      argNodes.push(argsNode);
    }
    const info: CallInfo = { node, args, kw, argNodes, callee };
    if (callee.fn !== undefined) return this.invoke(callee.fn, args, kw, node);
    if (callee.obj?.kind === 'class') {
      const init = callee.obj.methods.get('__init__')?.fn;
      if (init !== undefined) this.invoke(init, args, kw, node);
      return { taint: 0, instance: true, obj: callee.obj };
    }
    if (callee.ref !== undefined) {
      const handler = CALL_HANDLERS.get(callee.ref);
      if (handler !== undefined) return handler(this, info) ?? UNKNOWN;
      return this.unknownCall(info);
    }
    if (callee.bound !== undefined) {
      const result = METHOD_HANDLERS.method(this, info, callee.bound.self, callee.bound.name);
      if (result !== undefined) return result;
    }
    return this.unknownCall(info);
  }

  /** A call the walker does not model: what it returns carries what went in. */
  unknownCall(info: CallInfo): PyValue {
    const all = [...info.args, ...info.kw.values()];
    const selfTaint = info.callee.bound?.self.taint ?? 0;
    let taint = taintOfAll(all) | selfTaint;
    const ref = info.callee.ref ?? '';
    // A file handed to a library function that writes into it (`json.dump(x, f)`, `yaml.dump(x, f)`).
    const file = info.args.find((a) => a.obj?.kind === 'file' && /[wax+]/.test(a.obj.mode));
    if (file !== undefined && file.obj?.kind === 'file') {
      const content = taintOfAll(info.args.filter((a) => a !== file));
      METHOD_HANDLERS.writeFile(this, info.node, file.obj.path, file.obj.mode, content, undefined);
    }
    if (all.some((a) => a.wholeEnv === true) && !/^(?:dict|list|tuple|len|sorted|set|isinstance)$/.test(ref))
      this.noteEnvironmentUse(info.node);
    if (ref === 'len' || ref === 'isinstance' || ref === 'hasattr') taint = 0;
    const single = info.args[0];
    if (
      /^(?:str|os\.fspath|os\.path\.(?:expanduser|expandvars|abspath|realpath|normpath)|bytes|bytearray|pathlib\.Path|pathlib\.PurePath|pathlib\.PosixPath)$/.test(
        ref,
      ) &&
      single !== undefined
    ) {
      return { ...single, taint, ...(ref.startsWith('pathlib.') ? { obj: { kind: 'path' } } : {}) };
    }
    if (/^(?:dict|list|tuple|set|frozenset|sorted|iter)$/.test(ref) && single !== undefined)
      return { ...single, taint };
    return {
      taint,
      ...(all.some((a) => a.wholeEnv === true) && /^(?:dict|copy\.copy|copy\.deepcopy)$/.test(ref)
        ? { wholeEnv: true }
        : {}),
    };
  }

  /** Evaluated code whose text is known: read again as Python, its facts reported at the call. */
  reparse(code: string, node: PyNode): void {
    if (this.depth >= MAX_REPARSE_DEPTH || this.options.budget.parses <= 0 || this.options.silent === true)
      return;
    this.options.budget.parses--;
    const walker = new PythonWalker({
      ...this.options,
      depth: this.depth + 1,
      globals: this.globals,
      site: { line: this.lineOf(node), text: this.textOf(node) },
    });
    walker.stdioSocket = this.stdioSocket;
    try {
      walker.run(bytesToText(code));
    } catch {
      // What was found before the failure stands.
    }
  }
}

/** Arguments as far as they decide what a helper does. */
function signature(args: readonly PyValue[], kw: ReadonlyMap<string, PyValue>): string {
  const one = (v: PyValue): string =>
    `${v.taint}|${v.strs?.join('\u0001') ?? ''}|${v.ref ?? ''}|${v.obj?.kind ?? ''}|${v.fn?.name ?? ''}|${v.items?.length ?? ''}|${v.wholeEnv === true}|${v.under ?? ''}|${v.script === true}`;
  return [...args.map(one), ...[...kw].map(([k, v]) => `${k}=${one(v)}`)].join('\u0002');
}

function placeholderOf(node: PyNode | undefined): string {
  return node?.type === 'identifier' ? `$${node.text}` : '$X';
}

function isPlainString(node: PyNode | undefined): boolean {
  return node?.type === 'string' && !node.namedChildren.some((c) => c.type === 'interpolation');
}

/** `"%s/%s" % (a, b)`. */
function percentFormat(template: PyValue, args: PyValue): PyValue {
  const values = args.items ?? [args];
  let i = 0;
  const parts: PyValue[] = [];
  const text = textOf(template);
  let last = 0;
  for (const m of text.matchAll(/%[-#0 +]*\d*(?:\.\d+)?[sdrifxXoc%]/g)) {
    parts.push(str(text.slice(last, m.index)));
    parts.push(m[0] === '%%' ? str('%') : (values[i++] ?? UNKNOWN));
    last = (m.index ?? 0) + m[0].length;
  }
  parts.push(str(text.slice(last)));
  const joined = concat(parts);
  return {
    ...joined,
    taint: joined.taint | template.taint | args.taint,
    exact: joined.exact === true && template.exact === true,
  };
}

/** Python escapes in a non-raw literal. */
function unescapePython(text: string, bytes: boolean): string {
  if (!text.includes('\\')) return text;
  return text.replace(
    /\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|([0-7]{1,3})|N\{[^}]*\}|\r?\n|(.))/gs,
    (m, x, u, U, o, ch) => {
      if (x !== undefined) return String.fromCharCode(Number.parseInt(x, 16));
      if (!bytes && u !== undefined) return String.fromCharCode(Number.parseInt(u, 16));
      if (!bytes && U !== undefined) return String.fromCodePoint(Math.min(Number.parseInt(U, 16), 0x10ffff));
      if (o !== undefined) return String.fromCharCode(Number.parseInt(o, 8) & 0xff);
      if (m.startsWith('\\\n') || m.startsWith('\\\r')) return '';
      switch (ch) {
        case 'n':
          return '\n';
        case 't':
          return '\t';
        case 'r':
          return '\r';
        case '0':
          return '\0';
        case 'a':
          return '\x07';
        case 'b':
          return '\b';
        case 'f':
          return '\f';
        case 'v':
          return '\v';
        case '\\':
        case "'":
        case '"':
          return ch;
        default:
          return m;
      }
    },
  );
}
