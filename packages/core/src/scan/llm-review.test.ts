import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractJsonObject, llmReview, scanPath } from './index.js';

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

describe('llmReview', () => {
  const input = { skill: 'demo', files: [{ path: 'SKILL.md', text: 'body' }], hasExecutableContent: true };

  it('fails closed when the transport fails, answers nothing usable, or ignores the time limit', async () => {
    const failing = llmReview({
      complete: async () => Promise.reject(new Error('the model endpoint answered HTTP 503')),
    });
    expect(await failing(input)).toEqual({
      verdict: 'unavailable',
      reason: 'LLM review failed: the model endpoint answered HTTP 503',
    });
    expect((await llmReview({ complete: async () => 'no verdict here' })(input)).verdict).toBe('unavailable');
    const stuck = llmReview({ complete: () => new Promise<string>(() => {}), timeoutMs: 50 });
    expect(await stuck(input)).toMatchObject({
      verdict: 'unavailable',
      reason: expect.stringContaining('50 ms'),
    });
  });

  it('asks about prose instructions as well as code, and keeps secrets out of the prompt', async () => {
    let sent = '';
    const review = llmReview({
      complete: async (messages) => {
        sent = JSON.stringify(messages);
        return '{"verdict":"allow","reason":"fine"}';
      },
    });
    await review({
      ...input,
      files: [{ path: 'SKILL.md', text: 'key = "ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"' }],
    });
    expect(sent).toContain('prose instructions');
    expect(sent).toContain('AGENTS.md');
    expect(sent).not.toContain('a1B2c3D4e5F6g7H8i9J0');
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
      const answers: string[] = ['garbage', 'garbage'];
      const review = llmReview({ complete: async () => answers.shift() ?? 'garbage' });
      const failed = await scanPath(dir, { llm: review });
      const bySkill = Object.fromEntries(failed.findings.map((f) => [f.file, f]));
      expect(bySkill['scripted/SKILL.md']).toMatchObject({
        ruleId: 'SS-LLM-UNAVAILABLE',
        severity: 'critical',
      });
      expect(bySkill['prose/SKILL.md']).toMatchObject({ ruleId: 'SS-LLM-UNAVAILABLE', severity: 'medium' });

      answers.push('{"verdict":"allow","reason":"fine"}', '{"verdict":"warn","reason":"odd"}');
      const ok = await scanPath(dir, { llm: review });
      expect(ok.findings.map((f) => [f.ruleId, f.severity])).toEqual([['SS-LLM-WARN', 'medium']]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
