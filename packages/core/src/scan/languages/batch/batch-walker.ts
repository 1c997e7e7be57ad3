import type { Fact, FileFact, ProcessFact, Taint } from '../../facts.js';
import { isProjectSecretPath, isSensitivePath } from '../../sensitive-paths.js';
import {
  isPosixTool,
  type NativeArg,
  type NativeHost,
  nativeName,
  readNativeCommand,
} from '../powershell/windows-native-commands.js';
import { isSecretName } from '../shell/is-secret-name.js';
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

export interface BatchOptions {
  facts: Fact[];
  lineBase: number;
  inherited: number;
  depth: number;
  selfName: string;
  shell?: (command: string, line: number, taint: readonly Taint[]) => Fact[];
  /** PowerShell reader for `powershell -c …`, injected so that the two readers do not import each other. */
  powershell?: (code: string, line: number, taint: number, depth: number) => Fact[];
}

interface Variable {
  text: string;
  taint: number;
}

const MAX_DEPTH = 6;

/** Builtins of cmd that start no program. */
const BUILTINS = new Set([
  'echo',
  'set',
  'setlocal',
  'endlocal',
  'if',
  'for',
  'goto',
  'call',
  'rem',
  'pause',
  'exit',
  'cls',
  'title',
  'color',
  'cd',
  'chdir',
  'pushd',
  'popd',
  'shift',
  'ver',
  'vol',
  'prompt',
  'path',
  'type',
  'del',
  'erase',
  'rd',
  'rmdir',
  'md',
  'mkdir',
  'copy',
  'move',
  'ren',
  'rename',
  'start',
  'dir',
  'mklink',
  'assoc',
  'ftype',
  'break',
  'verify',
  '@echo',
  'timeout',
]);

/** Splits one command at unquoted whitespace; `^` escapes the next character. */
function words(command: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  let has = false;
  for (let i = 0; i < command.length; i++) {
    const c = command[i] ?? '';
    if (c === '^' && !quoted && i + 1 < command.length) {
      current += command[++i];
      has = true;
      continue;
    }
    // Programs parse their own command line (MSVCRT rules): `\"` inside quotes is a quote.
    if (c === '\\' && command[i + 1] === '"' && quoted) {
      current += '"';
      i++;
      continue;
    }
    if (c === '"') {
      quoted = !quoted;
      has = true;
      continue;
    }
    if (!quoted && (c === ' ' || c === '\t' || c === ',' || c === ';' || c === '=') && !(c === '=' && has)) {
      if (has) out.push(current);
      current = '';
      has = false;
      continue;
    }
    current += c;
    has = true;
  }
  if (has) out.push(current);
  return out;
}

/** Splits a line at unquoted `&`, `&&`, `||` and `|`, keeping which separator came before each part. */
function commands(line: string): { text: string; piped: boolean }[] {
  const out: { text: string; piped: boolean }[] = [];
  let quoted = false;
  let start = 0;
  let piped = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '^') {
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (quoted || (c !== '&' && c !== '|')) continue;
    // `2>&1` is a redirect, not a separator.
    if (c === '&' && line[i - 1] === '>') continue;
    out.push({ text: line.slice(start, i).trim(), piped });
    piped = c === '|' && line[i + 1] !== '|';
    if (line[i + 1] === c) i++;
    start = i + 1;
  }
  out.push({ text: line.slice(start).trim(), piped });
  return out.filter((c) => c.text !== '');
}

/**
 * Reads a batch file (`.bat`, `.cmd`) line by line, as cmd does: `%VAR%` expanded when the line is read,
 * commands split at `&`, `&&`, `||` and `|`, redirects taken off, then each command's program judged by
 * what it is (`certutil`, `powershell`, `reg`, `del`, …).
 */
export class BatchWalker implements NativeHost {
  private readonly vars = new Map<string, Variable>();
  private readonly files = new Map<string, { taint: number; text?: string }>();
  private readonly options: BatchOptions;
  private row = 0;
  private statementText = '';
  private lastOutput: { taint: number; text?: string } = { taint: 0 };

  constructor(options: BatchOptions) {
    this.options = options;
  }

  get line(): number {
    return this.options.lineBase + this.row;
  }

  get text(): string {
    return this.statementText;
  }

