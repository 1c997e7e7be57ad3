import type { Fact, Taint, Unit } from '../../facts.js';
import { isProjectSecretPath, isSensitivePath } from '../../sensitive-paths.js';
import { quoteForShell } from '../../surfaces/read-run-configs.js';
import type { ExtractContext, LanguageExtractor } from '../language-extractor.js';
import { interpreterKind } from '../shell/code-commands.js';
import { tokenCommand } from '../shell/data-commands.js';
import { isSecretName } from '../shell/is-secret-name.js';
import {
  DECODED,
  ENVIRONMENT,
  NETWORK,
  SECRET,
  SENSITIVE_FILE,
  taintList,
  USER_DATA,
} from '../shell/taint-bits.js';
import { LEXICAL_APIS, type LexicalApis, type LexicalLanguage } from './lexical-apis.js';
import { spellBuiltValues } from './spell-built-values.js';

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
 * Ruby, Perl, PHP, Go, Java (Kotlin, Groovy), Lua, Rust, C# and Swift: no grammar ships for them, so their facts are read statement by
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
      const imported = new Map<string, Held & { call: RegExp }>();
      // Helpers defined in the files this one loads (or, in Go, the other files of its package): what
      // they return is what a call here gets.
      for (const file of importedFiles(language, unit, context).slice(0, 12)) {
        const text = context.packageFile?.(file);
        if (text === undefined || text.length > 200_000) continue;
        const other = { ...unit, inPackage: file, text, firstLine: 1 };
        for (const [name, f] of readLexical(other, apis, context, 1).functions)
          if (f.taint !== 0 || f.path !== undefined || f.readsArgument === true || f.writesArgument === true)
            imported.set(name, f);
      }
      return readLexical(unit, apis, context, 0, imported).facts;
    },
  };
}

/** What a variable or a function's return value holds, as far as the statements show. */
interface Held {
  taint: number;
  /** A file path, resolved from the home directory and the literals joined to it (`~/.ssh/id_*`). */
  path?: string;
  /** Path-like literals the value was built from or loops over (`for p in [".git-credentials", …]`). */
  segments?: string[];
  /**
   * For a file handle: the variables naming the file it was opened on (`f := os.Create(dst)`), and the
   * path literals it was opened on (`os.OpenFile("/tmp/.x", …)`).
   */
  opens?: string[];
  opensPaths?: string[];
  /** A registry key the value is a handle to (`registry.OpenKey(registry.CURRENT_USER, `…\Run`, …)`). */
  registryKey?: string;
  /**
   * A command line the value holds, interpolations replaced by the addresses they hold
   * (`$cmd = "curl -s $mirror | sh"`, `fmt.Sprintf("wget -qO- %s | sh", url)`): a shell handed the
   * variable runs it.
   */
  command?: string;
  /** A process handle whose program is a shell (`cmd := exec.Command("/bin/sh", "-i")`). */
  startsShell?: boolean;
  /** For a request: the taint of the body set on it (`req.body = …`, `req.set_form(…)`). */
  body?: number;
  /** The one literal the value was assigned (`addr := "198.51.100.7:443"`), for calls that name the variable. */
  literal?: string;
  /** For a function: it reads the file one of its parameters names (`function keys($file) { … file($file) … }`). */
  readsArgument?: true;
  /** For a function: it writes under the path one of its parameters names (an unpacker given a folder). */
  writesArgument?: true;
  /**
   * The value falls back to the empty string (`System.getenv("X") ?: ""`): joined to a path it may add
   * nothing, so `File(home, x)` may be the home folder itself.
   */
  mayBeEmpty?: true;
  /** For a process handle: the command line it was created with (`c := exec.Command("crontab", "-")`). */
  process?: string;
  /** For a file handle opened on `path` to write: how (`f, _ := os.OpenFile(rc, os.O_APPEND|…)`). */
  handle?: 'write' | 'append';
}

