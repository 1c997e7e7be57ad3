// Request throughput and latency of `GET /api/skills` (1,000 custom skills, admin caller, authorization
// on) and `GET /healthz` on the real gateway over loopback HTTP, against a bare Hono app on
// @hono/node-server answering the same bytes, with the same keep-alive client (node:http Agent, 32
// connections), in the same run. Two gateways: the RBAC provider, and the Cedar provider with a policy
// set for 1,000 roles (rbacToCedarPolicies of 1,000 roles × 10 rules, plus the admin role). All servers
// live in one child process so they share its conditions; the client runs in this process. Rounds
// alternate the servers because load on the shared machine drifts; medians are reported. Besides
// req/s, each round measures the server process's CPU time per answered request: on a loaded machine
// the client and other work decide the rate, while CPU per request is what the server itself costs.
// Then memory: the child's RSS (after a full GC) before and after 10,000 listing requests, 100 policy and
// skill reloads, and 10,000 more requests, per gateway.
//
// Run after building: `npm run build && node bench/gateway.bench.js`. GATEWAY_BENCH_CPU_PROF=<dir> writes a
// CPU profile of the servers' process there (GATEWAY_BENCH_RELOADS=1 keeps the memory part short).
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateRoles } from './generate-roles.js';
import { median, printTable } from './report.js';

const SKILL_COUNT = 1_000;
const ROLE_COUNT = 1_000;
const CONNECTIONS = 32;
const ROUND_MS = 2_000;
const ROUNDS = 5;
const MEMORY_REQUESTS = 10_000;
const MEMORY_RELOADS = Number(process.env.GATEWAY_BENCH_RELOADS ?? 100);
const PASSWORD = 'bench password for the gateway';
const GATEWAYS = ['rbac', 'cedar'];

/** 1,000 roles × 10 rules, plus an admin role that may do everything. */
const rolesConfig = () => ({ roles: { admin: {}, ...generateRoles(ROLE_COUNT).roles } });

