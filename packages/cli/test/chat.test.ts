import { afterEach, describe, expect, it } from 'vitest';
import { makeComputeRoot, SECRET } from '../../agent/test/compute-skills.js';
import { type ScriptedLlm, startScriptedLlm } from '../../agent/test/scripted-llm.js';
import { cli } from './in-process.js';

/** In-process, with no endpoint inherited from the environment running the tests. */
async function run(args: string[], env: Record<string, string | undefined>, input = '') {
  const inherited = Object.keys(process.env).filter((key) => /^(SKILLPORT_LLM_|OPENAI_)/.test(key));
  const clean = Object.fromEntries(inherited.map((key) => [key, undefined]));
  const { code, stdout, stderr } = await cli(args, { ...clean, ...env, NO_COLOR: '1' }, input);
  return { status: code, stdout, stderr };
}

let llm: ScriptedLlm | undefined;
afterEach(async () => {
  await llm?.close();
  llm = undefined;
});

describe('skillport chat', () => {
  it('runs one task with --prompt --json: describe, read, execute, and prints the transcript', async () => {
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'describe_skill', arguments: { query: 'weather' } }] },
      { toolCalls: [{ name: 'read_skill', arguments: { name: 'weather' } }] },
      { toolCalls: [{ name: 'execute_skill', arguments: { name: 'weather', input: { city: 'Oslo' } } }] },
      { content: 'Sunny in Oslo.' },
    ]);
    const root = makeComputeRoot();
    const result = await run(
      [
        'chat',
        '--root',
        root,
        '--prompt',
        'weather in Oslo?',
        '--json',
        '--secret',
        `API_TOKEN=${SECRET}`,
        '--mode',
        'index',
      ],
      {
        SKILLPORT_LLM_BASE_URL: llm.baseUrl,
        SKILLPORT_LLM_MODEL: 'scripted',
        SKILLPORT_LLM_API_KEY: 'key-123',
      },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(out.reply).toBe('Sunny in Oslo.');
    expect(out.transcript.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'assistant',
      'tool',
      'assistant',
      'tool',
      'assistant',
    ]);
    expect(JSON.stringify(out.transcript)).toContain('sunny in Oslo');
    expect(out.skillContext.entries).toEqual([
      expect.objectContaining({ name: 'weather', source: 'autonomous' }),
    ]);
    expect(String(llm.requests[0]?.body.messages[0]?.content)).toContain('<skill_index>');
    expect(llm.requests[0]?.headers.authorization).toBe('Bearer key-123');
    expect(JSON.stringify(llm.requests.map((r) => r.body))).not.toContain(SECRET);
    expect(result.stdout).not.toContain(SECRET);
  });

  it('falls back to OPENAI_BASE_URL and OPENAI_API_KEY, and works interactively with slash commands', async () => {
    llm = await startScriptedLlm([{ content: 'first' }, { content: 'second' }]);
    const result = await run(
      ['chat', '--root', makeComputeRoot()],
      {
        OPENAI_BASE_URL: llm.baseUrl,
        OPENAI_API_KEY: 'sk-fallback',
        SKILLPORT_LLM_MODEL: 'scripted',
      },
      '/notes summarise the meeting\n/help\nthanks\n',
    );
    expect(result.stdout).toBe('first\nsecond\n');
    expect(result.stderr).toContain('SLASH_RESERVED');
    expect(String(llm.requests[0]?.body.messages[0]?.content)).toContain('<activated_skill name="notes">');
    expect(String(llm.requests[1]?.body.messages[0]?.content)).not.toContain('<activated_skill');
    expect(llm.requests[0]?.headers.authorization).toBe('Bearer sk-fallback');
  });

  it('explains a missing endpoint with a usage error and no stack trace', async () => {
    const result = await run(['chat', '--prompt', 'hi'], {});
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('CLI_LLM_ENDPOINT_MISSING');
    expect(result.stderr).toContain('SKILLPORT_LLM_BASE_URL');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
  });

  it('reports an unreachable endpoint and a malformed --secret without a stack trace', async () => {
    const down = await run(['chat', '--prompt', 'hi'], {
      SKILLPORT_LLM_BASE_URL: 'http://127.0.0.1:1/v1',
      SKILLPORT_LLM_MODEL: 'm',
    });
    expect(down.status).toBe(1);
    expect(down.stderr).toContain('LLM_UNAVAILABLE');
    expect(down.stderr).not.toMatch(/\n\s+at /);
    const bad = await run(['chat', '--prompt', 'hi', '--secret', 'novalue'], {
      SKILLPORT_LLM_BASE_URL: 'http://127.0.0.1:1/v1',
      SKILLPORT_LLM_MODEL: 'm',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('CLI_OPTION_INVALID');
    expect(bad.stderr).not.toContain('novalue');
  });
});
