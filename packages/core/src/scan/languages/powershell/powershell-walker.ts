import type { Fact, FileFact, NetworkFact, ProcessFact, Taint } from '../../facts.js';
import { isProjectSecretPath, isSensitivePath } from '../../sensitive-paths.js';
import { isSecretName } from '../shell/is-secret-name.js';
import { secretGoesElsewhere } from '../shell/secret-vendors.js';
import {
  DECODED,
  ENVIRONMENT,
  NETWORK,
  SECRET,
  SENSITIVE_FILE,
  taintBits,
  taintList,
  USER_DATA,
} from '../shell/taint-bits.js';
import { shiftRows, type Token, tokenizePowerShell, unescapeBackticks } from './tokenize-powershell.js';
import {
  isPosixTool,
  type NativeArg,
  type NativeHost,
  nativeName,
  readNativeCommand,
  SHADOW_COPIES,
  TASKS_DIR,
} from './windows-native-commands.js';

/** What a PowerShell expression evaluates to, as far as the reader can tell. */
interface Value {
  /** The text, when it resolves to a literal. */
  text?: string;
  taint: number;
  secrets?: readonly string[];
  /** Objects whose methods matter: a web client, a socket and its stream, an encoding. */
  kind?:
    | 'webclient'
    | 'httpclient'
    | 'socket'
    | 'stream'
    | 'encoding'
    | 'scriptblock'
    | 'shell-com'
    | 'task-action';
  /** For `kind: 'encoding'`: the Node encoding name. */
  encoding?: BufferEncoding;
  bytes?: Buffer;
  items?: Value[];
  entries?: Map<string, Value>;
  /** A path an item came from (`Get-ChildItem X`), for `| Remove-Item`. */
  path?: string;
  /** Code of a script block, for `Invoke-Command`, `Start-Job`, `& { … }`. */
  block?: Token[];
  /** A switch parameter given without a value (`-Recurse`). */
  flag?: boolean;
}

export interface PowerShellOptions {
  facts: Fact[];
  lineBase: number;
  inherited: number;
  depth: number;
  /** The shell extractor for native POSIX tools (`curl.exe …`), when the engine provides one. */
  shell?: (command: string, line: number, taint: readonly Taint[]) => Fact[];
  /** Batch reader for `cmd /c …`, injected so that the two readers do not import each other. */
  batch?: (code: string, line: number, taint: number, depth: number) => Fact[];
}

interface Arg {
  name?: string;
  value: Value;
}

const NONE: Value = { taint: 0 };
const MAX_DEPTH = 6;

/** Aliases PowerShell ships, to their cmdlets (lowercased). */
const ALIASES: Record<string, string> = {
  iwr: 'invoke-webrequest',
  curl: 'invoke-webrequest',
  wget: 'invoke-webrequest',
  irm: 'invoke-restmethod',
  iex: 'invoke-expression',
  saps: 'start-process',
  start: 'start-process',
  ri: 'remove-item',
  rm: 'remove-item',
  rmdir: 'remove-item',
  del: 'remove-item',
  erase: 'remove-item',
  rd: 'remove-item',
  gci: 'get-childitem',
  ls: 'get-childitem',
  dir: 'get-childitem',
  gi: 'get-item',
  gc: 'get-content',
  cat: 'get-content',
  type: 'get-content',
  sc: 'set-content',
  ac: 'add-content',
  cp: 'copy-item',
  copy: 'copy-item',
  cpi: 'copy-item',
  mv: 'move-item',
  move: 'move-item',
  mi: 'move-item',
  ni: 'new-item',
  sp: 'set-itemproperty',
  '%': 'foreach-object',
  foreach: 'foreach-object',
  '?': 'where-object',
  where: 'where-object',
  echo: 'write-output',
  write: 'write-output',
  icm: 'invoke-command',
  sajb: 'start-job',
  ii: 'invoke-item',
  gcb: 'get-clipboard',
  pwd: 'get-location',
  gl: 'get-location',
  cd: 'set-location',
  sl: 'set-location',
  chdir: 'set-location',
  sleep: 'start-sleep',
  kill: 'stop-process',
  ps: 'get-process',
  gps: 'get-process',
  cls: 'clear-host',
  clear: 'clear-host',
  h: 'get-history',
  history: 'get-history',
  gwmi: 'get-wmiobject',
  rwmi: 'remove-wmiobject',
  iwmi: 'invoke-wmimethod',
  select: 'select-object',
  sort: 'sort-object',
  ft: 'format-table',
  fl: 'format-list',
  md: 'mkdir',
};

/** Cmdlets whose use is itself what a rule judges: they get a ProcessFact with their arguments. */
const JUDGED_CMDLETS = new Set([
  // Switching off Defender or its scanning of a folder.
  'set-mppreference',
  'add-mppreference',
  'set-executionpolicy',
  // Scheduled work and services that start at logon.
  'register-scheduledtask',
  'new-service',
  'set-wmiinstance',
  // Covering tracks.
  'clear-eventlog',
  'remove-eventlog',
  'clear-history',
  'stop-service',
  // A download's digest compared before it is run.
  'get-filehash',
]);

const KEYWORDS = new Set([
  'if',
  'elseif',
  'else',
  'foreach',
  'for',
  'while',
  'do',
  'until',
  'switch',
  'try',
  'catch',
  'finally',
  'function',
  'filter',
  'param',
  'return',
  'throw',
  'exit',
  'break',
  'continue',
  'trap',
  'begin',
  'process',
  'end',
  'class',
  'enum',
  'using',
  'data',
  'dynamicparam',
]);

/**
 * Windows' store of saved web and app passwords (`Windows.Security.Credentials.PasswordVault`): what
 * `RetrieveAll()` and `RetrievePassword()` give back are the user's passwords.
 */
const PASSWORD_VAULT_RE = /(?:^|\.)passwordvault/;
const CREDENTIAL_VAULT: Value = { taint: SECRET, secrets: ['credential vault'] };
/** Native commands that list what Windows Credential Manager holds: which accounts the user saved, and where. */
/** Methods a collection grows by. */
const COLLECTION_ADDERS = new Set([
  'append',
  'appendline',
  'appendformat',
  'add',
  'addrange',
  'insert',
  'enqueue',
  'push',
  'write',
  'writeline',
]);

/** Win32 calls that read the keyboard: polled key state and low-level hooks. */
const KEY_CAPTURE_RE =
  /^(?:getasynckeystate|getkeystate|getkeyboardstate|setwindowshookex[aw]?|getrawinputdata)$/;

const CREDENTIAL_LISTERS_RE = /^(?:cmdkey \/list\b|vaultcmd \/list(?:creds|properties)?\b)/i;

/**
 * Native commands that print saved secrets in clear text: `netsh wlan show profile … key=clear` prints
 * the password of every Wi-Fi network the machine has joined.
 */
const SECRET_PRINTERS_RE = /^netsh(?:\.exe)? wlan show profiles?\b.*\bkey[\s=:]*clear\b/i;
const SAVED_WIFI_KEY: Value = { taint: SECRET, secrets: ['saved Wi-Fi key'] };

/** Known folders as scripts name them through .NET. */
const FOLDERS: Record<string, string> = {
  userprofile: '$env:USERPROFILE',
  applicationdata: '$env:APPDATA',
  localapplicationdata: '$env:LOCALAPPDATA',
  startup: '$env:APPDATA\\Microsoft\\Windows\\Start Menu\\Programs\\Startup',
  commonstartup: '$env:ProgramData\\Microsoft\\Windows\\Start Menu\\Programs\\Startup',
  desktop: '$env:USERPROFILE\\Desktop',
  mydocuments: '$env:USERPROFILE\\Documents',
  windows: '$env:windir',
  system: '$env:windir\\System32',
  programfiles: '$env:ProgramFiles',
  temp: '$env:TEMP',
};

const AUTH_KEY_RE = /^(?:proxy-)?authorization$|api[-_]?key|token|^x-[\w-]*(?:key|auth|secret)$/i;

