import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_SANDBOX_TESTS } from '../../../test/exec-fixtures.js';
import {
  checkSystemDependencies,
  executeSkill,
  loadSkillPackage,
  prepareSkillEnvironment,
  type Skill,
} from '../../index.js';

let base: string;
let wheels: string;
let tarballs: string;

async function makeSkill(name: string, config: string, files: Record<string, string> = {}): Promise<Skill> {
  const dir = join(base, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'SKILL.md'), `---\nname: ${name}\ndescription: test skill ${name}\n---\nbody\n`);
  await writeFile(join(dir, 'skill.config.yaml'), config);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const { skill, diagnostics } = await loadSkillPackage(dir);
  if (skill === undefined) throw new Error(JSON.stringify(diagnostics));
  return skill;
}

/** A pure-Python wheel built by hand (a wheel is a zip with dist-info), so pip installs it offline. */
function buildWheel(dir: string): void {
  const script = `
import zipfile, sys
p = sys.argv[1] + '/tinydep-1.0-py3-none-any.whl'
files = {
  'tinydep/__init__.py': 'ANSWER = 42\\n',
  'tinydep-1.0.dist-info/METADATA': 'Metadata-Version: 2.1\\nName: tinydep\\nVersion: 1.0\\n',
  'tinydep-1.0.dist-info/WHEEL': 'Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n',
}
with zipfile.ZipFile(p, 'w') as z:
  for k, v in files.items(): z.writestr(k, v)
  z.writestr('tinydep-1.0.dist-info/RECORD', ''.join(f'{k},,\\n' for k in files) + 'tinydep-1.0.dist-info/RECORD,,\\n')
`;
  execFileSync('python3', ['-c', script, dir]);
}

/**
 * An npm package tarball built by hand (a gzipped tar of `package/`, as `npm pack` writes it): npm
 * itself would cost a whole npm start-up (~0.6 s of CPU, seconds of wall time on a busy machine).
 */
async function buildTarball(dir: string): Promise<string> {
  const pkg = join(dir, 'package');
  await mkdir(pkg);
  await writeFile(join(pkg, 'package.json'), '{"name":"tiny-dep","version":"1.0.0","main":"index.js"}');
  await writeFile(join(pkg, 'index.js'), 'module.exports = () => 42;\n');
  const tarball = join(dir, 'tiny-dep-1.0.0.tgz');
  execFileSync('tar', ['-czf', tarball, '-C', dir, 'package']);
  return tarball;
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'skillport-deps-'));
  await chmod(base, 0o755);
  wheels = join(base, 'wheels');
  tarballs = join(base, 'tarballs');
  await mkdir(wheels);
  await mkdir(tarballs);
  buildWheel(wheels);
  await buildTarball(tarballs);
});
afterAll(async () => {
  // The shared skill is read-only: put write access back so a user who is not root can remove it.
  if (shared !== undefined) await chmod((await shared).skill.dir, 0o755);
  await rm(base, { recursive: true, force: true });
});

const sandboxes = RUN_SANDBOX_TESTS ? (['none', 'bwrap'] as const) : (['none'] as const);

const PY_ENV_CONFIG =
  'runtime: python\nentrypoint: main.py\ndependencies:\n  python: { source: requirements.txt }\n';

/**
 * A read-only skill (as installed skills are) with a requirements file naming the local wheel, prepared
 * in the given sandbox. The sandbox-none one is made once and shared by the tests that need a prepared
 * environment.
 */
async function preparePythonSkill(sandbox: 'none' | 'bwrap') {
  const skill = await makeSkill(`py-env-${sandbox}`, PY_ENV_CONFIG, {
    'requirements.txt': '# pinned\ntinydep==1.0\n',
    'main.py':
      'import json, sys, tinydep\nprint(json.dumps({"answer": tinydep.ANSWER, "prefix": sys.prefix}))\n',
  });
  await chmod(skill.dir, 0o555);
  return { skill, result: await prepareSkillEnvironment(skill, { packageSources: [wheels], sandbox }) };
}
let shared: ReturnType<typeof preparePythonSkill> | undefined;
const sharedPythonSkill = () => {
  shared ??= preparePythonSkill('none');
  return shared;
};

