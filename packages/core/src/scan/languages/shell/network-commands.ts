import type { Arg, Handler, Invocation, Stream } from './invocation.js';
import { NOTHING } from './invocation.js';
import { hasOption, type OptionSpec, optionValues, parseOptions } from './parse-options.js';
import { AUTH_HEADER_RE, secretGoesElsewhere, secretsBelongTo } from './secret-vendors.js';
import type { ShellWalker } from './shell-walker.js';
import { NETWORK, SECRET, taintList } from './taint-bits.js';

function spec(
  shortValued: string,
  longValued: readonly string[],
  aliases?: Record<string, string>,
  stopAtOperand = false,
): OptionSpec {
  return { shortValued, longValued: new Set(longValued), aliases, stopAtOperand };
}

/** Something was sent: standard input that is not the terminal and holds something. */
function sendsInput(stdin: Stream): boolean {
  return stdin.redirected === true && (stdin.taint !== 0 || stdin.text === undefined || stdin.text !== '');
}

/** `-d @file`, `-d @-`, `-F k=@file`, `-T file`: the taint of what the option hands to the request. */
function payloadTaint(inv: Invocation, walker: ShellWalker, arg: Arg, file: string | undefined): number {
  if (file === undefined) return arg.taint;
  if (file === '-' || file === '.' || file === '/dev/stdin') return inv.stdin.taint | arg.taint;
  return walker.readFile(inv, { ...arg, value: file }).taint;
}

/** A key or certificate handed to a client to log in with: used, not sent. */
function authenticateWith(inv: Invocation, walker: ShellWalker, files: readonly Arg[]): void {
  for (const f of files) {
    const path = walker.path(f.value);
    walker.fileFact(inv, 'read', path, {
      purpose: 'authenticate',
      content: taintList(walker.contentOf(path).taint),
    });
  }
}

