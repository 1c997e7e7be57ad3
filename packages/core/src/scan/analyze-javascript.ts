import type { Node, Tree } from 'web-tree-sitter';
import { classifyStringHits } from './classify-string-hits.js';
import {
  type CodeFacts,
  codeOnly,
  emptyFacts,
  insideEndlessLoop,
  reportExfiltration,
  reportRemoteEval,
  taintIn,
} from './code-facts.js';
import type { FileContext } from './file-context.js';
import { jsModuleAliases, resolveAlias } from './js-module-aliases.js';
import type { Grammar } from './load-grammars.js';
import {
  argvAsCommandLine,
  argvDeletesRoot,
  matchShellText,
  NETWORK_PROGRAM_RE,
} from './match-shell-text.js';
import {
  judgePersistence,
  type PersistenceTarget,
  pathExpressionText,
  persistenceTarget,
  REMOTE_PAYLOAD_RE,
} from './persistence-target.js';
import { DNS_CALL_RE, type DnsLookup, reportDnsExfiltration, sourcesOf } from './report-dns-exfiltration.js';
import { SENSITIVE_PATH_RE } from './sensitive-patterns.js';

/** Network use as code, not as a word: "but got 3" in a message must not taint a variable. */
const NETWORK_TEXT_RE =
  /\b(?:fetch|axios|got|undici|request)\s*(?:\.\s*\w+\s*)?\(|\bhttps?\.(?:get|request)\b|\b(?:XMLHttpRequest|WebSocket)\b|\bsocket\s*\.\s*(?:on|read)\b/;
/**
 * Decoding that hides code: base64/hex buffers, character-code lists, percent-encoded literals, inflated
 * blobs. `String.fromCharCode(c)` of one code and `unescape(encodeURIComponent(s))` are string utilities.
 */
const DECODE_TEXT_RE =
  /\batob\s*\(|\bunescape\s*\(\s*["'`]|\bBuffer\.from\s*\([^)]*["'`](?:base64|hex|base64url)["'`]|\bfromCharCode\s*\(\s*(?:\.\.\.|\d+\s*,\s*\d+\s*,\s*\d+)|\bfromCharCode\.apply\b|\bfromCharCode\s*\(\s*(?:parseInt\s*\(|[\w$.[\]]+\s*\^)|\b(?:inflate|gunzip|unzip|brotliDecompress)(?:Sync)?\s*\(/;
/** A value that is the environment itself (a copy or its serialisation), not a call that takes it as an option. */
const ENV_COPY_RE =
  /^(?:\{ ?\.\.\.process\.env ?,? ?\}|process\.env|Object\.(?:assign\(\{ ?\}, ?process\.env\)|entries\(process\.env\))|JSON\.stringify\(process\.env\))$/;
const ENV_WHOLE_RE = /\bprocess\.env\b(?!\s*(?:\.|\[|\?\.))/;
/** `{ env: process.env }` / `{ env: { ...process.env, X } }` hands the environment to a child, not a reader. */
const ENV_OPTION_RE = /\benv\s*:\s*(?:\{\s*\.\.\.\s*)?process\.env\b/g;
/** File reads: what they read is what a later request can carry away. */
const READ_CALL_RE =
  /^(?:(?:fs|fs\.promises|fsp|fse|fs-extra|fsExtra|promises)\.)?(?:readFile|readFileSync|createReadStream|readJson|readJsonSync|readJSON|readJSONSync)$|^(?:Bun\.file|Deno\.readTextFile(?:Sync)?|Deno\.readFile(?:Sync)?)$/;
/** Wallet keys and keystores (Solana CLI keypair, Ethereum keystores, desktop and browser-extension wallets). */
const WALLET_PATH_RE =
  /solana\/id\.json|\.ethereum\/keystore|\/keystore\/UTC--|Exodus\/exodus\.wallet|\.electrum\/wallets|wallet\.dat|Local Extension Settings\/(?:nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|hnfanknocfeofbddgcijnmhnfnkdnaad)|\.sui\/sui_config\/sui\.keystore|\.near-credentials/;
/** The running script itself: a child started on it runs this same code again. */
const SELF_RE = /\b__filename\b|\bprocess\.argv\s*\[\s*1\s*\]|\bimport\.meta\.(?:url|filename)\b/;
/** The Node binary: `spawn(process.execPath, [__filename])` is a copy of this process. */
const RUNTIME_RE = /^(?:process\.execPath|process\.argv\s*\[\s*0\s*\]|process\.argv0|["'`]node["'`])$/;
/** Names a hidden string table or escaped literal would spell to reach code execution. */
const HIDDEN_NAME_RE =
  /^(?:child_process|node:child_process|execSync|exec|spawn|spawnSync|execFileSync|eval|Function|constructor|vm|runInThisContext|https?|net|mainModule|require)$/;
/** Calls that delete the tree at their first argument. */
const DELETE_CALL_RE =
  /^(?:(?:fs|fs\.promises|fsp|fse|fs-extra|fsExtra|promises)\.)?(?:rmSync|rm|rmdir|rmdirSync|remove|removeSync|emptyDir|emptyDirSync)$|^(?:rimraf(?:\.sync|\.rimrafSync)?|rimrafSync|deleteSync|del)$/;
/** The home directory or the filesystem root, written out. */
const HOME_EXPR_RE =
  /^(?:(?:require\(["'](?:node:)?os["']\)|os)\.homedir\(\)|process\.env\.(?:HOME|USERPROFILE)|process\.env\[["'](?:HOME|USERPROFILE)["']\]|["'`](?:\/|~|~\/|\/\*|\/home\/?|\/Users\/?|[A-Za-z]:\\\\?)["'`])$/;
/** A program that runs the file it is given. */
const INTERPRETER_RE =
  /\b(?:node|deno|bun|tsx|ts-node|python[0-9.]*|bash|sh|zsh|dash|pwsh|powershell|ruby|perl|php|source)\b|process\.execPath|\bchmod\b[^;|&]*\+?x[^;|&]*&&/;
/** A git hook outside the repository the user gave: the global hooks path or every repository under home. */
const FOREIGN_HOOKS: PersistenceTarget = {
  what: 'git hooks outside the repository the user gave (global hooks or every repository under home)',
  base: 'high',
};

/** Text every callee NETWORK_CALL_RE accepts contains (without module aliases to resolve). */
const NETWORK_CALLEE_HINT_RE = /fetch|axios|got|https?\.|net\.|tls\.|undici|request|sendBeacon/;
const NETWORK_CALL_RE =
  /^(?:fetch|axios(?:\.\w+)?|got(?:\.\w+)?|https?\.(?:get|request)|net\.(?:connect|createConnection)|tls\.connect|undici\.\w+|request)$|\.(?:sendBeacon)$/;
const ENV_SINK_RE =
  /^(?:JSON\.stringify|console\.\w+|Object\.(?:entries|keys|values)|Buffer\.from|String)$|\.(?:write|send|end)$/;
const PROCESS_METHODS = new Set([
  'exec',
  'execSync',
  'spawn',
  'spawnSync',
  'execFile',
  'execFileSync',
  'fork',
]);
/** A socket and a shell this far apart in one file (a bundle) are unrelated code, not a reverse shell. */
const REVERSE_SHELL_SPAN_LINES = 40;
/** An environment copy this far from the call that receives it is another function's variable of that name. */
const ENV_VARIABLE_SPAN_LINES = 40;
/** `require('child_' + 'process')`, `globalThis['ev' + 'al']`: names spelled in pieces to dodge review. */
const PIECES_RE = /^(?:\s*["'`][\w/:.-]*["'`]\s*\+)+\s*["'`][\w/:.-]*["'`]\s*$/;
const GLOBAL_MEMBER_RE = /^(?:globalThis|window|global|self)\[(.+)\]$/;
/** File calls that write to their first argument, and those (copies, links, renames) that write to their second. */
const WRITE_FIRST_RE =
  /^(?:(?:fs|fsp|fse|fsExtra|promises|fs\.promises)\.)?(?:writeFile|writeFileSync|appendFile|appendFileSync|createWriteStream|outputFile|outputFileSync)$|^(?:Bun\.write|Deno\.writeTextFile|Deno\.writeFile)$/;
const WRITE_SECOND_RE =
  /^(?:fs|fsp|fse|fsExtra|promises|fs\.promises)\.(?:copyFile|copyFileSync|cp|cpSync|symlink|symlinkSync|link|linkSync|rename|renameSync|copy|copySync|move|moveSync)$|^(?:copyFileSync|symlinkSync|renameSync)$/;
const ROOT_TARGET_RE =
  /^\(\s*(?:["'`](?:\/|~|\/\*)["'`]|os\.homedir\(\)|process\.env\.HOME|require\(["']os["']\)\.homedir\(\))\s*[,)]/;

/** JavaScript/TypeScript rules over one parse, dispatched by callee. */
export function analyzeJavaScript(ctx: FileContext, tree: Tree, grammar: Grammar): CodeFacts {
  const facts = emptyFacts();
  const aliases = jsModuleAliases(tree);
  const { networkFns, envFns, decodeFns } = summarizeFunctions(tree, aliases);
  const usesChildProcess = /child_process|execa|shelljs/.test(joinPieces(ctx.text));
  const dnsLookups: DnsLookup[] = [];
  /** Last assigned value per variable, so a lookup can see how its data was prepared. */
  const assigned = new Map<string, string>();
  /** Variables holding a persistence location (`const rc = path.join(os.homedir(), '.bashrc')`). */
  const persistVars = new Map<string, PersistenceTarget>();
  /** `const e = eval`: calling `e(…)` is calling eval. */
  const evalAliases = new Map<string, 'eval' | 'Function'>();
  const targetOf = (text: string, at: Node): PersistenceTarget | undefined => {
    const direct =
      persistenceTarget(pathExpressionText(text)) ??
      (text.match(/[\w$]+/g) ?? []).map((id) => persistVars.get(id)).find((t) => t !== undefined);
    const resolved = resolveText(text, at);
    const joined = literalPath(resolved);
    // `join(os.homedir(), '.config/git/hooks')`, `join(home, repo, '.git/hooks')` for every repo in home.
    const hooks = /(?:^|[/._-])(?:git)?hooks(?:\/|$)/.test(joined) && /git/i.test(joined);
    if (hooks && /\bhomedir\b|\bHOME\b|["'`]~\//.test(resolved)) return FOREIGN_HOOKS;
    return direct ?? persistenceTarget(joined);
  };
  const taint = new Map<string, 'network' | 'decoded'>();
  /** Variables holding the environment, with the line they were filled on. */
  const envVars = envFilledVariables(tree.rootNode);
  const wholeEnv = (text: string, at?: number): boolean => {
    const code = codeOnly(text).replace(ENV_OPTION_RE, '');
    if (ENV_WHOLE_RE.test(code) || callsOneOf(code, envFns)) return true;
    // Bundles reuse names like `options` everywhere: a copy of the environment counts only near its use.
    // `env.PATH` is one value, not the environment: only the variable itself carries it.
    const filled = (
      code.match(/(?<![\w$.])[A-Za-z_$][\w$]*(?![\w$]|\s*(?:\.|\?\.)\s*[\w$]+(?![\w$]|\s*\()|\s*\[)/g) ?? []
    )
      .map((id) => envVars.get(id))
      .find((l) => l !== undefined);
    return filled !== undefined && (at === undefined || Math.abs(at - filled) <= ENV_VARIABLE_SPAN_LINES);
  };
  /** Lines of eval/Function calls inside a callback that receives a response: they run what arrives. */
  const networkEvalLines = new Set<number>();
  /**
   * Variables filled from a response callback or a helper that downloads (`rules = await fetchText(u)`).
   * Only evaluation consults them: a version string from a registry is fine in a command line.
   */
  const fetched = new Set<string>();
  /** Credential or wallet files read through variables, loops and pieces (`fs.readFileSync(p)`). */
  const sensitiveReads: number[] = [];
  /** Self-starting children not behind any condition: each copy starts the next. */
  const selfSpawns: { line: number; looped: boolean }[] = [];
  /** The text of a path or argument with the variables (and `for…of` loop variables) it names spelled out. */
  const resolveText = (text: string, at: Node): string => {
    const loops = loopBindings(at);
    let out = joinPieces(text);
    const seen = new Set<string>();
    for (let depth = 0; depth < 4; depth++) {
      const extra: string[] = [];
      for (const id of codeOnly(out).match(/[A-Za-z_$][\w$]*/g) ?? []) {
        if (seen.has(id)) continue;
        seen.add(id);
        const value = loops.get(id) ?? assigned.get(id);
        if (value !== undefined) extra.push(joinPieces(value));
      }
      if (extra.length === 0) break;
      out += `\n${extra.join('\n')}`;
    }
    return out;
  };
  let socketConnect = false;
  /** Lines of socket connections and shell starts: a reverse shell keeps them a few lines apart. */
  const socketLines: number[] = [];
  const shellLines: number[] = [];
  /** A bare shell started with no script: it runs whatever is piped into its stdin. */
  let bareShell: number | undefined;
  const dynamicExecLines: number[] = [];
  /** Path expressions written with downloaded data, and the processes started (or modules loaded) anywhere. */
  const downloadedFiles: string[] = [];
  const runs: { line: number; name: string; argsText: string }[] = [];

  const taintOf = (text: string): 'network' | 'decoded' | undefined => {
    const code = codeOnly(text);
    if (NETWORK_TEXT_RE.test(code) || callsOneOf(code, networkFns)) return 'network';
    if (DECODE_TEXT_RE.test(code) || callsOneOf(code, decodeFns)) return 'decoded';
    return taintIn(code, taint);
  };

  for (const { name: capture, node } of grammar.query.captures(tree.rootNode)) {
    if (capture === 'assign') {
      const left = node.childForFieldName(node.type === 'variable_declarator' ? 'name' : 'left');
      const right = node.childForFieldName(node.type === 'variable_declarator' ? 'value' : 'right');
      if (left === null || right === null) continue;
      const kind = taintOf(right.text);
      const target = persistenceTarget(pathExpressionText(right.text));
      const evalAlias =
        /^(?:\(0,\s*)?(?:(?:globalThis|window|global|self)\.)?(eval|Function)\)?$/.exec(
          right.text.trim(),
        )?.[1] ?? globalNamed(right.text.replace(/\s+/g, ''));
      const fromHelper = callsOneOf(codeOnly(right.text), networkFns);
      for (const id of left.text.match(/[\w$]+/g) ?? []) {
        if (fromHelper) fetched.add(id);
        if (evalAlias === 'eval' || evalAlias === 'Function') evalAliases.set(id, evalAlias);
        else evalAliases.delete(id);
        if (target === undefined) persistVars.delete(id);
        else persistVars.set(id, target);
        assigned.set(id, right.text);
      }
      // `data = {...process.env}` / `payload = dict(os.environ)`: the variable is the whole environment.
      if (
        ENV_COPY_RE.test(right.text.replace(/\s+/g, ' ')) ||
        wholeEnv(right.text, node.startPosition.row + 1)
      )
        for (const id of left.text.match(/[\w$]+/g) ?? [])
          if (id !== 'this') envVars.set(id, node.startPosition.row + 1);
          else for (const id of left.text.match(/[\w$]+/g) ?? []) envVars.delete(id);
      // A clean reassignment (`cmd = "ls"`) ends the taint: bundles reuse names like `command` everywhere.
      for (const id of left.text.match(/[\w$]+/g) ?? []) {
        if (kind === undefined) taint.delete(id);
        else taint.set(id, kind);
      }
      continue;
    }
    const isNew = capture === 'new';
    if (capture !== 'call' && !isNew) continue;
    const callee = node.childForFieldName(isNew ? 'constructor' : 'function');
    const args = node.childForFieldName('arguments');
    if (callee === null || args === null) continue;
    const line = node.startPosition.row + 1;
    const argsText = args.text;
    const calleeText = callee.text.replace(/\s+/g, '');
    // The spelled-out name is reported where it is built; the call through it is analysed as usual.
    const globalKey = GLOBAL_MEMBER_RE.exec(calleeText)?.[1];
    if (
      (/^(?:require|import)$/.test(calleeText) &&
        (PIECES_RE.test(argsText.slice(1, -1)) || DECODE_TEXT_RE.test(codeOnly(argsText)))) ||
      (globalKey !== undefined && (PIECES_RE.test(globalKey) || DECODE_TEXT_RE.test(codeOnly(globalKey))))
    ) {
      ctx.report('SS-OBFUSCATION', {
        line,
        severity: 'high',
        message: `${globalKey === undefined ? 'loads a module' : 'calls a global'} whose name is spelled in pieces or decoded`,
      });
    }
    // `(0, eval)(…)` and `globalThis.eval(…)` are indirect spellings of eval.
    const name = (
      evalAliases.get(calleeText) ??
      globalNamed(calleeText) ??
      resolveAlias(joinPieces(calleeText), aliases)
    )
      // `fs['read' + 'FileSync']` → `fs.readFileSync`
      .replace(/(?<=[\w$)\]])\[["'`]([\w$]+)["'`]\]/g, '.$1')
      // `process.mainModule.require(…)` and `module.constructor._load(…)` are require by other names.
      .replace(
        /^(?:(?:process\.mainModule\.|module\.)?require|module\.constructor\._load)\(["'](?:node:)?([\w/-]+)["']\)/,
        '$1',
      )
      .replace(/^(globalThis|window|global|self)\[["'`](\w+)["'`]\]$/, '$1.$2')
      .replace(/^\(0,eval\)$|^(?:globalThis|window|global|self)\.eval$/, 'eval')
      .replace(/^(?:globalThis|window|global|self)\.Function$|^.*\.constructor\.constructor$/, 'Function');
    const method = name.slice(name.lastIndexOf('.') + 1);
    if (/^(?:require|import)$/.test(name) && !isPlainString(args.namedChild(0)))
      runs.push({ line, name, argsText });
    // `Reflect.apply(eval, null, [code])`, `Reflect.construct(Function, [code])`
    if (/^Reflect\.(?:apply|construct)$/.test(name) && /^\(\s*(?:eval|Function)\s*,/.test(argsText)) {
      dynamicExecLines.push(line);
      ctx.report('SS-EXEC-DYNAMIC', {
        line,
        severity: 'high',
        message: `${name}() calls eval or Function indirectly with code built at run time`,
      });
      continue;
    }

    if (
      name === 'eval' ||
      name === 'Function' ||
      /^vm\.(?:runIn\w*|compileFunction|Script)$|^new vm\.Script$/.test(name) ||
      // A string (or a decoded one) handed to setTimeout is evaluated; a function is not.
      ((name === 'setTimeout' || name === 'setInterval') &&
        (isPlainString(args.namedChild(0)) || DECODE_TEXT_RE.test(codeOnly(args.namedChild(0)?.text ?? ''))))
    ) {
      // Code written out as a literal is visible to a reviewer; names inside it are not variables.
      const literal = args.namedChildren.every((a) => isPlainString(a));
      // The code is the first argument (the last for `Function`); the others are contexts and options.
      const code = name === 'Function' ? argsText : (args.namedChild(0)?.text ?? '');
      const kind = literal
        ? undefined
        : networkEvalLines.has(line) ||
            taintIn(codeOnly(code), new Map([...fetched].map((id) => [id, true]))) === true
          ? 'network'
          : taintOf(code);
      if (kind === 'network') {
        ctx.report('SS-DOWNLOAD-EXEC', { line, message: `${name}() runs code fetched from the network` });
      } else if (kind === 'decoded') {
        ctx.report('SS-OBFUSCATION', { line, message: `${name}() runs a decoded (hidden) payload` });
      } else {
        if (!literal) dynamicExecLines.push(line);
        // `Function('return process')()` reaches the runtime through a literal nobody reads as a call.
        const reachesRuntime = literal && /\b(?:process|require|child_process|import)\b/.test(code);
        ctx.report('SS-EXEC-DYNAMIC', {
          line,
          severity: literal && !reachesRuntime ? 'medium' : 'high',
          message: reachesRuntime
            ? `${name}() builds code that reaches process/require, hiding what it calls`
            : `${name}() executes ${literal ? 'a string as code' : 'code built at run time'}`,
        });
      }
      continue;
    }
    if (/^(?:serialize|nodeSerialize|node-serialize)\.unserialize$|^unserialize$/.test(name)) {
      ctx.report('SS-DESERIALIZE', { line, message: `${name}() can execute functions embedded in the data` });
      continue;
    }
    if (
      (usesChildProcess &&
        PROCESS_METHODS.has(method) &&
        (name === method || /^(?:child_process|cp|childProcess|proc)\./.test(name))) ||
      /^(?:child_process|cp|childProcess)\.\w+$/.test(name) ||
      /^(?:execa(?:Sync|Command)?|shell\.exec|\$|Bun\.(?:spawn|spawnSync|\$)|Deno\.(?:run|Command))$/.test(
        name,
      )
    ) {
      facts.processLines.push(line);
      runs.push({ line, name, argsText });
      if (startsItself(method, args, (t) => resolveText(t, node))) {
        if (!guarded(node, tree)) selfSpawns.push({ line, looped: insideLoop(node) || insideTimer(node) });
        continue;
      }
      if (/\b(?:\/bin\/)?(?:ba|z)?sh\b|cmd\.exe|powershell/.test(argsText)) {
        shellLines.push(line);
      }
      if (
        /^["'`](?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh["'`]$/.test(args.namedChild(0)?.text ?? '') &&
        !/["'`]-c["'`]|\.sh["'`]/.test(argsText)
      ) {
        bareShell ??= line;
      }
      if (NETWORK_PROGRAM_RE.test(argsText)) facts.networkLines.push(line);
      const hits = matchShellText(argsText);
      if (hits.length === 0) hits.push(...matchShellText(argvAsCommandLine(argsText)));
      if (argvDeletesRoot(argsText)) {
        ctx.report('SS-DESTRUCTIVE', {
          line,
          message: `${name}() deletes the filesystem root or home directory`,
        });
        continue;
      }
      for (const hit of hits) ctx.report(hit.ruleId, { line, severity: hit.severity, message: hit.message });
      if (hits.length > 0) continue;
      const argTaint = taintOf(argsText);
      if (argTaint === 'network' && /\b(?:node|python[0-9.]*|bash|sh)\b/.test(argsText)) {
        ctx.report('SS-DOWNLOAD-EXEC', { line, message: `${name}() runs downloaded code in an interpreter` });
        continue;
      }
      // Only the command itself: options objects (`{encoding, cwd}`) are not what runs.
      if (
        !/^(?:spawn|spawnSync|execFile|execFileSync|fork)$/.test(method) &&
        taintOf(args.namedChild(0)?.text ?? '') === 'decoded'
      ) {
        ctx.report('SS-OBFUSCATION', { line, message: `${name}() runs a decoded (hidden) command` });
        continue;
      }
      if (insideEndlessLoop(node))
        ctx.report('SS-FORK-BOMB', { line, message: 'spawns processes in an endless loop' });
      // An argument list without a shell (`spawnSync('git', […])`) is how helpers should run tools.
      const shell = method === 'exec' || method === 'execSync' || /\bshell\s*:\s*true\b/.test(argsText);
      if (!shell) continue;
      const literal = isPlainString(args.namedChild(0));
      ctx.report('SS-SHELL-EXEC', {
        line,
        severity: literal ? 'low' : 'medium',
        message: `${name}() runs ${literal ? 'a fixed command' : 'a command built at run time'} through a shell`,
      });
      continue;
    }
    if (DNS_CALL_RE.test(name)) {
      facts.networkLines.push(line);
      dnsLookups.push({
        line,
        args: argsText,
        sources: sourcesOf(argsText, assigned),
        inLoop: insideLoop(node),
      });
      continue;
    }
    if (WRITE_FIRST_RE.test(name)) {
      const data = args.namedChild(1)?.text ?? enclosingStatement(node);
      const fromNetwork =
        taintOf(data) === 'network' ||
        taintIn(codeOnly(data), new Map([...fetched].map((id) => [id, true]))) === true ||
        (/createWriteStream$/.test(name) && insideNetworkCallback(node, aliases));
      const into = args.namedChild(0)?.text.trim();
      if (fromNetwork && into !== undefined) downloadedFiles.push(into);
    }
    const written = WRITE_FIRST_RE.test(name)
      ? args.namedChild(0)?.text
      : WRITE_SECOND_RE.test(name)
        ? args.namedChild(1)?.text
        : undefined;
    const target = written === undefined ? undefined : targetOf(written, node);
    if (target !== undefined) {
      const scope = enclosingStatement(node);
      // What is written may sit in a variable (`const line = 'curl … | sh'`).
      const payload = `${scope}\n${sourcesOf(scope, assigned)}`;
      const judged = judgePersistence(target, payload, 'writes to');
      // A planted hook or startup line that sends a credential file out runs the theft on every trigger.
      const steals =
        judged.severity !== 'critical' && REMOTE_PAYLOAD_RE.test(payload) && SENSITIVE_PATH_RE.test(payload);
      ctx.report('SS-PERSISTENCE', {
        line,
        ...(steals
          ? {
              severity: 'critical',
              message: `writes to ${target.what} a line that sends a credential file out`,
            }
          : judged),
      });
      continue;
    }
    if (READ_CALL_RE.test(name)) {
      const path = literalPath(resolveText(args.namedChild(0)?.text ?? '', node));
      if (SENSITIVE_PATH_RE.test(path) || WALLET_PATH_RE.test(path)) sensitiveReads.push(line);
    }
    if (
      /^(?:fs\.)?(?:rmSync|rmdirSync|rm|rmdir)$|^(?:fs\.promises|fsp|fse|fs-extra)\.\w+$|^rimraf(?:\.sync)?$/.test(
        name,
      ) ||
      DELETE_CALL_RE.test(name)
    ) {
      const first = args.namedChild(0);
      if (
        ROOT_TARGET_RE.test(argsText) ||
        (DELETE_CALL_RE.test(name) && first !== null && homeTarget(first, aliases, tree))
      ) {
        ctx.report('SS-DESTRUCTIVE', {
          line,
          message: `${name}() deletes the filesystem root or home directory`,
        });
      }
      continue;
    }
    const networkCall =
      NETWORK_CALL_RE.test(name) || (isNew && /^(?:net\.Socket|WebSocket|XMLHttpRequest)$/.test(name));
    // What arrives in a response callback (`res.on('data', c => body += c)`) is downloaded data.
    if (networkCall || (/\.(?:on|once|then|pipe)$/.test(name) && taintOf(callee.text) === 'network'))
      followResponse(args, fetched, networkEvalLines);
    if (networkCall) {
      facts.networkLines.push(line);
      if (/^net\.|^tls\.|Socket$/.test(name)) {
        socketConnect = true;
        socketLines.push(line);
      }
    }
    const sendsItself = networkFns.has(name);
    if ((ENV_SINK_RE.test(name) || NETWORK_CALL_RE.test(name) || sendsItself) && wholeEnv(argsText, line)) {
      ctx.report('SS-ENV-DUMP', { line, message: `${name}() receives the whole process environment` });
      // `req.write(…)` on a request opened by `https.request` sends as surely as the call itself.
      const receiver = name.slice(0, Math.max(0, name.lastIndexOf('.')));
      const sent = NETWORK_CALL_RE.test(name) || sendsItself || taint.get(receiver) === 'network';
      (sent ? facts.sourceLines : facts.weakSourceLines).push(line);
    }
  }
  const nearSocket = shellLines.find((s) =>
    socketLines.some((n) => Math.abs(n - s) <= REVERSE_SHELL_SPAN_LINES),
  );
  if (nearSocket !== undefined) {
    ctx.report('SS-REVERSE-SHELL', {
      line: nearSocket,
      message: 'pipes a shell through a network socket (reverse shell)',
    });
  }
  if (bareShell !== undefined && !socketConnect && facts.networkLines.length > 0) {
    ctx.report('SS-DOWNLOAD-EXEC', {
      line: bareShell,
      severity: 'high',
      message: 'starts a bare shell in a script that downloads: what it runs arrives over the network',
    });
  }
  // A file written from a response and then run (`writeFile(f, await res.text()); execSync(`node ${f}`)`).
  for (const run of runs) {
    const code = codeOnly(run.argsText);
    // Run, not read: the file is the program, or an interpreter is handed it (`jq . ${f}` only reads it).
    const first = (/^\(\s*([^,)]*)/.exec(run.argsText)?.[1] ?? '').replace(/^["'`]\$\{\s*|\s*\}["'`]$/g, '');
    const interpreted = INTERPRETER_RE.test(run.argsText) || /^(?:require|import)$/.test(run.name);
    const file = downloadedFiles.find((f) =>
      /^[A-Za-z_$][\w$]*$/.test(f)
        ? new RegExp(`(?<![\\w$.])${f.replace(/\$/g, '\\$')}(?![\\w$])`).test(code)
        : run.argsText
            .replace(/\s+/g, '')
            .includes((/^["'`](.+)["'`]$/.exec(f)?.[1] ?? f).replace(/\s+/g, '')),
    );
    if (file !== undefined && !interpreted && first.trim() !== file) continue;
    if (file === undefined) continue;
    ctx.report('SS-DOWNLOAD-EXEC', {
      line: run.line,
      message: `${run.name}() runs a file written from downloaded data (${file})`,
    });
  }
  reportSelfSpawns(ctx, selfSpawns);
  reportHiddenStrings(ctx, tree);
  reportRemoteEval(ctx, dynamicExecLines, facts);
  const sourcesBefore = facts.sourceLines.length;
  classifyStringHits(ctx, tree, facts);
  // Paths spelled out through variables, loops or pieces, which the literal search above cannot see.
  if (facts.sourceLines.length === sourcesBefore) {
    for (const line of sensitiveReads) {
      ctx.report('SS-CRED-READ', {
        line,
        message: 'reads a credential or wallet file of the user running the agent',
      });
      facts.sourceLines.push(line);
    }
  }
  reportDnsExfiltration(ctx, facts, dnsLookups);
  reportExfiltration(ctx, facts);
  return facts;
}

/**
 * A string spelled so that no search finds it: `['e', 'v', 'a', 'l'].join('')`, `'lave'.split('').reverse()
 * .join('')`, `'ev' + 'al'`. Undefined for anything that is not built from literals alone.
 */
function staticString(text: string): string | undefined {
  const t = text.replace(/\s+/g, '');
  const lit = /^(["'`])([\w$./:-]*)\1$/;
  if (lit.test(t)) return lit.exec(t)?.[2];
  if (PIECES_RE.test(t)) return t.replace(/["'`]\+["'`]/g, '').slice(1, -1);
  const joined = /^\[((?:(["'`])[\w$./:-]*\2,?)+)\]\.join\((["'`])([^"'`]*)\3\)$/.exec(t);
  if (joined !== undefined && joined !== null)
    return (joined[1] ?? '')
      .split(/,(?=["'`])/)
      .map((p) => p.replace(/,$/, '').slice(1, -1))
      .join(joined[4] ?? '');
  const reversed = /^(["'`])([\w$]+)\1\.split\((["'`])\3\)\.reverse\(\)\.join\((["'`])\4\)$/.exec(t);
  if (reversed !== null) return [...(reversed[2] ?? '')].reverse().join('');
  return undefined;
}

/** `globalThis[['e','v','a','l'].join('')]` → `eval`: a global reached through a name built from literals. */
function globalNamed(calleeText: string): 'eval' | 'Function' | undefined {
  const key = GLOBAL_MEMBER_RE.exec(calleeText)?.[1];
  const value = key === undefined ? undefined : staticString(key);
  return value === 'eval' || value === 'Function' ? value : undefined;
}

/**
 * Whether an expression (a path handed to a delete call) is the home directory or the root: through
 * variables in scope, loops over lists of them (`for (const t of PLAN.map((f) => f()))`), helpers that return
 * it, `path.resolve(home)`, `a || home`, and entries of it (`join(home, e)` for each `e` of `readdirSync(home)`).
 */
function homeTarget(node: Node, aliases: ReadonlyMap<string, string>, tree: Tree, depth = 0): boolean {
  if (depth > 8) return false;
  const again = (n: Node | null | undefined): boolean =>
    n !== null && n !== undefined && homeTarget(n, aliases, tree, depth + 1);
  const text = resolveAlias(node.text.replace(/\s+/g, ''), aliases);
  if (HOME_EXPR_RE.test(text)) return true;
  switch (node.type) {
    case 'parenthesized_expression':
    case 'await_expression':
    case 'as_expression':
    case 'non_null_expression':
    case 'spread_element':
      return again(node.namedChild(0));
    case 'array':
      return node.namedChildren.some((c) => again(c));
    case 'object':
      return node.namedChildren.some((c) => again(c?.childForFieldName('value')));
    case 'ternary_expression':
      return again(node.childForFieldName('consequence')) || again(node.childForFieldName('alternative'));
    case 'binary_expression':
      return (
        /^(?:\|\||\?\?)$/.test(node.childForFieldName('operator')?.text ?? '') &&
        (again(node.childForFieldName('left')) || again(node.childForFieldName('right')))
      );
    case 'template_string': {
      const subs = node.namedChildren.filter((c) => c?.type === 'template_substitution');
      const rest = node.text.replace(/\$\{[^}]*\}/g, '').slice(1, -1);
      return subs.length === 1 && /^\/?$/.test(rest) && again(subs[0]?.namedChild(0));
    }
    case 'arrow_function':
    case 'function_expression':
    case 'function': {
      const body = node.childForFieldName('body');
      if (body === null) return false;
      if (body.type !== 'statement_block') return again(body);
      return body.descendantsOfType('return_statement').some((r) => again(r.namedChild(0)));
    }
    case 'identifier':
      return bindingsOf(node, tree).some((v) => again(v));
    case 'call_expression': {
      const callee = resolveAlias(
        node.childForFieldName('function')?.text.replace(/\s+/g, '') ?? '',
        aliases,
      );
      const args = node.childForFieldName('arguments')?.namedChildren ?? [];
      if (/^(?:path\.)?(?:join|resolve|normalize)$/.test(callee) && args.length > 0) {
        const [head, ...tail] = args;
        if (!again(head)) return false;
        return tail.every((a) => /^["'`][/.]?["'`]$/.test(a?.text ?? '') || (a !== null && entryOfHome(a)));
      }
      if (/^Object\.values$/.test(callee)) return again(args[0]);
      const receiver = /^([\s\S]+)\.(?:map|filter|concat|slice|flat|reverse|sort)$/.exec(callee)?.[1];
      if (receiver !== undefined)
        return again(node.childForFieldName('function')?.childForFieldName('object'));
      // A local helper that returns it (`getTarget()`).
      if (/^[A-Za-z_$][\w$]*$/.test(callee)) {
        const fn = tree.rootNode
          .descendantsOfType(['function_declaration', 'variable_declarator'])
          .find((d) => d.childForFieldName('name')?.text === callee);
        const value = fn?.type === 'variable_declarator' ? fn.childForFieldName('value') : fn;
        if (value?.type === 'function_declaration') {
          const body = value.childForFieldName('body');
          return body?.descendantsOfType('return_statement').some((r) => again(r.namedChild(0))) ?? false;
        }
        return value !== null && value !== undefined && FUNCTION_TYPES.test(value.type) && again(value);
      }
      return false;
    }
    default:
      return false;
  }
  /** `e` of `for (const e of readdirSync(home))`: every entry of home in turn. */
  function entryOfHome(arg: Node): boolean {
    if (arg.type !== 'identifier') return false;
    return bindingsOf(arg, tree, true).some((v) => {
      if (v.type === 'await_expression') v = v.namedChild(0) ?? v;
      const fn = v.type === 'call_expression' ? (v.childForFieldName('function')?.text ?? '') : '';
      return /(?:^|\.)readdir(?:Sync)?$/.test(fn) && again(v.childForFieldName('arguments')?.namedChild(0));
    });
  }
}

const idsIn = (text: string): string[] => text.match(/[\w$]+/g) ?? [];

/**
 * What an identifier may hold at a use: the list a loop walks (`for (const x of L)`, `L.forEach((x) => …)`),
 * else the values declared or assigned to that name in an enclosing scope. A plain parameter is unknown.
 */
function bindingsOf(id: Node, tree: Tree, loopsOnly = false): Node[] {
  const name = id.text;
  for (let n: Node | null = id.parent; n !== null; n = n.parent) {
    if (n.type === 'for_in_statement') {
      const left = n.childForFieldName('left');
      if (left !== null && idsIn(left.text).includes(name)) {
        const right = n.childForFieldName('right');
        return right === null ? [] : [right];
      }
    }
    if (FUNCTION_TYPES.test(n.type)) {
      const params = n.childForFieldName('parameters') ?? n.childForFieldName('parameter');
      const first = params?.type === 'identifier' ? params : params?.namedChild(0);
      if (!idsIn(params?.text ?? '').includes(name)) continue;
      const call = n.parent?.type === 'arguments' ? n.parent.parent : null;
      const callee = call?.childForFieldName('function');
      if (first?.text === name && /\.(?:forEach|map|flatMap|filter|some|every)$/.test(callee?.text ?? '')) {
        const object = callee?.childForFieldName('object');
        return object === null || object === undefined ? [] : [object];
      }
      return [];
    }
  }
  if (loopsOnly) return [];
  const scopeOf = (n: Node): Node => {
    for (let p: Node | null = n.parent; p !== null; p = p.parent) if (FUNCTION_TYPES.test(p.type)) return p;
    return tree.rootNode;
  };
  const out: Node[] = [];
  for (const d of tree.rootNode.descendantsOfType(['variable_declarator', 'assignment_expression'])) {
    const left = d.childForFieldName(d.type === 'variable_declarator' ? 'name' : 'left');
    const value = d.childForFieldName(d.type === 'variable_declarator' ? 'value' : 'right');
    if (left?.text !== name || value === null || d.startIndex === id.startIndex) continue;
    const scope = scopeOf(d);
    if (scope.startIndex <= id.startIndex && id.endIndex <= scope.endIndex) out.push(value);
  }
  return out;
}

/** Inside a callback handed to a request (`https.get(u, (res) => res.pipe(createWriteStream(f)))`). */
function insideNetworkCallback(node: Node, aliases: ReadonlyMap<string, string>): boolean {
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    if (n.type !== 'call_expression') continue;
    const callee = resolveAlias(n.childForFieldName('function')?.text.replace(/\s+/g, '') ?? '', aliases);
    if (NETWORK_CALL_RE.test(callee)) return true;
  }
  return false;
}

/** `'child_' + 'process'` → `'child_process'`. */
function joinPieces(text: string): string {
  return text.includes('+') ? text.replace(/(["'`])\s*\+\s*["'`]/g, '') : text;
}

function enclosingStatement(node: Node): string {
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    if (/^(?:expression_statement|lexical_declaration|variable_declaration)$/.test(n.type)) return n.text;
  }
  return node.text;
}

function insideLoop(node: Node): boolean {
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    if (/^(?:for_statement|for_in_statement|while_statement|do_statement)$/.test(n.type)) return true;
    if (/^(?:function_declaration|arrow_function|function_expression|method_definition)$/.test(n.type))
      return false;
  }
  return false;
}

function isPlainString(node: Node | null): boolean {
  if (node === null) return false;
  if (node.type === 'string') return true;
  return node.type === 'template_string' && !node.children.some((c) => c?.type === 'template_substitution');
}

/** Whether code calls one of the named local functions (`fetchText(u)`). */
function callsOneOf(code: string, names: ReadonlySet<string>): boolean {
  if (names.size === 0) return false;
  for (const m of code.matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)) if (names.has(m[1] ?? '')) return true;
  return false;
}

const FUNCTION_TYPES =
  /^(?:function_declaration|function_expression|function|arrow_function|method_definition|generator_function_declaration)$/;

/** The name a function is called by, when it has one (`function f`, `const f = () => …`, a method). */
function functionName(node: Node): string | undefined {
  if (node.type === 'arrow_function' || node.type === 'function_expression' || node.type === 'function') {
    const parent = node.parent;
    return parent?.type === 'variable_declarator' ? parent.childForFieldName('name')?.text : undefined;
  }
  return node.childForFieldName('name')?.text;
}

/**
 * Local helpers that talk to the network (their result is downloaded data, their arguments are sent) and
 * helpers that return the whole environment. One more round catches a helper that calls a helper.
 */
function summarizeFunctions(
  tree: Tree,
  aliases: ReadonlyMap<string, string>,
): { networkFns: Set<string>; envFns: Set<string>; decodeFns: Set<string> } {
  const bodies = new Map<string, Node>();
  for (const node of tree.rootNode.descendantsOfType([
    'function_declaration',
    'generator_function_declaration',
    'arrow_function',
    'function_expression',
    'function',
  ])) {
    const name = functionName(node);
    const body = node.childForFieldName('body');
    if (name !== undefined && body !== null) bodies.set(name, body);
  }
  const networkFns = new Set<string>();
  const envFns = new Set<string>();
  const decodeFns = new Set<string>();
  // Function bodies nest, so every per-body walk below is paid again for each enclosing function: the
  // cheap text checks decide first whether a walk can find anything.
  const codes = new Map<string, string>();
  for (const [name, body] of bodies) {
    const code = codeOnly(body.text);
    codes.set(name, code);
    if (DECODE_TEXT_RE.test(code)) decodeFns.add(name);
    const mayCallNetwork = aliases.size > 0 || NETWORK_CALLEE_HINT_RE.test(code);
    if (
      NETWORK_TEXT_RE.test(code) ||
      (mayCallNetwork &&
        body
          .descendantsOfType('call_expression')
          .some((c) =>
            NETWORK_CALL_RE.test(resolveAlias(c.childForFieldName('function')?.text ?? '', aliases)),
          ))
    )
      networkFns.add(name);
    // Returning the environment, or a copy filled from it, both need `process.env` in the body.
    if (!code.includes('process.env')) continue;
    const returned =
      body.type === 'statement_block'
        ? body.descendantsOfType('return_statement').map((r) => r.text)
        : [body.text];
    if (returned.some((r) => ENV_WHOLE_RE.test(codeOnly(r).replace(ENV_OPTION_RE, '')))) envFns.add(name);
    // `for (const k of Object.keys(process.env)) out[k] = process.env[k]; return out;`
    const filled = envFilledVariables(body);
    if (
      body.type === 'statement_block' &&
      returned.some((r) => filled.has(r.replace(/^return\s*|[\s;]+$/g, '')))
    )
      envFns.add(name);
  }
  for (let round = 0; round < 2; round++) {
    for (const name of bodies.keys())
      if (!networkFns.has(name) && callsOneOf(codes.get(name) ?? '', networkFns)) networkFns.add(name);
  }
  for (let round = 0; round < 2; round++) {
    for (const name of bodies.keys())
      if (!decodeFns.has(name) && callsOneOf(codes.get(name) ?? '', decodeFns)) decodeFns.add(name);
  }
  return { networkFns, envFns, decodeFns };
}

/**
 * Variables filled entry by entry in a loop over the whole environment (`for (const k in process.env)
 * out[k] = process.env[k]`, `Object.entries(process.env).forEach(([k, v]) => lines.push(...))`): each ends
 * up holding a copy of it. Mapped to the line of the loop.
 */
function envFilledVariables(scope: Node): Map<string, number> {
  const out = new Map<string, number>();
  const loops: Node[] = [];
  for (const loop of scope.descendantsOfType(['for_in_statement', 'call_expression'])) {
    if (loop.type === 'for_in_statement') {
      const right = loop.childForFieldName('right')?.text ?? '';
      if (ENV_WHOLE_RE.test(codeOnly(right))) loops.push(loop);
      continue;
    }
    const callee = loop.childForFieldName('function')?.text ?? '';
    const receiver = /^([\s\S]+)\.(?:forEach|map|reduce)$/.exec(callee)?.[1];
    if (receiver !== undefined && ENV_WHOLE_RE.test(codeOnly(receiver))) loops.push(loop);
  }
  for (const loop of loops) {
    const line = loop.startPosition.row + 1;
    for (const a of loop.descendantsOfType(['assignment_expression', 'augmented_assignment_expression'])) {
      const left = a.childForFieldName('left');
      if (!/\bprocess\.env\b|\b[vV]al(?:ue)?\b|\[/.test(a.childForFieldName('right')?.text ?? '')) continue;
      const base = /^[A-Za-z_$][\w$]*/.exec(left?.text ?? '')?.[0];
      if (base !== undefined && base !== 'process') out.set(base, line);
    }
    for (const c of loop.descendantsOfType('call_expression')) {
      const m = /^([A-Za-z_$][\w$]*)\.(?:push|set|append|add)$/.exec(
        c.childForFieldName('function')?.text ?? '',
      );
      if (m?.[1] !== undefined) out.set(m[1], line);
    }
  }
  return out;
}

/**
 * Follows the parameters of callbacks handed to a request (`https.get(u, res => …)`) into the callbacks of
 * those parameters (`res.on('data', c => …)`): variables they fill hold downloaded data, and an eval of
 * them runs it.
 */
function followResponse(args: Node, fetched: Set<string>, evalLines: Set<number>): void {
  const params = new Set<string>();
  const bindParams = (fn: Node): void => {
    const list = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
    for (const id of list?.text.match(/[A-Za-z_$][\w$]*/g) ?? []) params.add(id);
  };
  const mentions = (text: string): boolean =>
    (codeOnly(text).match(/[A-Za-z_$][\w$]*/g) ?? []).some((id) => params.has(id) || fetched.has(id));
  for (const fn of args.namedChildren) {
    if (!FUNCTION_TYPES.test(fn.type)) continue;
    bindParams(fn);
    for (const inner of fn.descendantsOfType([
      'call_expression',
      'assignment_expression',
      'augmented_assignment_expression',
    ])) {
      if (inner.type !== 'call_expression') {
        const right = inner.childForFieldName('right');
        const left = inner.childForFieldName('left');
        if (left?.type === 'identifier' && right !== null && mentions(right.text)) fetched.add(left.text);
        continue;
      }
      const callee = inner.childForFieldName('function')?.text.replace(/\s+/g, '') ?? '';
      const innerArgs = inner.childForFieldName('arguments');
      if (innerArgs === null) continue;
      const receiver = /^[\w$]+/.exec(callee)?.[0] ?? '';
      if (/\.(?:on|once|then)$/.test(callee) && params.has(receiver)) {
        for (const nested of innerArgs.namedChildren)
          if (FUNCTION_TYPES.test(nested.type)) bindParams(nested);
      } else if (/\.(?:push|concat)$/.test(callee) && mentions(innerArgs.text)) {
        fetched.add(receiver);
      } else if (
        /^(?:eval|Function|vm\.\w+|(?:globalThis|window|global)\.eval)$/.test(callee) &&
        mentions(innerArgs.text)
      ) {
        evalLines.add(inner.startPosition.row + 1);
      }
    }
  }
}

/**
 * Variables bound by enclosing loops: `for (const dir of [a, b])` and `[a, b].forEach((dir) => …)` make
 * `dir` stand for the listed values.
 */
function loopBindings(node: Node): Map<string, string> {
  const out = new Map<string, string>();
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    let ids: string[] = [];
    let values: string | undefined;
    if (n.type === 'for_in_statement') {
      ids = n.childForFieldName('left')?.text.match(/[\w$]+/g) ?? [];
      values = n.childForFieldName('right')?.text;
    } else if (FUNCTION_TYPES.test(n.type) && n.parent?.type === 'arguments') {
      const callee = n.parent.parent?.childForFieldName('function');
      const receiver = /^([\s\S]+)\.(?:forEach|map|flatMap|filter|some|every)$/.exec(callee?.text ?? '')?.[1];
      const list = n.childForFieldName('parameters') ?? n.childForFieldName('parameter');
      ids = (list?.text.match(/[A-Za-z_$][\w$]*/g) ?? []).slice(0, 1);
      values = receiver;
    }
    if (values === undefined) continue;
    for (const id of ids) if (!out.has(id)) out.set(id, values);
  }
  return out;
}

/** The string literals of a path expression joined by `/`: `join(home, '.kube', 'config')` → `/.kube/config`. */
function literalPath(text: string): string {
  const literals = [...text.matchAll(/(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g)].map((m) => m[2] ?? '');
  return `/${literals.join('/')}`;
}

/** `fork(__filename)`, `spawn(process.execPath, [__filename])`, `exec(`node ${__filename}`)`. */
function startsItself(method: string, args: Node, resolve: (text: string) => string): boolean {
  const first = args.namedChild(0)?.text.replace(/\s+/g, '') ?? '';
  if (method === 'fork') return SELF_RE.test(resolve(first));
  if (/^(?:spawn|spawnSync|execFile|execFileSync)$/.test(method))
    return RUNTIME_RE.test(first) && SELF_RE.test(resolve(args.namedChild(1)?.text ?? ''));
  if (method === 'exec' || method === 'execSync')
    return /\bnode\b|process\.execPath/.test(first) && SELF_RE.test(resolve(first));
  return false;
}

/**
 * Whether a call runs only under some condition: inside an `if`, a ternary, `&&`, a `catch`, after an early
 * `return`/`exit`, or in a helper whose every caller is itself guarded. A callback runs when its event
 * fires, which is no condition the script controls.
 */
function guarded(node: Node, tree: Tree, depth = 0): boolean {
  let child: Node = node;
  for (let n: Node | null = node.parent; n !== null; child = n, n = n.parent) {
    if (/^(?:if_statement|ternary_expression|switch_case|catch_clause)$/.test(n.type)) return true;
    if (
      n.type === 'binary_expression' &&
      /^(?:&&|\|\||\?\?)$/.test(n.childForFieldName('operator')?.text ?? '')
    )
      return true;
    if (n.type === 'statement_block' || n.type === 'program') {
      for (const before of n.namedChildren) {
        if (before.startIndex >= child.startIndex) break;
        if (before.type === 'if_statement' && /\breturn\b|process\.exit|\bthrow\b/.test(before.text))
          return true;
      }
    }
    if (FUNCTION_TYPES.test(n.type)) {
      const name = functionName(n);
      if (name === undefined) return false;
      const fn = n;
      const callers = tree.rootNode
        .descendantsOfType('call_expression')
        .filter((c) => c.childForFieldName('function')?.text === name)
        .filter((c) => c.startIndex < fn.startIndex || c.startIndex >= fn.endIndex);
      if (callers.length === 0 || depth >= 2) return true;
      return callers.every((c) => guarded(c, tree, depth + 1));
    }
  }
  return false;
}

/** Inside a callback handed to `setInterval`: it runs again and again. */
function insideTimer(node: Node): boolean {
  for (let n: Node | null = node.parent; n !== null; n = n.parent) {
    if (FUNCTION_TYPES.test(n.type) && n.parent?.type === 'arguments') {
      const callee = n.parent.parent?.childForFieldName('function')?.text ?? '';
      if (/(?:^|\.)setInterval$/.test(callee)) return true;
    }
  }
  return false;
}

/** Two unconditional copies of itself per run (or one per loop turn) double the processes every generation. */
function reportSelfSpawns(ctx: FileContext, spawns: { line: number; looped: boolean }[]): void {
  const first = spawns[0];
  if (first === undefined) return;
  const bomb = spawns.length >= 2 || spawns.some((s) => s.looped);
  ctx.report('SS-FORK-BOMB', {
    line: first.line,
    severity: bomb ? 'critical' : 'high',
    message: bomb
      ? `starts ${spawns.length >= 2 ? `${spawns.length} copies` : 'copies'} of itself unconditionally: every copy starts more (fork bomb)`
      : 'starts a copy of itself unconditionally: every copy starts the next',
  });
}

/** `\x63\x75…` and `\u0065…`: printable text written as escapes so that nobody reads it. */
function decodeEscapes(raw: string): string {
  return raw
    .replace(/\\x([0-9a-fA-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/\\u\{([0-9a-fA-F]{1,6})\}/g, (_m, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/\\([\\'"`/])/g, '$1');
}

/**
 * Obfuscator output keeps its strings in a table read through a decoder (`require(d(0))[d(1)](d(2))`) and
 * often writes them as escapes. Text written entirely as escapes, or stored in a table read that way, is
 * decoded and judged like a command: hidden `curl … | sh` is as critical as a visible one.
 */
function reportHiddenStrings(ctx: FileContext, tree: Tree): void {
  const escaped = /(?:\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}){4}/.test(ctx.text);
  const indirect = tree.rootNode.descendantsOfType('call_expression').some((c) => {
    const fn = c.childForFieldName('function');
    const first = c.childForFieldName('arguments')?.namedChild(0);
    return (
      (fn?.text === 'require' && first?.type === 'call_expression') ||
      (fn?.type === 'subscript_expression' && fn.childForFieldName('index')?.type === 'call_expression')
    );
  });
  if (!escaped && !indirect) return;
  for (const node of tree.rootNode.descendantsOfType('string')) {
    const raw = node.text.slice(1, -1);
    const escapes = raw.match(/\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}/g) ?? [];
    const decoded = decodeEscapes(raw);
    const hidden =
      escapes.length >= 4 && escapes.length * 4 >= raw.length * 0.8 && /^[\x20-\x7e]+$/.test(decoded);
    const tabled = indirect && node.parent?.type === 'array';
    if (!hidden && !tabled) continue;
    const hit = matchShellText(decoded).find((h) => h.severity === 'critical' || h.severity === 'high');
    const line = node.startPosition.row + 1;
    if (hit !== undefined) {
      ctx.report('SS-OBFUSCATION', {
        line,
        severity: hit.severity,
        message: `hides a command ${hidden ? 'in escape codes' : 'in a string table read through a decoder'}: ${hit.message}`,
      });
    } else if (hidden && HIDDEN_NAME_RE.test(decoded)) {
      ctx.report('SS-OBFUSCATION', {
        line,
        severity: 'high',
        message: `spells "${decoded}" in escape codes so that a reader does not see it`,
      });
    }
  }
}