describe('prepareSkillEnvironment: Python', () => {
  it.each(sandboxes)(
    'builds a venv from a requirements file with a local wheel, offline (sandbox %s), and the runner uses it',
    async (sandbox) => {
      // Installed skills are read-only; preparing must still work and leave the mode as it was.
      const { skill, result } =
        sandbox === 'none' ? await sharedPythonSkill() : await preparePythonSkill(sandbox);
      expect(result.diagnostics).toEqual([]);
      expect(result.ok).toBe(true);
      expect(result.python).toBe(join(skill.dir, '.venv'));
      expect((await lstat(join(skill.dir, '.venv'))).isSymbolicLink()).toBe(true);
      expect((await lstat(skill.dir)).mode & 0o777).toBe(0o555);
      const run = await executeSkill({ skill, input: {}, sandbox });
      expect(run.error).toBeUndefined();
      expect(run.output).toMatchObject({ answer: 42 });
      expect((run.output as { prefix: string }).prefix).toBe(join(skill.dir, '.venv'));
      // The host pip (23.2 on this machine) installed into a venv made without its own pip (no ensurepip).
      expect(existsSync(join(skill.dir, '.venv', 'bin', 'python'))).toBe(true);
      expect(existsSync(join(skill.dir, '.venv', 'bin', 'pip'))).toBe(false);
      if (sandbox !== 'none') await chmod(skill.dir, 0o755);
    },
    120_000,
  );

  it('with a host pip older than 22.3 (no --python) the venv gets its own pip (ensurepip) and installs the same requirements', async () => {
    // A python3 on PATH that is the real interpreter except that its pip looks too old: the version
    // probe fails. It names itself as sys.executable, so it is not resolved to the interpreter behind it.
    const real = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
      encoding: 'utf8',
    }).trim();
    const bin = join(base, 'old-pip-python');
    await mkdir(bin);
    await writeFile(
      join(bin, 'python3'),
      `#!/bin/sh\ncase "$2" in\n  *pip.__version__*) exit 1 ;;\n  *sys.executable*) echo "$0"; exit 0 ;;\nesac\nexec ${real} "$@"\n`,
      { mode: 0o755 },
    );
    const skill = await makeSkill('py-old-pip', PY_ENV_CONFIG, {
      'requirements.txt': 'tinydep==1.0\n',
      'main.py': 'import json, tinydep\nprint(json.dumps({"answer": tinydep.ANSWER}))\n',
    });
    const result = await prepareSkillEnvironment(skill, {
      packageSources: [wheels],
      sandbox: 'none',
      hostEnv: { PATH: `${bin}:/usr/bin:/bin` },
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.python).toBe(join(skill.dir, '.venv'));
    expect(existsSync(join(skill.dir, '.venv', 'bin', 'pip'))).toBe(true);
    const run = await executeSkill({ skill, input: {}, sandbox: 'none' });
    expect(run.output).toMatchObject({ answer: 42 });
  }, 120_000);

  // One test for what two did (a failed pip install on a fresh skill, a failed rebuild): the rebuild's
  // pip failure must remove its whole generation (a full venv) and leave the previous one working.
  it('a failed pip install (package not available offline) is VENV_MISSING, leaves nothing of the attempt and keeps the previous environment', async () => {
    const { skill } = await sharedPythonSkill();
    const envs = join(skill.dir, '.skillport', 'envs');
    const before = await readdir(envs);
    expect(before).toHaveLength(1);
    const link = await readlink(join(skill.dir, '.venv'));
    await chmod(skill.dir, 0o755);
    try {
      const broken = await makeSkill(
        skill.name,
        'runtime: python\nentrypoint: main.py\ndependencies:\n  python: { inline: ["not-a-real-package-xyz==9.9"] }\n',
      );
      const result = await prepareSkillEnvironment(broken, { sandbox: 'none' });
      expect(result.ok).toBe(false);
      expect(result.diagnostics.map((d) => d.code)).toEqual(['VENV_MISSING']);
      expect(result.diagnostics[0]!.message).toMatch(/pip install exited/);
      expect(await readdir(envs)).toEqual(before);
      expect(await readlink(join(skill.dir, '.venv'))).toBe(link);
    } finally {
      await makeSkill(skill.name, PY_ENV_CONFIG);
      await chmod(skill.dir, 0o555);
    }
    expect((await executeSkill({ skill, input: {}, sandbox: 'none' })).output).toMatchObject({ answer: 42 });
  }, 120_000);

  it('a failed first build leaves no environment behind: no .venv, no generation', async () => {
    // An interpreter whose venv step half-makes the venv and fails: the same discard as a failed pip
    // install, without the cost of a real venv.
    const bin = join(base, 'failing-python');
    await mkdir(bin);
    await writeFile(
      join(bin, 'python3'),
      '#!/bin/sh\n[ "$1" = -m ] && mkdir -p "$3/bin" && : > "$3/bin/python"\necho "venv: disk full" >&2\nexit 1\n',
      { mode: 0o755 },
    );
    const skill = await makeSkill(
      'py-missing',
      'runtime: python\ndependencies:\n  python: { inline: ["tinydep==1.0"] }\n',
    );
    const result = await prepareSkillEnvironment(skill, {
      sandbox: 'none',
      hostEnv: { PATH: `${bin}:/usr/bin:/bin` },
    });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['VENV_MISSING']);
    expect(result.diagnostics[0]!.message).toMatch(
      /python3 -m venv \+ pip install exited with 1: venv: disk full/,
    );
    expect(existsSync(join(skill.dir, '.venv'))).toBe(false);
    expect(await readdir(join(skill.dir, '.skillport', 'envs'))).toEqual([]);
  });

  it.each([
    ['an option smuggled as a requirement', 'inline: ["--index-url=http://evil.example/simple"]'],
    ['an editable install', 'inline: ["-e /etc"]'],
  ])('refuses %s without running pip', async (_label, spec) => {
    const skill = await makeSkill('py-hostile', `runtime: python\ndependencies:\n  python: { ${spec} }\n`);
    const result = await prepareSkillEnvironment(skill, { sandbox: 'none' });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['VENV_MISSING']);
    expect(result.diagnostics[0]!.message).toMatch(/is not a requirement/);
    expect(existsSync(join(skill.dir, '.skillport'))).toBe(false);
  });

  it('refuses a requirements file that is a link out of the skill', async () => {
    const skill = await makeSkill(
      'py-link',
      'runtime: python\ndependencies:\n  python: { source: requirements.txt }\n',
    );
    execFileSync('ln', ['-s', '/etc/passwd', join(skill.dir, 'requirements.txt')]);
    const result = await prepareSkillEnvironment(skill, { sandbox: 'none' });
    expect(result.diagnostics[0]).toMatchObject({ code: 'VENV_MISSING' });
    expect(result.diagnostics[0]!.message).toMatch(/outside the skill/);
  });

  it('refuses package sources that are not absolute folders', async () => {
    const skill = await makeSkill('py-opts', 'runtime: python\n');
    await expect(
      prepareSkillEnvironment(skill, { packageSources: ['relative/wheels'] }),
    ).rejects.toMatchObject({
      code: 'ENV_OPTIONS_INVALID',
    });
  });

  it('a skill with nothing to install gets a working venv without pip', async () => {
    const skill = await makeSkill(
      'py-nothing',
      'runtime: python\nentrypoint: main.py\ndependencies:\n  python: { inline: [] }\n',
      { 'main.py': 'import json, sys\nprint(json.dumps({"prefix": sys.prefix}))\n' },
    );
    const result = await prepareSkillEnvironment(skill, { sandbox: 'none' });
    expect(result.diagnostics).toEqual([]);
    expect(result.python).toBe(join(skill.dir, '.venv'));
    expect(existsSync(join(skill.dir, '.venv', 'bin', 'python'))).toBe(true);
    expect(existsSync(join(skill.dir, '.venv', 'bin', 'pip'))).toBe(false);
    const run = await executeSkill({ skill, input: {}, sandbox: 'none' });
    expect(run.output).toMatchObject({ prefix: join(skill.dir, '.venv') });
  });

  it('a missing interpreter is RUNTIME_UNAVAILABLE', async () => {
    const skill = await makeSkill(
      'py-noruntime',
      'runtime: python\ndependencies:\n  python: { inline: [] }\n',
    );
    const result = await prepareSkillEnvironment(skill, {
      sandbox: 'none',
      hostEnv: { PATH: '/nonexistent' },
    });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['RUNTIME_UNAVAILABLE']);
  });
});

