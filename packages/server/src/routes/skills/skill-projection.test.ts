import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { executeSkill, loadSkillPackage, prepareSkillEnvironment } from '@skillport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillZip } from '../../test-support/build-zip.js';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';
import { writeSkill } from '../../test-support/write-skill.js';

/** Sandbox tests run wherever bubblewrap is installed, and always in CI (where a missing bwrap fails them). */
const RUN_SANDBOX_TESTS = existsSync('/usr/bin/bwrap') || process.env.CI === 'true';

/** Prints which host folder the sandbox mounted as the skill (the mount's root, from mountinfo). */
const WHERE_JS = `
const fs = require('node:fs');
const cwd = process.cwd();
const line = fs.readFileSync('/proc/self/mountinfo', 'utf8').split('\\n').reverse()
  .find((l) => l.split(' ')[4] === cwd);
process.stdout.write(JSON.stringify({ root: line ? line.split(' ')[3] : null }));
`;
const NODE_CONFIG = 'runtime: node\nentrypoint: main.js\n';

type Result = { success: boolean; output?: { root: string | null; ok?: number }; error?: string };

/** Every path under the projection root that names `skill` (any generation, staged or current). */
function projected(h: GatewayHarness, skill: string): string[] {
  const root = path.join(h.dataDir, 'projection');
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true }) as string[]).filter((p) =>
    p.split(path.sep).includes(skill),
  );
}