function urlFileName(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/[?#].*$/, '');
  const base = path.slice(path.lastIndexOf('/') + 1);
  return base === '' ? 'index.html' : base;
}

const CURL = spec(
  'AbcCdDeEFHKmoPQrTuUwxXyYz',
  [
    '--data',
    '--data-raw',
    '--data-binary',
    '--data-urlencode',
    '--data-ascii',
    '--json',
    '--form',
    '--form-string',
    '--upload-file',
    '--request',
    '--header',
    '--user',
    '--user-agent',
    '--referer',
    '--cookie',
    '--cookie-jar',
    '--config',
    '--proxy',
    '--url',
    '--write-out',
    '--retry',
    '--retry-delay',
    '--retry-max-time',
    '--max-time',
    '--connect-timeout',
    '--cert',
    '--key',
    '--cacert',
    '--capath',
    '--resolve',
    '--range',
    '--continue-at',
    '--limit-rate',
    '--output',
    '--output-dir',
    '--dump-header',
    '--netrc-file',
    '--unix-socket',
    '--interface',
    '--dns-servers',
    '--quote',
    '--mail-from',
    '--mail-rcpt',
    '--oauth2-bearer',
    '--proxy-user',
    '--max-filesize',
    '--connect-to',
    '--noproxy',
    '--aws-sigv4',
    '--variable',
    '--trace',
    '--trace-ascii',
    '--stderr',
    '--cert-type',
    '--key-type',
    '--pass',
    '--proto',
    '--proto-redir',
    '--max-redirs',
    '--local-port',
    '--ciphers',
    '--header-file',
  ],
  {
    '-d': '--data',
    '--data-raw': '--data',
    '--data-binary': '--data',
    '--data-ascii': '--data',
    '--data-urlencode': '--data',
    '--json': '--data',
    '-F': '--form',
    '--form-string': '--form',
    '-T': '--upload-file',
    '-X': '--request',
    '-H': '--header',
    '-u': '--user',
    '-o': '--output',
    '-O': '--remote-name',
    '-b': '--cookie',
    '-E': '--cert',
    '-K': '--config',
    '-G': '--get',
  },
);

/** curl: a download, or an upload when it carries data, a form or a file. */
const curl: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, CURL);
  const urls = [...parsed.operands, ...optionValues(parsed, '--url')];
  let sends = 0;
  let send = false;
  const headerSecrets: { taint: number; secrets: readonly string[] | undefined }[] = [];
  let auth = false;
  for (const d of optionValues(parsed, '--data')) {
    send = true;
    const file = d.value.startsWith('@') ? d.value.slice(1) : /^[\w.-]*@(.+)$/.exec(d.value)?.[1];
    sends |= payloadTaint(inv, walker, d, file);
  }
  for (const f of optionValues(parsed, '--form')) {
    send = true;
    sends |= payloadTaint(inv, walker, f, /^[^=]*=[@<]([^;]+)/.exec(f.value)?.[1]);
  }
  for (const t of optionValues(parsed, '--upload-file')) {
    send = true;
    sends |= payloadTaint(inv, walker, t, t.value);
  }
  for (const h of optionValues(parsed, '--header')) {
    const name = h.value.split(':', 1)[0]?.trim() ?? '';
    if (AUTH_HEADER_RE.test(name)) {
      auth = true;
      headerSecrets.push({ taint: h.taint, secrets: h.secrets });
    } else sends |= h.taint;
  }
  for (const u of [...optionValues(parsed, '--user', '--oauth2-bearer', '--cookie', '--proxy-user')]) {
    auth = true;
    headerSecrets.push({ taint: u.taint, secrets: u.secrets });
  }
  authenticateWith(inv, walker, optionValues(parsed, '--cert', '--key', '--netrc-file'));
  for (const c of optionValues(parsed, '--config')) walker.readFile(inv, c);
  const outputs = optionValues(parsed, '--output');
  const remoteName = hasOption(parsed, '--remote-name', '--remote-name-all');
  const outputDir = optionValues(parsed, '--output-dir')[0]?.value;
  let flows = urls.length === 0;
  urls.forEach((url, i) => {
    let urlSends = sends | urlTaint(url);
    for (const h of headerSecrets) if (secretGoesElsewhere(h.secrets, url.value)) urlSends |= h.taint;
    const extra = auth ? { authHeader: true } : {};
    walker.network(inv, send ? 'send' : 'fetch', url.value, urlSends, extra);
    const named = outputs[i]?.value ?? (remoteName ? urlFileName(url.value) : undefined);
    if (named === undefined || named === '-') {
      flows = true;
      return;
    }
    const path = walker.path(
      outputDir === undefined || named.startsWith('/') ? named : `${outputDir}/${named}`,
    );
    walker.writeFile(inv, path, { taint: NETWORK });
  });
  return flows ? { taint: NETWORK } : NOTHING;
};

const WGET = spec(
  'OoaPUeitTwQlARDIXB',
  [
    '--output-document',
    '--output-file',
    '--append-output',
    '--directory-prefix',
    '--user-agent',
    '--execute',
    '--input-file',
    '--tries',
    '--timeout',
    '--wait',
    '--quota',
    '--level',
    '--accept',
    '--reject',
    '--domains',
    '--post-data',
    '--post-file',
    '--body-data',
    '--body-file',
    '--method',
    '--header',
    '--user',
    '--password',
    '--http-user',
    '--http-password',
    '--referer',
    '--load-cookies',
    '--save-cookies',
    '--ca-certificate',
    '--certificate',
    '--private-key',
    '--bind-address',
    '--limit-rate',
  ],
  {
    '-O': '--output-document',
    '-P': '--directory-prefix',
    '-o': '--output-file',
    '-i': '--input-file',
    '--body-data': '--post-data',
    '--body-file': '--post-file',
  },
);

