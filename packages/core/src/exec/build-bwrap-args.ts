import { randomInt } from 'node:crypto';
import { dirname } from 'node:path';
import { isSystemPath, systemMountArgs } from './system-mounts.js';

/**
 * When Skillport runs as root, each sandboxed run gets its own unprivileged uid from this range: the
 * process limit counts processes per uid, so one run's fork bomb cannot starve another run of processes.
 */
export const SANDBOX_UID_BASE = 200_000;
export const SANDBOX_UID_RANGE = 100_000;

export function pickSandboxUid(): number {
  return SANDBOX_UID_BASE + randomInt(SANDBOX_UID_RANGE);
}

export interface BwrapLayout {
  /** Folder the command starts in, inside the sandbox. */
  cwd: string;
  /** Host folders mounted read-only (the skill dir, interpreter installations). */
  readOnly: readonly { source: string; target: string }[];
  /** Host folders mounted writable at the same path. */
  writable: readonly string[];
  network: boolean;
  /** Size of the private /tmp (tmpfs) in bytes. */
  tmpBytes: number;
  /** Skillport runs as root: bwrap runs privileged and setpriv drops to an unprivileged uid inside. */
  privileged: boolean;
}

/**
 * Namespaces and privileges: own PID (killing bwrap kills every process of the run), IPC, UTS, cgroup
 * and network namespaces, no capabilities, death with the parent, a new session (no TIOCSTI into the
 * caller's terminal). Unprivileged, a user namespace too; privileged (root), only the capabilities
 * setpriv needs to drop to an unprivileged uid, which it then removes from every set including the
 * bounding set.
 */
export function bwrapIsolationArgs(privileged: boolean, network: boolean): string[] {
  const args = privileged
    ? ['--unshare-ipc', '--unshare-pid', '--unshare-uts', '--unshare-cgroup-try']
    : ['--unshare-all'];
  if (privileged && !network) args.push('--unshare-net');
  if (!privileged && network) args.push('--share-net');
  args.push('--die-with-parent', '--new-session', '--cap-drop', 'ALL');
  if (privileged) args.push('--cap-add', 'CAP_SETUID', '--cap-add', 'CAP_SETGID', '--cap-add', 'CAP_SETPCAP');
  return args;
}

/** The command prefix that drops root inside the sandbox to `uid` (nothing when not root). */
export function dropPrivilegesArgs(setpriv: string | undefined, uid: number): string[] {
  if (setpriv === undefined) return [];
  return [
    setpriv,
    `--reuid=${uid}`,
    `--regid=${uid}`,
    '--clear-groups',
    '--inh-caps=-all',
    '--bounding-set=-all',
    '--no-new-privs',
    '--',
  ];
}

/**
 * The bubblewrap command line (SPEC §6.2) up to the command: read-only system folders, read-only skill,
 * a private size-bounded writable /tmp, fresh /proc and /dev, no network unless allowed.
 */
export function buildBwrapArgs(layout: BwrapLayout): string[] {
  const args = bwrapIsolationArgs(layout.privileged, layout.network);
  args.push(...systemMountArgs(layout.network));
  args.push('--proc', '/proc', '--dev', '/dev');
  args.push('--perms', '1777', '--size', String(layout.tmpBytes), '--tmpfs', '/tmp');
  const made = new Set<string>(['/', '/tmp']);
  const mounted: string[] = [];
  // Inside an earlier mount (an environment over a projected skill) the folders exist already, and a
  // read-only mount could not get new ones.
  const inMount = (dir: string) => mounted.some((m) => dir.startsWith(`${m}/`));
  const parents = (target: string) => {
    const chain: string[] = [];
    for (let dir = dirname(target); !made.has(dir) && !isSystemPath(dir) && !inMount(dir); dir = dirname(dir))
      chain.unshift(dir);
    // Folders bwrap creates for mount points would be 0700 and closed to the unprivileged user.
    for (const dir of chain) {
      args.push('--perms', '0755', '--dir', dir);
      made.add(dir);
    }
  };
  for (const { source, target } of layout.readOnly) {
    parents(target);
    args.push('--ro-bind', source, target);
    made.add(target);
    mounted.push(target);
  }
  for (const path of layout.writable) {
    parents(path);
    args.push('--bind', path, path);
    made.add(path);
    mounted.push(path);
  }
  args.push('--chdir', layout.cwd, '--');
  return args;
}
