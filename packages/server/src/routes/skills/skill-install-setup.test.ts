import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../../test-support/build-zip.js';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';

const MARKER = 'setup-ran.marker';
// Printed by the script: it must never reach the response or the audit log.
const PRINTED = 'printed-by-setup-0123456789';
// The script builds the value at run time, so the script text (listed in the response) does not hold it.
const PRINT = 'P=printed-by; echo "$P-setup-0123456789"';

/** A .skill archive whose setup script writes a marker file inside the skill (relative to its folder). */
function setupSkill(name: string, script = `${PRINT}\n${PRINT} >&2\necho done > ${MARKER}\n`) {
  return buildZip([
    {
      name: `${name}/SKILL.md`,
      data: `---\nname: ${name}\ndescription: Needs a setup step.\n---\n# ${name}\n`,
    },
    { name: `${name}/skill.config.yaml`, data: 'runtime: bash\nsetup: { posix: scripts/setup.sh }\n' },
    { name: `${name}/scripts/setup.sh`, data: `#!/bin/sh\n${script}` },
  ]);
}

function upload(h: GatewayHarness, token: string, zip: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new Blob([zip]), 'upload.skill');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return h.request('/api/skills/install', { method: 'POST', token, body: form });
}

/** Every marker file anywhere under the gateway's data folder. */
function markers(h: GatewayHarness): string[] {
  return (readdirSync(h.dataDir, { recursive: true }) as string[]).filter((f) => path.basename(f) === MARKER);
}

interface InstallBody {
  skill: { name: string };
  setupConfirmed: boolean;
  setup: { ran: boolean; success: boolean; exitCode?: number | null; code?: string; error?: string };
}

async function setupAudit(h: GatewayHarness, token: string, target: string) {
  const res = await h.request(`/api/audit?action=skill.setup&target=${target}`, { token });
  return {
    text: await res.clone().text(),
    ...((await res.json()) as { entries: { outcome: string; details: Record<string, unknown> }[] }),
  };
}

