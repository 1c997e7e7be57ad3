import { createSkillRegistry, maskSecrets, type SkillRoot } from '@skillport/core';
import { jsonSchema, type ModelMessage, type PrepareStepFunction, type ToolSet, tool } from 'ai';
import {
  createSkillRuntime,
  type HostTool,
  type SkillRuntime,
  type SkillRuntimeOptions,
} from '../runtime/create-skill-runtime.js';
import { SKILL_TOOL_NAMES, TOOL_DESCRIPTIONS, toolJsonSchema } from '../tools/tool-definitions.js';
import { maskMessages } from './mask-messages.js';

export interface AiSdkToolsOptions extends Omit<SkillRuntimeOptions, 'registry' | 'hostTools'> {
  /** Skill roots, earlier wins; or pass a `registry` to share one. */
  roots?: readonly SkillRoot[];
  registry?: SkillRuntimeOptions['registry'];
  /** The host's own instructions, placed before the skills block in every step's system prompt. */
  instructions?: string;
  /**
   * The host's other tools in the same ToolSet (names, or `{name, description, inputSchema}` so that
   * `tool_search` can describe them); `allowed-tools` and `tool:call` narrow them too.
   */
  hostTools?: readonly (string | HostTool)[];
}

export interface AiSdkTools {
  /** The skill tools as an AI SDK ToolSet (merge your own tools in beside them). */
  tools: ToolSet;
  /** The system prompt with the skill index, as of creation (prepareStep keeps it current). */
  system: string;
  /**
   * Runs the per-call pipeline before every step: a slash command in the newest user message activates
   * its skill, and `activeTools` is set from the active skill policy, so `allowed-tools` is enforced
   * rather than advisory (the tools also refuse calls outside it). With request-scoped `secrets`, every
   * value is masked in the step's messages too.
   */
  prepareStep: PrepareStepFunction;
  runtime: SkillRuntime;
}

function lastUserText(messages: readonly ModelMessage[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.role !== 'user') continue;
    if (typeof message.content === 'string') return message.content;
    return message.content
      .filter((part): part is { type: 'text'; text: string } => part.type === 'text')
      .map((part) => part.text)
      .join('\n');
  }
  return undefined;
}

/**
 * The Vercel AI SDK (v6) adapter: `generateText({model, tools, system, prepareStep, ...})`. The result
 * is usable at once and also awaitable: `tools` and `prepareStep` work immediately (prepareStep sets
 * the system prompt and `activeTools` every step), while `system` is filled in once the skills are
 * discovered, so `await createAiSdkTools(...)` gives it complete.
 */
export function createAiSdkTools(options: AiSdkToolsOptions): AiSdkTools & PromiseLike<AiSdkTools> {
  const { roots, registry: given, instructions, hostTools = [], ...rest } = options;
  const registry = given ?? createSkillRegistry({ roots: roots ?? [] });
  const runtime = createSkillRuntime({
    ...rest,
    registry,
    hostTools: hostTools.map((host) => (typeof host === 'string' ? { name: host } : host)),
  });
  const compose = (skills: string) =>
    [instructions, skills].filter((part) => part && part !== '').join('\n\n');

  // Until discovery finishes every skill tool is in the set; each step's activeTools, and the runtime
  // at call time, decide which of them the model may actually use.
  const tools: ToolSet = {};
  for (const name of SKILL_TOOL_NAMES) {
    tools[name] = tool({
      description: TOOL_DESCRIPTIONS[name],
      inputSchema: jsonSchema<Record<string, unknown>>(
        toolJsonSchema(name) as Parameters<typeof jsonSchema>[0],
      ),
      // Errors go back to the model as text so it can correct itself; nothing outside the policy runs.
      execute: async (input, { abortSignal }) =>
        (await runtime.callTool(name, input, abortSignal ? { signal: abortSignal } : {})).content,
    });
  }

  const prepareStep: PrepareStepFunction = async ({ stepNumber, messages }) => {
    if (stepNumber === 0) await runtime.startTurn(lastUserText(messages) ?? '');
    const call = await runtime.prepareCall();
    const secrets = runtime.secretValues();
    return {
      activeTools: [...call.tools.map((t) => t.name), ...call.hostTools],
      system: maskSecrets(compose(call.system), secrets),
      ...(secrets.length === 0 ? {} : { messages: maskMessages(messages, secrets) }),
    };
  };

  const result: AiSdkTools = { tools, system: compose(''), prepareStep, runtime };
  const ready = runtime.prepareCall().then((first) => {
    result.system = compose(first.system);
    // Once discovered, the set holds what this caller can be offered (execute_skill only with a
    // compute-entry skill, bash only with a toolkit, nothing authorization filters out).
    const offered = new Set(first.tools.map((t) => t.name));
    for (const name of Object.keys(tools)) if (!offered.has(name)) delete tools[name];
    // A plain copy: resolving with the thenable itself would recurse.
    const { tools: t, system, prepareStep: p, runtime: r } = result;
    return { tools: t, system, prepareStep: p, runtime: r };
  });
  // Without an await, a failed discovery surfaces in prepareStep instead of as an unhandled rejection.
  ready.catch(() => {});
  return Object.assign(result, {
    // biome-ignore lint/suspicious/noThenProperty: awaitable on purpose, so callers may or may not await it.
    then: ready.then.bind(ready),
  }) as AiSdkTools & PromiseLike<AiSdkTools>;
}
