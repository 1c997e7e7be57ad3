import type { Fact, LoopFact, ProcessFact } from '../../facts.js';
import type { Grammar } from '../../load-grammars.js';
import { secretFileMatchedBy } from '../../sensitive-paths.js';
import { CREDENTIAL_PATTERN_RE } from '../../sensitive-patterns.js';
import type { ExtractContext } from '../language-extractor.js';
import { DECODED, ENVIRONMENT } from '../shell/taint-bits.js';
import { decodeEscape } from './js-decoders.js';
import { JsScope } from './js-scope.js';
import {
  concat,
  hiding,
  isExact,
  type JsFunction,
  type JsValue,
  merge,
  show,
  taintOf,
  text,
  unknown,
} from './js-value.js';
import { callApi, canonicalModule, memberOf } from './node-apis.js';
import { type JsNode, lineFinder, toJsTree } from './to-js-tree.js';

/** Calls of the unit's own functions read per unit: enough for helper-heavy code, bounded for hostile code. */
const MAX_CALLS = 256;
/** Nested calls of the unit's own functions. */
const MAX_CALL_DEPTH = 8;
/** Expressions nested deeper than this evaluate to unknown (minified chains of `a+b+…`). */
const MAX_EXPR_DEPTH = 300;
/** Items of a literal list a loop or `forEach` is run over one by one. */
const MAX_UNROLLED_ITEMS = 16;
/** Decoded code read again as JavaScript, nested. */
const MAX_EVAL_DEPTH = 3;
const MAX_EVIDENCE_CHARS = 300;

/** Names JavaScript provides without an import, by what they stand for. */
const GLOBALS = new Set([
  'require',
  'eval',
  'Function',
  'fetch',
  'atob',
  'btoa',
  'process',
  'Buffer',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'queueMicrotask',
  'JSON',
  'Object',
  'String',
  'Array',
  'Number',
  'parseInt',
  'unescape',
  'escape',
  'decodeURIComponent',
  'decodeURI',
  'encodeURIComponent',
  'WebSocket',
  'XMLHttpRequest',
  'navigator',
  'Bun',
  'Deno',
  'module',
  'Reflect',
  'Promise',
  'console',
]);
const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'global', 'self']);

/** What a loop's body did, for its LoopFact. */
interface LoopStats {
  spawns: boolean;
  forks: boolean;
  replicas: boolean;
  fills: boolean;
}

export interface WalkerOptions {
  grammar: Grammar;
  context: ExtractContext;
  facts: Fact[];
  file: string;
  firstLine: number;
  inherited: number;
  evalDepth: number;
  files: Map<string, number>;
}

/**
 * Reads one JavaScript or TypeScript unit in source order, evaluating what it can: names bound by
 * imports, declarations and assignments, strings built by concatenation, templates and decoders, the
 * unit's own functions called with their arguments. Calls of known APIs become facts (see node-apis.ts).
 */
export class JsWalker {
  readonly facts: Fact[];
  readonly context: ExtractContext;
  readonly file: string;
  /** Files the unit wrote, with the taint of what it wrote: a later `require` or `spawn` runs it. */
  readonly files: Map<string, number>;
  /**
   * The unit asks whether it runs as a cluster worker (`cluster.isPrimary`): a worker `cluster.fork()`
   * starts takes the other branch, so it is not a copy doing what its parent does.
   */
  readonly tellsWorkersApart: boolean;
  private readonly lineOf: (offset: number) => number;
  private readonly grammar: Grammar;
  private readonly firstLine: number;
  private readonly inherited: number;
  private readonly evalDepth: number;
  private calls = 0;
  private readonly callStack: JsNode[] = [];
  private readonly called = new Set<JsNode>();
  private readonly pending: JsFunction[] = [];
  private exprDepth = 0;
  /** Inside a branch or loop: assignments add to what a variable may hold instead of replacing it. */
  private conditional = 0;
  /** Inside a loop that never ends (or a timer that repeats). */
  endless = 0;
  private readonly loops: LoopStats[] = [];
  /** Evaluating the `env` option of a child process: the environment handed on, not read. */
  private envOption = 0;
  private readonly envDumpLines = new Set<number>();
  private readonly returns: JsValue[][] = [];
  private readonly deferred: (() => void)[] = [];

  constructor(options: WalkerOptions, source: string) {
    this.facts = options.facts;
    this.context = options.context;
    this.file = options.file;
    this.files = options.files;
    this.tellsWorkersApart = /\bis(?:Primary|Master|Worker)\b/.test(source);
    this.grammar = options.grammar;
    this.firstLine = options.firstLine;
    this.inherited = options.inherited;
    this.evalDepth = options.evalDepth;
    this.lineOf = lineFinder(source);
  }

  run(source: string): void {
    const tree = this.grammar.parser.parse(source);
    if (tree === null) return;
    let root: JsNode;
    try {
      root = toJsTree(tree, source, this.grammar.language);
    } finally {
      tree.delete();
    }
    const scope = new JsScope();
    this.hoist(root.namedChildren, scope);
    for (const statement of root.namedChildren) {
      try {
        this.statement(statement, scope);
      } catch {
        // One statement the walker cannot follow (hostile nesting, a value it cannot build) does not
        // hide the statements after it.
        this.resetAfterFailure();
      }
    }
    // Functions nobody calls in the unit (exports, handlers) still run when someone does.
    for (let i = 0; i < this.pending.length; i++) {
      const fn = this.pending[i]!;
      if (this.called.has(fn.node)) continue;
      try {
        this.invoke(fn, [], undefined, true);
      } catch {
        this.resetAfterFailure();
      }
    }
  }

