import type { NetworkFact } from '../../facts.js';
import { CLOUD_METADATA_RE } from '../../sensitive-patterns.js';
import { AUTH_HEADER_RE, isCredentialParam, urlSecretsBelong } from '../shell/secret-vendors.js';
import { NETWORK, SECRET, taintList } from '../shell/taint-bits.js';
import { argOf, type CallHandler, type CallInfo } from './call-info.js';
import { readPaths } from './file-calls.js';
import { isExact, type PyValue, str, taintOfAll, textOf } from './python-value.js';
import type { PythonWalker } from './python-walker.js';

const HTTP_LIBRARIES = ['requests', 'httpx', 'aiohttp', 'urllib3', 'niquests'];
const FETCH_METHODS = ['get', 'head', 'options'];
const SEND_METHODS = ['post', 'put', 'patch', 'delete'];

export function networkFact(
  walker: PythonWalker,
  call: CallInfo,
  fact: Omit<NetworkFact, 'kind' | 'line' | 'text'>,
): void {
  walker.emit({ kind: 'network', line: walker.lineOf(call.node), text: walker.textOf(call.node), ...fact });
}

/**
 * What a request's keyword arguments send, and whether a credential travels only as the request's own
 * credential (an auth header, `auth=`): the same secret copied into the body as well is handed to whoever
 * runs the host, not used to log in to it.
 */
function payloadOf(call: CallInfo): { sends: number; data: boolean; authHeader: boolean } {
  let sends = 0;
  let body = 0;
  let data = false;
  let queryKey = false;
  for (const name of ['data', 'json', 'files', 'content', 'body', 'fields', 'params', 'cookies']) {
    const v = call.kw.get(name);
    if (v === undefined) continue;
    sends |= v.taint;
    // `params={"api_key": os.environ[…]}`: the query parameter the API reads its key from is the request's
    // credential, as an Authorization header is; a secret under any other name is data sent.
    if (name === 'params' && v.dict !== undefined) {
      for (const [key, value] of v.dict) {
        if (isCredentialParam(key)) queryKey ||= (value.taint & SECRET) !== 0;
        else body |= value.taint;
      }
      continue;
    }
    body |= v.taint;
    if (name !== 'params' && name !== 'cookies') data = true;
  }
  const auth = call.kw.get('auth');
  const headers = headersOf(call.kw.get('headers'));
  const credential = headers.authHeader || queryKey || ((auth?.taint ?? 0) & SECRET) !== 0;
  return {
    sends: sends | headers.sends | (auth?.taint ?? 0),
    data,
    authHeader: credential && (body & SECRET) === 0,
  };
}

/** What request headers send, and whether a secret travels in one as the caller's own credential. */
function headersOf(headers: PyValue | undefined): { sends: number; authHeader: boolean } {
  if (headers === undefined) return { sends: 0, authHeader: false };
  let authHeader = false;
  for (const [name, value] of headers.dict ?? []) {
    if (AUTH_HEADER_RE.test(name) && (value.taint & SECRET) !== 0) authHeader = true;
  }
  return { sends: headers.taint, authHeader };
}

/**
 * What the address itself sends: a token in its own API's URL (`https://api.telegram.org/bot{token}/…`, the
 * name saying whose it is) is how that API is called, not a leak; any other secret in a URL goes to its host.
 */
function urlTaint(url: PyValue | undefined): number {
  if (url === undefined) return 0;
  return urlSecretsBelong(textOf(url, '$URL')) ? url.taint & ~SECRET : url.taint;
}

/** `requests.get(url, …)`, `session.post(url, …)`, `requests.request("POST", url, …)`. */
export function httpRequest(api: string, method: string): CallHandler {
  return (walker, call) => {
    const explicit = method === 'request';
    const verb = explicit ? textOf(argOf(call, 0, 'method') ?? { taint: 0 }, 'GET').toLowerCase() : method;
    const url = explicit ? argOf(call, 1, 'url') : argOf(call, 0, 'url');
    const payload = payloadOf(call);
    if (explicit && call.args[2] !== undefined) {
      payload.sends |= call.args[2].taint;
      payload.data = true;
      if ((call.args[2].taint & SECRET) !== 0) payload.authHeader = false;
    }
    const send = SEND_METHODS.includes(verb) ? verb !== 'delete' || payload.data : payload.data;
    networkFact(walker, call, {
      op: send ? 'send' : 'fetch',
      ...(url === undefined ? {} : { target: textOf(url, '$URL') }),
      sends: taintList(payload.sends | urlTaint(url)),
      ...(payload.authHeader ? { authHeader: true } : {}),
      api: `${api}.${verb}`,
    });
    return { taint: responseTaint(url) };
  };
}