describe('skills run from the enabled-only projection (SPEC §6.4)', () => {
  let h: GatewayHarness;
  let admin: string;
  let adminId: string;
  let ursula: string;
  let ursulaId: string;
  const run = async (token: string, name: string) =>
    h.request(`/api/skills/${name}/execute`, { method: 'POST', token, json: { input: {} } });
  const toggle = async (token: string, name: string, enabled: boolean) => {
    const res = await h.request(`/api/skills/${name}/enabled`, { method: 'PUT', token, json: { enabled } });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    h = await createHarness();
    admin = await h.login();
    const created = await h.request('/api/users', {
      method: 'POST',
      token: admin,
      json: { username: 'ursula', password: 'user password 1' },
    });
    ursulaId = ((await created.json()) as { user: { id: string } }).user.id;
    ursula = await h.login('ursula', 'user password 1');
    adminId = ((await (await h.request('/api/me', { token: admin })).json()) as { user: { id: string } }).user
      .id;
    const custom = h.gateway.services.skills.customRoot;
    writeSkill(custom, 'where', { files: { 'skill.config.yaml': NODE_CONFIG, 'main.js': WHERE_JS } });
    for (const name of ['steady', 'toggled']) {
      writeSkill(custom, name, {
        files: { 'skill.config.yaml': NODE_CONFIG, 'main.js': 'process.stdout.write(\'{"ok":1}\')' },
      });
    }
    writeSkill(h.gateway.services.skills.userRoot(ursulaId), 'mine', {
      files: { 'skill.config.yaml': NODE_CONFIG, 'main.js': WHERE_JS },
    });
    expect((await h.request('/api/skills/reload', { method: 'POST', token: admin })).status).toBe(200);
  });
  afterAll(() => h.close());

  it.runIf(RUN_SANDBOX_TESTS)(
    'the sandbox mounts the skill from its category’s tree, and a user skill from that user’s tree',
    async () => {
      const shared = (await (await run(ursula, 'where')).json()) as Result;
      expect(shared).toMatchObject({ success: true });
      expect(shared.output?.root).toMatch(/\/projection\/custom\/generations\/[^/]+\/where$/);
      const own = (await (await run(ursula, 'mine')).json()) as Result;
      expect(own).toMatchObject({ success: true });
      expect(own.output?.root).toMatch(
        new RegExp(`/projection/user/users/${ursulaId}/generations/[^/]+/mine$`),
      );
      // Nobody else's tree holds it, and nobody else can run it.
      expect(projected(h, 'mine').every((p) => p.includes(ursulaId))).toBe(true);
      expect((await run(admin, 'mine')).status).toBe(404);
    },
  );

  it.runIf(RUN_SANDBOX_TESTS)(
    'a Python skill runs with its prepared .venv mounted over the projected copy',
    async () => {
      const dir = writeSkill(h.gateway.services.skills.customRoot, 'venv-user', {
        files: {
          'skill.config.yaml':
            'runtime: python\nentrypoint: main.py\ndependencies:\n  python: { inline: [] }\n',
          'main.py': 'import json, sys\nprint(json.dumps({"prefix": sys.prefix}))\n',
        },
      });
      const loaded = await loadSkillPackage(dir);
      expect((await prepareSkillEnvironment(loaded.skill!, { sandbox: 'none' })).ok).toBe(true);
      expect((await h.request('/api/skills/reload', { method: 'POST', token: admin })).status).toBe(200);
      const result = (await (await run(admin, 'venv-user')).json()) as {
        success: boolean;
        output?: { prefix: string };
        error?: string;
      };
      expect(result.error).toBeUndefined();
      // The venv's interpreter (its links lead out of the skill) started from the projected skill's .venv.
      expect(result).toMatchObject({ success: true });
      expect(result.output?.prefix).toBe(path.join(dir, '.venv'));
      // The tree holds the mount point, not the environment's files.
      expect(projected(h, 'venv-user').filter((p) => p.includes(`${path.sep}bin${path.sep}`))).toEqual([]);
    },
    120_000,
  );

  it.runIf(RUN_SANDBOX_TESTS)(
    'a run takes the warm sandbox left by the one before, never one of a tree rebuilt since',
    async () => {
      const pool = h.gateway.services.sandboxPool;
      // Only this test's sandbox waits from here on.
      pool.clear();
      const waitForOne = async () => {
        for (let i = 0; i < 100 && pool.stats().idle !== 1; i++) await new Promise((r) => setTimeout(r, 50));
        expect(pool.stats().idle).toBe(1);
      };
      const first = (await (await run(admin, 'where')).json()) as Result;
      expect(first).toMatchObject({ success: true });
      await waitForOne();
      const { hits } = pool.stats();
      const warm = (await (await run(admin, 'where')).json()) as Result;
      expect(pool.stats().hits).toBe(hits + 1);
      expect(warm.output?.root).toBe(first.output?.root);
      await waitForOne();
      try {
        // Another skill of the category switched off: its tree is rebuilt, the waiting sandbox goes.
        await toggle(admin, 'steady', false);
        expect(pool.stats().idle).toBe(0);
        const after = (await (await run(admin, 'where')).json()) as Result;
        expect(after).toMatchObject({ success: true });
        expect(after.output?.root).toMatch(/\/projection\/custom\/generations\/[^/]+\/where$/);
        expect(after.output?.root).not.toBe(first.output?.root);
      } finally {
        await toggle(admin, 'steady', true);
      }
    },
  );

  it('a switched-off skill is gone from every tree before PUT enabled answers; switched on, it runs again', async () => {
    expect(((await (await run(admin, 'toggled')).json()) as Result).success).toBe(true);
    expect(projected(h, 'toggled').length).toBeGreaterThan(0);
    await toggle(admin, 'toggled', false);
    expect(projected(h, 'toggled')).toEqual([]);
    const refused = await run(admin, 'toggled');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('SKILL_DISABLED');
    await toggle(admin, 'toggled', true);
    expect(projected(h, 'toggled').length).toBeGreaterThan(0);
    expect(((await (await run(admin, 'toggled')).json()) as Result).success).toBe(true);
  });

  it('a run that looked the skill up before it was switched off is refused, not run from a stale copy', async () => {
    const { skills, config } = h.gateway.services;
    const skill = (await skills.viewFor(adminId)).get('toggled');
    expect(skill?.enabled).toBe(true);
    const held = await skills.projectedSkill(skill!, adminId);
    await toggle(admin, 'toggled', false);
    try {
      const result = await executeSkill({
        skill: skill!,
        input: {},
        mountDir: held.dir,
        sandbox: config.execution.sandbox,
      });
      expect(result).toMatchObject({ success: false, errorCode: 'SKILL_DISABLED', sandbox: null });
    } finally {
      held.release();
      await toggle(admin, 'toggled', true);
    }
  });

  it('unrelated skills keep running while another one is switched on and off', async () => {
    let toggling = true;
    // A failed toggle must end the loop below too, or it would keep running into the other tests.
    const toggler = (async () => {
      try {
        for (let i = 0; i < 12; i++) await toggle(admin, 'toggled', i % 2 === 1);
      } finally {
        toggling = false;
      }
    })();
    const results: Result[] = [];
    while (toggling || results.length < 3) {
      results.push((await (await run(ursula, 'steady')).json()) as Result);
    }
    await toggler;
    expect(results.filter((r) => !r.success)).toEqual([]);
  });

  it('a deleted custom skill leaves the trees before DELETE answers', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(skillZip('short-lived'))]), 'upload.skill');
    expect(
      (await h.request('/api/skills/install', { method: 'POST', token: admin, body: form })).status,
    ).toBe(201);
    expect(projected(h, 'short-lived').length).toBeGreaterThan(0);
    const deleted = await h.request('/api/skills/custom/short-lived', { method: 'DELETE', token: admin });
    expect(deleted.status).toBe(200);
    expect(projected(h, 'short-lived')).toEqual([]);
  });

  it('refuses a user id that cannot name a folder instead of building a tree outside the root', async () => {
    const { skills } = h.gateway.services;
    const skill = (await skills.viewFor(ursulaId)).get('mine');
    await expect(skills.projectedSkill(skill!, '../../escape')).rejects.toMatchObject({
      code: 'PROJECTION_INVALID',
    });
    expect(existsSync(path.join(h.dataDir, 'escape'))).toBe(false);
  });
});
