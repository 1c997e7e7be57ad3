import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedLlm, startScriptedLlm } from '../../../../agent/test/scripted-llm.js';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';
import { writeSkill } from '../../test-support/write-skill.js';

const SECRET = 'run-SECRET-value-0987654321';
let h: GatewayHarness;
let admin: string;
let alice: string;
let bob: string;
let llm: ScriptedLlm | undefined;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login();
  for (const username of ['alice', 'bob']) {
    await h.request('/api/users', {
      method: 'POST',
      token: admin,
      json: { username, password: 'user password 1' },
    });
  }
  alice = await h.login('alice', 'user password 1');
  bob = await h.login('bob', 'user password 1');
  writeSkill(h.gateway.services.skills.customRoot, 'weather', {
    description: 'Weather for a city',
    frontmatter: 'required-secrets: [API_TOKEN]\n',
    files: {
      'skill.config.yaml':
        'runtime: node\nentrypoint: main.js\ninterface:\n  input:\n    city: { type: string, required: true }\n',
      'main.js':
        "let r='';process.stdin.on('data',c=>r+=c).on('end',()=>{const i=JSON.parse(r);process.stdout.write(JSON.stringify({forecast:'sunny in '+i.city,token:process.env.API_TOKEN??null}))});\n",
    },
  });
  writeSkill(h.gateway.services.skills.customRoot, 'notes', { description: 'Meeting notes' });
  await h.request('/api/skills/reload', { method: 'POST', token: admin });
});
afterEach(async () => {
  await llm?.close();
  llm = undefined;
  delete process.env.SKILLPORT_LLM_BASE_URL;
  delete process.env.SKILLPORT_LLM_MODEL;
});
afterAll(() => h.close());

function events(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.replace(/^data: ?/, ''))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

