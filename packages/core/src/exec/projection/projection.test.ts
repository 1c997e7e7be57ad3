import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProjection, environmentMounts, type ProjectedSkill } from '../../index.js';

let base: string;

async function skillDir(name: string, extra: Record<string, string> = {}): Promise<string> {
  const dir = join(base, 'skills', name);
  await mkdir(join(dir, 'a', 'b'), { recursive: true });
  await writeFile(join(dir, 'SKILL.md'), `---\nname: ${name}\ndescription: d\n---\n`);
  await writeFile(join(dir, 'a', 'b', 'deep.txt'), `deep ${name}`);
  for (const [path, text] of Object.entries(extra)) await writeFile(join(dir, path), text);
  return dir;
}

/** Every file path under a folder, relative, sorted; links are listed, not followed. */
async function tree(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (at: string, prefix: string) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) await walk(join(at, entry.name), rel);
      else out.push(rel);
    }
  };
  await walk(dir, '');
  return out.sort();
}

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'skillport-projection-'));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('createProjection', () => {
  it('materialises only enabled skills per category and per user', async () => {
    const projection = createProjection({ root: join(base, 'proj') });
    const one = await skillDir('one');
    const two = await skillDir('two');
    const state = await projection.update({
      category: 'public',
      skills: [
        { name: 'one', realDir: one, enabled: true },
        { name: 'two', realDir: two, enabled: false },
      ],
    });
    expect(state.path).toBe(projection.pathFor({ category: 'public' }));
    expect(state.skills).toEqual(['one']);
    expect(await tree(state.path)).toEqual(['one/SKILL.md', 'one/a/b/deep.txt']);
    const user = await projection.update({
      category: 'user',
      user: 'u-1',
      skills: [{ name: 'two', realDir: two, enabled: true }],
    });
    expect(user.path).toBe(join(base, 'proj', 'user', 'users', 'u-1', 'current'));
    expect(await readFile(join(user.path, 'two', 'a', 'b', 'deep.txt'), 'utf8')).toBe('deep two');
    // Scopes are independent trees.
    expect(await tree(state.path)).toEqual(['one/SKILL.md', 'one/a/b/deep.txt']);
  });

  it('a disabled skill is gone from every generation before update returns', async () => {
    const projection = createProjection({ root: join(base, 'proj') });
    const skills: ProjectedSkill[] = [
      { name: 'keep', realDir: await skillDir('keep'), enabled: true },
      { name: 'drop', realDir: await skillDir('drop', { 'secret.txt': 'disabled content' }), enabled: true },
    ];
    await projection.update({ category: 'custom', skills });
    await projection.update({ category: 'custom', skills });
    const path = projection.pathFor({ category: 'custom' });
    expect(existsSync(join(path, 'drop', 'secret.txt'))).toBe(true);
    await projection.update({ category: 'custom', skills: [skills[0]!, { ...skills[1]!, enabled: false }] });
    expect(existsSync(join(path, 'drop'))).toBe(false);
    expect(existsSync(join(path, 'keep', 'SKILL.md'))).toBe(true);
    // Not reachable through any generation kept for earlier readers either.
    const all = await tree(join(base, 'proj', 'custom'));
    expect(all.filter((p) => p.includes('drop'))).toEqual([]);
    expect(all.filter((p) => p.includes('.stage-'))).toEqual([]);
    // Deleted (absent from the list) behaves the same.
    await projection.update({ category: 'custom', skills: [] });
    expect(await readdir(path)).toEqual([]);
  });

  it('concurrent readers during rebuilds always see every unrelated skill complete', async () => {
    const projection = createProjection({ root: join(base, 'proj') });
    const stable: ProjectedSkill[] = [];
    for (let i = 0; i < 8; i++) {
      const files: Record<string, string> = {};
      for (let f = 0; f < 20; f++) files[`f${f}.txt`] = `stable ${i} ${f}`;
      stable.push({ name: `stable-${i}`, realDir: await skillDir(`stable-${i}`, files), enabled: true });
    }
    const toggled = { name: 'toggled', realDir: await skillDir('toggled'), enabled: true };
    await projection.update({ category: 'public', skills: [...stable, toggled] });
    const path = projection.pathFor({ category: 'public' });
    let done = false;
    let reads = 0;
    const failures: string[] = [];
    const reader = async () => {
      while (!done) {
        const names = await readdir(path);
        for (const s of stable) {
          if (!names.includes(s.name)) failures.push(`listing lacks ${s.name}: ${names.join(',')}`);
        }
        for (const s of stable) {
          const text = await readFile(join(path, s.name, 'f19.txt'), 'utf8').catch((e) => `ERR ${e.code}`);
          if (text !== `stable ${s.name.slice(7)} 19`) failures.push(`${s.name}/f19.txt: ${text}`);
          const deep = await readFile(join(path, s.name, 'a', 'b', 'deep.txt'), 'utf8').catch(
            (e) => `ERR ${e.code}`,
          );
          if (deep !== `deep ${s.name}`) failures.push(`${s.name}/deep: ${deep}`);
        }
        reads++;
        await new Promise((r) => setImmediate(r));
      }
    };
    const readers = [reader(), reader(), reader()];
    for (let round = 0; round < 30; round++) {
      await projection.update({
        category: 'public',
        skills: [...stable, { ...toggled, enabled: round % 2 === 1 }],
      });
    }
    done = true;
    await Promise.all(readers);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    expect(await readdir(path)).toContain('toggled');
  }, 60_000);

  it('a held generation keeps its skills through later updates, except the ones they drop', async () => {
    const projection = createProjection({ root: join(base, 'proj') });
    expect(await projection.acquire({ category: 'public' })).toBeUndefined();
    const stay = { name: 'stay', realDir: await skillDir('stay'), enabled: true };
    const drop = { name: 'drop', realDir: await skillDir('drop'), enabled: true };
    await projection.update({ category: 'public', skills: [stay, drop] });
    const lease = await projection.acquire({ category: 'public' });
    expect(lease).toBeDefined();
    // Many rebuilds later, the held folder is still whole (a run mounting it keeps its files)…
    for (let i = 0; i < 4; i++) await projection.update({ category: 'public', skills: [stay, drop] });
    expect(await readFile(join(lease!.path, 'stay', 'a', 'b', 'deep.txt'), 'utf8')).toBe('deep stay');
    // …but a skill switched off leaves it too.
    await projection.update({ category: 'public', skills: [stay, { ...drop, enabled: false }] });
    expect(existsSync(join(lease!.path, 'drop'))).toBe(false);
    expect(existsSync(join(lease!.path, 'stay', 'SKILL.md'))).toBe(true);
    await projection.update({ category: 'public', skills: [stay] });
    lease!.release();
    lease!.release();
    // Released and neither current nor previous: removed (after the scope's queue drains).
    await projection.update({ category: 'public', skills: [stay] });
    expect(existsSync(lease!.path)).toBe(false);
    const generations = await readdir(join(base, 'proj', 'public', 'generations'));
    expect(generations.length).toBeLessThanOrEqual(2);
  });

  it('leaves prepared environments out and keeps their links as mount points for environmentMounts', async () => {
    const projection = createProjection({ root: join(base, 'proj') });
    const dir = await skillDir('with-env');
    const envDir = join(dir, '.skillport', 'envs', 'python-1-abcd', '.venv');
    await mkdir(join(envDir, 'bin'), { recursive: true });
    await writeFile(join(envDir, 'bin', 'tool'), 'x');
    await symlink('/usr/bin/python3', join(envDir, 'bin', 'python'));
    await symlink('.skillport/envs/python-1-abcd/.venv', join(dir, '.venv'));
    // A link named like an environment but leading elsewhere is an ordinary link (left out: it leads out).
    await symlink('../../../etc', join(dir, 'node_modules'));
    const state = await projection.update({
      category: 'custom',
      skills: [{ name: 'with-env', realDir: dir, enabled: true }],
    });
    const projected = join(state.path, 'with-env');
    expect(await readdir(join(projected, '.skillport', 'envs', 'python-1-abcd', '.venv'))).toEqual([]);
    expect((await readdir(projected)).sort()).toEqual(['.skillport', '.venv', 'SKILL.md', 'a']);
    expect(await environmentMounts(dir, '/skills/with-env')).toEqual([
      { source: await realpath(envDir), target: '/skills/with-env/.skillport/envs/python-1-abcd/.venv' },
    ]);
  });

  it('updates of one scope run one after another even when started together', async () => {
    const projection = createProjection({ root: join(base, 'proj') });
    const a = { name: 'a', realDir: await skillDir('a'), enabled: true };
    const b = { name: 'b', realDir: await skillDir('b'), enabled: true };
    const results = await Promise.all([
      projection.update({ category: 'public', skills: [a] }),
      projection.update({ category: 'public', skills: [a, b] }),
      projection.update({ category: 'public', skills: [b] }),
    ]);
    expect(results.map((r) => r.skills)).toEqual([['a'], ['a', 'b'], ['b']]);
    expect(await readdir(projection.pathFor({ category: 'public' }))).toEqual(['b']);
  });

  it('keeps links that stay inside a skill and leaves out links that lead out', async () => {
    const projection = createProjection({ root: join(base, 'proj') });
    const dir = await skillDir('links');
    await symlink('a/b/deep.txt', join(dir, 'inside'));
    await symlink('/etc/passwd', join(dir, 'outside'));
    await symlink('../../', join(dir, 'climb'));
    await mkdir(join(base, 'elsewhere'));
    await symlink(join(base, 'elsewhere'), join(dir, 'a', 'hop'));
    await symlink('a/hop/x', join(dir, 'via-hop'));
    const state = await projection.update({
      category: 'custom',
      skills: [{ name: 'links', realDir: dir, enabled: true }],
    });
    const names = await readdir(join(state.path, 'links'));
    expect(names.sort()).toEqual(['SKILL.md', 'a', 'inside']);
    expect(await readFile(join(state.path, 'links', 'inside'), 'utf8')).toBe('deep links');
    expect(await readdir(join(state.path, 'links', 'a'))).toEqual(['b']);
  });

  it.each([
    ['a user id that climbs', { category: 'user', user: '../../etc' }],
    ['a user id with a slash', { category: 'user', user: 'a/b' }],
    ['an unknown category', { category: 'nope' }],
  ])('refuses %s', async (_label, scope) => {
    const projection = createProjection({ root: join(base, 'proj') });
    await expect(projection.update({ ...(scope as { category: 'user' }), skills: [] })).rejects.toMatchObject(
      { code: 'PROJECTION_INVALID' },
    );
  });

  it.each(['..', '../x', 'a/b', '.hidden', ''])('refuses the skill name %j', async (name) => {
    const projection = createProjection({ root: join(base, 'proj') });
    await expect(
      projection.update({ category: 'public', skills: [{ name, realDir: base, enabled: true }] }),
    ).rejects.toMatchObject({ code: 'PROJECTION_INVALID' });
    expect(existsSync(join(base, 'proj'))).toBe(false);
  });
});
