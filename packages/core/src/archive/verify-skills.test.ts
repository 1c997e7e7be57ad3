import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeReadOnlyTree } from '../../test/remove-read-only-tree.js';
import { installSkill, verifySkills } from './index.js';

let work: string;
let root: string;

beforeEach(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-verify-'));
  root = path.join(work, 'root');
});

afterEach(async () => {
  await removeReadOnlyTree(work);
});

async function install(name: string): Promise<string> {
  const dir = path.join(work, 'src', name);
  await fs.mkdir(path.join(dir, 'references'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Verified things.\n---\n# ${name}\n`,
  );
  await fs.writeFile(path.join(dir, 'references', 'a.md'), 'a\n');
  await fs.writeFile(path.join(dir, 'references', 'b.md'), 'b\n');
  return (await installSkill(dir, { root })).path;
}

/** Installed packages are read-only; tampering needs write access first (a no-op for root). */
async function writable(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755);
  await fs.chmod(path.join(dir, 'references'), 0o755);
}

const changes = (result: Awaited<ReturnType<typeof verifySkills>>) =>
  result.diagnostics.map((d) => [
    d.level,
    d.code,
    d.skill,
    (d.detail as { change: string }).change,
    (d.detail as { file?: string }).file,
  ]);

describe('verifySkills', () => {
  it('reports a clean root as ok', async () => {
    await install('first-skill');
    await install('second-skill');
    const result = await verifySkills({ root });
    expect(result).toEqual({
      ok: true,
      diagnostics: [],
      skills: [
        { name: 'first-skill', status: 'ok' },
        { name: 'second-skill', status: 'ok' },
      ],
    });
  });

  it('reports modified, added and removed files as FINGERPRINT_CHANGED', async () => {
    const dir = await install('first-skill');
    await writable(dir);
    await fs.chmod(path.join(dir, 'references', 'a.md'), 0o644);
    await fs.writeFile(path.join(dir, 'references', 'a.md'), 'changed\n');
    await fs.rm(path.join(dir, 'references', 'b.md'));
    await fs.writeFile(path.join(dir, 'references', 'c.md'), 'new\n');
    const result = await verifySkills({ root });
    expect(result.ok).toBe(false);
    expect(result.skills).toEqual([{ name: 'first-skill', status: 'drifted' }]);
    expect(changes(result)).toEqual([
      ['error', 'FINGERPRINT_CHANGED', 'first-skill', 'modified', 'references/a.md'],
      ['error', 'FINGERPRINT_CHANGED', 'first-skill', 'removed', 'references/b.md'],
      ['error', 'FINGERPRINT_CHANGED', 'first-skill', 'added', 'references/c.md'],
    ]);
  });

  it('reports a symbolic link slipped into an install', async () => {
    const dir = await install('first-skill');
    await writable(dir);
    await fs.symlink('/etc/passwd', path.join(dir, 'references', 'passwd'));
    expect(changes(await verifySkills({ root }))).toEqual([
      ['error', 'FINGERPRINT_CHANGED', 'first-skill', 'added', 'references/passwd'],
    ]);
  });

  it('reports missing skills and skills the lock does not know', async () => {
    const dir = await install('first-skill');
    await fs.chmod(dir, 0o755);
    await fs.rename(dir, path.join(root, 'stray-skill'));
    const result = await verifySkills({ root });
    expect(result.skills).toEqual([{ name: 'first-skill', status: 'missing' }]);
    expect(changes(result)).toEqual([
      ['error', 'FINGERPRINT_CHANGED', 'first-skill', 'missing', undefined],
      ['warning', 'FINGERPRINT_CHANGED', 'stray-skill', 'unlocked', undefined],
    ]);
  });

  it('treats a link planted in place of a skill as missing', async () => {
    const dir = await install('first-skill');
    await fs.chmod(dir, 0o755);
    await fs.rename(dir, path.join(work, 'moved'));
    await fs.symlink(path.join(work, 'moved'), dir);
    const result = await verifySkills({ root });
    expect(result.skills).toEqual([{ name: 'first-skill', status: 'missing' }]);
  });

  it('reports a lock entry edited by hand', async () => {
    await install('first-skill');
    const lockPath = path.join(root, 'skills.lock.json');
    const lock = JSON.parse(await fs.readFile(lockPath, 'utf8'));
    lock.skills['first-skill'].files['references/a.md'] = '0'.repeat(64);
    await fs.writeFile(lockPath, JSON.stringify(lock));
    const kinds = changes(await verifySkills({ root })).map((c) => c[3]);
    expect(kinds).toEqual(['lock-tampered', 'modified']);
  });

  it('fails without a lock file and refuses a malformed one', async () => {
    await fs.mkdir(root, { recursive: true });
    const result = await verifySkills({ root });
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]?.code).toBe('READ_ERROR');
    await fs.writeFile(path.join(root, 'skills.lock.json'), '{"lockfileVersion": 2}');
    await expect(verifySkills({ root })).rejects.toMatchObject({ code: 'LOCK_INVALID' });
  });

  it('writes the lock with a stable key order', async () => {
    await install('zeta-skill');
    await install('alpha-skill');
    const text = await fs.readFile(path.join(root, 'skills.lock.json'), 'utf8');
    const lock = JSON.parse(text);
    expect(Object.keys(lock)).toEqual(['lockfileVersion', 'skills']);
    expect(Object.keys(lock.skills)).toEqual(['alpha-skill', 'zeta-skill']);
    expect(Object.keys(lock.skills['alpha-skill'])).toEqual(['name', 'source', 'digest', 'files']);
    expect(text.endsWith('}\n')).toBe(true);
  });
});

