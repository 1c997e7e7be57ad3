import type { UnitLanguage } from '../../facts.js';
import { readPowerShellCommandLine } from '../powershell/read-powershell-command-line.js';
import { type InlineLanguage, readInlineProgram } from './inline-programs.js';
import type { Arg, Handler, Invocation, Stream } from './invocation.js';
import { NOTHING } from './invocation.js';
import { npm, pip, recordInstall } from './package-installs.js';
import { optionValues, parseOptions } from './parse-options.js';
import type { ShellWalker } from './shell-walker.js';
import { DECODED, NETWORK } from './taint-bits.js';

type Kind = 'shell' | InlineLanguage;

/** Interpreters by name, versioned spellings included (`python3.12`, `lua5.4`). */
export function interpreterKind(program: string): Kind | undefined {
  if (/^(?:ba|z|k|da|mk|a|c|tc|ya|fi)?sh$/.test(program)) return 'shell';
  if (/^(?:python[0-9.]*|pypy[0-9.]*)$/.test(program)) return 'python';
  if (program === 'node' || program === 'nodejs') return 'node';
  if (/^perl[0-9.]*$/.test(program)) return 'perl';
  if (/^ruby[0-9.]*$/.test(program)) return 'ruby';
  if (/^php[0-9.]*$/.test(program)) return 'php';
  if (/^(?:lua[0-9.]*|luajit)$/.test(program)) return 'lua';
  if (program === 'tclsh' || program === 'wish') return 'tcl';
  if (program === 'Rscript') return 'r';
  if (program === 'osascript') return 'applescript';
  return undefined;
}

/** Per language: the flags that take an inline program, and the options that take a value. */
const COMMAND_LINES: Record<
  Exclude<Kind, 'shell'>,
  { code: readonly string[]; valued: string; longValued: readonly string[] }
> = {
  python: { code: ['-c'], valued: 'cmWXQ', longValued: ['--check-hash-based-pycs'] },
  node: {
    code: ['-e', '--eval', '-p', '--print'],
    valued: 'eprC',
    longValued: ['--eval', '--print', '--require', '--import', '--loader', '--input-type', '--env-file'],
  },
  perl: { code: ['-e', '-E'], valued: 'eEMmIlFCdDx', longValued: [] },
  ruby: { code: ['-e'], valued: 'erICEFx', longValued: [] },
  php: { code: ['-r'], valued: 'rfSstdcz', longValued: [] },
  lua: { code: ['-e'], valued: 'el', longValued: [] },
  tcl: { code: [], valued: '', longValued: [] },
  r: { code: ['-e'], valued: 'e', longValued: [] },
  applescript: { code: ['-e'], valued: 'els', longValued: [] },
};

interface CommandLine {
  code: Arg[];
  flag: string;
  module: Arg | undefined;
  script: Arg | undefined;
  /** The program comes from standard input (`sh`, `sh -s`, `python3 -`, `node` alone). */
  stdin: boolean;
  /** `php -S host:port`: a web server. */
  server: Arg | undefined;
}

function shellCommandLine(args: readonly Arg[]): CommandLine {
  const line: CommandLine = {
    code: [],
    flag: '-c',
    module: undefined,
    script: undefined,
    stdin: true,
    server: undefined,
  };
  let inline = false;
  let i = 0;
  for (; i < args.length; i++) {
    const word = args[i]?.value ?? '';
    if (word === '--' || word === '-') {
      i++;
      break;
    }
    if (/^[-+][oO]$/.test(word) || word === '--rcfile' || word === '--init-file') {
      i++;
      continue;
    }
    if (/^-[a-zA-Z]+$/.test(word)) {
      if (word.includes('c')) inline = true;
      continue;
    }
    if (word.startsWith('--') || word.startsWith('+')) continue;
    break;
  }
  const first = args[i];
  if (inline) {
    if (first !== undefined) line.code = [first];
    line.stdin = false;
  } else if (first !== undefined && !args.slice(0, i).some((a) => /^-[a-zA-Z]*s/.test(a.value))) {
    line.script = first;
    line.stdin = false;
  }
  return line;
}