/** wget: saves the download to a file named after the URL unless `-O` says otherwise (`-O -`: stdout). */
const wget: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, WGET);
  let sends = 0;
  let send = false;
  for (const d of optionValues(parsed, '--post-data')) {
    send = true;
    sends |= d.taint;
  }
  for (const f of optionValues(parsed, '--post-file')) {
    send = true;
    sends |= payloadTaint(inv, walker, f, f.value);
  }
  let auth = optionValues(parsed, '--user', '--password', '--http-user', '--http-password').length > 0;
  const secrets: { taint: number; secrets: readonly string[] | undefined }[] = [];
  for (const h of optionValues(parsed, '--header')) {
    if (AUTH_HEADER_RE.test(h.value.split(':', 1)[0]?.trim() ?? '')) {
      auth = true;
      secrets.push({ taint: h.taint, secrets: h.secrets });
    } else sends |= h.taint;
  }
  for (const p of optionValues(parsed, '--password', '--http-password'))
    secrets.push({ taint: p.taint, secrets: p.secrets });
  authenticateWith(inv, walker, optionValues(parsed, '--certificate', '--private-key'));
  const output = optionValues(parsed, '--output-document')[0]?.value;
  const dir = optionValues(parsed, '--directory-prefix')[0]?.value;
  const urls = [...parsed.operands];
  for (const list of optionValues(parsed, '--input-file')) walker.readFile(inv, list);
  let flows = false;
  for (const url of urls) {
    let urlSends = sends | urlTaint(url);
    for (const s of secrets) if (secretGoesElsewhere(s.secrets, url.value)) urlSends |= s.taint;
    walker.network(inv, send ? 'send' : 'fetch', url.value, urlSends, auth ? { authHeader: true } : {});
    if (output === '-') {
      flows = true;
      continue;
    }
    const name = output ?? urlFileName(url.value);
    walker.writeFile(inv, walker.path(dir === undefined || name.startsWith('/') ? name : `${dir}/${name}`), {
      taint: NETWORK,
    });
  }
  return flows ? { taint: NETWORK } : NOTHING;
};

/** aria2c and BSD fetch: downloads to a file (`-o NAME`, `-d DIR`). */
const downloader: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, spec('odi', ['--out', '--dir', '--input-file', '--output']));
  const named = optionValues(parsed, '-o', '--out', '--output')[0]?.value;
  const dir = optionValues(parsed, '-d', '--dir')[0]?.value;
  for (const url of parsed.operands) {
    walker.network(inv, 'fetch', url.value, url.taint);
    if (named === '-') return { taint: NETWORK };
    const name = named ?? urlFileName(url.value);
    walker.writeFile(inv, walker.path(dir === undefined || name.startsWith('/') ? name : `${dir}/${name}`), {
      taint: NETWORK,
    });
  }
  return NOTHING;
};

/** HTTPie and xh: `http [METHOD] URL items…`, where `k=v`, `k:=json` and `k@file` items are the body. */
const httpie: Handler = (inv, walker) => {
  const parsed = parseOptions(
    inv.args,
    spec('aoAv', [
      '--auth',
      '--output',
      '--session',
      '--verify',
      '--cert',
      '--cert-key',
      '--auth-type',
      '--proxy',
      '--timeout',
    ]),
  );
  const operands = [...parsed.operands];
  const method = /^[A-Z]+$/.test(operands[0]?.value ?? '') ? operands.shift()?.value : undefined;
  const url = operands.shift();
  if (url === undefined) return NOTHING;
  let send =
    (method !== undefined && !/^(?:GET|HEAD|OPTIONS)$/.test(method)) ||
    hasOption(parsed, '-f', '--form') ||
    sendsInput(inv.stdin);
  let sends = sendsInput(inv.stdin) ? inv.stdin.taint : 0;
  let auth = optionValues(parsed, '-a', '--auth').length > 0;
  for (const item of operands) {
    const header = /^([\w-]+):(?!=)(.*)$/.exec(item.value);
    if (header !== null) {
      if (AUTH_HEADER_RE.test(header[1] ?? '')) {
        auth = true;
        if (secretGoesElsewhere(item.secrets, url.value)) sends |= item.taint;
      } else sends |= item.taint;
      continue;
    }
    const file = /^[\w.-]+(?:=|:=)?@(.+)$/.exec(item.value)?.[1];
    if (/^[\w.-]+(?::=|=|@)/.test(item.value)) send = true;
    sends |= payloadTaint(inv, walker, item, file);
  }
  walker.network(
    inv,
    send ? 'send' : 'fetch',
    url.value,
    sends | url.taint,
    auth ? { authHeader: true } : {},
  );
  const output = optionValues(parsed, '-o', '--output')[0]?.value;
  if (output !== undefined) {
    walker.writeFile(inv, walker.path(output), { taint: NETWORK });
    return NOTHING;
  }
  return { taint: NETWORK };
};

