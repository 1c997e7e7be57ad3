import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { killProcessTree } from './kill-process-tree.js';

export interface SandboxPoolOptions {
  /** Most sandboxes kept waiting at once (at most one per sandbox layout); the oldest goes first. Default 16. */
  maxIdle?: number;
  /** How long an unused sandbox waits before it is stopped, in ms. Default 60000. */
  idleMs?: number;
}

export interface SandboxPoolStats {
  /** Sandboxes started and waiting for a run. */
  idle: number;
  /** Runs that got a waiting sandbox. */
  hits: number;
  /** Sandboxed runs that had to start their own. */
  misses: number;
}

/**
 * Warm bubblewrap sandboxes for executeSkill (`sandboxPool`): after a sandboxed run, one sandbox with the
 * same layout (mounts, network, tmp size, the mounted folders' identities) is started and left waiting in
 * its launcher, so the next run of that skill pays only for its interpreter. A sandbox serves one run and
 * is never reused; the run's environment, secrets and limits reach it only when the run takes it.
 */
export interface SandboxPool {
  /** Stops every waiting sandbox (a skill was updated or disabled, a policy changed). */
  clear(): void;
  /** Stops every waiting sandbox and starts no new ones: for shutdown. */
  close(): void;
  stats(): SandboxPoolStats;
}

interface Waiting {
  child: ChildProcess;
  timer: NodeJS.Timeout;
}

interface PoolState {
  waiting: Map<string, Waiting>;
  maxIdle: number;
  idleMs: number;
  closed: boolean;
  /** Bumped by clear(): a run that started before must not leave a sandbox of the old state behind. */
  epoch: number;
  hits: number;
  misses: number;
}

const states = new WeakMap<SandboxPool, PoolState>();

export function createSandboxPool(options: SandboxPoolOptions = {}): SandboxPool {
  const state: PoolState = {
    waiting: new Map(),
    maxIdle: Math.max(0, Math.floor(options.maxIdle ?? 16)),
    idleMs: Math.max(0, options.idleMs ?? 60_000),
    closed: false,
    epoch: 0,
    hits: 0,
    misses: 0,
  };
  const clear = () => {
    state.epoch++;
    for (const key of [...state.waiting.keys()]) stop(state, key);
  };
  const pool: SandboxPool = {
    clear,
    close: () => {
      state.closed = true;
      clear();
    },
    stats: () => ({ idle: state.waiting.size, hits: state.hits, misses: state.misses }),
  };
  states.set(pool, state);
  return pool;
}

/**
 * The waiting sandbox for `key`, taken out of the pool (`warm`; undefined is a miss), and the pool's
 * epoch to hand back to refillSandbox when the run is over.
 */
export function takeSandbox(
  pool: SandboxPool,
  key: string,
): { warm: ChildProcess | undefined; epoch: number } {
  const state = states.get(pool);
  if (state === undefined) return { warm: undefined, epoch: 0 };
  const entry = state.waiting.get(key);
  state.waiting.delete(key);
  if (entry !== undefined) clearTimeout(entry.timer);
  const child = entry?.child;
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) {
    if (child?.pid !== undefined) killProcessTree(child.pid);
    state.misses++;
    return { warm: undefined, epoch: state.epoch };
  }
  state.hits++;
  child.ref();
  for (const stream of child.stdio) (stream as Socket | null)?.ref();
  return { warm: child, epoch: state.epoch };
}

/**
 * Starts a sandbox for `key` unless one is waiting or the pool was cleared since `epoch` (what the run
 * saw may be gone); the sandbox keeps the event loop neither alive nor busy.
 */
export function refillSandbox(
  pool: SandboxPool,
  key: string,
  epoch: number,
  start: () => ChildProcess,
): void {
  const state = states.get(pool);
  if (state === undefined || state.closed || state.epoch !== epoch) return;
  if (state.maxIdle === 0 || state.waiting.has(key)) return;
  if (state.waiting.size >= state.maxIdle) stop(state, state.waiting.keys().next().value as string);
  const child = start();
  if (child.pid === undefined) {
    child.on('error', () => {});
    return;
  }
  const entry: Waiting = { child, timer: setTimeout(() => stop(state, key), state.idleMs) };
  entry.timer.unref();
  child.unref();
  for (const stream of child.stdio) (stream as Socket | null)?.unref();
  // Died while waiting (bubblewrap refused, killed from outside): nothing to hand out.
  const forget = () => {
    if (state.waiting.get(key) === entry) stop(state, key);
  };
  child.on('error', forget);
  child.on('exit', forget);
  state.waiting.set(key, entry);
}

function stop(state: PoolState, key: string): void {
  const entry = state.waiting.get(key);
  if (entry === undefined) return;
  state.waiting.delete(key);
  clearTimeout(entry.timer);
  if (entry.child.pid !== undefined) killProcessTree(entry.child.pid);
  for (const stream of entry.child.stdio) (stream as Socket | null)?.destroy();
}
