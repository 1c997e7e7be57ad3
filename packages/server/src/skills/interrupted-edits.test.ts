import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillZip } from '../test-support/build-zip.js';
import { ADMIN_PASSWORD, createHarness } from '../test-support/gateway-harness.js';
import { loadThenWait, spawnKillable } from '../test-support/killable-child.js';

/**
 * SIGKILL a real gateway process while it edits a skill, at many points, then start again: the skill
 * is always wholly one version (the state after edit k, for some k), staging is gone, the history
 * matches what is installed, and the next edit works. The child runs the built gateway
 * (`npm run build` first, as `npm test` does): the bundle the package exports.
 */
const DIST = fileURLToPath(new URL('../../dist/bundle/index.js', import.meta.url));
const KILLS = 10;

const CHILD = `${loadThenWait(DIST)}
const [dataDir] = process.argv.slice(2);
const g = await createGateway({ dataDir, adminPassword: ${JSON.stringify(ADMIN_PASSWORD)}, logLevel: 'silent', publicSkillsDir: null });
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
  process.stdout.write('edited ' + k + ' ' + Date.now() + '\\n');
  // Every other edit goes back one version and forward again, so rollbacks are killed too.
  if (k % 2 === 0) {
    const history = await (await send('/api/skills/custom/victim/history', { headers })).json();
    const back = history.versions[1].version;
    await send('/api/skills/custom/victim/rollback', { method: 'POST', headers, body: JSON.stringify({ version: back }) });
    await send('/api/skills/custom/victim/rollback', { method: 'POST', headers, body: JSON.stringify({ version: history.versions[0].version }) });
  }
}
`;

let work: string;
let dataDir: string;
let script: string;

beforeAll(async () => {
  if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run npm run build first (npm test does).`);
  work = mkdtempSync(path.join(tmpdir(), 'skillport-kill-'));
  dataDir = path.join(work, 'data');
  script = path.join(work, 'child.mjs');
  writeFileSync(script, CHILD);
  const h = await createHarness({ dataDir, publicSkillsDir: null });
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(skillZip('victim', { 'state.txt': '0\n' }))]), 'victim.skill');
  const res = await h.request('/api/skills/install', { method: 'POST', token: await h.login(), body: form });
  expect(res.status).toBe(201);
  await h.close();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The package must be exactly the state after some edit k: state.txt says k, steps 1..k exist. */
function assertWhole(dir: string): number {
  const k = Number(readFileSync(path.join(dir, 'state.txt'), 'utf8').trim());
  const steps = existsSync(path.join(dir, 'steps')) ? readdirSync(path.join(dir, 'steps')).sort() : [];
  const expected = Array.from({ length: k }, (_, i) => `step-${i + 1}.md`).sort();
  expect(steps).toEqual(expected);
  return k;
}

describe('a gateway killed while editing', () => {
  it(`leaves the skill wholly one version at each of ${KILLS} kill points`, {
    timeout: 120_000,
  }, async () => {
    const versions: number[] = [];
    let next = spawnKillable(script, [dataDir]);
    try {
      for (let i = 0; i < KILLS; i++) {
        const child = next;
        await child.start();
        // Every other kill comes after the child's first edit, so the edits make progress however
        // loaded the machine is. The delays spread the kills over the edit cycle (milliseconds long):
        // early in staging, mid-scan, around the renames.
        if (i % 2 === 1) await child.printed('edited ');
        await new Promise((resolve) => setTimeout(resolve, (i * 211) % 300));
        await child.kill();
        // The next child loads the gateway while this one's remains are checked; it starts after.
        if (i + 1 < KILLS) next = spawnKillable(script, [dataDir]);
        await expectWholeAfterRestart(versions);
      }
    } finally {
      await next.kill();
    }
    // The kills landed after some progress, not all before the first edit.
    expect(Math.max(...versions)).toBeGreaterThan(1);
  });
});

/** Starts a gateway on the killed one's data: the skill is whole, nothing is staged, the history agrees. */
async function expectWholeAfterRestart(versions: number[]): Promise<void> {
  const h = await createHarness({ dataDir, publicSkillsDir: null });
  try {
    const root = h.gateway.services.skills.customRoot;
    const k = assertWhole(path.join(root, 'victim'));
    versions.push(k);
    const edits = path.join(dataDir, 'edits');
    expect(existsSync(edits) ? readdirSync(edits) : []).toEqual([]);
    expect(readdirSync(path.join(root, '.skillport', 'staging'))).toEqual([]);
    const token = await h.login();
    const got = (await (await h.request('/api/skills/custom/victim', { token })).json()) as {
      digest: string;
    };
    const history = (await (await h.request('/api/skills/custom/victim/history', { token })).json()) as {
      currentDigest: string;
      versions: { digest: string }[];
    };
    expect(history.versions[0]!.digest).toBe(got.digest);
  } finally {
    await h.close();
  }
}

describe('start-up recovery of a change killed between its two renames', () => {
  it('puts back the last recorded version when the old one was moved aside but the new one not moved in', async () => {
    const { computePackageDigest } = await import('@skillport/core');
    const { chmodSync, mkdirSync, renameSync } = await import('node:fs');
    const h = await createHarness({ dataDir, publicSkillsDir: null });
    const root = h.gateway.services.skills.customRoot;
    const target = path.join(root, 'victim');
    const token = await h.login();
    const before = (await (await h.request('/api/skills/custom/victim', { token })).json()) as {
      digest: string;
    };
    await h.close();
    // What core's upgrade does first: the installed version goes to .skillport/history/<name>/.
    const parked = path.join(
      root,
      '.skillport',
      'history',
      'victim',
      `2030-01-01T00-00-00-000Z-${before.digest.slice(7)}`,
    );
    mkdirSync(path.dirname(parked), { recursive: true });
    chmodSync(target, 0o755);
    renameSync(target, parked);
    // And a staging folder the killed process left behind.
    mkdirSync(path.join(root, '.skillport', 'staging', 'install-killed', 'skill'), { recursive: true });
    const again = await createHarness({ dataDir, publicSkillsDir: null });
    try {
      expect(existsSync(target)).toBe(true);
      expect(await computePackageDigest(target)).toBe(before.digest);
      expect(again.logs()).toContain('restored a skill whose change was interrupted');
      expect(readdirSync(path.join(root, '.skillport', 'staging'))).toEqual([]);
      const answer = await again.request('/api/skills/custom/victim', { token: await again.login() });
      expect(answer.status).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('records a version that was moved in but not yet recorded', async () => {
    const h = await createHarness({ dataDir, publicSkillsDir: null });
    const root = h.gateway.services.skills.customRoot;
    const history = async (g: typeof h) =>
      (await (await g.request('/api/skills/custom/victim/history', { token: await g.login() })).json()) as {
        currentDigest: string;
        versions: { digest: string; actorName: string | null }[];
      };
    const before = await history(h);
    await h.close();
    // The new files are in place (as after core's rename) but the process died before its row.
    const { chmodSync } = await import('node:fs');
    const dir = path.join(root, 'victim');
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, 'unrecorded.md'), 'x\n');
    const again = await createHarness({ dataDir, publicSkillsDir: null });
    try {
      const after = await history(again);
      expect(after.versions).toHaveLength(before.versions.length + 1);
      expect(after.versions[0]).toMatchObject({ digest: after.currentDigest, actorName: null });
      expect(after.currentDigest).not.toBe(before.currentDigest);
    } finally {
      await again.close();
    }
  });
});
