import { describe, expect, it } from 'vitest';
import { RUN_SANDBOX_TESTS } from '../../test/exec-fixtures.js';
import { runSandboxedCommand } from '../index.js';

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
