import { chmod, copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { type Diagnostic, diagnostic } from '../../diagnostics/index.js';
import { isSkillportError, SkillportError } from '../../errors/index.js';
import { MAX_TIMEOUT_MS } from '../../skill/parse-skill-config.js';
import type { Skill } from '../../skill/types.js';
import { findExecutable } from '../find-executable.js';
import { resolveRuntimeCommand } from '../resolve-runtime-command.js';
import { resolveSandbox, type SandboxMode } from '../resolve-sandbox.js';
import { resolveSkillFile } from '../resolve-skill-file.js';
import { buildEnvironment } from './environment-generation.js';
import { describeFailure, type InstallerContext, runInstaller } from './run-installer.js';

export const DEFAULT_INSTALL_TIMEOUT_MS = 300_000;

export interface PrepareSkillEnvironmentOptions {
  /**
   * Absolute local folders holding wheels or npm tarballs, readable by the installers (pip gets each as
   * `--find-links`; npm specs may name `file:` tarballs inside them). The way to install offline.
   */
  packageSources?: string[];
  /** Let installers reach package registries; default false (pip `--no-index`, npm `--offline`). */
  allowNetwork?: boolean;
  /** Run npm install scripts (default false: `--ignore-scripts`). */
  allowInstallScripts?: boolean;
  /** Default `auto`. */
  sandbox?: SandboxMode;
  requireSandbox?: boolean;
  /** Per installer step; default 300000, at most 600000. */
  timeoutMs?: number;
  hostEnv?: NodeJS.ProcessEnv;
}

export interface SkillEnvironmentResult {
  /** True when every declared environment is ready (or none is declared). */
  ok: boolean;
  /** `<skill>/.venv` when a Python environment was prepared. */
  python?: string;
  /** `<skill>/node_modules` when Node packages were installed. */
  node?: string;
  /** VENV_MISSING, NODE_MODULES_MISSING or RUNTIME_UNAVAILABLE for what could not be prepared. */
  diagnostics: Diagnostic[];
  sandbox: 'bwrap' | 'none';
}

/**
 * Prepares a skill's own environments (SPEC §6.3): a venv with `dependencies.python` (requirements file
 * or inline list) and `node_modules` with `dependencies.node.packages` or the skill's package.json. Each
 * is built in a fresh generation folder under `<skill>/.skillport/envs/` and made visible by swapping the
 * `.venv` / `node_modules` link, so a failure leaves the previous state and a diagnostic, never a
 * half-installed environment. Installers run contained like skills (sandbox, no network by default).
 */
export async function prepareSkillEnvironment(
  skill: Skill,
  options: PrepareSkillEnvironmentOptions = {},
): Promise<SkillEnvironmentResult> {
  const hostEnv = options.hostEnv ?? process.env;
  const timeoutMs = options.timeoutMs ?? DEFAULT_INSTALL_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_TIMEOUT_MS) {
    throw invalid(`timeoutMs must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}.`);
  }
  const sources = await packageSources(options.packageSources ?? []);
  const sandbox = await resolveSandbox(options.sandbox, options.requireSandbox, hostEnv.PATH);
  const context: InstallerContext = {
    sandbox,
    network: options.allowNetwork === true,
    timeoutMs,
    readOnly: [skill.realDir, ...sources],
    hostEnv,
  };
  const result: SkillEnvironmentResult = { ok: true, diagnostics: [], sandbox: sandbox.kind };
  const deps = skill.config?.dependencies;
  const rootSandbox = sandbox.kind === 'bwrap' && sandbox.setpriv !== undefined;
  if (deps?.python !== undefined) {
    const problem = await preparePython(skill, deps.python, context, sources, rootSandbox);
    if (problem === undefined) result.python = join(skill.dir, '.venv');
    else result.diagnostics.push(problem);
  }
  const nodeManifest = await exists(join(skill.realDir, 'package.json'));
  if (deps?.node !== undefined || (nodeManifest && skill.config?.runtime === 'node')) {
    const problem = await prepareNode(
      skill,
      deps?.node?.packages,
      nodeManifest,
      context,
      options,
      rootSandbox,
    );
    if (problem === undefined) result.node = join(skill.dir, 'node_modules');
    else result.diagnostics.push(problem);
  }
  result.ok = result.diagnostics.length === 0;
  return result;
}