describe('verifySkills against hostile roots and lock files', () => {
  it('reports planted files named like Object.prototype members', async () => {
    const dir = await install('first-skill');
    await writable(dir);
    await fs.writeFile(path.join(dir, 'constructor'), 'planted\n');
    await fs.writeFile(path.join(dir, '__proto__'), 'planted\n');
    await fs.writeFile(path.join(dir, 'references', 'toString'), 'planted\n');
    const result = await verifySkills({ root });
    expect(result.ok).toBe(false);
    expect(
      changes(result)
        .map((c) => [c[3], c[4]])
        .sort(),
    ).toEqual([
      ['added', '__proto__'],
      ['added', 'constructor'],
      ['added', 'references/toString'],
    ]);
  });

  it('reports an unlocked skill named like an Object.prototype member', async () => {
    await install('first-skill');
    await fs.mkdir(path.join(root, 'constructor'));
    await fs.writeFile(
      path.join(root, 'constructor', 'SKILL.md'),
      '---\nname: constructor\ndescription: Planted.\n---\n',
    );
    expect(changes(await verifySkills({ root }))).toEqual([
      ['warning', 'FINGERPRINT_CHANGED', 'constructor', 'unlocked', undefined],
    ]);
  });

  it('refuses lock entries whose key is not a canonical skill name or not the entry name', async () => {
    await install('first-skill');
    const lockPath = path.join(root, 'skills.lock.json');
    const original = JSON.parse(await fs.readFile(lockPath, 'utf8'));
    await fs.mkdir(path.join(work, 'outside'));
    await fs.writeFile(path.join(work, 'outside', 'private.txt'), 'not part of any skill\n');
    const edits: [string, string][] = [
      ['../outside', '../outside'],
      ['/etc', '/etc'],
      ['first-skill', 'other-skill'],
    ];
    for (const [key, name] of edits) {
      const entry = { ...original.skills['first-skill'], name };
      await fs.writeFile(lockPath, JSON.stringify({ lockfileVersion: 1, skills: { [key]: entry } }));
      await expect(verifySkills({ root })).rejects.toMatchObject({ code: 'LOCK_INVALID' });
    }
  });
});

describe('verifySkills finds unlocked skills wherever discovery would load them', () => {
  it('reports a skill in a category folder and one behind a symbolic link', async () => {
    await install('first-skill');
    const nested = path.join(root, 'tools', 'nested-skill');
    await fs.mkdir(nested, { recursive: true });
    await fs.writeFile(
      path.join(nested, 'SKILL.md'),
      '---\nname: nested-skill\ndescription: Planted.\n---\n',
    );
    // Outside any searched folder, so reachable only through the link.
    const stash = path.join(root, 'node_modules', 'linked-skill');
    await fs.mkdir(stash, { recursive: true });
    await fs.writeFile(path.join(stash, 'SKILL.md'), '---\nname: linked-skill\ndescription: Planted.\n---\n');
    await fs.symlink(stash, path.join(root, 'linked-skill'));
    await fs.symlink(path.join(root, 'tools'), path.join(root, 'loop'));
    const result = await verifySkills({ root });
    expect(
      result.diagnostics.map((d) => [
        d.level,
        (d.detail as { change: string }).change,
        path.relative(root, d.path),
      ]),
    ).toEqual([
      ['warning', 'unlocked', 'linked-skill'],
      // `loop` links to `tools`: the same package, reported once under its real path.
      ['warning', 'unlocked', path.join('tools', 'nested-skill')],
    ]);
  });
});

describe('verifySkills with files too large to read at once', () => {
  it('reports a planted file over 2 GiB as drift instead of failing', async () => {
    const dir = await install('first-skill');
    await writable(dir);
    // Sparse: costs no disk, but a whole-file read refuses anything over 2 GiB.
    const handle = await fs.open(path.join(dir, 'references', 'huge.bin'), 'w');
    await handle.truncate(2 * 1024 ** 3 + 1);
    await handle.close();
    const result = await verifySkills({ root });
    expect(changes(result)).toEqual([
      ['error', 'FINGERPRINT_CHANGED', 'first-skill', 'added', 'references/huge.bin'],
    ]);
  }, 60_000);
});

describe('verifySkills does not wander out of the root', () => {
  it('does not follow a link that leaves the root', async () => {
    await install('first-skill');
    const outside = path.join(work, 'elsewhere', 'outside-skill');
    await fs.mkdir(outside, { recursive: true });
    await fs.writeFile(
      path.join(outside, 'SKILL.md'),
      '---\nname: outside-skill\ndescription: Not here.\n---\n',
    );
    await fs.symlink(path.join(work, 'elsewhere'), path.join(root, 'elsewhere'));
    expect(await verifySkills({ root })).toMatchObject({ ok: true, diagnostics: [] });
  });
});
