// Request throughput and latency of `GET /api/skills` (1,000 custom skills, admin caller) and `GET /healthz`
// on the real gateway over loopback HTTP, against a bare Hono app on @hono/node-server answering the same
// bytes, with the same keep-alive client (node:http Agent, 32 connections), in the same run. Both servers
// live in one child process so they share its conditions; the client runs in this process. Rounds
// alternate gateway and bare because load on the shared machine drifts; medians are reported.
//
// Run after building: `npm run build && node bench/gateway.bench.js`.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, printTable } from './report.js';

const SKILL_COUNT = 1_000;
const CONNECTIONS = 32;
const ROUND_MS = 2_000;
const ROUNDS = 5;
const PASSWORD = 'bench password for the gateway';

async function serveBoth() {
  const { serve } = await import('@hono/node-server');
  const { Hono } = await import('hono');
  const { startGateway } = await import('@skillport/server');
  const dataDir = mkdtempSync(join(tmpdir(), 'skillport-gateway-bench-'));
  const gateway = await startGateway({ dataDir, port: 0, adminPassword: PASSWORD, logLevel: 'silent' });
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
  await fetch(`${base}/api/skills/reload`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const bodies = {};
  for (const route of ['/api/skills', '/healthz']) {
    const res = await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${token}` } });
    bodies[route] = Buffer.from(await res.arrayBuffer());
  }
  const bare = new Hono();
  for (const [route, body] of Object.entries(bodies)) {
    bare.get(route, (c) => c.body(body, 200, { 'content-type': 'application/json' }));
  }
  const bareServer = await new Promise((resolve) => {
    const s = serve({ fetch: bare.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const sizes = Object.fromEntries(Object.entries(bodies).map(([k, v]) => [k, v.length]));
  process.send({ gateway: base, bare: `http://127.0.0.1:${bareServer.address().port}`, token, sizes });
  process.on('message', async () => {
    bareServer.close();
    await gateway.close({ graceMs: 0 });
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** CONNECTIONS concurrent request loops for ROUND_MS; returns requests/s, latency percentiles and errors. */
async function load(base, route, token) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(route, base);
  const latencies = [];
  let errors = 0;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const deadline = performance.now() + ROUND_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { rps: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99), errors };
}

async function main() {
  const child = fork(new URL(import.meta.url).pathname, ['serve'], { stdio: 'inherit' });
  const info = await new Promise((resolve) => child.once('message', resolve));
  const rows = [['route', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'req/s vs bare', 'body bytes']];
  for (const route of ['/api/skills', '/healthz']) {
    const samples = { gateway: [], bare: [] };
    await load(info.gateway, route, info.token); // warm-up
    await load(info.bare, route, info.token);
    for (let r = 0; r < ROUNDS; r++) {
      for (const server of ['gateway', 'bare'])
        samples[server].push(await load(info[server], route, info.token));
    }
    const summary = (s) => ({
      rps: median(s.map((x) => x.rps)),
      p50: median(s.map((x) => x.p50)),
      p99: median(s.map((x) => x.p99)),
      errors: s.reduce((n, x) => n + x.errors, 0),
    });
    const g = summary(samples.gateway);
    const b = summary(samples.bare);
    for (const [server, m] of [
      ['gateway', g],
      ['bare Hono', b],
    ]) {
      rows.push([
        route,
        server,
        m.rps.toFixed(0),
        m.p50.toFixed(1),
        m.p99.toFixed(1),
        m.errors,
        `${((m.rps / b.rps) * 100).toFixed(0)}%`,
        info.sizes[route],
      ]);
    }
  }
  printTable(
    `Gateway vs bare Hono over loopback (${CONNECTIONS} connections, ${SKILL_COUNT} custom skills, median of ${ROUNDS} × ${ROUND_MS} ms)`,
    rows,
  );
  child.send('stop');
}

if (process.argv[2] === 'serve') await serveBoth();
else await main();
