import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type CreateGatewayOptions, createGateway, type Gateway } from '../app/create-gateway.js';

export const ADMIN_PASSWORD = 'correct horse battery staple';

export interface GatewayHarness {
  gateway: Gateway;
  dataDir: string;
  /** In-process request; a relative path is resolved against http://localhost. */
  request(pathname: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  /** Signs in and returns the session token. */
  login(username?: string, password?: string): Promise<string>;
  /** Everything the gateway logged so far, as text. */
  logs(): string;
  close(): Promise<void>;
}

export async function createHarness(options: CreateGatewayOptions = {}): Promise<GatewayHarness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillport-gateway-'));
  const chunks: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const gateway = await createGateway({
    dataDir,
    logDestination,
    ...('adminPassword' in options ? {} : { adminPassword: ADMIN_PASSWORD }),
    ...options,
  });
  const request: GatewayHarness['request'] = (pathname, init = {}) => {
    const { token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
    let body = rest.body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    return Promise.resolve(
      gateway.app.request(new URL(pathname, 'http://localhost').href, { ...rest, headers, body }),
    );
  };
  return {
    gateway,
    dataDir,
    request,
    async login(username = 'admin', password = ADMIN_PASSWORD) {
      const res = await request('/api/auth/login', { method: 'POST', json: { username, password } });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    },
    logs: () => chunks.join(''),
    async close() {
      await gateway.close({ graceMs: 1_000 });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
