import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type GatewayHarness } from '../test-support/gateway-harness.js';

const SHELL =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let h: GatewayHarness;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'skillport-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(webDir, 'assets', 'app-abc123.css'), 'body{margin:0}');
  writeFileSync(path.join(webDir, 'assets', 'app-abc123.js.map'), '{}');
  const outside = path.join(webDir, '..', `${path.basename(webDir)}-secret.txt`);
  writeFileSync(outside, 'not part of the UI');
  symlinkSync(outside, path.join(webDir, 'assets', 'linked.txt'));
  h = await createHarness({ webDir });
});
afterAll(async () => {
  await h.close();
  rmSync(webDir, { recursive: true, force: true });
  rmSync(`${webDir}-secret.txt`, { force: true });
});

describe('the web UI at /', () => {
  it('serves the shell with a strict CSP and no caching', async () => {
    const res = await h.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(SHELL);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers client-side routes with the shell (SPA fallback)', async () => {
    for (const route of ['/users', '/audit', '/skills/some-skill', '/index.html']) {
      const res = await h.request(route);
      expect([route, res.status, await res.text()]).toEqual([route, 200, SHELL]);
    }
  });

  it('serves hashed assets with their type and as immutable, gzipped when asked', async () => {
    const plain = await h.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(SCRIPT);
    const css = await h.request('/assets/app-abc123.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const gz = await h.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await gz.arrayBuffer());
    expect(body.length).toBeLessThan(SCRIPT.length);
    expect(gunzipSync(body).toString()).toBe(SCRIPT);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await h.request('/assets/app-abc123.js');
    const etag = first.headers.get('etag')!;
    const again = await h.request('/assets/app-abc123.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('never turns an API path, a missing asset or a non-GET into the UI', async () => {
    const api = await h.request('/api/nope');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('HTTP_ROUTE_NOT_FOUND');
    for (const missing of ['/assets/missing.js', '/favicon.ico', '/assets/app-abc123.js.map', '/mcp/x']) {
      const res = await h.request(missing);
      expect([missing, res.status, res.headers.get('content-type')]).toEqual([
        missing,
        404,
        'application/json',
      ]);
    }
    const post = await h.request('/users', { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('serves nothing outside the build: traversal and links reach no file', async () => {
    for (const tricky of [
      '/../package.json',
      '/assets/../../etc/passwd',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fetc%2fpasswd',
      '/assets/linked.txt',
    ]) {
      const res = await h.request(tricky);
      const text = await res.text();
      expect(text).not.toContain('root:');
      expect(text).not.toContain('not part of the UI');
      if (res.status === 200) expect(text).toBe(SHELL);
    }
  });
});

describe('without a built UI', () => {
  it('keeps / a JSON 404', async () => {
    const bare = await createHarness({ webDir: null });
    try {
      const res = await bare.request('/');
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
