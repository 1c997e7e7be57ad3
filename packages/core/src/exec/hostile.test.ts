import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EXEC_FIXTURES, loadFixture, RUN_SANDBOX_TESTS } from '../../test/exec-fixtures.js';
import { executeSkill, loadSkillPackage, runSandboxedCommand } from '../index.js';

const REPO_FILE = fileURLToPath(new URL('../../../../package.json', import.meta.url));

/** Processes whose command line contains `marker` (own test process excluded). */
function processesWith(marker: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' ');
      if (cmd.includes(marker)) found.push(`${pid}: ${cmd}`);
    } catch {}
  }
  return found;
}

/** SIGKILLed processes can take a moment to leave the process table; wait for them, bounded. */
async function survivorsOf(marker: string): Promise<string[]> {
  for (let i = 0; i < 40; i++) {
    const left = processesWith(marker);
    if (left.length === 0) return left;
    await new Promise((r) => setTimeout(r, 50));
  }
  return processesWith(marker);
}

const outside = mkdtempSync(join(tmpdir(), 'skillport-hostile-'));
chmodSync(outside, 0o755);
const planted = join(outside, 'planted-secret.txt');
writeFileSync(planted, 'host data the skill must not see', { mode: 0o644 });
afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe.runIf(RUN_SANDBOX_TESTS)('hostile skills under bubblewrap', () => {
  const sandbox = 'bwrap' as const;

  it('sees neither the host environment nor other processes', async () => {
    const result = await executeSkill({
      skill: await loadFixture('hostile-env'),
      input: {},
      sandbox,
      hostEnv: {
        ...process.env,
        DATABASE_URL: 'postgres://u:pw@db/x',
        AWS_SECRET_ACCESS_KEY: 'aws-host-secret',
      },
    });
    expect(result.success, result.error).toBe(true);
    const text = JSON.stringify(result.output);
    for (const leak of ['DATABASE_URL', 'aws-host-secret', 'VITEST', 'SKILLPORT_', 'NODE_OPTIONS']) {
      expect(text, leak).not.toContain(leak);
    }
    // Own PID namespace: only the sandbox's few processes are visible.
    const pids = Object.keys((result.output as { proc: Record<string, string> }).proc).map(Number);
    expect(Math.max(...pids)).toBeLessThan(20);
  });

  it('cannot read files outside the skill and the system folders', async () => {
    const paths = [
      planted,
      outside,
      REPO_FILE,
      '/etc/shadow',
      '/home',
      '/var',
      `${EXEC_FIXTURES}echo-py/SKILL.md`,
    ];
    const result = await executeSkill({
      skill: await loadFixture('hostile-read'),
      input: { paths: [...paths, 'main.py', '/usr/bin/env'] },
      sandbox,
    });
    expect(result.success, result.error).toBe(true);
    const output = result.output as { readable: string[]; root: string[] };
    expect(output.readable).toEqual(['main.py', '/usr/bin/env']);
    // Only system folders and the mount points leading to the skill exist at the top.
    for (const dir of ['home', 'var', 'opt', 'srv', 'mnt']) expect(output.root).not.toContain(dir);
  });

  it('cannot write outside its private /tmp, and /tmp is gone after the run', async () => {
    const skill = await loadFixture('hostile-write');
    const targets = [
      join(outside, 'pwned.txt'),
      join(skill.dir, 'pwned.txt'),
      '/usr/pwned.txt',
      '/tmp/skillport-pwned.txt',
    ];
    const result = await executeSkill({ skill, input: { paths: targets }, sandbox });
    expect(result.success, result.error).toBe(true);
    expect((result.output as { written: string[] }).written).toEqual(['/tmp/skillport-pwned.txt']);
    for (const target of targets) expect(existsSync(target), target).toBe(false);
  });

  it('has no network, not even loopback', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const result = await executeSkill({
        skill: await loadFixture('hostile-socket'),
        input: { port },
        sandbox,
      });
      expect(result.success, result.error).toBe(true);
      expect(result.output).toMatchObject({ connected: false });
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it('gives network only when the skill asks and the policy allows', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const skill = await loadFixture('net-socket');
      const denied = await executeSkill({ skill, input: { port }, sandbox });
      expect(denied.output).toMatchObject({ connected: false });
      expect(connections).toBe(0);
      const allowed = await executeSkill({ skill, input: { port }, sandbox, allowNetwork: true });
      expect(allowed.output).toMatchObject({ connected: true });
      expect(connections).toBe(1);
      // A policy that allows network does not widen a skill that did not ask for it.
      const notAsked = await executeSkill({
        skill: await loadFixture('hostile-socket'),
        input: { port },
        sandbox,
        allowNetwork: true,
      });
      expect(notAsked.output).toMatchObject({ connected: false });
      expect(connections).toBe(1);
    } finally {
      server.close();
    }
  });

  it('sees only the start-up files of /etc, and only what every user may read of them', async () => {
    const result = await runSandboxedCommand({
      command:
        'ls -A /etc; test -e /etc/shadow && echo SHADOW; test -e /etc/ssl/private && echo PRIVATE; grep -c "^root:" /etc/passwd',
      cwd: outside,
      sandbox,
    });
    const lines = result.stdout.trim().split('\n');
    expect(lines.pop()).toBe('1');
    const allowed = ['alternatives', 'ld.so.cache', 'ld.so.conf', 'ld.so.conf.d', 'localtime', 'timezone'];
    allowed.push('nsswitch.conf', 'passwd', 'group', 'mime.types', 'ssl', 'ca-certificates', 'pki');
    expect(lines.filter((name) => !allowed.includes(name))).toEqual([]);
    expect(lines).toContain('passwd');
  });

  it('leaves no daemon behind, even one that double-forked into its own session', async () => {
    const result = await runSandboxedCommand({
      command: '(setsid sleep 424248 > /dev/null 2>&1 &); echo started',
      cwd: '/',
      sandbox,
    });
    expect(result).toMatchObject({ exitCode: 0, stdout: 'started\n' });
    expect(await survivorsOf('sleep 424248')).toEqual([]);
  });

  it('contains a fork bomb and leaves nothing running', async () => {
    const skill = await loadFixture('hostile-forkbomb');
    const result = await executeSkill({ skill, input: {}, sandbox, timeoutMs: 1500 });
    expect(result.success).toBe(false);
    expect(['EXEC_TIMEOUT', 'EXEC_FAILED']).toContain(result.errorCode);
    expect(await survivorsOf(skill.dir)).toEqual([]);
  });
});

