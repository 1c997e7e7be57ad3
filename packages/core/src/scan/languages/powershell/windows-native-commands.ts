import type { Fact, FileFact, NetworkFact } from '../../facts.js';
import { DECODED, NETWORK, taintList } from '../shell/taint-bits.js';
import { readPowerShellCommandLine } from './read-powershell-command-line.js';

/** One word of a native command line, resolved by the PowerShell or batch reader. */
export interface NativeArg {
  value: string;
  taint: number;
}

/** What a native-command reader needs from the PowerShell or batch walker that found the command. */
export interface NativeHost {
  readonly line: number;
  readonly text: string;
  emit(fact: Fact): void;
  /** Taint of a file's content: credentials, or what the script wrote there earlier. */
  contentOf(path: string): number;
  /** Remembers what a file now holds, for later readers and runners. */
  noteWrite(path: string, taint: number, text?: string): void;
  powershell(code: string, taint: number): void;
  batch(code: string, taint: number): void;
  /** Hands a POSIX-style command line (`curl.exe …`) to the shell extractor, when the engine provides one. */
  shell(command: string, taint: number): void;
}

/** Where Windows keeps a scheduled task: creating one is a write of this file with the command as content. */
export const TASKS_DIR = 'C:\\Windows\\System32\\Tasks\\';
/** The volume shadow copies: deleting them is what ransomware does before it encrypts. */
export const SHADOW_COPIES = '\\\\?\\GLOBALROOT\\Device\\HarddiskVolumeShadowCopy*';
/** System-state and file backups made by Windows Backup. */
export const WINDOWS_BACKUPS = 'C:\\WindowsImageBackup';

function fileFact(host: NativeHost, op: FileFact['op'], path: string, extra: Partial<FileFact> = {}): void {
  host.emit({ kind: 'file', line: host.line, text: host.text, op, path, content: [], ...extra });
}

function network(
  host: NativeHost,
  op: NetworkFact['op'],
  target: string | undefined,
  api: string,
  sends = 0,
): void {
  const fact: NetworkFact = {
    kind: 'network',
    line: host.line,
    text: host.text,
    op,
    sends: taintList(sends),
    api,
  };
  if (target !== undefined) fact.target = target;
  host.emit(fact);
}

function write(host: NativeHost, path: string, taint: number, contentText?: string, append = false): void {
  const fact: FileFact = {
    kind: 'file',
    line: host.line,
    text: host.text,
    op: append ? 'append' : 'write',
    path,
    content: taintList(taint),
  };
  if (contentText !== undefined && contentText !== '') fact.contentText = contentText;
  host.emit(fact);
  host.noteWrite(path, taint, contentText);
}

const URL_RE = /^(?:https?|ftp):\/\//i;
/** `/flag` or `-flag`, as Windows tools accept both. */
const flag = (a: NativeArg | undefined, name: string): boolean =>
  a !== undefined && new RegExp(`^[-/]${name}$`, 'i').test(a.value);
const valueAfter = (args: readonly NativeArg[], name: string): NativeArg | undefined =>
  args[args.findIndex((a) => flag(a, name)) + 1];

/** `certutil -urlcache -f URL OUT` downloads; `-decode IN OUT` and `-decodehex` decode a file into another. */
function certutil(args: readonly NativeArg[], host: NativeHost): void {
  if (args.some((a) => flag(a, 'urlcache') || flag(a, 'verifyctl'))) {
    const at = args.findIndex((a) => URL_RE.test(a.value));
    const url = args[at];
    if (url === undefined) return;
    network(host, 'fetch', url.value, 'certutil', url.taint);
    const out = args[at + 1];
    if (out !== undefined && !out.value.startsWith('-') && !out.value.startsWith('/'))
      write(host, out.value, NETWORK);
    return;
  }
  const decode = args.findIndex((a) => flag(a, 'decode') || flag(a, 'decodehex'));
  if (decode === -1) return;
  const operands = args.slice(decode + 1).filter((a) => !/^[-/]/.test(a.value));
  const [input, output] = operands;
  if (input === undefined) return;
  fileFact(host, 'read', input.value, { content: taintList(host.contentOf(input.value)) });
  if (output !== undefined) write(host, output.value, host.contentOf(input.value) | DECODED);
}

