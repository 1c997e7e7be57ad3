import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';
import { writeSkill } from '../../test-support/write-skill.js';

let h: GatewayHarness;
let admin: string;
let alice: string;
let bob: string;
let aliceId: string;

async function createUser(username: string) {
  const res = await h.request('/api/users', {
    method: 'POST',
    token: admin,
    json: { username, password: 'user password 1' },
  });
  return ((await res.json()) as { user: { id: string } }).user.id;
}

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login();
  aliceId = await createUser('alice');
  await createUser('bob');
  alice = await h.login('alice', 'user password 1');
  bob = await h.login('bob', 'user password 1');
  const custom = h.gateway.services.skills.customRoot;
  writeSkill(custom, 'pdf-forms', {
    description: 'Fill PDF forms from data.',
    files: {
      'skill.config.yaml':
        'references:\n  required: [references/basics.md]\n  routes:\n    - match: [invoice]\n      required_refs: [references/invoices.md]\n',
      'references/basics.md': 'basics',
      'references/invoices.md': 'invoice guide',
      'scripts/run.sh': 'echo hi\n',
    },
  });
  writeSkill(custom, 'shared-name', { description: 'The custom copy.' });
  mkdirSync(path.join(custom, 'pdf-forms', 'assets'), { recursive: true });
  writeFileSync(path.join(custom, 'pdf-forms', 'assets', 'blob.bin'), Buffer.from([0xff, 0xfe, 0x00, 0x01]));
  symlinkSync('/etc/passwd', path.join(custom, 'pdf-forms', 'assets', 'escape.txt'));
  const aliceRoot = h.gateway.services.skills.userRoot(aliceId);
  writeSkill(aliceRoot, 'alice-notes', { description: 'Alice’s private notes skill.' });
  writeSkill(aliceRoot, 'shared-name', { description: 'Alice’s own copy.' });
  writeSkill(aliceRoot, 'broken', { description: '' });
  const res = await h.request('/api/skills/reload', { method: 'POST', token: admin });
  expect(res.status).toBe(200);
});
afterAll(() => h.close());

type Listed = { skills: { name: string; category: string; enabled: boolean; description: string }[] };
const names = async (token: string, query = '') =>
  ((await (await h.request(`/api/skills${query}`, { token })).json()) as Listed).skills
    .map((s) => s.name)
    .sort();

describe('GET /api/skills', () => {
  it('gives each user their own view: bundled public, custom, and only their own user skills', async () => {
    expect(await names(bob)).toEqual([
      'csv-profiler',
      'json-query',
      'pdf-forms',
      'shared-name',
      'skill-creator',
      'skill-reviewer',
    ]);
    expect(await names(alice)).toEqual([
      'alice-notes',
      'csv-profiler',
      'json-query',
      'pdf-forms',
      'shared-name',
      'skill-creator',
      'skill-reviewer',
    ]);
    expect(await names(admin)).not.toContain('alice-notes');
  });

  it('applies precedence per user: a user skill shadows the custom one only for its owner', async () => {
    const pick = async (token: string) =>
      ((await (await h.request('/api/skills', { token })).json()) as Listed).skills.find(
        (s) => s.name === 'shared-name',
      );
    expect(await pick(alice)).toMatchObject({ category: 'user', description: 'Alice’s own copy.' });
    expect(await pick(bob)).toMatchObject({ category: 'custom', description: 'The custom copy.' });
  });

  it('needs a caller', async () => {
    expect((await h.request('/api/skills')).status).toBe(401);
  });
});

describe('hidden is missing', () => {
  it('answers another user’s skill byte-for-byte like a skill that does not exist', async () => {
    for (const suffix of ['', '/content', '/files/SKILL.md']) {
      const hidden = await h.request(`/api/skills/alice-notes${suffix}`, { token: bob });
      const missing = await h.request(`/api/skills/alice-notes${suffix}`, { token: admin });
      const none = await h.request(`/api/skills/no-such${suffix}`, { token: bob });
      expect([hidden.status, missing.status, none.status]).toEqual([404, 404, 404]);
      expect(await hidden.text()).toBe(await missing.text());
      expect((await none.json()) as object).toMatchObject({ error: { code: 'SKILL_NOT_FOUND' } });
    }
    expect((await h.request('/api/skills/alice-notes', { token: alice })).status).toBe(200);
  });
});

