import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_SANDBOX_TESTS } from '../../../test/exec-fixtures.js';
import {
  computePackageDigest,
  installSkill,
  loadSkillPackage,
  packSkill,
  prepareSkillEnvironment,
  runSkillSetup,
  type Skill,
  verifySkills,
} from '../../index.js';

const sandbox = RUN_SANDBOX_TESTS ? 'bwrap' : 'none';
let base: string;

async function writeSkill(
  dir: string,
  name: string,
  script: string,
  setup = 'scripts/setup.sh',
): Promise<void> {
  await mkdir(join(dir, 'scripts'), { recursive: true });
  await writeFile(join(dir, 'SKILL.md'), `---\nname: ${name}\ndescription: setup test\n---\nbody\n`);
  await writeFile(join(dir, 'skill.config.yaml'), `runtime: bash\nsetup: { posix: ${setup} }\n`);
  if (script !== '') await writeFile(join(dir, 'scripts', 'setup.sh'), script);
}

async function load(dir: string): Promise<Skill> {
  const { skill, diagnostics } = await loadSkillPackage(dir);
  if (skill === undefined) throw new Error(JSON.stringify(diagnostics));
  return skill;
}

/** Packs a source folder into a .skill archive and installs it, as `skillport install X.skill` does. */
async function installFromArchive(name: string, script: string): Promise<Skill> {
  const source = join(base, 'src', name);
  await writeSkill(source, name, script);
  const archive = join(base, `${name}.skill`);
  await packSkill(source, { output: archive });
  const root = join(base, 'root');
  const result = await installSkill(archive, { root, scan: false });
  return load(result.path);
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'skillport-setup-'));
  await chmod(base, 0o755);
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('runSkillSetup', () => {
  it(`runs the setup script of an archive-installed skill after confirmation (sandbox ${sandbox})`, async () => {
    const skill = await installFromArchive(
      'good-setup',
      'echo "setup ran in $PWD"\ntest -r SKILL.md && echo readable\n',
    );
    const result = await runSkillSetup(skill, { confirm: true, sandbox });
    expect(result).toMatchObject({ ran: true, success: true, exitCode: 0, sandbox });
    expect(result.stdout).toContain(`setup ran in ${skill.dir}`);
    expect(result.stdout).toContain('readable');
  });

  it('a prepared environment is not drift: verify stays clean and setup is still allowed', async () => {
    const source = join(base, 'src', 'env-then-setup');
    await writeSkill(source, 'env-then-setup', 'echo ok\n');
    await writeFile(
      join(source, 'skill.config.yaml'),
      'runtime: bash\nsetup: { posix: scripts/setup.sh }\ndependencies:\n  node: { packages: [] }\n',
    );
    const archive = join(base, 'env-then-setup.skill');
    await packSkill(source, { output: archive });
    const root = join(base, 'root-env');
    const skill = await load((await installSkill(archive, { root, scan: false })).path);
    expect((await prepareSkillEnvironment(skill, { sandbox: 'none' })).ok).toBe(true);
    expect((await verifySkills({ root })).diagnostics).toEqual([]);
    expect(await runSkillSetup(skill, { confirm: true, sandbox })).toMatchObject({ success: true });
    // A real node_modules folder (not the managed link) planted in the installed skill is still drift.
    await rm(join(skill.dir, 'node_modules'));
    await mkdir(join(skill.dir, 'node_modules', 'evil'), { recursive: true });
    await writeFile(join(skill.dir, 'node_modules', 'evil', 'index.js'), 'planted');
    expect((await verifySkills({ root })).diagnostics.map((d) => d.detail?.file)).toEqual([
      'node_modules/evil/index.js',
    ]);
  }, 60_000);

  it.each([
    ['no confirmation', {}],
    ['confirm: false', { confirm: false }],
    ['a truthy non-boolean', { confirm: 'yes' }],
    ['confirm: 1', { confirm: 1 }],
  ])('refuses with %s', async (_label, options) => {
    const skill = await installFromArchive(
      `confirm-${Math.random().toString(36).slice(2, 8)}`,
      'touch /tmp/never\n',
    );
    await expect(runSkillSetup(skill, options as { confirm: boolean })).rejects.toMatchObject({
      code: 'SETUP_NOT_CONFIRMED',
    });
  });

  it('refuses a skill that was not installed from an archive', async () => {
    const dir = join(base, 'plain', 'plain-skill');
    await writeSkill(dir, 'plain-skill', 'echo hi\n');
    await expect(runSkillSetup(await load(dir), { confirm: true, sandbox })).rejects.toMatchObject({
      code: 'SETUP_NOT_ALLOWED',
    });
  });

  it('refuses a skill installed from a directory', async () => {
    const source = join(base, 'src', 'dir-installed');
    await writeSkill(source, 'dir-installed', 'echo hi\n');
    const result = await installSkill(source, { root: join(base, 'root'), scan: false });
    await expect(runSkillSetup(await load(result.path), { confirm: true, sandbox })).rejects.toMatchObject({
      code: 'SETUP_NOT_ALLOWED',
    });
  });

  it('refuses an installed skill whose setup script changed after install', async () => {
    const skill = await installFromArchive('changed-setup', 'echo reviewed\n');
    const script = join(skill.dir, 'scripts', 'setup.sh');
    await chmod(join(skill.dir, 'scripts'), 0o755);
    await chmod(script, 0o644);
    await writeFile(script, 'echo swapped after review\n');
    await expect(runSkillSetup(skill, { confirm: true, sandbox })).rejects.toMatchObject({
      code: 'SETUP_NOT_ALLOWED',
    });
  });

  it.each([
    ['a path that climbs', '../../outside.sh'],
    ['an absolute path', '/tmp/evil.sh'],
    ['a drive path', 'C:/evil.sh'],
    ['a backslash climb', 'scripts\\..\\..\\evil.sh'],
    ['a missing script', 'scripts/missing.sh'],
    ['a folder', 'scripts'],
  ])('refuses %s', async (_label, path) => {
    const skill = await installFromArchive(`path-${Math.random().toString(36).slice(2, 8)}`, 'echo hi\n');
    const hostile: Skill = { ...skill, config: { ...skill.config!, setup: { posix: path } } };
    await expect(runSkillSetup(hostile, { confirm: true, sandbox })).rejects.toMatchObject({
      code: 'SETUP_PATH_INVALID',
    });
  });

  it('refuses a setup script that is a link out of the skill', async () => {
    await writeFile(join(base, 'evil.sh'), 'touch /tmp/skillport-evil-marker\n');
    const dir = join(base, 'plain', 'linked-setup');
    await writeSkill(dir, 'linked-setup', '');
    await symlink(join(base, 'evil.sh'), join(dir, 'scripts', 'setup.sh'));
    await expect(runSkillSetup(await load(dir), { confirm: true, sandbox })).rejects.toMatchObject({
      code: 'SETUP_PATH_INVALID',
    });
  });

  it.runIf(RUN_SANDBOX_TESTS)(
    'a setup script in the sandbox cannot write outside the skill or read host files',
    async () => {
      const outside = join(base, 'escaped.txt');
      const skill = await installFromArchive(
        'escaping-setup',
        `echo x > ${outside} 2>/dev/null && echo wrote\ncat /etc/shadow 2>/dev/null && echo shadow\nls /root >/dev/null 2>&1 && echo root\necho done\n`,
      );
      const result = await runSkillSetup(skill, { confirm: true });
      expect(result).toMatchObject({ success: true, sandbox: 'bwrap' });
      expect(result.stdout.trim()).toBe('done');
      expect(existsSync(outside)).toBe(false);
    },
  );

  it('a failing script is SETUP_FAILED and a hanging one is stopped (EXEC_TIMEOUT)', async () => {
    const failing = await installFromArchive('failing-setup', 'echo broke >&2\nexit 3\n');
    expect(await runSkillSetup(failing, { confirm: true, sandbox })).toMatchObject({
      success: false,
      errorCode: 'SETUP_FAILED',
      exitCode: 3,
    });
    const hanging = await installFromArchive('hanging-setup', 'sleep 30\n');
    expect(await runSkillSetup(hanging, { confirm: true, sandbox, timeoutMs: 500 })).toMatchObject({
      success: false,
      errorCode: 'EXEC_TIMEOUT',
      timedOut: true,
    });
  });

  it(`a script failing half-way leaves the skill as installed, so the setup runs again (sandbox ${sandbox})`, async () => {
    const skill = await installFromArchive(
      'half-setup',
      'echo partial > partial.txt\necho changed >> SKILL.md\nmkdir -p built && echo x > built/out\ntest -e ready || exit 4\n',
    );
    const before = (await stat(skill.realDir)).mode & 0o7777;
    const lock = JSON.parse(await readFile(join(base, 'root', 'skills.lock.json'), 'utf8'));
    const first = await runSkillSetup(skill, { confirm: true, sandbox });
    expect(first).toMatchObject({ ran: true, success: false, errorCode: 'SETUP_FAILED', exitCode: 4 });
    expect(existsSync(join(skill.dir, 'partial.txt'))).toBe(false);
    expect(existsSync(join(skill.dir, 'built'))).toBe(false);
    expect(await readFile(join(skill.dir, 'SKILL.md'), 'utf8')).not.toContain('changed');
    expect(await computePackageDigest(skill.realDir)).toBe(lock.skills['half-setup'].digest);
    expect((await stat(skill.realDir)).mode & 0o7777).toBe(before);
    // Nothing of the attempt is left beside the root either.
    expect(await readdir(join(base, 'root', '.skillport', 'setup'))).toEqual([]);
    // Not refused as drift: the same script runs again (and fails the same way until its cause is fixed).
    expect(await runSkillSetup(skill, { confirm: true, sandbox })).toMatchObject({ ran: true, exitCode: 4 });
  });

  it('refuses a timeout above 120 s', async () => {
    const skill = await installFromArchive('long-setup', 'echo hi\n');
    await expect(runSkillSetup(skill, { confirm: true, timeoutMs: 120_001 })).rejects.toMatchObject({
      code: 'EXEC_OPTIONS_INVALID',
    });
  });
});

describe('runSkillSetup working folder', () => {
  it(`lets the script write inside the read-only installed skill, then restores its mode (sandbox ${sandbox})`, async () => {
    const skill = await installFromArchive('writing-setup', 'echo built > built.txt\n');
    const before = (await stat(skill.realDir)).mode & 0o7777;
    const result = await runSkillSetup(skill, { confirm: true, sandbox });
    expect(result).toMatchObject({ success: true, exitCode: 0 });
    expect(await readFile(join(skill.dir, 'built.txt'), 'utf8')).toBe('built\n');
    expect((await stat(skill.realDir)).mode & 0o7777).toBe(before);
    // What it wrote is drift: the same script is not run a second time.
    await expect(runSkillSetup(skill, { confirm: true, sandbox })).rejects.toMatchObject({
      code: 'SETUP_NOT_ALLOWED',
    });
  });
});
