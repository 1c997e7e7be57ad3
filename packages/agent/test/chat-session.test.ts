import { join } from 'node:path';
import { createChatSession, createSkillRuntime, type SkillRuntimeOptions } from '@skillport/agent';
import { buildPrincipal, createAuthorizer, createRbacProvider, createSkillRegistry } from '@skillport/core';
import { afterEach, describe, expect, it } from 'vitest';
import { makeComputeRoot, SECRET } from './compute-skills.js';
import { type ScriptedLlm, startScriptedLlm } from './scripted-llm.js';

let llm: ScriptedLlm | undefined;
afterEach(async () => {
  await llm?.close();
  llm = undefined;
});

function session(root: string, extra: Partial<SkillRuntimeOptions> = {}) {
  const runtime = createSkillRuntime({
    registry: createSkillRegistry({ roots: [{ path: root, category: 'custom' }] }),
    secrets: { API_TOKEN: SECRET, TOOL_TOKEN: `${SECRET}-tool` },
    execution: { sandbox: 'none' },
    ...extra,
  });
  if (!llm) throw new Error('start the scripted model first');
  return {
    runtime,
    chat: createChatSession({ runtime, baseUrl: llm.baseUrl, model: 'scripted', apiKey: 'k' }),
  };
}

const offered = (i: number) => (llm?.requests[i]?.body.tools ?? []).map((t) => t.function.name);
const sentToModel = () => JSON.stringify(llm?.requests.map((r) => r.body));