/** The package files a unit loads: Ruby's `require_relative`, PHP's `include`, Lua's `require`, Go's package. */
function importedFiles(language: LexicalLanguage, unit: Unit, context: ExtractContext): string[] {
  const dir = unit.inPackage.includes('/') ? unit.inPackage.slice(0, unit.inPackage.lastIndexOf('/')) : '';
  const join = (p: string): string => normalise(dir === '' ? p : `${dir}/${p}`);
  if (language === 'go') {
    const own = /^\s*package\s+(\w+)/m.exec(unit.text)?.[1];
    if (own === undefined) return [];
    return (context.packageFiles?.() ?? []).filter((f) => {
      if (f === unit.inPackage || !f.endsWith('.go') || f.endsWith('_test.go')) return false;
      if ((f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '') !== dir) return false;
      return /^\s*package\s+(\w+)/m.exec(context.packageFile?.(f) ?? '')?.[1] === own;
    });
  }
  const found: string[] = [];
  const pattern =
    language === 'ruby'
      ? /\brequire(?:_relative)?\s*\(?\s*["'](\.{0,2}\/?[\w./-]+)["']/g
      : language === 'php'
        ? /\b(?:require|include)(?:_once)?\s*\(?\s*(?:__DIR__\s*\.\s*)?["']\/?([\w./-]+\.php)["']/g
        : language === 'lua'
          ? /\b(?:require|dofile)\s*\(?\s*["']([\w./-]+)["']/g
          : undefined;
  if (pattern === undefined) return [];
  for (const m of unit.text.matchAll(pattern)) {
    let name = m[1] ?? '';
    if (language === 'ruby') {
      // `require "json"` names a gem; only a path relative to this file (or `require_relative`) is ours.
      if (!m[0].includes('require_relative') && !name.startsWith('.')) continue;
      if (!name.endsWith('.rb')) name += '.rb';
    }
    if (language === 'lua' && !name.endsWith('.lua')) name = `${name.replace(/\./g, '/')}.lua`;
    found.push(join(name));
  }
  return found;
}

function normalise(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

function readLexical(
  unit: Unit,
  apis: LexicalApis,
  context: ExtractContext,
  depth: number,
  imported?: ReadonlyMap<string, Held & { call: RegExp }>,
): { facts: Fact[]; functions: Map<string, Held & { call: RegExp }> } {
  const facts: Fact[] = [];
  /** What each assigned variable holds, with the pattern that finds a reference to it (compiled once). */
  const variables = new Map<string, Held & { reference: RegExp }>();
  /** What each function defined so far returns, with the pattern that finds a call to it. */
  const functions = new Map<string, Held & { call: RegExp }>(
    [...(imported ?? [])].map(([name, f]) => [name, { ...f }]),
  );
  let current: string | undefined;
  /** How the current function's parameters are referred to: a read of one reads whatever file the caller names. */
  let parameters: RegExp[] = [];
  /** Addresses held in variables (`uri = URI("https://…")`), for calls that name the variable. */
  const addresses = new Map<string, string>();
  /** Literal paths a download was written to: naming one again names code from the network. */
  const downloads = new Set<string>();
  const envRead = new RegExp(apis.envRead.source, 'g');
  /** What a variable named in a command line stands for: the address it holds, or else the path. */
  const heldValue = (name: string): string | undefined => addresses.get(name) ?? variables.get(name)?.path;
  /** A socket was opened, and later a standard stream was reopened onto a handle: a shell now talks to it. */
  let socketOpened = false;
  let stdioOnSocket = false;
  /**
   * A shell started with no script, and a socket opened to a host the unit names: a program that copies
   * between the two (`new ProcessBuilder("/bin/sh")` and `new Socket(host, port)` in Java) is a remote shell
   * whichever way it wires the streams.
   */
  let interactiveShell: { line: number; text: string } | undefined;
  /** Braces open before the statement (C-like languages), and the blocks guarded by a keystroke test. */
  let braces = 0;
  const guards: { depth: number }[] = [];
  let remoteSocket = false;
  /** The program each process object was given (`p.executableURL = URL(fileURLWithPath: "/bin/bash")`). */
  const programs = new Map<string, string>();
  for (const statement of statementsOf(unit, apis)) {
    const { line } = statement;
    const spelled = spellBuiltValues(statement.text);
    const text = namedCalls(spelled.text, apis, variables);
    const base = { line, text: statement.text.trim().split('\n')[0] ?? '' };
    const defined = apis.functionStart.exec(text)?.[1];
    if (defined !== undefined) {
      current = defined;
      parameters = parametersOf(text, defined).map((name) => apis.reference(name));
    }
    // A block closed at the left margin ends the function: what follows is top-level code, not its body.
    else if (FUNCTION_END_RE.test(text)) {
      current = undefined;
      parameters = [];
    }
    let taint = 0;
    // A name the statement binds anew is referenced only if its right side reads it (`b, err := …` after
    // an earlier `err` does not carry what that `err` held).
    const binding = apis.assignment.exec(text);
    const rebound = new Set(binding === null ? [] : assignedNames(apis, text));
    const rightSide = binding === null ? text : text.slice(binding.index + binding[0].length);
    // A name inside a literal is a word of the text (`"--out"` names no `out`), unless interpolated.
    const code = interpolationsOnly(text);
    const codeRight = interpolationsOnly(rightSide);
    const referenced = [...variables].filter(([name, v]) =>
      v.reference.test(rebound.has(name) ? codeRight : code),
    );
    const called = [...functions].filter(([name, f]) => name !== defined && f.call.test(text));
    for (const [, v] of [...referenced, ...called]) taint |= v.taint;
    if (apis.decode.test(text) || spelled.decoded) taint |= DECODED;
    if (KEY_CAPTURE_RE.test(text)) taint |= USER_DATA;
    // Inside a block whose condition tested a keystroke (`if GetAsyncKeyState(k)&1 != 0 { buf = append(buf, byte(k)) }`),
    // what the block records says which key was pressed.
    const opened = apis.blockComments ? braceBalance(text) : 0;
    taint |= guards.reduce((t, g) => (braces >= g.depth ? t | USER_DATA : t), 0);
    if ((taint & USER_DATA) !== 0 && opened > 0 && /^\s*(?:\}\s*else\s+)?if\b/.test(text))
      guards.push({ depth: braces + opened });
    braces = Math.max(0, braces + opened);
    while (guards.length > 0 && braces < (guards[guards.length - 1]?.depth ?? 0)) guards.pop();
    /** The literals the statement names, also through variables that hold one (`sh := "/bin/sh"`). */
    const named = [
      ...literals(text),
      ...referenced.flatMap(([, v]) => (v.literal === undefined ? [] : [v.literal])),
    ];
    if (
      downloads.size > 0 &&
      // The path alone, or as a word of a command line (`system("bash /tmp/x.sh")`).
      literals(text).some((l) => downloads.has(l) || l.split(/\s+/).some((w) => downloads.has(w))) &&
      !readsAsData(outsideStrings(apis.shell, text), downloads)
    )
      taint |= NETWORK;
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
    const path = pathOf(text, apis, [...referenced, ...called]);
    // `keys("$app/.env")` where `function keys($file)` reads `file($file)`: the call reads the path it names.
    const reads = apis.readFile.test(text) || called.some(([, f]) => f.readsArgument === true);
    // Inside a function, what a parameter names flows into the names a statement built from it binds
    // (`p := filepath.Join(dest, f.Name)`), and a read or write through one acts on the caller's path.
    const onParameter =
      current !== undefined && defined === undefined && parameters.some((p) => p.test(code));
    if (onParameter && current !== undefined) {
      const readsFile = apis.readFile.test(text);
      const writesFile = apis.writeFile.test(text);
      if (readsFile || writesFile) {
        const f = functions.get(current) ?? { taint: 0, call: callPattern(current, apis) };
        if (readsFile) f.readsArgument = true;
        if (writesFile) f.writesArgument = true;
        functions.set(current, f);
      }
    }
    if (onParameter && parameters.length < 32)
      for (const name of assignedNames(apis, text)) parameters.push(apis.reference(name));
    // `unzip(b, ".tools")` with downloaded `b`, where `unzip` writes files under its parameter: the folder
    // named now holds what the network sent, as a direct write there would.
    if ((taint & NETWORK) !== 0 && called.some(([, f]) => f.writesArgument === true))
      for (const l of literals(text).filter((l) => SEGMENT_RE.test(l) && !URL_RE.test(l))) {
        downloads.add(l);
        facts.push({ kind: 'file', op: 'write', path: l, content: taintList(taint & ~SOCKET), ...base });
      }
    const segments = [...literals(text), ...referenced.flatMap(([, v]) => v.segments ?? [])];
    const sensitive = [...new Set(segments)].filter((s) => isSensitivePath(s));
    if (path !== undefined && isSensitivePath(path) && !sensitive.includes(path)) sensitive.push(path);
    if (sensitive.length > 0 && (reads || apis.shell.test(text))) {
      taint |= SENSITIVE_FILE;
      for (const read of sensitive)
        facts.push({ kind: 'file', op: 'read', path: read, content: ['sensitive-file'], ...base });
    }
    // A dotenv file or Terraform state: the project's own secrets, read as secrets.
    const projectSecrets = [...new Set([...segments, ...(path === undefined ? [] : [path])])].filter(
      (s) => isProjectSecretPath(s) && !sensitive.includes(s),
    );
    if (projectSecrets.length > 0 && (reads || apis.shell.test(text))) {
      taint |= SECRET;
      for (const read of projectSecrets)
        facts.push({ kind: 'file', op: 'read', path: read, content: ['secret'], ...base });
    }
    if (path !== undefined && apis.removeTree.test(text))
      facts.push({ kind: 'file', op: 'delete', path, recursive: true, content: [], ...base });
    // A write to a path built from the home directory (`File.write(File.join(Dir.home, ".bashrc"), …)`):
    // what it writes is what persistence rules read.
    // `k.SetStringValue("Updater", exe)` on a key opened earlier, or `Registry.SetValue(@"HKEY_…\Run", …)`:
    // a value written under a registry key, judged by its path as a file would be.
    if (REGISTRY_SET_RE.test(text)) {
      const key =
        referenced.map(([, v]) => v.registryKey).find((k) => k !== undefined) ?? registryKeyOf(text);
      if (key !== undefined) {
        const words = rawLiterals(text).filter((l) => l !== key);
        facts.push({
          kind: 'file',
          op: 'write',
          path: `${key}\\${words[0] ?? 'VALUE'}`,
          content: taintList(taint & ~SOCKET),
          ...(words.length > 1 ? { contentText: words.slice(1).join('\n') } : {}),
          ...base,
        });
      }
    }
    if (path !== undefined && apis.writeFile.test(text)) {
      const payload = literals(text).filter((l) => !SEGMENT_RE.test(l) && l.length > 1);
      facts.push({
        kind: 'file',
        op: APPEND_RE.test(text) ? 'append' : 'write',
        path,
        content: taintList(taint & ~SOCKET),
        ...(payload.length === 0 ? {} : { contentText: payload.join('\n') }),
        ...base,
      });
    }
    let target = URL_RE.exec(text)?.[0];
    for (const [name, v] of referenced) target ??= addressPlusPath(text, name, v, addresses.get(name));
    // A file written with downloaded bytes: whatever names it now names code from the network, also the
    // path a handle written to was opened on.
    const fetched = apis.fetch.test(text) && !apis.send.test(text);
    if (apis.writeFile.test(text) && ((taint & NETWORK) !== 0 || fetched)) {
      for (const [, v] of referenced) {
        v.taint = NETWORK;
        for (const name of v.opens ?? []) {
          const opened = variables.get(name);
          if (opened !== undefined) opened.taint |= NETWORK;
        }
        for (const l of v.opensPaths ?? []) downloads.add(l);
      }
      for (const l of literals(text)) if (isPathLiteral(l)) downloads.add(l);
    }
    let sends = taintList(taint & ~SOCKET);
    let produces = taint;
    // `http.request(req)`: what goes out is the body set on the request, not a token in its headers.
    const body =
      apis.dispatch?.test(text) === true ? referenced.reduce((t, [, v]) => t | (v.body ?? 0), 0) : 0;
    const dispatched = body !== 0 && !apis.send.test(text);
    if (dispatched) sends = taintList(body);
    const sent =
      (apis.send.test(text) && (target !== undefined || sends.length > 0)) ||
      dispatched ||
      ((taint & SOCKET) !== 0 && apis.socketWrite.test(text));
    if (sent) {
      facts.push({
        kind: 'network',
        op: 'send',
        sends,
        api: 'lexical',
        ...targetOf(target),
        ...authOf(text, sends),
        ...base,
      });
    } else if (apis.fetch.test(text)) {
      facts.push({
        kind: 'network',
        op: 'fetch',
        sends,
        api: 'lexical',
        ...targetOf(target),
        ...authOf(text, sends),
        ...base,
      });
      produces |= NETWORK;
      // `getstore($url, "/tmp/a.sh")`, `mirror(…)`: a path handed to the fetch is where its bytes land.
      if (target !== undefined) for (const l of literals(text)) if (isPathLiteral(l)) downloads.add(l);
    }
    if (apis.connect.test(text)) {
      const host = named.find((l) => REMOTE_HOST_RE.test(l));
      facts.push({
        kind: 'network',
        op: 'connect',
        sends: [],
        api: 'lexical',
        ...targetOf(target ?? host),
        ...base,
      });
      if (named.some((l) => REMOTE_HOST_RE.test(l) && !LOOPBACK_RE.test(l))) remoteSocket = true;
      produces |= SOCKET | NETWORK;
      socketOpened = true;
    }
    if (apis.resolve.test(text)) {
      facts.push({ kind: 'network', op: 'resolve', sends, api: 'lexical', ...targetOf(target), ...base });
    }
    if (socketOpened && apis.redirectStdio.test(text)) stdioOnSocket = true;
    if (
      (taint & SOCKET) !== 0 &&
      apis.attachStdio?.test(text) === true &&
      referenced.some(([, v]) => v.startsShell === true)
    )
      facts.push({
        kind: 'process',
        program: 'sh',
        args: [],
        stdin: ['network'],
        argTaint: [],
        socketStdio: true,
        ...base,
      });
    // What a sink on this statement consumes includes what a fetch on the same statement returns.
    const consumed = produces & ~SOCKET;
    const input = taintList(consumed);
    const loader = apis.deserialize.exec(text)?.[0];
    if (loader !== undefined) facts.push({ kind: 'deserialize', api: apiName(loader), input, ...base });
    const evaluator = outsideStrings(apis.evaluate, text)?.[0];
    // `eval(base64_decode('…'))`: the code evaluated is the literal decoded, read as this language's code.
    const payload = apis.decode.test(text) ? decodedLiteral(text) : undefined;
    const fileOnly =
      evaluator !== undefined && apis.evaluateFile?.test(evaluator) === true && input.length === 0;
    if (evaluator !== undefined && !fileOnly) {
      facts.push({
        kind: 'exec',
        api: apiName(evaluator),
        input,
        ...(payload === undefined ? {} : { code: payload }),
        ...base,
      });
      if (payload !== undefined && depth < 2)
        for (const fact of readLexical(
          { ...unit, text: oneStatementALine(payload), firstLine: line },
          apis,
          context,
          depth + 1,
        ).facts)
          facts.push({ ...fact, line, text: base.text });
    }
    // `c.Stdin = strings.NewReader("*/5 * * * * curl … | sh")` on `c := exec.Command("crontab", "-")`: the
    // process reads that text, as `printf '…' | crontab -` would.
    const fed = STDIN_LITERAL_RE.exec(text);
    const fedProcess = fed === null ? undefined : variables.get(fed[1] ?? '')?.process;
    if (fed !== null && fedProcess !== undefined) {
      const input = (fed[2] ?? '').replace(/\\(.)/g, unescapeOne);
      facts.push(...context.shell(`printf '%s' ${quoteForShell(input)} | ${fedProcess}`, line, []));
    }
    let startedCommand: string | undefined;
    const setsProgram = apis.programOf?.exec(text);
    if (setsProgram?.[1] !== undefined && setsProgram[2] !== undefined)
      programs.set(setsProgram[1], setsProgram[2]);
    const shell = outsideStrings(apis.shell, text);
    if (shell !== null) {
      const listed =
        joinedCommand(text, shell, heldValue) ??
        builderCommand(apis, text, shell, heldValue) ??
        argvCommand(text, shell, heldValue, apis.argumentString) ??
        interpolatedCommand(shell, heldValue);
      // `p.arguments = ["-c", "…"]`: the words follow the program set on `p` earlier.
      const object = apis.programOf === undefined ? undefined : /(\w+)\s*\.\s*arguments\s*=/.exec(text)?.[1];
      const launched = object === undefined ? undefined : programs.get(object);
      const built =
        launched === undefined ? listed : [quoteForShell(launched), listed ?? ''].join(' ').trim();
      // Neovim's `:!cmd` (after `silent` and kin) hands the rest of the line to the shell.
      const joined = /^vim\./.test(shell[0]) ? built?.replace(EX_SHELL_PREFIX_RE, '') : built;
      // `exec("/bin/sh -i <&3 >&3 2>&3")` after `fsockopen`: the socket is the first descriptor opened.
      const onDescriptor = socketOpened && /[<>]&\s*[3-9]\b/.test(text);
      const socket = stdioOnSocket || onDescriptor ? SOCKET : taint & SOCKET;
      // `exec.Command(sh)` with `sh := "/bin/sh"`: the program is the literal the variable holds.
      const program = referenced
        .map(([, v]) => v.literal)
        .find((l) => l !== undefined && SHELL_PROGRAM_RE.test(l));
      const started =
        joined ??
        literalCommand(shell, apis.argumentString) ??
        (shell[1] === undefined ? program : undefined);
      if (started !== undefined && INTERACTIVE_SHELL_RE.test(started)) interactiveShell ??= base;
      startedCommand = started;
      const held = [...referenced, ...called].map(([, v]) => v.command).find((c) => c !== undefined);
      // `exec.Command("netsh", "wlan", "show", "profile", n, "key=clear").Output()`: the output is a secret.
      // The literals after the starter count too: an argument built by concatenation ends the literal list.
      for (const line of [started ?? held ?? '', literals(text.slice(shell.index)).join(' ')]) {
        const ran = line.trim().split(/\s+/);
        const runs = (ran[0] ?? '')
          .replace(/^.*[/\\]/, '')
          .replace(/\.exe$/i, '')
          .toLowerCase();
        if (tokenCommand(runs, ran.slice(1).join(' ')) !== undefined) produces |= SECRET;
      }
      facts.push(
        ...shellFactsOf(
          shell,
          text,
          line,
          consumed | socket,
          context,
          base,
          joined,
          held,
          apis.argumentString,
        ),
      );
    }
    const assigned = assignedNames(apis, text);
    // `blob.push_str(&s)`, `out << data`: the receiver now holds what the call handed it.
    const mutator = assigned.length === 0 ? (MUTATOR_RE.exec(text) ?? WRITE_MACRO_RE.exec(text)) : null;
    const receiver = mutator?.slice(1).find((g) => g !== undefined);
    // `f.WriteString("…")`, `writeln!(f, "…")` on a handle opened on a path: that file gets the text.
    const handle = receiver === undefined ? undefined : variables.get(receiver);
    if (handle?.handle !== undefined && handle.path !== undefined && HANDLE_WRITE_RE.test(text)) {
      const written = literals(text).filter((l) => l.trim() !== '' && !/^\{\}$|^%[sv]$/.test(l));
      facts.push({
        kind: 'file',
        op: handle.handle,
        path: handle.path,
        content: taintList(produces & ~SOCKET),
        ...(written.length === 0 ? {} : { contentText: written.join('\n') }),
        ...base,
      });
    }
    const mutated = receiver === undefined ? undefined : variables.get(receiver);
    if (mutated !== undefined) {
      mutated.taint |= produces & ~SOCKET;
      // `p.push(".cargo")` on `let mut p = PathBuf::from(home)`: the path grows by the segment.
      const pushed = mutated.path === undefined ? undefined : PATH_PUSH_RE.exec(text)?.[1];
      if (pushed !== undefined && SEGMENT_RE.test(pushed))
        mutated.path = `${mutated.path}/${pushed.replace(/^[/\\]+|[/\\]+$/g, '')}`;
      if (mutator?.[3] !== undefined) mutated.body = (mutated.body ?? 0) | (produces & ~SOCKET);
    }
    // `return path`: callers of the function get what it returns (a download saved to a temp file).
    if (
      current !== undefined &&
      (RETURN_RE.test(text) ||
        (apis.implicitReturn === true && defined === undefined && assigned.length === 0))
    ) {
      const f = functions.get(current) ?? { taint: 0, call: callPattern(current, apis) };
      f.taint |= produces & ~SOCKET;
      // `return "curl -fsSL https://$host/u.sh | sh"`: a caller handing the result to a shell runs that line.
      f.command ??= commandOf(text, heldValue);
      if (path !== undefined) f.path ??= path;
      functions.set(current, f);
    }
    if (assigned.length === 0) continue;
    // What a binding holds besides its taint, worked out only for statements that bind.
    // A credential store's own file name counts though it reads like words (`"Login Data"`, `"Cookies"`):
    // a loop over such names joined to a profile folder reads each store.
    const pathSegments = segments.filter(
      (l) => (SEGMENT_RE.test(l) && /[./\\]/.test(l)) || isSensitivePath(l),
    );
    const registryKey = REGISTRY_OPEN_RE.test(text) ? registryKeyOf(text) : undefined;
    const opens = apis.writeFile.test(text) ? referenced.map(([name]) => name) : [];
    const opensPaths = apis.writeFile.test(text) ? literals(text).filter(isPathLiteral) : [];
    const command = commandOf(text, heldValue);
    const startsShell =
      shell !== null &&
      (SHELL_PROGRAM_RE.test(shell[0] + (shell[1] ?? '')) ||
        referenced.some(([, v]) => v.literal !== undefined && INTERACTIVE_SHELL_RE.test(v.literal)));
    const mayBeEmpty = EMPTY_FALLBACK_RE.test(rightSide);
    const only = ONE_LITERAL_RE.exec(rightSide)?.[0];
    const literal = only === undefined ? undefined : literals(only)[0];
    const opensHandle =
      path !== undefined && apis.writeFile.test(text)
        ? APPEND_RE.test(text)
          ? 'append'
          : 'write'
        : undefined;
    for (const name of assigned) {
      variables.set(name, {
        ...(command === undefined ? {} : { command }),
        ...(opensHandle === undefined ? {} : { handle: opensHandle }),
        ...(startedCommand === undefined ? {} : { process: startedCommand }),
        ...(startsShell ? { startsShell } : {}),
        ...(literal === undefined ? {} : { literal }),
        ...(mayBeEmpty ? { mayBeEmpty } : {}),
        ...(registryKey === undefined ? {} : { registryKey }),
        taint: produces,
        reference: variables.get(name)?.reference ?? apis.reference(name),
        ...(path === undefined ? {} : { path }),
        ...(pathSegments.length === 0 ? {} : { segments: pathSegments }),
        ...(opens.length === 0 ? {} : { opens }),
        ...(opensPaths.length === 0 ? {} : { opensPaths }),
      });
      if (target !== undefined) addresses.set(name, target);
    }
  }
  if (
    remoteSocket &&
    interactiveShell !== undefined &&
    !facts.some((f) => f.kind === 'process' && f.socketStdio === true)
  )
    facts.push({
      kind: 'process',
      program: 'sh',
      args: [],
      stdin: ['network'],
      argTaint: [],
      socketStdio: true,
      ...interactiveShell,
    });
  return { facts, functions };
}

/**
 * The address a variable holds with the literal path the statement appends to it (`base+"/latest/api/token"`
 * is `http://169.254.169.254/latest/api/token`): where the request goes, not only the host.
 */
function addressPlusPath(
  text: string,
  name: string,
  held: Held & { reference: RegExp },
  address: string | undefined,
): string | undefined {
  if (address === undefined) return undefined;
  const at = held.reference.exec(text);
  if (at === null) return address;
  const rest = /^\s*(?:\.\.|\.|\+)\s*(?:"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)')/.exec(
    text.slice(at.index + at[0].length),
  );
  const tail = rest?.[1] ?? rest?.[2];
  return tail !== undefined && /^[/?#]/.test(tail) && !name.startsWith('_') ? address + tail : address;
}

/**
 * The text a base64 literal of the statement decodes to, when it is readable text (a program, a command
 * line) rather than binary data.
 */
function decodedLiteral(text: string): string | undefined {
  for (const literal of literals(text)) {
    const compact = literal.replace(/\s+/g, '');
    if (compact.length < 16 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) continue;
    const decoded = Buffer.from(compact, 'base64').toString('utf8');
    if (/^[\t\n\r\x20-\x7e]+$/.test(decoded) && /[A-Za-z]{3}/.test(decoded)) return decoded;
  }
  return undefined;
}

/** A one-line program with each statement on its own line: `;` outside strings and brackets ends one. */
function oneStatementALine(code: string): string {
  let out = '';
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < code.length; i++) {
    const c = code[i] ?? '';
    out += c;
    if (quote !== undefined) {
      if (c === '\\') out += code[++i] ?? '';
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) out += '\n';
  }
  return out;
}

/**
 * APIs that read the keyboard whatever has focus: Win32 key state and low-level hooks, macOS event taps and
 * global monitors, Linux input devices.
 */
const KEY_CAPTURE_RE =
  /\b(?:GetAsyncKeyState|GetKeyboardState|SetWindowsHookEx[AW]?|WH_KEYBOARD_LL|CGEventTapCreate|addGlobalMonitorForEvents(?:MatchingMask)?)\b|\/dev\/input\/(?:event|by-id|by-path)|\bevdev\.InputDevice\b/;

/**
 * The statement with each string literal reduced to the values it interpolates (`"$home/.x"`, `"${x}"`,
 * `"#{x}"`, `$"{x}"`, `"%s"` aside): what the code names, not the words of its text.
 */
function interpolationsOnly(text: string): string {
  return text.replace(STRING_RE, (literal) => {
    const names = [
      ...literal.matchAll(/[$@]\{?\s*[A-Za-z_][\w]*(?:\{[^}]*\})?|#\{[^}]*\}|\{\s*[A-Za-z_][\w.]*\s*\}/g),
    ];
    return names.length === 0 ? '""' : `" ${names.map((m) => m[0]).join(' ')} "`;
  });
}

/**
 * A call through a variable that holds a function's name (PHP's `$fn = 'sys' . 'tem'; $fn('…')`,
 * `call_user_func($fn, '…')`), spelled as the call it makes, so the starter's pattern sees it.
 */
function namedCalls(text: string, apis: LexicalApis, variables: ReadonlyMap<string, Held>): string {
  if (apis.variableFunctions !== true) return text;
  const name = (v: string): string | undefined => {
    const literal = variables.get(v)?.literal;
    return literal !== undefined && /^[A-Za-z_]\w*$/.test(literal) ? literal : undefined;
  };
  return text
    .replace(
      /\bcall_user_func(?:_array)?\s*\(\s*(?:["'](\w+)["']|\$(\w+))\s*,\s*/g,
      (m, fn?: string, v?: string) => {
        const called = fn ?? (v === undefined ? undefined : name(v));
        return called === undefined ? m : `${called}(`;
      },
    )
    .replace(/\$(\w+)(\s*\()/g, (m, v: string, paren: string) => {
      const called = name(v);
      return called === undefined ? m : `${called}${paren}`;
    });
}

/** Braces a statement opens minus those it closes, strings aside. */
function braceBalance(text: string): number {
  const masked = text.replace(STRING_RE, '""');
  let n = 0;
  for (const c of masked) {
    if (c === '{') n++;
    else if (c === '}') n--;
  }
  return n;
}

/** Calls that open or create a registry key (Go's `registry`, .NET's `Registry`, Ruby's `Win32::Registry`). */
const REGISTRY_OPEN_RE =
  /\bregistry\.(?:CreateKey|OpenKey)\s*\(|\.(?:OpenSubKey|CreateSubKey)\s*\(|\bWin32::Registry::HKEY_\w+\.(?:open|create)\b/;
/** Calls that set a value under a registry key. */
const REGISTRY_SET_RE =
  /\.(?:SetStringValue|SetExpandStringValue|SetValue|SetDWordValue|SetBinaryValue)\s*\(|\bRegistry\.SetValue\s*\(/;
/** Literals as written, raw ones included (Go's `…`, C#'s @"…"), backslashes kept. */
const RAW_LITERAL_RE = /`([^`]*)`|@"((?:[^"]|"")*)"|"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'/g;

function rawLiterals(text: string): string[] {
  return [...text.matchAll(RAW_LITERAL_RE)].map((m) =>
    m[1] !== undefined || m[2] !== undefined
      ? (m[1] ?? m[2] ?? '')
      : (m[3] ?? m[4] ?? '').replace(/\\\\/g, '\\'),
  );
}

/** The registry key a statement names: its first literal that is a key path (`Software\…\Run`). */
function registryKeyOf(text: string): string | undefined {
  return rawLiterals(text).find((l) => /^(?:HK\w*[\\:]+)?Software\\/i.test(l) || /^HKEY_/i.test(l));
}

/**
 * A right side that is one literal and nothing else, or one converted in place (Rust's
 * `"198.51.100.7:443".parse()`, `.to_string()`, `.into()`): the value is still that literal.
 */
const ONE_LITERAL_RE =
  /^\s*(?:"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')(?:\s*\.\s*(?:parse|to_string|to_owned|into|as_str|trim|unwrap)\s*(?:::<[^>]*>)?\s*\(\s*\))*\s*[;{]?\s*$/;

/** A host literal a socket connects to: an IPv4 address (with a port) or a dotted name. */
const REMOTE_HOST_RE = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?$/i;
const LOOPBACK_RE = /^(?:127\.|0\.0\.0\.0|localhost)/i;

/**
 * A command whose program is named by a literal that is neither the download nor an interpreter
 * (`exec.Command("jq", ".", "data.json")`): it reads the downloaded file as data, it does not run it.
 */
function readsAsData(shell: RegExpExecArray | null, downloads: ReadonlySet<string>): boolean {
  const words = shell?.slice(1).find((g) => g !== undefined);
  // The first word: a literal can hold a whole command line (`Runtime.exec("sh /tmp/x")`).
  const program = words === undefined ? undefined : literals(words)[0]?.trim().split(/\s+/)[0];
  if (program === undefined || downloads.has(program)) return false;
  return interpreterKind(program.slice(program.lastIndexOf('/') + 1)) === undefined;
}

const RETURN_RE = /^\s*return\b/;
const FUNCTION_END_RE = /^(?:end|\})\s*$/;
/** Rust's `write!(f, …)` and `writeln!(f, …)`: the handle, in group 1. */
const WRITE_MACRO_RE = /^\s*(?:let\s+_\s*=\s*)?write(?:ln)?!\s*\(\s*&?(?:mut\s+)?(\w+)\s*,/;
/** Calls that write text through a handle. */
const HANDLE_WRITE_RE =
  /\.(?:WriteString|Write|write|write_all|puts|print|printf|syswrite)\s*\(|\bwrite(?:ln)?!\s*\(|\bfmt\.Fprint\w*\s*\(/;
/** A literal set as a process's standard input (Go's `c.Stdin = strings.NewReader("…")`). */
const STDIN_LITERAL_RE =
  /^\s*(\w+)\.Stdin\s*=\s*(?:strings\.NewReader|bytes\.NewBufferString|bytes\.NewReader\s*\(\s*\[\]byte)\s*\(\s*"((?:\\.|[^"\\])*)"/;
/** A literal segment pushed onto a path value (Rust's `PathBuf::push`). */
const PATH_PUSH_RE = /^\s*\w+\s*\.\s*push\s*\(\s*"((?:\\.|[^"\\])*)"\s*\)/;
/** A call on a variable that adds to it: the receiver, in group 1. */
const MUTATOR_RE =
  /^\s*[$@]?([A-Za-z_]\w*)\s*(?:\.|->)\s*(?:push_str|push|append|extend|concat|insert|update|add|put|WriteString|Write|write|write_all|print|puts)\s*\(|^\s*[$@]?([A-Za-z_]\w*)\s*<<\s*\S|^\s*[$@]?([A-Za-z_]\w*)\s*(?:\.|->)\s*(?:set_form(?:_data)?\s*\(|(?:body|Body|body_stream|form_data|httpBody)\s*=(?!=))/;

/**
 * The names a function definition's parameter list declares (`function keys(string $file)` is `string`,
 * `file`): type words among them are harmless, as a read names a parameter only by its own spelling.
 */
function parametersOf(text: string, name: string): string[] {
  const start = text.indexOf('(', text.indexOf(name) + name.length);
  if (start < 0) return [];
  const end = text.indexOf(')', start);
  const list = text.slice(start + 1, end < 0 ? undefined : end);
  return [...new Set([...list.matchAll(/[$@%&]?([A-Za-z_]\w*)/g)].map((m) => m[1] ?? ''))].filter(
    (n) => n !== '' && !PARAMETER_NOISE.has(n),
  );
}

/** Words of a parameter list that are no parameter's name. */
const PARAMETER_NOISE = new Set([
  'self',
  'this',
  'mut',
  'ref',
  'const',
  'final',
  'val',
  'var',
  'my',
  'local',
]);

/** The variables a statement binds (`a, b := …`), without the blank `_`. */
function assignedNames(apis: LexicalApis, text: string): string[] {
  const match = apis.assignment.exec(text);
  const names = match?.slice(1).find((g) => g !== undefined) ?? '';
  // A destructuring piece (`Ok(mut s)`, `Some(ref h)`) binds the name inside it.
  return names
    .split(',')
    .map((n) => (n.includes('(') ? (/(\w+)\W*$/.exec(n)?.[1] ?? '') : n.trim()))
    .filter((n) => n !== '' && n !== '_');
}
/** Modes and flags that open a file for appending, across the languages. */
const APPEND_RE =
  /["']a\+?b?["']|\bO_APPEND\b|\bStandardOpenOption\.APPEND\b|["']>>|\.append\s*\(\s*true\s*\)/;
/** Literals that are path segments rather than messages or formats. */
const SEGMENT_RE = /^(?:[A-Za-z]:)?[/\\]?[\w.*?~-][\w.*?@+-]*(?:[/\\][\w.*?@+-]+)*[/\\]?$/;
/** A literal that names a file by its path (`/tmp/.tool`, `bin\\x.exe`), not a bare segment. */
const isPathLiteral = (l: string): boolean => /[/\\]/.test(l) && SEGMENT_RE.test(l);

function callPattern(name: string, apis: LexicalApis): RegExp {
  const escaped = name.replace(/[$.?!]/g, '\\$&');
  // Without brackets a call is the bare name, not a definition or an assignment to it.
  return apis.implicitReturn === true
    ? new RegExp(`(?<![\\w.@$:])${escaped}(?![\\w?!]|\\s*=[^=~>])`)
    : new RegExp(`(?<![\\w.])${escaped}\\s*\\(`);
}

/**
 * The path a statement builds from the home directory or a variable already holding a path, with the
 * literal segments it joins to it (`filepath.Join(home, ".ssh", "id_*")` is `~/.ssh/id_*`).
 */
function pathOf(text: string, apis: LexicalApis, held: readonly [string, Held][]): string | undefined {
  // `filepath.Join(d, "x.desktop")` starts at `d`, whatever else the statement names (`"Exec=" + bin`).
  const base = joinBase(text);
  const from = apis.home.test(text)
    ? '~'
    : (held.find(([name, h]) => name === base && h.path !== undefined) ??
        held.find(([, h]) => h.path !== undefined))?.[1].path;
  if (from === undefined) return undefined;
  const joined = joinedSegments(
    text,
    (name) => held.find(([n]) => n === name.replace(/^[$@&]/, ''))?.[1].mayBeEmpty === true,
  );
  const tail =
    joined.length > 0
      ? undefined
      : literals(text)
          .map((l) => INTERPOLATED_TAIL_RE.exec(l)?.[1])
          .find((t) => t !== undefined);
  const segments = (tail === undefined ? joined : [tail]).map((s) => s.replace(/^[/\\]+|[/\\]+$/g, ''));
  return [from, ...segments].join('/');
}

/**
 * The path after an interpolated base in a literal: `"$home/.ssh/id_rsa"`, `"#{Dir.home}/.netrc"`, and a
 * format template's leading verb (`format!("{}/.bashrc", home)`, `fmt.Sprintf("%s/.zshrc", home)`).
 */
const INTERPOLATED_TAIL_RE = /(?:\$\{?\w+\}?|#\{[^}]*\}|\$ENV\{\s*\w+\s*\}|^\{\}|^%s)((?:\/[\w.*?@+-]+)+)$/;

/**
 * A value whose fallback is the empty string: Kotlin's `?: ""`, PHP's and C#'s `?? ''`, Ruby's and Perl's
 * `|| ""`, Lua's `or ""`, Rust's `.unwrap_or_default()` and `.unwrap_or("")`, Kotlin's `.orEmpty()`.
 */
const EMPTY_FALLBACK_RE =
  /(?:\?:|\?\?|\|\||\/\/|\bor)\s*(?:""|'')\s*;?\s*$|\.(?:unwrap_or_default|orEmpty)\s*\(\s*\)\s*;?\s*$|\.unwrap_or\s*\(\s*(?:""|''|String::new\(\s*\))\s*\)(?:\.\w+\(\s*\))*\s*;?\s*$/;

/** Calls that join path segments, in each language. */
const JOIN_RE =
  /(?<![\w.])(?:new\s+)?File\s*\(|\b(?:filepath\.Join|Path\.Combine|path\.Join|File\.join|Paths\.get|Path\.of|File::Spec->cat(?:file|dir)|catfile|catdir)\s*\(/;
/**
 * A literal appended to a path (`home + "/.ssh/id_rsa"`, Perl's `$home . "/.ssh"`, PHP's `getenv('HOME').'/.x'`,
 * Swift's `home.appendingPathComponent(".ssh/id_rsa")`).
 */
const APPENDED_RE =
  /(?:\+|\.\.|\s\.|(?<=[)\]])\.(?!appending)|\.appending(?:PathComponent)?\s*\(\s*(?:(?:path|component):\s*)?)\s*(?:"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)')/;

/** The variable a join call starts from (`Join(home, …)` is `home`), bare or sigiled. */
function joinBase(text: string): string | undefined {
  const join = JOIN_RE.exec(text);
  if (join === null) return undefined;
  return /^\s*[$@]?(\w+)\s*[,)]/.exec(text.slice(join.index + join[0].length))?.[1];
}

/** The literal segments a statement joins to a path: a join call's arguments, or one appended literal. */
function joinedSegments(text: string, mayBeEmpty: (name: string) => boolean = () => false): string[] {
  const join = JOIN_RE.exec(text);
  if (join !== null) {
    let depth = 1;
    let end = join.index + join[0].length;
    for (; end < text.length && depth > 0; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')') depth--;
    }
    // Each argument after the first (the base the path starts from) is a segment; one that is not a
    // literal stands for a name chosen at run time, so `Join(home, name)` is not the home itself.
    const args = splitArguments(text.slice(join.index + join[0].length, end - 1));
    // `File(home + "/.ssh/id_rsa")`: one argument is a path built whole, not a base and its segments.
    // An empty segment, or a name that may hold one, adds nothing: `File(home, "")` is the home itself.
    if (args.length > 1)
      return args.slice(1).flatMap((arg) => {
        const literal = /^\s*(?:"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)')\s*$/.exec(arg);
        const value = literal?.[1] ?? literal?.[2];
        if (value === '' || mayBeEmpty(arg.trim()) || EMPTY_FALLBACK_RE.test(arg)) return [];
        return [value !== undefined && SEGMENT_RE.test(value) ? value : '$NAME'];
      });
  }
  const appended = APPENDED_RE.exec(text);
  const literal = appended?.[1] ?? appended?.[2];
  if (literal !== undefined && SEGMENT_RE.test(literal)) return [literal];
  // `Path::new(&h).join(".cargo").join("credentials.toml")`, Kotlin's `home.resolve(".ssh")`: each chained
  // segment extends the path the receiver holds.
  return [...text.matchAll(CHAINED_JOIN_RE)].map((m) => m[1] ?? m[2] ?? '').filter((s) => SEGMENT_RE.test(s));
}

/** A method that joins one literal segment onto the path it is called on (Rust's `Path::join`, `resolve`). */
const CHAINED_JOIN_RE = /\.(?:join|resolve)\s*\(\s*(?:"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)')\s*\)/g;

/** The arguments of a call's text, split at the commas outside brackets and strings. */
function splitArguments(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  const masked = text.replace(STRING_RE, (m) => '_'.repeat(m.length));
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  }
  args.push(text.slice(start));
  return args;
}

/** A matched call as a fact names it: `Marshal.load`, `new ObjectInputStream`, `eval`. */
function apiName(match: string): string {
  return match.replace(/[\s(]+$/, '').replace(/\s+/g, ' ');
}

/**
 * A request whose secret sits in a credential header (`headers => { Authorization => "Bearer $ENV{…}" }`,
 * `Header.Set("Authorization", …)`): the token authenticates the call, it is not the payload.
 */
const AUTH_HEADER_RE =
  /\b(?:headers?|Header\.(?:Set|Add)|setRequestProperty|DefaultRequestHeaders|CURLOPT_HTTPHEADER)\b[\s\S]*?["']?(?:Authorization|Bearer\s|token\s|X-[\w-]*(?:Key|Token)|PRIVATE-TOKEN|api[-_]?key)/i;

function authOf(text: string, sends: readonly Taint[]): { authHeader?: true } {
  return sends.length > 0 && sends.every((t) => t === 'secret') && AUTH_HEADER_RE.test(text)
    ? { authHeader: true }
    : {};
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
  joined?: string,
  held?: string,
  argumentString?: boolean,
): Fact[] {
  const command = joined ?? literalCommand(match, argumentString);
  const input: Taint[] = taintList(taint & ~SOCKET);
  const facts: Fact[] = [];
  if (command !== undefined && command.trim() !== '') {
    // `sh -c 'tar xzf <download> -C bin'`: a data tool handed the downloaded file runs none of it, so the
    // line's taint does not make the shell's script code from the network.
    const shellFacts = context.shell(command, line, readsOperandsAsData(command) ? [] : input);
    // `exec.Command("bash", "-c", cmd)`: the shell's own script is the variable, not the literal.
    const runsVariable = /^\s*(?:\S*\/)?(?:ba|z|da)?sh\s+-c\s*$/.test(command);
    if (!runsVariable) facts.push(...shellFacts);
    else if (held !== undefined) return [...facts, ...context.shell(held, line, input)];
    // `system("sh", path)` with `path` holding a download: the literal is only the interpreter. A tool that
    // reads its operands as data (`tar xzf archive`, `sha256sum -c`) runs nothing it was handed.
    const carriesCode = (taint & (NETWORK | DECODED)) !== 0 && !readsOperandsAsData(command);
    if (!runsVariable && (taint & SOCKET) === 0 && !carriesCode) return facts;
  }
  // A shell started on the socket, or a command line read from it (`IO.popen(s.gets)`): the far end drives it.
  if ((taint & SOCKET) !== 0 && (SHELL_PROGRAM_RE.test(text) || command === undefined)) {
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
  if (command === undefined && held !== undefined) return [...facts, ...context.shell(held, line, input)];
  facts.push({ kind: 'exec', api: 'shell', input, ...base });
  return facts;
}

/**
 * Programs that read the files they are given as data: unpackers, checksums, viewers. Options that make them
 * run a command (`tar --to-command`, `--checkpoint-action=exec`, `-I prog`, `--use-compress-program`) do not count.
 */
const DATA_TOOL_RE =
  /^(?:tar|unzip|gunzip|gzip|xz|unxz|bunzip2|zstd|7z|sha(?:1|224|256|384|512)sum|shasum|md5sum|b2sum|cksum|file|jq|yq|wc|cmp|diff|ls|stat|cp|mv|mkdir|du|xxd|hexdump|strings)$/;
const RUNS_COMMAND_OPTION_RE =
  /--to-command|--checkpoint-action|--use-compress-program|--info-script|--new-volume-script|(?:^|\s)-I\s/;

function readsOperandsAsData(command: string): boolean {
  const words = command
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^['"]|['"]$/g, ''));
  const program = (words[0] ?? '').replace(/^.*\//, '');
  // `sh -c 'tar xzf …'`: the script's own program decides, when the script is one simple command.
  if (/^(?:ba|z|da)?sh$/.test(program) && words[1] === '-c') {
    const rest = /^\S+\s+-c\s+([\s\S]+)$/.exec(command.trim())?.[1];
    if (rest === undefined) return false;
    const script = rest.replace(/^'([\s\S]*)'$/, '$1');
    return (
      !/[|;&`]|\$\(/.test(script) &&
      !/^(?:\S*\/)?(?:ba|z|da)?sh\b/.test(script) &&
      readsOperandsAsData(script)
    );
  }
  return DATA_TOOL_RE.test(program) && !RUNS_COMMAND_OPTION_RE.test(command);
}

/** The command line a starter's literal arguments spell (`"sh", "-c", "…"` or one whole line). */
function literalCommand(match: RegExpExecArray, argumentString?: boolean): string | undefined {
  const literal = match.slice(1).find((g) => g !== undefined);
  if (literal === undefined) return undefined;
  const words = literals(literal);
  if (argumentString === true && words.length > 0)
    return [quoteForShell(words[0] ?? ''), ...words.slice(1)].join(' ');
  return /^\s*["']/.test(literal) ? words.map(quoteForShell).join(' ') : literal.replace(/\\(.)/g, '$1');
}

/** A shell started with no script: it reads its commands from whatever its input is. */
const INTERACTIVE_SHELL_RE =
  /^\s*(?:\S*[/\\])?(?:(?:ba|z|da|k)?sh(?:\s+-i)?|cmd(?:\.exe)?|powershell(?:\.exe)?)\s*$/;

/** Interpolations of a variable in a literal: Perl/PHP `$x`/`${x}`, Ruby `#{x}`. */
const INTERPOLATION_RE = /#\{\s*(\w+)\s*\}|\$\{?(\w+)\}?/g;
/** Format verbs filled from the call's later arguments (`fmt.Sprintf`, `sprintf`, `String.format`). */
const VERB_RE = /%[-+# 0-9.]*[svdq]/g;

/**
 * The command line a statement assigns, when its first literal reads as one (a program, a space, more):
 * interpolations and format verbs replaced by the addresses their variables hold, or a placeholder.
 */
function commandOf(text: string, addressOf: (name: string) => string | undefined): string | undefined {
  const literal = literals(text)[0];
  if (
    literal === undefined ||
    !/^\s*[\w./-]+\s+\S/.test(literal) ||
    !/[|;&]|\b(?:curl|wget|sh|bash)\b/.test(literal)
  )
    return undefined;
  const after = text.slice(text.indexOf(literal) + literal.length);
  const args = [...after.matchAll(/[$@]?\b([A-Za-z_]\w*)\b/g)].map((m) => m[1] ?? '');
  let next = 0;
  return literal
    .replace(INTERPOLATION_RE, (_m, a?: string, b?: string) => addressOf(a ?? b ?? '') ?? 'VALUE')
    .replace(VERB_RE, () => {
      while (next < args.length) {
        const address = addressOf(args[next++] ?? '');
        if (address !== undefined) return address;
      }
      return 'VALUE';
    });
}

/**
 * One operand of a string concatenation: a literal, or a variable (`url`, `$url`, `@url`). A dotted name
 * (`ev.file`, `opts.url`) is one operand: `.` joins strings only before a quote or a sigil.
 */
const OPERAND_RE =
  /^\s*(?:"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'|(?:quotemeta|escapeshellarg|shellescape|shell_quote|Shellwords\.(?:escape|shellescape))\s*\(\s*[$@]?([A-Za-z_]\w*)\s*\)|&?[$@]?([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*!?)(\s*\([^()]*\))?)\s*/;

/** Calls that fill a template's verbs from their later arguments: `fmt.Sprintf`, `string.format`, `format!`. */
const FORMAT_CALL_RE = /^(?:fmt\.Sprintf|string\.format|String\.format|format!|sprintf|format)$/;

/**
 * The value an operand stands for: a literal, the address or path a variable holds (also through a
 * shell-quoting call, `quotemeta($h)`), or a placeholder word (a call's result is never known).
 */
function operandValue(operand: RegExpExecArray, addressOf: (name: string) => string | undefined): string {
  const value = operand[1] ?? operand[2];
  // Ruby's `"curl -s #{url} | sh"`: the interpolated value, not a `#` the shell would read as a comment.
  if (value !== undefined)
    return value
      .replace(/\\(.)/g, '$1')
      .replace(/#\{\s*@?(\w+)?[^}]*\}/g, (_m, name?: string) => addressOf(name ?? '') ?? 'VALUE');
  if (operand[5] !== undefined)
    return FORMAT_CALL_RE.test(operand[4] ?? '') ? formatted(operand[5], addressOf) : 'VALUE';
  return addressOf(operand[3] ?? operand[4] ?? '') ?? 'VALUE';
}

/** An operand that is a call of a format function on a literal template. */
const isFormatCall = (operand: RegExpExecArray): boolean =>
  operand[5] !== undefined && FORMAT_CALL_RE.test(operand[4] ?? '') && /^\s*\(\s*["']/.test(operand[5]);

/**
 * `fmt.Sprintf("curl -s %s | bash", u)`, `format!("curl {} | sh", url)`: the template with each verb
 * replaced by what the matching argument holds, or a placeholder word.
 */
function formatted(call: string, addressOf: (name: string) => string | undefined): string {
  const args = splitArguments(call.trim().slice(1, -1));
  const template = literals(args[0] ?? '')[0];
  if (template === undefined || !/^\s*(?:"|')/.test(args[0] ?? '')) return 'VALUE';
  let next = 1;
  return template.replace(/%[-+# 0-9.]*[svdqx]|\{[^{}]*\}/g, () => {
    const arg = (args[next++] ?? '').trim().replace(/^&/, '');
    const literal = literals(arg)[0];
    if (literal !== undefined && /^["']/.test(arg)) return literal;
    return addressOf(/^[$@]?(\w+)$/.exec(arg)?.[1] ?? '') ?? 'VALUE';
  });
}
/** The concatenation operators of the languages: Lua `..`, PHP and Perl `.`, the others `+`. */
const CONCAT_RE = /^(?:\.\.|\.|\+)/;

/**
 * The command line a process starter is handed as a concatenation (`os.execute("curl " .. url .. " | sh")`,
 * `system("curl " . $u . " | sh")`, `exec("curl " + u + " | sh")`), with each variable replaced by the
 * address it holds, or by a placeholder word when it holds none: the shell extractor then reads the pipe
 * into the shell that a first literal alone (`"curl "`) hides. Undefined when the first argument is not
 * such a concatenation.
 */
/**
 * `Command::new("sh").arg("-c").arg("curl … | sh")`: a builder's program and the literal arguments its
 * chained calls add, as one command line.
 */
function builderCommand(
  apis: LexicalApis,
  text: string,
  match: RegExpExecArray,
  addressOf?: (name: string) => string | undefined,
): string | undefined {
  if (apis.builderArgs === undefined) return undefined;
  const program = match.slice(1).find((g) => g !== undefined);
  if (program === undefined) return undefined;
  const rest = text.slice(match.index + match[0].length);
  const args = [...rest.matchAll(new RegExp(apis.builderArgs.source, 'g'))].flatMap((m) => literals(m[0]));
  // `.args(["-c", &format!("curl {} | sh", url)])`: words that are not all literals, read as an argv list.
  const listed = /\.args?\s*\(\s*&?\[?/.exec(rest);
  const words =
    args.length > 0 || listed === null || addressOf === undefined
      ? undefined
      : argvWords(rest.slice(listed.index + listed[0].length), addressOf);
  if (args.length === 0 && (words === undefined || words.length === 0)) return undefined;
  return [...literals(program), ...(words ?? args)].map(quoteForShell).join(' ');
}

function joinedCommand(
  text: string,
  match: RegExpExecArray,
  addressOf: (name: string) => string | undefined,
): string | undefined {
  const open = text.indexOf('(', match.index);
  if (open === -1 || open > match.index + match[0].length) return undefined;
  let rest = text.slice(open + 1);
  const parts: string[] = [];
  let operators = 0;
  let quoted = false;
  for (;;) {
    const operand = OPERAND_RE.exec(rest);
    if (operand === null) return undefined;
    const value = operand[1] ?? operand[2];
    // `os.execute(string.format("curl -s %s | sh", url))`: a filled template is a built command line too.
    if (value !== undefined || isFormatCall(operand)) quoted = true;
    if (isFormatCall(operand)) operators++;
    parts.push(operandValue(operand, addressOf));
    rest = rest.slice(operand[0].length);
    const operator = CONCAT_RE.exec(rest);
    if (operator === null) break;
    operators++;
    rest = rest.slice(operator[0].length);
  }
  return operators > 0 && quoted && /^\s*[),]/.test(rest) ? parts.join('') : undefined;
}

/**
 * The first match of `pattern` that is not a bare word inside a string literal: `sh "bundle exec rubocop"`
 * names `exec` only as a word of its command line. A call spelled inside a literal (`'…exec("/bin/sh")'`
 * in a one-liner, `'<?php @eval(…)'` written to a file) is still code that will run.
 */
function outsideStrings(pattern: RegExp, text: string): RegExpExecArray | null {
  const first = pattern.exec(text);
  if (first === null) return null;
  const spans = [...text.matchAll(STRING_RE)].map((m) => [m.index, m.index + m[0].length] as const);
  const wordInString = (m: RegExpMatchArray): boolean => {
    const at = m.index ?? 0;
    const span = spans.find(([start, end]) => at > start && at < end);
    if (span === undefined) return false;
    // `'eval(base64_decode('` in a list of patterns to grep for: a call whose brackets the literal never
    // closes is a fragment of text, not code written out to run.
    const inside = text.slice(at, span[1] - 1);
    const fragment = (inside.match(/\(/g)?.length ?? 0) > (inside.match(/\)/g)?.length ?? 0);
    return fragment || (!/^[\w.:]*\s*\(/.test(m[0]) && !/^\s*\(/.test(text.slice(at + m[0].length)));
  };
  if (!wordInString(first)) return first;
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  for (const m of text.matchAll(global)) if (!wordInString(m)) return m as RegExpExecArray;
  return null;
}

const EX_SHELL_PREFIX_RE = /^\s*(?:(?:silent!?|keepalt|noautocmd)\s+)*!/;

/** Punctuation between the words of an argv list: brackets, commas, and Lua's `args =` of `spawn`. */
const ARGV_GAP_RE = /^(?:\s|[,{[]|\bargs\s*=)+/;

/**
 * The command line of a starter handed its argv as a list (`vim.fn.jobstart({ "sh", "-c", "curl " .. u })`,
 * `vim.loop.spawn("sh", { args = { "-c", cmd } })`, `system(["bash", "-c", …])`): each word a literal or a
 * concatenation, a variable replaced by the address it holds or a placeholder, as `joinedCommand` does.
 * The list ends at the first thing that is not a word (an options table, a closing bracket); undefined
 * when there is no list or no word.
 */
function argvCommand(
  text: string,
  match: RegExpExecArray,
  addressOf: (name: string) => string | undefined,
  argumentString?: boolean,
): string | undefined {
  // Groovy's `["bash", "-c", "curl " + host + " | bash"].execute()`: the list is the starter itself.
  const bracket = text[match.index] === '[';
  const open = bracket ? match.index : text.indexOf('(', match.index);
  if (open === -1 || open > match.index + match[0].length) return undefined;
  const read = readArgv(text.slice(open + 1), addressOf);
  const { words, programLiteral, literalOnly, concatenated } = read;
  const listed = bracket || read.listed;
  // Without brackets, a literal program and more words are the list form of Perl's and Ruby's
  // `system('ufw', 'disable')` and `system("sh", "-c", "rm -rf " . quotemeta($h) . "/*")`, which their
  // starters' patterns (one literal) cannot spell; a lone variable word is judged by what it holds.
  const listForm =
    argumentString !== true && words.length > 1 && programLiteral && (concatenated || literalOnly);
  return (listed && words.length > 0) || listForm ? words.map(quoteForShell).join(' ') : undefined;
}

/** The words of an argv list as written (literals, concatenations, values), and how they were written. */
function readArgv(
  text: string,
  addressOf: (name: string) => string | undefined,
): {
  words: string[];
  listed: boolean;
  programLiteral: boolean;
  literalOnly: boolean;
  concatenated: boolean;
} {
  let rest = text;
  const words: string[] = [];
  let listed = false;
  let programLiteral = false;
  let literalOnly = true;
  let concatenated = false;
  for (;;) {
    const gap = ARGV_GAP_RE.exec(rest)?.[0] ?? '';
    if (/[{[]/.test(gap)) listed = true;
    rest = rest.slice(gap.length);
    const parts: string[] = [];
    let wordLiteral = true;
    let built = false;
    for (;;) {
      const operand = OPERAND_RE.exec(rest);
      if (operand === null) break;
      if ((operand[1] ?? operand[2]) === undefined) wordLiteral = false;
      if (isFormatCall(operand)) built = true;
      if (words.length === 0 && parts.length === 0) programLiteral = (operand[1] ?? operand[2]) !== undefined;
      parts.push(operandValue(operand, addressOf));
      rest = rest.slice(operand[0].length);
      const operator = CONCAT_RE.exec(rest);
      if (operator === null) break;
      rest = rest.slice(operator[0].length);
    }
    // A bare name followed by `=` is an option of the call (`detach = true`), not a word.
    if (parts.length === 0 || /^\s*=/.test(rest)) break;
    if (parts.length > 1 || built) concatenated = true;
    if (!wordLiteral) literalOnly = false;
    words.push(parts.join(''));
  }
  return { words, listed, programLiteral, literalOnly, concatenated };
}

/** The words of the argv list `text` starts with. */
function argvWords(text: string, addressOf: (name: string) => string | undefined): string[] {
  return readArgv(text, addressOf).words;
}

/**
 * A literal command line with Ruby's `#{…}` in it (`sh "curl -fsSL #{base}/x.sh | bash"`), each replaced by
 * what its variable holds or a placeholder word: a shell reads `#` after a space as a comment, which would
 * hide the rest of the line.
 */
function interpolatedCommand(
  match: RegExpExecArray,
  addressOf: (name: string) => string | undefined,
): string | undefined {
  const literal = match.slice(1).find((g) => g !== undefined);
  if (literal === undefined || !literal.includes('#{')) return undefined;
  return literal.replace(/#\{\s*@?(\w+)?[^}]*\}/g, (_m, name?: string) => addressOf(name ?? '') ?? 'VALUE');
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r' };
const unescapeOne = (_: string, c: string): string => ESCAPES[c] ?? c;

/** The string literals of a statement, unescaped. */
function literals(text: string): string[] {
  return [...text.matchAll(STRING_RE)].map((m) => (m[1] ?? m[2] ?? '').replace(/\\(.)/g, unescapeOne));
}

/**
 * Statements of the unit: comments removed (outside strings), lines joined while brackets are open, so a
 * call written over several lines is one statement on the line it starts.
 */
function statementsOf(unit: Unit, apis: LexicalApis): Statement[] {
  const statements: Statement[] = [];
  const lines = withHeredocsInline(unit.text.split('\n'), apis.heredoc);
  let open: Statement | undefined;
  let depth = 0;
  let inBlockComment = false;
  let inInitializer = false;
  lines.forEach((raw, i) => {
    const stripped = stripComments(raw, apis, inBlockComment);
    inBlockComment = stripped.inBlockComment;
    const code = stripped.code;
    // A line that continues a method chain (`.arg("-i")`, `.stdin(…)` under `Command::new("sh")`) belongs
    // to the statement above it, so the builder's program and what it is handed are read together.
    const last = statements[statements.length - 1];
    if (open === undefined && last !== undefined && CHAIN_RE.test(code) && !/;\s*$/.test(last.text)) {
      statements.pop();
      open = last;
    }
    // `var psi = new ProcessStartInfo` with its `{ FileName = …, Arguments = … }` on the lines below: one
    // expression, read as one statement.
    const initializer =
      open === undefined && last !== undefined && /^\s*\{/.test(code) && INITIALIZER_RE.test(last.text);
    if (initializer && last !== undefined) {
      statements.pop();
      open = last;
      inInitializer = true;
    }
    if (open === undefined) open = { text: code, line: unit.firstLine + i };
    else open.text += `\n${code}`;
    // Inside an initializer every brace is the literal's (nested `new { … }` included).
    depth += bracketBalance(code, apis.bracesAreTables === true || inInitializer);
    if (depth <= 0 || open.text.length > 8000) {
      statements.push(open);
      open = undefined;
      depth = 0;
      inInitializer = false;
    }
  });
  if (open !== undefined) statements.push(open);
  return statements;
}

/**
 * Lines with each heredoc's body moved into the line that opens it, as one double-quoted literal
 * (`File.write(plist, <<~XML)` … `XML`), and the body's own lines left empty so line numbers hold: what
 * the heredoc holds is data of that statement, not statements of its own.
 */
function withHeredocsInline(lines: string[], heredoc: RegExp | undefined): string[] {
  if (heredoc === undefined) return lines;
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const m = heredoc.exec(out[i] ?? '');
    if (m === null) continue;
    // PHP's closing marker can carry the rest of the call (`EOT, FILE_APPEND);`).
    const closing = new RegExp(`^\\s*${m[2]}(?!\\w)`);
    let end = i + 1;
    while (end < out.length && !closing.test(out[end] ?? '')) end++;
    if (end === out.length) continue;
    const body = out.slice(i + 1, end).join('\n');
    const literal = JSON.stringify(body).replace(/\$/g, '\\$');
    const after = (out[end] ?? '').replace(closing, '').replace(/^;$/, '');
    out[i] = (out[i] ?? '').slice(0, m.index) + literal + (out[i] ?? '').slice(m.index + m[0].length) + after;
    for (let j = i + 1; j <= end; j++) out[j] = '';
    i = end;
  }
  return out;
}

const CHAIN_RE = /^\s*\.[A-Za-z_]/;
const INITIALIZER_RE = /\bnew\s+[A-Z][\w.<>]*\s*$/;

/**
 * How many brackets a line leaves open. Braces count only where they open a literal (`= {`, `({`,
 * `=> {`, `, {`): a brace after `)` or a keyword opens a block, and a whole function is not a statement.
 * Where braces only ever build tables (Lua), each one counts, so a table closed on a later line closes.
 */
function bracketBalance(code: string, bracesAreTables: boolean): number {
  let depth = 0;
  let braces = 0;
  let previous = '';
  const masked = code.replace(STRING_RE, '""');
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i] ?? '';
    if (c === '(' || c === '[' || (bracesAreTables && c === '{')) depth++;
    else if (c === ')' || c === ']' || (bracesAreTables && c === '}')) depth--;
    // An object initializer (`new ProcessStartInfo { FileName = … }`) is one expression, not a block; an
    // anonymous class (`new Runnable() {`) stays a block.
    else if (c === '{' && (/[=([,:>]/.test(previous) || INITIALIZER_RE.test(masked.slice(0, i)))) braces++;
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
    // `#` starts a comment only where a word cannot continue (`$#array`, `#{x}` in Ruby strings aside),
    // and not straight after a bracket or slash where it is a character of a pattern (`scan(/\(#(\d+)\)/)`).
    if (
      apis.lineComment.some((m) => line.startsWith(m, i)) &&
      (c !== '#' || !/[$\w(\\/]/.test(line[i - 1] ?? ''))
    ) {
      break;
    }
    code += c;
  }
  return { code, inBlockComment: block };
}
