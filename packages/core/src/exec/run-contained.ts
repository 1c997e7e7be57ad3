import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBwrapArgs, dropPrivilegesArgs, pickSandboxUid } from './build-bwrap-args.js';
import { buildChildEnv } from './build-child-env.js';
import { DEFAULT_EXEC_LIMITS, type ExecLimits, withLimits } from './exec-limits.js';
import { findExecutable } from './find-executable.js';
import type { ResolvedSandbox } from './resolve-sandbox.js';
import { type ProcessOutcome, runProcess } from './run-process.js';

export interface ContainedRun {
  file: string;
  args: readonly string[];
  cwd: string;
  sandbox: ResolvedSandbox;
  /** Host folders visible read-only inside a sandbox (source → target). */
  readOnly: readonly { source: string; target: string }[];
  writable: readonly string[];
  network: boolean;
  defaults: Record<string, string>;
  secrets: Record<string, string>;
  limits?: Partial<ExecLimits>;
  stdin?: string;
  timeoutMs: number;
  maxStdoutBytes: number;
  maxStderrBytes: number;
  signal?: AbortSignal;
  /** Host environment the allow-listed variables come from. */
  hostEnv: NodeJS.ProcessEnv;
}

/**
 * One contained run shared by execute_skill and the sandboxed bash tool: the allow-listed environment,
 * resource limits, bubblewrap when resolved (private tmpfs /tmp as HOME), otherwise a fresh host work
 * folder as HOME that is removed afterwards, and capped, masked output.
 */
export async function runContained(run: ContainedRun): Promise<ProcessOutcome> {
  const limits: ExecLimits = { ...DEFAULT_EXEC_LIMITS, ...run.limits };
  const sandboxed = run.sandbox.kind === 'bwrap';
  const work = sandboxed ? undefined : await mkdtemp(join(tmpdir(), 'skillport-run-'));
  try {
    const env = buildChildEnv({
      host: run.hostEnv,
      home: work ?? '/tmp',
      defaults: run.defaults,
      secrets: run.secrets,
    });
    const prlimit = await findExecutable('prlimit', '/usr/bin:/bin:/usr/sbin:/sbin');
    const limited = withLimits(run.file, run.args, limits, run.timeoutMs, prlimit, '/bin/sh');
    let file = limited.file;
    let args = limited.args;
    let cwd = run.cwd;
    if (run.sandbox.kind === 'bwrap') {
      args = [
        ...buildBwrapArgs({
          cwd: run.cwd,
          readOnly: run.readOnly,
          writable: run.writable,
          network: run.network,
          tmpBytes: limits.tmpBytes,
          privileged: run.sandbox.setpriv !== undefined,
        }),
        ...dropPrivilegesArgs(run.sandbox.setpriv, pickSandboxUid()),
        file,
        ...args,
      ];
      file = run.sandbox.bwrap;
      cwd = '/';
    }
    return await runProcess(
      { file, args, cwd, env, ...(run.stdin === undefined ? {} : { stdin: run.stdin }) },
      {
        timeoutMs: run.timeoutMs,
        maxStdoutBytes: run.maxStdoutBytes,
        maxStderrBytes: run.maxStderrBytes,
        secrets: Object.values(run.secrets),
        // Without bubblewrap's PID namespace, a run's processes are found by a marker in their environment.
        ...(sandboxed ? {} : { marker: randomBytes(12).toString('hex') }),
        ...(run.signal === undefined ? {} : { signal: run.signal }),
      },
    );
  } finally {
    if (work !== undefined) await rm(work, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
  }
}