describe('the OpenAI-compatible chat loop', () => {
  it('runs describe → read → execute, binds the secret for the loaded skill and never sends it to the model', async () => {
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'describe_skill', arguments: { query: 'weather' } }] },
      { toolCalls: [{ name: 'read_skill', arguments: { name: 'weather' } }] },
      { toolCalls: [{ name: 'execute_skill', arguments: { name: 'weather', input: { city: 'Oslo' } } }] },
      { content: 'It is sunny in Oslo.' },
    ]);
    const { chat } = session(makeComputeRoot());
    const turn = await chat.send('What is the weather in Oslo?');
    expect(turn.reply).toBe('It is sunny in Oslo.');
    expect(offered(0)).toEqual([
      'describe_skill',
      'read_skill',
      'read_skill_file',
      'tool_search',
      'execute_skill',
      'review_skill',
      'bash',
    ]);
    expect(llm.requests[0]?.body.messages[0]?.role).toBe('system');
    expect(String(llm.requests[0]?.body.messages[0]?.content)).toContain('<name>weather</name>');
    const executed = turn.messages.filter((m) => m.role === 'tool').at(-1)?.content ?? '';
    expect(executed).toContain('sunny in Oslo');
    // The child received the bound secret (its echo is masked on the way back).
    expect(executed).toContain('"token":"[REDACTED]"');
    expect(sentToModel()).not.toContain(SECRET);
    expect(sentToModel()).not.toContain(Buffer.from(SECRET).toString('base64'));
    expect(JSON.stringify(chat.transcript())).not.toContain(SECRET);
  });

  it('binds no secret to a skill the run neither activated nor loaded', async () => {
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'execute_skill', arguments: { name: 'weather', input: { city: 'Rome' } } }] },
      { content: 'ok' },
    ]);
    const { chat } = session(makeComputeRoot());
    const turn = await chat.send('weather in Rome');
    const result = turn.messages.find((m) => m.role === 'tool')?.content ?? '';
    expect(result).toContain('"token":null');
    expect(result).toContain('secretsNotBound');
  });

  it('activates a skill with a slash command and narrows the tools to its allowed-tools', async () => {
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'review_skill', arguments: { name: 'notes' } }] },
      { toolCalls: [{ name: 'execute_skill', arguments: { name: 'weather', input: { city: 'Lima' } } }] },
      { content: 'done' },
    ]);
    const { chat } = session(makeComputeRoot('allowed-tools: [execute_skill]\n'));
    const turn = await chat.send('/weather Lima please');
    expect(String(llm.requests[0]?.body.messages[0]?.content)).toContain('<activated_skill name="weather">');
    expect(offered(0)).toEqual([
      'describe_skill',
      'read_skill',
      'read_skill_file',
      'tool_search',
      'execute_skill',
    ]);
    const [refused, executed] = turn.messages.filter((m) => m.role === 'tool');
    expect(refused?.content).toContain('TOOL_NOT_AVAILABLE');
    expect(refused?.content).not.toContain('skillport.review');
    expect(executed?.content).toContain('"token":"[REDACTED]"');
    expect(sentToModel()).not.toContain(SECRET);
  });

  it('neither offers nor runs a tool that authorization denies, even when the model names it', async () => {
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'execute_skill', arguments: { name: 'weather', input: { city: 'Oslo' } } }] },
      { content: 'cannot' },
    ]);
    const provider = createRbacProvider({
      roles: { user: { tools: { allow: '*', deny: ['execute_skill', 'bash'] } } },
    });
    const { chat } = session(makeComputeRoot(), {
      authorizer: createAuthorizer({ provider }),
      principal: buildPrincipal({ userId: 'u', role: 'user' }),
    });
    const turn = await chat.send('weather please');
    expect(offered(0)).not.toContain('execute_skill');
    const result = turn.messages.find((m) => m.role === 'tool')?.content ?? '';
    expect(result).toContain('TOOL_NOT_AVAILABLE');
    expect(result).not.toContain('sunny');
  });

  it('runs a toolkit script with bash, with that skill’s env and bound secret masked', async () => {
    const root = makeComputeRoot();
    const script = join(root, 'toolbox', 'scripts', 'run.sh');
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'read_skill', arguments: { name: 'toolbox' } }] },
      { toolCalls: [{ name: 'bash', arguments: { command: `bash ${script}` } }] },
      {
        toolCalls: [
          { name: 'bash', arguments: { command: `bash ${root}/toolbox-other/run.sh; echo "x=$TOOL_TOKEN"` } },
        ],
      },
      { content: 'ran' },
    ]);
    const { chat } = session(root);
    const turn = await chat.send('run the toolbox');
    const [, inside, outside] = turn.messages.filter((m) => m.role === 'tool');
    expect(inside?.content).toContain('mode=fast token=[REDACTED]');
    // A sibling folder sharing the skill folder's prefix is not inside the skill: no env, no secret.
    expect(outside?.content).toContain('x=\\n');
    expect(sentToModel()).not.toContain(SECRET);
  });

  it('refuses execution when sandbox:execute is denied, for execute_skill and bash alike', async () => {
    llm = await startScriptedLlm([{ content: 'x' }]);
    const provider = createRbacProvider({ roles: { user: { sandbox: { allow: false } } } });
    const { runtime } = session(makeComputeRoot(), {
      authorizer: createAuthorizer({ provider }),
      principal: buildPrincipal({ userId: 'u', role: 'user' }),
    });
    await runtime.prepareCall();
    const executed = await runtime.callTool('execute_skill', { name: 'weather', input: { city: 'Oslo' } });
    expect(executed.content).toContain('AUTHZ_DENIED');
    expect(executed.content).not.toContain('sunny');
    const bash = await runtime.callTool('bash', { command: 'echo ran' });
    expect(bash.error?.code).toBe('AUTHZ_DENIED');
    expect(bash.content).not.toContain('ran\n');
  });

  it('keeps a secret the user pasted into the conversation out of every request and the transcript', async () => {
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'describe_skill', arguments: { query: 'weather' } }] },
      { content: 'noted' },
    ]);
    const root = makeComputeRoot();
    const runtime = createSkillRuntime({
      registry: createSkillRegistry({ roots: [{ path: root, category: 'custom' }] }),
      secrets: { API_TOKEN: SECRET },
    });
    const chat = createChatSession({
      runtime,
      baseUrl: llm.baseUrl,
      model: 'scripted',
      history: [
        { role: 'user', content: `earlier I said ${SECRET}` },
        { role: 'assistant', content: 'ok' },
      ],
    });
    const turn = await chat.send(`my token is ${SECRET}, and as URL ${encodeURIComponent(`${SECRET}/x`)}`);
    expect(turn.reply).toBe('noted');
    expect(llm.requests).toHaveLength(2);
    expect(sentToModel()).not.toContain(SECRET);
    expect(sentToModel()).toContain('my token is [REDACTED]');
    expect(JSON.stringify(chat.transcript())).not.toContain(SECRET);
  });

  it('reports an unreachable endpoint as LLM_UNAVAILABLE', async () => {
    llm = await startScriptedLlm([{ content: 'x' }]);
    const runtime = createSkillRuntime({ registry: createSkillRegistry({ roots: [] }) });
    const chat = createChatSession({ runtime, baseUrl: 'http://127.0.0.1:1/v1', model: 'm' });
    await expect(chat.send('hi')).rejects.toMatchObject({ code: 'LLM_UNAVAILABLE' });
  });
});