  private resetAfterFailure(): void {
    this.exprDepth = 0;
    this.conditional = 0;
    this.endless = 0;
    this.envOption = 0;
    this.loops.length = 0;
    this.callStack.length = 0;
    this.returns.length = 0;
    this.deferred.length = 0;
  }

  // ---- facts ------------------------------------------------------------------------------------

  line(node: JsNode): number {
    return this.lineOf(node.startIndex) + this.firstLine - 1;
  }

  evidence(node: JsNode): string {
    const t = node.text;
    return t.length > MAX_EVIDENCE_CHARS ? t.slice(0, MAX_EVIDENCE_CHARS) : t;
  }

  emit(fact: Fact): void {
    this.facts.push(fact);
    const stats = this.loops[this.loops.length - 1];
    if (fact.kind === 'process') {
      if (this.endless > 0) fact.inEndlessLoop = true;
      for (const s of this.loops) {
        s.spawns = true;
        if (fact.runsSelf === true) s.forks = true;
      }
    }
    if (stats !== undefined && fact.kind === 'file' && (fact.op === 'write' || fact.op === 'append'))
      stats.fills = true;
  }

  /** A self-copy with nothing to tell it apart: each copy does what this one does. */
  replica(fact: ProcessFact): void {
    for (const s of this.loops) s.replicas = true;
    if (this.endless > 0) fact.inEndlessLoop = true;
  }

  /** The taint every value of this unit carries (a command string decoded before it was handed over). */
  get baseTaint(): number {
    return this.inherited;
  }

  /** The whole environment used as a value: a dump, unless it is handed on to a child process. */
  useWhole(v: JsValue, node: JsNode): void {
    if (v.env !== true || this.envOption > 0) return;
    const line = this.line(node);
    if (this.envDumpLines.has(line)) return;
    this.envDumpLines.add(line);
    this.emit({ kind: 'env', line, text: this.evidence(node), op: 'dump' });
  }

  /** Facts of code decoded or built in the unit and evaluated: what it does is what the unit does. */
  evalCode(code: string, node: JsNode, taint: number): void {
    if (this.evalDepth >= MAX_EVAL_DEPTH || code.length === 0) return;
    const walker = new JsWalker(
      {
        grammar: this.grammar,
        context: this.context,
        facts: this.facts,
        file: this.file,
        firstLine: this.line(node),
        inherited: taint,
        evalDepth: this.evalDepth + 1,
        files: this.files,
      },
      code,
    );
    try {
      walker.run(code);
    } catch {
      // Decoded text that is not JavaScript has no facts of its own.
    }
  }

  // ---- functions --------------------------------------------------------------------------------

  makeFunction(node: JsNode, scope: JsScope): JsValue {
    const fn = { node, scope };
    this.pending.push(fn);
    return { taint: 0, fn };
  }

  /** Runs one of the unit's functions with the given arguments and returns what it returns. */
  invoke(fn: JsFunction, args: readonly JsValue[], self: JsValue | undefined, unread = false): JsValue {
    // A function never read yet is always read once (padding with calls must not hide a body); calls
    // beyond the budget return what their arguments carry.
    if (
      (!unread && this.calls >= MAX_CALLS) ||
      this.callStack.length >= MAX_CALL_DEPTH ||
      this.callStack.includes(fn.node)
    )
      return unknown(args.reduce((t, a) => t | taintOf(a), 0));
    this.called.add(fn.node);
    if (!unread) this.calls++;
    this.callStack.push(fn.node);
    const scope = new JsScope(fn.scope);
    if (self !== undefined) scope.declare('this', self);
    const params = fn.node.get('parameters') ?? fn.node.get('parameter');
    if (params !== undefined) {
      if (params.type === 'formal_parameters') {
        params.namedChildren.forEach((p, i) => {
          if (p.type === 'rest_pattern') {
            const items = args.slice(i);
            this.bind(p.namedChildren[0], { taint: 0, items: [...items] }, scope, true);
          } else this.bind(p, args[i] ?? unknown(), scope, true);
        });
      } else this.bind(params, args[0] ?? unknown(), scope, true);
    }
    const body = fn.node.get('body');
    this.returns.push([]);
    let result: JsValue = unknown();
    try {
      if (body === undefined) return result;
      if (body.type === 'statement_block') {
        this.hoist(body.namedChildren, scope);
        this.block(body.namedChildren, scope);
        const values = this.returns[this.returns.length - 1]!;
        result =
          values.reduce<JsValue | undefined>((a, b) => (a === undefined ? b : merge(a, b)), undefined) ??
          result;
      } else result = this.expr(body, scope);
      return result;
    } finally {
      this.returns.pop();
      this.callStack.pop();
    }
  }

  /** Calls a value the unit holds: its own function, or a known API by name. */
  callValue(callee: JsValue, args: JsValue[], node: JsNode, receiver?: JsValue, isNew = false): JsValue {
    if (isNew && callee.isClass === true) return this.construct(callee, args);
    if (callee.fn !== undefined) return this.invoke(callee.fn, args, receiver);
    if (callee.settles !== undefined) {
      const value = args[0] ?? unknown();
      callee.settles.value = callee.settles.value === undefined ? value : merge(callee.settles.value, value);
      return unknown();
    }
    if (callee.api !== undefined) {
      const result = callApi(this, {
        node,
        api: callee.api,
        args,
        argNodes: argNodesOf(node),
        ...(callee.hidden === undefined ? {} : { hidden: callee.hidden }),
        isNew,
        ...(receiver === undefined ? {} : { receiver }),
      });
      if (result !== undefined) return result;
    }
    return this.opaqueCall(args, receiver ?? callee);
  }