async function startOne(kind, policyDir) {
  const { startGateway } = await import('@skillport/server');
  const { rbacToCedarPolicies } = await import('@skillport/core');
  const config = rolesConfig();
  let authorization;
  let file;
  if (kind === 'rbac') {
    file = join(policyDir, 'roles.json');
    writeFileSync(file, JSON.stringify(config));
    authorization = { provider: 'rbac', roles_file: file };
  } else {
    file = join(policyDir, 'policies.cedar');
    writeFileSync(file, rbacToCedarPolicies(config));
    authorization = { provider: 'cedar', policies_file: file, known_roles: Object.keys(config.roles) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), `skillport-gateway-bench-${kind}-`));
  const gateway = await startGateway({
    dataDir,
    port: 0,
    adminPassword: PASSWORD,
    logLevel: 'silent',
    authorization,
  });
  const base = gateway.url.replace(/\/$/, '');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { token } = await login.json();
  const custom = gateway.gateway.services.skills.customRoot;
  for (let i = 0; i < SKILL_COUNT; i++) {
    const name = `bench-skill-${String(i).padStart(4, '0')}`;
    mkdirSync(join(custom, name), { recursive: true });
    writeFileSync(
      join(custom, name, 'SKILL.md'),
      `---\nname: ${name}\ndescription: Benchmark skill number ${i}, which does thing ${i}.\n---\n# ${name}\n\nSteps.\n`,
    );
  }
  const reload = await fetch(`${base}/api/skills/reload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { authorization: authz } = await reload.json();
  if (!authz.reloaded) throw new Error(`${kind}: policy did not load: ${authz.error}`);
  return { gateway, dataDir, base, token, policyFile: file };
}

async function serveAll() {
  const { serve } = await import('@hono/node-server');
  const { Hono } = await import('hono');
  const policyDir = mkdtempSync(join(tmpdir(), 'skillport-gateway-bench-policy-'));
  const gateways = {};
  for (const kind of GATEWAYS) gateways[kind] = await startOne(kind, policyDir);
  const reference = gateways.rbac;
  const bodies = {};
  for (const route of ['/api/skills', '/healthz']) {
    const res = await fetch(`${reference.base}${route}`, {
      headers: { authorization: `Bearer ${reference.token}` },
    });
    bodies[route] = Buffer.from(await res.arrayBuffer());
  }
  const cedarList = await fetch(`${gateways.cedar.base}/api/skills`, {
    headers: { authorization: `Bearer ${gateways.cedar.token}` },
  });
  if (!Buffer.from(await cedarList.arrayBuffer()).equals(bodies['/api/skills'])) {
    throw new Error('the Cedar gateway lists different skills than the RBAC one');
  }
  const bare = new Hono();
  for (const [route, body] of Object.entries(bodies)) {
    bare.get(route, (c) => c.body(body, 200, { 'content-type': 'application/json' }));
  }
  const bareServer = await new Promise((resolve) => {
    const s = serve({ fetch: bare.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const sizes = Object.fromEntries(Object.entries(bodies).map(([k, v]) => [k, v.length]));
  process.send({
    servers: {
      ...Object.fromEntries(
        GATEWAYS.map((kind) => [
          kind,
          { base: gateways[kind].base, token: gateways[kind].token, policyFile: gateways[kind].policyFile },
        ]),
      ),
      bare: { base: `http://127.0.0.1:${bareServer.address().port}`, token: reference.token },
    },
    sizes,
  });
  process.on('message', async (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ cpu: user + system });
      return;
    }
    if (message === 'rss') {
      globalThis.gc?.();
      globalThis.gc?.();
      process.send({ rss: process.memoryUsage().rss });
      return;
    }
    bareServer.close();
    for (const { gateway, dataDir } of Object.values(gateways)) {
      await gateway.close({ graceMs: 0 });
      rmSync(dataDir, { recursive: true, force: true });
    }
    rmSync(policyDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** CONNECTIONS concurrent request loops, for ROUND_MS or until `count` requests; rate, latency, errors. */
async function load(server, route, { count } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(route, server.base);
  const latencies = [];
  let errors = 0;
  let started = 0;
  const once = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const req = http.get(url, { agent, headers: { authorization: `Bearer ${server.token}` } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(performance.now() - t0);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const deadline = performance.now() + ROUND_MS;
  const t0 = performance.now();
  const more = () => (count === undefined ? performance.now() < deadline : started < count);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (more()) {
        started++;
        await once();
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { rps: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99), errors, count: latencies.length };
}

async function main() {
  const child = fork(new URL(import.meta.url).pathname, ['serve'], {
    stdio: 'inherit',
    // GATEWAY_BENCH_CPU_PROF=<dir>: a V8 CPU profile of the servers' process, written when it stops.
    execArgv: [
      '--expose-gc',
      ...(process.env.GATEWAY_BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.GATEWAY_BENCH_CPU_PROF}`]
        : []),
    ],
  });
  const info = await new Promise((resolve) => child.once('message', resolve));
  const ask = () =>
    new Promise((resolve) => {
      child.once('message', (m) => resolve(m.rss));
      child.send('rss');
    });
  /** The server process's CPU time so far (µs): per request it is steadier than req/s under load. */
  const cpu = () =>
    new Promise((resolve) => {
      child.once('message', (m) => resolve(m.cpu));
      child.send('cpu');
    });
  /** One round, with the server process's CPU time per answered request. */
  const round = async (server, route) => {
    const before = await cpu();
    const result = await load(server, route);
    const used = (await cpu()) - before;
    return { ...result, cpuUs: used / Math.max(1, result.count) };
  };
  const { servers } = info;
  const rows = [
    [
      'route',
      'server',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'req/s vs bare',
      'server CPU µs/req',
      'bare CPU / this CPU',
      'body bytes',
    ],
  ];
  const plan = [
    ['/api/skills', [...GATEWAYS, 'bare']],
    ['/healthz', ['rbac', 'bare']],
  ];
  // GATEWAY_BENCH=memory skips the throughput rounds (the memory part alone takes minutes).
  for (const [route, names] of process.env.GATEWAY_BENCH === 'memory' ? [] : plan) {
    const samples = Object.fromEntries(names.map((n) => [n, []]));
    for (const name of names) await load(servers[name], route); // warm-up
    for (let r = 0; r < ROUNDS; r++) {
      // Rotating start: no server always runs right after the same one.
      for (let k = 0; k < names.length; k++) {
        const name = names[(r + k) % names.length];
        samples[name].push(await round(servers[name], route));
      }
    }
    const summary = (s) => ({
      rps: median(s.map((x) => x.rps)),
      p50: median(s.map((x) => x.p50)),
      p99: median(s.map((x) => x.p99)),
      errors: s.reduce((n, x) => n + x.errors, 0),
      cpuUs: median(s.map((x) => x.cpuUs)),
    });
    const bare = summary(samples.bare);
    for (const name of names) {
      const m = summary(samples[name]);
      rows.push([
        route,
        name === 'bare' ? 'bare Hono' : `gateway (${name})`,
        m.rps.toFixed(0),
        m.p50.toFixed(1),
        m.p99.toFixed(1),
        m.errors,
        `${((m.rps / bare.rps) * 100).toFixed(0)}%`,
        m.cpuUs.toFixed(0),
        `${((bare.cpuUs / m.cpuUs) * 100).toFixed(0)}%`,
        info.sizes[route],
      ]);
    }
  }
  if (rows.length > 1)
    printTable(
      `Gateway vs bare Hono over loopback (${CONNECTIONS} connections, ${SKILL_COUNT} custom skills, median of ${ROUNDS} × ${ROUND_MS} ms)`,
      rows,
    );

  const memory = [
    [
      'gateway',
      'RSS start MiB',
      `after ${MEMORY_REQUESTS} req`,
      `after ${MEMORY_RELOADS} reloads`,
      `after ${MEMORY_REQUESTS} more req`,
      'growth MiB',
      'errors',
      'ms per reload',
    ],
  ];
  const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  const measured = process.env.GATEWAY_BENCH_GATEWAYS?.split(',') ?? GATEWAYS;
  for (const name of measured) {
    const server = servers[name];
    const start = await ask();
    const first = await load(server, '/api/skills', { count: MEMORY_REQUESTS });
    const afterRequests = await ask();
    let reloadErrors = 0;
    const reloadsStarted = performance.now();
    // GATEWAY_BENCH_CHANGE=1: each Cedar reload reads a changed file (one more policy for the caller's
    // role), so every reload parses new policies and a new slice; an unchanged file is the default.
    const changing = process.env.GATEWAY_BENCH_CHANGE === '1' && name === 'cedar';
    const original = changing ? readFileSync(server.policyFile, 'utf8') : '';
    for (let i = 0; i < MEMORY_RELOADS; i++) {
      if (changing) {
        // Renamed into place, as a deployment would: the watcher must never read a half-written file
        // (an empty Cedar file is a valid policy that denies everything).
        writeFileSync(
          `${server.policyFile}.next`,
          `${original}\npermit (principal in Skillport::Role::"admin", action, resource == Skillport::Tool::"reload-${i}");\n`,
        );
        renameSync(`${server.policyFile}.next`, server.policyFile);
      }
      const res = await fetch(`${server.base}/api/skills/reload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.token}` },
      });
      const body = await res.json();
      if (res.status !== 200 || !body.authorization.reloaded) reloadErrors++;
      if ((i + 1) % 10 === 0) process.stderr.write(`${name}: ${i + 1} reloads\n`);
    }
    const reloadMs = (performance.now() - reloadsStarted) / MEMORY_RELOADS;
    const afterReloads = await ask();
    const second = await load(server, '/api/skills', { count: MEMORY_REQUESTS });
    const end = await ask();
    memory.push([
      name,
      mib(start),
      mib(afterRequests),
      mib(afterReloads),
      mib(end),
      `${end >= start ? '+' : ''}${mib(end - start)}`,
      first.errors + second.errors + reloadErrors,
      reloadMs.toFixed(0),
    ]);
    // Printed as it comes: the reloads take minutes on a loaded machine.
    process.stderr.write(`${memory.at(-1).join(' | ')}\n`);
  }
  printTable(
    'Memory of the gateway process (RSS after a full GC; one child process serves all servers)',
    memory,
  );
  child.send('stop');
}

if (process.argv[2] === 'serve') await serveAll();
else await main();
