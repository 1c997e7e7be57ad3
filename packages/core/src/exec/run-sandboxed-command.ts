import { realpath, stat } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { SkillportError } from '../errors/index.js';
import { MIN_SECRET_LENGTH } from '../secrets/secret-forms.js';
import type { ExecLimits } from './exec-limits.js';
import {
  checkOutputCap,
  checkTimeout,
  DEFAULT_MAX_LOG_BYTES,
  DEFAULT_MAX_OUTPUT_BYTES,
} from './exec-options.js';
import { resolveRuntimeCommand } from './resolve-runtime-command.js';
import { resolveSandbox, type SandboxMode } from './resolve-sandbox.js';
import { runContained } from './run-contained.js';
import type { SandboxPool } from './sandbox-pool.js';

export interface RunCommandOptions {
  /** A bash command line. */
  command: string;
  /** Absolute folder it starts in; writable inside the sandbox unless also listed in `readOnlyPaths`. */
  cwd: string;
  /** Extra variables (a skill's declared settings); host variables beyond the allow-list never pass. */
  env?: Record<string, string>;
  /** Bound secret values by name; every value must be at least 8 characters, and is masked in output. */
  secrets?: Record<string, string>;
  /** Absolute host folders visible read-only inside the sandbox (skill dirs). */
  readOnlyPaths?: string[];
  /**
   * Host folders mounted read-only at another path inside the sandbox, in order: a skill's projected
   * copy at the skill's own path (SPEC §6.4), then its `environmentMounts`. Sources must exist.
   */
  readOnlyMounts?: { source: string; target: string }[];
  sandbox?: SandboxMode;
  requireSandbox?: boolean;
  allowNetwork?: boolean;
  /** Default 30000, at most 600000. */
  timeoutMs?: number;
  /** Cap per stream in bytes, default 1 MiB for stdout (256 KiB for stderr). */
  maxOutputBytes?: number;
  limits?: Partial<ExecLimits>;
  signal?: AbortSignal;
  hostEnv?: NodeJS.ProcessEnv;
  /**
   * Warm sandboxes, as for executeSkill. Only worth it for commands that run again with the same layout
   * (a fixed cwd): a fresh writable folder per command never matches, and would leave a sandbox waiting.
   */
  sandboxPool?: SandboxPool;
}

export interface CommandResult {
  exitCode: number | null;
  signal: string | null;
  /** Masked for every secret. */
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** stdout or stderr reached its cap (stdout past the cap stops the command). */
  truncated: boolean;
  durationMs: number;
  sandbox: 'bwrap' | 'none';
}

/**
 * Runs a bash command line under the same containment as execute_skill (environment allow-list,
 * limits, bubblewrap, process-tree kill, masked output). For the agent's sandboxed `bash` tool.
 * Refusals (bad options, short secrets, a required sandbox that is missing) throw SkillportError.
 */
export async function runSandboxedCommand(options: RunCommandOptions): Promise<CommandResult> {
  if (typeof options.command !== 'string' || options.command.trim() === '') {
    throw invalid('command must be a non-empty string.', 'command');
  }
  const cwd = await folder(options.cwd, 'cwd');
  const readOnly = await Promise.all((options.readOnlyPaths ?? []).map((p) => folder(p, 'readOnlyPaths')));
  for (const mount of options.readOnlyMounts ?? []) {
    const source = await folder(mount?.source, 'readOnlyMounts');
    if (typeof mount.target !== 'string' || !isAbsolute(mount.target)) {
      throw invalid('readOnlyMounts targets must be absolute paths.', 'readOnlyMounts');
    }
    readOnly.push({ source: source.path, target: mount.target, path: source.path });
  }
  for (const [name, value] of Object.entries(options.secrets ?? {})) {
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) {
      throw new SkillportError(
        'SECRET_TOO_SHORT',
        `Secret "${name}" is shorter than ${MIN_SECRET_LENGTH} characters; such values cannot be masked in output, so they are refused.`,
        { details: { name } },
      );
    }
  }
  const timeoutMs = checkTimeout(options.timeoutMs, 30_000);
  const maxOutputBytes = checkOutputCap(options.maxOutputBytes, 'maxOutputBytes', DEFAULT_MAX_OUTPUT_BYTES);
  const hostEnv = options.hostEnv ?? process.env;
  const bash = await resolveRuntimeCommand('bash', cwd.path, hostEnv.PATH);
  const sandbox = await resolveSandbox(options.sandbox, options.requireSandbox, hostEnv.PATH);
  const readOnlyTargets = new Set(readOnly.map((r) => r.target));
  const outcome = await runContained({
    file: bash.file,
    args: ['-c', options.command],
    cwd: cwd.target,
    sandbox,
    readOnly: [...readOnly, ...bash.mounts.map((p) => ({ source: p, target: p }))],
    writable: readOnlyTargets.has(cwd.target) ? [] : [cwd.path],
    network: options.allowNetwork === true,
    defaults: options.env ?? {},
    secrets: options.secrets ?? {},
    ...(options.limits === undefined ? {} : { limits: options.limits }),
    timeoutMs,
    maxStdoutBytes: maxOutputBytes,
    maxStderrBytes: Math.min(maxOutputBytes, DEFAULT_MAX_LOG_BYTES),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    hostEnv,
    ...(options.sandboxPool === undefined ? {} : { pool: options.sandboxPool }),
  });
  if (outcome.spawnError !== undefined) {
    throw new SkillportError(
      'RUNTIME_UNAVAILABLE',
      `bash could not be started: ${outcome.spawnError.message}.`,
    );
  }
  return {
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    stdout: outcome.stdout,
    stderr: outcome.stderr,
    timedOut: outcome.timedOut,
    truncated: outcome.stdoutTruncated || outcome.stderrTruncated,
    durationMs: outcome.durationMs,
    sandbox: sandbox.kind,
  };
}

/** An absolute existing folder: its real path is mounted at the path the caller named. */
async function folder(
  path: unknown,
  field: string,
): Promise<{ source: string; target: string; path: string }> {
  if (typeof path !== 'string' || !isAbsolute(path)) throw invalid(`${field} must be absolute paths.`, field);
  const real = await realpath(path).catch(() => undefined);
  if (real === undefined || !(await stat(real)).isDirectory()) {
    throw invalid(`${field} ${path} is not an existing folder.`, field);
  }
  return { source: real, target: path, path: real };
}

function invalid(message: string, field: string): SkillportError {
  return new SkillportError('EXEC_OPTIONS_INVALID', message, { details: { field } });
}
