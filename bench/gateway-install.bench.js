// The gateway's install route (`POST /api/skills/install`, a dry run: extract, validate, SkillScan) called
// several times in a row in one fresh gateway process: what the first requests of a long-lived server
// pay. The scanner compiles its wasm grammars with V8's baseline compiler only (see load-grammars.ts);
// the second setting runs the whole process with `--liftoff-only`, the floor for that. Each round starts
// one child per setting, alternating, so both meet the same load; medians per request index are reported.
//
// Run after building: `npm run build && node bench/gateway-install.bench.js`.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateScanCorpus } from './generate-scan-corpus.js';
import { median, printTable } from './report.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5);
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
/** Skills of the scan corpus whose scripts go into the one uploaded package (three scripts each). */
const SOURCE_SKILLS = 40;
const PASSWORD = 'bench password for the gateway';
const SETTINGS = [
  ['as `serve` runs', []],
  ['whole process --liftoff-only', ['--liftoff-only']],
];

if (process.argv[2] === 'child') {
  const archive = readFileSync(process.argv[3]);
  const { startGateway } = await import('@skillport/server');
  const dataDir = mkdtempSync(join(tmpdir(), 'skillport-gateway-install-bench-'));
  const gateway = await startGateway({ dataDir, port: 0, adminPassword: PASSWORD, logLevel: 'silent' });
  const base = gateway.url.replace(/\/$/, '');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { token } = await login.json();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const form = new FormData();
    form.set('file', new Blob([archive]), 'upload.skill');
    form.set('dryRun', 'true');
    const start = performance.now();
    const res = await fetch(`${base}/api/skills/install`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.text();
    times.push(performance.now() - start);
    if (!res.ok) throw new Error(`install answered ${res.status}: ${body.slice(0, 300)}`);
  }
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.send(times);
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'skillport-gateway-install-bench-'));
try {
  const corpus = join(work, 'corpus');
  await generateScanCorpus({ dir: corpus, count: SOURCE_SKILLS });
  const source = join(work, 'bench-upload');
  mkdirSync(join(source, 'scripts'), { recursive: true });
  writeFileSync(
    join(source, 'SKILL.md'),
    '---\nname: bench-upload\ndescription: Benchmark package with many small scripts.\n---\n# Bench\nRun scripts/ as needed.\n',
  );
  let scripts = 0;
  for (let i = 0; i < SOURCE_SKILLS; i++) {
    const skill = join(corpus, `skill-${String(i).padStart(4, '0')}`, 'scripts');
    for (const name of readdirSync(skill)) {
      writeFileSync(join(source, 'scripts', `${i}-${name}`), readFileSync(join(skill, name)));
      scripts++;
    }
  }
  const { packSkill } = await import('@skillport/core');
  const archive = join(work, 'bench-upload.skill');
  await packSkill(source, { output: archive });

  const self = fileURLToPath(import.meta.url);
  const runChild = (flags) =>
    new Promise((resolve, reject) => {
      const child = fork(self, ['child', archive], { execArgv: flags, stdio: 'inherit' });
      child.once('message', resolve);
      child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`child exited ${code}`))));
    });
  const results = new Map(SETTINGS.map(([label]) => [label, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, flags] of SETTINGS) results.get(label).push(await runChild(flags));
  }
  const rows = [['V8 setting', ...Array.from({ length: REQUESTS }, (_, i) => `request ${i + 1} (ms)`)]];
  for (const [label, runs] of results) {
    rows.push([
      label,
      ...Array.from({ length: REQUESTS }, (_, i) => median(runs.map((r) => r[i])).toFixed(0)),
    ]);
  }
  printTable(
    `Gateway install route, dry run, ${scripts} scripts + SKILL.md, fresh process per round (median of ${ROUNDS})`,
    rows,
  );
  process.stdout.write(
    `\nload average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${os.cpus().length} CPUs; Node ${process.version}\n`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
