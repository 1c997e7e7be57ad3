/**
 * Resource limits for every skill process (SPEC §6.2): inside bubblewrap set by the launcher's `ulimit`
 * built-ins, without a sandbox applied with prlimit (or `ulimit` without it).
 */
export interface ExecLimits {
  /** Processes of the sandbox user (RLIMIT_NPROC); stops fork bombs. */
  processes: number;
  /** Address space per process in bytes (RLIMIT_AS). */
  memoryBytes: number;
  /** CPU seconds per process (RLIMIT_CPU); derived from the timeout when omitted. */
  cpuSeconds?: number;
  /** Largest file a process may write, in bytes (RLIMIT_FSIZE). */
  fileSizeBytes: number;
  /** Open file descriptors per process (RLIMIT_NOFILE). */
  openFiles: number;
  /** Size of the private /tmp inside bubblewrap (a tmpfs), in bytes. */
  tmpBytes: number;
}

export const DEFAULT_EXEC_LIMITS: Readonly<ExecLimits> = Object.freeze({
  processes: 256,
  memoryBytes: 2 * 1024 ** 3,
  fileSizeBytes: 256 * 1024 ** 2,
  openFiles: 1024,
  tmpBytes: 256 * 1024 ** 2,
});

/** Wraps `file args` so the limits apply to it and everything it starts. */
export function withLimits(
  file: string,
  args: readonly string[],
  limits: ExecLimits,
  timeoutMs: number,
  prlimit: string | undefined,
  shell: string,
): { file: string; args: string[] } {
  if (prlimit !== undefined) {
    return {
      file: prlimit,
      args: [
        `--nproc=${limits.processes}`,
        `--as=${limits.memoryBytes}`,
        `--cpu=${cpuSecondsFor(limits, timeoutMs)}`,
        `--fsize=${limits.fileSizeBytes}`,
        `--nofile=${limits.openFiles}`,
        '--core=0',
        '--',
        file,
        ...args,
      ],
    };
  }
  return {
    file: shell,
    args: ['-c', `${ulimitScript(limits, timeoutMs)} && exec "$@"`, 'skillport-limits', file, ...args],
  };
}

/**
 * The limits as `sh` built-ins joined by `&&`, so a limit that cannot be set stops the chain (fail
 * closed). Units: -v in KiB, -f in 512-byte blocks. The process limit is -u in bash and -p in dash.
 */
export function ulimitScript(limits: ExecLimits, timeoutMs: number): string {
  return [
    `{ ulimit -u ${limits.processes} 2>&- || ulimit -p ${limits.processes}; }`,
    `ulimit -v ${Math.floor(limits.memoryBytes / 1024)}`,
    `ulimit -t ${cpuSecondsFor(limits, timeoutMs)}`,
    `ulimit -f ${Math.floor(limits.fileSizeBytes / 512)}`,
    `ulimit -n ${limits.openFiles}`,
    'ulimit -c 0',
  ].join(' && ');
}

function cpuSecondsFor(limits: ExecLimits, timeoutMs: number): number {
  return limits.cpuSeconds ?? Math.ceil(timeoutMs / 1000) + 1;
}
