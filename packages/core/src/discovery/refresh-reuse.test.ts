import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDiscoveryCache, loadSkills } from '@skillport/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let root: string;
const past = new Date(Date.now() - 60_000);

async function write(path: string, text: string): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, text);
  await utimes(path, past, past);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillport-refresh-'));
  await write(join(root, 'outer', 'SKILL.md'), '---\nname: outer\ndescription: Outer skill.\n---\n');
  await write(
    join(root, 'outer', 'references', 'inner', 'SKILL.md'),
    '---\nname: inner\ndescription: Inner.\n---\n',
  );
  // Directory mtimes older than the racy window, so the cache trusts them.
  for (const dir of ['outer/references/inner', 'outer/references', 'outer', '.'])
    await utimes(join(root, dir), past, past);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('incremental refresh inside packages', () => {
  it('keeps the findings below an unchanged package without walking it again', async () => {
    const cache = createDiscoveryCache();
    const roots = [{ path: root, category: 'custom' as const }];
    const cold = await loadSkills({ roots, cache });
    const warm = await loadSkills({ roots, cache });
    const nested = (r: typeof cold) =>
      r.diagnostics.filter((d) => d.code === 'NESTED_SKILL').map((d) => d.path);
    expect(nested(cold)).toEqual([join(root, 'outer', 'references', 'inner', 'SKILL.md')]);
    expect(nested(warm)).toEqual(nested(cold));
    expect(warm.stats.parsed).toBe(0);
    // Only the root and the package folder are looked at; the package's contents are vouched for.
    expect(warm.stats.dirsReused).toBe(2);
    expect(warm.skills.map((s) => s.name)).toEqual(['outer']);
  });

  it('walks a package again once its folder changes', async () => {
    const cache = createDiscoveryCache();
    const roots = [{ path: root, category: 'custom' as const }];
    await loadSkills({ roots, cache });
    await rm(join(root, 'outer', 'references'), { recursive: true });
    await utimes(join(root, 'outer'), past, new Date(Date.now() - 30_000));
    const after = await loadSkills({ roots, cache });
    expect(after.diagnostics.filter((d) => d.code === 'NESTED_SKILL')).toEqual([]);
  });
});
