// Property-based fuzzing of the gateway's hostile-input surfaces, in-process. Shared by the short CI run
// (gateway.fuzz.test.ts, 50 runs) and `npm run fuzz` (FUZZ_RUNS, default 2000 per property).
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { buildZip, skillZip } from '../../packages/server/src/test-support/build-zip.js';
import {
  createHarness,
  type GatewayHarness,
} from '../../packages/server/src/test-support/gateway-harness.js';
import { writeSkill } from '../../packages/server/src/test-support/write-skill.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'FUZZ-SECRET-OUTSIDE-THE-SKILL';
/** Directories between the wrapper and the data dir, so `../` runs of this depth still land inside the wrapper. */
const NESTING = ['n1', 'n2', 'n3', 'n4', 'n5'];

export interface FuzzGateway {
  h: GatewayHarness;
  admin: string;
  /** Holds only the NESTING chain and the data dir: anything else in it was written by an escape. */
  wrapper: string;
  skillFiles: Map<string, string>;
  close(): Promise<void>;
}

export async function startFuzzGateway(): Promise<FuzzGateway> {
  const wrapper = mkdtempSync(path.join(tmpdir(), 'skillport-fuzz-'));
  const dataDir = path.join(wrapper, ...NESTING, 'data');
  mkdirSync(dataDir, { recursive: true });
  const h = await createHarness({ dataDir });
  const admin = await h.login();
  const custom = h.gateway.services.skills.customRoot;
  const skillFiles = new Map<string, string>([
    ['references/guide.md', 'the guide'],
    ['scripts/run.sh', 'echo run\n'],
  ]);
  writeSkill(custom, 'fuzz-target', {
    description: 'The skill the file fuzzer reads.',
    files: Object.fromEntries(skillFiles),
  });
  writeSkill(custom, 'fuzz-sibling', { description: 'A sibling holding a secret.', body: SECRET });
  const res = await h.request('/api/skills/reload', { method: 'POST', token: admin });
  if (res.status !== 200) throw new Error(`reload failed: ${res.status}`);
  return {
    h,
    admin,
    wrapper,
    skillFiles,
    async close() {
      await h.close();
      rmSync(wrapper, { recursive: true, force: true });
    },
  };
}

/** Fails with the reason when a response breaks the error contract or leaks internals. */
async function checkResponse(g: FuzzGateway, res: Response, what: string): Promise<string> {
  const text = await res.text();
  const fail = (why: string) => {
    throw new Error(`${what}: ${why} (status ${res.status}): ${text.slice(0, 500)}`);
  };
  if (res.status >= 500) fail('server error');
  if (/\n\s+at .+:\d+:\d+/.test(text)) fail('stack trace in body');
  if (text.includes(REPO_ROOT) || text.includes(g.wrapper)) fail('server path in body');
  if (res.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      fail('error body is not JSON');
    }
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (typeof error?.code !== 'string' || typeof error.message !== 'string')
      fail('not {error:{code,message}}');
  }
  return text;
}

function assertNothingEscaped(g: FuzzGateway) {
  let dir = g.wrapper;
  for (const expected of [...NESTING, 'data']) {
    const entries = readdirSync(dir);
    if (entries.length !== 1 || entries[0] !== expected) {
      throw new Error(`written outside the data dir: ${dir} holds ${JSON.stringify(entries)}`);
    }
    dir = path.join(dir, expected);
  }
}

interface JsonRoute {
  method: string;
  path: string;
}

/** Every operation in /openapi.json that takes a JSON body, its path parameters filled in. */
export async function jsonRoutes(g: FuzzGateway): Promise<JsonRoute[]> {
  const doc = (await (await g.h.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  const routes: JsonRoute[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!op.requestBody?.content?.['application/json']) continue;
      routes.push({ method: method.toUpperCase(), path: route.replace(/\{[^}]+\}/g, 'fuzz-target') });
    }
  }
  if (routes.length === 0) throw new Error('/openapi.json lists no JSON routes');
  return routes;
}

/** Objects with the field names the routes read, holding values of every JSON type. */
const fieldShaped = fc
  .dictionary(
    fc.constantFrom(
      'name',
      'username',
      'password',
      'role',
      'enabled',
      'content',
      'files',
      'version',
      'digest',
      'expiresAt',
      'label',
      'disabled',
      'secrets',
      'input',
      'skills',
      'model',
      'prompt',
      'agent',
      'extra',
    ),
    fc.oneof(
      fc.jsonValue(),
      fc.string({ maxLength: 300 }),
      fc.constantFrom('admin', '../x', 'SKILL.md', '', true, -1, 1e308),
    ),
    { maxKeys: 6 },
  )
  .map((d) => JSON.stringify(d));

const REAL_FILES = [['SKILL.md'], ['references', 'guide.md'], ['scripts', 'run.sh']];

const anyJsonText = fc.oneof(
  { arbitrary: fieldShaped, weight: 4 },
  fc.json(),
  fc.string(),
  fc.json().map((s) => s.slice(0, Math.max(0, s.length - 1))),
  fc.constantFrom('', '{', '[', '{"a":', 'null', '1e999999', '"\\ud800"', '{"__proto__":{"x":1}}', '\u0000'),
  fc
    .dictionary(fc.string(), fc.oneof(fc.jsonValue(), fc.constant('x'.repeat(20_000))))
    .map((d) => JSON.stringify(d)),
);

