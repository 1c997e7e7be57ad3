import * as fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractJsonObject, llmReview, scanPath } from './index.js';

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

describe('extractJsonObject', () => {
  it.each([
    ['{"verdict":"allow","reason":"ok"}', 'allow'],
    ['Sure! Here is my answer:\n```json\n{"verdict": "block", "reason": "curl | sh"}\n```', 'block'],
    ['Thinking... {"verdict": "warn", "reason": "uses {braces} in \\"text\\"",} trailing words', 'warn'],
    ['prose {not json} then {"verdict":"allow","reason":"x",}', 'allow'],
  ])('%s', (text, verdict) => {
    expect(extractJsonObject(text)?.verdict).toBe(verdict);
  });
  it('returns undefined when nothing parses', () => {
    expect(extractJsonObject('I cannot help with that { unbalanced')).toBeUndefined();
  });
});

describe('llmReview against a local scripted endpoint', () => {
  const input = {
    skill: 'demo',
    files: [{ path: 'SKILL.md', text: 'token = "ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"' }],
    hasExecutableContent: true,
  };

  it('parses a fenced verdict, sends the model and key, and redacts secrets from the prompt', async () => {
    script.push(
      reply('Analysis done.\n```json\n{"verdict": "Block", "reason": "downloads and runs code",}\n```'),
    );
    const review = llmReview({ baseUrl, apiKey: 'k-123', model: 'test-model' });
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
    const verdict = await llmReview({ baseUrl, model: 'm' })(input);
    expect(verdict.verdict).toBe('unavailable');
  });

  it('fails closed on a timeout and on an unreachable endpoint', async () => {
    script.push(() => {
      /* never answers */
    });
    expect((await llmReview({ baseUrl, model: 'm', timeoutMs: 200 })(input)).verdict).toBe('unavailable');
    const closed = await llmReview({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm' })(input);
    expect(closed).toMatchObject({ verdict: 'unavailable' });
  });

  it('turns verdicts into findings: unavailable blocks skills with scripts, warns on prose-only skills', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'skillscan-llm-'));
    try {
      for (const name of ['scripted', 'prose']) {
        await fs.mkdir(path.join(dir, name, 'scripts'), { recursive: true });
        await fs.writeFile(
          path.join(dir, name, 'SKILL.md'),
          `---\nname: ${name}\ndescription: d\n---\nbody\n`,
        );
      }
      await fs.writeFile(path.join(dir, 'scripted', 'scripts', 'a.py'), 'print(1)\n');
      const review = llmReview({ baseUrl, model: 'm' });
      script.push(reply('garbage'), reply('garbage'));
      const failed = await scanPath(dir, { llm: review });
      const bySkill = Object.fromEntries(failed.findings.map((f) => [f.file, f]));
      expect(bySkill['scripted/SKILL.md']).toMatchObject({
        ruleId: 'SS-LLM-UNAVAILABLE',
        severity: 'critical',
      });
      expect(bySkill['prose/SKILL.md']).toMatchObject({ ruleId: 'SS-LLM-UNAVAILABLE', severity: 'medium' });

      script.push(reply('{"verdict":"allow","reason":"fine"}'), reply('{"verdict":"warn","reason":"odd"}'));
      const ok = await scanPath(dir, { llm: review });
      expect(ok.findings.map((f) => [f.ruleId, f.severity])).toEqual([['SS-LLM-WARN', 'medium']]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