describe('prepareSkillEnvironment: Node', () => {
  it.each(sandboxes)(
    'installs packages from a local tarball offline (sandbox %s), and the skill imports them',
    async (sandbox) => {
      const skill = await makeSkill(
        `node-env-${sandbox}`,
        `runtime: node\nentrypoint: main.mjs\ndependencies:\n  node: { packages: ["file:${join(tarballs, 'tiny-dep-1.0.0.tgz')}"] }\n`,
        {
          'main.mjs':
            "import dep from 'tiny-dep';\nprocess.stdout.write(JSON.stringify({ answer: dep() }));\n",
        },
      );
      const result = await prepareSkillEnvironment(skill, { packageSources: [tarballs], sandbox });
      expect(result.diagnostics).toEqual([]);
      expect(result.node).toBe(join(skill.dir, 'node_modules'));
      const run = await executeSkill({ skill, input: {}, sandbox });
      expect(run.error).toBeUndefined();
      expect(run.output).toEqual({ answer: 42 });
    },
    120_000,
  );

  it("installs from the skill's own package.json, and an empty manifest still gives a node_modules", async () => {
    const tarball = join(tarballs, 'tiny-dep-1.0.0.tgz');
    const skill = await makeSkill('node-manifest', 'runtime: node\nentrypoint: main.cjs\n', {
      'package.json': JSON.stringify({
        name: 'node-manifest',
        private: true,
        dependencies: { 'tiny-dep': `file:${tarball}` },
      }),
      'main.cjs': "process.stdout.write(JSON.stringify({ answer: require('tiny-dep')() }));\n",
    });
    expect((await prepareSkillEnvironment(skill, { packageSources: [tarballs], sandbox: 'none' })).ok).toBe(
      true,
    );
    expect((await executeSkill({ skill, input: {}, sandbox: 'none' })).output).toEqual({ answer: 42 });
    const empty = await makeSkill('node-empty', 'runtime: node\ndependencies:\n  node: { packages: [] }\n');
    expect((await prepareSkillEnvironment(empty, { sandbox: 'none' })).ok).toBe(true);
    expect(existsSync(join(empty.dir, 'node_modules'))).toBe(true);
  }, 120_000);

  it('an unavailable package (registry unreachable) is NODE_MODULES_MISSING with nothing left behind', async () => {
    const skill = await makeSkill(
      'node-missing',
      'runtime: node\ndependencies:\n  node: { packages: ["left-pad-does-not-exist-zz"] }\n',
    );
    const result = await prepareSkillEnvironment(skill, { sandbox: 'none' });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['NODE_MODULES_MISSING']);
    expect(existsSync(join(skill.dir, 'node_modules'))).toBe(false);
    expect(await readdir(join(skill.dir, '.skillport', 'envs'))).toEqual([]);
  }, 120_000);

  it('refuses an npm option smuggled as a package', async () => {
    const skill = await makeSkill(
      'node-hostile',
      'runtime: node\ndependencies:\n  node: { packages: ["--registry=http://evil.example"] }\n',
    );
    const result = await prepareSkillEnvironment(skill, { sandbox: 'none' });
    expect(result.diagnostics[0]).toMatchObject({ code: 'NODE_MODULES_MISSING' });
    expect(existsSync(join(skill.dir, '.skillport'))).toBe(false);
  });
});

