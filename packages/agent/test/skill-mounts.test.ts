import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSkillRuntime, type ExecutionPolicy } from '@skillport/agent';
import { createSandboxPool, createSkillRegistry } from '@skillport/core';
import { afterEach, describe, expect, it } from 'vitest';
import { makeComputeRoot } from './compute-skills.js';

/** Sandbox tests run wherever bubblewrap is installed, and always in CI (where a missing bwrap fails them). */
const RUN_SANDBOX_TESTS = existsSync('/usr/bin/bwrap') || process.env.CI === 'true';
const modes = RUN_SANDBOX_TESTS ? (['none', 'bwrap'] as const) : (['none'] as const);

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function runtimeFor(root: string, execution: ExecutionPolicy) {
  return createSkillRuntime({
    registry: createSkillRegistry({ roots: [{ path: root, category: 'custom' }] }),
    execution,
  });
}

/** A stand-in for the gateway's projection: a copy of a skill whose script says where it was read from. */
function projectedCopy(root: string, name: string): string {
  const base = mkdtempSync(join(tmpdir(), 'skillport-projected-'));
  cleanup.push(base);
  const dir = join(base, name);
  cpSync(join(root, name), dir, { recursive: true });
  writeFileSync(join(dir, 'scripts', 'run.sh'), 'echo "from the projection"\n');
  return dir;
}

describe.each(modes)('the bash tool (sandbox %s)', (sandbox) => {
  it('runs each call without a cwd in a scratch folder that is gone when the call ends', async () => {
    const runtime = runtimeFor(makeComputeRoot(), { sandbox });
    await runtime.prepareCall();
    const first = await runtime.callTool('bash', { command: 'pwd; echo left > left-behind.txt; ls' });
    expect(first.ok).toBe(true);
    const out = JSON.parse(first.content) as { stdout: string; exitCode: number };
    expect(out.exitCode).toBe(0);
    const [scratch, listed] = out.stdout.trim().split('\n');
    expect(listed).toBe('left-behind.txt');
    expect(scratch).toContain('skillport-bash-');
    expect(existsSync(scratch!)).toBe(false);
    const second = JSON.parse((await runtime.callTool('bash', { command: 'pwd; ls' })).content) as {
      stdout: string;
    };
    expect(second.stdout.trim()).not.toContain('left-behind.txt');
    expect(second.stdout.trim().split('\n')[0]).not.toBe(scratch);
  });

  it('takes each toolkit from skillMount and releases it when the call ends', async () => {
    const root = makeComputeRoot();
    const copy = projectedCopy(root, 'toolbox');
    let held = 0;
    let released = 0;
    const runtime = runtimeFor(root, {
      sandbox,
      skillMount: async () => {
        held++;
        return { dir: copy, release: () => void released++ };
      },
    });
    await runtime.prepareCall();
    const script = join(root, 'toolbox', 'scripts', 'run.sh');
    const ran = JSON.parse((await runtime.callTool('bash', { command: `bash ${script}` })).content) as {
      stdout: string;
    };
    // Under bubblewrap the skill's path shows the mounted folder; without a sandbox nothing is mounted.
    expect(ran.stdout).toContain(sandbox === 'bwrap' ? 'from the projection' : 'mode=');
    expect([held, released]).toEqual([1, 1]);
    const inSkill = await runtime.callTool('bash', { command: 'exit 3', cwd: join(root, 'toolbox') });
    expect(JSON.parse(inSkill.content)).toMatchObject({ exitCode: 3 });
    expect([held, released]).toEqual([2, 2]);
  });

  it('takes warm sandboxes from the pool for execute_skill and for bash in a skill folder only', async () => {
    const root = makeComputeRoot();
    const pool = createSandboxPool({ idleMs: 30_000 });
    cleanup.push(root);
    try {
      const runtime = runtimeFor(root, { sandbox, sandboxPool: pool });
      await runtime.prepareCall();
      for (const city of ['Oslo', 'Rome']) {
        const ran = await runtime.callTool('execute_skill', { name: 'weather', input: { city } });
        expect(JSON.parse(ran.content)).toMatchObject({ success: true });
      }
      for (let i = 0; i < 2; i++) {
        const ran = await runtime.callTool('bash', { command: 'echo hi', cwd: join(root, 'toolbox') });
        expect(JSON.parse(ran.content)).toMatchObject({ exitCode: 0 });
      }
      const inSkills = pool.stats();
      // Without a cwd each command has a folder of its own: nothing to take, nothing left waiting for it.
      await runtime.callTool('bash', { command: 'echo scratch' });
      const after = pool.stats();
      if (sandbox === 'bwrap') {
        expect(inSkills.hits).toBe(2);
        expect(after.misses).toBe(inSkills.misses);
      } else {
        expect(after).toEqual({ idle: 0, hits: 0, misses: 0 });
      }
    } finally {
      pool.close();
    }
  });

  it('leaves out a toolkit whose projected folder is gone, and execute_skill refuses such a skill', async () => {
    const root = makeComputeRoot();
    const runtime = runtimeFor(root, {
      sandbox,
      skillMount: async (skill) => ({ dir: join(root, '.gone', skill.name), release: () => {} }),
    });
    await runtime.prepareCall();
    const script = join(root, 'toolbox', 'scripts', 'run.sh');
    const ran = JSON.parse((await runtime.callTool('bash', { command: `cat ${script}` })).content) as {
      stdout: string;
      exitCode: number;
    };
    if (sandbox === 'bwrap') expect(ran.exitCode).not.toBe(0);
    const executed = JSON.parse(
      (await runtime.callTool('execute_skill', { name: 'weather', input: { city: 'Oslo' } })).content,
    ) as { success: boolean; errorCode?: string };
    expect(executed).toMatchObject({ success: false, errorCode: 'SKILL_DISABLED' });
  });
});