function languageCommandLine(kind: Exclude<Kind, 'shell'>, args: readonly Arg[]): CommandLine {
  const table = COMMAND_LINES[kind];
  const parsed = parseOptions(args, {
    shortValued: table.valued,
    longValued: new Set(table.longValued),
    stopAtOperand: true,
  });
  const code = optionValues(parsed, ...table.code);
  const flag = parsed.options.find((o) => table.code.includes(o.name))?.name ?? '';
  const module = kind === 'python' ? optionValues(parsed, '-m')[0] : undefined;
  const file = kind === 'php' ? optionValues(parsed, '-f')[0] : undefined;
  const operand = parsed.operands[0];
  const script =
    code.length > 0 || module !== undefined
      ? undefined
      : (file ?? (operand?.value === '-' ? undefined : operand));
  return {
    code,
    flag,
    module,
    script,
    stdin: code.length === 0 && module === undefined && script === undefined,
    server: kind === 'php' ? optionValues(parsed, '-S')[0] : undefined,
  };
}

function taintOf(args: readonly Arg[]): { taint: number; dynamic: boolean } {
  let taint = 0;
  let dynamic = false;
  for (const a of args) {
    taint |= a.taint;
    dynamic ||= a.dynamic;
  }
  return { taint, dynamic };
}

/** Interpreters whose programs the engine reads with the language's own extractor (syntax tree and all). */
const EXTRACTED: Partial<Record<InlineLanguage, UnitLanguage>> = { python: 'python', node: 'javascript' };
/**
 * Interpreters whose programs are also read by their statement-level extractor, besides the one-liner
 * shapes: a program longer than a one-liner (`php -r "eval(base64_decode('…'))"`) is read as its file would be.
 */
const ALSO_READ: Partial<Record<InlineLanguage, UnitLanguage>> = {
  php: 'php',
  ruby: 'ruby',
  perl: 'perl',
  lua: 'lua',
};

/**
 * Code the interpreter runs, read as facts in its own language: shell by this walker, Python and
 * JavaScript (`python3 - <<'EOF'`, `node -e "…"`) by their extractors, as if the program were a file of
 * the package, and the other languages by their one-liner shapes. A heredoc starts on the line after the
 * command; an inline program on the command's line.
 */
function readCode(
  kind: Kind,
  code: string,
  taint: number,
  inv: Invocation,
  walker: ShellWalker,
  stdin: Stream,
  from?: Stream,
): void {
  if (kind === 'shell') {
    walker.runCode(code, inv.line, taint, stdin);
    return;
  }
  const language = EXTRACTED[kind];
  if (language === undefined || !walker.readProgram(language, code, from?.line ?? inv.line))
    readInlineProgram(kind, code, inv, walker);
  const also = ALSO_READ[kind];
  if (language === undefined && also !== undefined) walker.readProgram(also, code, from?.line ?? inv.line);
}

/**
 * sh, bash, python, node, perl, ruby, php, lua, …: an inline program (`-c`, `-e`, `-r`), a module, a
 * script file, or a program read from standard input (`curl … | sh`). Code that came from the network or a
 * decoder, by any of these routes, is an ExecFact with that taint.
 */