describe('detail, content and files', () => {
  it('describes a skill with its files, without server paths', async () => {
    const res = await h.request('/api/skills/pdf-forms', { token: bob });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as { files: string[]; references: { required: string[] } };
    expect(detail.files).toEqual(
      expect.arrayContaining(['SKILL.md', 'references/basics.md', 'scripts/run.sh']),
    );
    expect(detail.files).not.toContain('assets/escape.txt');
    expect(detail.references.required).toEqual(['references/basics.md']);
    expect(JSON.stringify(detail)).not.toContain(h.dataDir);
  });

  it('returns the body, and appends the documents a task routes to', async () => {
    const plain = (await (await h.request('/api/skills/pdf-forms/content', { token: bob })).json()) as {
      body: string;
      routed: unknown[];
    };
    expect(plain.body).toContain('Do the pdf-forms thing.');
    expect(plain.routed).toEqual([]);
    const routed = (await (
      await h.request('/api/skills/pdf-forms/content?task=An+INVOICE+please', { token: bob })
    ).json()) as {
      routed: { path: string; content: string }[];
    };
    expect(routed.routed).toEqual([{ path: 'references/invoices.md', content: 'invoice guide' }]);
  });

  it('serves files inside the skill, text as utf8 and binary as base64', async () => {
    const text = (await (
      await h.request('/api/skills/pdf-forms/files/references/basics.md', { token: bob })
    ).json()) as object;
    expect(text).toEqual({ path: 'references/basics.md', size: 6, encoding: 'utf8', content: 'basics' });
    const bin = (await (
      await h.request('/api/skills/pdf-forms/files/assets/blob.bin', { token: bob })
    ).json()) as object;
    expect(bin).toMatchObject({
      encoding: 'base64',
      content: Buffer.from([0xff, 0xfe, 0x00, 0x01]).toString('base64'),
    });
  });

  it.each([
    '../shared-name/SKILL.md',
    '..%2fshared-name%2fSKILL.md',
    '%2e%2e/%2e%2e/skillport.db',
    '%252e%252e/SKILL.md',
    '%2Fetc%2Fpasswd',
    'assets/escape.txt',
    'references',
    'references%2F..%2FSKILL.md',
    '.%2FSKILL.md',
    'references%2F%2FSKILL.md',
    'a%00b',
    'C:%5Cwindows',
    'nope.md',
    '%E0%A4%A',
  ])('refuses the path trick %s with a 4xx and no content', async (trick) => {
    const res = await h.request(`/api/skills/pdf-forms/files/${trick}`, { token: bob });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const text = await res.text();
    expect(text).not.toContain('root:');
    expect(text).not.toContain('SQLite');
  });
});

describe('enable toggles', () => {
  it('lets an admin switch a custom skill off for everyone, and refuses a user', async () => {
    const denied = await h.request('/api/skills/pdf-forms/enabled', {
      method: 'PUT',
      token: bob,
      json: { enabled: false },
    });
    expect(denied.status).toBe(403);
    const ok = await h.request('/api/skills/pdf-forms/enabled', {
      method: 'PUT',
      token: admin,
      json: { enabled: false },
    });
    expect(await ok.json()).toEqual({ name: 'pdf-forms', enabled: false, scope: 'everyone' });
    expect(await names(bob, '?enabled=false')).toEqual(['pdf-forms']);
    const search = (await (await h.request('/api/catalog/search?q=pdf', { token: bob })).json()) as {
      results: unknown[];
    };
    expect(search.results).toEqual([]);
    await h.request('/api/skills/pdf-forms/enabled', {
      method: 'PUT',
      token: admin,
      json: { enabled: true },
    });
  });

  it('switches a user skill for its owner only', async () => {
    const res = await h.request('/api/skills/alice-notes/enabled', {
      method: 'PUT',
      token: alice,
      json: { enabled: false },
    });
    expect(await res.json()).toEqual({ name: 'alice-notes', enabled: false, scope: 'caller' });
    expect(await names(alice, '?enabled=false')).toEqual(['alice-notes']);
    const other = await h.request('/api/skills/alice-notes/enabled', {
      method: 'PUT',
      token: bob,
      json: { enabled: true },
    });
    expect(other.status).toBe(404);
    await h.request('/api/skills/alice-notes/enabled', {
      method: 'PUT',
      token: alice,
      json: { enabled: true },
    });
  });

  it.each([{}, { enabled: 'yes' }, { enabled: true, scope: 'global' }])(
    'refuses the body %j',
    async (json) => {
      const res = await h.request('/api/skills/pdf-forms/enabled', { method: 'PUT', token: admin, json });
      expect(res.status).toBe(400);
    },
  );
});

