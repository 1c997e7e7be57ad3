import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  type FuzzGateway,
  filePathProperty,
  fuzzRuns,
  jsonBodyProperty,
  jsonRoutes,
  startFuzzGateway,
  uploadProperty,
} from './gateway-properties.js';

// CI runs a short bounded sample; `npm run fuzz` sets FUZZ_RUNS for the long run.
const numRuns = fuzzRuns(50);
const timeout = Math.max(60_000, numRuns * 200);

let g: FuzzGateway;
beforeAll(async () => {
  g = await startFuzzGateway();
});
afterAll(() => g.close());

describe('gateway under hostile input', () => {
  it('answers random JSON bodies and headers on every JSON route with a 4xx error shape, never a 5xx', {
    timeout,
  }, async () => {
    await fc.assert(jsonBodyProperty(g, await jsonRoutes(g)), { numRuns });
  });

  it('refuses random and hostile uploads without a 5xx or a write outside the data dir', {
    timeout,
  }, async () => {
    await fc.assert(uploadProperty(g), { numRuns });
  });

  it('never serves a file from outside the skill for random file paths', { timeout }, async () => {
    await fc.assert(filePathProperty(g), { numRuns });
  });
});