const NC = spec(
  'pswqiIOTxXMeciW',
  [
    '--exec',
    '--sh-exec',
    '--lua-exec',
    '--source-port',
    '--source',
    '--wait',
    '--proxy',
    '--proxy-type',
    '--output',
    '--idle-timeout',
    '--max-conns',
    '--allow',
    '--deny',
  ],
  {
    '-e': '--exec',
    '-c': '--sh-exec',
    '-l': '--listen',
  },
);

/**
 * netcat and kin: a raw connection (or a listener); with `-e`/`-c` the program it names gets the socket
 * as its standard input and output, which is a reverse (or bind) shell.
 */
const netcat: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, NC);
  const listen = hasOption(parsed, '--listen');
  const [host, port] = parsed.operands;
  const sourcePort = optionValues(parsed, '-p', '--source-port')[0]?.value;
  const target = listen
    ? `${port === undefined ? '' : (host?.value ?? '')}:${port?.value ?? host?.value ?? sourcePort ?? ''}`
    : host === undefined
      ? undefined
      : port === undefined
        ? host.value
        : `${host.value}:${port.value}`;
  const exec = optionValues(parsed, '--exec')[0];
  const shell = optionValues(parsed, '--sh-exec')[0];
  const lua = optionValues(parsed, '--lua-exec')[0];
  const socket: Stream = { taint: NETWORK, socket: true, redirected: true };
  if (exec !== undefined || shell !== undefined || lua !== undefined) {
    walker.network(inv, listen ? 'listen' : 'connect', target, 0);
    const argv: Arg[] =
      exec !== undefined
        ? exec.value
            .split(/\s+/)
            .filter((w) => w !== '')
            .map((w) => ({ ...exec, value: w }))
        : shell !== undefined
          ? [{ ...shell, value: 'sh' }, { ...shell, value: '-c' }, shell]
          : [{ ...(lua as Arg), value: 'lua' }, lua as Arg];
    walker.startProgram(inv, argv, { stdin: socket, socketStdio: true });
    return { taint: NETWORK, socket: true };
  }
  const sending = sendsInput(inv.stdin);
  walker.network(
    inv,
    listen ? 'listen' : sending ? 'send' : 'connect',
    target,
    sending ? inv.stdin.taint : 0,
  );
  return { taint: NETWORK, socket: true };
};

const telnet: Handler = (inv, walker) => {
  const operands = inv.args.filter((a) => !a.value.startsWith('-'));
  const target = operands.length >= 2 ? `${operands[0]?.value}:${operands[1]?.value}` : operands[0]?.value;
  const sending = sendsInput(inv.stdin);
  walker.network(inv, sending ? 'send' : 'connect', target, sending ? inv.stdin.taint : 0);
  return { taint: NETWORK, socket: true };
};

const SOCAT_NET_RE =
  /^(?:tcp|udp|sctp|dccp|openssl|ssl|socks4a?|socks5|proxy)[46]?(?:-(connect|listen|l|recvfrom|recv|sendto|datagram))?:(.*)$/i;
const SOCAT_EXEC_RE = /^(exec|system):(.*)$/i;

