import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type GatewayHarness } from '../test-support/gateway-harness.js';

const lines = (h: GatewayHarness) =>
  h
    .logs()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request log', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await createHarness({ logLevel: 'info' });
  });
  afterAll(() => h.close());

  it('writes one line per request with its own request id, the path without the query, no token', async () => {
    const token = await h.login();
    const before = lines(h).length;
    await h.request('/api/skills?enabled=true', { token });
    await h.request('/healthz');
    await h.request('/api/skills', { token: 'sp_s_not-a-real-token' });
    const requests = lines(h)
      .slice(before)
      .filter((line) => line.msg === 'request');
    expect(requests.map((r) => [r.path, r.status])).toEqual([
      ['/api/skills', 200],
      ['/healthz', 200],
      ['/api/skills', 401],
    ]);
    const ids = requests.map((r) => r.requestId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
    expect(requests[0]?.userId).toEqual(expect.any(String));
    expect(h.logs()).not.toContain('enabled=true');
    expect(h.logs()).not.toContain(token);
  });

  it('writes nothing per request above the info level', async () => {
    const quiet = await createHarness({ logLevel: 'warn' });
    try {
      await quiet.request('/healthz');
      expect(lines(quiet).filter((line) => line.msg === 'request')).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
