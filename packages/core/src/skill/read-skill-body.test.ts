import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSkillportError, loadSkillPackage, readSkillBody } from '@skillport/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let dir: string;
beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'skillport-body-')), 'big');
  await mkdir(dir);
});
afterEach(async () => {
  await rm(join(dir, '..'), { recursive: true, force: true });
});

describe('readSkillBody', () => {
  it('returns the body after the frontmatter with LF line endings', async () => {
    await writeFile(
      join(dir, 'SKILL.md'),
      '---\r\nname: big\r\ndescription: d\r\n---\r\n# Title\r\nline\r\n',
    );
    const { skill } = await loadSkillPackage(dir);
    expect(await readSkillBody(skill!)).toBe('# Title\nline\n');
  });

  it('refuses a body over the cap instead of truncating it', async () => {
    await writeFile(join(dir, 'SKILL.md'), `---\nname: big\ndescription: d\n---\n${'x'.repeat(5000)}`);
    const { skill } = await loadSkillPackage(dir);
    const error = await readSkillBody(skill!, { maxBytes: 4096 }).catch((e: unknown) => e);
    expect(isSkillportError(error, 'SKILL_BODY_TOO_LARGE')).toBe(true);
    expect(await readSkillBody(skill!, { maxBytes: 8192 })).toHaveLength(5000);
  });

  it('names the skill in DESC_MISSING', async () => {
    await writeFile(join(dir, 'SKILL.md'), '---\nname: big\n---\n');
    const { diagnostics } = await loadSkillPackage(dir);
    expect(diagnostics.find((d) => d.code === 'DESC_MISSING')?.skill).toBe('big');
  });
});