describe('agent profiles', () => {
  it('are managed by admins, readable by users, and warn when a compute skill lacks its tool', async () => {
    const created = await h.request('/api/agents', {
      method: 'POST',
      token: admin,
      json: { name: 'forecaster', instructions: 'Be brief.', skills: ['weather'], tools: ['review_skill'] },
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { warnings: string[] };
    expect(body.warnings).toEqual([expect.stringContaining('no execute_skill tool')]);
    expect(
      (await h.request('/api/agents', { method: 'POST', token: admin, json: { name: 'forecaster' } })).status,
    ).toBe(409);
    expect(
      (await h.request('/api/agents', { method: 'POST', token: alice, json: { name: 'mine' } })).status,
    ).toBe(403);
    const listed = (await (await h.request('/api/agents', { token: alice })).json()) as {
      agents: { name: string }[];
    };
    expect(listed.agents.map((a) => a.name)).toEqual(['forecaster']);
    const put = await h.request('/api/agents/forecaster', {
      method: 'PUT',
      token: admin,
      json: { instructions: 'Be brief.', skills: ['weather'], tools: ['execute_skill'] },
    });
    expect(((await put.json()) as { warnings: string[] }).warnings).toEqual([]);
    expect((await h.request('/api/agents/nobody-here', { token: alice })).status).toBe(404);
    expect(
      (await h.request('/api/agents', { method: 'POST', token: admin, json: { name: 'bad', tools: ['rm'] } }))
        .status,
    ).toBe(400);
  });
});

describe('POST /api/runs', () => {
  it('streams describe → read → execute with request-scoped secrets that appear nowhere', async () => {
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'describe_skill', arguments: { query: 'weather' } }] },
      { toolCalls: [{ name: 'read_skill', arguments: { name: 'weather' } }] },
      { toolCalls: [{ name: 'execute_skill', arguments: { name: 'weather', input: { city: 'Oslo' } } }] },
      { content: 'Sunny in Oslo.' },
    ]);
    process.env.SKILLPORT_LLM_BASE_URL = llm.baseUrl;
    process.env.SKILLPORT_LLM_MODEL = 'scripted';
    const models = (await (await h.request('/api/models', { token: alice })).json()) as { models: unknown[] };
    expect(models.models).toEqual([{ name: 'scripted', default: true }]);

    const res = await h.request('/api/runs', {
      method: 'POST',
      token: alice,
      json: {
        messages: [
          { role: 'user', content: `My key is ${SECRET}` },
          { role: 'assistant', content: 'Noted.' },
          { role: 'user', content: `Weather in Oslo? Use ${SECRET}.` },
        ],
        context: { secrets: { API_TOKEN: SECRET }, is_internal: true },
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    const stream = events(text);
    expect(stream.map((e) => e.event)).toEqual([
      'tool_call',
      'tool_result',
      'tool_call',
      'tool_result',
      'tool_call',
      'tool_result',
      'message',
      'done',
    ]);
    expect(String(stream[5]?.data.content)).toContain('sunny in Oslo');
    expect(String(stream[5]?.data.content)).toContain('[REDACTED]');
    expect(text).not.toContain(SECRET);
    expect(JSON.stringify(llm.requests.map((r) => r.body))).not.toContain(SECRET);

    const runId = String(stream.at(-1)?.data.runId);
    const record = await h.request(`/api/runs/${runId}`, { token: alice });
    expect(record.status).toBe(200);
    const recordText = await record.text();
    expect(recordText).toContain('sunny in Oslo');
    expect(recordText).not.toContain(SECRET);
    expect((await h.request(`/api/runs/${runId}`, { token: bob })).status).toBe(404);
    expect(h.logs()).not.toContain(SECRET);
  });

  it('applies an agent profile: its allowlist hides other skills and its tools limit the run', async () => {
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'read_skill', arguments: { name: 'notes' } }] },
      { content: 'ok' },
    ]);
    process.env.SKILLPORT_LLM_BASE_URL = llm.baseUrl;
    process.env.SKILLPORT_LLM_MODEL = 'scripted';
    const res = await h.request('/api/runs', {
      method: 'POST',
      token: alice,
      json: { agent: 'forecaster', messages: [{ role: 'user', content: 'read notes' }] },
    });
    const stream = events(await res.text());
    expect(String(stream[1]?.data.content)).toContain('SKILL_NOT_FOUND');
    const system = String(llm.requests[0]?.body.messages[0]?.content);
    expect(system).toContain('Be brief.');
    expect(system).not.toContain('notes');
    expect((llm.requests[0]?.body.tools ?? []).map((t) => t.function.name)).toEqual([
      'describe_skill',
      'read_skill',
      'read_skill_file',
      'tool_search',
      'execute_skill',
    ]);
  });

  it('keeps an agent to its allowlist for describe and slash activation too', async () => {
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'describe_skill', arguments: { query: 'select:notes,weather' } }] },
      { content: 'ok' },
    ]);
    process.env.SKILLPORT_LLM_BASE_URL = llm.baseUrl;
    process.env.SKILLPORT_LLM_MODEL = 'scripted';
    const described = events(
      await (
        await h.request('/api/runs', {
          method: 'POST',
          token: alice,
          json: { agent: 'forecaster', messages: [{ role: 'user', content: 'what skills are there?' }] },
        })
      ).text(),
    );
    const found = String(described[1]?.data.content);
    expect(found).toContain('<name>weather</name>');
    expect(found).not.toContain('<name>notes</name>');

    const requests = llm.requests.length;
    const slash = events(
      await (
        await h.request('/api/runs', {
          method: 'POST',
          token: alice,
          json: { agent: 'forecaster', messages: [{ role: 'user', content: '/notes summarise' }] },
        })
      ).text(),
    );
    expect(slash.map((e) => e.event)).toEqual(['error', 'done']);
    expect(slash[0]?.data.code).toBe('SKILL_NOT_ALLOWED');
    expect(llm.requests.length).toBe(requests);
  });

  it('warns about a toolkit skill without bash and deletes profiles', async () => {
    writeSkill(h.gateway.services.skills.customRoot, 'shell-kit', {
      description: 'Shell helpers',
      files: { 'skill.config.yaml': 'runtime: bash\n', 'scripts/a.sh': 'echo a\n' },
    });
    await h.request('/api/skills/reload', { method: 'POST', token: admin });
    const created = await h.request('/api/agents', {
      method: 'POST',
      token: admin,
      json: { name: 'sheller', skills: ['shell-kit', 'ghost-skill'], tools: ['execute_skill'] },
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { warnings: string[] }).warnings).toEqual([
      expect.stringContaining('"shell-kit" is a compute-toolkit skill but the agent has no bash tool'),
      expect.stringContaining('"ghost-skill" is not installed'),
    ]);
    expect((await h.request('/api/agents/sheller', { method: 'DELETE', token: alice })).status).toBe(403);
    const deleted = await h.request('/api/agents/sheller', { method: 'DELETE', token: admin });
    expect(await deleted.json()).toEqual({ deleted: 'sheller' });
    expect((await h.request('/api/agents/sheller', { token: alice })).status).toBe(404);
    expect((await h.request('/api/agents/sheller', { method: 'DELETE', token: admin })).status).toBe(404);
  });

  it('refuses a run without a configured model, and an unknown agent', async () => {
    const none = await h.request('/api/runs', {
      method: 'POST',
      token: alice,
      json: { messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(none.status).toBe(403);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('MODEL_NOT_AVAILABLE');
    const unknown = await h.request('/api/runs', {
      method: 'POST',
      token: alice,
      json: { agent: 'ghost', messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(unknown.status).toBe(404);
  });
});
