// execute_skill overhead (issue 11): executeSkill on a tiny compute-entry skill against a bare spawn of
// the same interpreter running the same script with the same input and environment, interleaved in the
// same run; without a sandbox, with bubblewrap, and with bubblewrap from a warm pool (createSandboxPool,
// as the gateway runs skills: the sandbox is started after the previous run, the run pays for the exec). Goals: median and p95 overhead ≤ +10 ms without a
// sandbox, ≤ +20 ms with bubblewrap. Then the cost of masking secrets in child output: 100 MiB through the
// streaming masker against a plain scan of the same chunks. Goal ≥ 200 MB/s.
//
// Run after building: `npm run build && node bench/exec.bench.js` (RUNS=50 for a quick look).
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { createSandboxPool, createSecretMasker, executeSkill, loadSkillPackage } from '@skillport/core';
import { median, printTable } from './report.js';

const RUNS = Number(process.env.RUNS ?? 200);
const MiB = 1024 * 1024;
const HAS_BWRAP = existsSync('/usr/bin/bwrap');

const root = mkdtempSync(join(tmpdir(), 'skillport-exec-bench-'));
function makeSkill(name, runtime, file, code) {
  const dir = join(root, name);
  mkdirSync(dir, { mode: 0o755 });
  writeFileSync(
    join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Benchmark skill that answers with its input.\n---\nBench.\n`,
  );
  writeFileSync(
    join(dir, 'skill.config.yaml'),
    `runtime: ${runtime}\nentrypoint: ${file}\ninterface:\n  input:\n    n: { type: integer, required: true }\n`,
  );
  writeFileSync(join(dir, file), code);
  return dir;
}
const skills = [
  {
    runtime: 'node',
    interpreter: process.execPath,
    dir: makeSkill(
      'bench-node',
      'node',
      'main.js',
      "let s='';process.stdin.on('data',c=>s+=c);process.stdin.on('end',()=>process.stdout.write(JSON.stringify({n:JSON.parse(s).n})));\n",
    ),
    file: 'main.js',
  },
  {
    runtime: 'python',
    interpreter: '/usr/bin/python3',
    dir: makeSkill(
      'bench-py',
      'python',
      'main.py',
      'import json,sys\nprint(json.dumps({"n": json.load(sys.stdin)["n"]}))\n',
    ),
    file: 'main.py',
  },
];

// The environment the skill gets (allow-list); the bare spawn gets the same one.
const childEnv = (home) => ({
  PATH: '/usr/local/bin:/usr/bin:/bin',
  LANG: 'C.UTF-8',
  HOME: home,
  TMPDIR: home,
});
const hostEnv = { PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' };

function bareSpawn(interpreter, dir, file, input, viaBwrap = false) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = viaBwrap
      ? spawn('/usr/bin/bwrap', bareBwrapArgs(interpreter, dir, file), {
          cwd: '/',
          env: childEnv('/tmp'),
          stdio: ['pipe', 'pipe', 'pipe'],
        })
      : spawn(interpreter, [file], { cwd: dir, env: childEnv(tmpdir()), stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0 || JSON.parse(out).n !== input.n) reject(new Error(`bare run failed: ${code}`));
      else resolve(ms);
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/**
 * The same interpreter under a bubblewrap command line like the runner's (namespaces, read-only system,
 * skill and tmpfs, privilege drop when root, limits): what the kernel and bwrap cost, without executeSkill.
 */
function bareBwrapArgs(interpreter, dir, file) {
  const root = process.getuid?.() === 0;
  const sys = ['/usr', '/bin', '/sbin', '/lib', '/lib64'].flatMap((d) => {
    try {
      return lstatSync(d).isSymbolicLink() ? ['--symlink', readlinkSync(d), d] : ['--ro-bind', d, d];
    } catch {
      return [];
    }
  });
  return [
    ...(root
      ? ['--unshare-ipc', '--unshare-pid', '--unshare-uts', '--unshare-cgroup-try', '--unshare-net']
      : ['--unshare-all']),
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    ...(root ? ['--cap-add', 'CAP_SETUID', '--cap-add', 'CAP_SETGID', '--cap-add', 'CAP_SETPCAP'] : []),
    ...sys,
    '--perms',
    '0755',
    '--dir',
    '/etc',
    '--ro-bind-try',
    '/etc/ld.so.cache',
    '/etc/ld.so.cache',
    '--ro-bind-try',
    '/etc/ssl',
    '/etc/ssl',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--perms',
    '1777',
    '--size',
    String(256 * MiB),
    '--tmpfs',
    '/tmp',
    '--perms',
    '0755',
    '--dir',
    dirname(dir),
    '--ro-bind',
    dir,
    dir,
    '--chdir',
    dir,
    '--',
    ...(root
      ? [
          '/usr/bin/setpriv',
          '--reuid=65534',
          '--regid=65534',
          '--clear-groups',
          '--inh-caps=-all',
          '--bounding-set=-all',
          '--no-new-privs',
          '--',
        ]
      : []),
    '/usr/bin/prlimit',
    '--nproc=256',
    `--as=${2 * 1024 * MiB}`,
    '--cpu=31',
    `--fsize=${256 * MiB}`,
    '--nofile=1024',
    '--core=0',
    '--',
    interpreter,
    file,
  ];
}

const pool = createSandboxPool();

async function execute(skill, mode, input) {
  const started = performance.now();
  const sandbox = mode === 'pool' ? 'bwrap' : mode;
  const result = await executeSkill({
    skill,
    input,
    sandbox,
    hostEnv,
    ...(mode === 'pool' ? { sandboxPool: pool } : {}),
  });
  const ms = performance.now() - started;
  if (!result.success || result.output.n !== input.n) throw new Error(`executeSkill failed: ${result.error}`);
  return ms;
}

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const fmt = (ms) => ms.toFixed(1);
const signed = (ms) => `${ms < 0 ? '−' : '+'}${fmt(Math.abs(ms))}`;

const rows = [['runtime', 'variant', 'median (ms)', 'p95 (ms)', 'overhead median', 'overhead p95', 'goal']];
for (const s of skills) {
  const { skill } = await loadSkillPackage(s.dir);
  const modes = HAS_BWRAP ? ['none', 'bwrap', 'pool'] : ['none'];
  const times = { bare: [], bareBwrap: [], none: [], bwrap: [], pool: [] };
  // Warm-up: interpreter resolution, sandbox probe, file caches.
  for (const mode of modes) await execute(skill, mode, { n: 0 });
  await bareSpawn(s.interpreter, s.dir, s.file, { n: 0 });
  // Round-robin with a rotating start, so no variant always runs right after another one's teardown.
  const variants = ['bare', ...(HAS_BWRAP ? ['bareBwrap'] : []), ...modes];
  for (let i = 1; i <= RUNS; i++) {
    for (let k = 0; k < variants.length; k++) {
      const variant = variants[(i + k) % variants.length];
      times[variant].push(
        variant === 'bare' || variant === 'bareBwrap'
          ? await bareSpawn(s.interpreter, s.dir, s.file, { n: i }, variant === 'bareBwrap')
          : await execute(skill, variant, { n: i }),
      );
    }
  }
  const baseMed = median(times.bare);
  const baseP95 = p95(times.bare);
  rows.push([s.runtime, 'bare spawn (baseline)', fmt(baseMed), fmt(baseP95), '', '', '']);
  if (HAS_BWRAP) {
    const med = median(times.bareBwrap);
    const tail = p95(times.bareBwrap);
    rows.push([
      s.runtime,
      'bare spawn under bwrap (for reference)',
      fmt(med),
      fmt(tail),
      `${signed(med - baseMed)} (${(med / baseMed).toFixed(2)}×)`,
      signed(tail - baseP95),
      '',
    ]);
  }
  for (const mode of modes) {
    const med = median(times[mode]);
    const tail = p95(times[mode]);
    const goal = mode === 'none' ? 10 : 20;
    const met = med - baseMed <= goal && tail - baseP95 <= goal;
    rows.push([
      s.runtime,
      mode === 'pool' ? 'executeSkill, sandbox bwrap, warm pool' : `executeSkill, sandbox ${mode}`,
      fmt(med),
      fmt(tail),
      `${signed(med - baseMed)} (${(med / baseMed).toFixed(2)}×)`,
      signed(tail - baseP95),
      `≤ +${goal} ms: ${met ? 'met' : 'not met'}`,
    ]);
  }
}
printTable(`executeSkill overhead vs bare spawn, ${RUNS} runs each, interleaved`, rows);
const { hits, misses } = pool.stats();
console.log(`warm pool: ${hits} runs took a waiting sandbox, ${misses} started their own`);
pool.close();
rmSync(root, { recursive: true, force: true });

// Masking: 100 MiB of log-like text with planted secrets, in 64 KiB chunks as a pipe delivers them.
const secrets = [
  'sk-live-4f3c2b1a0987654321',
  'postgres://svc:Pa55w0rd!@db:5432/app',
  'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
];
const words = [
  'request',
  'ok',
  'GET',
  '/api/v1/items',
  '200',
  'user=42',
  'latency_ms=13',
  'cache=miss',
  '{"a":1}',
];
let block = '';
let seed = 7;
while (block.length < 4 * MiB) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  block += seed % 97 === 0 ? ` ${secrets[seed % 3]} ` : `${words[seed % words.length]} `;
  if (seed % 11 === 0) block += '\n';
}
const chunkSize = 64 * 1024;
const buffers = [];
const bytes = Buffer.from(block, 'utf8');
for (let i = 0; i < bytes.length; i += chunkSize) buffers.push(bytes.subarray(i, i + chunkSize));
const passes = Math.ceil((100 * MiB) / bytes.length);
const totalBytes = passes * bytes.length;

function timeIt(fn) {
  const samples = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    fn();
    samples.push(performance.now() - started);
  }
  return median(samples);
}
let sink = 0;
// Baseline: what every pipe read costs anyway, decoding the bytes to text.
const decodeMs = timeIt(() => {
  for (let p = 0; p < passes; p++) {
    const decoder = new StringDecoder('utf8');
    for (const b of buffers) sink += decoder.write(b).length;
  }
});
const pipelineMs = timeIt(() => {
  const masker = createSecretMasker(secrets);
  for (let p = 0; p < passes; p++) {
    const decoder = new StringDecoder('utf8');
    for (const b of buffers) sink += masker.mask(decoder.write(b)).length;
  }
  sink += masker.flush().length;
});
const mbps = (ms) => Math.round(totalBytes / 1e6 / (ms / 1000));
const maskOnly = mbps(pipelineMs - decodeMs);
printTable(`masking ${(totalBytes / MiB).toFixed(0)} MiB of output in 64 KiB chunks, 3 secrets (17 forms)`, [
  ['variant', 'time (ms)', 'MB/s', 'vs baseline', 'goal'],
  ['decode only (baseline)', decodeMs.toFixed(0), mbps(decodeMs), '1.00×', ''],
  [
    'decode + createSecretMasker',
    pipelineMs.toFixed(0),
    mbps(pipelineMs),
    `${(pipelineMs / decodeMs).toFixed(2)}×`,
    '',
  ],
  [
    'masking alone (difference)',
    (pipelineMs - decodeMs).toFixed(0),
    maskOnly,
    '',
    `≥ 200 MB/s: ${maskOnly >= 200 ? 'met' : 'not met'}`,
  ],
]);
process.stdout.write(
  `\nLoad average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; sink ${sink % 10}\n`,
);