/** socat joins two addresses: a network socket on one side and a program on the other is a remote shell. */
const socat: Handler = (inv, walker) => {
  const addresses: Arg[] = [];
  for (let i = 0; i < inv.args.length; i++) {
    const a = inv.args[i];
    if (a === undefined) continue;
    if (a.value !== '-' && a.value.startsWith('-')) {
      if (/^-(?:b|t|T|lf|ly|lp)$/.test(a.value)) i++;
      continue;
    }
    addresses.push(a);
  }
  let network: { op: 'connect' | 'listen'; target: string } | undefined;
  let program: Arg[] | undefined;
  for (const address of addresses) {
    const net = SOCAT_NET_RE.exec(address.value);
    if (net !== null) {
      const params = (net[2] ?? '').split(',', 1)[0] ?? '';
      const listen = /^(?:listen|l|recvfrom|recv)$/i.test(net[1] ?? '');
      network = { op: listen ? 'listen' : 'connect', target: listen ? `:${params}` : params };
      continue;
    }
    const exec = SOCAT_EXEC_RE.exec(address.value);
    if (exec !== null) {
      const command = (exec[2] ?? '').split(',', 1)[0] ?? '';
      program =
        (exec[1] ?? '').toLowerCase() === 'system'
          ? [
              { ...address, value: 'sh' },
              { ...address, value: '-c' },
              { ...address, value: command },
            ]
          : command
              .split(/\s+/)
              .filter((w) => w !== '')
              .map((w) => ({ ...address, value: w }));
    }
  }
  if (network !== undefined) {
    const sending = program === undefined && sendsInput(inv.stdin);
    walker.network(
      inv,
      network.op === 'listen' ? 'listen' : sending ? 'send' : 'connect',
      network.target,
      sending ? inv.stdin.taint : 0,
    );
  }
  if (program !== undefined && program.length > 0)
    walker.startProgram(
      inv,
      program,
      network === undefined
        ? {}
        : { stdin: { taint: NETWORK, socket: true, redirected: true }, socketStdio: true },
    );
  return network === undefined ? undefined : { taint: NETWORK, socket: true };
};

/** `user@host:path` (and `scp://`): a remote side of a copy. */
function remoteHost(value: string): string | undefined {
  const url = /^(?:scp|sftp|rsync|ssh):\/\/(?:[^@/]*@)?([^/:]+)/i.exec(value);
  if (url !== null) return url[1];
  const spec = /^(?:[^@/:\s]+@)?(\[[^\]]+\]|[\w.${}-]{2,}):(?!\/\/)/.exec(value);
  return spec === null ? undefined : spec[1];
}

const SSH = spec('bcDEeFIiJLlmOopQRSWwB', [], undefined, true);

/** ssh: a connection to a host; a key given with `-i` logs in, it is not sent. */
const ssh: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, SSH);
  authenticateWith(inv, walker, optionValues(parsed, '-i'));
  for (const config of optionValues(parsed, '-F')) walker.readFile(inv, config);
  const destination = parsed.operands[0];
  if (destination === undefined) return NOTHING;
  const target = destination.value.replace(/^ssh:\/\//, '').replace(/^[^@]*@/, '');
  const sending = sendsInput(inv.stdin);
  walker.network(
    inv,
    sending ? 'send' : 'connect',
    target,
    sending ? inv.stdin.taint | destination.taint : destination.taint,
  );
  return { taint: NETWORK };
};

/** scp and rsync: files copied to a remote host are sent; copied from one, downloaded. */
function copyAcross(kind: 'scp' | 'rsync'): Handler {
  const options =
    kind === 'scp'
      ? spec('cFiloPSJD', [])
      : spec(
          'eBfTM',
          [
            '--rsh',
            '--exclude',
            '--include',
            '--filter',
            '--files-from',
            '--password-file',
            '--port',
            '--log-file',
            '--chmod',
            '--chown',
            '--backup-dir',
            '--partial-dir',
            '--temp-dir',
            '--link-dest',
            '--compare-dest',
            '--copy-dest',
            '--timeout',
            '--bwlimit',
            '--max-size',
            '--min-size',
            '--rsync-path',
            '--out-format',
            '--info',
            '--debug',
            '--exclude-from',
            '--include-from',
          ],
          { '-e': '--rsh' },
        );
  return (inv, walker) => {
    const parsed = parseOptions(inv.args, options);
    authenticateWith(inv, walker, optionValues(parsed, '-i'));
    for (const rsh of optionValues(parsed, '--rsh')) {
      const key = /(?:^|\s)-i\s*(\S+)/.exec(rsh.value)?.[1];
      if (key !== undefined) authenticateWith(inv, walker, [{ ...rsh, value: key }]);
    }
    const operands = parsed.operands;
    const dest = operands.at(-1);
    const sources = operands.slice(0, -1);
    if (dest === undefined || sources.length === 0) return NOTHING;
    const destHost = remoteHost(dest.value);
    const recursive = hasOption(parsed, '-r', '-a', '--recursive', '--archive');
    // Deletes on a remote host are that host's business; locally they empty the destination.
    if (
      kind === 'rsync' &&
      destHost === undefined &&
      parsed.options.some((o) => o.name.startsWith('--delete'))
    )
      walker.fileFact(inv, 'delete', walker.path(dest.value), {
        recursive: true,
        matching: 'files missing from the source',
      });
    let sends = 0;
    let fetched: string | undefined;
    for (const src of sources) {
      const srcHost = remoteHost(src.value);
      if (srcHost !== undefined) {
        fetched = srcHost;
        continue;
      }
      const content = walker.readFile(inv, src, recursive ? { recursive: true } : {});
      sends |= content.taint;
      if (destHost === undefined) walker.writeFile(inv, walker.path(dest.value), { taint: content.taint });
    }
    if (destHost !== undefined) walker.network(inv, 'send', destHost, sends | dest.taint);
    if (fetched !== undefined) {
      walker.network(inv, 'fetch', fetched, 0);
      if (destHost === undefined) walker.writeFile(inv, walker.path(dest.value), { taint: NETWORK });
    }
    return NOTHING;
  };
}

