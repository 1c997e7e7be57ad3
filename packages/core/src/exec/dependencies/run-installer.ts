import type { ResolvedSandbox } from '../resolve-sandbox.js';
import { runContained } from '../run-contained.js';
import type { ProcessOutcome } from '../run-process.js';

export interface InstallerContext {
  sandbox: ResolvedSandbox;
  network: boolean;
  timeoutMs: number;
  /** Host folders the installer reads (the skill, package sources, the interpreter installation). */
  readOnly: string[];
  hostEnv: NodeJS.ProcessEnv;
}

const MAX_INSTALLER_OUTPUT_BYTES = 1024 * 1024;

/**
 * Runs one installer step (venv, pip, npm) under the runner's containment: installers execute package
 * code (setup.py, install scripts), so they get the same environment allow-list, limits and sandbox as a
 * skill, with only the generation folder being built writable and no network unless allowed.
 */
export function runInstaller(
  context: InstallerContext,
  step: { file: string; args: string[]; cwd: string; writable: string },
): Promise<ProcessOutcome> {
  return runContained({
    file: step.file,
    args: step.args,
    cwd: step.cwd,
    sandbox: context.sandbox,
    readOnly: context.readOnly.map((path) => ({ source: path, target: path })),
    writable: [step.writable],
    network: context.network,
    defaults: {},
    secrets: {},
    timeoutMs: context.timeoutMs,
    maxStdoutBytes: MAX_INSTALLER_OUTPUT_BYTES,
    maxStderrBytes: MAX_INSTALLER_OUTPUT_BYTES,
    hostEnv: context.hostEnv,
  });
}

/** One line on why a step failed, for the diagnostic (the last lines of its output). */
export function describeFailure(
  what: string,
  outcome: ProcessOutcome,
  timeoutMs: number,
): string | undefined {
  if (outcome.spawnError !== undefined) return `${what} could not start: ${outcome.spawnError.message}`;
  if (outcome.timedOut) return `${what} ran past ${timeoutMs} ms and was stopped`;
  if (outcome.exitCode === 0) return undefined;
  const how = outcome.signal !== null ? `was killed by ${outcome.signal}` : `exited with ${outcome.exitCode}`;
  const tail = `${outcome.stderr}\n${outcome.stdout}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(-3)
    .join(' | ');
  return `${what} ${how}${tail === '' ? '' : `: ${tail.length > 500 ? `${tail.slice(0, 500)}…` : tail}`}`;
}
