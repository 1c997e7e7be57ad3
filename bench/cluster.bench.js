// Two-node propagation (SPEC §10.3): time from an install's 201 on node A until node B serves the
// skill, two gateways in this process on one fresh PostgreSQL database with separate data dirs.
// Baseline, same run: a bare LISTEN/NOTIFY round trip between two pg clients on the same server,
// the floor any notification-driven propagation pays.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packSkill } from '@skillport/core';
import { createGateway } from '@skillport/server';
import pg from 'pg';
import { median, printTable } from './report.js';

const POSTGRES_URL =
  process.env.SKILLPORT_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = 40;
const GOAL_MS = 1_000;
const PASSWORD = 'bench admin password';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function notifyRoundTrips(url, rounds) {
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Client({ connectionString: url });
  await Promise.all([listener.connect(), sender.connect()]);
  await listener.query('listen bench_channel');
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const received = new Promise((resolve) => listener.once('notification', resolve));
    const start = performance.now();
    await sender.query(`select pg_notify('bench_channel', '${i}')`);
    await received;
    times.push(performance.now() - start);
  }
  await Promise.all([listener.end(), sender.end()]);
  return times;
}

const name = `skillport_bench_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
try {
  await admin.connect();
} catch (error) {
  process.stderr.write(`cluster bench needs PostgreSQL at ${POSTGRES_URL}: ${error.message}\n`);
  process.exit(1);
}
await admin.query(`create database ${name}`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
const work = await mkdtemp(join(tmpdir(), 'skillport-cluster-bench-'));
let a;
let b;
try {
  const common = { database: url.href, adminPassword: PASSWORD, logLevel: 'silent' };
  a = await createGateway({ ...common, dataDir: join(work, 'a') });
  b = await createGateway({ ...common, dataDir: join(work, 'b') });
  const login = await a.app.request('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };

  const archives = [];
  for (let i = 0; i < ROUNDS + 2; i++) {
    const skill = `bench-propagate-${i}`;
    const dir = join(work, 'src', skill);
    await mkdir(join(dir, 'references'), { recursive: true });
    await writeFile(
      join(dir, 'SKILL.md'),
      `---\nname: ${skill}\ndescription: Propagation benchmark skill ${i}.\n---\n# ${skill}\n\nRead references/guide.md.\n`,
    );
    await writeFile(join(dir, 'references', 'guide.md'), `${'A line of guidance.\n'.repeat(200)}`);
    const output = join(work, `${skill}.skill`);
    await packSkill(dir, { output });
    archives.push({ skill, bytes: await readFile(output) });
  }

  const notify = await notifyRoundTrips(url.href, ROUNDS);
  const propagation = [];
  const installs = [];
  for (const [i, { skill, bytes }] of archives.entries()) {
    const form = new FormData();
    form.set('file', new Blob([bytes]), `${skill}.skill`);
    const started = performance.now();
    const res = await a.app.request('http://localhost/api/skills/install', {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (res.status !== 201) throw new Error(`install ${skill}: ${res.status} ${await res.text()}`);
    const installed = performance.now();
    for (;;) {
      const seen = await b.app.request(`http://localhost/api/skills/${skill}`, { headers: auth });
      if (seen.status === 200) break;
      if (performance.now() - installed > 10_000) throw new Error(`${skill} never reached node B`);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    // The first two warm both nodes (JIT, pools, registries) and are not counted.
    if (i < 2) continue;
    propagation.push(performance.now() - installed);
    installs.push(installed - started);
  }

  const row = (what, values, ratio, goal = '') => [
    what,
    median(values).toFixed(1),
    percentile(values, 95).toFixed(1),
    percentile(values, 99).toFixed(1),
    ratio,
    goal,
  ];
  const baseline = median(notify);
  const p99 = percentile(propagation, 99);
  printTable(
    `Two-node propagation, ${ROUNDS} installs (PostgreSQL ${(await admin.query('show server_version')).rows[0].server_version})`,
    [
      ['measure', 'median (ms)', 'p95 (ms)', 'p99 (ms)', 'median vs baseline', 'goal'],
      row('bare LISTEN/NOTIFY round trip (baseline)', notify, '1.00×'),
      row(
        'install on A: request → 201 (for reference)',
        installs,
        `${(median(installs) / baseline).toFixed(1)}×`,
      ),
      row(
        'install 201 on A → served by B',
        propagation,
        `${(median(propagation) / baseline).toFixed(1)}×`,
        `p99 ≤ ${GOAL_MS} ms: ${p99 <= GOAL_MS ? 'met' : 'not met'}`,
      ),
    ],
  );
} finally {
  await a?.close({ graceMs: 1_000 });
  await b?.close({ graceMs: 1_000 });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(work, { recursive: true, force: true });
}
