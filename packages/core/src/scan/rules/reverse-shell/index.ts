import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** A shell whose input and output are a network socket: whoever listens at the other end owns the machine. */
export const reverseShell: Rule = {
  id: 'SS-REVERSE-SHELL',
  severity: 'critical',
  title: 'Reverse shell',
  remediation: 'Remove the code: it hands an interactive shell on this machine to a remote host.',
  rationale:
    'Binding a shell or interpreter to a socket (`bash -i >& /dev/tcp/…`, `nc -e`, `socat exec:`, `dup2(s.fileno())` + `pty.spawn`) gives a remote operator interactive control.',
  keywords: [
    '/dev/tcp',
    '/dev/udp',
    'socket',
    'fsockopen',
    '\\bnc ',
    'ncat',
    'netcat',
    'socat',
    'dup2',
    'pty',
    'net.connect',
    'createconnection',
    'tcpclient',
    'openssl',
    'telnet',
    'mkfifo',
    'connect',
  ],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'process')) {
      if (!fact.socketStdio) continue;
      report(unit, {
        line: fact.line,
        message: `connects ${fact.program}'s input and output to a network socket (a remote shell)`,
      });
    }
  },
};