const headerValue = fc.stringMatching(/^[\t\x20-\x7e]{0,60}$/).map((s) => s.trim());
const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 5 },
  fc.constantFrom(
    'application/json; charset=utf-16',
    'text/plain',
    'multipart/form-data',
    'application/x-www-form-urlencoded',
    '',
  ),
  headerValue,
);

export function jsonBodyProperty(g: FuzzGateway, routes: JsonRoute[]) {
  return fc.asyncProperty(
    fc.constantFrom(...routes),
    anyJsonText,
    contentType,
    fc.double({ min: 0, max: 1, noNaN: true }).map((x) => x < 0.85),
    fc.dictionary(
      fc.constantFrom('origin', 'cookie', 'x-forwarded-for', 'accept', 'x-csrf-token'),
      headerValue,
    ),
    async (route, body, type, authed, extra) => {
      const headers = new Headers(extra);
      if (type) headers.set('content-type', type);
      const res = await g.h.request(route.path, {
        method: route.method,
        body,
        headers,
        ...(authed ? { token: g.admin } : {}),
      });
      await checkResponse(g, res, `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 200)}`);
    },
  );
}

const hostileName = fc.oneof(
  fc.constantFrom(
    'SKILL.md',
    'scripts/a.sh',
    'references/',
    './SKILL.md',
    'a//b',
    '\\\\server\\share\\x',
    'C:\\x',
    'C:/x',
  ),
  fc
    .tuple(fc.integer({ min: 1, max: NESTING.length + 1 }), fc.constantFrom('/', '\\'))
    .map(([n, sep]) => `${`..${sep}`.repeat(n)}fuzz-escape`),
  fc.constant('/tmp/fuzz-escape-absolute'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);

const uploadBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)),
  fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([name, cut]) => {
      const zip = skillZip(name, { 'references/a.md': 'a' });
      return zip.subarray(0, Math.floor(zip.length * cut));
    }),
  fc
    .tuple(
      fc.array(fc.tuple(hostileName, fc.string({ maxLength: 200 })), { minLength: 1, maxLength: 6 }),
      fc.boolean(),
    )
    .map(([entries, withSkill]) =>
      buildZip([
        ...(withSkill
          ? [{ name: 'SKILL.md', data: '---\nname: fuzzed\ndescription: A fuzzed upload.\n---\n# x\n' }]
          : []),
        ...entries.map(([name, data]) => ({ name, data })),
      ]),
    ),
);

export function uploadProperty(g: FuzzGateway) {
  return fc.asyncProperty(
    uploadBytes,
    fc.oneof({ arbitrary: fc.constant('file'), weight: 6 }, fc.constantFrom('archive', 'upload')),
    fc.oneof(
      { arbitrary: fc.constant('upload.skill'), weight: 4 },
      fc.constantFrom('x.zip', '../../evil.zip', ''),
    ),
    async (bytes, field, filename) => {
      const form = new FormData();
      form.set(field, new Blob([bytes]), filename);
      const res = await g.h.request('/api/skills/install', { method: 'POST', token: g.admin, body: form });
      await checkResponse(g, res, `install ${bytes.length} bytes`);
      assertNothingEscaped(g);
    },
  );
}

const pathSegment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '',
    '%2e%2e',
    '%2E%2E',
    '%2f',
    '%5c',
    '..%2f',
    '%00',
    '%252e%252e',
    '~',
    'SKILL.md',
  ),
  fc.constantFrom(
    'references',
    'guide.md',
    'scripts',
    'run.sh',
    'fuzz-sibling',
    'skill:',
    'skill://fuzz-sibling',
    'etc',
    'passwd',
  ),
  fc.stringMatching(/^[A-Za-z0-9._~%:-]{1,12}$/),
  fc.string({ maxLength: 8 }).map((s) => encodeURIComponent(s)),
);

export function filePathProperty(g: FuzzGateway) {
  return fc.asyncProperty(
    fc.oneof(
      fc.array(pathSegment, { minLength: 1, maxLength: 6 }),
      // A real file with one trick spliced in, so the confinement checks see near-valid paths too.
      fc
        .tuple(fc.constantFrom(...REAL_FILES), pathSegment, fc.nat(2))
        .map(([real, trick, at]) => [...real.slice(0, at), trick, ...real.slice(at)]),
      fc.constantFrom(...REAL_FILES),
    ),
    fc.constantFrom('fuzz-target', 'fuzz-target/..', 'skill%3A%2F%2Ffuzz-target'),
    async (segments, skill) => {
      const rel = segments.join('/');
      const res = await g.h.request(`/api/skills/${skill}/files/${rel}`, { token: g.admin });
      const text = await checkResponse(g, res, `files ${skill}/${rel}`);
      if (text.includes(SECRET) || text.includes('root:'))
        throw new Error(`files ${skill}/${rel} escaped the skill: ${text}`);
      if (res.status === 200) {
        const served = JSON.parse(text) as { path: string; content: string };
        const own = served.path === 'SKILL.md' || g.skillFiles.get(served.path) === served.content;
        if (!own)
          throw new Error(`files ${skill}/${rel} served something not in the skill: ${text.slice(0, 300)}`);
      }
    },
  );
}

export const fuzzRuns = (fallback: number) => Number(process.env.FUZZ_RUNS ?? fallback);
