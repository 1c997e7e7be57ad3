import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUN_SANDBOX_TESTS } from '../../test/exec-fixtures.js';
import { runSandboxedCommand } from '../index.js';
import { LAUNCHER_ARGS, launcherScript } from './sandbox-launcher.js';

describe.runIf(RUN_SANDBOX_TESTS)('the sandbox launcher', () => {
  it('passes values with quotes, newlines and substitutions verbatim, running none of them', async () => {
    const tricky = `it's "q" $(touch /tmp/pwned) \`touch /tmp/pwned2\` \\ '\\'' \n\nline\r\n  spaces  \n`;
    const result = await runSandboxedCommand({
      command:
        'printf %s "$TRICKY"; for f in /tmp/pwned /tmp/pwned2; do [ -e "$f" ] && echo "ran $f" >&2; done; true',
      cwd: '/tmp',
      sandbox: 'bwrap',
      env: { TRICKY: tricky },
    });
    expect(result).toMatchObject({ exitCode: 0, stdout: tricky, stderr: '' });
  });

  it('refuses a value it could not pass whole', async () => {
    await expect(
      runSandboxedCommand({ command: 'true', cwd: '/tmp', sandbox: 'bwrap', env: { CUT: 'before\0after' } }),
    ).rejects.toMatchObject({ code: 'EXEC_OPTIONS_INVALID' });
  });

  it('fails closed when a limit cannot be set, starting nothing', async () => {
    const result = await runSandboxedCommand({
      command: 'echo started',
      cwd: '/tmp',
      sandbox: 'bwrap',
      limits: { openFiles: 10_000_000 },
    });
    expect(result.stdout).toBe('');
    expect(result.exitCode).toBe(125);
  });
});

describe('the launcher script', () => {
  // The sandbox's /bin/sh is the host's: dash on Debian, bash on other systems. Both must read the script
  // the same way (a `"\n"` in the launcher once made bash see one long line and start nothing).
  const shells = ['/bin/dash', '/bin/bash'].filter((shell) => existsSync(shell));
  it.each(shells)('runs the same script under %s', (shell) => {
    const value = "it's \\n $(id) \n line";
    const script = launcherScript({
      file: '/usr/bin/printenv',
      args: ['V'],
      env: { V: value },
      limits: {
        processes: 64,
        memoryBytes: 2 ** 31,
        fileSizeBytes: 2 ** 20,
        openFiles: 64,
        tmpBytes: 2 ** 20,
      },
      timeoutMs: 5_000,
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'skillport-launcher-'));
    try {
      writeFileSync(path.join(dir, 'script'), script);
      const fd = openSync(path.join(dir, 'script'), 'r');
      const result = spawnSync(shell, LAUNCHER_ARGS.slice(1), {
        stdio: ['ignore', 'pipe', 'pipe', fd],
        env: {},
      });
      closeSync(fd);
      expect(result.stderr.toString()).toBe('');
      expect(result.stdout.toString()).toBe(`${value}\n`);
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