  /** A call nobody knows: callbacks run with what the receiver holds, the result carries every input. */
  opaqueCall(args: readonly JsValue[], receiver: JsValue | undefined): JsValue {
    let taint = receiver?.taint ?? 0;
    for (const a of args) taint |= taintOf(a);
    for (const a of args) {
      if (a.fn === undefined) continue;
      const param = receiver === undefined ? unknown() : { ...receiver, fn: undefined };
      taint |= this.invoke(a.fn, [param, param], undefined).taint;
    }
    return unknown(taint);
  }

  /**
   * `if (name.endsWith('.env'))` over names a listing gave: in the branch, the name is the file the test
   * names (as `listing.filter(…)` keeps it), in a scope of the branch's own.
   */
  private narrowedToNamedFile(cond: JsNode | undefined, scope: JsScope): JsScope {
    if (cond === undefined || /!/.test(cond.text)) return scope;
    const named = secretFileMatchedBy(cond.text);
    if (named === undefined) return scope;
    const narrowed = new JsScope(scope);
    const visit = (n: JsNode): void => {
      if (n.type === 'identifier') {
        const value = scope.lookup(n.text);
        if (value !== undefined && value.exact !== true && value.fn === undefined && value.api === undefined)
          narrowed.declare(n.text, { ...value, str: named, exact: false });
        return;
      }
      // `name.endsWith(…)`: the object, not the method's name.
      if (n.type === 'member_expression') {
        const object = n.get('object');
        if (object !== undefined) visit(object);
        return;
      }
      for (const c of n.namedChildren) visit(c);
    };
    visit(cond);
    return narrowed;
  }

  /** Runs a callback once per known item (a bounded list), or once with what the list holds. */
  eachItem(list: JsValue, fn: JsValue, node: JsNode): JsValue[] {
    const items = list.items;
    if (items !== undefined && items.length > 0 && items.length <= MAX_UNROLLED_ITEMS) {
      return items.map((item, i) => this.callValue(fn, [item, { taint: 0, num: i }, list], node));
    }
    const item = unknown(taintOf(list));
    return [this.callValue(fn, [item, unknown(), list], node)];
  }

  // ---- loops ------------------------------------------------------------------------------------

  /**
   * Walks a loop body with its stats recorded, and states the loop when it matters. A `periodic` loop (a
   * repeating timer) waits between rounds: only copies of the script it starts multiply without end.
   */
  loop(
    node: JsNode,
    endless: boolean,
    iterations: number | undefined,
    body: () => void,
    periodic = false,
  ): void {
    const stats: LoopStats = { spawns: false, forks: false, replicas: false, fills: false };
    this.loops.push(stats);
    this.conditional++;
    if (endless) this.endless++;
    try {
      body();
    } finally {
      if (endless) this.endless--;
      this.conditional--;
      this.loops.pop();
    }
    if (periodic && !stats.forks) return;
    const large = iterations !== undefined && iterations >= 1000;
    const replicas = stats.replicas && (iterations === undefined || iterations >= 2);
    if (!endless && !replicas && !large) return;
    if (!endless && !stats.spawns && !stats.fills) return;
    const fact: LoopFact = {
      kind: 'loop',
      line: this.line(node),
      text: this.evidence(node),
      endless,
      spawns: stats.spawns,
      forks: endless ? stats.forks : replicas,
      fills: stats.fills,
    };
    if (!endless && iterations !== undefined) fact.iterations = iterations;
    this.emit(fact);
  }

  // ---- statements -------------------------------------------------------------------------------

  /** Function declarations are visible in the whole block before their line runs. */
  private hoist(statements: readonly JsNode[], scope: JsScope): void {
    for (const s of statements) {
      const decl = s.type === 'export_statement' ? s.get('declaration') : s;
      if (decl?.type === 'function_declaration' || decl?.type === 'generator_function_declaration') {
        const name = decl.get('name')?.text;
        if (name !== undefined) scope.declare(name, this.makeFunction(decl, scope));
      }
    }
  }

  block(statements: readonly JsNode[], scope: JsScope): void {
    this.hoist(statements, scope);
    for (const s of statements) this.statement(s, scope);
  }

  /**
   * Runs a callback once the statement that registered it is done: `const c = net.connect(…, () => c.pipe(…))`
   * calls back after `c` is bound.
   */
  defer(callback: () => void): void {
    this.deferred.push(callback);
  }

  private statement(node: JsNode, scope: JsScope): void {
    const mark = this.deferred.length;
    this.statementBody(node, scope);
    while (this.deferred.length > mark) this.deferred.splice(mark, 1)[0]!();
  }

