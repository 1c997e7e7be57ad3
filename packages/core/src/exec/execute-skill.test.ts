import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixture, RUN_SANDBOX_TESTS } from '../../test/exec-fixtures.js';
import {
  buildPrincipal,
  createAuthorizer,
  createRbacProvider,
  type ExecutionAuditEvent,
  executeSkill,
  loadSkillPackage,
  runSandboxedCommand,
} from '../index.js';

const TOKEN = 'tok-0123456789abcdef';
const HOST_ENV = {
  ...process.env,
  DATABASE_URL: 'postgres://u:hostpassword@db/x',
  GITHUB_TOKEN: 'ghp_hostsecretvalue',
  PGPASSFILE: '/root/.pgpass',
  SKILLPORT_MASTER_KEY: 'master-key-value',
  LANG: 'C.UTF-8',
};

const modes = RUN_SANDBOX_TESTS ? (['none', 'bwrap'] as const) : (['none'] as const);

describe.each(modes)('executeSkill (sandbox %s)', (sandbox) => {
  it('runs a Python skill with validated input, defaults and only the allowed environment', async () => {
    const skill = await loadFixture('echo-py');
    const result = await executeSkill({
      skill,
      input: { text: 'hi' },
      sandbox,
      secrets: { ECHO_TOKEN: TOKEN },
      hostEnv: HOST_ENV,
    });
    expect(result.success, result.error).toBe(true);
    expect(result.sandbox).toBe(sandbox);
    expect(result.exitCode).toBe(0);
    const output = result.output as {
      echo: string;
      input: unknown;
      env: Record<string, string>;
      cwd: string;
    };
    expect(output.echo).toBe('hi');
    expect(output.input).toEqual({ text: 'hi', count: 1 });
    expect(output.cwd).toBe(skill.dir);
    expect(Object.keys(output.env).sort()).toEqual(
      expect.arrayContaining(['ECHO_MODE', 'ECHO_TOKEN', 'HOME', 'LANG', 'PATH', 'TMPDIR']),
    );
    for (const name of [
      'DATABASE_URL',
      'GITHUB_TOKEN',
      'PGPASSFILE',
      'SKILLPORT_MASTER_KEY',
      'ECHO_API_KEY',
    ]) {
      expect(output.env, name).not.toHaveProperty(name);
    }
    // The skill printed its secret: the result carries the mask, never the value.
    expect(output.env.ECHO_TOKEN).toBe('[REDACTED]');
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(result.logs).toContain('log line to stderr');
  });

  it('runs a Node skill', async () => {
    const result = await executeSkill({
      skill: await loadFixture('echo-node'),
      input: { text: 'yo' },
      sandbox,
    });
    expect(result).toMatchObject({ success: true, output: { echo: 'yo' } });
  });

  it('refuses bad input naming the field, before anything runs', async () => {
    const skill = await loadFixture('echo-py');
    const missing = await executeSkill({ skill, input: {}, sandbox });
    expect(missing).toMatchObject({
      success: false,
      errorCode: 'INPUT_INVALID',
      exitCode: null,
      sandbox: null,
    });
    expect(missing.error).toContain('"text"');
    const unknown = await executeSkill({ skill, input: { text: 'a', colour: 'red' }, sandbox });
    expect(unknown.errorCode).toBe('INPUT_INVALID');
    expect(unknown.error).toContain('"colour"');
    const typed = await executeSkill({ skill, input: { text: 'a', count: 1.5 }, sandbox });
    expect(typed.error).toContain('integer');
    expect((await executeSkill({ skill, input: [1], sandbox })).errorCode).toBe('INPUT_INVALID');
  });

  it('refuses undeclared and short secrets', async () => {
    const skill = await loadFixture('echo-py');
    const undeclared = await executeSkill({
      skill,
      input: { text: 'a' },
      sandbox,
      secrets: { LD_PRELOAD: TOKEN },
    });
    expect(undeclared.errorCode).toBe('SECRET_NOT_DECLARED');
    const short = await executeSkill({
      skill,
      input: { text: 'a' },
      sandbox,
      secrets: { ECHO_TOKEN: 'short' },
    });
    expect(short.errorCode).toBe('SECRET_TOO_SHORT');
    expect(short.error).not.toContain('short"');
  });

  it('runs a bash command line with masked output', async () => {
    const result = await runSandboxedCommand({
      command: 'echo "token=$MY_TOKEN"; echo done >&2',
      cwd: '/',
      readOnlyPaths: ['/'].filter(() => false),
      sandbox,
      secrets: { MY_TOKEN: TOKEN },
    });
    expect(result).toMatchObject({ exitCode: 0, stdout: 'token=[REDACTED]\n', stderr: 'done\n', sandbox });
  });
});

