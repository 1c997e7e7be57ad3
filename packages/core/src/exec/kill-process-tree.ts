import { readdirSync, readFileSync } from 'node:fs';

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
