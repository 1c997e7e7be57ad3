import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createSkillRegistry,
  type LoadSkillsOptions,
  type LoadSkillsResult,
  type Skill,
} from '@skillport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestSkill } from '../../test/make-test-skill.js';

let base: string;
beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'skillport-registry-')));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const STATS = { packages: 0, parsed: 0, reused: 0, dirsListed: 0, dirsReused: 0, walkSkipped: false };

const fakeSkill = (name: string): Skill => makeTestSkill(name, { category: 'custom' });

const resultWith = (...names: string[]): LoadSkillsResult => ({
  skills: names.map(fakeSkill),
  diagnostics: [],
  watchDirs: [],
  stats: { ...STATS, packages: names.length },
});

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A load stub whose calls are recorded and finished by hand, in any order. */
function controlledLoad() {
  const calls: { options: LoadSkillsOptions; done: Deferred<LoadSkillsResult> }[] = [];
  const load = (options: LoadSkillsOptions) => {
    const done = deferred<LoadSkillsResult>();
    calls.push({ options, done });
    return done.promise;
  };
  return { calls, load };
}

const ROOTS = [{ path: '/skills', category: 'custom' as const }];
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createSkillRegistry', () => {
  it('shares one load between concurrent refresh() and get() calls (single-flight)', async () => {
    const { calls, load } = controlledLoad();
    const registry = createSkillRegistry({ roots: ROOTS, load });
    const a = registry.refresh();
    const b = registry.refresh();
    const c = registry.get();
    expect(calls).toHaveLength(1);
    calls[0]!.done.resolve(resultWith('pdf'));
    const [sa, sb, sc] = await Promise.all([a, b, c]);
    expect(sa).toBe(sb);
    expect(sb).toBe(sc);
    expect(sa.get('pdf')?.name).toBe('pdf');
    expect(calls).toHaveLength(1);
  });

  it('passes roots, maxDepth, isEnabled and a cache that persists between loads', async () => {
    const { calls, load } = controlledLoad();
    const isEnabled = () => true;
    const registry = createSkillRegistry({ roots: ROOTS, maxDepth: 3, isEnabled, load });
    const first = registry.refresh();
    calls[0]!.done.resolve(resultWith());
    await first;
    const second = registry.refresh();
    calls[1]!.done.resolve(resultWith());
    await second;
    expect(calls[0]!.options).toMatchObject({ roots: ROOTS, maxDepth: 3, isEnabled });
    expect(calls[0]!.options.cache).toBeDefined();
    expect(calls[1]!.options.cache).toBe(calls[0]!.options.cache);
  });

  it('get() serves the current snapshot without loading again until invalidate()', async () => {
    let count = 0;
    const registry = createSkillRegistry({
      roots: ROOTS,
      load: async () => resultWith(`s${++count}`),
    });
    expect(registry.current()).toBeUndefined();
    const first = await registry.get();
    expect(await registry.get()).toBe(first);
    expect(registry.current()).toBe(first);
    expect(count).toBe(1);
    registry.invalidate();
    const second = await registry.get();
    expect(count).toBe(2);
    expect(second).not.toBe(first);
    expect(second.generation).toBeGreaterThan(first.generation);
    expect(second.get('s2')).toBeDefined();
  });

  it('keeps the last good snapshot when a refresh fails and surfaces the error', async () => {
    let fail = false;
    const registry = createSkillRegistry({
      roots: ROOTS,
      load: async () => {
        if (fail) throw new Error('disk on fire');
        return resultWith('pdf');
      },
    });
    const good = await registry.refresh();
    expect(registry.lastError()).toBeUndefined();
    fail = true;
    await expect(registry.refresh()).rejects.toThrow('disk on fire');
    expect(registry.current()).toBe(good);
    expect(await registry.get()).toBe(good);
    expect(String(registry.lastError())).toMatch(/disk on fire/);
    fail = false;
    const next = await registry.refresh();
    expect(registry.lastError()).toBeUndefined();
    expect(registry.current()).toBe(next);
  });

  it('rejects get() when the very first load fails, and recovers on the next call', async () => {
    let attempts = 0;
    const registry = createSkillRegistry({
      roots: ROOTS,
      load: async () => {
        attempts++;
        if (attempts === 1) throw new Error('first load failed');
        return resultWith('ok');
      },
    });
    await expect(registry.get()).rejects.toThrow('first load failed');
    expect(registry.current()).toBeUndefined();
    expect(registry.lastError()).toBeDefined();
    expect((await registry.get()).get('ok')).toBeDefined();
  });

  it('never installs a refresh started before invalidate() over the newer one', async () => {
    const { calls, load } = controlledLoad();
    const registry = createSkillRegistry({ roots: ROOTS, load });
    const old = registry.refresh();
    registry.invalidate();
    const fresh = registry.refresh();
    expect(calls).toHaveLength(2); // the stale scan is not shared with the new generation
    calls[1]!.done.resolve(resultWith('new'));
    const freshSnapshot = await fresh;
    expect(registry.current()).toBe(freshSnapshot);
    calls[0]!.done.resolve(resultWith('old'));
    await old;
    await tick();
    expect(registry.current()).toBe(freshSnapshot);
    expect(registry.current()?.get('old')).toBeUndefined();
    expect((await registry.get()).get('new')).toBeDefined();
  });

  it('does not install a stale result even when it finishes first; the next get() loads again', async () => {
    const { calls, load } = controlledLoad();
    const registry = createSkillRegistry({ roots: ROOTS, load });
    const stale = registry.refresh();
    registry.invalidate();
    calls[0]!.done.resolve(resultWith('stale'));
    await stale;
    expect(registry.current()).toBeUndefined();
    const pending = registry.get();
    expect(calls).toHaveLength(2);
    calls[1]!.done.resolve(resultWith('fresh'));
    expect((await pending).get('fresh')).toBeDefined();
  });

  it('does not report a stale failure as the current error', async () => {
    const { calls, load } = controlledLoad();
    const registry = createSkillRegistry({ roots: ROOTS, load });
    const stale = registry.refresh();
    registry.invalidate();
    const fresh = registry.refresh();
    calls[1]!.done.resolve(resultWith('fresh'));
    await fresh;
    calls[0]!.done.reject(new Error('stale failure'));
    await expect(stale).rejects.toThrow('stale failure');
    await tick();
    expect(registry.lastError()).toBeUndefined();
  });

  it('gives a new refresh after one has finished (no stuck in-flight state)', async () => {
    let count = 0;
    const registry = createSkillRegistry({ roots: ROOTS, load: async () => resultWith(`s${++count}`) });
    await registry.refresh();
    await registry.refresh();
    await Promise.all([registry.refresh(), registry.refresh()]);
    expect(count).toBe(3);
  });

  it('hands out frozen snapshots that later loads do not change', async () => {
    let names = ['a', 'b'];
    const registry = createSkillRegistry({ roots: ROOTS, load: async () => resultWith(...names) });
    const snapshot = await registry.refresh();
    expect(Object.isFrozen(snapshot)).toBe(true);
    expect(Object.isFrozen(snapshot.skills)).toBe(true);
    expect(Object.isFrozen(snapshot.diagnostics)).toBe(true);
    expect(() => (snapshot.skills as Skill[]).push(fakeSkill('c'))).toThrow(TypeError);
    expect(() => {
      (snapshot as { generation: number }).generation = 99;
    }).toThrow(TypeError);
    names = ['c'];
    await registry.refresh();
    expect(snapshot.skills.map((s) => s.name)).toEqual(['a', 'b']);
    expect(snapshot.get('a')).toBeDefined();
    expect(snapshot.get('c')).toBeUndefined();
  });

  it('snapshot.get() finds skills by name only', async () => {
    const registry = createSkillRegistry({ roots: ROOTS, load: async () => resultWith('pdf') });
    const snapshot = await registry.get();
    expect(snapshot.get('pdf')?.name).toBe('pdf');
    expect(snapshot.get('PDF')).toBeUndefined();
    expect(snapshot.get('toString')).toBeUndefined();
    expect(snapshot.get('__proto__')).toBeUndefined();
  });

  it('loads real skills from disk with the default loader, and the skills in the snapshot are frozen', async () => {
    const root = join(base, 'real');
    await mkdir(join(root, 'pdf'), { recursive: true });
    await writeFile(
      join(root, 'pdf/SKILL.md'),
      '---\nname: pdf\ndescription: PDFs.\nallowed-tools: [Read]\nmetadata:\n  tags: [a]\nhomepage: x\n---\n',
    );
    const registry = createSkillRegistry({ roots: [{ path: root, category: 'public' }] });
    const snapshot = await registry.get();
    expect(snapshot.skills.map((s) => s.name)).toEqual(['pdf']);
    // Deeply: skills are shared between snapshots through the cache, so no consumer may change them.
    const skill = snapshot.skills[0]!;
    for (const part of [
      skill,
      skill.frontmatter,
      skill.frontmatter.extra,
      skill.frontmatter.requiredSecrets,
      skill.frontmatter.allowedTools,
      skill.frontmatter.metadata,
      skill.references,
      skill.references.required,
      skill.fingerprint,
    ]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
    expect(() => (skill.frontmatter.allowedTools as string[]).push('Bash')).toThrow(TypeError);
    expect(() => (skill.references.required as string[]).push('x')).toThrow(TypeError);
    // Unchanged tree: the second scan re-parses nothing.
    const again = await registry.refresh();
    expect(again.stats.parsed).toBe(0);
    expect(again.stats.reused).toBe(1);
  });
});
