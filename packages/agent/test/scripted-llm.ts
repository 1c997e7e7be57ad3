import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedToolCall {
  name: string;
  arguments: unknown;
}

export type ScriptedReply = { content: string } | { toolCalls: ScriptedToolCall[] };

export interface RecordedRequest {
  body: {
    model: string;
    messages: { role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  };
  headers: Record<string, string | string[] | undefined>;
}

export interface ScriptedLlm {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat completions endpoint on loopback that answers from a script: each reply is
 * chosen by a function of the request (so a test can react to what the agent sent), the last one repeats.
 */
export async function startScriptedLlm(
  script: readonly (ScriptedReply | ((request: RecordedRequest) => ScriptedReply))[],
): Promise<ScriptedLlm> {
  const requests: RecordedRequest[] = [];
  let turn = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (!req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const request: RecordedRequest = { body: JSON.parse(raw), headers: req.headers };
      requests.push(request);
      const step = script[Math.min(turn++, script.length - 1)]!;
      const reply = typeof step === 'function' ? step(request) : step;
      const message =
        'content' in reply
          ? { role: 'assistant', content: reply.content }
          : {
              role: 'assistant',
              content: null,
              tool_calls: reply.toolCalls.map((call, i) => ({
                id: `call_${turn}_${i}`,
                type: 'function',
                function: { name: call.name, arguments: JSON.stringify(call.arguments) },
              })),
            };
      if ((request.body as { stream?: boolean }).stream === true) {
        // The streaming wire format: one delta chunk with the whole message, a finish chunk, [DONE].
        const delta =
          'content' in reply
            ? { role: 'assistant', content: reply.content }
            : {
                role: 'assistant',
                tool_calls: message.tool_calls?.map((call, index) => ({ index, ...call })),
              };
        const chunk = (body: unknown) => `data: ${JSON.stringify(body)}\n\n`;
        const base = {
          id: `chatcmpl-${turn}`,
          object: 'chat.completion.chunk',
          created: 1,
          model: request.body.model,
        };
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk({ ...base, choices: [{ index: 0, delta, finish_reason: null }] }));
        res.write(
          chunk({
            ...base,
            choices: [{ index: 0, delta: {}, finish_reason: 'content' in reply ? 'stop' : 'tool_calls' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${turn}`,
          object: 'chat.completion',
          created: 1,
          model: request.body.model,
          choices: [{ index: 0, message, finish_reason: 'content' in reply ? 'stop' : 'tool_calls' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
