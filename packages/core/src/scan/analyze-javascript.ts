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
} from './persistence-target.js';
import { DNS_CALL_RE, type DnsLookup, reportDnsExfiltration, sourcesOf } from './report-dns-exfiltration.js';

/** Network use as code, not as a word: "but got 3" in a message must not taint a variable. */
const NETWORK_TEXT_RE =
  /\b(?:fetch|axios|got|undici|request)\s*(?:\.\s*\w+\s*)?\(|\bhttps?\.(?:get|request)\b|\b(?:XMLHttpRequest|WebSocket)\b|\bsocket\s*\.\s*(?:on|read)\b/;
/**
 * Decoding that hides code: base64/hex buffers, character-code lists, percent-encoded literals, inflated
 * blobs. `String.fromCharCode(c)` of one code and `unescape(encodeURIComponent(s))` are string utilities.
 */
const DECODE_TEXT_RE =
  /\batob\s*\(|\bunescape\s*\(\s*["'`]|\bBuffer\.from\s*\([^)]*["'`](?:base64|hex|base64url)["'`]|\bfromCharCode\s*\(\s*(?:\.\.\.|\d+\s*,\s*\d+\s*,\s*\d+)|\bfromCharCode\.apply\b|\b(?:inflate|gunzip|unzip|brotliDecompress)(?:Sync)?\s*\(/;
/** A value that is the environment itself (a copy or its serialisation), not a call that takes it as an option. */
const ENV_COPY_RE =
  /^(?:\{ ?\.\.\.process\.env ?,? ?\}|process\.env|Object\.(?:assign\(\{ ?\}, ?process\.env\)|entries\(process\.env\))|JSON\.stringify\(process\.env\))$/;
const ENV_WHOLE_RE = /\bprocess\.env\b(?!\s*(?:\.|\[|\?\.))/;

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
  const usesChildProcess = /child_process|execa|shelljs/.test(joinPieces(ctx.text));
  const dnsLookups: DnsLookup[] = [];
  /** Last assigned value per variable, so a lookup can see how its data was prepared. */
  const assigned = new Map<string, string>();
  /** Variables holding a persistence location (`const rc = path.join(os.homedir(), '.bashrc')`). */
  const persistVars = new Map<string, PersistenceTarget>();
  /** `const e = eval`: calling `e(…)` is calling eval. */
  const evalAliases = new Map<string, 'eval' | 'Function'>();
  const targetOf = (text: string): PersistenceTarget | undefined =>
    persistenceTarget(pathExpressionText(text)) ??
    (text.match(/[\w$]+/g) ?? []).map((id) => persistVars.get(id)).find((t) => t !== undefined);
  const taint = new Map<string, 'network' | 'decoded'>();
  const envVars = new Map<string, true>();
  const wholeEnv = (text: string): boolean =>
    ENV_WHOLE_RE.test(text) || taintIn(codeOnly(text), envVars) === true;
  let socketConnect = false;
  /** Lines of socket connections and shell starts: a reverse shell keeps them a few lines apart. */
  const socketLines: number[] = [];
  const shellLines: number[] = [];
  /** A bare shell started with no script: it runs whatever is piped into its stdin. */
  let bareShell: number | undefined;
  const dynamicExecLines: number[] = [];

  const taintOf = (text: string): 'network' | 'decoded' | undefined => {
    const code = codeOnly(text);
    if (NETWORK_TEXT_RE.test(code)) return 'network';
    if (DECODE_TEXT_RE.test(code)) return 'decoded';
    return taintIn(code, taint);
  };

  for (const { name: capture, node } of grammar.query.captures(tree.rootNode)) {
    if (capture === 'assign') {
      const left = node.childForFieldName(node.type === 'variable_declarator' ? 'name' : 'left');
      const right = node.childForFieldName(node.type === 'variable_declarator' ? 'value' : 'right');
      if (left === null || right === null) continue;
      const kind = taintOf(right.text);
      const target = persistenceTarget(pathExpressionText(right.text));
      const evalAlias = /^(?:\(0,\s*)?(?:(?:globalThis|window|global|self)\.)?(eval|Function)\)?$/.exec(
        right.text.trim(),
      )?.[1];
      for (const id of left.text.match(/[\w$]+/g) ?? []) {
        if (evalAlias === 'eval' || evalAlias === 'Function') evalAliases.set(id, evalAlias);
        else evalAliases.delete(id);
        if (target === undefined) persistVars.delete(id);
        else persistVars.set(id, target);
        assigned.set(id, right.text);
      }
      // `data = {...process.env}` / `payload = dict(os.environ)`: the variable is the whole environment.
      if (ENV_COPY_RE.test(right.text.replace(/\s+/g, ' ')))
        for (const id of left.text.match(/[\w$]+/g) ?? []) envVars.set(id, true);
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
    const name = (evalAliases.get(calleeText) ?? joinPieces(calleeText))
      // `process.mainModule.require(…)` and `module.constructor._load(…)` are require by other names.
      .replace(
        /^(?:(?:process\.mainModule\.|module\.)?require|module\.constructor\._load)\(["'](?:node:)?([\w/-]+)["']\)/,
        '$1',
      )
      .replace(/^(globalThis|window|global|self)\[["'`](\w+)["'`]\]$/, '$1.$2')
      .replace(/^\(0,eval\)$|^(?:globalThis|window|global|self)\.eval$/, 'eval')
      .replace(/^(?:globalThis|window|global|self)\.Function$|^.*\.constructor\.constructor$/, 'Function');
    const method = name.slice(name.lastIndexOf('.') + 1);
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
      const kind = literal ? undefined : taintOf(code);
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
    const written = WRITE_FIRST_RE.test(name)
      ? args.namedChild(0)?.text
      : WRITE_SECOND_RE.test(name)
        ? args.namedChild(1)?.text
        : undefined;
    const target = written === undefined ? undefined : targetOf(written);
    if (target !== undefined) {
      const scope = enclosingStatement(node);
      // What is written may sit in a variable (`const line = 'curl … | sh'`).
      const payload = `${scope}\n${sourcesOf(scope, assigned)}`;
      ctx.report('SS-PERSISTENCE', {
        line,
        ...judgePersistence(target, payload, 'writes to'),
      });
      continue;
    }
    if (
      /^(?:fs\.)?(?:rmSync|rmdirSync|rm|rmdir)$|^(?:fs\.promises|fsp|fse|fs-extra)\.\w+$|^rimraf(?:\.sync)?$/.test(
        name,
      )
    ) {
      if (ROOT_TARGET_RE.test(argsText)) {
        ctx.report('SS-DESTRUCTIVE', {
          line,
          message: `${name}() deletes the filesystem root or home directory`,
        });
      }
      continue;
    }
    if (NETWORK_CALL_RE.test(name) || (isNew && /^(?:net\.Socket|WebSocket|XMLHttpRequest)$/.test(name))) {
      facts.networkLines.push(line);
      if (/^net\.|^tls\.|Socket$/.test(name)) {
        socketConnect = true;
        socketLines.push(line);
      }
    }
    if ((ENV_SINK_RE.test(name) || NETWORK_CALL_RE.test(name)) && wholeEnv(argsText)) {
      ctx.report('SS-ENV-DUMP', { line, message: `${name}() receives the whole process environment` });
      // `req.write(…)` on a request opened by `https.request` sends as surely as the call itself.
      const receiver = name.slice(0, Math.max(0, name.lastIndexOf('.')));
      const sent = NETWORK_CALL_RE.test(name) || taint.get(receiver) === 'network';
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
  reportRemoteEval(ctx, dynamicExecLines, facts);
  classifyStringHits(ctx, tree, facts);
  reportDnsExfiltration(ctx, facts, dnsLookups);
  reportExfiltration(ctx, facts);
  return facts;
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
