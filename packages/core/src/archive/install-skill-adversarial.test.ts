import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeReadOnlyTree } from '../../test/remove-read-only-tree.js';
import { installSkill, packSkill, verifySkills } from './index.js';

// Install and pack attempts an outside reviewer made against a root: names that are members of
// Object.prototype, files too large to read at once.

let work: string;
let root: string;

beforeEach(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-install-adversarial-'));
  root = path.join(work, 'root');
});

afterEach(async () => {
  await removeReadOnlyTree(work);
});

async function skillDir(name: string): Promise<string> {
  const dir = path.join(work, 'src', `${name}-${Math.random().toString(36).slice(2)}`);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(
    path.join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Adversarial.\n---\n# ${name}\n`,
  );
  return dir;
}

async function expectRootClean(skills: string[]): Promise<void> {
  const entries = (await fs.readdir(root).catch(() => [])).filter(
    (e) => e !== '.skillport' && e !== 'skills.lock.json',
  );
  expect(entries.sort()).toEqual(skills);
  expect(await fs.readdir(path.join(root, '.skillport', 'staging')).catch(() => [])).toEqual([]);
}

describe('installSkill with names from Object.prototype', () => {
  it('refuses a frozen install of a skill the lock does not know, even one called "constructor"', async () => {
    await installSkill(await skillDir('demo-skill'), { root, scan: false });
    await expect(
      installSkill(await skillDir('constructor'), { root, frozen: true, scan: false }),
    ).rejects.toMatchObject({ code: 'LOCK_ENTRY_MISSING' });
    await expectRootClean(['demo-skill']);
  });

  it('refuses a package file called "__proto__", which no lock file can record', async () => {
    const dir = await skillDir('demo-skill');
    await fs.writeFile(path.join(dir, '__proto__'), 'x\n');
    await expect(installSkill(dir, { root, scan: false })).rejects.toMatchObject({
      code: 'ARCHIVE_RESERVED_NAME',
    });
    await expectRootClean([]);
  });

  it('installs and verifies a skill called "constructor" like any other', async () => {
    await installSkill(await skillDir('constructor'), { root, scan: false });
    expect(await verifySkills({ root })).toMatchObject({
      ok: true,
      skills: [{ name: 'constructor', status: 'ok' }],
    });
  });
});

describe('packSkill and installSkill with oversized files', () => {
  it('refuses a file over the per-file limit by its size, before reading it', async () => {
    const dir = await skillDir('demo-skill');
    // Sparse: 3 GiB on paper, nothing on disk. Reading it whole would fail (or exhaust memory).
    const handle = await fs.open(path.join(dir, 'huge.bin'), 'w');
    await handle.truncate(3 * 1024 ** 3);
    await handle.close();
    const output = path.join(work, 'out.skill');
    await expect(packSkill(dir, { output })).rejects.toMatchObject({
      name: 'SkillportError',
      code: 'ARCHIVE_FILE_TOO_LARGE',
    });
    expect(await fs.readdir(work)).toEqual(['src']);
    await expect(installSkill(dir, { root, scan: false })).rejects.toMatchObject({
      name: 'SkillportError',
      code: 'ARCHIVE_FILE_TOO_LARGE',
    });
    await expectRootClean([]);
  });

  it('refuses files that together exceed the total limit', async () => {
    const dir = await skillDir('demo-skill');
    for (const name of ['a.bin', 'b.bin', 'c.bin']) {
      const handle = await fs.open(path.join(dir, name), 'w');
      await handle.truncate(1024 * 1024);
      await handle.close();
    }
    await expect(
      installSkill(dir, { root, scan: false, limits: { maxTotalBytes: 2 * 1024 * 1024 } }),
    ).rejects.toMatchObject({ code: 'ARCHIVE_TOO_LARGE' });
    await expectRootClean([]);
  });
});

describe('installSkill with an unusable root', () => {
  it('refuses a root that is a file with a typed error and leaves it alone', async () => {
    await fs.writeFile(root, 'not a directory');
    await expect(installSkill(await skillDir('demo-skill'), { root, scan: false })).rejects.toMatchObject({
      name: 'SkillportError',
      code: 'INSTALL_ROOT_INVALID',
    });
    expect(await fs.readFile(root, 'utf8')).toBe('not a directory');
  });

  it('installs through a root that is a link to a directory', async () => {
    const real = path.join(work, 'real-root');
    await fs.mkdir(real);
    await fs.symlink(real, root);
    await installSkill(await skillDir('demo-skill'), { root, scan: false });
    expect(await fs.readdir(real)).toContain('demo-skill');
  });
});

describe('installSkill with a planted lock file', () => {
  it('replaces a lock file that is a link instead of writing through it', async () => {
    await fs.mkdir(root, { recursive: true });
    const outside = path.join(work, 'outside.lock.json');
    await fs.writeFile(outside, `${JSON.stringify({ lockfileVersion: 1, skills: {} })}\n`);
    await fs.symlink(outside, path.join(root, 'skills.lock.json'));
    await installSkill(await skillDir('demo-skill'), { root, scan: false });
    expect(JSON.parse(await fs.readFile(outside, 'utf8'))).toEqual({ lockfileVersion: 1, skills: {} });
    expect((await fs.lstat(path.join(root, 'skills.lock.json'))).isSymbolicLink()).toBe(false);
  });

  it('refuses to install over a corrupted lock file and leaves the root clean', async () => {
    await fs.mkdir(root, { recursive: true });
    await fs.writeFile(path.join(root, 'skills.lock.json'), '{"lockfileVersion": 1, "skills": {');
    await expect(installSkill(await skillDir('demo-skill'), { root, scan: false })).rejects.toMatchObject({
      code: 'LOCK_INVALID',
    });
    await expectRootClean([]);
  });
});