async function preparePython(
  skill: Skill,
  python: { source?: string | undefined; inline?: string[] | undefined },
  context: InstallerContext,
  sources: string[],
  rootSandbox: boolean,
): Promise<Diagnostic | undefined> {
  const missing = (why: string) =>
    diagnostic(
      'error',
      'VENV_MISSING',
      join(skill.dir, '.venv'),
      `No Python environment for "${skill.name}": ${why}`,
      {
        skill: skill.name,
      },
    );
  const requirement: string[] = [];
  if (python.source !== undefined) {
    const file = await resolveSkillFile(skill.dir, skill.realDir, python.source);
    if ('refused' in file) return missing(`dependencies.python.source ${python.source} ${file.refused}.`);
    const text = await readFile(join(skill.realDir, file.relative), 'utf8');
    // pip refuses an empty requirements file; nothing to install is still a ready environment.
    if (text.split('\n').some((line) => line.trim() !== '' && !line.trim().startsWith('#'))) {
      requirement.push('-r', join(skill.realDir, file.relative));
    }
  }
  for (const spec of python.inline ?? []) {
    // An inline entry is one requirement, never a pip option (`--index-url`, `-e`, `-r /etc/…`).
    if (spec.trim() === '' || spec.trim().startsWith('-')) {
      return missing(`dependencies.python.inline entry ${JSON.stringify(spec)} is not a requirement.`);
    }
    requirement.push(spec.trim());
  }
  let base: Awaited<ReturnType<typeof resolveRuntimeCommand>>;
  try {
    // Resolved for a folder without a venv: the base interpreter, never an existing environment's.
    base = await resolveRuntimeCommand(
      'python',
      join(skill.realDir, '.skillport', 'no-venv'),
      context.hostEnv.PATH,
    );
  } catch (error) {
    if (!isSkillportError(error, 'RUNTIME_UNAVAILABLE')) throw error;
    return diagnostic('error', 'RUNTIME_UNAVAILABLE', skill.dir, error.message, { skill: skill.name });
  }
  const step = { ...context, readOnly: [...context.readOnly, ...base.mounts] };
  const install = ['install', '--no-input', '--disable-pip-version-check', '--no-warn-script-location'];
  if (!context.network) install.push('--no-index');
  for (const source of sources) install.push('--find-links', source);
  // One process for all steps: as root each sandboxed run gets its own uid, and pip must be able to
  // write into the venv that venv created. Arguments travel as argv ("$@"), never as shell text.
  // ensurepip (a venv's own pip) is most of a venv's cost (~5 s of CPU and 5–26 s wall here, ~1 s
  // without it), so the venv is made without it: with nothing to install it stays without pip, and a
  // host pip that can install into another interpreter (`--python`, pip 22.3) installs the
  // requirements. Only an older or missing host pip falls back to ensurepip. Either way the venv holds
  // the same requirements.
  const script =
    requirement.length > 0
      ? `base=$1 venv=$2 py=$3; shift 3
if "$base" -c '${HOST_PIP_TARGETS_OTHERS}' 2>/dev/null; then
  "$base" -m venv --without-pip "$venv" || exit $?
  exec "$base" -m pip --python "$py" "$@"
fi
"$base" -m venv "$venv" || exit $?
exec "$py" -m pip "$@"`
      : '"$1" -m venv --without-pip "$2"';
  const failure = await buildEnvironment(skill.realDir, '.venv', rootSandbox, async (cwd) => {
    const venv = join(cwd, '.venv');
    const args = ['-c', script, 'skillport-venv', base.file, venv];
    if (requirement.length > 0) args.push(join(venv, 'bin', 'python'), ...install, ...requirement);
    return describeFailure(
      requirement.length > 0 ? 'python3 -m venv + pip install' : 'python3 -m venv',
      await runInstaller(step, { file: '/bin/sh', args, cwd, writable: cwd }),
      context.timeoutMs,
    );
  });
  if (failure === undefined) return undefined;
  return missing(
    `${failure}.${context.network ? '' : ' Registries are not used offline: pass packageSources with local wheels, or allowNetwork.'}`,
  );
}