/** What a response carries: the instance-metadata service answers with the machine's cloud credentials. */
function responseTaint(url: PyValue | undefined): number {
  return url?.strs?.some((u) => CLOUD_METADATA_RE.test(u)) === true ? NETWORK | SECRET : NETWORK;
}

function session(api: string): CallHandler {
  return () => ({ taint: 0, obj: { kind: 'session', api } });
}

function connection(api: string, hostArg = 0): CallHandler {
  return (walker, call) => {
    const host = argOf(call, hostArg, 'host');
    const target = host === undefined ? '' : textOf(host, '$HOST');
    if (api === 'smtplib' || api === 'ftplib' || api === 'telnetlib')
      networkFact(walker, call, { op: 'connect', target, sends: [], api });
    return { taint: 0, obj: { kind: 'connection', api, target } };
  };
}

/**
 * `boto3.client("s3", endpoint_url=…)`: an object store whose uploads send what they name; without an
 * endpoint the bucket is on AWS, which is still someone else's bucket when the skill names it.
 */
const objectStore: CallHandler = (_walker, call) => {
  const service = textOf(argOf(call, 0, 'service_name') ?? str(''), '');
  if (service !== 's3') return { taint: 0 };
  const endpoint = call.kw.get('endpoint_url');
  const target = endpoint === undefined ? 'https://s3.amazonaws.com' : textOf(endpoint, '$URL');
  return { taint: 0, obj: { kind: 'connection', api: 'boto3.s3', target } };
};

/** `("1.2.3.4", 4444)` as `1.2.3.4:4444`. */
export function addressText(address: PyValue | undefined): string {
  if (address === undefined) return '$HOST';
  const [host, port] = address.items ?? [address];
  const h = host === undefined ? '$HOST' : textOf(host, '$HOST');
  return port === undefined ? h : `${h}:${port.int ?? textOf(port, '$PORT')}`;
}

const urlopen: CallHandler = (walker, call) => {
  const target = argOf(call, 0, 'url');
  const data = argOf(call, 1, 'data');
  if (target?.obj?.kind === 'request') {
    const r = target.obj;
    const sends = r.sends | (data?.taint ?? 0);
    networkFact(walker, call, {
      op: r.data || data !== undefined ? 'send' : 'fetch',
      target: r.url,
      sends: taintList(sends),
      ...(r.authHeader ? { authHeader: true } : {}),
      api: 'urllib.request.urlopen',
    });
  } else {
    networkFact(walker, call, {
      op: data !== undefined ? 'send' : 'fetch',
      target: target === undefined ? '$URL' : textOf(target, '$URL'),
      sends: taintList((target?.taint ?? 0) | (data?.taint ?? 0)),
      api: 'urllib.request.urlopen',
    });
  }
  const taint = target?.obj?.kind === 'request' ? responseTaint(str(target.obj.url)) : responseTaint(target);
  return { taint, elem: { taint } };
};

const request: CallHandler = (_walker, call) => {
  const url = argOf(call, 0, 'url');
  const data = argOf(call, 1, 'data');
  const headers = headersOf(argOf(call, 2, 'headers'));
  return {
    taint: 0,
    obj: {
      kind: 'request',
      url: url === undefined ? '$URL' : textOf(url, '$URL'),
      sends: (url?.taint ?? 0) | (data?.taint ?? 0) | headers.sends,
      data: data !== undefined,
      authHeader: headers.authHeader,
    },
  };
};

const urlretrieve: CallHandler = (walker, call) => {
  const url = argOf(call, 0, 'url');
  const file = argOf(call, 1, 'filename');
  networkFact(walker, call, {
    op: 'fetch',
    target: url === undefined ? '$URL' : textOf(url, '$URL'),
    sends: taintList(url?.taint ?? 0),
    api: 'urllib.request.urlretrieve',
  });
  if (file !== undefined) {
    const path = textOf(file, '$FILE');
    walker.written.set(path, NETWORK);
    walker.emit({
      kind: 'file',
      op: 'write',
      path,
      content: ['network'],
      line: walker.lineOf(call.node),
      text: walker.textOf(call.node),
    });
  }
  return { taint: 0, items: [file ?? { taint: 0 }, { taint: 0 }] };
};

const createConnection: CallHandler = (walker, call) => {
  const target = addressText(argOf(call, 0, 'address'));
  networkFact(walker, call, { op: 'connect', target, sends: [], api: 'socket.create_connection' });
  return { taint: 0, obj: { kind: 'socket', target } };
};

