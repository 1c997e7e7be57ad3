import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { llmReview } from '@skillport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatCompleter } from './create-chat-completer.js';

/** A scripted OpenAI-compatible endpoint on loopback: each request takes the next scripted reply. */
let server: http.Server;
let baseUrl: string;
const script: ((res: http.ServerResponse) => void)[] = [];
const requests: {
  auth?: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}[] = [];
const reply = (content: string) => (res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      requests.push({ auth: req.headers.authorization, body: JSON.parse(data) });
      const next = script.shift();
      if (next === undefined) {
        res.writeHead(500).end();
        return;
      }
      next(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('llmReview over createChatCompleter against a local scripted endpoint', () => {
  const input = {
    skill: 'demo',
    files: [{ path: 'SKILL.md', text: 'token = "ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"' }],
    hasExecutableContent: true,
  };

  it('parses a fenced verdict, sends the model and key, and redacts secrets from the prompt', async () => {
    script.push(
      reply('Analysis done.\n```json\n{"verdict": "Block", "reason": "downloads and runs code",}\n```'),
    );
    const review = llmReview({
      complete: createChatCompleter({ baseUrl, apiKey: 'k-123', model: 'test-model' }),
    });
    expect(await review(input)).toEqual({ verdict: 'block', reason: 'downloads and runs code' });
    const last = requests.at(-1);
    expect(last?.auth).toBe('Bearer k-123');
    expect(last?.body.model).toBe('test-model');
    expect(JSON.stringify(last?.body)).not.toContain('a1B2c3D4e5F6g7H8i9J0');
  });

  it.each([
    ['an HTTP error', (res: http.ServerResponse) => res.writeHead(503).end()],
    ['an unparseable answer', reply('I think it is probably fine.')],
    ['a verdict outside allow/warn/block', reply('{"verdict": "maybe", "reason": "?"}')],
  ])('fails closed on %s', async (_label, handler) => {
    script.push(handler);
    const verdict = await llmReview({ complete: createChatCompleter({ baseUrl, model: 'm' }) })(input);
    expect(verdict.verdict).toBe('unavailable');
  });

  it('fails closed on a timeout and on an unreachable endpoint', async () => {
    script.push(() => {
      /* never answers */
    });
    expect(
      (await llmReview({ complete: createChatCompleter({ baseUrl, model: 'm' }), timeoutMs: 200 })(input))
        .verdict,
    ).toBe('unavailable');
    const closed = await llmReview({
      complete: createChatCompleter({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm' }),
    })(input);
    expect(closed).toMatchObject({ verdict: 'unavailable' });
  });
});