/** Exits 0 when the interpreter's pip has `--python` (22.3 and later); no pip or a dev/beta version is 1. */
const HOST_PIP_TARGETS_OTHERS =
  'import sys, pip; sys.exit(0 if tuple(map(int, pip.__version__.split(".")[:2])) >= (22, 3) else 1)';

async function prepareNode(
  skill: Skill,
  packages: string[] | undefined,
  hasManifest: boolean,
  context: InstallerContext,
  options: PrepareSkillEnvironmentOptions,
  rootSandbox: boolean,
): Promise<Diagnostic | undefined> {
  const missing = (why: string) =>
    diagnostic(
      'error',
      'NODE_MODULES_MISSING',
      join(skill.dir, 'node_modules'),
      `No node_modules for "${skill.name}": ${why}`,
      {
        skill: skill.name,
      },
    );
  for (const spec of packages ?? []) {
    if (spec.trim() === '' || spec.trim().startsWith('-')) {
      return missing(`dependencies.node.packages entry ${JSON.stringify(spec)} is not a package.`);
    }
  }
  const npm = await findExecutable('npm', context.hostEnv.PATH);
  if (npm === undefined) {
    return diagnostic(
      'error',
      'RUNTIME_UNAVAILABLE',
      skill.dir,
      'npm is not on PATH; install Node.js with npm.',
      {
        skill: skill.name,
      },
    );
  }
  const failure = await buildEnvironment(skill.realDir, 'node_modules', rootSandbox, async (cwd) => {
    let lock = false;
    if (hasManifest) {
      await copyFile(join(skill.realDir, 'package.json'), join(cwd, 'package.json'));
      for (const name of ['package-lock.json', 'npm-shrinkwrap.json']) {
        if (await exists(join(skill.realDir, name))) {
          await copyFile(join(skill.realDir, name), join(cwd, name));
          lock = true;
        }
      }
    } else {
      const manifest = { name: 'skill-env', private: true, version: '0.0.0' };
      await writeFile(join(cwd, 'package.json'), `${JSON.stringify(manifest)}\n`);
    }
    if (rootSandbox) {
      // The installer's own uid rewrites the manifest and lock it was given.
      for (const name of await readdir(cwd)) await chmod(join(cwd, name), 0o666);
    }
    const args = [
      lock && (packages ?? []).length === 0 ? 'ci' : 'install',
      '--no-audit',
      '--no-fund',
      '--no-update-notifier',
    ];
    if (options.allowInstallScripts !== true) args.push('--ignore-scripts');
    if (!context.network) args.push('--offline');
    args.push(...(packages ?? []).map((p) => p.trim()));
    const problem = describeFailure(
      'npm install',
      await runInstaller(context, { file: npm, args, cwd, writable: cwd }),
      context.timeoutMs,
    );
    // npm creates no node_modules when there is nothing to install; the link must not dangle.
    if (problem === undefined) await mkdir(join(cwd, 'node_modules'), { recursive: true });
    return problem;
  });
  return failure === undefined ? undefined : missing(`${failure}.`);
}

async function packageSources(list: unknown[]): Promise<string[]> {
  const out: string[] = [];
  for (const entry of list) {
    if (
      typeof entry !== 'string' ||
      !isAbsolute(entry) ||
      !(await stat(entry).catch(() => undefined))?.isDirectory()
    ) {
      throw invalid(`packageSources entries must be absolute existing folders; ${String(entry)} is not.`);
    }
    out.push(entry);
  }
  return out;
}

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() === true;
}

function invalid(message: string): SkillportError {
  return new SkillportError('ENV_OPTIONS_INVALID', message);
}