const resolve =
  (api: string): CallHandler =>
  (walker, call) => {
    const name = argOf(call, 0, 'qname') ?? argOf(call, 0, 'host');
    if (name === undefined) return { taint: 0 };
    networkFact(walker, call, {
      op: 'resolve',
      target: textOf(name, '$NAME'),
      sends: taintList(name.taint),
      api,
    });
    return { taint: NETWORK };
  };

const websocket: CallHandler = (walker, call) => {
  const url = argOf(call, 0, 'url') ?? argOf(call, 0, 'uri');
  const target = url === undefined ? '$URL' : textOf(url, '$URL');
  networkFact(walker, call, { op: 'connect', target, sends: [], api: 'websocket' });
  return { taint: 0, obj: { kind: 'socket', target } };
};

const entries: [string, CallHandler][] = [
  ['urllib.request.urlopen', urlopen],
  ['urllib.request.Request', request],
  ['urllib.request.urlretrieve', urlretrieve],
  ['socket.socket', () => ({ taint: 0, obj: { kind: 'socket' } })],
  ['socket.create_connection', createConnection],
  ['socket.gethostbyname', resolve('socket.gethostbyname')],
  ['socket.gethostbyname_ex', resolve('socket.gethostbyname_ex')],
  ['socket.getaddrinfo', resolve('socket.getaddrinfo')],
  ['dns.resolver.resolve', resolve('dns.resolver.resolve')],
  ['dns.resolver.query', resolve('dns.resolver.query')],
  ['dns.resolver.Resolver', () => ({ taint: 0, obj: { kind: 'resolver' } })],
  ['http.client.HTTPConnection', connection('http.client')],
  ['http.client.HTTPSConnection', connection('http.client')],
  ['smtplib.SMTP', connection('smtplib')],
  ['smtplib.SMTP_SSL', connection('smtplib')],
  ['ftplib.FTP', connection('ftplib')],
  ['ftplib.FTP_TLS', connection('ftplib')],
  ['telnetlib.Telnet', connection('telnetlib')],
  ['paramiko.SSHClient', () => ({ taint: 0, obj: { kind: 'connection', api: 'paramiko', target: '' } })],
  ['websocket.create_connection', websocket],
  ['websockets.connect', websocket],
  ['websocket.WebSocketApp', websocket],
  ['xmlrpc.client.ServerProxy', connection('xmlrpc')],
  ['boto3.client', objectStore],
  ['boto3.resource', objectStore],
];
for (const lib of HTTP_LIBRARIES) {
  for (const m of [...FETCH_METHODS, ...SEND_METHODS, 'request', 'stream'])
    entries.push([`${lib}.${m}`, httpRequest(lib, m === 'stream' ? 'request' : m)]);
  for (const s of [
    'Session',
    'session',
    'Client',
    'AsyncClient',
    'ClientSession',
    'PoolManager',
    'ProxyManager',
  ])
    entries.push([`${lib}.${s}`, session(lib)]);
  entries.push([`${lib}.api.request`, httpRequest(lib, 'request')]);
}

export const NETWORK_CALLS: ReadonlyMap<string, CallHandler> = new Map(entries);

/** Methods of sessions, sockets and connections: what they send, and what they receive. */
export function networkMethod(
  walker: PythonWalker,
  call: CallInfo,
  self: PyValue,
  name: string,
): PyValue | undefined {
  const obj = self.obj;
  if (obj === undefined) return undefined;
  if (obj.kind === 'session') {
    const verb = name === 'stream' || name === 'urlopen' ? 'request' : name;
    if ([...FETCH_METHODS, ...SEND_METHODS, 'request'].includes(verb))
      return httpRequest(obj.api, verb)(walker, call);
    // `aiohttp.ClientSession().ws_connect(url)`, `httpx_ws`: a websocket from the session.
    if (name === 'ws_connect' || name === 'websocket_connect') return websocket(walker, call);
    return { taint: 0, obj };
  }
  if (obj.kind === 'resolver' && (name === 'resolve' || name === 'query'))
    return resolve('dns.resolver.resolve')(walker, call);
  if (obj.kind === 'socket') return socketMethod(walker, call, self, obj, name);
  if (obj.kind === 'connection') return connectionMethod(walker, call, obj, name);
  return undefined;
}

