import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withInstallLock } from './with-install-lock.js';

let root: string;
const lockPath = () => path.join(root, '.skillport', 'install.lock');

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-lock-'));
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('withInstallLock', () => {
  it('runs critical sections one at a time and releases the lock', async () => {
    let inside = 0;
    let maxInside = 0;
    const section = () =>
      withInstallLock(root, async () => {
        inside++;
        maxInside = Math.max(maxInside, inside);
        await sleep(5);
        inside--;
      });
    await Promise.all([section(), section(), section(), section()]);
    expect(maxInside).toBe(1);
    await expect(fs.stat(lockPath())).rejects.toThrow();
  });

  it('releases the lock when the section throws', async () => {
    await expect(withInstallLock(root, async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await expect(fs.stat(lockPath())).rejects.toThrow();
  });

  it('takes over a lock left by a dead process', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    await fs.mkdir(path.dirname(lockPath()), { recursive: true });
    await fs.writeFile(lockPath(), JSON.stringify({ pid: dead, at: new Date().toISOString() }));
    await expect(withInstallLock(root, async () => 'ran')).resolves.toBe('ran');
  });

  it('gives up with INSTALL_LOCKED while a live process holds the lock', async () => {
    await fs.mkdir(path.dirname(lockPath()), { recursive: true });
    await fs.writeFile(lockPath(), JSON.stringify({ pid: process.ppid, at: new Date().toISOString() }));
    await expect(withInstallLock(root, async () => 'ran', { timeoutMs: 50 })).rejects.toMatchObject({
      code: 'INSTALL_LOCKED',
    });
    expect(JSON.parse(await fs.readFile(lockPath(), 'utf8')).pid).toBe(process.ppid);
  });
});

describe('withInstallLock takes over a dead holder exactly once', () => {
  it('never lets two waiters in when they all find the same stale lock', async () => {
    // A process that has exited: its pid owns the stale lock in every round.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    for (let round = 0; round < 30; round++) {
      await fs.mkdir(path.dirname(lockPath()), { recursive: true });
      await fs.writeFile(lockPath(), JSON.stringify({ pid: dead, at: new Date().toISOString() }));
      let inside = 0;
      let maxInside = 0;
      const section = () =>
        withInstallLock(root, async () => {
          inside++;
          maxInside = Math.max(maxInside, inside);
          await sleep(1);
          inside--;
        });
      await Promise.all(Array.from({ length: 16 }, section));
      expect(maxInside).toBe(1);
    }
  });
});