describe.each(RUN_SANDBOX_TESTS ? (['none', 'bwrap'] as const) : (['none'] as const))(
  'hostile output and processes (sandbox %s)',
  (sandbox) => {
    it('stops gigabytes of output at the cap', async () => {
      const result = await executeSkill({
        skill: await loadFixture('hostile-big-output'),
        input: {},
        sandbox,
      });
      expect(result).toMatchObject({ success: false, errorCode: 'OUTPUT_TOO_LARGE' });
      expect(result.error).toContain('1048576');
    });

    it('kills never-ending output at the timeout and caps the log', async () => {
      const result = await executeSkill({
        skill: await loadFixture('hostile-endless'),
        input: {},
        sandbox,
        timeoutMs: 1000,
      });
      expect(result).toMatchObject({ success: false, errorCode: 'EXEC_TIMEOUT' });
      expect(Buffer.byteLength(result.logs ?? '')).toBeLessThanOrEqual(256 * 1024 + 100);
      expect(result.logs).toContain('[log truncated at 262144 bytes]');
    });

    it('refuses output that is not exactly one JSON value', async () => {
      const skill = await loadFixture('hostile-not-json');
      for (const mode of ['text', 'two', 'empty']) {
        const result = await executeSkill({ skill, input: { mode }, sandbox });
        expect(result, mode).toMatchObject({ success: false, errorCode: 'OUTPUT_NOT_JSON', exitCode: 0 });
      }
    });

    it('leaves no daemon behind that double-forked into its own session, after a run that answered', async () => {
      const result = await runSandboxedCommand({
        // The subshell exits at once: the sleep is nobody's descendant and in no group of the run.
        command:
          '(setsid sleep 424249 > /dev/null 2>&1 < /dev/null &); (setsid sh -c "sleep 424250" &); echo started',
        cwd: '/',
        sandbox,
      });
      expect(result).toMatchObject({ exitCode: 0, stdout: 'started\n' });
      expect(await survivorsOf('sleep 42425')).toEqual([]);
      expect(await survivorsOf('sleep 424249')).toEqual([]);
    });

    it('kills sleeping grandchildren at the timeout, including one in its own session', async () => {
      const result = await executeSkill({
        skill: await loadFixture('hostile-grandchild'),
        input: {},
        sandbox,
        timeoutMs: 1000,
      });
      expect(result.errorCode).toBe('EXEC_TIMEOUT');
      expect(await survivorsOf('sleep 42424')).toEqual([]);
    });

    it('kills the whole tree when the caller aborts', async () => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 300);
      const result = await executeSkill({
        skill: await loadFixture('hostile-grandchild'),
        input: {},
        sandbox,
        signal: controller.signal,
      });
      expect(result.errorCode).toBe('EXEC_ABORTED');
      expect(await survivorsOf('sleep 42424')).toEqual([]);
    });

    it('kills background jobs left behind by a skill that answered', async () => {
      const result = await executeSkill({
        skill: await loadFixture('hostile-background'),
        input: {},
        sandbox,
      });
      expect(result).toMatchObject({ success: true, output: { done: true } });
      expect(await survivorsOf('sleep 424245')).toEqual([]);
    });
  },
);