function socketMethod(
  walker: PythonWalker,
  call: CallInfo,
  self: PyValue,
  obj: { kind: 'socket'; target?: string },
  name: string,
): PyValue | undefined {
  switch (name) {
    case 'connect':
    case 'connect_ex': {
      obj.target = addressText(call.args[0]);
      networkFact(walker, call, { op: 'connect', target: obj.target, sends: [], api: `socket.${name}` });
      return { taint: 0 };
    }
    case 'bind':
      obj.target = addressText(call.args[0]);
      return { taint: 0 };
    case 'listen':
      networkFact(walker, call, {
        op: 'listen',
        ...(obj.target ? { target: obj.target } : {}),
        sends: [],
        api: 'socket.listen',
      });
      return { taint: 0 };
    case 'accept':
      return {
        taint: 0,
        items: [
          { taint: 0, obj: { kind: 'socket', ...(obj.target ? { target: obj.target } : {}) } },
          { taint: 0 },
        ],
      };
    case 'send':
    case 'sendall':
    case 'sendto':
    case 'sendmsg':
    case 'write':
    case 'send_text':
    case 'send_bytes':
    case 'send_str':
    case 'send_json': {
      const data = call.args[0];
      networkFact(walker, call, {
        op: 'send',
        ...(name === 'sendto'
          ? { target: addressText(call.args[1]) }
          : obj.target
            ? { target: obj.target }
            : {}),
        sends: taintList(data?.taint ?? 0),
        api: `socket.${name}`,
      });
      return { taint: 0 };
    }
    case 'recv':
    case 'recvfrom':
    case 'recv_into':
    case 'makefile':
    case 'read':
    case 'readline':
      return { taint: NETWORK, elem: { taint: NETWORK } };
    case 'fileno':
      return { taint: 0, obj: { kind: 'socket', fd: true, ...(obj.target ? { target: obj.target } : {}) } };
    case 'settimeout':
    case 'setsockopt':
    case 'close':
    case 'shutdown':
      return { taint: 0 };
    default:
      return { taint: self.taint };
  }
}

function connectionMethod(
  walker: PythonWalker,
  call: CallInfo,
  obj: { kind: 'connection'; api: string; target: string },
  name: string,
): PyValue | undefined {
  const allTaint = taintOfAll([...call.args, ...call.kw.values()]);
  switch (name) {
    case 'request': {
      if (obj.api !== 'http.client') break;
      const method = textOf(argOf(call, 0, 'method') ?? { taint: 0 }, 'GET').toUpperCase();
      const path = argOf(call, 1, 'url');
      const body = argOf(call, 2, 'body');
      const headers = argOf(call, 3, 'headers');
      networkFact(walker, call, {
        op: body !== undefined || /^(?:POST|PUT|PATCH)$/.test(method) ? 'send' : 'fetch',
        target: `${obj.target}${path === undefined ? '' : textOf(path, '/')}`,
        sends: taintList((body?.taint ?? 0) | (path?.taint ?? 0) | (headers?.taint ?? 0)),
        api: 'http.client.request',
      });
      return { taint: 0 };
    }
    case 'send':
    case 'sendmail':
    case 'send_message':
    case 'storbinary':
    case 'storlines':
    case 'write':
    case 'putfo':
    case 'put':
      networkFact(walker, call, {
        op: 'send',
        target: obj.target,
        sends: taintList(allTaint),
        api: `${obj.api}.${name}`,
      });
      return { taint: 0 };
    case 'upload_file':
    case 'upload_fileobj':
    case 'put_object': {
      if (obj.api !== 'boto3.s3') break;
      // `upload_file(path, bucket, key)` names the file it reads and sends.
      const path = name === 'upload_file' ? argOf(call, 0, 'Filename') : undefined;
      const read = path === undefined ? 0 : readPaths(walker, call.node, path);
      networkFact(walker, call, {
        op: 'send',
        target: obj.target,
        sends: taintList(allTaint | read),
        api: `${obj.api}.${name}`,
      });
      return { taint: 0 };
    }
    case 'connect': {
      const host = argOf(call, 0, 'hostname') ?? argOf(call, 0, 'host');
      if (host !== undefined) obj.target = textOf(host, '$HOST');
      networkFact(walker, call, { op: 'connect', target: obj.target, sends: [], api: `${obj.api}.connect` });
      const key = call.kw.get('key_filename');
      if (key !== undefined && isExact(key)) {
        for (const path of key.strs ?? []) {
          walker.emit({
            kind: 'file',
            op: 'read',
            path,
            purpose: 'authenticate',
            content: [],
            line: walker.lineOf(call.node),
            text: walker.textOf(call.node),
          });
        }
      }
      return { taint: 0 };
    }
    case 'getresponse':
    case 'recv':
    case 'retrbinary':
    case 'retrlines':
    case 'read_until':
    case 'read_all':
      return { taint: NETWORK };
    default:
  }
  // xmlrpc proxies and other remote objects: a method call is a request with its arguments.
  if (obj.api === 'xmlrpc') {
    networkFact(walker, call, {
      op: 'send',
      target: obj.target,
      sends: taintList(allTaint),
      api: `xmlrpc.${name}`,
    });
    return { taint: NETWORK };
  }
  return { taint: 0, obj };
}
