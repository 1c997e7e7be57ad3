import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computePackageDigest, extractArchive, packSkill } from './index.js';

let work: string;

beforeEach(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-pack-test-'));
});

afterEach(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

async function writeSkill(dir: string, name = 'pack-demo'): Promise<string> {
  await fs.mkdir(path.join(dir, 'scripts'), { recursive: true });
  await fs.mkdir(path.join(dir, 'references'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Packs things.\n---\n# Pack demo\n`,
  );
  await fs.writeFile(path.join(dir, 'scripts', 'run.sh'), '#!/bin/sh\necho ok\n');
  await fs.writeFile(path.join(dir, 'references', 'guide.md'), '# Guide\n');
  return dir;
}

describe('packSkill', () => {
  it('packs one top-level folder named after the skill and round-trips through extraction', async () => {
    const source = await writeSkill(path.join(work, 'checkout'));
    const result = await packSkill(source, { output: path.join(work, 'out.skill') });
    expect(result).toMatchObject({
      name: 'pack-demo',
      files: ['SKILL.md', 'references/guide.md', 'scripts/run.sh'],
    });
    const target = path.join(work, 'extracted');
    const extracted = await extractArchive(result.output, { targetDir: target });
    expect(extracted.files.map((f) => f.path)).toEqual(result.files);
    expect(await computePackageDigest(target)).toBe(await computePackageDigest(source));
  });

  it('creates the folder the archive is written to, and leaves nothing else there', async () => {
    const source = await writeSkill(path.join(work, 'fresh', 'pack-demo'));
    const outDir = path.join(work, 'not', 'yet', 'there');
    const result = await packSkill(source, { output: path.join(outDir, 'pack-demo.skill') });
    expect(await fs.readdir(outDir)).toEqual(['pack-demo.skill']);
    expect(result.bytes).toBeGreaterThan(0);
  });

  it('produces identical bytes for identical input, whatever the timestamps and modes', async () => {
    const first = await writeSkill(path.join(work, 'a', 'pack-demo'));
    const second = await writeSkill(path.join(work, 'b', 'pack-demo'));
    await fs.utimes(path.join(second, 'SKILL.md'), new Date(2011, 1, 1), new Date(2011, 1, 1));
    await fs.chmod(path.join(second, 'references', 'guide.md'), 0o600);
    const one = await packSkill(first, { output: path.join(work, 'one.skill') });
    const two = await packSkill(second, { output: path.join(work, 'two.skill') });
    expect(await fs.readFile(two.output)).toEqual(await fs.readFile(one.output));
  });

  it('changes bytes when content changes', async () => {
    const source = await writeSkill(path.join(work, 'pack-demo'));
    const one = await fs.readFile((await packSkill(source, { output: path.join(work, 'one.skill') })).output);
    await fs.writeFile(path.join(source, 'references', 'guide.md'), '# Guide, edited\n');
    const two = await fs.readFile((await packSkill(source, { output: path.join(work, 'two.skill') })).output);
    expect(two.equals(one)).toBe(false);
  });

  it('leaves out VCS folders, node_modules, caches and .env files', async () => {
    const source = await writeSkill(path.join(work, 'pack-demo'));
    for (const dir of ['.git', 'node_modules/x', '.venv/lib', 'scripts/__pycache__']) {
      await fs.mkdir(path.join(source, dir), { recursive: true });
      await fs.writeFile(path.join(source, dir, 'junk.txt'), 'junk');
    }
    await fs.writeFile(path.join(source, '.env'), 'API_KEY=secret');
    await fs.writeFile(path.join(source, '.DS_Store'), 'junk');
    await fs.writeFile(path.join(source, '.skillscan.yaml'), 'suppressions: []\n');
    const result = await packSkill(source, { output: path.join(work, 'out.skill') });
    expect(result.files).toEqual(['.skillscan.yaml', 'SKILL.md', 'references/guide.md', 'scripts/run.sh']);
  });

  it('refuses links that leave the package, dangle or loop, and leaves no output behind', async () => {
    for (const [target, status] of [
      ['/etc/passwd', 'outside'],
      ['missing.md', 'dangling'],
      ['..', 'loop'],
    ] as const) {
      const source = await writeSkill(path.join(work, 'pack-demo'));
      await fs.symlink(target, path.join(source, 'references', 'link'));
      const output = path.join(work, 'out.skill');
      await expect(packSkill(source, { output })).rejects.toMatchObject({
        code: 'PACKAGE_LINK_ESCAPE',
        details: { entry: 'references/link', link: status },
      });
      expect(await fs.readdir(work)).toEqual(['pack-demo']);
      await fs.rm(source, { recursive: true });
    }
  });

  it('packs links to files and folders inside the package as copies', async () => {
    const source = await writeSkill(path.join(work, 'pack-demo'));
    await fs.symlink('guide.md', path.join(source, 'references', 'alias.md'));
    await fs.symlink('references', path.join(source, 'docs'));
    const output = path.join(work, 'out.skill');
    const result = await packSkill(source, { output });
    expect(result.files).toEqual([
      'SKILL.md',
      'docs/alias.md',
      'docs/guide.md',
      'references/alias.md',
      'references/guide.md',
      'scripts/run.sh',
    ]);
    const target = path.join(work, 'extracted');
    await extractArchive(output, { targetDir: target });
    const guide = await fs.readFile(path.join(source, 'references', 'guide.md'), 'utf8');
    expect(await fs.readFile(path.join(target, 'docs', 'alias.md'), 'utf8')).toBe(guide);
    expect((await fs.lstat(path.join(target, 'docs'))).isDirectory()).toBe(true);
  });

  it('refuses a package that would not install and writes nothing', async () => {
    const source = await writeSkill(path.join(work, 'pack-demo'));
    await fs.writeFile(path.join(source, 'scripts', 'tool.exe'), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 1, 1]));
    await expect(packSkill(source, { output: path.join(work, 'out.skill') })).rejects.toMatchObject({
      code: 'ARCHIVE_NATIVE_EXECUTABLE',
    });
    expect(await fs.readdir(work)).toEqual(['pack-demo']);
  });

  it('refuses a source that is not a directory', async () => {
    await expect(
      packSkill(path.join(work, 'missing'), { output: path.join(work, 'out.skill') }),
    ).rejects.toMatchObject({
      code: 'PACK_SOURCE_INVALID',
    });
  });

  it('refuses a non-canonical skill name', async () => {
    const source = await writeSkill(path.join(work, 'Pack_Demo'), 'Pack_Demo');
    await expect(packSkill(source, { output: path.join(work, 'out.skill') })).rejects.toMatchObject({
      code: 'SKILL_NAME_INVALID',
    });
  });
});
