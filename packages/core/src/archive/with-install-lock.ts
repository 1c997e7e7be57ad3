import * as fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SkillportError } from '../errors/index.js';

export interface WithInstallLockOptions {
  /** How long to wait for another install in the same root. */
  timeoutMs?: number;
}

const DEFAULT_LOCK_TIMEOUT_MS = 30_000;
const RETRY_DELAY_MS = 15;
const ABANDONED_GUARD_MS = 5_000;

/**
 * Waiters in this process by lock path, oldest first: a release here wakes the oldest at once instead of
 * after its retry delay (waking all would send every one of them to the lock file for one winner).
 * Waiters in other processes cannot hear it and keep polling.
 */
const releaseWaiters = new Map<string, Set<() => void>>();

/** Resolves after the retry delay, or sooner when this process releases `lockPath`. */
function retryPause(lockPath: string): Promise<void> {
  const waiters = releaseWaiters.get(lockPath) ?? new Set<() => void>();
  releaseWaiters.set(lockPath, waiters);
  const controller = new AbortController();
  const wake = () => controller.abort();
  waiters.add(wake);
  return sleep(RETRY_DELAY_MS + Math.random() * RETRY_DELAY_MS, undefined, { signal: controller.signal })
    .catch(() => {})
    .finally(() => {
      waiters.delete(wake);
      if (waiters.size === 0) releaseWaiters.delete(lockPath);
    });
}

function wakeNextWaiter(lockPath: string): void {
  const [first] = releaseWaiters.get(lockPath) ?? [];
  first?.();
}

/** The lock's text when its holder is dead (ESRCH), else undefined. */
async function staleLockText(lockPath: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await fs.readFile(lockPath, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const { pid } = JSON.parse(text) as { pid?: unknown };
    if (typeof pid !== 'number' || pid === process.pid) return undefined;
    process.kill(pid, 0);
    return undefined;
  } catch (error) {
    // ESRCH: the holder died without releasing. A half-written lock (bad JSON) is treated as held.
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? text : undefined;
  }
}

/**
 * Removes a dead holder's lock, but only while holding `<lock>.break` and only if the lock still has
 * the dead holder's text: without the guard, a waiter that read the stale lock a moment ago could
 * delete the lock another waiter has just taken over, and two installs would run at once.
 */
async function breakStaleLock(lockPath: string, staleText: string): Promise<boolean> {
  const guard = `${lockPath}.break`;
  try {
    await fs.writeFile(guard, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // The guard is held for two file operations; an old one belongs to a breaker that crashed.
    const stat = await fs.stat(guard).catch(() => undefined);
    if (stat !== undefined && Date.now() - stat.mtimeMs > ABANDONED_GUARD_MS)
      await fs.rm(guard, { force: true });
    return false;
  }
  try {
    const current = await fs.readFile(lockPath, 'utf8').catch(() => undefined);
    if (current === staleText) await fs.rm(lockPath, { force: true });
    return true;
  } finally {
    await fs.rm(guard, { force: true });
  }
}

/**
 * Runs `fn` while holding `<root>/.skillport/install.lock`, created with `O_EXCL` so exactly one
 * installer (in this or any other process) commits to a root at a time. A lock left by a dead process
 * is taken over.
 */
export async function withInstallLock<T>(
  root: string,
  fn: () => Promise<T>,
  options: WithInstallLockOptions = {},
) {
  const lockPath = path.join(root, '.skillport', 'install.lock');
  await fs.mkdir(path.dirname(lockPath), { recursive: true });
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS);
  for (;;) {
    try {
      await fs.writeFile(lockPath, JSON.stringify({ pid: process.pid, at: new Date().toISOString() }), {
        flag: 'wx',
      });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const staleText = await staleLockText(lockPath);
      if (staleText !== undefined && (await breakStaleLock(lockPath, staleText))) continue;
      if (Date.now() > deadline) {
        throw new SkillportError(
          'INSTALL_LOCKED',
          `Another install holds ${lockPath}; retry when it has finished.`,
          {
            details: { lock: lockPath },
          },
        );
      }
      await retryPause(lockPath);
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockPath, { force: true });
    wakeNextWaiter(lockPath);
  }
}