const interpreter: Handler = (inv, walker) => {
  const kind = interpreterKind(inv.program);
  if (kind === undefined) return undefined;
  const line = kind === 'shell' ? shellCommandLine(inv.args) : languageCommandLine(kind, inv.args);
  const proc = inv.process;
  if (line.code.length > 0) {
    const { taint, dynamic } = taintOf(line.code);
    const code = line.code.map((a) => a.value).join('\n');
    // A shell handed a command line built at run time: the `shell` api every extractor uses for that.
    walker.exec(
      inv,
      kind === 'shell' && dynamic ? 'shell' : `${inv.program} ${line.flag}`,
      taint,
      dynamic ? undefined : code,
    );
    if (!dynamic) readCode(kind, code, taint, inv, walker, inv.stdin);
    return { taint: inv.stdin.taint | taint };
  }
  if (line.module !== undefined) {
    const module = line.module.value;
    const rest = inv.args.slice(inv.args.indexOf(line.module) + 1);
    if (module === 'pip') {
      const sub = rest.findIndex((a) => !a.value.startsWith('-'));
      if (/^(?:install|download)$/.test(rest[sub]?.value ?? ''))
        recordInstall(inv, walker, 'pypi', rest.slice(sub + 1));
    } else if (module === 'http.server' || module === 'SimpleHTTPServer')
      walker.network(inv, 'listen', `:${rest.find((a) => /^\d+$/.test(a.value))?.value ?? '8000'}`, 0, {
        api: `python -m ${module}`,
      });
    return undefined;
  }
  if (line.server !== undefined) walker.network(inv, 'listen', line.server.value, 0, { api: 'php -S' });
  if (line.script !== undefined) {
    const script = line.script;
    const path = walker.path(script.value);
    if (proc !== undefined) {
      proc.runsFile = path;
      if (script.self === true || walker.isSelf(path)) proc.runsSelf = true;
    }
    // `bash <(curl …)`, `python3 <(wget -qO- …)`: the script is a command's output.
    if (script.substitution === true || /^\/dev\/(?:stdin|fd\/\d+)$/.test(path)) {
      const taint = script.substitution === true ? script.taint : inv.stdin.taint;
      walker.exec(inv, `${inv.program} ${script.substitution === true ? '<(…)' : path}`, taint);
      if (script.substitution !== true && inv.stdin.text !== undefined && inv.stdin.partial !== true)
        readCode(kind, inv.stdin.text, taint, inv, walker, inv.stdin, inv.stdin);
    } else if (/^https?:\/\//.test(path)) {
      walker.network(inv, 'fetch', path, 0);
      walker.exec(inv, `${inv.program} URL`, NETWORK);
    } else walker.runFile(inv, path, { shell: kind === 'shell', stdin: inv.stdin });
    return undefined;
  }
  if (line.stdin && inv.stdin.redirected === true) {
    const text = inv.stdin.partial === true ? undefined : inv.stdin.text;
    walker.exec(inv, `${inv.program} (stdin)`, inv.stdin.taint, text);
    if (text !== undefined) readCode(kind, text, inv.stdin.taint, inv, walker, { taint: 0 }, inv.stdin);
  }
  return undefined;
};

/** `eval "…"` runs its arguments, joined, as shell code in the current shell. */
const evalBuiltin: Handler = (inv, walker) => {
  const { taint, dynamic } = taintOf(inv.args);
  const code = inv.args.map((a) => a.value).join(' ');
  walker.exec(inv, 'eval', taint, dynamic ? undefined : code);
  return dynamic ? { taint } : walker.runCode(code, inv.line, taint, inv.stdin, true);
};

/** `source f`, `. f`: the file runs in this shell; `. /dev/stdin <<< "$(curl …)"` runs a download. */
const source: Handler = (inv, walker) => {
  const file = inv.args[0];
  if (file === undefined) return NOTHING;
  const path = walker.path(file.value);
  if (inv.process !== undefined) inv.process.runsFile = path;
  if (file.substitution === true || /^\/dev\/(?:stdin|fd\/\d+)$|^-$/.test(path)) {
    const taint = file.substitution === true ? file.taint : inv.stdin.taint;
    const text = file.substitution === true || inv.stdin.partial === true ? undefined : inv.stdin.text;
    walker.exec(inv, 'source', taint, text);
    if (text !== undefined) walker.runCode(text, inv.line, taint, { taint: 0 }, true);
    return NOTHING;
  }
  walker.runFile(inv, path, { shell: true, stdin: inv.stdin, shared: true });
  return NOTHING;
};