describe('POST /api/skills/install with a setup script', () => {
  let h: GatewayHarness;
  let admin: string;
  beforeAll(async () => {
    h = await createHarness();
    admin = await h.login();
  });
  afterAll(() => h.close());

  it('never runs the script without confirmSetup', async () => {
    const res = await upload(h, admin, setupSkill('setup-unconfirmed'), { confirmSetup: 'false' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as InstallBody;
    expect(body).toMatchObject({ setupConfirmed: false, setup: { ran: false, success: true } });
    expect(markers(h)).toEqual([]);
    expect((await setupAudit(h, admin, 'setup-unconfirmed')).entries).toEqual([]);
  });

  it('runs a confirmed script inside the installed skill and audits it without its output', async () => {
    const res = await upload(h, admin, setupSkill('setup-confirmed'), { confirmSetup: 'true' });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain(PRINTED);
    const body = JSON.parse(text) as InstallBody;
    expect(body).toMatchObject({ setupConfirmed: true, setup: { ran: true, success: true, exitCode: 0 } });
    const dir = path.join(h.gateway.services.skills.customRoot, 'setup-confirmed');
    expect(readFileSync(path.join(dir, MARKER), 'utf8')).toBe('done\n');
    const audit = await setupAudit(h, admin, 'setup-confirmed');
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ outcome: 'ok', details: { ran: true, exitCode: 0 } });
    expect(typeof audit.entries[0]?.details.durationMs).toBe('number');
    expect(audit.text).not.toContain(PRINTED);
    expect(h.logs()).not.toContain(PRINTED);
  });

  it('reports a failing script, keeps the skill installed, and audits the failure', async () => {
    const res = await upload(h, admin, setupSkill('setup-fails', `${PRINT}\nexit 3\n`), {
      confirmSetup: 'true',
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain(PRINTED);
    const body = JSON.parse(text) as InstallBody;
    expect(body.setup).toMatchObject({ ran: true, success: false, exitCode: 3, code: 'SETUP_FAILED' });
    expect(body.setup.error).toContain('status 3');
    expect(body.setup.error).not.toContain(h.dataDir);
    const listed = (await (await h.request('/api/skills', { token: admin })).json()) as {
      skills: { name: string }[];
    };
    expect(listed.skills.map((s) => s.name)).toContain('setup-fails');
    const audit = await setupAudit(h, admin, 'setup-fails');
    expect(audit.entries[0]).toMatchObject({
      outcome: 'failed',
      details: { exitCode: 3, code: 'SETUP_FAILED' },
    });
    expect(audit.text).not.toContain(PRINTED);
  });

  it('reports a setup the sandbox policy cannot satisfy instead of running it unsandboxed', async () => {
    const strict = await createHarness({ execution: { sandbox: 'none', requireSandbox: true } });
    try {
      const res = await upload(strict, await strict.login(), setupSkill('setup-strict'), {
        confirmSetup: 'true',
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as InstallBody;
      expect(body.setup).toMatchObject({ ran: false, success: false, code: 'SANDBOX_UNAVAILABLE' });
      expect(body.setup.error).not.toContain(strict.dataDir);
      expect(markers(strict)).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe('setup scripts and sandbox:execute', () => {
  let h: GatewayHarness;
  let admin: string;
  beforeAll(async () => {
    h = await createHarness({
      authorization: {
        provider: 'rbac',
        default_role: 'user',
        roles: { admin: {}, user: { sandbox: { allow: false } } },
      },
    });
    admin = await h.login();
    await h.request('/api/users', {
      method: 'POST',
      token: admin,
      json: { username: 'nosandbox', password: 'user password 1' },
    });
  });
  afterAll(() => h.close());

  it('does not run the script for a caller without sandbox:execute, and audits the denial', async () => {
    const user = await h.login('nosandbox', 'user password 1');
    const res = await upload(h, user, setupSkill('setup-denied'), { confirmSetup: 'true' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as InstallBody;
    expect(body.setup).toMatchObject({ ran: false, success: false, code: 'AUTHZ_DENIED' });
    expect(markers(h)).toEqual([]);
    const audit = await setupAudit(h, admin, 'setup-denied');
    expect(audit.entries[0]).toMatchObject({
      outcome: 'denied',
      details: { ran: false, code: 'AUTHZ_DENIED' },
    });
    const decisions = await (
      await h.request('/api/audit?action=authz.decision&outcome=denied&limit=500', { token: admin })
    ).text();
    expect(decisions).toContain('sandbox:execute:setup-denied');
  });
});

describe('POST /api/skills/:name/setup', () => {
  let h: GatewayHarness;
  let admin: string;
  const setUp = (token: string, name: string, json: unknown = { confirm: true }) =>
    h.request(`/api/skills/${name}/setup`, { method: 'POST', token, json });
  const diagnosticsOf = async (token: string, name: string) =>
    (
      (await (await h.request(`/api/diagnostics?skill=${name}`, { token })).json()) as {
        diagnostics: { code: string; level: string; message: string }[];
      }
    ).diagnostics;
  beforeAll(async () => {
    h = await createHarness();
    admin = await h.login();
    await h.request('/api/users', {
      method: 'POST',
      token: admin,
      json: { username: 'ursula', password: 'user password 1' },
    });
  });
  afterAll(() => h.close());

  it('a script failing half-way is rolled back, shown as a diagnostic on the skill, and can be run again', async () => {
    const script = `echo half > ${MARKER}\necho more >> SKILL.md\nexit 3\n`;
    const installed = await upload(h, admin, setupSkill('setup-half', script), { confirmSetup: 'true' });
    expect(((await installed.json()) as InstallBody).setup).toMatchObject({ ran: true, success: false });
    // Nothing of the attempt stays in the skill: not half set up.
    expect(markers(h)).toEqual([]);
    const dir = path.join(h.gateway.services.skills.customRoot, 'setup-half');
    expect(readFileSync(path.join(dir, 'SKILL.md'), 'utf8')).not.toContain('more');
    const shown = await diagnosticsOf(admin, 'setup-half');
    expect(shown).toEqual([expect.objectContaining({ code: 'SETUP_FAILED', level: 'error' })]);
    expect(shown[0]?.message).toContain('/api/skills/setup-half/setup');
    // Runs again (its files still match the lock), and still fails the same way.
    const again = await setUp(admin, 'setup-half');
    expect(again.status).toBe(200);
    expect(((await again.json()) as { setup: InstallBody['setup'] }).setup).toMatchObject({
      ran: true,
      success: false,
      exitCode: 3,
      code: 'SETUP_FAILED',
    });
    expect(markers(h)).toEqual([]);
  });

  it('runs the script only with confirm: true, and a successful setup clears the diagnostic', async () => {
    const installed = await upload(h, admin, setupSkill('setup-later'), { confirmSetup: 'false' });
    expect(installed.status).toBe(201);
    const unconfirmed = (await (await setUp(admin, 'setup-later', {})).json()) as {
      setup: InstallBody['setup'];
    };
    expect(unconfirmed.setup).toEqual({ ran: false, success: true });
    expect(markers(h)).toEqual([]);
    const confirmed = (await (await setUp(admin, 'setup-later')).json()) as { setup: InstallBody['setup'] };
    expect(confirmed.setup).toMatchObject({ ran: true, success: true, exitCode: 0 });
    expect(markers(h)).toHaveLength(1);
    expect(await diagnosticsOf(admin, 'setup-later')).toEqual([]);
  });

  it('reports an environment that cannot be prepared as VENV_MISSING and leaves no half-made .venv', async () => {
    const zip = buildZip([
      {
        name: 'env-broken/SKILL.md',
        data: '---\nname: env-broken\ndescription: Needs a package that is not there.\n---\n# env-broken\n',
      },
      {
        name: 'env-broken/skill.config.yaml',
        data: 'runtime: python\nentrypoint: main.py\ndependencies:\n  python: { inline: ["not-a-real-package-xyz==9.9"] }\n',
      },
      { name: 'env-broken/main.py', data: 'print("{}")\n' },
    ]);
    expect((await upload(h, admin, zip)).status).toBe(201);
    // The first python3 on PATH half-makes the venv and fails, as a failing pip install would after
    // ~7.5 s of CPU for a real venv (core's dependencies.test.ts covers that one).
    const bin = mkdtempSync(path.join(tmpdir(), 'skillport-failing-python-'));
    // Readable by the sandbox's own uid when the tests run as root.
    chmodSync(bin, 0o755);
    writeFileSync(
      path.join(bin, 'python3'),
      '#!/bin/sh\n[ "$1" = -m ] && mkdir -p "$3/bin" && : > "$3/bin/python"\necho "venv: disk full" >&2\nexit 1\n',
      { mode: 0o755 },
    );
    const hostPath = process.env.PATH;
    process.env.PATH = `${bin}:${hostPath}`;
    let res: Response;
    try {
      res = await setUp(admin, 'env-broken', {});
    } finally {
      process.env.PATH = hostPath;
      rmSync(bin, { recursive: true, force: true });
    }
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      environment: { ok: boolean; diagnostics: { code: string; message: string }[] };
    };
    expect(body.environment.ok).toBe(false);
    expect(body.environment.diagnostics.map((d) => d.code)).toEqual(['VENV_MISSING']);
    expect(body.environment.diagnostics[0]?.message).toContain('venv: disk full');
    const dir = path.join(h.gateway.services.skills.customRoot, 'env-broken');
    expect(readdirSync(dir)).not.toContain('.venv');
    expect((await diagnosticsOf(admin, 'env-broken')).map((d) => d.code)).toContain('VENV_MISSING');
    // The run is refused with the same reason instead of failing later with an import error.
    const run = await h.request('/api/skills/env-broken/execute', { method: 'POST', token: admin, json: {} });
    expect(((await run.json()) as { error: { code: string } }).error.code).toBe('VENV_MISSING');
  }, 120_000);

  it('is refused to a user who may not manage the skill, and to unknown fields', async () => {
    expect((await upload(h, admin, setupSkill('setup-guarded'))).status).toBe(201);
    const ursula = await h.login('ursula', 'user password 1');
    const denied = await setUp(ursula, 'setup-guarded');
    expect(denied.status).toBe(403);
    expect(markers(h).filter((m) => m.includes('setup-guarded'))).toEqual([]);
    expect((await setUp(admin, 'setup-guarded', { confirm: true, force: true })).status).toBe(400);
  });
});
