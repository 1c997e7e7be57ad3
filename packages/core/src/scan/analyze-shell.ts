import type { Node, Tree } from 'web-tree-sitter';
import { type CodeFacts, emptyFacts, reportExfiltration } from './code-facts.js';
import type { FileContext } from './file-context.js';
import { installerSeverity } from './installer-severity.js';
import type { Grammar } from './load-grammars.js';
import { matchShellText } from './match-shell-text.js';
import { CLOUD_METADATA_RE, SENSITIVE_PATH_RE } from './sensitive-patterns.js';

const SHELLS = /^(?:ba|z|k|da|fi)?sh$/;
const INTERPRETERS = /^(?:(?:ba|z|k|da|fi)?sh|python[0-9.]*|node|perl|ruby|php)$/;
const DOWNLOADERS = /^(?:curl|wget|fetch|aria2c|http|https)$/;
const NETWORK =
  /^(?:curl|wget|fetch|aria2c|http|https|nc|ncat|netcat|telnet|socat|scp|sftp|ftp|rsync|ssh|nslookup|dig)$/;
/** Prefixes that run the command that follows them. */
const WRAPPERS = /^(?:sudo|nohup|exec|command|time|nice|doas|stdbuf|timeout)$/;
/** Commands that execute their arguments as shell code. */
const EVALUATORS = /^(?:eval|source|\.|su|xargs|ssh|watch)$/;
/** Commands that only show or test a path; a credential path there is handling, not reading. */
const PATH_HANDLING =
  /^(?:ssh|scp|ssh-add|ssh-keygen|chmod|chown|mkdir|ls|test|\[|\[\[|touch|echo|printf|rm)$/;
const MESSAGE_COMMANDS = /^(?:echo|printf|log|info|warn|error|die|fail|say)$/;
const ROOT_TARGET =
  /^["']?(?:\/|\/\*|~|~\/|~\/\*|\$HOME|\$\{HOME\}|\$HOME\/\*|\$\{HOME\}\/\*|\/(?:home|etc|usr|var|boot|bin|lib)\/?)["']?$/;
const LOCAL_HOST_RE = /\/dev\/(?:tcp|udp)\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\$\{?\w*HOST\w*\}?)\//;

interface Command {
  name: string;
  args: string[];
  node: Node;
}

/** Shell rules over one parse: commands, pipelines, redirects and functions, with wrappers unwrapped. */
export function analyzeShell(ctx: FileContext, tree: Tree, grammar: Grammar): CodeFacts {
  const facts = emptyFacts();
  for (const { name: capture, node } of grammar.query.captures(tree.rootNode)) {
    const line = node.startPosition.row + 1;
    if (capture === 'command') checkCommand(ctx, facts, commandOf(node), line);
    else if (capture === 'pipeline') checkPipeline(ctx, facts, node, line);
    else if (capture === 'redirect') checkRedirect(ctx, node, line);
    else if (capture === 'function') checkFunction(ctx, node, line);
  }
  reportExfiltration(ctx, facts);
  return facts;
}

function commandOf(node: Node): Command {
  const nameNode = node.childForFieldName('name');
  const words = [nameNode?.text ?? '', ...node.childrenForFieldName('argument').map((a) => a?.text ?? '')];
  // `sudo -E bash -c …` runs bash; `env FOO=1 cmd` runs cmd.
  while (words.length > 1 && (WRAPPERS.test(baseName(words[0] ?? '')) || isEnvPrefix(words))) {
    words.shift();
    while (
      words.length > 1 &&
      (/^-/.test(words[0] ?? '') || /^\w+=/.test(words[0] ?? '') || /^\d+$/.test(words[0] ?? ''))
    ) {
      words.shift();
    }
  }
  return { name: baseName(words[0] ?? ''), args: words.slice(1), node };
}

function isEnvPrefix(words: string[]): boolean {
  return baseName(words[0] ?? '') === 'env' && words.length > 1 && /^(?:-\w+|\w+=)/.test(words[1] ?? '');
}

function baseName(word: string): string {
  const unquoted = word.replace(/^["']|["']$/g, '');
  return unquoted.slice(unquoted.lastIndexOf('/') + 1);
}

function checkCommand(ctx: FileContext, facts: CodeFacts, cmd: Command, line: number): void {
  const { name, args } = cmd;
  facts.processLines.push(line);
  if (NETWORK.test(name)) facts.networkLines.push(line);
  const argText = args.join(' ');

  if (
    (SHELLS.test(name) && args.includes('-c')) ||
    EVALUATORS.test(name) ||
    (INTERPRETERS.test(name) && /\$\(|<\(|`/.test(argText))
  ) {
    const hits = matchShellText(cmd.node.text);
    for (const hit of hits) ctx.report(hit.ruleId, { line, severity: hit.severity, message: hit.message });
    if (hits.length === 0 && name === 'eval') {
      ctx.report('SS-EXEC-DYNAMIC', {
        line,
        severity: 'low',
        message: 'eval runs text produced at run time as shell code',
      });
    }
  }
  if (/^(?:nc|ncat|netcat)$/.test(name) && args.some((a) => /^-\w*[ec]$/.test(a))) {
    ctx.report('SS-REVERSE-SHELL', {
      line,
      message: `${name} -e hands a program's stdin/stdout to a remote host`,
    });
  }
  if (name === 'socat' && /\b(?:exec|system):/i.test(argText)) {
    ctx.report('SS-REVERSE-SHELL', { line, message: 'socat connects a program to a network socket' });
  }
  if (
    name === 'rm' &&
    args.some((a) => /^-\w*[rR]|^--recursive$/.test(a)) &&
    args.some((a) => ROOT_TARGET.test(a))
  ) {
    ctx.report('SS-DESTRUCTIVE', {
      line,
      message: 'recursively deletes the filesystem root, a system directory or $HOME',
    });
  }
  if (
    /^mkfs(?:\.\w+)?$/.test(name) ||
    (name === 'dd' && /\bof=\/dev\/(?:sd|hd|nvme|xvd|vd|disk|mmcblk)/.test(argText))
  ) {
    ctx.report('SS-DESTRUCTIVE', { line, message: 'formats or overwrites a disk device' });
  }
  if (
    name === 'chmod' &&
    /-R/.test(argText) &&
    /\b777\b/.test(argText) &&
    args.some((a) => ROOT_TARGET.test(a))
  ) {
    ctx.report('SS-DESTRUCTIVE', {
      line,
      severity: 'high',
      message: 'makes system directories world-writable',
    });
  }
  const isDump =
    ((name === 'env' || name === 'printenv') && args.every((a) => a === '-0' || a === '--null')) ||
    (name === 'set' && args.length === 0) ||
    (name === 'export' && args.length === 1 && args[0] === '-p') ||
    (name === 'declare' && args.length === 1 && /^-[xp]$/.test(args[0] ?? ''));
  if (isDump) {
    ctx.report('SS-ENV-DUMP', {
      line,
      message: `\`${name}\` prints every environment variable, secrets included`,
    });
    (insideNetworkCommand(cmd.node) ? facts.sourceLines : facts.weakSourceLines).push(line);
  }
  if (name === 'security' && /^(?:find-(?:generic|internet)-password|dump-keychain)$/.test(args[0] ?? '')) {
    ctx.report('SS-CRED-READ', {
      line,
      message: `\`security ${args[0]}\` reads secrets from the macOS keychain`,
    });
    facts.sourceLines.push(line);
  }
  if (MESSAGE_COMMANDS.test(name)) return;
  if (args.some((a) => SENSITIVE_PATH_RE.test(` ${a.replace(/^["']|["']$/g, '')}`))) {
    const handling = PATH_HANDLING.test(name);
    ctx.report('SS-CRED-READ', {
      line,
      severity: handling ? 'medium' : 'high',
      message: handling ? `\`${name}\` works with a credential file` : `\`${name}\` reads a credential file`,
    });
    if (!handling) facts.sourceLines.push(line);
  }
  if (CLOUD_METADATA_RE.test(argText)) {
    ctx.report('SS-CLOUD-METADATA', {
      line,
      message: `\`${name}\` queries a cloud instance-metadata endpoint`,
    });
  }
}

/** `curl -d "$(env)" …`: the dump is an argument of a network command. */
function insideNetworkCommand(node: Node): boolean {
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    if (n.type === 'command' && NETWORK.test(commandOf(n).name)) return true;
  }
  return false;
}

function pipelineCommands(node: Node): Command[] {
  const commands: Command[] = [];
  for (const child of node.namedChildren) {
    if (child === null) continue;
    const inner = child.type === 'redirected_statement' ? child.childForFieldName('body') : child;
    if (inner?.type === 'command') commands.push(commandOf(inner));
  }
  return commands;
}

/** An interpreter that reads its program from stdin (no `-c`/`-e`/`-m`/script argument). */
function readsProgramFromStdin(cmd: Command): boolean {
  if (!INTERPRETERS.test(cmd.name)) return false;
  if (SHELLS.test(cmd.name)) return !cmd.args.includes('-c');
  return cmd.args.every((a) => a === '-' || a === '-u' || a === '-');
}

function checkPipeline(ctx: FileContext, facts: CodeFacts, node: Node, line: number): void {
  const commands = pipelineCommands(node);
  const sinkIndex = commands.findIndex((c, i) => i > 0 && readsProgramFromStdin(c));
  if (sinkIndex > 0) {
    const before = commands.slice(0, sinkIndex);
    if (before.some((c) => DOWNLOADERS.test(c.name))) {
      ctx.report('SS-DOWNLOAD-EXEC', {
        line,
        severity: installerSeverity(node.text),
        message: 'pipes downloaded content straight into an interpreter',
      });
    } else if (before.some((c) => isDecoder(c))) {
      ctx.report('SS-OBFUSCATION', {
        line,
        message: 'decodes an encoded payload and pipes it into an interpreter',
      });
    } else if (before.some((c) => /^(?:nc|ncat|netcat|telnet|socat)$/.test(c.name))) {
      ctx.report('SS-REVERSE-SHELL', { line, message: 'pipes a network connection into a shell' });
    }
  }
  const sourceIndex = commands.findIndex(
    (c) =>
      ((c.name === 'env' || c.name === 'printenv') && c.args.length === 0) ||
      c.args.some((a) => SENSITIVE_PATH_RE.test(` ${a.replace(/^["']|["']$/g, '')}`)),
  );
  if (sourceIndex !== -1 && commands.slice(sourceIndex + 1).some((c) => NETWORK.test(c.name))) {
    facts.sourceLines.push(line);
    ctx.report('SS-EXFIL', { line, message: 'pipes credentials or the environment to a network command' });
  }
}

function isDecoder(cmd: Command): boolean {
  return (
    (cmd.name === 'base64' && cmd.args.some((a) => /^(?:-d|-D|--decode)$/.test(a))) ||
    (cmd.name === 'xxd' && cmd.args.includes('-r')) ||
    (cmd.name === 'openssl' && cmd.args.includes('-d'))
  );
}

function checkRedirect(ctx: FileContext, node: Node, line: number): void {
  const text = node.text;
  if (/\/dev\/(?:tcp|udp)\//.test(text)) {
    const body = node.childForFieldName('body');
    const cmd = body?.type === 'command' ? commandOf(body) : undefined;
    const interactive =
      (cmd !== undefined && (INTERPRETERS.test(cmd.name) || cmd.name === 'exec')) ||
      /[0-2]?>&\s*[0-9]|<&\s*[0-9]/.test(text);
    if (interactive && !LOCAL_HOST_RE.test(text)) {
      ctx.report('SS-REVERSE-SHELL', { line, message: 'connects a shell to a remote host over /dev/tcp' });
    } else {
      ctx.report('SS-SHELL-EXEC', {
        line,
        severity: LOCAL_HOST_RE.test(text) ? 'low' : 'medium',
        message: 'opens a raw network connection through /dev/tcp',
      });
    }
  }
  const body = node.childForFieldName('body');
  if (body?.type === 'command' && /<</.test(text)) {
    const cmd = commandOf(body);
    if (SHELLS.test(cmd.name) || cmd.name === 'eval') {
      for (const hit of matchShellText(text)) {
        ctx.report(hit.ruleId, {
          line,
          severity: hit.severity,
          message: `${hit.message} (in a here-document)`,
        });
      }
    }
  }
}

function checkFunction(ctx: FileContext, node: Node, line: number): void {
  const name = node.childForFieldName('name')?.text;
  const body = node.childForFieldName('body')?.text;
  if (name === undefined || body === undefined) return;
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(?:^|[\\s{;])${n}\\s*\\|\\s*${n}\\s*&`).test(body)) {
    ctx.report('SS-FORK-BOMB', {
      line,
      message: `function ${name} pipes into itself in the background (fork bomb)`,
    });
  }
}
