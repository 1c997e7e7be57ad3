import { randomBytes } from 'node:crypto';
import { chmod, cp, lstat, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { computePackageDigest } from '../../archive/compute-package-digest.js';
import { readSkillsLock } from '../../archive/read-skills-lock.js';
import { SkillportError } from '../../errors/index.js';
import type { Skill } from '../../skill/types.js';
import type { SandboxMode } from '../resolve-sandbox.js';
import { resolveSkillFile } from '../resolve-skill-file.js';
import { runSandboxedCommand } from '../run-sandboxed-command.js';

export const SETUP_TIMEOUT_MS = 120_000;

export interface RunSkillSetupOptions {
  /** Must be exactly `true`: the person installing the skill agreed to run its setup script. */
  confirm: boolean;
  /** Default `bwrap` (required); `none` only when the caller explicitly accepts an unsandboxed setup. */
  sandbox?: SandboxMode;
  /** Policy: bubblewrap must be used (fail closed without it). Default: true unless `sandbox` is `none`. */
  requireSandbox?: boolean;
  /** Network for the script (downloads); default false. */
  allowNetwork?: boolean;
  /** At most (and by default) 120000. */
  timeoutMs?: number;
  signal?: AbortSignal;
  hostEnv?: NodeJS.ProcessEnv;
}

export interface SkillSetupResult {
  /** False when the skill declares no `setup.posix`. */
  ran: boolean;
  success: boolean;
  /** SETUP_FAILED or EXEC_TIMEOUT when `success` is false. */
  errorCode?: 'SETUP_FAILED' | 'EXEC_TIMEOUT';
  exitCode: number | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  durationMs: number;
  sandbox: 'bwrap' | 'none' | null;
}

/**
 * Runs a skill's `setup.posix` script (SPEC §6.3) with bash in the sandbox, working folder the skill
 * (writable), 120 s at most. Refused (thrown) unless `confirm` is `true`, the skill was installed from an
 * archive and its files still match skills.lock.json (so the script that runs is the one that was reviewed
 * at install), and the script path stays inside the skill: relative, no `..`, no link leading out.
 */
export async function runSkillSetup(skill: Skill, options: RunSkillSetupOptions): Promise<SkillSetupResult> {
  if (options?.confirm !== true) {
    throw new SkillportError(
      'SETUP_NOT_CONFIRMED',
      `Skill "${skill.name}" has a setup script; it runs only after explicit confirmation (confirm: true).`,
      { details: { skill: skill.name } },
    );
  }
  const script = skill.config?.setup?.posix;
  if (script === undefined) {
    return {
      ran: false,
      success: true,
      exitCode: null,
      timedOut: false,
      stdout: '',
      stderr: '',
      durationMs: 0,
      sandbox: null,
    };
  }
  const timeoutMs = options.timeoutMs ?? SETUP_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0 || timeoutMs > SETUP_TIMEOUT_MS) {
    throw new SkillportError('EXEC_OPTIONS_INVALID', `A setup timeout is 1 to ${SETUP_TIMEOUT_MS} ms.`, {
      details: { field: 'timeoutMs' },
    });
  }
  const file = await resolveSkillFile(skill.dir, skill.realDir, script);
  if ('refused' in file) {
    throw new SkillportError(
      'SETUP_PATH_INVALID',
      `Skill "${skill.name}" setup.posix ${script} ${file.refused}; it is not run.`,
      {
        details: { skill: skill.name, script },
      },
    );
  }
  await assertArchiveInstalled(skill);
  const sandbox = options.sandbox ?? 'bwrap';
  // Root sandboxes drop to an unprivileged uid of their own, which must be able to write the skill folder.
  const otherUid = sandbox !== 'none' && process.getuid?.() === 0;
  const backup = await backUp(skill.realDir);
  let result: Awaited<ReturnType<typeof runSandboxedCommand>>;
  try {
    result = await withWritableFolder(skill.realDir, otherUid, () =>
      runSandboxedCommand({
        // The path travels in a variable, so no character of it is ever read as shell syntax.
        command: 'exec bash -- "$SKILLPORT_SETUP_SCRIPT"',
        env: { SKILLPORT_SETUP_SCRIPT: file.relative },
        cwd: skill.dir,
        sandbox,
        requireSandbox: options.requireSandbox ?? sandbox !== 'none',
        allowNetwork: options.allowNetwork === true,
        timeoutMs,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        ...(options.hostEnv === undefined ? {} : { hostEnv: options.hostEnv }),
      }),
    );
  } catch (error) {
    await restore(skill.realDir, backup);
    throw error;
  }
  const success = !result.timedOut && result.exitCode === 0;
  // A script that failed half-way leaves the skill as installed, not half set up: its files match the
  // lock again, so the setup can be run again once the cause is fixed.
  if (success) await removeTree(backup);
  else await restore(skill.realDir, backup);
  return {
    ran: true,
    success,
    ...(success
      ? {}
      : { errorCode: result.timedOut ? ('EXEC_TIMEOUT' as const) : ('SETUP_FAILED' as const) }),
    exitCode: result.exitCode,
    timedOut: result.timedOut,
    stdout: result.stdout,
    stderr: result.stderr,
    durationMs: result.durationMs,
    sandbox: result.sandbox,
  };
}

