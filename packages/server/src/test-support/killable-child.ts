import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The first lines of a child script for {@link spawnKillable}: it loads the built gateway (the bundle the
 * package exports, as `skillport serve` does), says so, and waits for the word to start. Loading is most
 * of a child's cost (~0.5 s of CPU; ~1.3 s from the unbundled build), so the test loads the next child
 * while it checks what the previous one left.
 */
export function loadThenWait(dist: string): string {
  return `
const { createGateway } = await import(${JSON.stringify(dist)});
process.stdout.write('loaded\\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
`;
}

export interface KillableChild {
  /** Tells the loaded child to start; resolves when it printed `ready`. */
  start(): Promise<void>;
  /** Resolves when the child has printed `text` (at any time since it was spawned). */
  printed(text: string): Promise<void>;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
}

/** Spawns `node script ...args`; the script begins with {@link loadThenWait} and prints `ready` when started. */
export function spawnKillable(script: string, args: string[]): KillableChild {
  const child: ChildProcess = spawn(process.execPath, [script, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let err = '';
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stderr!.on('data', (chunk) => {
    err += String(chunk);
  });
  const seen = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (out.includes(text)) resolve();
      };
      child.stdout!.on('data', check);
      check();
      child.once('exit', (code) => reject(new Error(`child exited early (${code}): ${err}`)));
    });
  child.stdout!.on('data', (chunk) => {
    out += String(chunk);
    if (process.env.SKILLPORT_TEST_VERBOSE) process.stderr.write(String(chunk));
  });
  const loaded = seen('loaded\n');
  loaded.catch(() => {});
  return {
    async start() {
      await loaded;
      const ready = seen('ready\n');
      child.stdin!.write('go\n');
      await ready;
    },
    printed: seen,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