describe('diagnostics, search, prompt, reload', () => {
  it('filters diagnostics by level and skill, and shows a user only their own', async () => {
    const all = (await (await h.request('/api/diagnostics', { token: alice })).json()) as {
      diagnostics: { level: string; code: string; skill?: string; path: string }[];
    };
    expect(all.diagnostics.some((d) => d.code === 'NAME_COLLISION')).toBe(true);
    const errors = (await (
      await h.request('/api/diagnostics?level=error', { token: alice })
    ).json()) as typeof all;
    expect(errors.diagnostics.length).toBeGreaterThan(0);
    expect(errors.diagnostics.every((d) => d.level === 'error')).toBe(true);
    const bobs = await (await h.request('/api/diagnostics', { token: bob })).text();
    expect(bobs).not.toContain(aliceId);
    const bySkill = (await (
      await h.request('/api/diagnostics?skill=shared-name', { token: alice })
    ).json()) as typeof all;
    expect(bySkill.diagnostics.every((d) => d.skill === 'shared-name')).toBe(true);
    expect((await h.request('/api/diagnostics?level=fatal', { token: alice })).status).toBe(400);
  });

  it('searches the caller’s catalog per SPEC §3.2', async () => {
    const search = async (q: string, token = bob) =>
      (
        (await (await h.request(`/api/catalog/search?q=${encodeURIComponent(q)}`, { token })).json()) as {
          results: { name: string }[];
        }
      ).results.map((r) => r.name);
    expect(await search('select:skill-reviewer,pdf-forms')).toEqual(['pdf-forms', 'skill-reviewer']);
    expect(await search('+skill')).toEqual(['skill-creator', 'skill-reviewer']);
    expect(await search('alice')).toEqual([]);
    expect(await search('alice', alice)).toEqual(['alice-notes', 'shared-name']);
    expect(await search('[unclosed(')).toEqual([]);
    expect((await h.request('/api/catalog/search', { token: bob })).status).toBe(400);
    expect((await h.request(`/api/catalog/search?q=${'a'.repeat(501)}`, { token: bob })).status).toBe(400);
  });

  it('renders the prompt block for the caller’s view in both modes', async () => {
    const full = (await (await h.request('/api/prompt', { token: alice })).json()) as {
      text: string;
      included: string[];
    };
    expect(full.text.startsWith('<available_skills>')).toBe(true);
    expect(full.included).toContain('shared-name');
    expect(full.included).toContain('alice-notes');
    const index = (await (await h.request('/api/prompt?mode=index', { token: bob })).json()) as {
      text: string;
    };
    expect(index.text).toContain('<skill_index>');
    expect(index.text).not.toContain('alice');
    expect((await h.request('/api/prompt?mode=both', { token: bob })).status).toBe(400);
    expect((await h.request('/api/prompt?budgetChars=-1', { token: bob })).status).toBe(400);
  });

  it('reload is admin-only and picks up new skills', async () => {
    expect((await h.request('/api/skills/reload', { method: 'POST', token: bob })).status).toBe(403);
    writeSkill(h.gateway.services.skills.customRoot, 'late-arrival');
    expect((await h.request('/api/skills/reload', { method: 'POST', token: admin })).status).toBe(200);
    expect(await names(bob)).toContain('late-arrival');
  });
});
