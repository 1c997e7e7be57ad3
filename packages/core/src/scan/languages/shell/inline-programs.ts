import { isSensitivePath } from '../../sensitive-paths.js';
import type { Arg, Invocation } from './invocation.js';
import type { ShellWalker } from './shell-walker.js';
import { ENVIRONMENT, NETWORK } from './taint-bits.js';

/** The languages whose one-line programs (`python -c`, `perl -e`, …) are read by text. */
export type InlineLanguage =
  | 'python'
  | 'node'
  | 'perl'
  | 'ruby'
  | 'php'
  | 'lua'
  | 'tcl'
  | 'r'
  | 'applescript';

/** A socket to a remote host, in any of the one-liner languages. */
const SOCKET_RE =
  /\bsocket\s*\.\s*(?:socket|create_connection)\b|\bsocket\s*\(\s*\w+\s*,\s*PF_INET|\bfsockopen\b|\bTCPSocket\b|\bIO::Socket\b|\bSocket::INET\b|\bstream_socket_client\b|\bnet\.(?:Socket|connect|createConnection)\b|\bsocket\.tcp\s*\(|:connect\s*\(|\bsocket\s*\(\s*\)/;
/** A way to run what arrives on that socket: the second half of every reverse shell. */
const SHELL_RE =
  /\bdup2\b|\bpty\.spawn\b|\/bin\/(?:ba|z|da)?sh\b|\bcmd\.exe\b|\b(?:IO|io)\.popen\b|\bos\.execute\b|\bpopen\b|\bproc_open\b|\bshell_exec\b|\bpassthru\b|\bOpen3\b|%x[({[]|\bsystem\s*(?:\(|\$_|\$\w|\s*["'])|\bexec\s*[\s("']|\bspawn\s*\(|child_process|fdopen|open\s*\(\s*STD(?:IN|OUT)|\bsubprocess\b/;
const HOST_PORT_RES: readonly RegExp[] = [
  /["']([\w.:-]+)["']\s*,\s*(\d{2,5})\b/,
  /\b(\d{2,5})\s*,\s*["']([\w.-]+)["']/,
  /["']([\w.-]+):(\d{2,5})["']/,
  /PeerAddr\W+([\w.-]+):(\d{2,5})/,
];
/** Perl's `$i="HOST";$p=PORT` split. */
const PERL_HOST_RE = /\$\w+\s*=\s*["']([\w.-]+)["']\s*;\s*\$\w+\s*=\s*(\d{2,5})/;
/** A request that reads a URL. */
const FETCH_RE =
  /\burlopen\b|\burllib\b|\brequests\.(?:get|post|put|request)\b|\bhttpx\.|\bhttps?\.(?:get|request)\b|\bfetch\s*\(|\bLWP\b|\bHTTP::Tiny\b|\bopen-uri\b|\bURI\.open\b|\bNet::HTTP\b|\bfile_get_contents\b|\bcurl_exec\b|\bhttp\.request\b|\bsocket\.http\b|\b(?:get|getstore|getprint)\s*\(\s*["']https?:/;
const SEND_RE =
  /\brequests\.(?:post|put)\b|\bmethod\s*[:=]\s*["'](?:POST|PUT)["']|\bdata\s*=|\bNet::HTTP\.post\b|\burlopen\s*\([^)]*,\s*(?:data\s*=\s*)?\w/i;
const EXEC_RE =
  /\bexec\s*\(|\beval\s*\(|\bsystem\s*\(|\bos\.system\b|\bsubprocess\b|\bFunction\s*\(|\bchild_process\b|\bshell_exec\b|\bpassthru\b|\binstance_eval\b|\bload\s*\(|\|\s*(?:ba)?sh\b/;
const URL_RE = /https?:\/\/[^\s"'`)\\]+/;
const ENV_DUMP_RE =
  /\bdict\s*\(\s*os\.environ\s*\)|\bos\.environ\.copy\s*\(|\bjson\.dumps\s*\(\s*(?:dict\s*\()?\s*os\.environ\b|\bJSON\.stringify\s*\(\s*process\.env\b|%ENV\b|\bENV\.to_h\b|\bgetenv\s*\(\s*\)|\bos\.environ\.items\s*\(/;
const FORK_RE =
  /\bfork\s+while\s+fork\b|\bwhile\s*\(?\s*(?:1|true|True)\s*\)?\s*(?::|\{|do)?\s*(?:os\.)?fork\s*\(|\bwhile\s+true\s+do\s+\w*\.?fork\b|\bloop\s*\{\s*fork\b/;
/** Calls that hand a literal command line to a shell, per language. */
const SHELL_CALL_RES: Partial<Record<InlineLanguage, RegExp>> = {
  python: /\bos\.(?:system|popen)\s*\(\s*(["'])((?:\\.|(?!\1)[^\\])*)\1/g,
  node: /\b(?:execSync|exec|spawnSync)\s*\(\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/g,
  perl: /\b(?:system|exec)\s*\(?\s*(["'])((?:\\.|(?!\1)[^\\])*)\1/g,
  ruby: /\b(?:system|exec|spawn|IO\.popen)\s*\(?\s*(["'])((?:\\.|(?!\1)[^\\])*)\1/g,
  php: /\b(?:system|exec|shell_exec|passthru|popen|proc_open)\s*\(\s*(["'])((?:\\.|(?!\1)[^\\])*)\1/g,
  lua: /\b(?:os\.execute|io\.popen)\s*\(\s*(["'])((?:\\.|(?!\1)[^\\])*)\1/g,
  r: /\bsystem2?\s*\(\s*(["'])((?:\\.|(?!\1)[^\\])*)\1/g,
  applescript: /\bdo shell script\s+"((?:\\.|[^"\\])*)"/g,
};
const STRING_LITERAL_RE = /(["'])((?:\\.|(?!\1)[^\\\n])*)\1/g;

function hostPort(code: string): { host: string | undefined; target: string | undefined } {
  const perl = PERL_HOST_RE.exec(code);
  if (perl !== null) return { host: perl[1], target: `${perl[1]}:${perl[2]}` };
  for (const re of HOST_PORT_RES) {
    const m = re.exec(code);
    if (m === null) continue;
    const [a, b] = /^\d+$/.test(m[1] ?? '') ? [m[2], m[1]] : [m[1], m[2]];
    return { host: a, target: `${a}:${b}` };
  }
  const port = /\b(\d{3,5})\b/.exec(code)?.[1];
  return { host: undefined, target: port === undefined ? undefined : `:${port}` };
}

/**
 * A one-line program in another language, read by text since no grammar for it is at hand here: the
 * classic reverse shells and download-and-run cradles become the same facts their long forms produce,
 * literal shell commands inside it are read as shell, and credential paths it names are reads.
 */
export function readInlineProgram(
  language: InlineLanguage,
  code: string,
  inv: Invocation,
  walker: ShellWalker,
): void {
  if (SOCKET_RE.test(code) && SHELL_RE.test(code)) {
    const { target } = hostPort(code);
    walker.network(inv, 'connect', target, 0);
    const shell =
      /\/bin\/((?:ba|z|da)?sh)\b/.exec(code)?.[1] ?? (/\bcmd\.exe\b/.test(code) ? 'cmd' : '<dynamic>');
    walker.startProgram(inv, [arg(inv, shell)], {
      stdin: { taint: NETWORK, socket: true, redirected: true },
      socketStdio: true,
    });
  } else {
    const url = URL_RE.exec(code)?.[0];
    if (url !== undefined && FETCH_RE.test(code)) {
      const dumps = ENV_DUMP_RE.test(code);
      if (dumps) walker.emit({ kind: 'env', line: inv.line, text: inv.text, op: 'dump' });
      const send = SEND_RE.test(code);
      walker.network(inv, send ? 'send' : 'fetch', url, send && dumps ? ENVIRONMENT : 0, {
        api: `${inv.program} ${language}`,
      });
      if (EXEC_RE.test(code)) walker.exec(inv, `${language} eval of a download`, NETWORK);
    } else if (ENV_DUMP_RE.test(code))
      walker.emit({ kind: 'env', line: inv.line, text: inv.text, op: 'dump' });
  }
  if (FORK_RE.test(code)) walker.loop(inv, { endless: true, spawns: true, forks: true, fills: false });
  const shellCall = SHELL_CALL_RES[language];
  if (shellCall !== undefined)
    for (const m of code.matchAll(shellCall)) {
      const command = (language === 'applescript' ? m[1] : m[2]) ?? '';
      walker.runCode(command.replace(/\\(["'\\])/g, '$1'), inv.line, 0);
    }
  for (const m of code.matchAll(STRING_LITERAL_RE)) {
    const text = m[2] ?? '';
    if (text.length > 3 && text.length < 512 && /[/\\]/.test(text) && isSensitivePath(text))
      walker.fileFact(inv, 'read', text, { content: ['sensitive-file'] });
  }
}

function arg(inv: Invocation, value: string): Arg {
  return { value, taint: 0, dynamic: false, source: inv.name.source };
}