/** ftp, sftp, lftp, tftp: a session with the host named first. */
const session: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, spec('iPpuebBoFc', [], undefined, true));
  authenticateWith(inv, walker, optionValues(parsed, '-i'));
  const host = parsed.operands[0];
  if (host === undefined) return NOTHING;
  const sending = sendsInput(inv.stdin);
  walker.network(
    inv,
    sending ? 'send' : 'connect',
    host.value.replace(/^[a-z]+:\/\//i, '').replace(/^[^@]*@/, ''),
    sending ? inv.stdin.taint : 0,
  );
  return { taint: NETWORK };
};

const RECORD_TYPE_RE =
  /^(?:A|AAAA|ANY|CAA|CNAME|DNSKEY|DS|HINFO|MX|NAPTR|NS|NSEC|PTR|RRSIG|SOA|SPF|SRV|SSHFP|TLSA|TXT|IN|CH|HS|AXFR|IXFR)$/i;

/** A name lookup: whatever is in the name reaches every resolver on the way (DNS exfiltration). */
function resolver(valued: string): Handler {
  return (inv, walker) => {
    const args =
      inv.program === 'resolvectl'
        ? inv.args.slice(1)
        : inv.program === 'getent'
          ? /^a?hosts/.test(inv.args[0]?.value ?? '')
            ? inv.args.slice(1)
            : []
          : inv.args;
    const parsed = parseOptions(args, spec(valued, []));
    const named = optionValues(parsed, '-q', '-x')[0];
    const name =
      named ??
      parsed.operands.find(
        (a) => !a.value.startsWith('@') && !a.value.startsWith('+') && !RECORD_TYPE_RE.test(a.value),
      );
    if (name === undefined) return NOTHING;
    // `ping -p <hex>` fills each echo request with the pattern: bytes leave in ICMP (T1048).
    const padding = /^f?ping6?$/.test(inv.program)
      ? optionValues(parsed, '-p').reduce((t, a) => t | a.taint, 0)
      : 0;
    if (padding !== 0) walker.network(inv, 'send', name.value, padding);
    walker.network(inv, 'resolve', name.value, name.taint);
    return { taint: NETWORK };
  };
}

/** Mail clients: the message body (stdin) and attachments go to the address. */
const mail: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, spec('sacbrfFiAS', ['--subject', '--attach']));
  let sends = inv.stdin.redirected === true ? inv.stdin.taint : 0;
  for (const a of optionValues(parsed, '-a', '-A', '--attach')) sends |= walker.readFile(inv, a).taint;
  const address = parsed.operands.find((a) => a.value.includes('@')) ?? parsed.operands[0];
  walker.network(inv, 'send', address?.value, sends);
  return NOTHING;
};

/**
 * `gh gist create FILE…`: the files are uploaded to a gist (public with `--public`). Undefined for the
 * other `gh` commands, which `data-commands.ts` reads (`gh auth token` prints the token).
 */