function concat(a: Value, b: Value): Value {
  const out: Value = { taint: a.taint | b.taint };
  if (a.text !== undefined && b.text !== undefined) out.text = a.text + b.text;
  const secrets = [...(a.secrets ?? []), ...(b.secrets ?? [])];
  if (secrets.length > 0) out.secrets = secrets;
  return out;
}

function union(values: readonly Value[]): Value {
  let taint = 0;
  const secrets: string[] = [];
  for (const v of values) {
    taint |= v.taint;
    if (v.secrets !== undefined) secrets.push(...v.secrets);
  }
  return secrets.length > 0 ? { taint, secrets } : { taint };
}

/** `$env:USERPROFILE\.ssh\id_rsa` as the shared sensitive-path knowledge reads paths. */
function posixPath(path: string): string {
  return path.replace(/\\+/g, '/');
}

function isWord(t: Token | undefined, text?: string): t is Extract<Token, { type: 'word' }> {
  return t?.type === 'word' && (text === undefined || t.text.toLowerCase() === text);
}

function isOp(t: Token | undefined, text: string): boolean {
  return t?.type === 'op' && t.text === text;
}

/**
 * Reads PowerShell by its tokens, statement by statement in order: variables keep what was assigned,
 * pipelines hand values on, and commands, .NET calls and WebClient methods become facts.
 */
export class PowerShellWalker implements NativeHost {
  private readonly vars = new Map<string, Value>();
  private readonly files = new Map<string, { taint: number; text?: string }>();
  private readonly functions = new Set<string>();
  private readonly envReads = new Set<string>();
  private readonly options: PowerShellOptions;
  private row = 0;
  private statementText = '';
  private loops: { spawns: boolean; fills: boolean }[] = [];
  private endless = 0;
  private socketSeen = false;
  /** Taint of the conditions guarding the block being read (keystrokes a keylogger's `if` tests). */
  private guard = 0;
  /** Source lines, for the statement text facts quote. */
  private lines: string[] = [];

  constructor(options: PowerShellOptions) {
    this.options = options;
  }

  get line(): number {
    return this.options.lineBase + this.row;
  }

  get text(): string {
    return this.statementText;
  }

  run(source: string): void {
    this.lines = source.split('\n');
    this.statements(tokenizePowerShell(source), undefined);
  }

  emit(fact: Fact): void {
    const inherited = this.options.inherited;
    if (inherited !== 0) {
      if (fact.kind === 'process') fact.argTaint = taintList(inherited | taintBits(fact.argTaint));
      else if (fact.kind === 'exec') fact.input = taintList(inherited | taintBits(fact.input));
    }
    this.options.facts.push(fact);
  }

  contentOf(path: string): number {
    const key = path.toLowerCase();
    const written = this.files.get(key);
    if (written !== undefined) return written.taint;
    // `dir\*` or `dir` after files were copied into it: what was written there.
    const dir = key.replace(/[\\/]\*$/, '');
    let taint =
      (isSensitivePath(posixPath(path)) ? SENSITIVE_FILE : 0) | (isProjectSecretPath(path) ? SECRET : 0);
    for (const [written, content] of this.files)
      if (written === dir || written.startsWith(`${dir}\\`)) taint |= content.taint;
    return taint;
  }

  noteWrite(path: string, taint: number, text?: string): void {
    this.files.set(path.toLowerCase(), text === undefined ? { taint } : { taint, text });
    if (this.endless > 0) for (const l of this.loops) l.fills = true;
  }

  powershell(code: string, taint: number): void {
    if (this.options.depth >= MAX_DEPTH) return;
    const inner = new PowerShellWalker({
      ...this.options,
      lineBase: this.line,
      inherited: this.options.inherited | taint,
      depth: this.options.depth + 1,
    });
    inner.run(code);
  }

  batch(code: string, taint: number): void {
    if (this.options.batch === undefined || this.options.depth >= MAX_DEPTH) return;
    for (const fact of this.options.batch(
      code,
      this.line,
      this.options.inherited | taint,
      this.options.depth + 1,
    ))
      this.options.facts.push(fact);
  }

  shell(command: string, taint: number): void {
    const shell = this.options.shell;
    if (shell === undefined) {
      this.process(command.split(' ', 1)[0] ?? '', command.split(' ').slice(1), { taint });
      return;
    }
    for (const fact of shell(command, this.line, taintList(this.options.inherited | taint)))
      this.options.facts.push(fact);
  }

  // ---- facts ---------------------------------------------------------------------------------------

  private file(op: FileFact['op'], path: string, extra: Partial<FileFact> = {}): void {
    this.emit({ kind: 'file', line: this.line, text: this.text, op, path, content: [], ...extra });
  }

  private write(path: string, value: Value, append = false, extra: Pick<FileFact, 'empty'> = {}): void {
    const fact: FileFact = {
      kind: 'file',
      line: this.line,
      text: this.text,
      op: append ? 'append' : 'write',
      path,
      content: taintList(value.taint),
      ...extra,
    };
    if (value.text !== undefined && value.text !== '') fact.contentText = value.text;
    this.emit(fact);
    this.noteWrite(path, value.taint, value.text);
  }

  private read(path: string, extra: Partial<FileFact> = {}): Value {
    this.file('read', path, { content: taintList(this.contentOf(path)), ...extra });
    const written = this.files.get(path.toLowerCase());
    return { taint: this.contentOf(path), text: written?.text };
  }

  private network(
    op: NetworkFact['op'],
    target: string | undefined,
    sends: number,
    api: string,
    extra: Partial<NetworkFact> = {},
  ): void {
    const fact: NetworkFact = {
      kind: 'network',
      line: this.line,
      text: this.text,
      op,
      sends: taintList(sends),
      api,
      ...extra,
    };
    if (target !== undefined) fact.target = target;
    this.emit(fact);
  }

  private exec(api: string, input: Value): void {
    const fact: Fact = { kind: 'exec', line: this.line, text: this.text, api, input: taintList(input.taint) };
    if (input.text !== undefined) fact.code = input.text;
    this.emit(fact);
    if (input.text !== undefined) this.powershell(input.text, input.taint);
  }

  private process(
    program: string,
    args: string[],
    extra: Partial<Omit<ProcessFact, 'argTaint'>> & { taint?: number } = {},
  ): ProcessFact {
    const { taint, ...fields } = extra;
    const fact: ProcessFact = {
      kind: 'process',
      line: this.line,
      text: this.text,
      program,
      args,
      stdin: [],
      argTaint: taintList(taint ?? 0),
      ...fields,
    };
    if (this.endless > 0) {
      fact.inEndlessLoop = true;
      for (const l of this.loops) l.spawns = true;
    }
    this.emit(fact);
    return fact;
  }

  private readEnv(name: string): Value {
    if (!isSecretName(name)) return { taint: 0, text: `$env:${name}` };
    const key = `${name}:${this.line}`;
    if (!this.envReads.has(key)) {
      this.envReads.add(key);
      this.emit({ kind: 'env', line: this.line, text: this.text, op: 'read', name });
    }
    return { taint: SECRET, secrets: [name], text: `$env:${name}` };
  }

  private dump(): Value {
    this.emit({ kind: 'env', line: this.line, text: this.text, op: 'dump' });
    return { taint: ENVIRONMENT };
  }

  // ---- statements ----------------------------------------------------------------------------------

  /** Splits a token list into statements at newlines and `;` (a line ending in `|` or an operator goes on). */
  private statements(tokens: readonly Token[], input: Value | undefined): Value {
    let current: Token[] = [];
    let last: Value = NONE;
    const flush = (): void => {
      if (current.length > 0) last = this.statement(current, input);
      current = [];
    };
    for (const t of tokens) {
      if (t.type === 'newline' || isOp(t, ';')) {
        const prev = current[current.length - 1];
        if (
          t.type === 'newline' &&
          prev !== undefined &&
          prev.type === 'op' &&
          /^(?:\||,|=|\+|\+=)$/.test(prev.text)
        )
          continue;
        flush();
        continue;
      }
      current.push(t);
    }
    flush();
    return last;
  }

