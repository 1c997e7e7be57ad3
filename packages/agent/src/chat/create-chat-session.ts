import { maskSecrets, SkillportError } from '@skillport/core';
import { z } from 'zod';
import type { SkillRuntime } from '../runtime/create-skill-runtime.js';

export const DEFAULT_MAX_TOOL_STEPS = 16;

export interface ChatSessionOptions {
  runtime: SkillRuntime;
  /** OpenAI-compatible base URL, e.g. `http://127.0.0.1:8080/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The host's instructions, placed before the skills block. */
  instructions?: string;
  /** Most model calls per user turn before the loop stops. */
  maxSteps?: number;
  fetch?: typeof fetch;
  /** Earlier messages of the conversation (a gateway run continues a client's history). */
  history?: readonly ChatMessageRecord[];
  /** Called as the turn progresses (streaming front ends); must not throw. */
  onEvent?: (event: ChatEvent) => void;
}

export type ChatEvent =
  | { type: 'message'; role: 'assistant'; content: string }
  | { type: 'tool_call'; id: string; name: string; arguments: string }
  | { type: 'tool_result'; id: string; name: string; ok: boolean; content: string };

/** One message of the conversation, in the OpenAI chat format. */
export interface ChatMessageRecord {
  role: 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface ChatTurn {
  reply: string;
  /** Messages this turn added (user, assistant tool calls, tool results, final answer). */
  messages: ChatMessageRecord[];
}

export interface ChatSession {
  send(text: string, options?: { signal?: AbortSignal }): Promise<ChatTurn>;
  /** The whole conversation so far (system prompts are rebuilt per call and not part of it). */
  transcript(): ChatMessageRecord[];
}

const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string(),
                type: z.literal('function').optional(),
                function: z.object({ name: z.string(), arguments: z.string().optional() }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

function unavailable(message: string): SkillportError {
  return new SkillportError('LLM_UNAVAILABLE', message);
}

/**
 * A plain OpenAI-compatible function-calling loop (no SDK): before every model call the runtime's
 * pipeline decides the system prompt and the offered tools; every tool call the model makes goes back
 * through the runtime, which refuses what the call did not offer. Tool results reach the model masked.
 */
export function createChatSession(options: ChatSessionOptions): ChatSession {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_TOOL_STEPS;
  // Request-scoped values never enter a prompt (SPEC §7), even when the user pasted one into a message:
  // the conversation is kept masked, so no request to the model and no transcript can carry one.
  const hide = (text: string): string => maskSecrets(text, options.runtime.secretValues());
  const hideMessage = (m: ChatMessageRecord): ChatMessageRecord => ({
    ...m,
    content: m.content === null ? null : hide(m.content),
    ...(m.tool_calls
      ? {
          tool_calls: m.tool_calls.map((tc) => ({
            ...tc,
            function: { name: tc.function.name, arguments: hide(tc.function.arguments) },
          })),
        }
      : {}),
  });
  const history: ChatMessageRecord[] = (options.history ?? []).map(hideMessage);
  const emit = (event: ChatEvent) => {
    try {
      options.onEvent?.(event);
    } catch {}
  };

  const complete = async (body: unknown, signal?: AbortSignal) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw unavailable(
        `The model endpoint ${url} is unreachable (${(error as Error).message}); check SKILLPORT_LLM_BASE_URL.`,
      );
    }
    if (!response.ok) {
      throw unavailable(
        `The model endpoint answered HTTP ${response.status}; check the URL, model name and API key.`,
      );
    }
    const parsed = CompletionSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw unavailable('The model endpoint answered something that is not a chat completion.');
    return parsed.data.choices[0]!.message;
  };

  return {
    transcript: () => history.map((m) => ({ ...m })),
    send: async (text, sendOptions = {}) => {
      const start = history.length;
      await options.runtime.startTurn(text);
      history.push({ role: 'user', content: hide(text) });
      for (let step = 0; step < maxSteps; step++) {
        const call = await options.runtime.prepareCall();
        const system = hide(
          [options.instructions, call.system].filter((part) => part && part !== '').join('\n\n'),
        );
        const message = await complete(
          {
            model: options.model,
            temperature: 0,
            messages: [...(system === '' ? [] : [{ role: 'system', content: system }]), ...history],
            ...(call.tools.length === 0
              ? {}
              : {
                  tools: call.tools.map((tool) => ({
                    type: 'function',
                    function: {
                      name: tool.name,
                      description: tool.description,
                      parameters: tool.inputSchema,
                    },
                  })),
                }),
          },
          sendOptions.signal,
        );
        const toolCalls = message.tool_calls ?? [];
        if (toolCalls.length === 0) {
          const reply = hide(message.content ?? '');
          history.push({ role: 'assistant', content: reply });
          emit({ type: 'message', role: 'assistant', content: reply });
          return { reply, messages: history.slice(start) };
        }
        history.push(
          hideMessage({
            role: 'assistant',
            content: message.content ?? null,
            tool_calls: toolCalls.map((tc) => ({
              id: tc.id,
              type: 'function',
              function: { name: tc.function.name, arguments: tc.function.arguments ?? '{}' },
            })),
          }),
        );
        for (const tc of toolCalls) {
          emit({
            type: 'tool_call',
            id: tc.id,
            name: tc.function.name,
            arguments: hide(tc.function.arguments ?? '{}'),
          });
          let args: unknown;
          try {
            args = JSON.parse(tc.function.arguments || '{}');
          } catch {
            args = undefined;
          }
          const result =
            args === undefined
              ? {
                  ok: false,
                  content: `Error TOOL_INPUT_INVALID: the arguments of ${tc.function.name} are not valid JSON.`,
                }
              : await options.runtime.callTool(tc.function.name, args, sendOptions);
          history.push({ role: 'tool', tool_call_id: tc.id, content: result.content });
          emit({
            type: 'tool_result',
            id: tc.id,
            name: tc.function.name,
            ok: result.ok,
            content: result.content,
          });
        }
      }
      const reply = `(stopped after ${maxSteps} model calls without a final answer)`;
      history.push({ role: 'assistant', content: reply });
      emit({ type: 'message', role: 'assistant', content: reply });
      return { reply, messages: history.slice(start) };
    },
  };
}