export const ghGist: Handler = (inv, walker) => {
  const [group, command, ...rest] = inv.args;
  if (group?.value !== 'gist' || command?.value !== 'create') return undefined;
  const parsed = parseOptions(rest, spec('dfw', ['--desc', '--filename']));
  let sends = inv.stdin.redirected === true ? inv.stdin.taint : 0;
  for (const file of parsed.operands) if (file.value !== '-') sends |= walker.readFile(inv, file).taint;
  walker.network(inv, 'send', 'gist.github.com', sends);
  return NOTHING;
};

/** rclone copy/sync/move SRC REMOTE:PATH: what is copied to a configured remote leaves the machine. */
const RCLONE_TRANSFERS = new Set(['copy', 'copyto', 'sync', 'move', 'moveto']);
const rclone: Handler = (inv, walker) => {
  const [command, ...rest] = inv.args;
  if (command === undefined || !RCLONE_TRANSFERS.has(command.value)) return NOTHING;
  const operands = rest.filter((a) => !a.value.startsWith('-'));
  const [src, dest] = operands;
  if (src === undefined || dest === undefined) return NOTHING;
  const remote = /^([\w.${}-]+):/.exec(dest.value)?.[1];
  if (remote === undefined || /^[a-z]:$/i.test(`${remote}:`)) return NOTHING;
  const content = walker.readFile(inv, src, { recursive: true });
  walker.network(inv, 'send', remote, content.taint);
  return NOTHING;
};

/** zsh's `ztcp HOST PORT` opens a socket whose descriptor lands in `$REPLY`. */
const ZTCP_FD = '1023';
const ztcp: Handler = (inv, walker) => {
  const listen = inv.args.some((a) => a.value === '-l');
  const operands = inv.args.filter((a) => !a.value.startsWith('-'));
  const target = listen
    ? `:${operands[0]?.value ?? ''}`
    : `${operands[0]?.value ?? ''}:${operands[1]?.value ?? ''}`;
  walker.network(inv, listen ? 'listen' : 'connect', target, 0);
  walker.scope.descriptors.set(ZTCP_FD, { socket: target });
  walker.setVariable('REPLY', { values: [ZTCP_FD], taint: 0, dynamic: false });
  return NOTHING;
};

/** Programs that reach the network; each entry says what decides the operation. */
export const NETWORK_COMMANDS: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  // HTTP clients: a fetch, or a send when they carry data, a form or a file.
  ['curl', curl],
  ['wget', wget],
  ['aria2c', downloader],
  ['fetch', downloader],
  ['http', httpie],
  ['https', httpie],
  ['xh', httpie],
  ['xhs', httpie],
  // Raw sockets: what they are fed is sent; a program handed the socket is a remote shell.
  ['nc', netcat],
  ['ncat', netcat],
  ['netcat', netcat],
  ['telnet', telnet],
  ['socat', socat],
  ['ztcp', ztcp],
  // Remote login and copies.
  ['ssh', ssh],
  ['scp', copyAcross('scp')],
  ['rsync', copyAcross('rsync')],
  ['sftp', session],
  ['ftp', session],
  ['lftp', session],
  ['tftp', session],
  // Name lookups: data can ride in the name.
  ['nslookup', resolver('')],
  ['dig', resolver('tcpqxkfby')],
  ['drill', resolver('tcpqxkfby')],
  ['kdig', resolver('tcpqxkfby')],
  ['delv', resolver('tcpqxkfby')],
  ['host', resolver('tcWRmN')],
  ['resolvectl', resolver('tcip')],
  ['getent', resolver('s')],
  ['ping', resolver('cisStwWIplQMm')],
  ['ping6', resolver('cisStwWIplQMm')],
  ['fping', resolver('cisStwWIplQMm')],
  ['traceroute', resolver('fimpqswz')],
  // Mail leaves the machine with its body and attachments.
  ['mail', mail],
  ['mailx', mail],
  ['mutt', mail],
  ['sendmail', mail],
  ['msmtp', mail],
  // Uploads to a cloud-storage remote.
  ['rclone', rclone],
]);

/** What a URL itself sends: a token of the very service it addresses is that API's credential, not data. */
function urlTaint(url: Arg): number {
  return (url.taint & SECRET) !== 0 && secretsBelongTo(url.secrets, url.value)
    ? url.taint & ~SECRET
    : url.taint;
}