  private statement(tokens: Token[], input: Value | undefined): Value {
    const first = tokens[0];
    if (first === undefined) return NONE;
    this.row = first.row;
    this.statementText = (this.lines[first.row] ?? '').trim();
    // `$x = …`, `$x += …`
    if (first.type === 'variable' && (isOp(tokens[1], '=') || isOp(tokens[1], '+='))) {
      const rhs = tokens[2];
      // `$out = try { … } catch { … }`, `$x = if (…) { … }`: the statement's blocks run; their value is
      // not followed, what they do is.
      let value =
        rhs?.type === 'word' && KEYWORDS.has(rhs.text.toLowerCase())
          ? this.keyword(rhs.text.toLowerCase(), tokens.slice(2))
          : this.pipeline(tokens.slice(2), input);
      if (this.guard !== 0) value = union([value, { taint: this.guard }]);
      const name = first.name.toLowerCase();
      const previous = this.vars.get(name);
      this.vars.set(name, isOp(tokens[1], '+=') && previous !== undefined ? concat(previous, value) : value);
      return NONE;
    }
    // `$blob[$name] = …`: an entry set on a table or array adds what it holds to the whole value.
    const index = tokens[1];
    if (first.type === 'variable' && index?.type === 'group' && index.open === '[' && isOp(tokens[2], '=')) {
      const value = this.pipeline(tokens.slice(3), input);
      const name = first.name.toLowerCase();
      const previous = this.vars.get(name);
      this.vars.set(name, previous === undefined ? value : concat(previous, value));
      return NONE;
    }
    // `$inv.wifi = …`: a property set on an object adds what it holds to the whole object, which is what
    // `$inv | ConvertTo-Json` then sends.
    if (
      first.type === 'variable' &&
      isOp(tokens[1], '.') &&
      tokens[2]?.type === 'word' &&
      (isOp(tokens[3], '=') || isOp(tokens[3], '+='))
    ) {
      const value = this.pipeline(tokens.slice(4), input);
      const name = first.name.toLowerCase();
      const previous = this.vars.get(name);
      this.vars.set(name, previous === undefined ? value : concat(previous, value));
      return NONE;
    }
    if (first.type === 'word' && KEYWORDS.has(first.text.toLowerCase()))
      return this.keyword(first.text.toLowerCase(), tokens);
    return this.pipeline(tokens, input);
  }

  private keyword(word: string, tokens: Token[]): Value {
    const groups = tokens.filter((t): t is Extract<Token, { type: 'group' }> => t.type === 'group');
    const blocks = groups.filter((g) => g.open === '{');
    const conditions = groups.filter((g) => g.open === '(');
    if (word === 'function' || word === 'filter') {
      const name = tokens[1];
      if (isWord(name)) this.functions.add(name.text.toLowerCase());
      for (const b of blocks) this.statements(b.tokens, undefined);
      return NONE;
    }
    if (word === 'foreach') {
      const header = conditions[0]?.tokens ?? [];
      const inAt = header.findIndex((t) => isWord(t, 'in'));
      const variable = header[0];
      if (inAt === -1 || variable?.type !== 'variable') {
        for (const b of blocks) this.statements(b.tokens, undefined);
        return NONE;
      }
      // The loop variable stands for each listed item in turn (the first few: enough to judge). What the
      // body outputs is the loop's value (`$report = foreach (…) { … }` collects it).
      const list = this.pipeline(header.slice(inAt + 1), undefined);
      const outputs: Value[] = [];
      for (const item of (list.items ?? [list]).slice(0, 8)) {
        this.vars.set(variable.name.toLowerCase(), item);
        for (const b of blocks) outputs.push(this.statements(b.tokens, undefined));
      }
      return union(outputs);
    }
    if (word === 'while' || word === 'for' || word === 'do') {
      const condition = (word === 'do' ? conditions[conditions.length - 1] : conditions[0])?.tokens ?? [];
      const text = condition
        .map((t) =>
          t.type === 'variable' ? `$${t.name}` : t.type === 'word' ? t.text : t.type === 'op' ? t.text : '',
        )
        .join(' ')
        .toLowerCase();
      const until = tokens.some((t) => isWord(t, 'until'));
      const endless =
        word === 'for'
          ? condition.filter((t) => isOp(t, ';')).length === 2 && condition.length === 2
          : until
            ? /^\$false$|^0$/.test(text.trim())
            : /^\$true$|^1$/.test(text.trim());
      return this.loop(endless, () => {
        for (const c of conditions) this.pipeline(c.tokens, undefined);
        for (const b of blocks) this.statements(b.tokens, undefined);
      });
    }
    // `if ([W32.Kb]::GetAsyncKeyState($k) …) { $buf.Append([char]$k) }`: what a block guarded by the
    // user's keystrokes records says which keys were pressed.
    let guarded = 0;
    for (const c of conditions) guarded |= this.statements(c.tokens, undefined).taint & USER_DATA;
    const outer = this.guard;
    this.guard |= guarded;
    try {
      for (const b of blocks) this.statements(b.tokens, undefined);
    } finally {
      this.guard = outer;
    }
    if (word === 'return' || word === 'throw') return this.pipeline(tokens.slice(1), undefined);
    return NONE;
  }

  private loop(endless: boolean, body: () => void): Value {
    const stats = { spawns: false, fills: false };
    const line = this.line;
    const text = this.text;
    this.loops.push(stats);
    if (endless) this.endless++;
    try {
      body();
    } finally {
      this.loops.pop();
      if (endless) this.endless--;
    }
    if (endless)
      this.emit({
        kind: 'loop',
        line,
        text,
        endless: true,
        spawns: stats.spawns,
        forks: false,
        fills: stats.fills,
      });
    return NONE;
  }

  /** Elements joined by `|`: each one's value is the next one's input. */
  private pipeline(tokens: readonly Token[], input: Value | undefined): Value {
    const elements: Token[][] = [[]];
    for (const t of tokens) {
      if (isOp(t, '|')) elements.push([]);
      else elements[elements.length - 1]?.push(t);
    }
    let value = input;
    for (const element of elements) {
      if (element.length === 0) continue;
      value = this.element(element, value);
    }
    return value ?? NONE;
  }

  private element(tokens: Token[], input: Value | undefined): Value {
    const first = tokens[0];
    if (first === undefined) return NONE;
    // `& $path args`, `& ([scriptblock]::Create(…))`, `. ./x.ps1`
    if (isOp(first, '&') || isOp(first, '.')) {
      const [target, next] = this.primary(tokens, 1);
      const args = this.commandArgs(tokens.slice(next));
      return this.invoke(target, args, input);
    }
    if (
      first.type === 'word' &&
      !first.text.startsWith('-') &&
      !/^\d/.test(first.text) &&
      !KEYWORDS.has(first.text.toLowerCase())
    ) {
      const args = this.commandArgs(tokens.slice(1));
      const redirects = this.redirects(tokens);
      const out = this.command(first.text, args, input);
      for (const r of redirects) {
        this.write(r.path, out, r.append);
      }
      return redirects.length > 0 ? NONE : out;
    }
    const value = this.expression(tokens, 0)[0];
    for (const r of this.redirects(tokens)) this.write(r.path, value, r.append);
    return value;
  }

