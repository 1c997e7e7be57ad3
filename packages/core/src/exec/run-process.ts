import { type ChildProcess, spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import { createSecretMasker } from '../secrets/create-secret-masker.js';
import {
  killMarkedProcesses,
  killProcessGroup,
  killProcessTree,
  processesCreated,
  RUN_MARKER_VARIABLE,
} from './kill-process-tree.js';

export interface ProcessSpec {
  file: string;
  args: readonly string[];
  cwd: string;
  env: Record<string, string>;
  uid?: number;
  gid?: number;
  stdin?: string;
  /** Written to the child's fd 3, then closed (the sandbox launcher's script). */
  control?: string;
}

export interface CaptureLimits {
  timeoutMs: number;
  maxStdoutBytes: number;
  maxStderrBytes: number;
  /** Values masked in both streams as they arrive. */
  secrets: readonly string[];
  signal?: AbortSignal;
  /**
   * The run's marker (unsandboxed runs): set as SKILLPORT_RUN_ID in the child's environment, and every
   * process still carrying it is killed when the run ends (see killMarkedProcesses).
   */
  marker?: string;
}

export interface ProcessOutcome {
  exitCode: number | null;
  signal: string | null;
  /** Masked. */
  stdout: string;
  /** Masked. */
  stderr: string;
  timedOut: boolean;
  aborted: boolean;
  /** stdout went past its cap; the run was stopped there. */
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  durationMs: number;
  spawnError?: Error;
}

/** After the leader exits, how long stdout/stderr may stay open (held by an escaped grandchild). */
const DRAIN_GRACE_MS = 250;

/**
 * Starts `spec` in its own process group with piped stdio (and fd 3 when `withControl`), without
 * writing anything to it yet: what a warm sandbox is until its run comes.
 */
export function startProcess(
  spec: Omit<ProcessSpec, 'stdin' | 'control'>,
  withControl: boolean,
): ChildProcess {
  return spawn(spec.file, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    detached: true,
    stdio: withControl ? ['pipe', 'pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe'],
    ...(spec.uid === undefined ? {} : { uid: spec.uid }),
    ...(spec.gid === undefined ? {} : { gid: spec.gid }),
  });
}

/**
 * Runs one process in its own process group with capped, masked output (`prestarted`: one already
 * started by startProcess from the same spec). A timeout, an abort or stdout past its cap kills the
 * whole tree; when the leader exits, whatever it left running in its group is killed too, so nothing
 * outlives the run.
 */
export function runProcess(
  spec: ProcessSpec,
  limits: CaptureLimits,
  prestarted?: ChildProcess,
): Promise<ProcessOutcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const outcome: ProcessOutcome = {
      exitCode: null,
      signal: null,
      stdout: '',
      stderr: '',
      timedOut: false,
      aborted: false,
      stdoutTruncated: false,
      stderrTruncated: false,
      durationMs: 0,
    };
    if (limits.signal?.aborted) {
      if (prestarted?.pid !== undefined) killProcessTree(prestarted.pid);
      outcome.aborted = true;
      resolve(outcome);
      return;
    }
    // Read before the leader exists: the sweep's bound on how many PIDs were handed out since.
    const createdBefore = limits.marker === undefined ? undefined : processesCreated();
    const child =
      prestarted ??
      startProcess(
        {
          ...spec,
          env: limits.marker === undefined ? spec.env : { ...spec.env, [RUN_MARKER_VARIABLE]: limits.marker },
        },
        spec.control !== undefined,
      );
    const pid = child.pid;
    const { stdin, stdout, stderr } = child;
    if (stdin === null || stdout === null || stderr === null) {
      throw new Error('runProcess needs a child with piped stdio');
    }
    let finished = false;
    const killTree = () => {
      if (pid !== undefined && !finished) killProcessTree(pid);
      if (limits.marker !== undefined && pid !== undefined && !finished)
        sweep(limits.marker, { leader: pid, createdBefore });
    };
    const out = capture(limits.maxStdoutBytes, limits.secrets, () => {
      outcome.stdoutTruncated = true;
      killTree();
    });
    const err = capture(limits.maxStderrBytes, limits.secrets, () => {
      outcome.stderrTruncated = true;
    });
    stdout.on('data', out.push);
    stderr.on('data', err.push);
    const control = child.stdio[3] as Socket | null | undefined;
    if (spec.control !== undefined) {
      control?.on('error', () => {});
      control?.end(spec.control);
    }
    stdin.on('error', () => {});
    stdin.end(spec.stdin ?? '');

    const timer = setTimeout(() => {
      outcome.timedOut = true;
      killTree();
    }, limits.timeoutMs);
    const onAbort = () => {
      outcome.aborted = true;
      killTree();
    };
    limits.signal?.addEventListener('abort', onAbort, { once: true });

    let grace: NodeJS.Timeout | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      clearTimeout(grace);
      limits.signal?.removeEventListener('abort', onAbort);
      if (pid !== undefined) killProcessGroup(pid);
      stdout.destroy();
      stderr.destroy();
      outcome.stdout = out.end();
      outcome.stderr =
        err.end() + (outcome.stderrTruncated ? `\n[log truncated at ${limits.maxStderrBytes} bytes]\n` : '');
      outcome.durationMs = performance.now() - started;
      resolve(outcome);
      // Right after the answer: the sweep costs milliseconds, and what it kills is not part of it.
      if (limits.marker !== undefined && pid !== undefined)
        sweep(limits.marker, { leader: pid, createdBefore });
    };
    child.on('error', (error) => {
      outcome.spawnError = error;
      finish();
    });
    child.on('exit', (code, signal) => {
      outcome.exitCode = code;
      outcome.signal = signal;
      if (pid !== undefined) killProcessGroup(pid);
      grace = setTimeout(finish, DRAIN_GRACE_MS);
    });
    child.on('close', finish);
  });
}

function sweep(marker: string, run: { leader: number; createdBefore: number | undefined }): void {
  killMarkedProcesses(marker, run).catch(() => {});
}

function capture(max: number, secrets: readonly string[], onOverflow: () => void) {
  const decoder = new StringDecoder('utf8');
  const masker = createSecretMasker(secrets);
  let bytes = 0;
  let text = '';
  let full = false;
  return {
    push: (chunk: Buffer) => {
      if (full) return;
      const room = max - bytes;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      bytes += part.length;
      text += masker.mask(decoder.write(part));
      if (chunk.length > room) {
        full = true;
        onOverflow();
      }
    },
    end: () => {
      const rest = text + masker.mask(decoder.end()) + masker.flush();
      text = '';
      return rest;
    },
  };
}