/** `xargs CMD`: CMD runs with the words of standard input as further arguments. */
const xargs: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, {
    shortValued: 'IiEdnLPsa',
    longValued: new Set([
      '--replace',
      '--max-args',
      '--max-procs',
      '--delimiter',
      '--arg-file',
      '--eof',
      '--max-lines',
    ]),
    stopAtOperand: true,
  });
  for (const file of optionValues(parsed, '-a', '--arg-file')) walker.readFile(inv, file);
  const command = parsed.operands.length > 0 ? [...parsed.operands] : [{ ...inv.name, value: 'echo' }];
  const items =
    inv.stdin.text !== undefined && inv.stdin.partial !== true
      ? inv.stdin.text
          .split(/\s+/)
          .filter((w) => w !== '')
          .slice(0, 8)
      : [];
  const replace =
    optionValues(parsed, '-I', '--replace')[0]?.value ??
    (parsed.options.some((o) => o.name === '-i') ? '{}' : undefined);
  const taint = inv.stdin.taint;
  const argv: Arg[] =
    replace === undefined
      ? [
          ...command.map((a) => ({ ...a, taint: a.taint | taint })),
          ...items.map((value) => ({ ...inv.name, value, taint })),
        ]
      : command.map((a) => ({
          ...a,
          value: items[0] === undefined ? a.value : a.value.split(replace).join(items[0]),
          taint: a.taint | taint,
        }));
  walker.invokeArgs(inv, argv, { taint: 0 });
  return NOTHING;
};

/** `watch CMD`, `su -c CMD`, `runuser -c CMD`, `script -c CMD`: a command string run by a shell. */
function commandString(flag: string | undefined): Handler {
  return (inv, walker) => {
    let code: Arg[];
    if (flag === undefined) {
      const parsed = parseOptions(inv.args, {
        shortValued: 'nq',
        longValued: new Set(['--interval']),
        stopAtOperand: true,
      });
      code = parsed.operands;
    } else {
      const at = inv.args.findIndex((a) => a.value === flag || a.value === '--command');
      const value = inv.args[at + 1];
      code = at === -1 || value === undefined ? [] : [value];
    }
    if (code.length === 0) return undefined;
    const { taint, dynamic } = taintOf(code);
    const text = code.map((a) => a.value).join(' ');
    walker.exec(inv, `${inv.program} ${flag ?? ''}`.trim(), taint, dynamic ? undefined : text);
    if (!dynamic) walker.runCode(text, inv.line, taint, inv.stdin);
    return undefined;
  };
}

/** `at`, `batch`: the commands on standard input run later. */
const at: Handler = (inv, walker) => {
  const file = optionValues(parseOptions(inv.args, { shortValued: 'fqt', longValued: new Set() }), '-f')[0];
  const content = file === undefined ? inv.stdin : walker.readFile(inv, file);
  if (content.text !== undefined) walker.runCode(content.text, inv.line, content.taint);
  return NOTHING;
};

/**
 * awk: its program is the first operand. gawk's `/inet/tcp/…` special files are sockets, and a program
 * that reads commands from one and runs them (`s |& getline c; … c |& getline`) is a remote shell.
 */
const awk: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, {
    shortValued: 'fvF',
    longValued: new Set(['--file', '--assign', '--field-separator']),
  });
  const programFiles = optionValues(parsed, '-f', '--file');
  const operands = [...parsed.operands];
  const program = programFiles.length === 0 ? operands.shift() : undefined;
  for (const f of programFiles) walker.readFile(inv, f);
  let taint = operands.length === 0 ? inv.stdin.taint : 0;
  for (const f of operands) if (!/^\w+=/.test(f.value)) taint |= walker.readFile(inv, f).taint;
  const code = program?.value ?? '';
  const socket = /\/inet[46]?\/(tcp|udp)\/(\d+)\/([^/"]+)\/(\d+)/.exec(code);
  if (socket !== null) {
    const listen = socket[3] === '0' && socket[4] === '0';
    walker.network(
      inv,
      listen ? 'listen' : 'connect',
      listen ? `:${socket[2]}` : `${socket[3]}:${socket[4]}`,
      0,
      { api: 'awk /inet' },
    );
    const runs = /\bsystem\s*\(/.test(code) || (code.match(/\|&\s*getline/g) ?? []).length >= 2;
    if (runs) walker.exec(inv, 'awk /inet command loop', NETWORK);
  }
  for (const m of code.matchAll(
    /\bsystem\s*\(\s*"((?:\\.|[^"\\])*)"\s*\)|"((?:\\.|[^"\\])*)"\s*\|\s*getline|\|\s*"((?:\\.|[^"\\])*)"/g,
  )) {
    const command = m[1] ?? m[2] ?? m[3] ?? '';
    if (command !== '') walker.runCode(command.replace(/\\(.)/g, '$1'), inv.line, program?.taint ?? 0);
  }
  // Whichever line awk keeps of a disk listing names a disk, spelled as the listing spells it.
  return operands.length === 0 && inv.stdin.device === true ? { ...inv.stdin, taint } : { taint };
};

