import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createAiSdkTools } from '@skillport/agent';
import { generateText, stepCountIs, streamText, ToolLoopAgent, tool } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeSkillsRoot } from './make-skills.js';
import { type ScriptedLlm, startScriptedLlm } from './scripted-llm.js';

let llm: ScriptedLlm | undefined;
afterEach(async () => {
  await llm?.close();
  llm = undefined;
});

function model(baseUrl: string) {
  return createOpenAICompatible({ name: 'scripted', baseURL: baseUrl, apiKey: 'test-key' })('scripted-model');
}

const toolNames = (request: ScriptedLlm['requests'][number]) =>
  (request.body.tools ?? []).map((t) => t.function.name).sort();

describe('createAiSdkTools with generateText', () => {
  it('describes, reads and narrows the tools from the loaded skill, refusing a tool outside the policy', async () => {
    const root = makeSkillsRoot([
      {
        name: 'weather',
        description: 'Weather reports',
        frontmatter: 'allowed-tools: [read_skill_file, get_forecast]\n',
      },
      { name: 'notes', description: 'Meeting notes' },
    ]);
    let deleteRan = false;
    llm = await startScriptedLlm([
      { toolCalls: [{ name: 'describe_skill', arguments: { query: 'weather' } }] },
      { toolCalls: [{ name: 'read_skill', arguments: { name: 'weather' } }] },
      // Prompt-injected: the model names a tool the skill policy does not allow.
      {
        toolCalls: [
          { name: 'delete_files', arguments: {} },
          { name: 'review_skill', arguments: { name: 'notes' } },
        ],
      },
      { content: 'done' },
    ]);
    const skills = await createAiSdkTools({
      roots: [{ path: root, category: 'custom' }],
      hostTools: ['get_forecast', 'delete_files'],
      instructions: 'You are a test agent.',
    });
    expect(skills.system).toContain('<available_skills>');
    expect(Object.keys(skills.tools).sort()).toEqual([
      'describe_skill',
      'read_skill',
      'read_skill_file',
      'review_skill',
      'tool_search',
    ]);
    const result = await generateText({
      model: model(llm.baseUrl),
      system: skills.system,
      prompt: 'What is the weather?',
      tools: {
        ...skills.tools,
        get_forecast: tool({ inputSchema: z.object({}), execute: async () => 'sunny' }),
        delete_files: tool({
          inputSchema: z.object({}),
          execute: async () => {
            deleteRan = true;
            return 'deleted';
          },
        }),
      },
      prepareStep: skills.prepareStep,
      stopWhen: stepCountIs(6),
    });
    expect(result.text).toBe('done');
    const [first, second, third] = llm.requests;
    expect(toolNames(first!)).toEqual([
      'delete_files',
      'describe_skill',
      'get_forecast',
      'read_skill',
      'read_skill_file',
      'review_skill',
      'tool_search',
    ]);
    expect(first!.body.messages[0]).toMatchObject({ role: 'system' });
    expect(String(first!.body.messages[0]?.content)).toContain('You are a test agent.');
    expect(JSON.stringify(second!.body.messages)).toContain('Weather reports');
    // After read_skill the policy is weather's allowed-tools plus the discovery tools.
    expect(toolNames(third!)).toEqual([
      'describe_skill',
      'get_forecast',
      'read_skill',
      'read_skill_file',
      'tool_search',
    ]);
    expect(deleteRan).toBe(false);
    const toolResults = result.steps
      .flatMap((s) => s.content)
      .filter((p) => p.type === 'tool-result' || p.type === 'tool-error');
    const refused = toolResults.filter((p) => p.type === 'tool-error').map((p) => p.toolName);
    expect(refused.sort()).toEqual(['delete_files', 'review_skill']);
    // Defence in depth: the skill tool itself refuses outside the policy even when called directly.
    const direct = await skills.tools.review_skill?.execute?.(
      { name: 'notes' },
      { toolCallId: 'x', messages: [] },
    );
    expect(String(direct)).toContain('TOOL_NOT_AVAILABLE');
  });

  it('works without await: prepareStep supplies the system prompt and the active tools', async () => {
    const root = makeSkillsRoot([{ name: 'notes', description: 'Meeting notes' }]);
    llm = await startScriptedLlm([{ content: 'fine' }]);
    const skills = createAiSdkTools({ roots: [{ path: root, category: 'custom' }] });
    const result = await generateText({
      model: model(llm.baseUrl),
      prompt: 'hello',
      tools: skills.tools,
      prepareStep: skills.prepareStep,
    });
    expect(result.text).toBe('fine');
    expect(String(llm.requests[0]?.body.messages[0]?.content)).toContain('<name>notes</name>');
    expect(toolNames(llm.requests[0]!)).toEqual([
      'describe_skill',
      'read_skill',
      'read_skill_file',
      'review_skill',
      'tool_search',
    ]);
    expect((await skills).system).toContain('<available_skills>');
    expect(skills.system).toContain('<available_skills>');
  });

  it('drives streamText and a ToolLoopAgent through the same tools and policy', async () => {
    const root = makeSkillsRoot([
      { name: 'haiku', description: 'Write haiku', frontmatter: 'allowed-tools: [read_skill_file]\n' },
      { name: 'notes', description: 'Meeting notes' },
    ]);
    const script = [
      { toolCalls: [{ name: 'read_skill', arguments: { name: 'haiku' } }] },
      { toolCalls: [{ name: 'review_skill', arguments: { name: 'notes' } }] },
      { content: 'old pond' },
    ];
    llm = await startScriptedLlm(script);
    const skills = await createAiSdkTools({ roots: [{ path: root, category: 'custom' }] });
    const streamed = streamText({
      model: model(llm.baseUrl),
      prompt: 'a haiku please',
      tools: skills.tools,
      prepareStep: skills.prepareStep,
      stopWhen: stepCountIs(5),
    });
    expect(await streamed.text).toBe('old pond');
    expect(toolNames(llm.requests[1]!)).toEqual([
      'describe_skill',
      'read_skill',
      'read_skill_file',
      'tool_search',
    ]);
    const steps = await streamed.steps;
    const refused = steps.flatMap((s) => s.content).filter((p) => p.type === 'tool-error');
    expect(refused.map((p) => p.toolName)).toEqual(['review_skill']);

    await llm.close();
    llm = await startScriptedLlm(script);
    const agentSkills = await createAiSdkTools({ roots: [{ path: root, category: 'custom' }] });
    const agent = new ToolLoopAgent({
      model: model(llm.baseUrl),
      tools: agentSkills.tools,
      prepareStep: agentSkills.prepareStep,
      stopWhen: stepCountIs(5),
    });
    const result = await agent.generate({ prompt: 'a haiku please' });
    expect(result.text).toBe('old pond');
    expect(toolNames(llm.requests[1]!)).toEqual([
      'describe_skill',
      'read_skill',
      'read_skill_file',
      'tool_search',
    ]);
  });

  it('masks request-scoped secrets in every message of every step', async () => {
    const SECRET = 'sdk-SECRET-value-123456';
    const root = makeSkillsRoot([{ name: 'notes', description: 'Meeting notes' }]);
    llm = await startScriptedLlm([{ toolCalls: [{ name: 'lookup', arguments: {} }] }, { content: 'done' }]);
    const skills = await createAiSdkTools({
      roots: [{ path: root, category: 'custom' }],
      secrets: { TOKEN: SECRET },
      hostTools: ['lookup'],
    });
    const result = await generateText({
      model: model(llm.baseUrl),
      messages: [
        { role: 'user', content: `earlier: ${SECRET}` },
        { role: 'assistant', content: 'ok' },
        { role: 'user', content: [{ type: 'text', text: `now use ${SECRET}` }] },
      ],
      tools: {
        ...skills.tools,
        // A host tool that hands the value back: the next step must not carry it to the model.
        lookup: tool({ inputSchema: z.object({}), execute: async () => `found ${SECRET}` }),
      },
      prepareStep: skills.prepareStep,
      stopWhen: stepCountIs(3),
    });
    expect(result.text).toBe('done');
    expect(llm.requests).toHaveLength(2);
    const sent = JSON.stringify(llm.requests.map((r) => r.body));
    expect(sent).not.toContain(SECRET);
    expect(sent).toContain('now use [REDACTED]');
    expect(sent).toContain('found [REDACTED]');
  });

  it('activates a skill from a slash command in the user message', async () => {
    const root = makeSkillsRoot([
      {
        name: 'haiku',
        description: 'Write haiku',
        body: 'Write three lines: 5, 7, 5 syllables.\n',
        frontmatter: 'allowed-tools: []\n',
      },
    ]);
    llm = await startScriptedLlm([{ content: 'old pond' }]);
    const skills = await createAiSdkTools({
      roots: [{ path: root, category: 'custom' }],
      promptMode: 'index',
    });
    await generateText({
      model: model(llm.baseUrl),
      prompt: '/haiku about frogs',
      tools: skills.tools,
      prepareStep: skills.prepareStep,
    });
    const system = String(llm.requests[0]?.body.messages[0]?.content);
    expect(system).toContain('<skill_index>');
    expect(system).toContain('<activated_skill name="haiku">');
    expect(system).toContain('5, 7, 5 syllables');
    expect(toolNames(llm.requests[0]!)).toEqual([
      'describe_skill',
      'read_skill',
      'read_skill_file',
      'tool_search',
    ]);
  });
});
