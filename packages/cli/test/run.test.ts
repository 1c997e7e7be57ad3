import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, cli } from './in-process.js';

const FIXTURES = fileURLToPath(new URL('../../core/test/fixtures/exec', import.meta.url));
const SANDBOX = existsSync('/usr/bin/bwrap') || process.env.CI === 'true';
const TOKEN = 'cli-secret-0123456789';

let work: string;

/** `skillport run …` in-process: the skill's own script is still a separate process. */
function run(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return cli(['run', ...args], { NO_COLOR: '1', SKILLPORT_CACHE_DIR: join(work, 'cache'), ...env });
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'skillport-run-cli-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('skillport run', () => {
  it('runs a bundled skill and prints its JSON output', async () => {
    const r = await run([
      'json-query',
      '--input',
      JSON.stringify({ json: '{"a":[1,2,3]}', query: '.a | sum' }),
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ result: 6, found: true, matches: 1, truncated: false });
  });

  it('prints the whole result with --json, passes declared secrets and masks them', async () => {
    const r = await run([
      'echo-py',
      '--root',
      FIXTURES,
      '--input',
      '{"text":"x"}',
      '--secret',
      `ECHO_TOKEN=${TOKEN}`,
      '--sandbox',
      'none',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result).toMatchObject({ success: true, exitCode: 0, sandbox: 'none' });
    expect(result.output.env.ECHO_TOKEN).toBe('[REDACTED]');
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
  });

  it.runIf(SANDBOX)('runs under bubblewrap with --sandbox bwrap', async () => {
    const r = await run([
      'echo-py',
      '--root',
      FIXTURES,
      '--input',
      '{"text":"x"}',
      '--sandbox',
      'bwrap',
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      success: true,
      sandbox: 'bwrap',
      output: { cwd: expect.any(String) },
    });
  });

  it('exits 1 when the skill fails or the input is refused, naming the field', async () => {
    const refused = await run(['echo-py', '--root', FIXTURES, '--input', '{"txt":"x"}']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('INPUT_INVALID');
    expect(refused.stderr).toContain('"txt"');
    const failed = await run(['hostile-not-json', '--root', FIXTURES, '--input', '{}', '--sandbox', 'none']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('OUTPUT_NOT_JSON');
    const unknown = await run(['no-such-skill', '--input', '{}']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('SKILL_NOT_FOUND');
    const undeclared = await run([
      'echo-py',
      '--root',
      FIXTURES,
      '--input',
      '{"text":"x"}',
      '--secret',
      `OTHER=${TOKEN}`,
    ]);
    expect(undeclared.code).toBe(1);
    expect(undeclared.stderr).toContain('SECRET_NOT_DECLARED');
    expect(undeclared.stderr).not.toContain(TOKEN);
  });

  it('exits 2 on a bad command line without echoing secret values', async () => {
    expect((await run(['json-query', '--input', '{not json'])).code).toBe(2);
    expect((await run(['json-query'])).code).toBe(2);
    expect((await run(['json-query', '--input', '{}', '--timeout', '10s'])).code).toBe(2);
    expect((await run(['json-query', '--input', '{}', '--sandbox', 'docker'])).code).toBe(2);
    const badSecret = await run(['json-query', '--input', '{}', '--secret', TOKEN]);
    expect(badSecret.code).toBe(2);
    expect(badSecret.stderr).not.toContain(TOKEN);
  });

  it('enforces skill:execute and sandbox:execute from --policy, failing closed', async () => {
    const policy = join(work, 'policy.yaml');
    writeFileSync(
      policy,
      [
        'authorization:',
        '  enabled: true',
        '  provider: rbac',
        '  default_role: analyst',
        '  roles:',
        '    analyst: { skills: { allow: [json-query] }, sandbox: { allow: "*" } }',
        '    no-sandbox: { skills: { allow: "*" }, sandbox: { allow: [] } }',
        'execution: { require_sandbox: false }',
      ].join('\n'),
    );
    const input = JSON.stringify({ json: '[1]', query: '$ | count' });
    expect((await run(['json-query', '--input', input, '--policy', policy])).code).toBe(0);
    const denied = await run(['csv-profiler', '--input', '{"csv":"a\\n1"}', '--policy', policy]);
    expect(denied.code).toBe(1);
    expect(denied.stderr).toContain('AUTHZ_DENIED');
    const sandboxDenied = await run([
      'json-query',
      '--input',
      input,
      '--policy',
      policy,
      '--role',
      'no-sandbox',
    ]);
    expect(sandboxDenied.code).toBe(1);
    expect(sandboxDenied.stderr).toContain('sandbox:execute');
    const unknownRole = await run(['json-query', '--input', input, '--policy', policy, '--role', 'ghost']);
    expect(unknownRole.code).toBe(1);
  });

  it('refuses --sandbox none when the policy requires a sandbox', async () => {
    const policy = join(work, 'strict.yaml');
    writeFileSync(policy, 'execution: { require_sandbox: true }\n');
    const r = await run([
      'json-query',
      '--input',
      '{"json":"1","query":"$"}',
      '--policy',
      policy,
      '--sandbox',
      'none',
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('SANDBOX_UNAVAILABLE');
  });
});