describe.runIf(RUN_SANDBOX_TESTS)('runSandboxedCommand under bubblewrap', () => {
  it('keeps read-only paths read-only, the working folder writable, and the host hidden', async () => {
    const work = mkdtempSync(join(tmpdir(), 'skillport-cmd-'));
    chmodSync(work, 0o777);
    try {
      const result = await runSandboxedCommand({
        command: `echo ok > out.txt; echo x > ${EXEC_FIXTURES}echo-py/pwned.txt; cat ${planted}; ls /work /home 2>&1 | head -3; true`,
        cwd: work,
        readOnlyPaths: [`${EXEC_FIXTURES}echo-py`],
        sandbox: 'bwrap',
      });
      expect(result.exitCode).toBe(0);
      expect(readFileSync(join(work, 'out.txt'), 'utf8')).toBe('ok\n');
      expect(existsSync(`${EXEC_FIXTURES}echo-py/pwned.txt`)).toBe(false);
      expect(result.stdout + result.stderr).not.toContain('host data');
      expect(result.stderr).toMatch(/Read-only file system/);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('kills the tree at the timeout and reports truncation', async () => {
    const slow = await runSandboxedCommand({
      command: 'sleep 424246 & setsid sleep 424247 & sleep 1000',
      cwd: '/',
      sandbox: 'bwrap',
      timeoutMs: 800,
    });
    expect(slow.timedOut).toBe(true);
    expect(await survivorsOf('sleep 42424')).toEqual([]);
    const loud = await runSandboxedCommand({
      command: 'yes',
      cwd: '/',
      sandbox: 'bwrap',
      maxOutputBytes: 4096,
    });
    expect(loud.truncated).toBe(true);
    expect(loud.stdout.length).toBeLessThanOrEqual(4096);
  });
});

describe.runIf(RUN_SANDBOX_TESTS && process.getuid?.() === 0)('sandboxed runs started as root', () => {
  it('refuse a skill the unprivileged sandbox user could not read, saying how to fix it', async () => {
    const dir = join(outside, 'private-skill');
    mkdirSync(dir, { mode: 0o700 });
    writeFileSync(
      join(dir, 'SKILL.md'),
      '---\nname: private-skill\ndescription: Unreadable test skill.\n---\n',
    );
    writeFileSync(join(dir, 'skill.config.yaml'), 'runtime: bash\nentrypoint: main.sh\n');
    writeFileSync(join(dir, 'main.sh'), 'echo "{}"\n', { mode: 0o600 });
    const { skill } = await loadSkillPackage(dir);
    const result = await executeSkill({ skill: skill!, input: {}, sandbox: 'bwrap' });
    expect(result.errorCode).toBe('SKILL_NOT_EXECUTABLE');
    expect(result.error).toContain('chmod -R o+rX');
  });
});
