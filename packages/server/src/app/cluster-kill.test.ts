import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillZip } from '../test-support/build-zip.js';
import { ADMIN_PASSWORD, createHarness, type GatewayHarness } from '../test-support/gateway-harness.js';
import { loadThenWait, spawnKillable } from '../test-support/killable-child.js';
import { createTestDatabase, postgresAvailable } from '../test-support/postgres-test-database.js';

/**
 * SIGKILL a real gateway process in PostgreSQL mode while it edits and rolls back a skill, then start
 * it again beside a second node: both serve the same whole version, the one the shared record and the
 * history name (the record is the commit point). The child runs the built gateway (`npm run build`).
 */
const DIST = fileURLToPath(new URL('../../dist/bundle/index.js', import.meta.url));
const KILLS = 6;
const withPostgres = await postgresAvailable();

const CHILD = `${loadThenWait(DIST)}
const [dataDir, database] = process.argv.slice(2);
const g = await createGateway({ dataDir, database, adminPassword: ${JSON.stringify(ADMIN_PASSWORD)}, logLevel: 'silent', publicSkillsDir: null });
const send = (p, init) => g.app.request('http://localhost' + p, init);
const login = await send('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ${JSON.stringify(ADMIN_PASSWORD)} }) });
const { token } = await login.json();
const headers = { authorization: 'Bearer ' + token, 'content-type': 'application/json' };
const current = await (await send('/api/skills/custom/victim', { headers })).json();
let k = Number((current.files.find((f) => f.path === 'state.txt')?.content ?? '0').trim());
process.stdout.write('ready\\n');
for (;;) {
  k++;
  const files = { 'state.txt': k + '\\n', ['steps/step-' + k + '.md']: 'step ' + k + '\\n'.repeat(50) };
  const res = await send('/api/skills/custom/victim', { method: 'PUT', headers, body: JSON.stringify({ files }) });
  if (res.status !== 200) { process.stderr.write('edit failed ' + res.status + ' ' + (await res.text()) + '\\n'); process.exit(1); }
  process.stdout.write('edited ' + k + '\\n');
  if (k % 2 === 0) {
    const history = await (await send('/api/skills/custom/victim/history', { headers })).json();
    await send('/api/skills/custom/victim/rollback', { method: 'POST', headers, body: JSON.stringify({ version: history.versions[1].version }) });
    await send('/api/skills/custom/victim/rollback', { method: 'POST', headers, body: JSON.stringify({ version: history.versions[0].version }) });
  }
}
`;

let work: string;
let dataDir: string;
let script: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  if (!withPostgres) return;
  if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run npm run build first (npm test does).`);
  database = await createTestDatabase();
  work = mkdtempSync(path.join(tmpdir(), 'skillport-cluster-kill-'));
  dataDir = path.join(work, 'a');
  script = path.join(work, 'child.mjs');
  writeFileSync(script, CHILD);
  const h = await createHarness({ dataDir, database: database.url, publicSkillsDir: null });
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(skillZip('victim', { 'state.txt': '0\n' }))]), 'victim.skill');
  const res = await h.request('/api/skills/install', { method: 'POST', token: await h.login(), body: form });
  expect(res.status).toBe(201);
  await h.close();
});
afterAll(async () => {
  if (!withPostgres) return;
  rmSync(work, { recursive: true, force: true });
  await database.drop();
});

/** The package must be exactly the state after some edit k: state.txt says k, steps 1..k exist. */
function assertWhole(dir: string): number {
  const k = Number(readFileSync(path.join(dir, 'state.txt'), 'utf8').trim());
  const steps = existsSync(path.join(dir, 'steps')) ? readdirSync(path.join(dir, 'steps')).sort() : [];
  expect(steps).toEqual(Array.from({ length: k }, (_, i) => `step-${i + 1}.md`).sort());
  return k;
}

async function served(h: GatewayHarness, token: string) {
  const skill = (await (await h.request('/api/skills/custom/victim', { token })).json()) as {
    digest: string;
  };
  const history = (await (await h.request('/api/skills/custom/victim/history', { token })).json()) as {
    versions: { digest: string }[];
  };
  return { digest: skill.digest, newest: history.versions[0]!.digest };
}

describe.skipIf(!withPostgres)('a cluster node killed while editing', () => {
  it(`serves, with every other node, one whole recorded version at each of ${KILLS} kill points`, {
    timeout: 180_000,
  }, async () => {
    const versions: number[] = [];
    let next = spawnKillable(script, [dataDir, database.url]);
    try {
      for (let i = 0; i < KILLS; i++) {
        const child = next;
        await child.start();
        // As in interrupted-edits.test.ts: every other kill after the first edit, spread over the cycle.
        if (i % 2 === 1) await child.printed('edited ');
        await new Promise((resolve) => setTimeout(resolve, (i * 307) % 300));
        await child.kill();
        if (i + 1 < KILLS) next = spawnKillable(script, [dataDir, database.url]);
        versions.push(await expectOneVersionAfterRestart());
      }
    } finally {
      await next.kill();
    }
    expect(Math.max(...versions)).toBeGreaterThan(1);
  });
});

/** Restarts the killed node beside a second one: both serve the whole version the record names. */
async function expectOneVersionAfterRestart(): Promise<number> {
  const a = await createHarness({ dataDir, database: database.url, publicSkillsDir: null });
  const b = await createHarness({ database: database.url, publicSkillsDir: null });
  try {
    const root = a.gateway.services.skills.customRoot;
    const k = assertWhole(path.join(root, 'victim'));
    expect(readdirSync(path.join(root, '.skillport', 'staging'))).toEqual([]);
    assertWhole(path.join(b.gateway.services.skills.customRoot, 'victim'));
    const token = await a.login();
    const onA = await served(a, token);
    const onB = await served(b, token);
    expect(onA.digest).toBe(onB.digest);
    expect(onA.newest).toBe(onA.digest);
    const record = await a.gateway.services.stores.skillCluster.state('global', 'victim');
    expect(record?.digest).toBe(onA.digest);
    return k;
  } finally {
    await a.close();
    await b.close();
  }
}