describe('executeSkill authorization and refusals', () => {
  const provider = createRbacProvider({
    roles: {
      runner: { skills: { allow: '*' }, sandbox: { allow: '*' } },
      lister: { skills: { allow: '*' }, sandbox: { allow: [] } },
      nobody: { skills: { allow: [] }, sandbox: { allow: '*' } },
    },
  });
  const authorizer = createAuthorizer({ provider });

  it('needs skill:execute and sandbox:execute, fails closed without a principal, and audits every run', async () => {
    const skill = await loadFixture('echo-node');
    const events: ExecutionAuditEvent[] = [];
    const run = (role?: string) =>
      executeSkill({
        skill,
        input: { text: 'x' },
        sandbox: 'none',
        authorizer,
        ...(role === undefined ? {} : { principal: buildPrincipal({ userId: `u-${role}`, role }) }),
        onAudit: (e) => events.push(e),
      });
    expect((await run('runner')).success).toBe(true);
    expect((await run('lister')).errorCode).toBe('AUTHZ_DENIED');
    expect((await run('nobody')).errorCode).toBe('AUTHZ_DENIED');
    expect((await run()).errorCode).toBe('AUTHZ_DENIED');
    expect(events.map((e) => [e.userId, e.success])).toEqual([
      ['u-runner', true],
      ['u-lister', false],
      ['u-nobody', false],
      [null, false],
    ]);
    expect(JSON.stringify(events)).not.toContain('"x"');
  });

  it('refuses prompt skills and reports a missing interpreter', async () => {
    const skill = await loadFixture('echo-py');
    const prompt = { ...skill, classification: 'prompt' as const };
    expect((await executeSkill({ skill: prompt, input: {} })).errorCode).toBe('SKILL_NOT_EXECUTABLE');
    const noPython = await executeSkill({
      skill,
      input: { text: 'a' },
      sandbox: 'none',
      hostEnv: { PATH: '/nonexistent' },
    });
    expect(noPython.errorCode).toBe('RUNTIME_UNAVAILABLE');
    expect(noPython.error).toContain('python3');
  });

  it('refuses a timeout out of range and an unknown sandbox mode', async () => {
    const skill = await loadFixture('echo-node');
    expect((await executeSkill({ skill, input: { text: 'a' }, timeoutMs: 600_001 })).errorCode).toBe(
      'EXEC_OPTIONS_INVALID',
    );
    expect((await executeSkill({ skill, input: { text: 'a' }, sandbox: 'docker' as never })).errorCode).toBe(
      'EXEC_OPTIONS_INVALID',
    );
  });

  it('fails closed when policy requires a sandbox that is missing or turned off', async () => {
    const skill = await loadFixture('echo-node');
    // A PATH that has node but no bwrap: bubblewrap is missing for this run.
    const bin = mkdtempSync(join(tmpdir(), 'skillport-nobwrap-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    const hostEnv = { PATH: bin };
    try {
      const required = await executeSkill({ skill, input: { text: 'a' }, requireSandbox: true, hostEnv });
      expect(required).toMatchObject({ success: false, errorCode: 'SANDBOX_UNAVAILABLE', sandbox: null });
      expect(required.error).toContain('bubblewrap');
      const asked = await executeSkill({ skill, input: { text: 'a' }, sandbox: 'bwrap', hostEnv });
      expect(asked.errorCode).toBe('SANDBOX_UNAVAILABLE');
      const auto = await executeSkill({ skill, input: { text: 'a' }, sandbox: 'auto', hostEnv });
      expect(auto).toMatchObject({ success: true, sandbox: 'none' });
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
    const off = await executeSkill({ skill, input: { text: 'a' }, sandbox: 'none', requireSandbox: true });
    expect(off.errorCode).toBe('SANDBOX_UNAVAILABLE');
    expect(off.sandbox).toBe(null);
  });
});

describe('executeSkill with declared dependencies', () => {
  async function skillWith(runtime: 'python' | 'node', deps: string, entry: string, code: string) {
    const dir = join(mkdtempSync(join(tmpdir(), 'skillport-deps-')), 'needs-deps');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'SKILL.md'),
      '---\nname: needs-deps\ndescription: Needs its packages.\n---\nRuns.\n',
    );
    writeFileSync(join(dir, 'skill.config.yaml'), `runtime: ${runtime}\nentrypoint: ${entry}\n${deps}`);
    writeFileSync(join(dir, entry), code);
    const { skill } = await loadSkillPackage(dir);
    if (skill === undefined) throw new Error('fixture did not load');
    return { skill, dir };
  }

  it('refuses a Python skill with dependencies.python and no .venv as VENV_MISSING, before it runs', async () => {
    const { skill, dir } = await skillWith(
      'python',
      'dependencies:\n  python:\n    inline: [left-pad-nonexistent]\n',
      'main.py',
      "open('ran', 'w').write('x')\nimport left_pad_nonexistent\nprint('{}')\n",
    );
    const result = await executeSkill({ skill, input: {}, sandbox: 'none' });
    expect(result).toMatchObject({ success: false, errorCode: 'VENV_MISSING', sandbox: null });
    expect(result.error).toContain('.venv');
    expect(result.error).toContain('prepare');
    expect(existsSync(join(dir, 'ran'))).toBe(false);
    // A prepared environment (here: a venv interpreter) lets the same skill start.
    mkdirSync(join(dir, '.venv', 'bin'), { recursive: true });
    symlinkSync(
      String(execFileSync('python3', ['-c', 'import sys; print(sys.executable)'])).trim(),
      join(dir, '.venv', 'bin', 'python'),
    );
    writeFileSync(join(dir, 'main.py'), 'print(\'{"ok": true}\')\n');
    expect(await executeSkill({ skill, input: {}, sandbox: 'none' })).toMatchObject({ success: true });
  });

  it('refuses a Node skill with declared packages and no node_modules as NODE_MODULES_MISSING', async () => {
    const { skill, dir } = await skillWith(
      'node',
      'dependencies:\n  node:\n    packages: [left-pad]\n',
      'main.js',
      'console.log(JSON.stringify({ ok: true }));\n',
    );
    const result = await executeSkill({ skill, input: {}, sandbox: 'none' });
    expect(result).toMatchObject({ success: false, errorCode: 'NODE_MODULES_MISSING' });
    expect(result.error).toContain('node_modules');
    // A file named node_modules is not an installed environment.
    writeFileSync(join(dir, 'node_modules'), '');
    expect((await executeSkill({ skill, input: {}, sandbox: 'none' })).errorCode).toBe(
      'NODE_MODULES_MISSING',
    );
    rmSync(join(dir, 'node_modules'));
    mkdirSync(join(dir, 'node_modules'));
    expect(await executeSkill({ skill, input: {}, sandbox: 'none' })).toMatchObject({ success: true });
  });
});
