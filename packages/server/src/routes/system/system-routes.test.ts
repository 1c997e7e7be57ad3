import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../index.js';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';

let h: GatewayHarness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('service routes', () => {
  it('GET /healthz answers 200', async () => {
    const res = await h.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database and skills are up, 503 while draining', async () => {
    expect((await h.request('/readyz')).status).toBe(200);
    h.gateway.services.lifecycle.draining = true;
    try {
      const res = await h.request('/readyz');
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: { code: string; details: { failing: object } } };
      expect(body.error.code).toBe('GATEWAY_NOT_READY');
      expect(Object.keys(body.error.details.failing)).toEqual(['lifecycle']);
    } finally {
      h.gateway.services.lifecycle.draining = false;
    }
  });

  it('describes itself as OpenAPI 3.1 and on a /docs page', async () => {
    const doc = (await (await h.request('/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
    const page = await h.request('/docs');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('<code>/readyz</code>');
  });

  it('answers an unknown route with the error shape, not HTML', async () => {
    const res = await h.request('/api/nope?x=<script>');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'HTTP_ROUTE_NOT_FOUND', message: expect.stringContaining('/api/nope') },
    });
  });

  it('keeps SQLite in WAL mode in the data directory', async () => {
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(h.gateway.services.db);
    expect(rows[0]?.journal_mode).toBe('wal');
    expect(h.gateway.config.database).toEqual({ dialect: 'sqlite', file: `${h.dataDir}/skillport.db` });
  });

  it('logs one line per request without the query string', async () => {
    await h.request('/healthz?token=spt_leak');
    expect(h.logs()).toContain('"path":"/healthz"');
    expect(h.logs()).not.toContain('spt_leak');
  });
});

describe('options', () => {
  it('defaults to 127.0.0.1:7410 and ./.skillport', async () => {
    const { resolveGatewayConfig } = await import('../../config/index.js');
    const config = resolveGatewayConfig({}, { publicSkillsDir: null });
    expect([config.host, config.port]).toEqual(['127.0.0.1', 7410]);
    expect(config.dataDir).toBe(`${process.cwd()}/.skillport`);
    expect(config.database).toEqual({ dialect: 'sqlite', file: `${process.cwd()}/.skillport/skillport.db` });
  });

  it.each([
    [{ port: 70_000 }, 'port'],
    [{ port: 1.5 }, 'port'],
    [{ host: '' }, 'host'],
    [{ database: 'mysql://root:hunter2@db/x' }, 'database'],
    [{ unknown: true }, '(options)'],
  ])('refuses %j naming %s, without echoing a password', async (input, where) => {
    const { resolveGatewayConfig } = await import('../../config/index.js');
    let error: unknown;
    try {
      resolveGatewayConfig(input as never, { publicSkillsDir: null });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'GATEWAY_CONFIG_INVALID', details: { path: where } });
    expect(String((error as Error).message)).not.toContain('hunter2');
  });
});

describe('startGateway', () => {
  it('listens on 127.0.0.1:0 and stops accepting after a graceful close', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const dataDir = mkdtempSync(`${(await import('node:os')).tmpdir()}/skillport-start-`);
    const running = await startGateway({
      port: 0,
      dataDir,
      adminPassword: 'a long admin password',
      logLevel: 'silent',
    });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    } finally {
      await running.close({ graceMs: 1_000 });
    }
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
