import type { Node, Tree } from 'web-tree-sitter';
import { classifyStringHits } from './classify-string-hits.js';
import {
  type CodeFacts,
  codeOnly,
  emptyFacts,
  enclosingEndlessLoop,
  reportExfiltration,
  reportRemoteEval,
  taintIn,
} from './code-facts.js';
import type { FileContext } from './file-context.js';
import type { Grammar } from './load-grammars.js';
import {
  argvAsCommandLine,
  argvDeletesRoot,
  matchShellText,
  NETWORK_PROGRAM_RE,
} from './match-shell-text.js';
import {
  CRONTAB,
  judgePersistence,
  type PersistenceTarget,
  pathExpressionText,
  persistenceTarget,
} from './persistence-target.js';
import { DNS_CALL_RE, type DnsLookup, reportDnsExfiltration, sourcesOf } from './report-dns-exfiltration.js';
import { CLOUD_METADATA_RE, SENSITIVE_PATH_RE } from './sensitive-patterns.js';

const NETWORK_TEXT_RE =
  /\b(?:requests|httpx|urllib3?|urlopen|urlretrieve|aiohttp|HTTPS?Connection|http\.client|recv|recvfrom|ftplib|paramiko)\b/;
const DECODE_TEXT_RE =
  /\bchr\s*\([^()]*\)\s*\+\s*chr\s*\(|\bjoin\s*\(\s*(?:map\s*\(\s*)?chr\b|\b(?:b64decode|b32decode|b85decode|a85decode|b16decode|decodebytes|decodestring|unhexlify|fromhex|a2b_base64|a2b_hex|decompress|rot13|rot_13)\b|codecs\.decode|\[\s*::\s*-1\s*\]|\breversed\s*\(/;
/** A value that is the environment itself (a copy or its serialisation), not a call that takes it as an option. */
const ENV_COPY_RE =
  /^(?:(?:json\.dumps|str|repr)\()?(?:dict\(os\.environ\)|os\.environ(?:\.copy\(\))?|\{ ?\*\*os\.environ ?\}|\{[^}]* for [^}]* in os\.environ\.items\(\) ?\})\)?$/;
const ENV_WHOLE_RE = /\benviron\b(?!\s*(?:\[|\.get\b|\.setdefault\b|\.pop\b|\.__contains__))/;

const EXEC_NAMES = new Set(['eval', 'exec', 'builtins.eval', 'builtins.exec', 'compile']);
const SHELL_NAMES = new Set([
  'os.system',
  'os.popen',
  'subprocess.getoutput',
  'subprocess.getstatusoutput',
  'commands.getoutput',
  'asyncio.create_subprocess_shell',
  'pexpect.spawn',
  'pexpect.run',
]);
const PROCESS_RE =
  /^(?:subprocess\.(?:run|call|check_call|check_output|Popen)|asyncio\.create_subprocess_exec|os\.(?:exec\w*|spawn\w*|posix_spawnp?)|pty\.spawn)$/;
const DESERIALIZE_RE =
  /^(?:c?[Pp]ickle|_pickle|dill|cloudpickle|marshal)\.loads?$|^(?:joblib\.load|shelve\.open|jsonpickle\.decode|yaml\.unsafe_load(?:_all)?|(?:pandas|pd)\.read_pickle)$/;
const NETWORK_CALL_RE =
  /^(?:requests|httpx|aiohttp|urllib3|ftplib|smtplib|paramiko)\.|^(?:urllib\.request\.)?(?:urlopen|urlretrieve|Request)$|^http\.client\.|^socket\.(?:socket|create_connection)$/;
const ENV_SINK_RE =
  /^(?:print|str|repr|pprint\.pprint|json\.dumps?|yaml\.dump|base64\.\w+encode|logging\.\w+|logger\.\w+)$|\.(?:write|send|sendall|post|put)$/;
/** Modules an attacker reaches through `getattr(os, "sys" + "tem")` to hide the call from review. */
const GETATTR_RE = /^getattr\((os|subprocess|builtins|__builtins__|pty|socket|shutil),(.+)\)$/;
/** The builtins namespace reached as a dictionary: `vars(__builtins__)[…]`, `__builtins__.__dict__[…]`. */
const BUILTIN_TABLE_RE =
  /^(?:vars\((?:__builtins__|builtins)\)|(?:__builtins__|builtins)\.__dict__|__builtins__|globals\(\)\[["']__builtins__["']\](?:\.__dict__)?)\[(.+)\]$/;
/** Literal pieces joined with `+`: `'o' + "s"`. */
const PIECES_RE = /^(?:\s*[rbu]?["']\w*["']\s*\+?\s*){2,}$/;
/** `__import__("o" + "s")`: a module name spelled in pieces so that no reviewer or grep sees it. */
const PIECEWISE_IMPORT_RE =
  /^(__import__|(?:importlib\.)?import_module)\(((?:\s*[rbu]?(["'])\w*\3\s*\+)+\s*[rbu]?(["'])\w*\4\s*)\)/;
const PIECEWISE_IMPORT_GLOBAL_RE = new RegExp(PIECEWISE_IMPORT_RE.source.slice(1), 'g');
/** File calls that write to the path they are given (first argument, or second for copies and links). */
const WRITE_FIRST_RE = /^(?:open|io\.open|codecs\.open|os\.open)$/;
const WRITE_SECOND_RE =
  /^(?:shutil\.(?:copy|copy2|copyfile|move|copytree)|os\.(?:symlink|link|rename|replace))$/;
const WRITE_METHOD_RE = /\.(?:write_text|write_bytes|symlink_to|hardlink_to)$/;
const ROOT_TARGET_RE =
  /^\(\s*(?:str\(|os\.fspath\()?(?:["'](?:\/|~|\/\*|~\/)["']|os\.path\.expanduser\(\s*["']~\/?["']\s*\)|(?:pathlib\.)?Path\.home\(\)|os\.environ\[["']HOME["']\]|os\.getenv\(\s*["']HOME["']\s*\))\)?\s*[,)]/;

/** Commands that print a secret: the macOS keychain (`strong`) and CLIs' own access tokens. */
const KEYCHAIN_COMMAND_RE = /\bsecurity\s+(?:find-(?:generic|internet)-password|dump-keychain)\b/;
const CLI_TOKEN_COMMAND_RE =
  /\b(?:gh auth token|gcloud auth (?:application-default )?print-(?:access|identity)-token|az account get-access-token|aws configure (?:get|export-credentials)|aws sts get-session-token|git credential fill|doctl auth token|heroku auth:token|secret-tool lookup|op read|pass show)\b/;
/** Reading a file: together with a credential path, the value is the secret itself. */
const FILE_READ_RE = /\b(?:open|read_text|read_bytes|read|readlines)\s*\(/;
/** A loop body that opens, copies or archives the files it iterates over. */
const COPY_OR_READ_RE =
  /\b(?:open|read_text|read_bytes|os\.walk|rglob|copy2?|copyfile|copytree)\s*\(|\.(?:write|add)\s*\(/;
/** Calls that hand data to another host. */
const SEND_METHOD_RE =
  /\.(?:send|sendall|sendto|sendmail|send_message|storbinary|storlines|putfo|upload_file|upload_fileobj)$/;

/** Shell text that pipes the clipboard or the whole environment into a network tool. */
const DATA_THEFT_RE =
  /(?:\b(?:pbpaste|xclip\b[^|\n]*-o\b|xsel\b[^|\n]*-[ob]\b|wl-paste|Get-Clipboard)\b[^|\n]*|(?:^|[\s;&(`])(?:env|printenv)\s*)\|\s*(?:curl|wget|nc|ncat|socat)\b/;

/** `["rm", "-rf", path]`: the last item is deleted with everything under it. */
const ARGV_RECURSIVE_RM_RE = /^\(\s*\[\s*["'](?:\/bin\/)?rm["']\s*,\s*["']-\w*[rR]\w*["']/;

/** A value that is the filesystem root or the home directory, however it is spelled. */
const ROOT_VALUE_RE =
  /^(?:str\()?(?:[rbu]?["'](?:\/|~|\/\*|~\/)["']|os\.path\.expanduser\(\s*["']~\/?["']\s*\)|(?:pathlib\.)?Path\.home\(\)|Path\(\s*["']~["']\s*\)\.expanduser\(\)|os\.environ\[["']HOME["']\]|os\.(?:environ\.get|getenv)\(\s*["'](?:HOME|USERPROFILE)["']\s*\))\)?$/;

/** Python rules over one parse: calls are dispatched by qualified callee name, import aliases resolved. */
export function analyzePython(ctx: FileContext, tree: Tree, grammar: Grammar): CodeFacts {
  const facts = emptyFacts();
  const aliases = importAliases(ctx.text);
  // `import requests as rq`: the local name reaches the network as well as the module does.
  const networkAliases = [...aliases].filter(([, module]) => NETWORK_TEXT_RE.test(module)).map(([a]) => a);
  const networkAliasRe =
    networkAliases.length === 0 ? undefined : new RegExp(`\\b(?:${networkAliases.join('|')})\\.`);
  const taint = new Map<string, 'network' | 'decoded'>();
  const envVars = new Map<string, true>();
  const wholeEnv = (text: string): boolean =>
    ENV_WHOLE_RE.test(text) || taintIn(codeOnly(text), envVars) === true;
  /** What the script wrote to each file (literal or variable): a planted job may start one of them. */
  const writtenTexts = new Map<string, string>();
  /** Files (literal or variable) written with downloaded bytes, mapped to the line that writes them. */
  const savedDownloads = new Map<string, number>();
  /** Paths that `urlretrieve` writes downloads to, mapped to the line that downloads them. */
  const downloads = new Map<string, number>();
  /** Functions that delete their parameter (or each item of it), by the parameter's position. */
  const deleters = new Map<string, { index: number; items: boolean }>();
  const recordDeleter = (path: Node | null, at: Node): void => {
    const id = /^(?:str\(|os\.fspath\(|Path\()?(\w+)\)?$/.exec(path?.text.replace(/\s+/g, '') ?? '')?.[1];
    const fn = enclosingFunction(at);
    const fnName = fn?.childForFieldName('name')?.text;
    if (id === undefined || fn === undefined || fnName === undefined) return;
    const params = parameterNames(fn);
    if (params[0] === 'self' || params[0] === 'cls') params.shift();
    const direct = params.indexOf(id);
    if (direct !== -1) {
      deleters.set(fnName, { index: direct, items: false });
      return;
    }
    for (let n: Node | null = at.parent; n !== null && n !== fn; n = n.parent) {
      if (n.type !== 'for_statement' || n.childForFieldName('left')?.text !== id) continue;
      const index = params.indexOf(n.childForFieldName('right')?.text ?? '');
      if (index !== -1) deleters.set(fnName, { index, items: true });
      return;
    }
  };
  /** Functions that return the path of a file they downloaded, mapped to the line that downloads it. */
  const downloadFunctions = new Map<string, number>();
  const savedDownload = (path: string, line: number, at: Node): void => {
    savedDownloads.set(path, line);
    const fn = enclosingFunction(at);
    const body = fn?.childForFieldName('body')?.text ?? '';
    const fnName = fn?.childForFieldName('name')?.text;
    if (fnName !== undefined && new RegExp(`\\breturn\\s+(?:str\\()?${escapeRe(path)}\\b`).test(body))
      downloadFunctions.set(fnName, line);
  };
  const dynamicExecLines: number[] = [];
  let socketConnect = false;
  /** Variables holding a socket: handing one to a process as stdin wires the process to the network. */
  const socketVars = new Set<string>();
  let shellHandOff: number | undefined;
  const dnsLookups: DnsLookup[] = [];
  /** Last assigned value per variable, so a lookup can see how its data was prepared. */
  const assigned = new Map<string, string>();
  /** `r = dns.resolver.Resolver()`: `r.resolve(…)` is a DNS lookup, unlike `path.resolve`. */
  const resolverVars = new Set<string>();
  /** Variables holding a persistence location (`rc = Path.home() / ".bashrc"`). */
  const persistVars = new Map<string, PersistenceTarget>();
  const targetOf = (text: string): PersistenceTarget | undefined =>
    persistenceTarget(pathExpressionText(text)) ??
    (text.match(/\w+/g) ?? []).map((id) => persistVars.get(id)).find((t) => t !== undefined);

  /** Variables holding a list of credential files (`TARGETS = ["~/.ssh/id_rsa", …]`), mapped to its line. */
  const credentialLists = new Map<string, number>();
  /** Variables holding a secret (keychain output, a credential file's content), mapped to where it was read. */
  const secretVars = new Map<string, number>();
  const secretIn = (text: string): number | undefined => taintIn(codeOnly(text), secretVars);
  /** Variables bound to a function under another name: `loads = pk.loads`, `run = getattr(…)`. */
  const valueAliases = new Map<string, string>();
  const bindAlias = (leftText: string, right: Node): void => {
    if (!/^\w+$/.test(leftText)) return;
    valueAliases.delete(leftText);
    // `run = getattr(__builtins__, "exec", None) if … else __builtins__["exec"]`, `f = a or b`: either branch
    // may be what runs, so the most dangerous one names the variable.
    if (right.type === 'conditional_expression' || right.type === 'boolean_operator') {
      const branches =
        right.type === 'conditional_expression'
          ? [right.namedChild(0), right.namedChild(2)]
          : [right.childForFieldName('left'), right.childForFieldName('right')];
      const names = branches.flatMap((b) => {
        if (b === null) return [];
        bindAlias(leftText, b);
        const name = valueAliases.get(leftText);
        valueAliases.delete(leftText);
        return name === undefined ? [] : [name];
      });
      const chosen = names.find((n) => EXEC_NAMES.has(n)) ?? names[0];
      if (chosen !== undefined) valueAliases.set(leftText, chosen);
      return;
    }
    const text = right.text.replace(/\s+/g, '');
    if (right.type === 'call' && /^(?:__import__|(?:importlib\.)?import_module)\(/.test(text)) {
      const module = resolveCallee(text, aliases).name;
      if (module !== undefined && /^\w+$/.test(module)) aliases.set(leftText, module);
      return;
    }
    const lookup = right.type === 'call' && /^getattr\(/.test(text);
    if (!lookup && !/^(?:attribute|identifier|subscript)$/.test(right.type)) return;
    const name = resolveCallee(text, aliases).name;
    if (name !== undefined && (name !== text || EXEC_NAMES.has(name))) valueAliases.set(leftText, name);
  };

  /**
   * Taint is tracked per name across the file; a function's parameters are whatever its callers pass, so
   * inside the function they do not carry the taint of a same-named variable elsewhere.
   */
  const taintOf = (text: string, at?: Node): 'network' | 'decoded' | undefined => {
    const code = codeOnly(text);
    if (NETWORK_TEXT_RE.test(code) || networkAliasRe?.test(code) === true) return 'network';
    if (DECODE_TEXT_RE.test(code)) return 'decoded';
    const params = at === undefined ? undefined : parametersAround(at);
    return taintIn(params === undefined ? code : code.replace(params, ''), taint);
  };

  for (const { name: capture, node } of grammar.query.captures(tree.rootNode)) {
    if (capture === 'assign') {
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      if (left === null || right === null || !/^(?:identifier|pattern_list|tuple_pattern)$/.test(left.type))
        continue;
      const kind = taintOf(right.text, node);
      const target = persistenceTarget(pathExpressionText(right.text));
      for (const id of left.text.match(/\w+/g) ?? []) {
        if (target === undefined) persistVars.delete(id);
        else persistVars.set(id, target);
        assigned.set(id, right.text);
        if (/\bResolver\s*\(/.test(right.text)) resolverVars.add(id);
        else resolverVars.delete(id);
      }
      bindAlias(left.text, right);
      // `helper = fetch_helper()` where the function returns the path it downloaded to; `exe = helper`.
      const callee = right.type === 'call' ? right.childForFieldName('function')?.text : undefined;
      const downloadedAt =
        (callee === undefined ? undefined : downloadFunctions.get(callee.replace(/^self\./, ''))) ??
        savedDownloads.get(bareWord(right.text));
      for (const id of left.text.match(/\w+/g) ?? []) {
        if (downloadedAt !== undefined && /^\w+$/.test(left.text)) savedDownloads.set(id, downloadedAt);
        else savedDownloads.delete(id);
      }
      for (const id of left.text.match(/\w+/g) ?? []) {
        if (isCredentialList(right)) credentialLists.set(id, line0(node));
        else credentialLists.delete(id);
      }
      if (
        /\bsocket\.(?:socket|create_connection|fromfd)\s*\(|\.accept\s*\(/.test(
          qualifyHead(right.text, aliases),
        )
      )
        for (const id of left.text.match(/\w+/g) ?? []) socketVars.add(id);
      // `data = {...process.env}` / `payload = dict(os.environ)`: the variable is the whole environment.
      if (ENV_COPY_RE.test(right.text.replace(/\s+/g, ' ')) || isSecretEnvFilter(right.text))
        for (const id of left.text.match(/\w+/g) ?? []) envVars.set(id, true);
      else for (const id of left.text.match(/\w+/g) ?? []) envVars.delete(id);
      const commandLine = argvAsCommandLine(right.text);
      const secretLine =
        KEYCHAIN_COMMAND_RE.test(commandLine) ||
        CLI_TOKEN_COMMAND_RE.test(commandLine) ||
        (FILE_READ_RE.test(right.text) &&
          SENSITIVE_PATH_RE.test(pathExpressionText(`${right.text}\n${sourcesOf(right.text, assigned)}`)))
          ? node.startPosition.row + 1
          : secretIn(right.text);
      for (const id of left.text.match(/\w+/g) ?? []) {
        if (secretLine === undefined) secretVars.delete(id);
        else secretVars.set(id, secretLine);
      }
      // A clean reassignment (`cmd = "ls"`) ends the taint: bundles reuse names like `command` everywhere.
      for (const id of left.text.match(/\w+/g) ?? []) {
        if (kind === undefined) taint.delete(id);
        else taint.set(id, kind);
      }
      continue;
    }
    if (capture === 'loop' && node.type === 'for_statement') {
      // `for hook in cfg["hooks"]: exec(hook)`: each item carries the taint of what is iterated.
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      if (left === null || right === null) continue;
      // `for p in TARGETS: open(p).read()`: a stored list of credential files that the script then opens.
      const listed = credentialLists.get(right.text) ?? (isCredentialList(right) ? line0(node) : undefined);
      const body = node.childForFieldName('body')?.text ?? '';
      if (listed !== undefined && COPY_OR_READ_RE.test(body)) {
        const line = line0(node);
        ctx.report('SS-CRED-READ', {
          line,
          message: `reads each credential file of the list on line ${listed}`,
        });
        facts.sourceLines.push(line);
      }
      const kind = taintOf(right.text, node);
      const secretLine = secretIn(right.text);
      // `for victim in (Path.home(), "/srv/db"): shutil.rmtree(victim)`: each item is, once, the home.
      const root = rootItem(right, assigned);
      for (const id of left.text.match(/\w+/g) ?? []) {
        if (root !== undefined) assigned.set(id, root);
        else if (ROOT_VALUE_RE.test(assigned.get(id)?.replace(/\s+/g, '') ?? '')) assigned.delete(id);
        if (kind === undefined) taint.delete(id);
        else taint.set(id, kind);
        if (secretLine === undefined) secretVars.delete(id);
        else secretVars.set(id, secretLine);
      }
      continue;
    }
    if (capture !== 'call') continue;
    const callee = node.childForFieldName('function');
    const args = node.childForFieldName('arguments');
    if (callee === null || args === null) continue;
    // `__import__("os").system(…)` is `os.system(…)` spelled to dodge naive matching.
    const line = node.startPosition.row + 1;
    const argsText = args.text;
    const calleeText = callee.text.replace(/\s+/g, '');
    // `run = getattr(__builtins__, "ex" + "ec")` then `run(…)`: the call is reported under its real name.
    const assignedCallee = valueAliases.get(calleeText);
    // The import itself is its own call: report it there, and fold the name wherever it is used.
    const piecewise = PIECEWISE_IMPORT_RE.exec(calleeText + argsText);
    if (piecewise !== null) {
      ctx.report('SS-OBFUSCATION', {
        line,
        severity: 'high',
        message: `${piecewise[1]}() imports a module whose name is spelled in pieces`,
      });
    }
    // `e = getattr(__builtins__, "ex" "ec")`: the lookup is reported where it happens, even if called later.
    const builtinLookup = /^getattr\((?:__builtins__|builtins),(.+)\)$/.exec(
      qualifyGetattr(`${calleeText}${argsText.replace(/\s+/g, '')}`, aliases),
    );
    const builtinKey = withoutDefault(builtinLookup?.[1] ?? '');
    if (builtinLookup !== null && !/^["']\w+["']$/.test(builtinKey) && foldName(builtinKey) !== undefined) {
      ctx.report('SS-OBFUSCATION', {
        line,
        severity: 'high',
        message: 'looks up a builtin function by a name spelled in pieces',
      });
    }
    const found = resolveCallee(calleeText, aliases);
    if (found.hidden !== undefined) {
      ctx.report('SS-OBFUSCATION', {
        line,
        severity: 'high',
        message: `calls a ${found.module} function whose name is ${found.hidden} at run time`,
      });
    }
    if (found.name === undefined) continue;
    const name = assignedCallee ?? found.name;
    // `wipe([Path.home()])`, `Janitor().purge(home)`: a function or method that deletes what it is given
    // (or each item of it) called with the home directory or root.
    const deleter = deleters.get(/(?:^|\.)(\w+)$/.exec(calleeText)?.[1] ?? '');
    if (deleter !== undefined) {
      const given = args.namedChildren.filter((c) => c?.type !== 'keyword_argument')[deleter.index] ?? null;
      const root =
        given === null
          ? undefined
          : deleter.items
            ? rootItem(given, assigned)
            : [given.text.replace(/\s+/g, '')]
                .map((t) => assigned.get(t)?.replace(/\s+/g, '') ?? t)
                .find((t) => ROOT_VALUE_RE.test(t));
      if (root !== undefined) {
        ctx.report('SS-DESTRUCTIVE', {
          line,
          message: `${calleeText}() deletes ${deleter.items ? 'each path it is given, here' : 'the path it is given,'} the home directory or root (${root})`,
        });
        continue;
      }
    }
    // `with urlopen(url) as r:` binds `r` to the call's result, as an assignment would.
    const alias = node.parent?.type === 'as_pattern' ? node.parent.childForFieldName('alias') : null;
    if (alias !== null && alias !== undefined && node.parent?.parent?.type === 'with_item') {
      const kind = NETWORK_CALL_RE.test(name) ? 'network' : taintOf(node.text, node);
      for (const id of alias.text.match(/\w+/g) ?? []) {
        if (kind === undefined) taint.delete(id);
        else taint.set(id, kind);
      }
    }

    const address = addressFromParts(calleeText, args);
    if (address !== undefined && CLOUD_METADATA_RE.test(address)) {
      ctx.report('SS-CLOUD-METADATA', {
        line,
        message: `assembles the cloud metadata address ${address} from pieces`,
      });
      facts.sourceLines.push(line);
    }
    if (/(?:^|\.)(?:i?glob|rglob)$/.test(name) && harvestsDotenv(`${calleeText}${argsText}`)) {
      ctx.report('SS-CRED-READ', {
        line,
        message: `${name}() collects the .env files (secrets) under the home directory or root`,
      });
      facts.sourceLines.push(line);
    }
    if (EXEC_NAMES.has(name)) {
      // The code is the first argument; globals and locals dictionaries are not.
      const kind = taintOf(args.namedChild(0)?.text ?? argsText, node);
      if (kind === 'network') {
        ctx.report('SS-DOWNLOAD-EXEC', { line, message: `${name}() runs code fetched from the network` });
      } else if (kind === 'decoded') {
        ctx.report('SS-OBFUSCATION', { line, message: `${name}() runs a decoded (hidden) payload` });
      } else {
        const literal = isPlainString(args.namedChild(0));
        if (!literal && name !== 'compile') dynamicExecLines.push(line);
        ctx.report('SS-EXEC-DYNAMIC', {
          line,
          severity: literal || name === 'compile' ? 'medium' : 'high',
          message: `${name}() executes ${literal ? 'a string as code' : 'code built at run time'}`,
        });
      }
      continue;
    }
    if (DESERIALIZE_RE.test(name) || isUnsafeYamlLoad(name, argsText) || isUnsafeModelLoad(name, argsText)) {
      // `pd.read_pickle("https://…")` fetches by itself.
      const kind = /["'](?:https?|ftp):\/\//.test(argsText) ? 'network' : taintOf(argsText, node);
      ctx.report('SS-DESERIALIZE', {
        line,
        severity: kind === undefined ? (chosenUnsafe(name, argsText) ? 'high' : 'medium') : 'critical',
        message:
          kind === undefined
            ? `${name}() can execute code hidden in the data it loads`
            : `${name}() deserializes ${kind === 'network' ? 'data fetched from the network' : 'a decoded payload'} (code execution)`,
      });
      continue;
    }
    const viaShell = SHELL_NAMES.has(name);
    if (viaShell || PROCESS_RE.test(name)) {
      facts.processLines.push(line);
      // `subprocess.run(["nslookup", f"{k}.x.example"])`
      if (/["'](?:nslookup|dig|host|drill|ping)\b/.test(argsText)) {
        facts.networkLines.push(line);
        dnsLookups.push({
          line,
          args: argsText,
          sources: sourcesOf(argsText, assigned),
          inLoop: insideLoop(node),
        });
      }
      if (name === 'pty.spawn') shellHandOff ??= line;
      const commandLine = argvAsCommandLine(argsText);
      if (KEYCHAIN_COMMAND_RE.test(commandLine)) {
        ctx.report('SS-CRED-READ', { line, message: `${name}() reads secrets from the macOS keychain` });
        facts.sourceLines.push(line);
      } else if (CLI_TOKEN_COMMAND_RE.test(commandLine)) {
        ctx.report('SS-CRED-READ', {
          line,
          severity: 'medium',
          message: `${name}() reads the user's access token from a CLI`,
        });
      }
      if (forksWithoutWaiting(node) && /__file__|sys\.argv\[0\]|sys\.executable/.test(argsText)) {
        ctx.report('SS-FORK-BOMB', {
          line,
          message: `${name}() starts this script again in an endless loop`,
        });
        continue;
      }
      const stdin = /\bstdin\s*=\s*(\w+)/.exec(argsText)?.[1];
      if (/fileno\(\)/.test(argsText) || (stdin !== undefined && socketVars.has(stdin)))
        shellHandOff ??= line;
      if (NETWORK_PROGRAM_RE.test(argsText)) facts.networkLines.push(line);
      const hits = matchShellText(argsText);
      if (hits.length === 0) hits.push(...matchShellText(argvAsCommandLine(argsText)));
      if (ARGV_RECURSIVE_RM_RE.test(argsText))
        recordDeleter(args.namedChild(0)?.lastNamedChild ?? null, node);
      if (argvDeletesRoot(argsText) || argvDeletesRoot(withRootValues(argsText, assigned))) {
        ctx.report('SS-DESTRUCTIVE', {
          line,
          message: `${name}() deletes the filesystem root or home directory`,
        });
        continue;
      }
      // `subprocess.run(["crontab", "-"], input=old + JOB)`: the table is replaced by what the script feeds it.
      const table = crontabInstall(args);
      if (table !== undefined) {
        const scope = enclosingFunction(node)?.text ?? enclosingStatement(node);
        const planted = [table, ...(scope.match(/\w+/g) ?? [])]
          .map((id) => writtenTexts.get(id) ?? '')
          .join('\n');
        ctx.report('SS-PERSISTENCE', {
          line,
          ...judgePersistence(CRONTAB, `${scope}\n${sourcesOf(scope, assigned)}\n${planted}`, 'installs'),
        });
        continue;
      }
      for (const hit of hits) ctx.report(hit.ruleId, { line, severity: hit.severity, message: hit.message });
      if (hits.length > 0) continue;
      const interpreter = /\b(?:python[0-9.]*|bash|sh|node|perl)\b/.test(argsText);
      const argTaint = taintOf(argsText, node);
      if (argTaint === 'network' && interpreter) {
        ctx.report('SS-DOWNLOAD-EXEC', { line, message: `${name}() runs downloaded code in an interpreter` });
        continue;
      }
      const program = programOf(args);
      // `subprocess.call(fetch_tool())`: the function's return value is the downloaded file.
      const saved =
        program === undefined
          ? undefined
          : (savedDownloads.get(program) ??
            downloadFunctions.get(/^(?:self\.)?(\w+)\(.*\)$/.exec(program)?.[1] ?? ''));
      if (saved !== undefined) {
        ctx.report('SS-DOWNLOAD-EXEC', {
          line,
          message: `${name}() runs ${program}, which line ${saved} writes from a download`,
        });
        continue;
      }
      const downloaded = [...downloads].find(([file]) => argsText.includes(file));
      if (downloaded !== undefined) {
        ctx.report('SS-DOWNLOAD-EXEC', {
          line,
          message: `${name}() runs ${downloaded[0]}, which line ${downloaded[1]} downloads`,
        });
        continue;
      }
      if (
        (viaShell || interpreter || /\bshell\s*=\s*True\b/.test(argsText)) &&
        taintOf(args.namedChild(0)?.text ?? '', node) === 'decoded'
      ) {
        ctx.report('SS-OBFUSCATION', { line, message: `${name}() runs a decoded (hidden) command` });
        continue;
      }
      // An argument list without a shell (`subprocess.run(["git", …])`) is how helpers should run tools.
      if (!viaShell && !/\bshell\s*=\s*True\b/.test(argsText)) continue;
      const literal = isPlainString(args.namedChild(0));
      ctx.report('SS-SHELL-EXEC', {
        line,
        severity: literal ? 'low' : 'medium',
        message: `${name}() runs ${literal ? 'a fixed command' : 'a command built at run time'} through a shell`,
      });
      continue;
    }
    if (DNS_CALL_RE.test(name) || resolverVars.has(/^(\w+)\.(?:resolve|query)$/.exec(name)?.[1] ?? '')) {
      facts.networkLines.push(line);
      dnsLookups.push({
        line,
        args: argsText,
        sources: sourcesOf(argsText, assigned),
        inLoop: insideLoop(node),
      });
      continue;
    }
    const written = writtenPath(name, args);
    // `open(path, "wb").write(r.content)`: the file now holds whatever the server sent.
    if (written !== undefined && written !== '' && taintOf(enclosingStatement(node), node) === 'network')
      savedDownload(bareWord(written), line, node);
    const target = written === undefined ? undefined : targetOf(written);
    if (target !== undefined || name === 'CronTab' || name === 'crontab.CronTab') {
      const scope = enclosingStatement(node);
      // What is written may sit in a variable (`line = "curl … | sh"`); python-crontab names the command in
      // later `cron.new(command=…)` calls, so the whole script counts there. A planted entry that starts
      // a script this file wrote earlier runs that script's text.
      const planted = (scope.match(/\w+/g) ?? []).map((id) => writtenTexts.get(id) ?? '').join('\n');
      const payload = `${scope}\n${name.endsWith('CronTab') ? ctx.text : sourcesOf(scope, assigned)}\n${planted}`;
      const where = target ?? CRONTAB;
      ctx.report('SS-PERSISTENCE', {
        line,
        ...judgePersistence(where, payload, 'writes to'),
      });
      if (DATA_THEFT_RE.test(payload.replace(/\\[nrt]/g, ' '))) {
        ctx.report('SS-EXFIL', {
          line,
          message: `writes to ${where.what} a job that sends the clipboard or the environment to a remote host on every run`,
        });
      }
      continue;
    }
    if (written !== undefined && written !== '') {
      const scope = enclosingStatement(node);
      writtenTexts.set(bareWord(written), `${scope}\n${sourcesOf(scope, assigned)}`);
    }
    if (name === 'os.fork' || name === 'os.forkpty' || name === 'multiprocessing.Process') {
      if (forksWithoutWaiting(node))
        ctx.report('SS-FORK-BOMB', { line, message: 'forks in an endless loop' });
      continue;
    }
    if (name === 'os.dup2') {
      shellHandOff ??= line;
      continue;
    }
    // `for root, _, files in os.walk("/"): os.remove(…)` empties the tree file by file.
    if (
      name === 'os.walk' &&
      ROOT_TARGET_RE.test(argsText) &&
      /\b(?:os\.(?:remove|unlink)|\.unlink)\s*\(/.test(ctx.text)
    ) {
      ctx.report('SS-DESTRUCTIVE', {
        line,
        severity: 'high',
        message: 'walks the filesystem root or home directory deleting files',
      });
      continue;
    }
    if (name === 'shutil.rmtree' || name === 'os.removedirs') recordDeleter(args.namedChild(0), node);
    if (
      (name === 'shutil.rmtree' || name === 'os.removedirs') &&
      ROOT_TARGET_RE.test(withRootValues(argsText, assigned))
    ) {
      ctx.report('SS-DESTRUCTIVE', {
        line,
        message: `${name}() deletes the filesystem root or home directory`,
      });
      continue;
    }
    // `session.post(…)` on a `requests.Session()`: the receiver decides, `queue.put(…)` stays local.
    const receiver = /^(\w+)\.(?:post|put|get|request|urlopen|open)$/.exec(name)?.[1];
    const sends = receiver !== undefined && taint.get(receiver) === 'network';
    if (NETWORK_CALL_RE.test(name) || SEND_METHOD_RE.test(name) || sends) {
      const secretLine = secretIn(sentText(args));
      if (secretLine !== undefined) {
        ctx.report('SS-EXFIL', {
          line,
          message: `${name}() sends a secret read on line ${secretLine} (credentials or keychain) to another host`,
        });
        facts.sourceLines.push(secretLine);
      }
    }
    if (NETWORK_CALL_RE.test(name) || /\.(?:connect|sendall|sendto)$/.test(name)) {
      facts.networkLines.push(line);
      if (name.endsWith('urlretrieve')) {
        for (const m of argsText.matchAll(/,\s*(?:filename\s*=\s*)?["']([^"']+)["']/g))
          downloads.set(m[1] ?? '', line);
        // `urlretrieve(URL, target)`: the variable now names a file holding whatever the server sent.
        const into =
          args.namedChildren
            .find((c) => c?.type === 'keyword_argument' && c.childForFieldName('name')?.text === 'filename')
            ?.childForFieldName('value') ?? args.namedChild(1);
        if (
          into !== null &&
          into !== undefined &&
          into.type !== 'keyword_argument' &&
          /^\w+$/.test(into.text)
        )
          savedDownload(into.text, line, node);
      }
      if (/^socket\.|\.connect$/.test(name)) socketConnect = true;
    }
    if (ENV_SINK_RE.test(name) || NETWORK_CALL_RE.test(name)) {
      if (wholeEnv(argsText)) {
        ctx.report('SS-ENV-DUMP', { line, message: `${name}() receives the whole process environment` });
        const sent = NETWORK_CALL_RE.test(name) || /\.(?:sendall|sendto|sendmail|storbinary)$/.test(name);
        (sent ? facts.sourceLines : facts.weakSourceLines).push(line);
      }
    }
  }
  if (socketConnect && shellHandOff !== undefined) {
    ctx.report('SS-REVERSE-SHELL', {
      line: shellHandOff,
      message: 'wires a process to a network socket (reverse shell)',
    });
  }
  reportRemoteEval(ctx, dynamicExecLines, facts);
  classifyStringHits(ctx, tree, facts);
  reportDnsExfiltration(ctx, facts, dnsLookups);
  reportExfiltration(ctx, facts);
  return facts;
}

/** An endless loop that starts processes without waiting for them (a supervisor joins or waits). */
function forksWithoutWaiting(node: Node): boolean {
  const loop = enclosingEndlessLoop(node);
  return (
    loop !== undefined &&
    !/\.(?:join|wait|communicate|accept)\s*\(|\bsleep\s*\(|\bwait(?:pid)?\s*\(/.test(loop.text)
  );
}

/** The path a file call writes to, or undefined when it only reads. */
function writtenPath(name: string, args: Node): string | undefined {
  if (WRITE_FIRST_RE.test(name)) {
    const mode = args.namedChild(1)?.text ?? /\bmode\s*=\s*([^,)]+)/.exec(args.text)?.[1] ?? '';
    return /^[rbuf]*["'][^"']*[awx+]/.test(mode) || /O_(?:WRONLY|RDWR|APPEND|CREAT)/.test(mode)
      ? (args.namedChild(0)?.text ?? '')
      : undefined;
  }
  if (WRITE_SECOND_RE.test(name)) return args.namedChild(1)?.text ?? '';
  if (WRITE_METHOD_RE.test(name)) return name.slice(0, name.lastIndexOf('.'));
  // `(Path.home() / ".bashrc").open("a")`
  if (name.endsWith('.open') && /^\(\s*[rbuf]*["'][^"']*[awx+]/.test(args.text))
    return name.slice(0, name.lastIndexOf('.'));
  return undefined;
}

/** The function a node sits in, if any. */
function enclosingFunction(node: Node): Node | undefined {
  for (let n: Node | null = node.parent; n !== null; n = n.parent)
    if (n.type === 'function_definition') return n;
  return undefined;
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `["crontab", "-"]` or `["crontab", path]`: an argument list that replaces the user's cron table (with the
 * standard input, or the file named), returned as that file's name (`-` for the input); listing, editing and
 * removing (`-l`, `-e`, `-r`) install nothing.
 */
function crontabInstall(args: Node): string | undefined {
  const first = args.namedChild(0);
  if (first === null || (first.type !== 'list' && first.type !== 'tuple')) return undefined;
  const items = first.namedChildren.map((c) => bareWord(c?.text ?? ''));
  if (!/^(?:\S*\/)?crontab$/.test(items[0] ?? '')) return undefined;
  for (let i = 1; i < items.length; i++) {
    const item = items[i] ?? '';
    if (item === '-u') i++;
    else if (item === '-' || !item.startsWith('-')) return item;
    else return undefined;
  }
  return undefined;
}

/** A list, tuple or set (literal, or a variable holding one) with the home directory or the root among its items. */
function rootItem(node: Node, assigned: ReadonlyMap<string, string>): string | undefined {
  const text = node.type === 'identifier' ? (assigned.get(node.text) ?? '') : node.text;
  const list = /^\s*[[({]([\s\S]*)[\])}]\s*$/.exec(text)?.[1];
  if (list === undefined) return undefined;
  return splitTopLevel(list)
    .map((item) => item.replace(/\s+/g, ''))
    .map((item) => assigned.get(item)?.replace(/\s+/g, '') ?? item)
    .find((item) => ROOT_VALUE_RE.test(item));
}

/** `a, f(b, c), "d"` → its three items. */
function splitTopLevel(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quote !== undefined) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      items.push(text.slice(start, i));
      start = i + 1;
    }
  }
  items.push(text.slice(start));
  return items.filter((t) => t.trim() !== '');
}

/** The `with` block or statement a call sits in: what is written is usually a few lines further on. */
function enclosingStatement(node: Node): string {
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    if (n.type === 'with_statement') return n.text;
    if (n.type === 'expression_statement') return n.text;
  }
  return node.text;
}

/** `'o' + "s"` → `os`. */
function joinPieces(pieces: string): string {
  return [...pieces.matchAll(/["'](\w*)["']/g)].map((m) => m[1] ?? '').join('');
}

function insideLoop(node: Node): boolean {
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    if (n.type === 'for_statement' || n.type === 'while_statement') return true;
    if (n.type === 'function_definition') return false;
  }
  return false;
}

function isPlainString(node: Node | null): boolean {
  return node?.type === 'string' && !node.children.some((c) => c?.type === 'interpolation');
}

function isUnsafeYamlLoad(name: string, argsText: string): boolean {
  return (
    (name === 'yaml.load' || name === 'yaml.load_all') &&
    !/Loader\s*=\s*(?:yaml\.)?C?(?:Safe|Base)Loader/.test(argsText)
  );
}

function isUnsafeModelLoad(name: string, argsText: string): boolean {
  if (name === 'torch.load') return !/weights_only\s*=\s*True/.test(argsText);
  if (name === 'numpy.load' || name === 'np.load') return /allow_pickle\s*=\s*True/.test(argsText);
  return false;
}

/** `import subprocess as sp` and `from os import system` map local names back to qualified ones. */
function importAliases(text: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const m of text.matchAll(/^[ \t]*import[ \t]+([\w.]+)[ \t]+as[ \t]+(\w+)/gm))
    aliases.set(m[2] ?? '', m[1] ?? '');
  for (const m of text.matchAll(/^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+\(?([\w, \t]+)/gm)) {
    for (const part of (m[2] ?? '').split(',')) {
      const [orig, alias] = part.trim().split(/\s+as\s+/);
      if (orig) aliases.set(alias ?? orig, `${m[1]}.${orig}`);
    }
  }
  return aliases;
}

function qualify(name: string, aliases: Map<string, string>): string {
  const dot = name.indexOf('.');
  const head = dot === -1 ? name : name.slice(0, dot);
  const mapped = aliases.get(head);
  if (mapped === undefined) return name;
  // `from urllib.request import urlopen` is reported as `urllib.request.urlopen`; keep builtins short.
  return dot === -1 ? mapped : mapped + name.slice(dot);
}

interface ResolvedCallee {
  /** Qualified name, or undefined when it is computed at run time. */
  name: string | undefined;
  /** Set when the function was looked up by a name that is not a plain literal. */
  hidden?: 'computed' | 'spelled in pieces';
  module?: string;
}

/**
 * `__import__("os").system`, `importlib.import_module("o" + "s").system`, `getattr(os, "sys" + "tem")`,
 * `vars(__builtins__)["ev" + "al"]` and `pk.loads` (after `import pickle as pk`) all name one function.
 */
function resolveCallee(calleeText: string, aliases: Map<string, string>): ResolvedCallee {
  const resolved = calleeText
    .replace(PIECEWISE_IMPORT_GLOBAL_RE, (_m, _f, pieces: string) => `__import__("${joinPieces(pieces)}")`)
    .replace(/(?:__import__|importlib\.import_module|import_module)\(["'](\w+)["']\)/g, '$1');
  const attribute = GETATTR_RE.exec(qualifyGetattr(resolved, aliases));
  const table = attribute === null ? BUILTIN_TABLE_RE.exec(resolved) : null;
  if (attribute === null && table === null) return { name: qualify(resolved, aliases) };
  const module = (attribute?.[1] ?? 'builtins').replace(/^__builtins__$/, 'builtins');
  const key = withoutDefault((attribute === null ? table?.[1] : attribute[2]) ?? '');
  const literal = /^["'](\w+)["']$/.exec(key)?.[1];
  const folded = literal ?? foldName(key);
  const name = folded === undefined ? undefined : `${module}.${folded}`;
  if (literal !== undefined) return { name };
  return { name, module, hidden: folded === undefined ? 'computed' : 'spelled in pieces' };
}

/** `"exec", None` → `"exec"`: the default a lookup falls back to is not the name looked up. */
function withoutDefault(key: string): string {
  return splitTopLevel(key)[0] ?? key;
}

/** `getattr(_b, …)` after `_b = importlib.import_module("builtins")` is `getattr(builtins, …)`. */
function qualifyGetattr(text: string, aliases: Map<string, string>): string {
  return text.replace(/^getattr\((\w+),/, (m, head: string) => {
    const mapped = aliases.get(head);
    return mapped !== undefined && !mapped.includes('.') ? `getattr(${mapped},` : m;
  });
}

/** A function name spelled in pieces: `"ex" + "ec"`, `"".join(["e", "x", "e", "c"])`, `"ce" "xe"[::-1]`. */
function foldName(key: string): string | undefined {
  if (PIECES_RE.test(key)) return joinPieces(key);
  const joined = /^["']{2}\.join\(\s*[[(]((?:\s*[rbu]?["']\w*["']\s*,?)+)[\])]\s*\)$/.exec(key);
  if (joined !== null) return joinPieces(joined[1] ?? '');
  return undefined;
}

/**
 * `_s.create_connection(…)` after `import socket as _s`, and `cc(…)` after
 * `from socket import create_connection as cc`, read as `socket.create_connection(…)`.
 */
function qualifyHead(text: string, aliases: Map<string, string>): string {
  return text.replace(/(?<![.\w])(\w+)(?=\s*[.(])/g, (m, head: string) => aliases.get(head) ?? m);
}

/**
 * Loaders whose whole purpose is rebuilding arbitrary objects (marshal, dill, jsonpickle), and PyYAML with its
 * unsafe loader asked for by name: the author opted out of the safe path on purpose, so the risk is not an
 * accident of a default. Plain pickle and joblib stay `medium` (model and cache files everywhere).
 */
function chosenUnsafe(name: string, argsText: string): boolean {
  if (/^(?:marshal\.loads?|dill\.loads?|jsonpickle\.decode|yaml\.unsafe_load(?:_all)?)$/.test(name))
    return true;
  return (
    /^yaml\.(?:load|load_all)$/.test(name) &&
    /(?:Loader\s*=\s*|,\s*)(?:yaml\.)?C?(?:Unsafe|Full)?Loader\s*[,)]/.test(argsText)
  );
}

/** `target = os.path.expanduser("~")` then `rm -rf target`: variables holding the home or root read as such. */
function withRootValues(argsText: string, assigned: ReadonlyMap<string, string>): string {
  return argsText.replace(/(?<![.\w"'])([A-Za-z_]\w*)(?![\w(."'])/g, (m, id: string) => {
    const value = assigned.get(id)?.replace(/\s+/g, '');
    return value !== undefined && ROOT_VALUE_RE.test(value) ? 'os.path.expanduser("~")' : m;
  });
}

/** A path as written in a call: `"/tmp/x"` and `path` both read as the bare name. */
function bareWord(text: string): string {
  return text
    .trim()
    .replace(/^(?:str|os\.fspath)\((.*)\)$/, '$1')
    .replace(/^[fbru]*["']|["']$/g, '');
}

/**
 * The program a process call starts: the first argv element or the first word of a command string, and for
 * an interpreter (`["bash", path]`) the script it is given.
 */
function programOf(args: Node): string | undefined {
  const first = args.namedChild(0);
  if (first === null || first.type === 'keyword_argument') return undefined;
  const items =
    first.type === 'list' || first.type === 'tuple'
      ? first.namedChildren.map((c) => bareWord(c?.text ?? ''))
      : bareWord(first.text).replace(/[{}]/g, ' ').trim().split(/\s+/);
  const head = items[0];
  if (head !== undefined && /^(?:\S*\/)?(?:python[0-9.]*|(?:ba|z|k|da)?sh|node|perl|ruby)$/.test(head))
    return items.find((a, i) => i > 0 && !a.startsWith('-'));
  return head;
}

/**
 * `{k: v for k, v in os.environ.items() if re.search("KEY|TOKEN", k)}`: the environment narrowed to its
 * secrets is worse than all of it. A filter on the app's own prefix (`k.startswith("MYAPP_")`) is config.
 */
function isSecretEnvFilter(text: string): boolean {
  const m =
    /^(?:dict\s*)?[{[(]\s*[\s\S]*?\bfor\b[\s\S]*?\bin\s+os\.environ(?:\.items\(\)|\.keys\(\))?\s+if\b([\s\S]*)[}\])]$/.exec(
      text.trim(),
    );
  return m !== null && /KEY|TOKEN|SECRET|PASS|AUTH|CRED/i.test(m[1] ?? '');
}

function line0(node: Node): number {
  return node.startPosition.row + 1;
}

/** A list, tuple or set literal with a credential file among its strings. */
function isCredentialList(node: Node): boolean {
  return /^(?:list|tuple|set)$/.test(node.type) && SENSITIVE_PATH_RE.test(pathExpressionText(node.text));
}

/** A function's parameter names, in order. */
function parameterNames(fn: Node): string[] {
  return (fn.childForFieldName('parameters')?.namedChildren ?? [])
    .map((p) =>
      p?.type === 'identifier' ? p.text : (p?.childForFieldName('name') ?? p?.namedChild(0))?.text,
    )
    .filter((t): t is string => t !== undefined && /^\w+$/.test(t));
}

/** The parameter names of the function a node sits in, as one pattern, or undefined outside functions. */
function parametersAround(node: Node): RegExp | undefined {
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    if (n.type !== 'function_definition' && n.type !== 'lambda') continue;
    const names = parameterNames(n);
    return names.length === 0 ? undefined : new RegExp(`(?<![\\w.])(?:${names.join('|')})(?!\\w)`, 'g');
  }
  return undefined;
}

/**
 * What a call sends, without the credentials it authenticates with: a token in `headers=` or `auth=` is how
 * a client talks to the API the token belongs to.
 */
function sentText(args: Node): string {
  return args.namedChildren
    .filter(
      (c) =>
        c !== null &&
        !(
          c.type === 'keyword_argument' &&
          /^(?:headers|auth|timeout|verify|cert|proxies)$/.test(c.childForFieldName('name')?.text ?? '')
        ),
    )
    .map((c) => c?.text ?? '')
    .join(',');
}

/**
 * An address spelled as parts so that no search finds it: `".".join(["169", "254", "169", "254"])`,
 * `".".join(map(str, [169, 254, 169, 254]))`, `"{}.{}.{}.{}".format(169, 254, 169, 254)`.
 */
function addressFromParts(calleeText: string, args: Node): string | undefined {
  const joined = /^[rbu]?["']([.:])["']\.join$/.exec(calleeText)?.[1];
  const format = /^[rbu]?["'](?:\{\}[.:]){3,}\{\}["']\.format$/.test(calleeText);
  if (joined === undefined && !format) return undefined;
  const parts = [...args.text.matchAll(/(?<![\w.])(?:["']([\w]*)["']|(\d+|0x[0-9a-fA-F]+))(?![\w.])/g)].map(
    (m) => m[1] ?? String(Number(m[2])),
  );
  if (parts.length < 4) return undefined;
  return format ? parts.join('.') : parts.join(joined);
}

/** `glob("~/**\/.env")`, `Path.home().rglob(".env*")`: every project's secrets on the machine, not the skill's own. */
function harvestsDotenv(callText: string): boolean {
  return (
    /["'][^"']*\.env\b[^"']*["']/.test(callText) &&
    /~|expanduser|Path\.home\(\)|\bHOME\b|USERPROFILE|["']\/\*\*/.test(callText)
  );
}
