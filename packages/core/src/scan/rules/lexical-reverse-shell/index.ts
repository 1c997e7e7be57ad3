import { LEXICAL_LANGUAGES, lexicalUnits, lineAt } from '../lexical-package.js';
import type { Rule } from '../rule.js';

/** A call that opens an outgoing TCP connection, as the name it is assigned to: `conn, err := net.Dial(`. */
const CONNECTION_RE =
  /(\$?[A-Za-z_]\w*)\s*(?:,\s*[A-Za-z_]\w*\s*)?(?::=|=)\s*(?:new\s+)?(?:[\w.:]+\.)?(?:Dial(?:TCP|Timeout)?|TCPSocket\.(?:new|open)|Socket\.tcp|fsockopen|stream_socket_client|IO::Socket::INET->new|socket\.(?:tcp|connect)|connect|TcpStream::connect|Socket|TcpClient)\s*\(/g;
/** A shell, written out or assembled from codes (byte slices, `string.char`, `chr` chains). */
const SHELL_RE =
  /["'`](?:\/bin\/(?:ba|z|da)?sh|(?:ba|z)?sh|cmd(?:\.exe)?|powershell(?:\.exe)?)["'`]|\[\]byte\{\s*\d+\s*,|\bstring\.char\s*\(|\bchr\s*\(\s*\d+\s*\)\s*\./;
/** Loopback only: a local port check or a test server, not a way in from outside. */
const LOOPBACK_ONLY_RE = /\b(?:localhost|127\.0\.0\.1|\[::1\])\b/;
const FOREIGN_RE =
  /\b(?:\d{1,3}\.){3}\d{1,3}\b(?<!127\.0\.0\.1)|["'][a-z0-9-]+(?:\.[a-z0-9-]+)+:\d{2,5}["']|\[\]byte\{|\bstring\.char\s*\(|\bgetenv\b|\bGetenv\b|\bENV\b|\$ENV\b|ARGV|os\.Args/;

const asPattern = (name: string): string => name.replace(/\$/g, '\\$');

/** The connection named `name` is handed to a process as its input or output. */
function wiredTo(text: string, name: string): boolean {
  const n = asPattern(name);
  return new RegExp(
    String.raw`\.Std(?:in|out|err)\s*=\s*${n}\b|\bdup2\s*\(\s*${n}\b|\bio\.Copy\s*\(\s*${n}\b|\b(?:in|out|err):\s*${n}\b|\[:(?:in|out|err)[^\]]*\]\s*=>\s*${n}\b|=>\s*${n}\s*[,)\]]|\b[0-2]\s*=>\s*${n}\b|${n}\.(?:getInputStream|getOutputStream|fileno|to_i|GetStream)\s*\(|Stdio::from\s*\(\s*${n}\b|from_raw_fd\s*\(\s*${n}\b`,
  ).test(text);
}

/**
 * A reverse shell in the languages read statement by statement: the package opens a connection, starts a
 * shell and hands it the connection as input and output, however the address and the shell's name are
 * assembled and however many files and goroutines the steps are spread over.
 */
export const lexicalReverseShell: Rule = {
  id: 'SS-REVERSE-SHELL',
  severity: 'critical',
  title: 'Code that hands a shell an outgoing connection',
  remediation: 'Remove the connection-to-shell wiring; a skill never gives a remote host a shell.',
  rationale:
    'A shell whose input and output are a socket to the attacker gives them the user’s machine; backdoors hide it in a "keepalive" helper with the address in a byte array so no line shows it.',
  keywords: ['dial', 'socket', 'fsockopen', 'stream_socket_client', 'tcpstream', 'tcpclient', 'connect'],
  surfaces: ['script', 'install-hook', 'skill-block', 'reference-block'],
  languages: LEXICAL_LANGUAGES,
  needsFacts: false,
  check({ units, package: pkg, report }) {
    const all = lexicalUnits(pkg)
      .map((unit) => unit.text)
      .join('\n');
    if (!SHELL_RE.test(all)) return;
    for (const { unit } of units) {
      for (const m of unit.text.matchAll(CONNECTION_RE)) {
        const name = m[1] ?? '';
        if (!wiredTo(all, name)) continue;
        if (LOOPBACK_ONLY_RE.test(unit.text) && !FOREIGN_RE.test(all)) continue;
        report(unit, {
          line: lineAt(unit, m.index ?? 0),
          message: `opens a connection (${name}) and hands it to a shell as its input and output`,
        });
        return;
      }
    }
  },
};
