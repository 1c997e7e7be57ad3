import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';

/**
 * Kills a process group and every process descended from its leader, including children that left the
 * group with setsid(). Descendants are found through /proc while the tree is still connected.
 */
export function killProcessTree(pid: number): void {
  const victims = descendantsOf(pid);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {}
  for (const victim of victims) {
    try {
      process.kill(victim, 'SIGKILL');
    } catch {}
  }
}

/** Kills what is left of a process group after its leader exited (background jobs it started). */
export function killProcessGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {}
}

function descendantsOf(root: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
    } catch {
      continue;
    }
    // The command name may hold spaces and parentheses: fields start after the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    const list = children.get(ppid);
    if (list === undefined) children.set(ppid, [Number(entry)]);
    else list.push(Number(entry));
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.pop()!) ?? []) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

/** The variable that marks every process of an unsandboxed run (see killMarkedProcesses). */
export const RUN_MARKER_VARIABLE = 'SKILLPORT_RUN_ID';
const MAX_SWEEPS = 5;

/**
 * Kills every process whose environment holds `SKILLPORT_RUN_ID=<marker>`: what an unsandboxed run
 * started, including a grandchild that double-forked into a session of its own, which neither the
 * process group nor the parent chain reaches any more. Repeated while it finds some, so a process that
 * forked just before it was killed is found in the next pass. Asynchronous, and it reads the environment
 * only of processes whose PID was handed out since the leader's (reading all of them takes milliseconds
 * on a busy machine): callers start it when the run ends and do not wait for it. A
 * process that replaced its whole environment (`env -i`) is not found; only bubblewrap's PID namespace
 * contains that.
 */
export async function killMarkedProcesses(
  marker: string,
  run: { leader: number; createdBefore: number | undefined },
): Promise<void> {
  // The marker is random and of fixed length: no other value can contain it by chance.
  const needle = Buffer.from(`${RUN_MARKER_VARIABLE}=${marker}`);
  // PIDs are handed out in increasing order, wrapping at pid_max, so every process of the run has a PID
  // from the leader's to the last one handed out, unless so many processes were created since that the
  // numbers went round (then, or when any of it cannot be read, every process is looked at).
  const [loadavg, pidMax, created] = await Promise.all([
    readFile('/proc/loadavg', 'latin1').catch(() => ''),
    readFile('/proc/sys/kernel/pid_max', 'latin1').catch(() => ''),
    readFile('/proc/stat', 'latin1').then(createdCount, () => undefined),
  ]);
  const last = Number(loadavg.trim().split(' ')[4]);
  const bounded =
    Number.isInteger(last) &&
    run.createdBefore !== undefined &&
    created !== undefined &&
    created - run.createdBefore < Number(pidMax) / 2;
  const { leader } = run;
  const ofRun = (pid: number) =>
    !bounded || (leader <= last ? pid >= leader && pid <= last : pid >= leader || pid <= last);
  const check = async (entry: string): Promise<number> => {
    let environ: Buffer;
    try {
      // Readable only for processes of our own uid (or all, as root): the ones we may kill anyway.
      environ = await readFile(`/proc/${entry}/environ`);
    } catch {
      return 0;
    }
    if (environ.indexOf(needle) === -1) return 0;
    try {
      process.kill(Number(entry), 'SIGKILL');
      return 1;
    } catch {
      return 0;
    }
  };
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let entries: string[];
    try {
      entries = await readdir('/proc');
    } catch {
      return;
    }
    const pids = entries.filter(
      (e) => e.charCodeAt(0) <= 57 && Number(e) !== process.pid && ofRun(Number(e)),
    );
    const found = (await Promise.all(pids.map(check))).reduce((a, b) => a + b, 0);
    if (found === 0) return;
  }
}

/** How many processes the system created since boot (the `processes` line of /proc/stat), or undefined. */
export function processesCreated(): number | undefined {
  try {
    return createdCount(readFileSync('/proc/stat', 'latin1'));
  } catch {
    return undefined;
  }
}

function createdCount(stat: string): number | undefined {
  const value = Number(/^processes (\d+)$/m.exec(stat)?.[1]);
  return Number.isInteger(value) ? value : undefined;
}
