import { execFile } from 'node:child_process';
import { realpath, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { SkillportError } from '../errors/index.js';
import type { SkillRuntime } from '../skill/types.js';
import { findExecutable, isExecutable, isScript } from './find-executable.js';
import { isSystemPath } from './system-mounts.js';

const run = promisify(execFile);

export interface RuntimeCommand {
  /** Absolute path of the interpreter. */
  file: string;
  /** Host folders the interpreter needs inside a sandbox besides the system folders (read-only). */
  mounts: string[];
}

const INTERPRETER: Record<SkillRuntime, string> = { python: 'python3', node: 'node', bash: 'bash' };
const resolved = new Map<string, Promise<RuntimeCommand>>();

/**
 * The interpreter for a runtime (SPEC §6.1): python → the skill's `.venv` interpreter when present, else
 * `python3`; node → `node`; bash → `bash`, looked up on `searchPath`. A missing interpreter is
 * RUNTIME_UNAVAILABLE. A wrapper script on the path (a pyenv shim) is resolved to the interpreter it
 * starts, so the sandbox can mount that interpreter's installation instead of the user's home.
 */
export async function resolveRuntimeCommand(
  runtime: SkillRuntime,
  skillDir: string,
  searchPath: string | undefined,
): Promise<RuntimeCommand> {
  if (runtime === 'python') {
    const venv = join(skillDir, '.venv', 'bin', 'python');
    if (await isExecutable(venv)) return { file: venv, mounts: await mountsFor(venv) };
  }
  const name = INTERPRETER[runtime];
  const key = `${name}\0${searchPath ?? ''}`;
  let hit = resolved.get(key);
  if (hit === undefined) {
    hit = resolveInterpreter(runtime, name, searchPath);
    resolved.set(key, hit);
    hit.catch(() => resolved.delete(key));
  }
  return hit;
}

async function resolveInterpreter(
  runtime: SkillRuntime,
  name: string,
  searchPath: string | undefined,
): Promise<RuntimeCommand> {
  let file = await findExecutable(name, searchPath);
  if (file === undefined) {
    throw new SkillportError(
      'RUNTIME_UNAVAILABLE',
      `The ${runtime} runtime needs "${name}", which is not on PATH; install it or put it on PATH.`,
      { details: { runtime, interpreter: name } },
    );
  }
  if (runtime === 'python' && (await isScript(file))) {
    try {
      const { stdout } = await run(file, ['-c', 'import sys; print(sys.executable)'], { timeout: 10_000 });
      const real = stdout.trim();
      if (real !== '' && (await isExecutable(real))) file = real;
    } catch {
      // Keep the wrapper: it still works without a sandbox, and a sandbox run reports its own failure.
    }
  }
  return { file, mounts: await mountsFor(file) };
}

/** The installation prefix of an interpreter outside the system folders (…/bin/python → …). */
async function mountsFor(file: string): Promise<string[]> {
  const real = await realpath(file).catch(() => file);
  if (isSystemPath(real)) return [];
  const prefix = dirname(dirname(real));
  const info = await stat(prefix).catch(() => undefined);
  return info?.isDirectory() === true && prefix !== '/' ? [prefix] : [];
}
