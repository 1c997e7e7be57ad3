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

async function isStale(lockPath: string): Promise<boolean> {
  try {
    const { pid } = JSON.parse(await fs.readFile(lockPath, 'utf8')) as { pid?: unknown };
    if (typeof pid !== 'number' || pid === process.pid) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: the holder died without releasing. A half-written lock (bad JSON) is treated as held.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
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
      if (await isStale(lockPath)) {
        await fs.rm(lockPath, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new SkillportError(
          'INSTALL_LOCKED',
          `Another install holds ${lockPath}; retry when it has finished.`,
          {
            details: { lock: lockPath },
          },
        );
      }
      await sleep(RETRY_DELAY_MS + Math.random() * RETRY_DELAY_MS);
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockPath, { force: true });
  }
}
