import { spawn } from 'node:child_process';
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
 * Runs one process in its own process group with capped, masked output. A timeout, an abort or stdout
 * past its cap kills the whole tree; when the leader exits, whatever it left running in its group is
 * killed too, so nothing outlives the run.
 */
export function runProcess(spec: ProcessSpec, limits: CaptureLimits): Promise<ProcessOutcome> {
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
      outcome.aborted = true;
      resolve(outcome);
      return;
    }
    // Read before the leader exists: the sweep's bound on how many PIDs were handed out since.
    const createdBefore = limits.marker === undefined ? undefined : processesCreated();
    const child = spawn(spec.file, spec.args, {
      cwd: spec.cwd,
      env: limits.marker === undefined ? spec.env : { ...spec.env, [RUN_MARKER_VARIABLE]: limits.marker },
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(spec.uid === undefined ? {} : { uid: spec.uid }),
      ...(spec.gid === undefined ? {} : { gid: spec.gid }),
    });
    const pid = child.pid;
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
    child.stdout.on('data', out.push);
    child.stderr.on('data', err.push);
    child.stdin.on('error', () => {});
    child.stdin.end(spec.stdin ?? '');

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
      child.stdout.destroy();
      child.stderr.destroy();
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
