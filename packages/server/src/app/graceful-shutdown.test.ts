import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startGateway } from '../index.js';
import { skillZip } from '../test-support/build-zip.js';

describe('graceful shutdown', () => {
  it('lets an install that is in flight finish before the gateway closes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'skillport-shutdown-'));
    const running = await startGateway({
      port: 0,
      dataDir,
      adminPassword: 'a long admin password',
      logLevel: 'silent',
    });
    try {
      const login = await fetch(`${running.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'a long admin password' }),
      });
      const { token } = (await login.json()) as { token: string };
      const form = new FormData();
      form.set('file', new Blob([skillZip('in-flight')]), 'in-flight.skill');
      let inFlightSeen = false;
      const installing = fetch(`${running.url}/api/skills/install`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      while (running.gateway.services.lifecycle.inFlight === 0) await new Promise((r) => setTimeout(r, 1));
      inFlightSeen = true;
      const closing = running.close({ graceMs: 10_000 });
      const res = await installing;
      expect(inFlightSeen).toBe(true);
      expect(res.status).toBe(201);
      await closing;
      expect(running.gateway.services.lifecycle.inFlight).toBe(0);
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
