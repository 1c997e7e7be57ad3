import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSkillRegistry, type RegistrySnapshot, type SkillRegistry } from '@skillport/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let root: string;
let registry: SkillRegistry | undefined;

async function skill(name: string, description: string): Promise<void> {
  await mkdir(join(root, 'group', name), { recursive: true });
  await writeFile(
    join(root, 'group', name, 'SKILL.md'),
    `---\nname: ${name}\ndescription: ${description}\n---\n`,
  );
}

/** Refreshes until `done` holds; notifications arrive asynchronously after a write. */
async function refreshUntil(
  r: SkillRegistry,
  done: (s: RegistrySnapshot) => boolean,
): Promise<RegistrySnapshot> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const snapshot = await r.refresh();
    if (done(snapshot) || Date.now() > deadline) return snapshot;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillport-watch-'));
  await skill('alpha', 'First.');
  await skill('beta', 'Second.');
});

afterEach(async () => {
  registry?.close();
  registry = undefined;
  await rm(root, { recursive: true, force: true });
});

describe('createSkillRegistry({watch: true})', () => {
  it('skips the file system once every folder is watched and nothing changed', async () => {
    registry = createSkillRegistry({ roots: [{ path: root, category: 'custom' }], watch: true });
    const first = await registry.get();
    expect(first.stats.walkSkipped).toBe(false);
    // The first load read folders before they were watched, so one more full load is needed to vouch.
    expect((await registry.refresh()).stats.walkSkipped).toBe(false);
    const quiet = await registry.refresh();
    expect(quiet.stats.walkSkipped).toBe(true);
    expect(quiet.skills.map((s) => s.name)).toEqual(['alpha', 'beta']);
  });

  it('sees an in-place edit, a new skill and a new skill.config.yaml', async () => {
    registry = createSkillRegistry({ roots: [{ path: root, category: 'custom' }], watch: true });
    await registry.get();
    await registry.refresh();
    expect((await registry.refresh()).stats.walkSkipped).toBe(true);

    await writeFile(
      join(root, 'group', 'alpha', 'SKILL.md'),
      '---\nname: alpha\ndescription: Edited.\n---\n',
    );
    const edited = await refreshUntil(registry, (s) => s.get('alpha')?.description === 'Edited.');
    expect(edited.get('alpha')?.description).toBe('Edited.');

    await skill('gamma', 'Third.');
    const added = await refreshUntil(registry, (s) => s.get('gamma') !== undefined);
    expect(added.skills.map((s) => s.name)).toEqual(['alpha', 'beta', 'gamma']);

    await writeFile(
      join(root, 'group', 'beta', 'skill.config.yaml'),
      'runtime: python\nentrypoint: main.py\n',
    );
    const configured = await refreshUntil(registry, (s) => s.get('beta')?.classification === 'compute-entry');
    expect(configured.get('beta')?.classification).toBe('compute-entry');
  });

  it('does a full load after invalidate() and after close()', async () => {
    registry = createSkillRegistry({ roots: [{ path: root, category: 'custom' }], watch: true });
    await registry.get();
    await registry.refresh();
    expect((await registry.refresh()).stats.walkSkipped).toBe(true);
    registry.invalidate();
    expect((await registry.get()).stats.walkSkipped).toBe(false);
    registry.close();
    expect((await registry.refresh()).stats.walkSkipped).toBe(false);
    expect((await registry.refresh()).stats.walkSkipped).toBe(false);
  });

  it('never skips the walk without watch', async () => {
    registry = createSkillRegistry({ roots: [{ path: root, category: 'custom' }] });
    await registry.get();
    await registry.refresh();
    expect((await registry.refresh()).stats.walkSkipped).toBe(false);
  });
});