/** `bitsadmin /transfer JOB [/download] [/priority P] URL OUT`. */
function bitsadmin(args: readonly NativeArg[], host: NativeHost): void {
  if (!args.some((a) => flag(a, 'transfer') || flag(a, 'addfile'))) return;
  const at = args.findIndex((a) => URL_RE.test(a.value));
  const url = args[at];
  if (url === undefined) return;
  network(host, 'fetch', url.value, 'bitsadmin', url.taint);
  const out = args[at + 1];
  if (out !== undefined) write(host, out.value, NETWORK);
}

/** `schtasks /create /tn NAME /tr COMMAND …`: a task that runs COMMAND on its schedule or at logon. */
function schtasks(args: readonly NativeArg[], host: NativeHost): void {
  if (!args.some((a) => flag(a, 'create'))) return;
  const name = valueAfter(args, 'tn')?.value ?? 'task';
  const command = valueAfter(args, 'tr');
  write(host, `${TASKS_DIR}${name.replace(/^\\+/, '')}`, command?.taint ?? 0, command?.value);
}

/** `reg add KEY /v NAME /d DATA`: a registry write; `…\CurrentVersion\Run` keys start DATA at every logon. */
function reg(args: readonly NativeArg[], host: NativeHost): void {
  const sub = (args[0]?.value ?? '').toLowerCase();
  const key = args[1];
  if (key === undefined) return;
  const path = key.value
    .replace(/^HKEY_CURRENT_USER/i, 'HKCU')
    .replace(/^HKEY_LOCAL_MACHINE/i, 'HKLM')
    .replace(/^(HK\w\w)\\/i, '$1:\\');
  if (sub === 'add' || sub === 'import') {
    const data = valueAfter(args, 'd');
    const name = valueAfter(args, 'v')?.value;
    write(host, name === undefined ? path : `${path}\\${name}`, data?.taint ?? 0, data?.value);
  } else if (sub === 'delete') fileFact(host, 'delete', path);
  else if (sub === 'save' || sub === 'export' || sub === 'query') {
    fileFact(host, 'read', path, { content: taintList(host.contentOf(path)) });
    const out = args[2];
    if (sub !== 'query' && out !== undefined) write(host, out.value, 0);
  }
}