  private statementBody(node: JsNode, scope: JsScope): void {
    switch (node.type) {
      case 'expression_statement':
        for (const c of node.namedChildren) this.expr(c, scope);
        return;
      case 'lexical_declaration':
      case 'variable_declaration':
        for (const d of node.namedChildren) {
          if (d.type !== 'variable_declarator') continue;
          const name = d.get('name');
          const value = d.get('value');
          const v = value === undefined ? unknown() : this.expr(value, scope);
          if (name !== undefined) this.bind(name, v, scope, true);
        }
        return;
      case 'function_declaration':
      case 'generator_function_declaration':
        return;
      case 'class_declaration':
      case 'abstract_class_declaration': {
        const name = node.get('name')?.text;
        const v = this.classValue(node, scope);
        if (name !== undefined) scope.declare(name, v);
        return;
      }
      case 'export_statement': {
        const decl = node.get('declaration');
        if (decl !== undefined) this.statement(decl, scope);
        const value = node.get('value');
        if (value !== undefined) this.expr(value, scope);
        return;
      }
      case 'import_statement':
        this.importStatement(node, scope);
        return;
      case 'statement_block': {
        const inner = new JsScope(scope);
        this.block(node.namedChildren, inner);
        return;
      }
      case 'if_statement': {
        const cond = node.get('condition');
        const c = cond === undefined ? unknown() : this.expr(cond, scope);
        const consequence = node.get('consequence');
        const alternative = node.get('alternative');
        if (c.bool === false) {
          if (alternative !== undefined) this.statement(alternative, scope);
          return;
        }
        this.conditional++;
        try {
          if (consequence !== undefined) this.statement(consequence, this.narrowedToNamedFile(cond, scope));
          if (alternative !== undefined && c.bool !== true) this.statement(alternative, scope);
        } finally {
          this.conditional--;
        }
        return;
      }
      case 'else_clause':
        for (const c of node.namedChildren) this.statement(c, scope);
        return;
      case 'return_statement': {
        const arg = node.namedChildren[0];
        const v = arg === undefined ? unknown() : this.expr(arg, scope);
        this.returns[this.returns.length - 1]?.push(v);
        return;
      }
      case 'throw_statement':
        for (const c of node.namedChildren) this.expr(c, scope);
        return;
      case 'try_statement':
        for (const part of ['body', 'handler', 'finalizer']) {
          const p = node.get(part);
          if (p === undefined) continue;
          if (p.type === 'statement_block') this.statement(p, scope);
          else {
            const inner = new JsScope(scope);
            const param = p.get('parameter');
            if (param !== undefined) this.bind(param, unknown(), inner, true);
            const body = p.get('body');
            if (body !== undefined) this.statement(body, inner);
          }
        }
        return;
      case 'while_statement':
      case 'do_statement': {
        const cond = node.get('condition');
        const inner = new JsScope(scope);
        const c = cond === undefined ? unknown() : this.expr(cond, scope);
        const endless = c.bool === true || (c.num !== undefined && c.num !== 0);
        this.loop(node, endless, undefined, () => {
          const body = node.get('body');
          if (body !== undefined) this.statement(body, inner);
        });
        return;
      }
      case 'for_statement':
        this.forStatement(node, scope);
        return;
      case 'for_in_statement':
        this.forIn(node, scope);
        return;
      case 'switch_statement': {
        const value = node.get('value');
        if (value !== undefined) this.expr(value, scope);
        const body = node.get('body');
        this.conditional++;
        try {
          for (const c of body?.namedChildren ?? []) {
            const inner = new JsScope(scope);
            this.block(
              c.namedChildren.filter((s) => s.field !== 'value'),
              inner,
            );
          }
        } finally {
          this.conditional--;
        }
        return;
      }
      case 'labeled_statement': {
        const body = node.get('body');
        if (body !== undefined) this.statement(body, scope);
        return;
      }
      case 'comment':
      case 'empty_statement':
      case 'break_statement':
      case 'continue_statement':
      case 'debugger_statement':
        return;
      default:
        // Type declarations and what the walker does not model: their expressions are still read.
        if (/declaration|interface|type_alias|enum|module|namespace/.test(node.type)) return;
        for (const c of node.namedChildren) this.statement(c, scope);
    }
  }

  private forStatement(node: JsNode, scope: JsScope): void {
    const inner = new JsScope(scope);
    const init = node.get('initializer');
    if (init !== undefined) {
      if (init.type === 'lexical_declaration' || init.type === 'variable_declaration')
        this.statement(init, inner);
      else if (init.type !== ';') this.expr(init, inner);
    }
    const cond = node.all('condition').find((c) => c.type !== ';' && c.type !== 'empty_statement');
    const condNode = cond?.type === 'expression_statement' ? cond.namedChildren[0] : cond;
    const c = condNode === undefined ? undefined : this.expr(condNode, inner);
    const endless = condNode === undefined || c?.bool === true;
    this.loop(node, endless, endless ? undefined : this.iterations(init, condNode), () => {
      const body = node.get('body');
      if (body !== undefined) this.statement(body, inner);
      const inc = node.get('increment');
      if (inc !== undefined) this.expr(inc, inner);
    });
  }

  /** `for (let i = 0; i < N; i++)`: N. */
  private iterations(init: JsNode | undefined, cond: JsNode | undefined): number | undefined {
    const start = /=\s*(\d+)\s*;?$/.exec(init?.text ?? '')?.[1];
    const end = /^\s*[\w$]+\s*(<=?)\s*(\d+)\s*$/.exec(cond?.text ?? '');
    if (start === undefined || end === null) return undefined;
    const n = Number(end[2]) - Number(start) + (end[1] === '<=' ? 1 : 0);
    return n >= 0 ? n : undefined;
  }

  private forIn(node: JsNode, scope: JsScope): void {
    const right = node.get('right');
    const left = node.get('left');
    const list = right === undefined ? unknown() : this.expr(right, scope);
    const ofLoop = node.children.some((c) => c.field === 'operator' && c.type === 'of');
    if (!ofLoop) this.useWhole(list, node);
    const body = node.get('body');
    const run = (item: JsValue) => {
      const inner = new JsScope(scope);
      if (left !== undefined) this.bind(left, item, inner, true);
      if (body !== undefined) this.statement(body, inner);
    };
    this.loop(node, false, list.items?.length, () => {
      if (
        ofLoop &&
        list.items !== undefined &&
        list.items.length > 0 &&
        list.items.length <= MAX_UNROLLED_ITEMS
      )
        for (const item of list.items) run(item);
      else if (
        !ofLoop &&
        list.props !== undefined &&
        list.props.size <= MAX_UNROLLED_ITEMS &&
        list.env !== true
      )
        for (const key of list.props.keys()) run(text(key));
      else run(unknown(ofLoop ? taintOf(list) : 0));
    });
  }

