import { describe, expect, it } from 'vitest';
import { loadFixture, RUN_SANDBOX_TESTS } from '../../test/exec-fixtures.js';
import { type ExecutionAuditEvent, executeSkill, runSandboxedCommand } from '../index.js';

/** A value with characters every encoding treats differently (quotes, <, &, /, +, space, non-ASCII). */
const SECRET = `Tk3n "q'<&>/+= ~!é-LEAK-9f8e7d`;

/** Independent spellings of the value, written here rather than taken from the masker. */
function spellings(value: string): string[] {
  const bytes = Buffer.from(value);
  const b64 = (pad: number) => Buffer.concat([Buffer.alloc(pad, 97), bytes]).toString('base64');
  const inner = (s: string, pad: number) => s.slice(pad === 0 ? 0 : pad + 2, -4);
  return [
    value,
    inner(b64(0), 0),
    inner(b64(1), 1),
    inner(b64(2), 2),
    inner(b64(1), 1).replaceAll('+', '-').replaceAll('/', '_'),
    encodeURIComponent(value),
    encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    JSON.stringify(value).slice(1, -1),
    value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;'),
    [...value].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    // Long fragments of the value itself.
    value.slice(0, 12),
    value.slice(-12),
  ];
}

function expectNoLeak(sink: string, label: string): void {
  for (const form of spellings(SECRET)) expect(sink.includes(form), `${label} leaks ${form}`).toBe(false);
}

describe.each(RUN_SANDBOX_TESTS ? (['none', 'bwrap'] as const) : (['none'] as const))(
  'leak hunt (sandbox %s)',
  (sandbox) => {
    it('finds no planted value in results, logs, errors or audit events', async () => {
      const skill = await loadFixture('leak-printer');
      const audit: ExecutionAuditEvent[] = [];
      const onAudit = (e: ExecutionAuditEvent) => audit.push(e);
      const ok = await executeSkill({ skill, input: {}, sandbox, secrets: { LEAK_TOKEN: SECRET }, onAudit });
      const failed = await executeSkill({
        skill,
        input: { fail: true },
        sandbox,
        secrets: { LEAK_TOKEN: SECRET },
        onAudit,
      });
      expect(ok.success, ok.error).toBe(true);
      expect(failed).toMatchObject({ success: false, errorCode: 'EXEC_FAILED', exitCode: 3 });
      // The skill really printed the value: every field of its answer was masked.
      expect(Object.values(ok.output as Record<string, string>)).toContain('[REDACTED]');
      expect((ok.logs ?? '').split('[REDACTED]').length).toBeGreaterThan(8);
      expect(failed.error).toContain('[REDACTED]');
      for (const [label, value] of Object.entries({ ok, failed, audit })) {
        expectNoLeak(JSON.stringify(value), label);
        expectNoLeak(JSON.stringify(value).normalize('NFC'), label);
      }
      expectNoLeak(String(ok.logs), 'logs');
      expectNoLeak(String(failed.error), 'error');
      // Parsed output is masked too: a \u-escaped value decodes to the value after JSON.parse.
      expectNoLeak(Object.keys(ok.output as object).join(' '), 'output keys');
    });

    it('finds no planted value in sandboxed command output', async () => {
      const result = await runSandboxedCommand({
        command:
          'printf "%s" "$LEAK_TOKEN" | base64 -w0; echo; printf "x%s" "$LEAK_TOKEN" | base64 -w0; echo; printf "%s" "$LEAK_TOKEN" | head -c 9; sleep 0.05; printf "%s\\n" "$LEAK_TOKEN" | tail -c +10; echo "$LEAK_TOKEN" >&2; exit 4',
        cwd: '/',
        sandbox,
        secrets: { LEAK_TOKEN: SECRET },
      });
      expect(result.exitCode).toBe(4);
      expect(result.stdout.split('[REDACTED]').length).toBe(4);
      expectNoLeak(JSON.stringify(result), 'command result');
    });
  },
);