/** mshta, regsvr32 `/i:URL`, rundll32 `javascript:`: signed Windows binaries that fetch and run script. */
function scriptHost(program: string, args: readonly NativeArg[], host: NativeHost): void {
  const line = args.map((a) => a.value).join(' ');
  const url = /(?:^|[\s:=])((?:https?|ftp):\/\/[^\s"']+)/i.exec(line)?.[1];
  const inline = /\b(?:javascript|vbscript):/i.test(line);
  if (url !== undefined) network(host, 'fetch', url, program);
  if (url !== undefined || inline) {
    const fact: Fact = {
      kind: 'exec',
      line: host.line,
      text: host.text,
      api: program,
      input: taintList(url === undefined ? 0 : NETWORK),
    };
    if (inline) fact.code = line;
    host.emit(fact);
  }
}

/** Programs a Windows script runs that the shell extractor reads the same way on every platform. */
const POSIX_TOOLS: readonly string[] = [
  'curl',
  'wget',
  'tar',
  'ssh',
  'scp',
  'nslookup',
  'ping',
  'nc',
  'ncat',
  'git',
  'pip',
  'npm',
  'python',
  'node',
];

function quote(word: string): string {
  return /^[\w@%+=:,./\\-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

/**
 * Native programs a PowerShell or batch script starts, beyond their ProcessFact: downloads and decodes by
 * built-in tools, scheduled tasks and Run keys, script hosts, nested shells. Each entry says why.
 */
const NATIVE: ReadonlyMap<string, (args: readonly NativeArg[], host: NativeHost, program: string) => void> =
  new Map<string, (args: readonly NativeArg[], host: NativeHost, program: string) => void>([
    // Built-in downloaders attackers use where PowerShell's are watched.
    ['certutil', certutil],
    ['bitsadmin', bitsadmin],
    // Persistence: tasks and Run keys.
    ['schtasks', schtasks],
    ['reg', reg],
    // Backups and shadow copies deleted, volumes formatted: recovery made impossible.
    [
      'vssadmin',
      (args, host) => {
        const words = args.map((a) => a.value.toLowerCase());
        if (
          (words[0] === 'delete' && words[1] === 'shadows') ||
          (words[0] === 'resize' && words.some((w) => /^\/maxsize=\d+[km]?b$/.test(w)))
        )
          fileFact(host, 'delete', SHADOW_COPIES, { recursive: true });
      },
    ],
    [
      'wmic',
      (args, host) => {
        const words = args.map((a) => a.value.toLowerCase());
        if (words.includes('shadowcopy') && words.includes('delete'))
          fileFact(host, 'delete', SHADOW_COPIES, { recursive: true });
      },
    ],
    [
      'wbadmin',
      (args, host) => {
        if (/^delete$/i.test(args[0]?.value ?? ''))
          fileFact(host, 'delete', WINDOWS_BACKUPS, { recursive: true });
      },
    ],
    [
      'format',
      (args, host) => {
        const drive = args.find((a) => /^[A-Za-z]:\\?$/.test(a.value));
        if (drive !== undefined)
          fileFact(host, 'delete', `${drive.value.slice(0, 2)}\\`, { recursive: true });
      },
    ],
    // Script hosts that run remote or inline script.
    ['mshta', (args, host, program) => scriptHost(program, args, host)],
    ['regsvr32', (args, host, program) => scriptHost(program, args, host)],
    ['rundll32', (args, host, program) => scriptHost(program, args, host)],
    // Nested interpreters: their command lines are read in their own language.
    [
      'cmd',
      (args, host) => {
        const at = args.findIndex((a) => /^\/[ckr]$/i.test(a.value));
        if (at === -1) return;
        const code = args
          .slice(at + 1)
          .map((a) => a.value)
          .join(' ')
          .replace(/^"([\s\S]*)"$/, '$1');
        let taint = 0;
        for (const a of args) taint |= a.taint;
        host.batch(code, taint);
      },
    ],
    [
      'powershell',
      (args, host) => {
        const line = readPowerShellCommandLine(args.map((a) => a.value));
        let taint = 0;
        for (const a of args) taint |= a.taint;
        if (line.code !== undefined) {
          const decoded = line.encoded ? DECODED : 0;
          host.emit({
            kind: 'exec',
            line: host.line,
            text: host.text,
            api: line.encoded ? 'powershell -EncodedCommand' : 'powershell -Command',
            input: taintList(taint | decoded),
            code: line.code,
          });
          host.powershell(line.code, taint | decoded);
        } else if (line.undecodable !== undefined)
          host.emit({
            kind: 'exec',
            line: host.line,
            text: host.text,
            api: 'powershell -EncodedCommand',
            input: taintList(taint | DECODED),
          });
      },
    ],
    // POSIX tools shipped with Windows (curl.exe, tar.exe, ssh.exe): the shell extractor knows them.
    ...POSIX_TOOLS.map(
      (name) =>
        [
          name,
          (args: readonly NativeArg[], host: NativeHost) => {
            let taint = 0;
            for (const a of args) taint |= a.taint;
            host.shell([name, ...args.map((a) => quote(a.value))].join(' '), taint);
          },
        ] as const,
    ),
  ]);

/** Canonical name of a native program: `C:\Windows\System32\certutil.exe` → `certutil`, `pwsh` → `powershell`. */
export function nativeName(path: string): string {
  const base = path.slice(Math.max(path.lastIndexOf('\\'), path.lastIndexOf('/')) + 1).toLowerCase();
  const name = base.replace(/\.(?:exe|com|bat|cmd)$/, '');
  return name === 'pwsh' ? 'powershell' : name;
}

/** The facts of a native program beyond its ProcessFact; `program` as `nativeName` gives it. */
export function readNativeCommand(program: string, args: readonly NativeArg[], host: NativeHost): void {
  NATIVE.get(program)?.(args, host, program);
}

/** Whether the shell extractor reads this native program (its ProcessFact then comes from there). */
export function isPosixTool(program: string): boolean {
  return POSIX_TOOLS.includes(program);
}
