import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/skillport.js', import.meta.url));
const BUNDLE = fileURLToPath(new URL('../bundle/skillport.js', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../core/test/fixtures/exec', import.meta.url));
const SANDBOX = existsSync('/usr/bin/bwrap') || process.env.CI === 'true';
const TOKEN = 'cli-secret-0123456789';

let work: string;

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [BIN, 'run', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', SKILLPORT_CACHE_DIR: join(work, 'cache'), ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`CLI not built: run "npm run build" first (${BUNDLE} missing)`);
  work = mkdtempSync(join(tmpdir(), 'skillport-run-cli-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('skillport run', () => {
  it('runs a bundled skill and prints its JSON output', () => {
    const r = run(['json-query', '--input', JSON.stringify({ json: '{"a":[1,2,3]}', query: '.a | sum' })]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ result: 6, found: true, matches: 1, truncated: false });
  });

  it('prints the whole result with --json, passes declared secrets and masks them', () => {
    const r = run([
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

  it.runIf(SANDBOX)('runs under bubblewrap with --sandbox bwrap', () => {
    const r = run(['echo-py', '--root', FIXTURES, '--input', '{"text":"x"}', '--sandbox', 'bwrap', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      success: true,
      sandbox: 'bwrap',
      output: { cwd: expect.any(String) },
    });
  });

  it('exits 1 when the skill fails or the input is refused, naming the field', () => {
    const refused = run(['echo-py', '--root', FIXTURES, '--input', '{"txt":"x"}']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('INPUT_INVALID');
    expect(refused.stderr).toContain('"txt"');
    const failed = run(['hostile-not-json', '--root', FIXTURES, '--input', '{}', '--sandbox', 'none']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('OUTPUT_NOT_JSON');
    const unknown = run(['no-such-skill', '--input', '{}']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('SKILL_NOT_FOUND');
    const undeclared = run([
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

  it('exits 2 on a bad command line without echoing secret values', () => {
    expect(run(['json-query', '--input', '{not json']).code).toBe(2);
    expect(run(['json-query']).code).toBe(2);
    expect(run(['json-query', '--input', '{}', '--timeout', '10s']).code).toBe(2);
    expect(run(['json-query', '--input', '{}', '--sandbox', 'docker']).code).toBe(2);
    const badSecret = run(['json-query', '--input', '{}', '--secret', TOKEN]);
    expect(badSecret.code).toBe(2);
    expect(badSecret.stderr).not.toContain(TOKEN);
  });

  it('enforces skill:execute and sandbox:execute from --policy, failing closed', () => {
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
    expect(run(['json-query', '--input', input, '--policy', policy]).code).toBe(0);
    const denied = run(['csv-profiler', '--input', '{"csv":"a\\n1"}', '--policy', policy]);
    expect(denied.code).toBe(1);
    expect(denied.stderr).toContain('AUTHZ_DENIED');
    const sandboxDenied = run(['json-query', '--input', input, '--policy', policy, '--role', 'no-sandbox']);
    expect(sandboxDenied.code).toBe(1);
    expect(sandboxDenied.stderr).toContain('sandbox:execute');
    const unknownRole = run(['json-query', '--input', input, '--policy', policy, '--role', 'ghost']);
    expect(unknownRole.code).toBe(1);
  });

  it('refuses --sandbox none when the policy requires a sandbox', () => {
    const policy = join(work, 'strict.yaml');
    writeFileSync(policy, 'execution: { require_sandbox: true }\n');
    const r = run([
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