  private importStatement(node: JsNode, scope: JsScope): void {
    const source = node.get('source');
    const spec = source === undefined ? undefined : this.expr(source, scope).str;
    if (spec === undefined) return;
    const module = canonicalModule(spec);
    const clause = node.namedChildren.find((c) => c.type === 'import_clause');
    for (const part of clause?.namedChildren ?? []) {
      if (part.type === 'identifier') scope.declare(part.text, defaultImport(module));
      else if (part.type === 'namespace_import') {
        const id = part.namedChildren.find((c) => c.type === 'identifier');
        if (id !== undefined) scope.declare(id.text, { taint: 0, api: module });
      } else if (part.type === 'named_imports') {
        for (const s of part.namedChildren) {
          const name = s.get('name')?.text.replace(/^["']|["']$/g, '');
          const alias = s.get('alias')?.text ?? name;
          if (name === undefined || alias === undefined) continue;
          scope.declare(
            alias,
            name === 'default'
              ? defaultImport(module)
              : memberOf(this, { taint: 0, api: module }, name, node),
          );
        }
      }
    }
  }

  private classValue(node: JsNode, scope: JsScope): JsValue {
    const props = new Map<string, JsValue>();
    for (const m of node.get('body')?.namedChildren ?? []) {
      if (m.type === 'field_definition' || m.type === 'public_field_definition') {
        // `url = 'https://…'` in the class body: every instance starts with it.
        const name = (m.get('property') ?? m.get('name'))?.text;
        const value = m.get('value');
        if (name !== undefined && value !== undefined) props.set(name, this.expr(value, scope));
        continue;
      }
      if (m.type !== 'method_definition') continue;
      const name = m.get('name')?.text;
      const fn = this.makeFunction(m, scope);
      if (name !== undefined) props.set(name, fn);
    }
    return { taint: 0, props, isClass: true };
  }

  /**
   * `new Reporter()` of the unit's own class: an instance holding the class's methods and fields, its
   * constructor run with it as `this`. What the constructor stores (`this.ctx = { ...process.env }`) is
   * what the methods later read.
   */
  private construct(cls: JsValue, args: JsValue[]): JsValue {
    const props = new Map(cls.props);
    const ctor = props.get('constructor');
    props.delete('constructor');
    const instance: JsValue = { taint: 0, props };
    if (ctor?.fn !== undefined) this.invoke(ctor.fn, args, instance);
    return instance;
  }

  // ---- binding ----------------------------------------------------------------------------------

  /** Binds a name or a destructuring pattern to a value. */
  bind(pattern: JsNode | undefined, value: JsValue, scope: JsScope, declare: boolean): void {
    if (pattern === undefined) return;
    const set = (name: string, v: JsValue) => {
      if (declare) scope.declare(name, v);
      else {
        const before = scope.lookup(name);
        scope.assign(name, this.conditional > 0 && before !== undefined ? merge(v, before) : v);
      }
    };
    switch (pattern.type) {
      case 'identifier':
      case 'shorthand_property_identifier_pattern':
        set(pattern.text, value);
        return;
      case 'assignment_pattern': {
        const left = pattern.get('left');
        const right = pattern.get('right');
        const fallback = right === undefined ? unknown() : this.expr(right, scope);
        this.bind(
          left,
          value.str === undefined &&
            value.api === undefined &&
            value.fn === undefined &&
            value.items === undefined &&
            value.props === undefined
            ? merge(fallback, value)
            : value,
          scope,
          declare,
        );
        return;
      }
      case 'object_pattern':
        for (const part of pattern.namedChildren) {
          if (part.type === 'shorthand_property_identifier_pattern')
            set(part.text, memberOf(this, value, part.text, pattern));
          else if (part.type === 'pair_pattern') {
            const key = part.get('key');
            const name = key === undefined ? undefined : this.propertyName(key, scope);
            this.bind(
              part.get('value'),
              name === undefined ? unknown(taintOf(value)) : memberOf(this, value, name, pattern),
              scope,
              declare,
            );
          } else if (part.type === 'object_assignment_pattern') {
            const left = part.get('left');
            if (left !== undefined) set(left.text, memberOf(this, value, left.text, pattern));
          } else if (part.type === 'rest_pattern') this.bind(part.namedChildren[0], value, scope, declare);
        }
        return;
      case 'array_pattern':
        pattern.namedChildren.forEach((part, i) => {
          if (part.type === 'rest_pattern') this.bind(part.namedChildren[0], value, scope, declare);
          else this.bind(part, value.items?.[i] ?? unknown(taintOf(value)), scope, declare);
        });
        return;
      case 'required_parameter':
      case 'optional_parameter':
        this.bind(pattern.get('pattern'), value, scope, declare);
        return;
      case 'member_expression':
      case 'subscript_expression': {
        const obj = pattern.get('object');
        if (obj === undefined) return;
        const target = this.expr(obj, scope);
        const prop =
          pattern.type === 'member_expression' ? pattern.get('property')?.text : this.keyOf(pattern, scope);
        if (target.props !== undefined && prop !== undefined) target.props.set(prop, value);
        else if (target.items !== undefined && prop !== undefined && /^\d+$/.test(prop))
          target.items[Number(prop)] = value;
        // An object filled under keys nobody can read carries what was put in it.
        target.taint |= taintOf(value);
        if (value.env === true) target.env = true;
        return;
      }
      default:
        return;
    }
  }

  private propertyName(key: JsNode, scope: JsScope): string | undefined {
    if (
      key.type === 'property_identifier' ||
      key.type === 'identifier' ||
      key.type === 'private_property_identifier'
    )
      return key.text;
    if (key.type === 'string' || key.type === 'number') return show(this.expr(key, scope));
    if (key.type === 'computed_property_name') {
      const inner = key.namedChildren[0];
      const v = inner === undefined ? unknown() : this.expr(inner, scope);
      return isExact(v) ? show(v) : undefined;
    }
    return undefined;
  }

  private keyOf(node: JsNode, scope: JsScope): string | undefined {
    const index = node.get('index');
    if (index === undefined) return undefined;
    const v = this.expr(index, scope);
    return isExact(v) ? show(v) : undefined;
  }

  // ---- expressions ------------------------------------------------------------------------------

  expr(node: JsNode, scope: JsScope): JsValue {
    if (this.exprDepth >= MAX_EXPR_DEPTH) return unknown();
    this.exprDepth++;
    try {
      return this.evaluate(node, scope);
    } finally {
      this.exprDepth--;
    }
  }

  private evaluate(node: JsNode, scope: JsScope): JsValue {
    switch (node.type) {
      case 'string':
        return this.stringLiteral(node);
      case 'template_string':
        return this.template(node, scope);
      case 'number': {
        const n = Number(node.text.replace(/_/g, ''));
        return { taint: 0, num: n };
      }
      case 'true':
        return { taint: 0, bool: true };
      case 'false':
        return { taint: 0, bool: false };
      case 'identifier':
      case 'shorthand_property_identifier':
        return this.identifierValue(node.text, scope);
      case 'this':
        return scope.lookup('this') ?? unknown();
      case 'parenthesized_expression':
      case 'non_null_expression':
      case 'as_expression':
      case 'satisfies_expression':
      case 'type_assertion': {
        const inner = node.namedChildren.find((c) => !/type/.test(c.type)) ?? node.namedChildren[0];
        return inner === undefined ? unknown() : this.expr(inner, scope);
      }
      case 'sequence_expression': {
        let last = unknown();
        for (const c of node.namedChildren) last = this.expr(c, scope);
        return last;
      }
      case 'await_expression':
      case 'spread_element': {
        const inner = node.namedChildren[0];
        return inner === undefined ? unknown() : this.expr(inner, scope);
      }
      case 'member_expression':
        return this.member(node, scope);
      case 'subscript_expression':
        return this.subscript(node, scope);
      case 'call_expression':
        return this.call(node, scope, false);
      case 'new_expression':
        return this.call(node, scope, true);
      case 'assignment_expression':
        return this.assignment(node, scope);
      case 'augmented_assignment_expression':
        return this.augmented(node, scope);
      case 'binary_expression':
        return this.binary(node, scope);
      case 'ternary_expression': {
        const cond = node.get('condition');
        const c = cond === undefined ? unknown() : this.expr(cond, scope);
        const a = node.get('consequence');
        const b = node.get('alternative');
        if (c.bool === true && a !== undefined) return this.expr(a, scope);
        if (c.bool === false && b !== undefined) return this.expr(b, scope);
        const va = a === undefined ? unknown() : this.expr(a, scope);
        const vb = b === undefined ? unknown() : this.expr(b, scope);
        return merge(va, vb);
      }
      case 'unary_expression': {
        const arg = node.get('argument');
        const v = arg === undefined ? unknown() : this.expr(arg, scope);
        const op = node.get('operator')?.type;
        if (op === '!') return { taint: 0, ...(v.bool !== undefined ? { bool: !v.bool } : {}) };
        if (op === '-' && v.num !== undefined) return { taint: 0, num: -v.num };
        if (op === 'void' || op === 'typeof' || op === 'delete') return unknown();
        return unknown(v.taint);
      }
      case 'update_expression':
        return unknown();
      case 'array':
        return this.array(node, scope);
      case 'object':
        return this.object(node, scope);
      case 'arrow_function':
      case 'function_expression':
      case 'function':
      case 'generator_function':
        return this.makeFunction(node, scope);
      case 'class':
        return this.classValue(node, scope);
      case 'regex':
        return CREDENTIAL_PATTERN_RE.test(node.text) ? { taint: 0, credentialPattern: true } : unknown();
      case 'null':
      case 'undefined':
        return unknown();
      case 'import':
        return { taint: 0, api: 'import' };
      case 'meta_property':
        return node.text.replace(/\s+/g, '') === 'import.meta' ? { taint: 0, api: 'import.meta' } : unknown();
      default: {
        let taint = 0;
        for (const c of node.namedChildren) taint |= this.expr(c, scope).taint;
        return unknown(taint);
      }
    }
  }

  private identifier(name: string): JsValue {
    if (name === 'undefined') return unknown();
    if (name === '__filename') return text(this.file, { self: true });
    if (name === '__dirname') return text('.');
    if (GLOBALS.has(name) || GLOBAL_OBJECTS.has(name))
      return { taint: 0, api: GLOBAL_OBJECTS.has(name) ? 'globalThis' : name };
    return unknown();
  }

  private stringLiteral(node: JsNode): JsValue {
    let str = '';
    let hides = 0;
    for (const c of node.children) {
      if (c.type === 'string_fragment') str += c.text;
      else if (c.type === 'escape_sequence') {
        const e = decodeEscape(c.text);
        str += e.char;
        if (e.hides) hides++;
      }
    }
    // Letters written as `\x63\x75\x72\x6c`: a word spelled so that no reader (or search) finds it.
    return hides >= 3 ? text(str, { hidden: 'decoded', taint: DECODED }) : text(str);
  }

  private template(node: JsNode, scope: JsScope): JsValue {
    const parts: JsValue[] = [];
    let built = false;
    for (const c of node.children) {
      if (c.type === 'string_fragment') parts.push(text(c.text));
      else if (c.type === 'escape_sequence') parts.push(text(decodeEscape(c.text).char));
      else if (c.type === 'template_substitution') {
        const inner = c.namedChildren[0];
        const v = inner === undefined ? unknown() : this.expr(inner, scope);
        this.useWhole(v, c);
        if (inner?.type !== 'string' && inner?.type !== 'number') built = true;
        parts.push(v);
      }
    }
    const v = concat(parts);
    if (built) v.built = true;
    return v;
  }

  private identifierValue(name: string, scope: JsScope): JsValue {
    return scope.lookup(name) ?? this.identifier(name);
  }

  private member(node: JsNode, scope: JsScope): JsValue {
    const objNode = node.get('object');
    const prop = node.get('property')?.text;
    if (objNode === undefined || prop === undefined) return unknown();
    const obj =
      objNode.type === 'identifier' ? this.identifierValue(objNode.text, scope) : this.expr(objNode, scope);
    return memberOf(this, obj, prop, node);
  }

  private subscript(node: JsNode, scope: JsScope): JsValue {
    const objNode = node.get('object');
    const index = node.get('index');
    if (objNode === undefined || index === undefined) return unknown();
    const obj =
      objNode.type === 'identifier' ? this.identifierValue(objNode.text, scope) : this.expr(objNode, scope);
    const key = this.expr(index, scope);
    if (!isExact(key)) {
      // `process.env[k]`, `table[i]`: one of the values, unknown which.
      if (obj.env === true) return unknown(ENVIRONMENT);
      if (obj.items !== undefined && obj.items.length > 0) {
        const all = obj.items.reduce((a, b) => merge(a, b));
        return { ...all, taint: taintOf(obj) | key.taint, hidden: 'decoded' };
      }
      return unknown(taintOf(obj) | key.taint);
    }
    const v = memberOf(this, obj, show(key), node);
    // A member named by a string built at run time (`fs['readFile' + 'Sync']`, `globalThis[atob(x)]`).
    if (key.hidden !== undefined || (index.type !== 'string' && index.type !== 'number'))
      return { ...v, hidden: hiding(v.hidden, key.hidden ?? 'decoded') };
    return v;
  }

  private call(node: JsNode, scope: JsScope, isNew: boolean): JsValue {
    const calleeNode = node.get(isNew ? 'constructor' : 'function');
    const argsNode = node.get('arguments');
    const args: JsValue[] = [];
    if (argsNode?.type === 'template_string') args.push(this.template(argsNode, scope));
    else
      for (const a of argsNode?.namedChildren ?? []) {
        const v = this.expr(a, scope);
        if (a.type === 'spread_element' && v.items !== undefined) args.push(...v.items);
        else args.push(v);
      }
    for (const [i, a] of args.entries()) if (!this.isEnvOptionArg(argsNode, i)) this.useWhole(a, node);
    if (calleeNode === undefined) return unknown();
    if (calleeNode.type === 'member_expression' || calleeNode.type === 'subscript_expression') {
      const objNode = calleeNode.get('object');
      const receiver =
        objNode === undefined
          ? unknown()
          : objNode.type === 'identifier'
            ? this.identifierValue(objNode.text, scope)
            : this.expr(objNode, scope);
      let method: JsValue;
      if (calleeNode.type === 'member_expression') {
        const name = calleeNode.get('property')?.text ?? '';
        method = memberOf(this, receiver, name, calleeNode);
        method = { ...method, method: name } as JsValue;
      } else {
        const index = calleeNode.get('index');
        const key = index === undefined ? unknown() : this.expr(index, scope);
        const name = isExact(key) ? show(key) : undefined;
        method = name === undefined ? unknown(key.taint) : memberOf(this, receiver, name, calleeNode);
        if (name !== undefined) method = { ...method, method: name } as JsValue;
        if (key.hidden !== undefined || (index?.type !== 'string' && name !== undefined))
          method.hidden = hiding(method.hidden, key.hidden ?? 'decoded');
      }
      return this.methodCall(receiver, method, args, node, isNew);
    }
    const callee =
      calleeNode.type === 'identifier'
        ? this.identifierValue(calleeNode.text, scope)
        : this.expr(calleeNode, scope);
    return this.callValue(callee, args, node, undefined, isNew);
  }

  /** True for an argument that is only the options object whose `env` key hands the environment on. */
  private isEnvOptionArg(argsNode: JsNode | undefined, i: number): boolean {
    const a = argsNode?.namedChildren[i];
    return (
      a?.type === 'object' && a.namedChildren.some((p) => p.type === 'pair' && p.get('key')?.text === 'env')
    );
  }

  private methodCall(
    receiver: JsValue,
    method: JsValue & { method?: string },
    args: JsValue[],
    node: JsNode,
    isNew: boolean,
  ): JsValue {
    const name = method.method;
    if (method.fn !== undefined) return this.invoke(method.fn, args, receiver);
    if (method.api !== undefined) return this.callValue(method, args, node, receiver, isNew);
    if (name !== undefined) {
      const builtin = callApi(this, {
        node,
        api: `.${name}`,
        args,
        argNodes: argNodesOf(node),
        ...(method.hidden === undefined ? {} : { hidden: method.hidden }),
        isNew,
        receiver,
      });
      if (builtin !== undefined) return builtin;
    }
    return this.opaqueCall(args, receiver);
  }

  private assignment(node: JsNode, scope: JsScope): JsValue {
    const left = node.get('left');
    const right = node.get('right');
    const v = right === undefined ? unknown() : this.expr(right, scope);
    this.bind(left, v, scope, false);
    return v;
  }

  private augmented(node: JsNode, scope: JsScope): JsValue {
    const left = node.get('left');
    const right = node.get('right');
    if (left === undefined || right === undefined) return unknown();
    const before = this.expr(left, scope);
    const add = this.expr(right, scope);
    this.useWhole(add, node);
    const v =
      node.get('operator')?.type === '+='
        ? concat([before, add], { built: true })
        : unknown(before.taint | add.taint);
    if (left.type === 'identifier') scope.assign(left.text, v);
    else this.bind(left, v, scope, false);
    return v;
  }

  private binary(node: JsNode, scope: JsScope): JsValue {
    const op = node.get('operator')?.type ?? '';
    const leftNode = node.get('left');
    const rightNode = node.get('right');
    const left = leftNode === undefined ? unknown() : this.expr(leftNode, scope);
    if (op === '||' || op === '??' || op === '&&') {
      const right = rightNode === undefined ? unknown() : this.expr(rightNode, scope);
      return op === '&&' ? { ...right, taint: left.taint | right.taint } : merge(left, right);
    }
    const right = rightNode === undefined ? unknown() : this.expr(rightNode, scope);
    switch (op) {
      case '+': {
        if (left.num !== undefined && right.num !== undefined) return { taint: 0, num: left.num + right.num };
        this.useWhole(left, node);
        this.useWhole(right, node);
        const literal = (n: JsNode | undefined) => n?.type === 'string' || n?.type === 'number';
        const v = concat([left, right]);
        // `'child_' + 'process'`: a name in pieces; `'curl ' + url`: a command built at run time.
        if (literal(leftNode) && literal(rightNode)) v.hidden = hiding(v.hidden, 'split');
        else v.built = true;
        return v;
      }
      case '===':
      case '==':
      case '!==':
      case '!=': {
        if (!isExact(left) || !isExact(right)) return unknown();
        const same = show(left) === show(right);
        return { taint: 0, bool: op.startsWith('!') ? !same : same };
      }
      case '^':
      case '|':
      case '&':
      case '-':
      case '*':
      case '/':
      case '%':
      case '<<':
      case '>>':
        if (left.num !== undefined && right.num !== undefined)
          return { taint: left.taint | right.taint, num: arith(op, left.num, right.num) };
        return unknown(left.taint | right.taint);
      case 'in':
      case 'instanceof':
        return unknown();
      default:
        return unknown(left.taint | right.taint);
    }
  }

  private array(node: JsNode, scope: JsScope): JsValue {
    const items: JsValue[] = [];
    for (const c of node.namedChildren) {
      const v = this.expr(c, scope);
      if (c.type === 'spread_element') {
        this.useWhole(v, c);
        if (v.items !== undefined) items.push(...v.items);
        else items.push(unknown(taintOf(v)));
      } else items.push(v);
    }
    return { taint: 0, items };
  }

  private object(node: JsNode, scope: JsScope): JsValue {
    const props = new Map<string, JsValue>();
    const value: JsValue = { taint: 0, props };
    for (const c of node.namedChildren) {
      if (c.type === 'pair') {
        const key = c.get('key');
        const name = key === undefined ? undefined : this.propertyName(key, scope);
        const valueNode = c.get('value');
        if (name === 'env') this.envOption++;
        try {
          const v = valueNode === undefined ? unknown() : this.expr(valueNode, scope);
          if (name !== undefined) props.set(name, v);
          else value.taint |= taintOf(v);
        } finally {
          if (name === 'env') this.envOption--;
        }
      } else if (c.type === 'shorthand_property_identifier') {
        props.set(c.text, this.identifierValue(c.text, scope));
      } else if (c.type === 'spread_element') {
        const v = this.expr(c, scope);
        this.useWhole(v, c);
        if (v.env === true && this.envOption === 0) {
          value.env = true;
          value.taint |= ENVIRONMENT;
        }
        if (v.props !== undefined) for (const [k, p] of v.props) props.set(k, p);
        else value.taint |= taintOf(v);
      } else if (c.type === 'method_definition') {
        const name = c.get('name')?.text;
        const fn = this.makeFunction(c, scope);
        if (name !== undefined) props.set(name, fn);
      }
    }
    return value;
  }
}

function arith(op: string, a: number, b: number): number {
  switch (op) {
    case '^':
      return a ^ b;
    case '|':
      return a | b;
    case '&':
      return a & b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    case '%':
      return a % b;
    case '<<':
      return a << b;
    default:
      return a >> b;
  }
}

function argNodesOf(node: JsNode): JsNode[] {
  return node.get('arguments')?.namedChildren ?? [];
}

/** `import x from 'child_process'`: the module itself; `import axios from 'axios'` is callable too. */
function defaultImport(module: string): JsValue {
  return { taint: 0, api: module };
}