  run(source: string): void {
    const lines = source.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      let raw = lines[i] ?? '';
      const start = i;
      // A caret at the end of a line continues the command on the next one.
      while (raw.endsWith('^') && i + 1 < lines.length) raw = raw.slice(0, -1) + (lines[++i] ?? '');
      this.row = start;
      this.line_(raw);
    }
  }

  private line_(raw: string): void {
    const trimmed = raw.trim().replace(/^@/, '');
    if (trimmed === '' || /^(?:rem\b|::|:)/i.test(trimmed)) return;
    this.statementText = trimmed;
    const expanded = this.expand(trimmed);
    this.lastOutput = { taint: 0 };
    for (const command of commands(expanded.text)) this.command(command.text, expanded.taint, command.piped);
  }

  /** `%VAR%`, `!VAR!`, `%~dp0`, `%0`: the values the script set, environment names kept as written. */
  private expand(line: string): { text: string; taint: number } {
    let taint = 0;
    const text = line.replace(
      /%(\w[\w()#$-]*)%|!(\w+)!/gi,
      (all, a: string | undefined, b: string | undefined) => {
        const name = a ?? b ?? '';
        const known = this.vars.get(name.toLowerCase());
        if (known !== undefined) {
          taint |= known.taint;
          return known.text;
        }
        if (isSecretName(name)) {
          taint |= SECRET;
          this.emit({ kind: 'env', line: this.line, text: this.text, op: 'read', name });
        }
        return all;
      },
    );
    return { text, taint };
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
    const dir = key.replace(/[\\/]\*$/, '');
    let taint =
      (isSensitivePath(path.replace(/\\+/g, '/')) ? SENSITIVE_FILE : 0) |
      (isProjectSecretPath(path) ? SECRET : 0);
    for (const [name, content] of this.files)
      if (name === dir || name.startsWith(`${dir}\\`)) taint |= content.taint;
    return taint;
  }

  noteWrite(path: string, taint: number, text?: string): void {
    this.files.set(path.toLowerCase(), text === undefined ? { taint } : { taint, text });
  }

  powershell(code: string, taint: number): void {
    const read = this.options.powershell;
    if (read === undefined || this.options.depth >= MAX_DEPTH) return;
    for (const fact of read(code, this.line, this.options.inherited | taint, this.options.depth + 1))
      this.options.facts.push(fact);
  }

  batch(code: string, taint: number): void {
    if (this.options.depth >= MAX_DEPTH) return;
    const inner = new BatchWalker({
      ...this.options,
      lineBase: this.line,
      inherited: this.options.inherited | taint,
      depth: this.options.depth + 1,
    });
    inner.run(code);
  }

  shell(command: string, taint: number): void {
    const shell = this.options.shell;
    if (shell === undefined) return;
    for (const fact of shell(command, this.line, taintList(this.options.inherited | taint)))
      this.options.facts.push(fact);
  }

  private file(op: FileFact['op'], path: string, extra: Partial<FileFact> = {}): void {
    this.emit({ kind: 'file', line: this.line, text: this.text, op, path, content: [], ...extra });
  }

  private write(path: string, taint: number, text?: string, append = false): void {
    if (/^nul$/i.test(path)) return;
    const fact: FileFact = {
      kind: 'file',
      line: this.line,
      text: this.text,
      op: append ? 'append' : 'write',
      path,
      content: taintList(taint),
    };
    if (text !== undefined && text !== '') fact.contentText = text;
    this.emit(fact);
    this.noteWrite(path, taint, text);
  }

  private process(
    program: string,
    args: string[],
    taint: number,
    extra: Partial<ProcessFact> = {},
  ): ProcessFact {
    const fact: ProcessFact = {
      kind: 'process',
      line: this.line,
      text: this.text,
      program,
      args,
      stdin: [],
      argTaint: taintList(taint),
      ...extra,
    };
    this.emit(fact);
    return fact;
  }

  /** One command of a line: redirects taken off, then the program read. */
  private command(text: string, taint: number, piped: boolean): void {
    const redirects: { path: string; append: boolean; input: boolean }[] = [];
    const body = text.replace(
      /(\d?)(>>|>|<)\s*("[^"]*"|[^\s&|]+)/g,
      (_all, fd: string, op: string, target: string) => {
        if (target.startsWith('&')) return '';
        const path = target.replace(/^"|"$/g, '');
        if (fd === '2') return '';
        redirects.push({ path, append: op === '>>', input: op === '<' });
        return '';
      },
    );
    const argv = words(body.trim());
    const first = argv[0];
    if (first === undefined) return;
    const name = first.toLowerCase();
    const args = argv.slice(1);
    const stdin = piped ? this.lastOutput : { taint: 0 };
    let output: { taint: number; text?: string } = { taint: 0 };
    for (const r of redirects) if (r.input) stdin.taint |= this.read(r.path);
    switch (name) {
      case 'set':
        output = this.set(body);
        break;
      case 'echo':
        output = { taint, text: `${body.replace(/^echo\.?\s?/i, '')}\n` };
        break;
      case 'type':
        for (const a of args) output.taint |= this.read(a);
        break;
      case 'del':
      case 'erase': {
        const recursive = args.some((a) => /^\/s$/i.test(a));
        for (const a of args)
          if (!a.startsWith('/')) this.file('delete', a, recursive ? { recursive: true } : {});
        break;
      }
      case 'rd':
      case 'rmdir': {
        const recursive = args.some((a) => /^\/s$/i.test(a));
        for (const a of args)
          if (!a.startsWith('/')) this.file('delete', a, recursive ? { recursive: true } : {});
        break;
      }
      case 'copy':
      case 'move':
      case 'xcopy':
      case 'robocopy': {
        const operands = args.filter((a) => !a.startsWith('/'));
        const [from, to] = operands;
        if (from !== undefined && to !== undefined) {
          const content = this.read(from);
          if (name === 'move') this.file('move', from, { target: to });
          this.write(to, content);
        }
        if (name === 'xcopy' || name === 'robocopy') this.process(name, args, taint);
        break;
      }
      case 'start': {
        // `start "" prog args`, `start /b "" prog args`: the first quoted word, before or after the
        // switches, is the window title (cmd takes a quoted program path there as the title too).
        let rest = args;
        let title = /^start(?:\s+\/\w+)*\s+"[^"]*"/i.test(body);
        while (rest[0] !== undefined) {
          if (/^\/d$/i.test(rest[0])) rest = rest.slice(2);
          else if (/^\/\w+$/.test(rest[0])) rest = rest.slice(1);
          else if (title) {
            title = false;
            rest = rest.slice(1);
          } else break;
        }
        const [program, ...programArgs] = rest;
        if (program !== undefined) this.native(program, programArgs, taint, stdin);
        break;
      }
      case 'call': {
        const [target, ...rest] = args;
        if (target !== undefined && !target.startsWith(':')) this.native(target, rest, taint, stdin);
        break;
      }
      case 'for': {
        // `for /f %%i in ('command') do …`: the quoted command runs, then the body.
        const inner = /\bin\s*\(\s*'([^']*)'\s*\)/i.exec(body)?.[1];
        if (inner !== undefined) for (const c of commands(inner)) this.command(c.text, taint, c.piped);
        const doAt = body.search(/\sdo\s/i);
        if (doAt !== -1)
          for (const c of commands(body.slice(doAt + 4).replace(/^\(|\)$/g, '')))
            this.command(c.text, taint, c.piped);
        break;
      }
      case 'if': {
        // `if exist f (cmd) else (cmd)`, `if "%x%"=="y" cmd`: the commands in it.
        const m =
          /^if\s+(?:\/i\s+)?(?:not\s+)?(?:exist\s+\S+|defined\s+\S+|errorlevel\s+\d+|"[^"]*"\s*==\s*"[^"]*"|\S+\s*==\s*\S+|\S+\s+(?:equ|neq|lss|leq|gtr|geq)\s+\S+)\s+(.*)$/i.exec(
            body,
          );
        const rest = m?.[1];
        if (rest !== undefined)
          for (const part of rest.replace(/^\(|\)$/g, '').split(/\)\s*else\s*\(/i))
            for (const c of commands(part)) this.command(c.text, taint, c.piped);
        break;
      }
      default:
        if (!BUILTINS.has(name)) output = this.native(first, args, taint, stdin);
    }
    for (const r of redirects) if (!r.input) this.write(r.path, output.taint, output.text, r.append);
    this.lastOutput = output;
  }

  private read(path: string): number {
    this.file('read', path, { content: taintList(this.contentOf(path)) });
    return this.contentOf(path);
  }

  /** `set X=v`, `set "X=v"`, `set /p X=prompt` (typed by the user), `set /a`, and `set` alone (a dump). */
  private set(body: string): { taint: number; text?: string } {
    const rest = body.replace(/^set\s*/i, '');
    if (rest.trim() === '') {
      this.emit({ kind: 'env', line: this.line, text: this.text, op: 'dump' });
      return { taint: ENVIRONMENT };
    }
    const prompt = /^\/p\s+/i.test(rest);
    const assignment = /^(?:\/[ap]\s+)?"?([^=\s"]+)=([^"]*)"?\s*$/i.exec(rest.trim());
    if (assignment !== null) {
      const name = (assignment[1] ?? '').toLowerCase();
      this.vars.set(name, {
        text: prompt ? `%${assignment[1]}%` : (assignment[2] ?? ''),
        taint: prompt ? USER_DATA : 0,
      });
    }
    return { taint: 0 };
  }

  /** A program started by name or path: its ProcessFact, what it runs, and what it does. */
  private native(
    path: string,
    args: string[],
    taint: number,
    stdin: { taint: number; text?: string },
  ): { taint: number } {
    // `%0`, `%~f0`: the batch file itself.
    const self = /^%~?[fsnx]*0$/i.test(path) || nativeName(path) === nativeName(this.options.selfName);
    const program = self ? nativeName(this.options.selfName) || nativeName(path) : nativeName(path);
    const native: NativeArg[] = args.map((value) => ({ value, taint }));
    if (!isPosixTool(program) || this.options.shell === undefined) {
      const fact = this.process(program, args, taint);
      if (stdin.taint !== 0) fact.stdin = taintList(stdin.taint);
      if (self) fact.runsSelf = true;
      if (
        /[\\/]/.test(path) ||
        this.files.has(path.toLowerCase()) ||
        /\.(?:bat|cmd|ps1|vbs|js|hta)$/i.test(path)
      ) {
        fact.runsFile = path;
        const content = this.files.get(path.toLowerCase());
        if (content !== undefined && (content.taint & (NETWORK | DECODED)) !== 0)
          this.emit({
            kind: 'exec',
            line: this.line,
            text: this.text,
            api: 'run-file',
            input: taintList(content.taint),
          });
      }
    }
    readNativeCommand(program, native, this);
    return { taint: stdin.taint };
  }
}