  private redirects(tokens: readonly Token[]): { path: string; append: boolean }[] {
    const out: { path: string; append: boolean }[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t?.type !== 'op' || !/^(?:>|>>|\*>)$/.test(t.text)) continue;
      const [target] = this.primary(tokens, i + 1);
      if (target.text !== undefined && !/^\$null$|^nul$/i.test(target.text))
        out.push({ path: target.text, append: t.text === '>>' });
    }
    return out;
  }

  /** Command arguments: `-Name value`, `-Name:value`, switches, positional values and comma lists. */
  private commandArgs(tokens: readonly Token[]): Arg[] {
    const args: Arg[] = [];
    for (let i = 0; i < tokens.length; ) {
      const t = tokens[i];
      if (t === undefined) break;
      if (t.type === 'op' && /^(?:>|>>|\*>|2>|2>&1|\*>&1)$/.test(t.text)) {
        i += t.text.includes('&') ? 1 : 2;
        continue;
      }
      if (t.type === 'word' && /^-[A-Za-z_][\w-]*:?$/.test(t.text)) {
        const name = t.text.slice(1).replace(/:$/, '').toLowerCase();
        const next = tokens[i + 1];
        const takesValue =
          next !== undefined &&
          !(next.type === 'word' && /^-[A-Za-z_]/.test(next.text)) &&
          !(next.type === 'op' && next.text !== '&' && next.text !== '.') &&
          next.type !== 'newline';
        if (
          takesValue &&
          !/^(?:recurse|force|raw|usebasicparsing|wait|passthru|verbose|confirm|whatif|debug|nonewwindow|nop|noprofile|noninteractive|noexit|sta|mta|hidden)$/.test(
            name,
          )
        ) {
          const [value, after] = this.listValue(tokens, i + 1);
          args.push({ name, value });
          i = after;
        } else {
          args.push({ name, value: { taint: 0, text: '$true', flag: true } });
          i++;
        }
        continue;
      }
      const [value, after] = this.listValue(tokens, i);
      args.push({ value });
      i = Math.max(after, i + 1);
    }
    return args;
  }

  /** A value and, after commas, the rest of its array (`-ArgumentList '-nop','-e',$blob`). */
  private listValue(tokens: readonly Token[], start: number): [Value, number] {
    const [first, next] = this.primary(tokens, start);
    if (!isOp(tokens[next], ',')) return [first, next];
    const items = [first];
    let i = next;
    while (isOp(tokens[i], ',')) {
      const [item, after] = this.primary(tokens, i + 1);
      items.push(item);
      i = after;
    }
    return [{ ...union(items), items }, i];
  }

  // ---- expressions ---------------------------------------------------------------------------------

  /** An expression with `+`, `-f`, `-join`, `-replace` and comma lists; returns the value and where it ended. */
  private expression(tokens: readonly Token[], start: number): [Value, number] {
    // Unary `-join (…)` glues the items together with nothing between them (`-join [char[]](…)`).
    const unaryJoin =
      tokens[start]?.type === 'word' && (tokens[start] as { text: string }).text.toLowerCase() === '-join';
    let [value, i] = this.listValue(tokens, unaryJoin ? start + 1 : start);
    if (unaryJoin) value = this.binary('-join', value, { taint: 0, text: '' });
    for (let guard = 0; i < tokens.length && guard < 256; guard++) {
      const t = tokens[i];
      if (isOp(t, '+')) {
        const [right, after] = this.listValue(tokens, i + 1);
        value = concat(value, right);
        i = after;
        continue;
      }
      if (t?.type === 'word' && /^-[a-z]+$/i.test(t.text)) {
        const operator = t.text.toLowerCase();
        const [right, after] = this.listValue(tokens, i + 1);
        value = this.binary(operator, value, right);
        i = after;
        continue;
      }
      if (t?.type === 'op' && /^(?:>|>>|\*>|2>|2>&1|\*>&1)$/.test(t.text)) break;
      // Another word after an expression starts no new statement in argument lists; stop here.
      break;
    }
    return [value, i];
  }

  private binary(operator: string, left: Value, right: Value): Value {
    const both = union([left, right]);
    if (operator === '-f' && left.text !== undefined) {
      const items = right.items ?? [right];
      const text = left.text.replace(
        /\{(\d+)(?::[^}]*)?\}/g,
        (all, n: string) => items[Number(n)]?.text ?? all,
      );
      return { ...both, text };
    }
    if (operator === '-join') {
      const items = left.items ?? [left];
      const sep = right.text ?? '';
      return items.every((v) => v.text !== undefined)
        ? { ...both, text: items.map((v) => v.text).join(sep) }
        : both;
    }
    if ((operator === '-replace' || operator === '-creplace') && left.text !== undefined) {
      const [pattern, replacement] = right.items ?? [right];
      if (pattern?.text === undefined) return both;
      try {
        return {
          ...both,
          text: left.text.replace(
            new RegExp(pattern.text, operator === '-replace' ? 'gi' : 'g'),
            replacement?.text ?? '',
          ),
        };
      } catch {
        return both;
      }
    }
    if (operator === '-bxor') return { ...both, taint: both.taint | DECODED };
    return both;
  }

  /** One operand with its member accesses and calls (`(New-Object Net.WebClient).DownloadString(…)`). */
  private primary(tokens: readonly Token[], start: number): [Value, number] {
    const t = tokens[start];
    if (t === undefined) return [NONE, start + 1];
    let value: Value;
    let i = start + 1;
    switch (t.type) {
      case 'string':
        value = t.expandable ? this.expand(t.value, t.start ?? t.row) : { taint: 0, text: t.value };
        break;
      case 'variable':
        value = this.variable(t.name);
        break;
      case 'word':
        value = { taint: 0, text: t.text };
        break;
      case 'group': {
        if (t.open === '[') {
          const type = t.tokens
            .map((x) => (x.type === 'word' ? x.text : x.type === 'group' ? '[]' : ''))
            .join('')
            .toLowerCase();
          if (isOp(tokens[i], '::')) {
            const member = tokens[i + 1];
            // `[Text.Encoding]::Unicode.GetString(…)`: the tokenizer keeps dotted names in one word.
            const [name = '', ...chain] = isWord(member) ? member.text.toLowerCase().split('.') : [''];
            const call = tokens[i + 2];
            if (chain.length === 0 && call?.type === 'group' && call.open === '(') {
              value = this.staticCall(type, name, this.callArgs(call.tokens));
              i += 3;
            } else {
              value = this.staticMember(type, name);
              i += 2;
              value = this.chain(value, chain, tokens, i);
              if (
                chain.length > 0 &&
                tokens[i]?.type === 'group' &&
                (tokens[i] as Extract<Token, { type: 'group' }>).open === '('
              )
                i++;
            }
          } else if (tokens[i] !== undefined && !isOp(tokens[i], ',') && tokens[i]?.type !== 'op') {
            const [operand, after] = this.primary(tokens, i);
            value = this.cast(type, operand);
            i = after;
          } else value = NONE;
          break;
        }
        if (t.open === '{') {
          value = { taint: 0, kind: 'scriptblock', block: t.tokens };
          break;
        }
        if (t.open === '@{') {
          value = this.hashtable(t.tokens);
          break;
        }
        if (t.open === '@(') {
          const items: Value[] = [];
          for (const s of this.splitItems(t.tokens)) items.push(this.pipeline(s, undefined));
          value = { ...union(items), items };
          break;
        }
        value = this.statements(t.tokens, undefined);
        break;
      }
      default:
        return [NONE, i];
    }
    // Member access and calls, indexing.
    for (let guard = 0; guard < 64; guard++) {
      if (isOp(tokens[i], '.') && isWord(tokens[i + 1])) {
        const names = (tokens[i + 1] as Extract<Token, { type: 'word' }>).text.toLowerCase().split('.');
        i += 2;
        const receiver = guard === 0 && t.type === 'variable' ? t.name.toLowerCase() : undefined;
        const call = tokens[i];
        // `$buf.Append($x)`, `$list.Add($x)`: the collection now holds what it was handed.
        if (
          receiver !== undefined &&
          names.length === 1 &&
          COLLECTION_ADDERS.has(names[0] ?? '') &&
          call?.type === 'group' &&
          call.open === '('
        ) {
          const added = union([...this.callArgs(call.tokens), { taint: this.guard }]);
          if (added.taint !== 0) this.vars.set(receiver, concat(this.vars.get(receiver) ?? NONE, added));
        }
        value = this.chain(value, names, tokens, i);
        if (tokens[i]?.type === 'group' && (tokens[i] as Extract<Token, { type: 'group' }>).open === '(') i++;
        continue;
      }
      const index = tokens[i];
      if (index?.type === 'group' && index.open === '[' && value.kind === undefined) {
        i++;
        continue;
      }
      break;
    }
    return [value, i];
  }

  /** `.a.b.Method(…)`: members in turn, the last one called when an argument list follows at `tokens[at]`. */
  private chain(start: Value, names: readonly string[], tokens: readonly Token[], at: number): Value {
    let value = start;
    const call = tokens[at];
    const args = call?.type === 'group' && call.open === '(' ? this.callArgs(call.tokens) : undefined;
    names.forEach((name, k) => {
      value =
        k === names.length - 1 && args !== undefined
          ? this.method(value, name, args)
          : this.member(value, name);
    });
    return value;
  }

  private splitItems(tokens: readonly Token[]): Token[][] {
    const items: Token[][] = [[]];
    for (const t of tokens) {
      if (t.type === 'newline' || isOp(t, ';') || isOp(t, ',')) items.push([]);
      else items[items.length - 1]?.push(t);
    }
    return items.filter((s) => s.length > 0);
  }

  private callArgs(tokens: readonly Token[]): Value[] {
    const args: Value[] = [];
    let current: Token[] = [];
    for (const t of tokens) {
      if (isOp(t, ',')) {
        args.push(this.expression(current, 0)[0]);
        current = [];
      } else if (t.type !== 'newline') current.push(t);
    }
    if (current.length > 0) args.push(this.expression(current, 0)[0]);
    return args;
  }

  private hashtable(tokens: readonly Token[]): Value {
    const entries = new Map<string, Value>();
    const values: Value[] = [];
    for (const item of this.splitItems(tokens)) {
      const eq = item.findIndex((t) => isOp(t, '='));
      if (eq === -1) continue;
      const key = item[0];
      const name = key?.type === 'word' ? key.text : key?.type === 'string' ? key.value : '';
      const value = this.pipeline(item.slice(eq + 1), undefined);
      entries.set(name.toLowerCase(), value);
      values.push(value);
    }
    const known = values.every((v) => v.text !== undefined);
    const text = [...entries].map(([k, v]) => `${k}=${v.text}`).join('; ');
    return known ? { ...union(values), entries, text: `@{${text}}` } : { ...union(values), entries };
  }

  /** Variables inside a double-quoted string, `$(…)` subexpressions, and backtick escapes. */
  private expand(raw: string, startRow: number): Value {
    const parts: Value[] = [];
    let literal = '';
    for (let i = 0; i < raw.length; i++) {
      const c = raw[i];
      if (c === '`' && i + 1 < raw.length) {
        literal += unescapeBackticks(raw.slice(i, i + 2));
        i++;
        continue;
      }
      if (c === '$') {
        if (raw[i + 1] === '(') {
          let depth = 0;
          let k = i + 1;
          for (; k < raw.length; k++) {
            if (raw[k] === '(') depth++;
            else if (raw[k] === ')' && --depth === 0) break;
          }
          parts.push({ taint: 0, text: literal });
          literal = '';
          // The subexpression's tokens count rows from the string, not the file: shift them so its facts
          // carry the string's line, and give the enclosing statement its own row back afterwards.
          const row = this.row;
          const statementText = this.statementText;
          const inner = tokenizePowerShell(raw.slice(i + 2, k));
          shiftRows(inner, startRow + countNewlines(raw, i));
          parts.push(this.statements(inner, undefined));
          this.row = row;
          this.statementText = statementText;
          i = k;
          continue;
        }
        const m = /^\{([^}]+)\}|^((?:env|script|global|local):\w+|\w+)/i.exec(raw.slice(i + 1));
        if (m !== null) {
          parts.push({ taint: 0, text: literal });
          literal = '';
          parts.push(this.variable(m[1] ?? m[2] ?? ''));
          i += m[0].length;
          continue;
        }
      }
      literal += c;
    }
    parts.push({ taint: 0, text: literal });
    return parts.reduce(concat, { taint: 0, text: '' });
  }

  private variable(name: string): Value {
    const lower = name.toLowerCase();
    if (lower.startsWith('env:')) {
      const env = name.slice(4);
      return this.readEnv(env);
    }
    const known = this.vars.get(lower.replace(/^(?:script|global|local):/, ''));
    if (known !== undefined) return known;
    if (lower === 'true' || lower === 'false' || lower === 'null') return { taint: 0, text: `$${lower}` };
    if (lower === 'home') return { taint: 0, text: '$HOME' };
    if (lower === 'profile') return { taint: 0, text: '$PROFILE' };
    return { taint: 0, text: `$${name}` };
  }

  private cast(type: string, operand: Value): Value {
    if (type === 'char' && operand.text !== undefined && /^(?:0x[0-9a-f]+|\d+)$/i.test(operand.text))
      return { taint: operand.taint | DECODED, text: String.fromCharCode(Number(operand.text)) };
    if (
      type === 'char[]' &&
      operand.items !== undefined &&
      operand.items.every((v) => v.text !== undefined && /^\d+$/.test(v.text))
    )
      return {
        taint: operand.taint | DECODED,
        items: operand.items.map((v) => ({ taint: 0, text: String.fromCharCode(Number(v.text)) })),
      };
    if (type === 'scriptblock') return { ...operand, kind: 'scriptblock' };
    return operand;
  }

  private staticMember(type: string, name: string): Value {
    if (/(?:^|\.)encoding$/.test(type)) {
      const encoding: BufferEncoding = name === 'unicode' ? 'utf16le' : name === 'ascii' ? 'ascii' : 'utf8';
      return { taint: 0, kind: 'encoding', encoding };
    }
    return NONE;
  }

  private staticCall(type: string, name: string, args: Value[]): Value {
    const short = type.replace(/^system\./, '');
    const [a, b, c] = args;
    // Win32 keyboard state and hooks, declared through `Add-Type`: what they return is what the user types.
    if (KEY_CAPTURE_RE.test(name)) return { taint: USER_DATA };
    // `[string]::new([char[]](…))`, `[string]::Join('', $chars)`: the characters as one string.
    if (short === 'string' && (name === 'new' || name === 'join' || name === 'concat')) {
      const [sep, list] = name === 'join' ? [a?.text ?? '', b] : ['', args.length === 1 ? a : undefined];
      const items = list?.items ?? (name === 'concat' ? args : []);
      if (items.length > 0 && items.every((v) => v.text !== undefined))
        return {
          taint: union(items).taint | (list?.taint ?? 0),
          text: items.map((v) => v.text).join(sep),
        };
    }
    if (short === 'convert' && name === 'frombase64string' && a !== undefined) {
      const bytes = a.text === undefined ? undefined : Buffer.from(a.text.replace(/\s+/g, ''), 'base64');
      return { taint: a.taint | DECODED, bytes, text: bytes?.toString('utf8') };
    }
    if (short === 'convert' && name === 'tobase64string' && a !== undefined)
      return { taint: a.taint, ...(a.bytes === undefined ? {} : { text: a.bytes.toString('base64') }) };
    if (/(?:^|\.)encoding$/.test(short)) return this.method(this.staticMember(type, name), name, args);
    if (
      /(?:^|\.)dns$/.test(short) &&
      /^(?:gethostaddresses|gethostentry|gethostbyname|resolve)(?:async)?$/.test(name)
    ) {
      this.network('resolve', a?.text, a?.taint ?? 0, `Dns.${name}`);
      return { taint: NETWORK };
    }
    if (short === 'environment') {
      if (name === 'getenvironmentvariables') return this.dump();
      if (name === 'getenvironmentvariable' && a?.text !== undefined) return this.readEnv(a.text);
      if (name === 'getfolderpath' && a?.text !== undefined)
        return { taint: 0, text: FOLDERS[a.text.replace(/^.*[.:]/, '').toLowerCase()] ?? `<${a.text}>` };
      if (name === 'expandenvironmentvariables') return a ?? NONE;
    }
    if (/^(?:io\.)?file$/.test(short)) {
      const path = a?.text;
      if (path === undefined) return union(args);
      if (/^read/.test(name)) return this.read(path);
      if (/^(?:write|append)/.test(name)) {
        this.write(path, b ?? NONE, name.startsWith('append'));
        return NONE;
      }
      if (name === 'delete') this.file('delete', path);
      if (name === 'copy' && b?.text !== undefined) {
        const content = this.read(path);
        this.write(b.text, content);
      }
      return NONE;
    }
    if (/^(?:io\.)?path$/.test(short)) {
      if (name === 'combine' && args.every((v) => v.text !== undefined))
        return { ...union(args), text: args.map((v) => v.text).join('\\') };
      if (name === 'gettemppath') return { taint: 0, text: '$env:TEMP\\' };
      return union(args);
    }
    if (short === 'scriptblock' && name === 'create' && a !== undefined) {
      this.exec('[scriptblock]::Create', a);
      return { ...a, kind: 'scriptblock' };
    }
    if (/(?:^|\.)reflection\.assembly$/.test(short) && name.startsWith('load')) {
      this.exec('Assembly.Load', union(args));
      return NONE;
    }
    if (PASSWORD_VAULT_RE.test(short) && name === 'new') return CREDENTIAL_VAULT;
    if (/net\.sockets\.tcpclient$/.test(short) && name === 'new') return this.tcpClient(a, b);
    if (/net\.webclient$/.test(short) && name === 'new') return { taint: 0, kind: 'webclient' };
    if (/diagnostics\.process$/.test(short) && name === 'start' && a !== undefined) {
      this.startProcess(a, b === undefined ? [] : [b]);
      return NONE;
    }
    if (/win32\.registry$/.test(short) && name === 'setvalue' && a?.text !== undefined) {
      this.write(`${a.text}${b?.text === undefined ? '' : `\\${b.text}`}`, c ?? NONE);
      return NONE;
    }
    return union(args);
  }

  private tcpClient(host: Value | undefined, port: Value | undefined): Value {
    const target =
      host?.text === undefined ? undefined : `${host.text}${port?.text === undefined ? '' : `:${port.text}`}`;
    this.network('connect', target, 0, 'Net.Sockets.TCPClient');
    this.socketSeen = true;
    return { taint: NETWORK, kind: 'socket' };
  }

  private member(value: Value, name: string): Value {
    if (value.kind === 'encoding') return value;
    if (name === 'content' || name === 'rawcontent' || name === 'result' || name === 'value')
      return { ...value, kind: undefined };
    return {
      taint: value.taint,
      secrets: value.secrets,
      text: name === 'length' || name === 'count' ? undefined : value.text,
      kind: value.kind,
      path: value.path,
    };
  }

  private method(value: Value, name: string, args: Value[]): Value {
    const [a, b, c] = args;
    if (value.kind === 'webclient') {
      const url = a?.text;
      if (name === 'downloadstring' || name === 'downloaddata' || name === 'openread') {
        this.network('fetch', url, a?.taint ?? 0, `WebClient.${name}`, this.authOf(value, url));
        return { taint: NETWORK };
      }
      if (name === 'downloadfile') {
        this.network('fetch', url, a?.taint ?? 0, 'WebClient.DownloadFile', this.authOf(value, url));
        if (b?.text !== undefined) this.write(b.text, { taint: NETWORK });
        return NONE;
      }
      if (name.startsWith('upload')) {
        const data = args.length >= 3 ? c : b;
        const sends =
          name.startsWith('uploadfile') && data?.text !== undefined
            ? this.read(data.text).taint
            : (data?.taint ?? 0);
        this.network('send', url, sends | (a?.taint ?? 0), `WebClient.${name}`, this.authOf(value, url));
        return { taint: NETWORK };
      }
      if (name === 'add' || name === 'set') return value;
    }
    if (value.kind === 'httpclient') {
      if (/^get/.test(name)) {
        this.network('fetch', a?.text, a?.taint ?? 0, `HttpClient.${name}`);
        return { taint: NETWORK };
      }
      if (/^(?:post|put|send|patch)/.test(name)) {
        this.network('send', a?.text, b?.taint ?? 0, `HttpClient.${name}`);
        return { taint: NETWORK };
      }
    }
    if (value.kind === 'socket' && name === 'getstream') return { taint: NETWORK, kind: 'stream' };
    if (value.kind === 'shell-com' && (name === 'run' || name === 'exec') && a !== undefined) {
      this.startProcess(a, []);
      return NONE;
    }
    // `[Text.Encoding]::Unicode.GetBytes($cmd)`: the bytes an `-EncodedCommand` is built from.
    if (value.kind === 'encoding' && name === 'getbytes' && a?.text !== undefined)
      return { taint: a.taint, bytes: Buffer.from(a.text, value.encoding ?? 'utf8') };
    if (value.kind === 'encoding' && name === 'getstring' && a !== undefined) {
      const text = a.bytes?.toString(value.encoding ?? 'utf8');
      return { taint: a.taint | (a.bytes !== undefined ? DECODED : 0), text };
    }
    if (name === 'invoke' && value.kind === 'scriptblock') {
      if (value.block !== undefined) this.statements(value.block, undefined);
      else this.exec('ScriptBlock.Invoke', value);
      return NONE;
    }
    // `Get-WmiObject Win32_ShadowCopy | ForEach-Object { $_.Delete() }`
    if (name === 'delete' && value.path !== undefined) {
      this.file('delete', value.path, { recursive: true });
      return NONE;
    }
    if (value.text !== undefined) {
      if (name === 'replace' && a?.text !== undefined)
        return { ...value, text: value.text.split(a.text).join(b?.text ?? '') };
      if (name === 'tostring' || name === 'trim' || name === 'tolower' || name === 'toupper')
        return {
          ...value,
          text:
            name === 'tolower'
              ? value.text.toLowerCase()
              : name === 'toupper'
                ? value.text.toUpperCase()
                : name === 'trim'
                  ? value.text.trim()
                  : value.text,
        };
    }
    return { taint: value.taint | union(args).taint, secrets: value.secrets };
  }

  /** A header `Authorization: …` set on the client: authHeader, unless the token belongs elsewhere. */
  private authOf(client: Value, url: string | undefined): Partial<NetworkFact> {
    const entries = client.entries;
    if (entries === undefined) return {};
    for (const [key, value] of entries)
      if (AUTH_KEY_RE.test(key) && !secretGoesElsewhere(value.secrets, url)) return { authHeader: true };
    return {};
  }

  // ---- commands ------------------------------------------------------------------------------------

  private param(args: readonly Arg[], names: readonly string[], position?: number): Value | undefined {
    for (const a of args)
      if (
        a.name !== undefined &&
        names.some((n) => n === a.name || (a.name!.length >= 2 && n.startsWith(a.name!)))
      )
        return a.value;
    if (position === undefined) return undefined;
    return args.filter((a) => a.name === undefined)[position]?.value;
  }

  private has(args: readonly Arg[], ...names: string[]): boolean {
    return args.some(
      (a) =>
        a.name !== undefined &&
        names.some((n) => n === a.name || (a.name!.length >= 3 && n.startsWith(a.name!))),
    );
  }

  private invoke(target: Value, args: Arg[], input: Value | undefined): Value {
    if (target.kind === 'scriptblock') {
      if (target.block !== undefined) return this.statements(target.block, input);
      if (target.text !== undefined) this.powershell(target.text, target.taint);
      return NONE;
    }
    if (target.text === undefined) {
      this.exec('& (dynamic)', target);
      return NONE;
    }
    return this.command(target.text, args, input);
  }

  private command(rawName: string, args: Arg[], input: Value | undefined): Value {
    const lower = rawName.toLowerCase();
    const name = ALIASES[lower] ?? lower;
    if (this.functions.has(name)) return NONE;
    const text = (v: Value | undefined): string | undefined => v?.text;
    switch (name) {
      case 'invoke-webrequest':
      case 'invoke-restmethod': {
        const uri = this.param(args, ['uri', 'url'], 0);
        const method = text(this.param(args, ['method']))?.toLowerCase() ?? '';
        const body = this.param(args, ['body']);
        const inFile = text(this.param(args, ['infile']));
        const form = this.param(args, ['form']);
        const headers = this.param(args, ['headers']);
        let sends = uri?.taint ?? 0;
        let send =
          /^(?:post|put|patch)$/.test(method) ||
          body !== undefined ||
          inFile !== undefined ||
          form !== undefined;
        if (body !== undefined) sends |= body.taint;
        if (form !== undefined) sends |= form.taint;
        if (inFile !== undefined) sends |= this.read(inFile).taint;
        if (input !== undefined && input.taint !== 0 && /^(?:post|put|patch)$/.test(method)) {
          sends |= input.taint;
          send = true;
        }
        const auth = headers?.entries === undefined ? {} : this.authOf(headers, uri?.text);
        if (headers?.entries !== undefined)
          for (const [key, value] of headers.entries)
            if (!AUTH_KEY_RE.test(key) || secretGoesElsewhere(value.secrets, uri?.text)) sends |= value.taint;
        this.network(
          send ? 'send' : 'fetch',
          uri?.text,
          sends,
          name === 'invoke-webrequest' ? 'Invoke-WebRequest' : 'Invoke-RestMethod',
          auth,
        );
        const outFile = text(this.param(args, ['outfile']));
        if (outFile !== undefined) {
          this.write(outFile, { taint: NETWORK });
          return NONE;
        }
        return { taint: NETWORK };
      }
      case 'resolve-dnsname': {
        // The name looked up leaves the machine: hex of a token under an attacker's zone is DNS exfiltration.
        const host = this.param(args, ['name'], 0);
        this.network('resolve', host?.text, host?.taint ?? 0, 'Resolve-DnsName');
        return { taint: NETWORK };
      }
      case 'start-bitstransfer': {
        const source = this.param(args, ['source'], 0);
        this.network('fetch', source?.text, 0, 'Start-BitsTransfer');
        const destination = text(this.param(args, ['destination'], 1));
        if (destination !== undefined) this.write(destination, { taint: NETWORK });
        return NONE;
      }
      case 'invoke-expression': {
        const code = this.param(args, ['command'], 0) ?? input ?? NONE;
        this.exec('Invoke-Expression', code);
        // The classic TCPClient loop: what the stream gives is run and the output written back to it.
        if (this.socketSeen && code.text === undefined)
          this.process('powershell', [], { socketStdio: true, stdin: ['network'] });
        return { taint: code.taint };
      }
      case 'invoke-command':
      case 'start-job': {
        const block = this.param(args, ['scriptblock'], 0);
        if (block?.block !== undefined) this.statements(block.block, input);
        const file = text(this.param(args, ['filepath']));
        if (file !== undefined) this.process('powershell', ['-File', file], { runsFile: file });
        return NONE;
      }
      case 'foreach-object':
      case 'where-object': {
        const block = this.param(args, ['process', 'filterscript'], 0);
        if (block?.block !== undefined) {
          const saved = this.vars.get('_');
          this.vars.set('_', input ?? NONE);
          const output = this.statements(block.block, input);
          if (saved === undefined) this.vars.delete('_');
          else this.vars.set('_', saved);
          // What `ForEach-Object` emits is what its block outputs for each item (`… | % { netsh … key=clear }`).
          if (name === 'foreach-object') return union([input ?? NONE, output]);
        }
        return input ?? NONE;
      }
      case 'start-process': {
        const file = this.param(args, ['filepath'], 0);
        const list = this.param(args, ['argumentlist', 'args'], 1);
        if (file !== undefined) this.startProcess(file, list === undefined ? [] : (list.items ?? [list]));
        return NONE;
      }
      case 'remove-item': {
        const paths = this.param(args, ['path', 'literalpath'], 0);
        const recursive = this.has(args, 'recurse');
        const targets =
          paths === undefined
            ? input?.path === undefined
              ? []
              : [input.path]
            : (paths.items ?? [paths]).map((v) => v.text).filter((p): p is string => p !== undefined);
        for (const path of targets)
          this.file('delete', path, recursive || input?.path !== undefined ? { recursive: true } : {});
        return NONE;
      }
      case 'get-childitem':
      case 'get-item': {
        const path = text(this.param(args, ['path', 'literalpath'], 0)) ?? '.';
        if (/^env:/i.test(path)) {
          const rest = path.slice(4).replace(/^\\/, '');
          return rest === '' || rest === '*' ? this.dump() : this.readEnv(rest);
        }
        this.file('list', path, this.has(args, 'recurse') ? { recursive: true } : {});
        return { taint: this.contentOf(path), path };
      }
      case 'get-content': {
        const path = text(this.param(args, ['path', 'literalpath'], 0));
        if (path === undefined) return NONE;
        if (/^env:/i.test(path)) return this.readEnv(path.slice(4));
        return this.read(path);
      }
      case 'import-clixml': {
        const path = text(this.param(args, ['path'], 0));
        return path === undefined ? NONE : this.read(path);
      }
      case 'set-content':
      case 'add-content':
      case 'out-file': {
        const path = text(this.param(args, ['path', 'filepath', 'literalpath'], 0));
        const value = this.param(args, ['value', 'inputobject'], 1) ?? input ?? NONE;
        if (path !== undefined) this.write(path, value, name === 'add-content' || this.has(args, 'append'));
        return NONE;
      }
      case 'new-item': {
        const path = text(this.param(args, ['path'], 0));
        const type = text(this.param(args, ['itemtype', 'type']))?.toLowerCase();
        // `-Target` is `-Value` under its link name: a symbolic link's target is what the path then runs.
        const value = this.param(args, ['value', 'target']);
        const empty = value === undefined && (type === undefined || type === 'file');
        if (path !== undefined && type !== 'directory')
          this.write(path, value ?? NONE, false, empty ? { empty: true } : {});
        // The new item reads as its full path (`$stage = New-Item -ItemType Directory …; Join-Path $stage f`).
        return path === undefined ? NONE : { taint: 0, text: path };
      }
      case 'copy-item':
      case 'move-item': {
        const from = text(this.param(args, ['path', 'literalpath'], 0));
        const to = text(this.param(args, ['destination'], 1));
        if (from === undefined) return NONE;
        const recursive = this.has(args, 'recurse');
        // A copy reads its source even when where it goes is not known.
        const content = this.read(from, recursive ? { recursive: true } : {});
        if (to === undefined) return NONE;
        // Into a folder (`-Recurse`, a trailing separator) the item keeps its name.
        const into =
          recursive || /[\\/]$/.test(to)
            ? `${to.replace(/[\\/]$/, '')}\\${
                from
                  .replace(/[\\/]+$/, '')
                  .split(/[\\/]/)
                  .pop() ?? ''
              }`
            : to;
        if (name === 'move-item') this.file('move', from, { target: into });
        this.write(into, content);
        return NONE;
      }
      case 'compress-archive': {
        const from = this.param(args, ['path', 'literalpath'], 0);
        const to = text(this.param(args, ['destinationpath'], 1));
        let taint = 0;
        for (const p of from?.items ?? (from === undefined ? [] : [from]))
          if (p.text !== undefined) taint |= this.read(p.text, { recursive: true }).taint;
        if (to !== undefined) this.write(to, { taint });
        return NONE;
      }
      case 'expand-archive': {
        const from = text(this.param(args, ['path', 'literalpath'], 0));
        const to = text(this.param(args, ['destinationpath'], 1)) ?? '.';
        const taint = from === undefined ? 0 : this.read(from).taint;
        this.write(to, { taint });
        return NONE;
      }
      case 'set-itemproperty':
      case 'new-itemproperty': {
        const path = text(this.param(args, ['path'], 0));
        const property = text(this.param(args, ['name'], 1));
        const value = this.param(args, ['value'], 2) ?? NONE;
        if (path !== undefined) this.write(property === undefined ? path : `${path}\\${property}`, value);
        return NONE;
      }
      case 'new-scheduledtaskaction': {
        const execute = this.param(args, ['execute']);
        const argument = this.param(args, ['argument']);
        const parts = [execute, argument].filter((v): v is Value => v !== undefined);
        return {
          ...union(parts),
          kind: 'task-action',
          text: parts
            .map((v) => v.text ?? '')
            .join(' ')
            .trim(),
        };
      }
      case 'register-scheduledtask': {
        this.process(name, this.argTexts(args));
        const task = text(this.param(args, ['taskname'], 0)) ?? 'task';
        const action = this.param(args, ['action']) ?? NONE;
        this.write(`${TASKS_DIR}${task}`, action);
        return NONE;
      }
      case 'new-service': {
        this.process(name, this.argTexts(args));
        const service = text(this.param(args, ['name'], 0)) ?? 'service';
        this.write(
          `HKLM:\\SYSTEM\\CurrentControlSet\\Services\\${service}`,
          this.param(args, ['binarypathname'], 1) ?? NONE,
        );
        return NONE;
      }
      case 'set-wmiinstance':
      case 'new-ciminstance': {
        this.process(name, this.argTexts(args));
        const cls = text(this.param(args, ['class', 'classname']));
        if (cls !== undefined && /EventConsumer|FilterToConsumerBinding|EventFilter/i.test(cls)) {
          const values = this.param(args, ['arguments', 'property']) ?? NONE;
          const command =
            values.entries?.get('commandlinetemplate') ?? values.entries?.get('scripttext') ?? values;
          this.write(`WMI:root\\subscription\\${cls}`, command);
        }
        return NONE;
      }
      case 'send-mailmessage': {
        let sends = this.param(args, ['body'])?.taint ?? 0;
        for (const a of this.param(args, ['attachments'])?.items ?? [])
          if (a.text !== undefined) sends |= this.read(a.text).taint;
        const single = this.param(args, ['attachments']);
        if (single?.items === undefined && single?.text !== undefined) sends |= this.read(single.text).taint;
        this.network('send', text(this.param(args, ['to'])), sends, 'Send-MailMessage');
        return NONE;
      }
      case 'get-wmiobject':
      case 'gwmi':
      case 'get-ciminstance': {
        const cls = text(this.param(args, ['class', 'classname', 'query'], 0)) ?? '';
        return /win32_shadowcopy/i.test(cls) ? { taint: 0, path: SHADOW_COPIES } : NONE;
      }
      case 'remove-wmiobject':
      case 'remove-ciminstance':
        if (input?.path !== undefined) this.file('delete', input.path, { recursive: true });
        return NONE;
      case 'format-volume': {
        const drive = text(this.param(args, ['driveletter'], 0));
        if (drive !== undefined) this.file('delete', `${drive.replace(/:.*$/, '')}:\\`, { recursive: true });
        return NONE;
      }
      case 'clear-disk': {
        const disk = text(this.param(args, ['number'], 0));
        if (this.has(args, 'removedata'))
          this.file('delete', `\\\\.\\PhysicalDrive${disk ?? '<disk>'}`, { recursive: true });
        return NONE;
      }
      case 'new-object': {
        const type = (text(this.param(args, ['typename'], 0)) ?? '').toLowerCase();
        const ctor = this.param(args, ['argumentlist'], 1);
        const com = text(this.param(args, ['comobject']))?.toLowerCase();
        if (com === 'wscript.shell' || com === 'shell.application') return { taint: 0, kind: 'shell-com' };
        if (/net\.webclient$/.test(type)) return { taint: 0, kind: 'webclient', entries: new Map() };
        if (/net\.http\.httpclient$/.test(type)) return { taint: 0, kind: 'httpclient' };
        if (/net\.sockets\.tcpclient$/.test(type)) {
          const items = ctor?.items ?? (ctor === undefined ? [] : [ctor]);
          return this.tcpClient(items[0], items[1]);
        }
        if (PASSWORD_VAULT_RE.test(type)) return CREDENTIAL_VAULT;
        if (/net\.sockets\.tcplistener$/.test(type)) {
          this.network(
            'listen',
            `:${ctor?.items?.[1]?.text ?? ctor?.text ?? ''}`,
            0,
            'Net.Sockets.TcpListener',
          );
          this.socketSeen = true;
          return { taint: NETWORK, kind: 'socket' };
        }
        return NONE;
      }
      case 'join-path': {
        const base = this.param(args, ['path'], 0);
        const child = this.param(args, ['childpath'], 1);
        if (base?.text === undefined || child?.text === undefined)
          return union([base ?? NONE, child ?? NONE]);
        return {
          ...union([base, child]),
          text: `${base.text.replace(/\\$/, '')}\\${child.text.replace(/^\\/, '')}`,
        };
      }
      case 'write-output':
        return args.length > 0 ? union(args.map((a) => a.value)) : (input ?? NONE);
      case 'get-clipboard':
      case 'get-history':
        return { taint: USER_DATA };
      case 'get-credential':
        return { taint: SECRET, secrets: ['credential'] };
      // The CredentialManager module: the saved passwords of Windows Credential Manager.
      case 'get-storedcredential':
        return CREDENTIAL_VAULT;
      case 'convertfrom-securestring':
      case 'convertto-securestring':
      case 'out-string':
      case 'convertto-json':
      case 'convertfrom-json':
      case 'select-object':
      case 'select-string':
      case 'sort-object':
      case 'format-table':
      case 'format-list':
      case 'tee-object':
        return input ?? union(args.map((a) => a.value));
      default:
        break;
    }
    if (JUDGED_CMDLETS.has(name)) {
      this.process(name, this.argTexts(args));
      return NONE;
    }
    // `Verb-Noun` is a cmdlet (or a module's function); anything else is a program on the PATH.
    if (/^[a-z]+-[a-z]+$/i.test(name)) return input ?? NONE;
    return this.native(
      rawName,
      args
        .map((a) => ({
          value: a.name === undefined ? (a.value.text ?? '') : `-${a.name}`,
          taint: a.value.taint,
        }))
        .flatMap((a, i) => {
          const arg = args[i];
          return arg?.name !== undefined && arg.value.flag !== true
            ? [a, { value: arg.value.text ?? '', taint: arg.value.taint }]
            : [a];
        }),
      input,
    );
  }

  private argTexts(args: readonly Arg[]): string[] {
    const out: string[] = [];
    for (const a of args) {
      if (a.name !== undefined) out.push(`-${a.name}`);
      if (a.name === undefined || a.value.flag !== true) out.push(a.value.text ?? '<dynamic>');
    }
    return out;
  }

  private native(path: string, args: NativeArg[], input: Value | undefined): Value {
    const program = nativeName(path);
    let argTaint = 0;
    for (const a of args) argTaint |= a.taint;
    if (!isPosixTool(program) || this.options.shell === undefined) {
      const fact = this.process(
        program,
        args.map((a) => a.value),
        { taint: argTaint },
      );
      if (input !== undefined && input.taint !== 0) fact.stdin = taintList(input.taint);
      if (
        /[\\/]/.test(path) ||
        this.files.has(path.toLowerCase()) ||
        /\.(?:ps1|bat|cmd|vbs|js|hta)$/i.test(path)
      ) {
        fact.runsFile = path;
        const content = this.files.get(path.toLowerCase());
        if (content !== undefined && (content.taint & (NETWORK | DECODED)) !== 0)
          this.exec('run-file', { taint: content.taint });
      }
      if (program === 'powershell' && input !== undefined && args.length === 0)
        this.exec('powershell (stdin)', input);
    }
    readNativeCommand(program, args, this);
    const line = [program, ...args.map((a) => a.value)].join(' ');
    if (SECRET_PRINTERS_RE.test(line)) return union([input ?? { taint: 0 }, SAVED_WIFI_KEY]);
    const listsStore = CREDENTIAL_LISTERS_RE.test(line);
    return { taint: (input?.taint ?? 0) | (listsStore ? USER_DATA : 0) };
  }

  /** `Start-Process FILE -ArgumentList …`: a program started, or PowerShell itself with a command line. */
  private startProcess(file: Value, list: Value[]): void {
    const path = file.text;
    if (path === undefined) {
      this.process(
        '<dynamic>',
        list.map((v) => v.text ?? '<dynamic>'),
        { taint: file.taint },
      );
      return;
    }
    const words = list.flatMap((v) =>
      (v.items ?? [v]).map((x) => ({ value: x.text ?? '<dynamic>', taint: x.taint })),
    );
    // `-ArgumentList '-nop -w hidden -enc …'`: one string holds the whole command line.
    const split =
      words.length === 1
        ? (words[0]?.value ?? '')
            .split(/\s+/)
            .filter((w) => w !== '')
            .map((value) => ({ value, taint: words[0]?.taint ?? 0 }))
        : words;
    this.native(path, split, undefined);
  }
}

function countNewlines(text: string, end: number): number {
  let n = 0;
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}
