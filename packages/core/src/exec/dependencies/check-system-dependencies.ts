import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { type Diagnostic, diagnostic } from '../../diagnostics/index.js';
import { SkillportError } from '../../errors/index.js';
import type { Skill } from '../../skill/types.js';
import { findExecutable } from '../find-executable.js';
import { runProcess } from '../run-process.js';

export const DEFAULT_DEPENDENCY_CHECK_TIMEOUT_MS = 10_000;

export interface CheckSystemDependenciesOptions {
  /** Per check; default 10000. */
  timeoutMs?: number;
  hostEnv?: NodeJS.ProcessEnv;
}

export interface SystemDependencyStatus {
  name: string;
  /** The check that ran, as argv (absent when only the name was looked up on PATH). */
  check?: string[];
  available: boolean;
  /** Why it counts as missing. */
  reason?: string;
}

export interface SystemDependencyReport {
  ok: boolean;
  dependencies: SystemDependencyStatus[];
  /** SYSTEM_DEP_MISSING per missing dependency, RUNTIME_UNAVAILABLE for a missing interpreter. */
  diagnostics: Diagnostic[];
}

const INTERPRETER = { python: 'python3', node: 'node', bash: 'bash' } as const;
// A check is a plain command line: anything a shell would interpret makes it refused, never run.
const SHELL_SYNTAX = /[;&|`$<>(){}[\]*?!~#\\'"\n\r]/;

/**
 * Checks what a skill needs from the host (SPEC §6.3): the runtime's interpreter on PATH and each
 * `dependencies.system` entry, by running its `check` (split into argv on whitespace and run without a
 * shell, its program looked up on PATH, killed with its process group after the timeout) or, without a
 * check, by looking its name up on PATH. Missing pieces are diagnostics, never exceptions.
 */
export async function checkSystemDependencies(
  skill: Skill,
  options: CheckSystemDependenciesOptions = {},
): Promise<SystemDependencyReport> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DEPENDENCY_CHECK_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0 || timeoutMs > 600_000) {
    throw new SkillportError('EXEC_OPTIONS_INVALID', 'timeoutMs must be a whole number from 1 to 600000.', {
      details: { field: 'timeoutMs' },
    });
  }
  const hostEnv = options.hostEnv ?? process.env;
  const diagnostics: Diagnostic[] = [];
  const runtime = skill.config?.runtime;
  if (runtime !== undefined && (await findExecutable(INTERPRETER[runtime], hostEnv.PATH)) === undefined) {
    diagnostics.push(
      diagnostic(
        'error',
        'RUNTIME_UNAVAILABLE',
        skill.dir,
        `Skill "${skill.name}" runs with ${runtime}, but "${INTERPRETER[runtime]}" is not on PATH; install it.`,
        { skill: skill.name, detail: { runtime, interpreter: INTERPRETER[runtime] } },
      ),
    );
  }
  const dependencies: SystemDependencyStatus[] = [];
  for (const dep of skill.config?.dependencies.system ?? []) {
    const status = await checkOne(dep, timeoutMs, hostEnv.PATH);
    dependencies.push(status);
    if (!status.available) {
      diagnostics.push(
        diagnostic(
          'error',
          'SYSTEM_DEP_MISSING',
          join(skill.dir, 'skill.config.yaml'),
          `Skill "${skill.name}" needs ${dep.name}: ${status.reason}. Install it on the host.`,
          {
            skill: skill.name,
            detail: { name: dep.name, ...(dep.check === undefined ? {} : { check: dep.check }) },
          },
        ),
      );
    }
  }
  return { ok: diagnostics.length === 0, dependencies, diagnostics };
}

async function checkOne(
  dep: { name: string; check?: string | undefined },
  timeoutMs: number,
  searchPath: string | undefined,
): Promise<SystemDependencyStatus> {
  if (dep.check === undefined) {
    const bare = !dep.name.includes('/') && !SHELL_SYNTAX.test(dep.name);
    const found = bare ? await findExecutable(dep.name, searchPath) : undefined;
    return found === undefined
      ? { name: dep.name, available: false, reason: `"${dep.name}" is not on PATH` }
      : { name: dep.name, available: true };
  }
  const argv = dep.check.trim().split(/\s+/).filter(Boolean);
  const refused = (reason: string): SystemDependencyStatus => ({
    name: dep.name,
    check: argv,
    available: false,
    reason,
  });
  if (argv.length === 0) return refused('its check is empty');
  if (SHELL_SYNTAX.test(dep.check))
    return refused(
      'its check uses shell syntax, which is not run; use a plain command such as "ffmpeg -version"',
    );
  const program = argv[0]!;
  // Relative paths would run a file from wherever the check starts (possibly the skill itself).
  if (program.includes('/') && !isAbsolute(program))
    return refused(`its check program ${program} must be a name on PATH or an absolute path`);
  const file = await findExecutable(program, searchPath);
  if (file === undefined) return refused(`"${program}" is not on PATH`);
  const outcome = await runProcess(
    { file, args: argv.slice(1), cwd: tmpdir(), env: { PATH: searchPath ?? '/usr/bin:/bin', LANG: 'C' } },
    { timeoutMs, maxStdoutBytes: 64 * 1024, maxStderrBytes: 64 * 1024, secrets: [] },
  );
  if (outcome.spawnError !== undefined)
    return refused(`"${program}" could not start (${outcome.spawnError.message})`);
  if (outcome.timedOut) return refused(`its check "${dep.check}" ran past ${timeoutMs} ms`);
  if (outcome.exitCode !== 0) {
    return refused(
      `its check "${dep.check}" ${outcome.signal === null ? `exited with ${outcome.exitCode}` : `was killed by ${outcome.signal}`}`,
    );
  }
  return { name: dep.name, check: argv, available: true };
}