describe('checkSystemDependencies', () => {
  it('reports present and missing tools, running checks as argv', async () => {
    const skill = await makeSkill(
      'sys-deps',
      'runtime: bash\ndependencies:\n  system:\n    - { name: coreutils, check: "ls --version" }\n    - { name: nothing, check: "definitely-not-installed-tool --version" }\n    - { name: sh }\n    - { name: failing, check: "false" }\n',
    );
    const report = await checkSystemDependencies(skill);
    expect(report.ok).toBe(false);
    expect(report.dependencies.map((d) => [d.name, d.available])).toEqual([
      ['coreutils', true],
      ['nothing', false],
      ['sh', true],
      ['failing', false],
    ]);
    expect(report.diagnostics.map((d) => d.code)).toEqual(['SYSTEM_DEP_MISSING', 'SYSTEM_DEP_MISSING']);
    expect(report.diagnostics[0]!.message).toMatch(/definitely-not-installed-tool/);
  });

  it.each([
    ['a command chain', 'ls; touch MARKER'],
    ['a substitution', 'echo $(touch MARKER)'],
    ['a pipe', 'ls | touch MARKER'],
    ['a redirect', 'echo x > MARKER'],
    ['a relative program', './MARKER-maker'],
  ])('never runs %s through a shell', async (_label, check) => {
    const cwd = await mkdtemp(join(tmpdir(), 'skillport-check-'));
    const skill = await makeSkill(
      'sys-hostile',
      `runtime: bash\ndependencies:\n  system:\n    - { name: x, check: ${JSON.stringify(check)} }\n`,
    );
    const report = await checkSystemDependencies(skill);
    expect(report.dependencies[0]!.available).toBe(false);
    expect(report.diagnostics[0]!.code).toBe('SYSTEM_DEP_MISSING');
    expect(existsSync(join(cwd, 'MARKER'))).toBe(false);
    expect(existsSync(join(skill.dir, 'MARKER'))).toBe(false);
    expect(existsSync(join(tmpdir(), 'MARKER'))).toBe(false);
    await rm(cwd, { recursive: true });
  });

  it('stops a check that never ends', async () => {
    const skill = await makeSkill(
      'sys-slow',
      'runtime: bash\ndependencies:\n  system:\n    - { name: sleeper, check: "sleep 30" }\n',
    );
    const report = await checkSystemDependencies(skill, { timeoutMs: 300 });
    expect(report.dependencies[0]).toMatchObject({ available: false });
    expect(report.dependencies[0]!.reason).toMatch(/ran past 300 ms/);
  });

  it('a missing runtime interpreter is RUNTIME_UNAVAILABLE', async () => {
    const skill = await makeSkill('sys-runtime', 'runtime: python\n');
    const report = await checkSystemDependencies(skill, { hostEnv: { PATH: '/nonexistent' } });
    expect(report.diagnostics.map((d) => d.code)).toEqual(['RUNTIME_UNAVAILABLE']);
  });
});
