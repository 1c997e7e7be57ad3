import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBwrapArgs, dropPrivilegesArgs, pickSandboxUid } from './build-bwrap-args.js';
import { buildChildEnv } from './build-child-env.js';
import { DEFAULT_EXEC_LIMITS, type ExecLimits, withLimits } from './exec-limits.js';
import { findExecutable } from './find-executable.js';
import type { ResolvedSandbox } from './resolve-sandbox.js';
import { type ProcessOutcome, type ProcessSpec, runProcess, startProcess } from './run-process.js';
import { LAUNCHER_ARGS, launcherScript } from './sandbox-launcher.js';
import { refillSandbox, type SandboxPool, takeSandbox } from './sandbox-pool.js';

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
  /** Warm sandboxes: a bubblewrap run takes one of its layout, and leaves one started for the next. */
  pool?: SandboxPool;
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
    const capture = {
      timeoutMs: run.timeoutMs,
      maxStdoutBytes: run.maxStdoutBytes,
      maxStderrBytes: run.maxStderrBytes,
      secrets: Object.values(run.secrets),
      ...(run.signal === undefined ? {} : { signal: run.signal }),
    };
    const stdin = run.stdin === undefined ? {} : { stdin: run.stdin };
    if (run.sandbox.kind === 'bwrap') {
      const { bwrap, setpriv } = run.sandbox;
      const layout = buildBwrapArgs({
        cwd: run.cwd,
        readOnly: run.readOnly,
        writable: run.writable,
        network: run.network,
        tmpBytes: limits.tmpBytes,
        privileged: setpriv !== undefined,
      });
      // The sandbox gets no environment of its own: the run's arrives with its command (see LAUNCHER_ARGS).
      const sandboxSpec = (): Omit<ProcessSpec, 'stdin' | 'control'> => ({
        file: bwrap,
        args: [...layout, ...dropPrivilegesArgs(setpriv, pickSandboxUid()), ...LAUNCHER_ARGS],
        cwd: '/',
        env: {},
      });
      const control = launcherScript({
        file: run.file,
        args: run.args,
        env,
        limits,
        timeoutMs: run.timeoutMs,
      });
      const { pool } = run;
      const key = pool === undefined ? undefined : await layoutKey(bwrap, layout, run);
      const taken = pool === undefined || key === undefined ? undefined : takeSandbox(pool, key);
      const outcome = await runProcess({ ...sandboxSpec(), ...stdin, control }, capture, taken?.warm);
      // After the answer, so starting the next sandbox does not slow this run down.
      if (pool !== undefined && key !== undefined && taken !== undefined) {
        const { epoch } = taken;
        setImmediate(() => refillSandbox(pool, key, epoch, () => startProcess(sandboxSpec(), true)));
      }
      return outcome;
    }
    const prlimit = await findExecutable('prlimit', '/usr/bin:/bin:/usr/sbin:/sbin');
    const limited = withLimits(run.file, run.args, limits, run.timeoutMs, prlimit, '/bin/sh');
    return await runProcess(
      { file: limited.file, args: limited.args, cwd: run.cwd, env, ...stdin },
      // Without bubblewrap's PID namespace, a run's processes are found by a marker in their environment.
      { ...capture, marker: randomBytes(12).toString('hex') },
    );
  } finally {
    if (work !== undefined) await rm(work, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
  }
}

/**
 * What a waiting sandbox must match to serve a run: the same bubblewrap command line and the same
 * mounted folders, by identity (a projection swapped in under the same path is a different folder).
 */
async function layoutKey(
  bwrap: string,
  layout: readonly string[],
  run: ContainedRun,
): Promise<string | undefined> {
  const sources = [...run.readOnly.map((m) => m.source), ...run.writable];
  try {
    const ids = await Promise.all(
      sources.map(async (path) => {
        const info = await stat(path);
        return `${info.dev}:${info.ino}`;
      }),
    );
    return JSON.stringify([bwrap, layout, ids]);
  } catch {
    // A folder vanished since it was checked: this run fails on its own, and nothing is pooled for it.
    return undefined;
  }
}
