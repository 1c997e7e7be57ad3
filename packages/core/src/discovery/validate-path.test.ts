import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validatePath } from '@skillport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let base: string;
beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'skillport-validate-')));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

async function skill(root: string, folder: string, name: string): Promise<void> {
  await mkdir(join(root, folder), { recursive: true });
  await writeFile(
    join(root, folder, 'SKILL.md'),
    `---\nname: ${name}\ndescription: The ${name} skill.\n---\n`,
  );
}

describe('validatePath on a root', () => {
  it('checks a skill reached through a symlink once, under its real folder (no collision, no mismatch)', async () => {
    const root = join(base, 'aliases');
    await skill(root, 'real-skill', 'real-skill');
    // Named to sort before and after the real folder: the walk order must not matter.
    await symlink('real-skill', join(root, 'a-link'), 'dir');
    await symlink('real-skill', join(root, 'z-link'), 'dir');
    for (const strict of [false, true]) {
      const result = await validatePath(root, { strict });
      expect(result.skills.map((s) => s.path)).toEqual([join(root, 'real-skill')]);
      expect(result.diagnostics).toEqual([]);
      expect(result.ok).toBe(true);
    }
  });
});

describe('validatePath on an archive', () => {
  it('reports a refused archive as an error diagnostic on the archive, not a thrown error', async () => {
    const archive = join(base, 'broken.skill');
    await writeFile(archive, 'PK\u0003\u0004 this is not really a zip file');
    const result = await validatePath(archive);
    expect(result.ok).toBe(false);
    expect(result.skills).toEqual([]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ level: 'error', code: expect.stringMatching(/^ARCHIVE_/), path: archive }),
    ]);
  });
});
