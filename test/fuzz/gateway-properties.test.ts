// The fuzz properties must be able to fail: each is run against a stubbed gateway that breaks one rule.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type FuzzGateway,
  filePathProperty,
  jsonBodyProperty,
  jsonRoutes,
  startFuzzGateway,
  uploadProperty,
} from './gateway-properties.js';

let g: FuzzGateway;
beforeAll(async () => {
  g = await startFuzzGateway();
});
afterAll(() => g.close());

const answering = (body: string, status: number) => async () => new Response(body, { status });
const run = <Ts extends [unknown, ...unknown[]]>(property: fc.IAsyncPropertyWithHooks<Ts>) =>
  fc.assert(property, { numRuns: 20, includeErrorInReport: true });

it('flag a 5xx, a leaked server path, an escaped file and a write outside the data dir', async () => {
  const real = g.h.request;
  const routes = await jsonRoutes(g);
  try {
    g.h.request = answering('{"error":{"code":"X","message":"boom"}}', 500);
    await expect(run(jsonBodyProperty(g, routes))).rejects.toThrow(/server error/);
    g.h.request = answering(
      `{"error":{"code":"X","message":"${path.join(g.wrapper, 'skillport.db')}"}}`,
      400,
    );
    await expect(run(jsonBodyProperty(g, routes))).rejects.toThrow(/server path/);
    g.h.request = answering('{"message":"no code"}', 400);
    await expect(run(jsonBodyProperty(g, routes))).rejects.toThrow(/not \{error/);
    g.h.request = answering('{"path":"SKILL.md","content":"FUZZ-SECRET-OUTSIDE-THE-SKILL"}', 200);
    await expect(run(filePathProperty(g))).rejects.toThrow(/escaped/);
    g.h.request = answering('{"path":"references/guide.md","content":"other"}', 200);
    await expect(run(filePathProperty(g))).rejects.toThrow(/not in the skill/);
  } finally {
    g.h.request = real;
  }
  writeFileSync(path.join(g.wrapper, 'n1', 'escaped'), 'x');
  await expect(run(uploadProperty(g))).rejects.toThrow(/outside the data dir/);
});
