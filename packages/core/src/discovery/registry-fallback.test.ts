import { createSkillRegistry, type LoadSkillsResult, type loadSkills } from '@skillport/core';
import { describe, expect, it } from 'vitest';

const empty: LoadSkillsResult = {
  skills: [],
  diagnostics: [],
  watchDirs: [],
  stats: { packages: 0, parsed: 0, reused: 0, dirsListed: 0, dirsReused: 0, walkSkipped: false },
};

describe('registry get() after a failed refresh', () => {
  it('serves the last good snapshot and reports the error', async () => {
    let fail = false;
    const load = (async () => {
      if (fail) throw new Error('disk on fire');
      return empty;
    }) as typeof loadSkills;
    const registry = createSkillRegistry({ roots: [], load });
    const good = await registry.get();
    fail = true;
    registry.invalidate();
    await expect(registry.get()).resolves.toBe(good);
    expect(String(registry.lastError())).toContain('disk on fire');
    await expect(registry.refresh()).rejects.toThrow('disk on fire');
  });

  it('throws when there has never been a good snapshot', async () => {
    const load = (async () => {
      throw new Error('no roots readable');
    }) as typeof loadSkills;
    await expect(createSkillRegistry({ roots: [], load }).get()).rejects.toThrow('no roots readable');
  });
});