/**
 * Installed skills are read-only; the script's working folder is writable for the run only (for
 * everyone when the sandbox runs it as another uid), and the mode is restored afterwards.
 */
async function withWritableFolder<T>(dir: string, otherUid: boolean, run: () => Promise<T>): Promise<T> {
  const mode = (await stat(dir)).mode & 0o7777;
  const open = mode | (otherUid ? 0o777 : 0o200);
  if (open !== mode) await chmod(dir, open);
  try {
    return await run();
  } finally {
    if (open !== mode) await chmod(dir, mode);
  }
}

/**
 * A copy of the skill folder beside the root's other bookkeeping (`<root>/.skillport/setup/`), on the
 * same file system, so restoring it is two renames.
 */
async function backUp(dir: string): Promise<string> {
  const parent = join(dirname(dir), '.skillport', 'setup');
  await mkdir(parent, { recursive: true, mode: 0o700 });
  const backup = join(parent, `${basename(dir)}-${randomBytes(6).toString('hex')}`);
  await cp(dir, backup, {
    recursive: true,
    preserveTimestamps: true,
    verbatimSymlinks: true,
    errorOnExist: true,
  });
  return backup;
}

/** Puts the copy back in place of the folder the script changed, and removes what the script left. */
async function restore(dir: string, backup: string): Promise<void> {
  const changed = `${backup}.failed`;
  await rename(dir, changed);
  await rename(backup, dir);
  await removeTree(changed);
}

/** Removes a tree that may hold read-only folders (an installed skill is 0555). */
async function removeTree(dir: string): Promise<void> {
  const open = async (path: string): Promise<void> => {
    const info = await lstat(path).catch(() => undefined);
    if (info?.isDirectory() !== true) return;
    await chmod(path, 0o700).catch(() => {});
    for (const entry of await readdir(path)) await open(join(path, entry));
  };
  await open(dir);
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** Installed from a `.skill` archive, per the root's lock, and unchanged since. */
async function assertArchiveInstalled(skill: Skill): Promise<void> {
  const refuse = (why: string) =>
    new SkillportError(
      'SETUP_NOT_ALLOWED',
      `Skill "${skill.name}" setup script is not run: ${why}. Setup scripts run only for skills installed from an archive (skillport install X.skill) and unchanged since.`,
      { details: { skill: skill.name } },
    );
  const name = basename(skill.dir);
  const lock = await readSkillsLock(dirname(skill.dir)).catch(() => undefined);
  const entry = lock?.skills[name];
  if (entry === undefined) throw refuse('skills.lock.json does not record it');
  if (!/\.(skill|zip)$/i.test(entry.source))
    throw refuse(`it was installed from ${entry.source}, not an archive`);
  if ((await computePackageDigest(skill.realDir)) !== entry.digest)
    throw refuse('its files changed since install');
}
