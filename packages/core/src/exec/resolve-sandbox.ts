import { execFile } from 'node:child_process';
import { SkillportError } from '../errors/index.js';
import { bwrapIsolationArgs, dropPrivilegesArgs, SANDBOX_UID_BASE } from './build-bwrap-args.js';
import { findExecutable } from './find-executable.js';
import { systemMountArgs } from './system-mounts.js';

export type SandboxMode = 'auto' | 'bwrap' | 'none';
export const SANDBOX_MODES: readonly SandboxMode[] = ['auto', 'bwrap', 'none'];

/**
 * `setpriv` is set when Skillport runs as root: root is exempt from RLIMIT_NPROC (a fork bomb would not
 * be stopped) and a user namespace would still map the child to host root, so bubblewrap runs
 * privileged and the command inside drops to an unprivileged uid with setpriv before the skill runs.
 */
export type ResolvedSandbox =
  | { kind: 'bwrap'; bwrap: string; setpriv: string | undefined }
  | { kind: 'none' };

const probes = new Map<string, Promise<string | undefined>>();

/**
 * Decides how a run is contained: `none`, or bubblewrap when asked for (`bwrap`), when present
 * (`auto`), and always when policy requires a sandbox. A requested or required sandbox that is missing
 * or does not work here is SANDBOX_UNAVAILABLE: it never quietly becomes an unsandboxed run.
 */
export async function resolveSandbox(
  mode: SandboxMode | undefined,
  requireSandbox: boolean | undefined,
  searchPath: string | undefined,
): Promise<ResolvedSandbox> {
  const wanted = mode ?? 'auto';
  if (!SANDBOX_MODES.includes(wanted)) {
    throw new SkillportError(
      'EXEC_OPTIONS_INVALID',
      `Unknown sandbox mode "${String(wanted)}"; use auto, bwrap or none.`,
      { details: { sandbox: wanted } },
    );
  }
  const required = requireSandbox === true;
  if (wanted === 'none' && !required) return { kind: 'none' };
  if (wanted === 'none') {
    throw unavailable('policy requires a sandbox, so sandbox "none" is refused; use auto or bwrap.');
  }
  const system = '/usr/bin:/bin:/usr/sbin:/sbin:/usr/local/bin';
  const bwrap = await findExecutable('bwrap', searchPath);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const setpriv = root ? await findExecutable('setpriv', system) : undefined;
  let problem: string | undefined;
  if (bwrap === undefined) problem = 'bubblewrap (bwrap) is not installed';
  else if (root && setpriv === undefined) {
    problem =
      'Skillport runs as root and setpriv (util-linux) is missing, so the sandboxed process cannot drop root';
  } else problem = await probe(bwrap, setpriv);
  if (problem === undefined && bwrap !== undefined) return { kind: 'bwrap', bwrap, setpriv };
  if (wanted === 'auto' && !required) return { kind: 'none' };
  throw unavailable(
    `${problem}. Install bubblewrap (apt-get install -y bubblewrap) and allow user namespaces${required ? ', or change the policy that requires a sandbox' : ', or choose sandbox "none" to run without one'}.`,
  );
}

function unavailable(message: string): SkillportError {
  return new SkillportError('SANDBOX_UNAVAILABLE', `Sandbox unavailable: ${message}`);
}

/** Runs a no-op once per binary with the flags every run uses (successes are kept); undefined = it works. */
function probe(bwrap: string, setpriv: string | undefined): Promise<string | undefined> {
  const key = `${bwrap}\0${setpriv ?? ''}`;
  let hit = probes.get(key);
  if (hit === undefined) {
    const args = [
      ...bwrapIsolationArgs(setpriv !== undefined, false),
      ...systemMountArgs(false),
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--',
      ...dropPrivilegesArgs(setpriv, SANDBOX_UID_BASE),
      '/bin/sh',
      '-c',
      'exit 0',
    ];
    hit = new Promise((resolve) => {
      execFile(
        bwrap,
        args,
        { timeout: 10_000, env: { PATH: '/usr/bin:/bin' }, cwd: '/' },
        (error, _o, stderr) => {
          resolve(
            error === null
              ? undefined
              : `bubblewrap at ${bwrap} does not work here (${String(stderr).trim() || error.message})`,
          );
        },
      );
    });
    probes.set(key, hit);
    void hit.then((problem) => {
      if (problem !== undefined) probes.delete(key);
    });
  }
  return hit;
}