/** `deno run URL|file`, `deno eval CODE`, `bun -e CODE`, `bun run file`. */
const jsRuntime: Handler = (inv, walker) => {
  const sub = inv.args[0]?.value ?? '';
  const evalCode =
    sub === 'eval'
      ? inv.args.find((a, i) => i > 0 && !a.value.startsWith('-'))
      : optionValues(
          parseOptions(inv.args, { shortValued: 'e', longValued: new Set(['--eval']) }),
          '-e',
          '--eval',
        )[0];
  if (evalCode !== undefined) {
    walker.exec(inv, `${inv.program} eval`, evalCode.taint, evalCode.dynamic ? undefined : evalCode.value);
    if (!evalCode.dynamic) readCode('node', evalCode.value, 0, inv, walker, inv.stdin);
    return undefined;
  }
  if (inv.program === 'bun' && /^(?:add|install|i|x)$/.test(sub)) return npm(inv, walker);
  const script = inv.args.find(
    (a, i) => (sub === 'run' ? i > 0 : true) && !a.value.startsWith('-') && a.value !== 'run',
  );
  if (script === undefined) return undefined;
  if (/^https?:\/\//.test(script.value)) {
    walker.network(inv, 'fetch', script.value, 0);
    walker.exec(inv, `${inv.program} run URL`, NETWORK);
  } else if (inv.process !== undefined && /\.[cm]?[jt]sx?$/.test(script.value))
    inv.process.runsFile = walker.path(script.value);
  return undefined;
};

/** `pwsh -c …`, `powershell -EncodedCommand …`: handed to the PowerShell reader. */
const powershell: Handler = (inv, walker) => {
  const commandLine = readPowerShellCommandLine(inv.args.map((a) => a.value));
  const { taint } = taintOf(inv.args);
  if (commandLine.file !== undefined && inv.process !== undefined)
    inv.process.runsFile = walker.path(commandLine.file);
  if (commandLine.code === undefined) {
    if (commandLine.file === undefined && inv.stdin.redirected === true)
      walker.exec(inv, `${inv.program} (stdin)`, inv.stdin.taint, inv.stdin.text);
    return undefined;
  }
  const decoded = commandLine.encoded ? DECODED : 0;
  walker.exec(
    inv,
    commandLine.encoded ? `${inv.program} -EncodedCommand` : `${inv.program} -Command`,
    taint | decoded,
    commandLine.code,
  );
  walker.runPowerShell(commandLine.code, inv.line, taint | decoded);
  return undefined;
};

/** Programs that run code; each entry says where that code comes from. */
export const CODE_COMMANDS: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  // The current shell runs text: its own arguments, or a file.
  ['eval', evalBuiltin],
  ['source', source],
  ['.', source],
  // Commands that take a command string, run by `sh -c`.
  ['watch', commandString(undefined)],
  ['su', commandString('-c')],
  ['runuser', commandString('-c')],
  ['sg', commandString('-c')],
  ['script', commandString('-c')],
  ['xargs', xargs],
  ['at', at],
  ['batch', at],
  ['awk', awk],
  ['gawk', awk],
  ['mawk', awk],
  ['nawk', awk],
  ['busybox-awk', awk],
  ['deno', jsRuntime],
  ['bun', jsRuntime],
  ['pwsh', powershell],
  ['powershell', powershell],
  // Installers run the build and install scripts of what they fetch.
  ['pip', pip],
  ['pip3', pip],
  ['uv', pip],
  ['pipx', pip],
  ['poetry', pip],
  ['pdm', pip],
  ['rye', pip],
  ['npm', npm],
  ['pnpm', npm],
  ['yarn', npm],
  ['npx', npm],
  ['bunx', npm],
]);

export { interpreter as INTERPRETER };
