import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type CreateGatewayOptions, createGateway, type Gateway } from './create-gateway.js';

export interface RunningGateway {
  gateway: Gateway;
  /** `http://host:port` as bound (port 0 resolves to the real port). */
  url: string;
  /** Graceful: stop accepting, let requests in flight (installs) finish, then close storage. */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** Creates the gateway and listens on `host:port` (default 127.0.0.1:7410). */
export async function startGateway(options: CreateGatewayOptions = {}): Promise<RunningGateway> {
  const gateway = await createGateway(options);
  const { host, port } = gateway.config;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: gateway.app.fetch, hostname: host, port }, () => resolve(s));
    s.once('error', reject);
  }).catch(async (error: unknown) => {
    await gateway.close({ graceMs: 0 });
    throw error;
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    gateway,
    url: `http://${shownHost}:${address.port}`,
    close(closeOptions = {}) {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        await gateway.close(closeOptions);
        if ('closeAllConnections' in server) server.closeAllConnections();
        await stopped;
      })();
      return closing;
    },
  };
}
