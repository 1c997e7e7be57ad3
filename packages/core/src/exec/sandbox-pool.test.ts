import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RUN_SANDBOX_TESTS } from '../../test/exec-fixtures.js';
import { createSandboxPool, executeSkill, loadSkillPackage, type SandboxPool } from '../index.js';

const root = mkdtempSync(join(tmpdir(), 'skillport-pool-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SECRET = 'pool-secret-value-0123456789';

/** A bash skill in its own folder under `root`; `script` prints one JSON value. */
async function bashSkill(name: string, script: string, folder = join(root, name)) {
  mkdirSync(folder, { mode: 0o755 });
  writeFileSync(
    join(folder, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Warm pool test skill.\nrequired-secrets: [POOL_TOKEN]\n---\nTest.\n`,
  );
  writeFileSync(
    join(folder, 'skill.config.yaml'),
    'runtime: bash\nentrypoint: main.sh\ninterface:\n  input: {}\n',
  );
  writeFileSync(join(folder, 'main.sh'), script, { mode: 0o644 });
  const { skill } = await loadSkillPackage(folder);
  if (skill === undefined) throw new Error(`skill ${name} did not load`);
  return skill;
}

/** Waits (bounded) until the pool has `idle` sandboxes waiting. */
async function waitForIdle(pool: SandboxPool, idle: number): Promise<void> {
  for (let i = 0; i < 100 && pool.stats().idle !== idle; i++) await new Promise((r) => setTimeout(r, 50));
  expect(pool.stats().idle).toBe(idle);
}

/** Processes (own test process excluded) whose argv or environment contains `text`. */
function processesShowing(text: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    for (const file of ['cmdline', 'environ']) {
      try {
        if (readFileSync(`/proc/${pid}/${file}`, 'latin1').includes(text)) found.push(`${pid} ${file}`);
      } catch {}
    }
  }
  return found;
}

async function survivorsShowing(text: string): Promise<string[]> {
  for (let i = 0; i < 40 && processesShowing(text).length > 0; i++)
    await new Promise((r) => setTimeout(r, 50));
  return processesShowing(text);
}

describe.runIf(RUN_SANDBOX_TESTS)('warm sandbox pool', () => {
  it('serves the next run from a waiting sandbox with a fresh /tmp, and its own environment only', async () => {
    const pool = createSandboxPool();
    try {
      const skill = await bashSkill(
        'pool-fresh',
        [
          'seen=no; [ -e /tmp/left-behind ] && seen=yes',
          'echo x > /tmp/left-behind',
          'printf \'{"seen":"%s","token":"%s"}\' "$seen" "$POOL_TOKEN"',
          '',
        ].join('\n'),
      );
      const first = await executeSkill({
        skill,
        input: {},
        sandbox: 'bwrap',
        sandboxPool: pool,
        secrets: { POOL_TOKEN: SECRET },
      });
      expect(first.success, first.error).toBe(true);
      expect(first.output).toEqual({ seen: 'no', token: '[REDACTED]' });
      expect(pool.stats()).toMatchObject({ hits: 0, misses: 1 });
      await waitForIdle(pool, 1);
      // The waiting sandbox was started without the run's secret: not in any argv or environment.
      expect(processesShowing(SECRET)).toEqual([]);
      const second = await executeSkill({ skill, input: {}, sandbox: 'bwrap', sandboxPool: pool });
      expect(second.success, second.error).toBe(true);
      expect(second.output).toEqual({ seen: 'no', token: '' });
      expect(pool.stats()).toMatchObject({ hits: 1, misses: 1 });
    } finally {
      pool.close();
    }
  });

  it('gives each warm run its own limits', async () => {
    const pool = createSandboxPool();
    try {
      const skill = await bashSkill(
        'pool-limits',
        'printf \'{"cpu":"%s","files":"%s"}\' "$(ulimit -t)" "$(ulimit -n)"\n',
      );
      const cold = await executeSkill({
        skill,
        input: {},
        sandbox: 'bwrap',
        sandboxPool: pool,
        limits: { openFiles: 100, cpuSeconds: 7 },
      });
      expect(cold.output).toEqual({ cpu: '7', files: '100' });
      await waitForIdle(pool, 1);
      const warm = await executeSkill({
        skill,
        input: {},
        sandbox: 'bwrap',
        sandboxPool: pool,
        limits: { openFiles: 50, cpuSeconds: 3 },
      });
      expect(warm.output).toEqual({ cpu: '3', files: '50' });
      expect(pool.stats().hits).toBe(1);
    } finally {
      pool.close();
    }
  });

  it('contains a fork bomb in a warm sandbox and leaves nothing running', async () => {
    const pool = createSandboxPool();
    try {
      const skill = await bashSkill('pool-forkbomb', 'bomb() { bomb | bomb & }\nbomb\nsleep 1000\n');
      const first = await executeSkill({
        skill,
        input: {},
        sandbox: 'bwrap',
        sandboxPool: pool,
        timeoutMs: 1000,
      });
      expect(first.errorCode).toBe('EXEC_TIMEOUT');
      await waitForIdle(pool, 1);
      const warm = await executeSkill({
        skill,
        input: {},
        sandbox: 'bwrap',
        sandboxPool: pool,
        timeoutMs: 1000,
      });
      expect(warm.errorCode).toBe('EXEC_TIMEOUT');
      expect(pool.stats().hits).toBe(1);
      pool.close();
      expect(await survivorsShowing(skill.dir)).toEqual([]);
    } finally {
      pool.close();
    }
  });

  it('does not hand out a sandbox of a folder that was swapped since', async () => {
    const pool = createSandboxPool();
    try {
      const folder = join(root, 'pool-swap');
      const skill = await bashSkill('pool-swap', 'echo \'{"version":1}\'\n', folder);
      const before = await executeSkill({ skill, input: {}, sandbox: 'bwrap', sandboxPool: pool });
      expect(before.output).toEqual({ version: 1 });
      await waitForIdle(pool, 1);
      const next = join(root, 'pool-swap-next');
      await bashSkill('pool-swap', 'echo \'{"version":2}\'\n', next);
      renameSync(folder, join(root, 'pool-swap-old'));
      renameSync(next, folder);
      const after = await executeSkill({ skill, input: {}, sandbox: 'bwrap', sandboxPool: pool });
      expect(after.output).toEqual({ version: 2 });
      expect(pool.stats()).toMatchObject({ hits: 0, misses: 2 });
    } finally {
      pool.close();
    }
  });

  it('stops its waiting sandboxes on clear and close, and starts none after close', async () => {
    const pool = createSandboxPool();
    const skill = await bashSkill('pool-close', "echo '{}'\n");
    await executeSkill({ skill, input: {}, sandbox: 'bwrap', sandboxPool: pool });
    await waitForIdle(pool, 1);
    expect(processesShowing(skill.dir).length).toBeGreaterThan(0);
    pool.clear();
    expect(pool.stats().idle).toBe(0);
    expect(await survivorsShowing(skill.dir)).toEqual([]);
    await executeSkill({ skill, input: {}, sandbox: 'bwrap', sandboxPool: pool });
    await waitForIdle(pool, 1);
    pool.close();
    expect(await survivorsShowing(skill.dir)).toEqual([]);
    const late = await executeSkill({ skill, input: {}, sandbox: 'bwrap', sandboxPool: pool });
    expect(late.success, late.error).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(pool.stats().idle).toBe(0);
    expect(await survivorsShowing(skill.dir)).toEqual([]);
  });

  it('does not hand out a waiting sandbox that died', async () => {
    const pool = createSandboxPool();
    try {
      const skill = await bashSkill('pool-died', 'echo \'{"ok":true}\'\n');
      await executeSkill({ skill, input: {}, sandbox: 'bwrap', sandboxPool: pool });
      await waitForIdle(pool, 1);
      for (const entry of processesShowing(skill.dir)) {
        try {
          process.kill(Number(entry.split(' ')[0]), 'SIGKILL');
        } catch {}
      }
      await waitForIdle(pool, 0);
      const result = await executeSkill({ skill, input: {}, sandbox: 'bwrap', sandboxPool: pool });
      expect(result.output).toEqual({ ok: true });
      expect(pool.stats()).toMatchObject({ hits: 0, misses: 2 });
    } finally {
      pool.close();
    }
  });
});
