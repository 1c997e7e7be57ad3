import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Authorizer } from '../authz/create-authorizer.js';
import type { Principal } from '../authz/principal.js';
import { isSkillportError, SkillportError } from '../errors/index.js';
import { declaredSecretNames } from '../secrets/bind-skill-secrets.js';
import { maskSecrets } from '../secrets/create-secret-masker.js';
import { MIN_SECRET_LENGTH } from '../secrets/secret-forms.js';
import type { Skill } from '../skill/types.js';
import { assertEnvironmentPrepared } from './assert-environment-prepared.js';
import type { ExecLimits } from './exec-limits.js';
import {
  checkOutputCap,
  checkTimeout,
  DEFAULT_MAX_LOG_BYTES,
  DEFAULT_MAX_OUTPUT_BYTES,
} from './exec-options.js';
import { environmentMounts, type SkillMount } from './projection/environment-mounts.js';
import { resolveRuntimeCommand } from './resolve-runtime-command.js';
import { resolveSandbox, type SandboxMode } from './resolve-sandbox.js';
import { runContained } from './run-contained.js';
import type { ProcessOutcome } from './run-process.js';
import type { SandboxPool } from './sandbox-pool.js';
import { validateSkillInput } from './validate-skill-input.js';

export interface ExecuteSkillOptions {
  /** A loaded compute-entry skill. */
  skill: Skill;
  /** Checked against `interface.input`: defaults applied, unknown or missing fields refused. */
  input: unknown;
  /** When given, `skill:execute` and `sandbox:execute` on the skill name must both allow (fail closed). */
  authorizer?: Authorizer;
  principal?: Principal;
  /** Values bound by `bindSkillSecrets` (or the vault), by declared name. */
  secrets?: Record<string, string>;
  /** Default: the skill's `timeout` (30000); at most 600000. */
  timeoutMs?: number;
  /** Default `auto`. */
  sandbox?: SandboxMode;
  /** Policy: bubblewrap must be used; without it the run fails closed (SANDBOX_UNAVAILABLE). */
  requireSandbox?: boolean;
  /** Policy ceiling: network only when the skill asks (`sandbox.network`) and this is true. */
  allowNetwork?: boolean;
  /** stdout cap in bytes, default 1 MiB. */
  maxOutputBytes?: number;
  /** stderr (log) cap in bytes, default 256 KiB. */
  maxLogBytes?: number;
  limits?: Partial<ExecLimits>;
  signal?: AbortSignal;
  /** One event per run, refused runs included; never input values or secrets. Must not throw. */
  onAudit?: (event: ExecutionAuditEvent) => void;
  /** Host environment to take allow-listed variables from (default `process.env`). */
  hostEnv?: NodeJS.ProcessEnv;
  /**
   * The skill's folder in an enabled-only projection (SPEC §6.4): bubblewrap mounts it as the skill
   * (with the skill's prepared environments on top) instead of `skill.realDir`. When it no longer
   * exists the skill was disabled or removed since it was looked up, and the run is refused.
   */
  mountDir?: string;
  /**
   * Warm sandboxes (createSandboxPool), for a gateway: a bubblewrap run takes a waiting sandbox of the
   * same layout instead of starting one, and one is started for the next run after it answers.
   */
  sandboxPool?: SandboxPool;
}

export interface ExecutionResult {
  success: boolean;
  output?: unknown;
  error?: string;
  /** A code from the error registry when `success` is false. */
  errorCode?: string;
  durationMs: number;
  exitCode: number | null;
  /** The skill's stderr, capped and masked. */
  logs?: string;
  /** How the run was contained; null when it was refused before starting. */
  sandbox: 'bwrap' | 'none' | null;
}

export interface ExecutionAuditEvent {
  type: 'skill.execute';
  /** Milliseconds since the epoch. */
  at: number;
  skill: string;
  userId: string | null;
  durationMs: number;
  success: boolean;
  exitCode: number | null;
  errorCode?: string;
  sandbox: 'bwrap' | 'none' | null;
}

/**
 * Runs a compute-entry skill (SPEC §6.1): JSON input on stdin, exactly one JSON value on stdout.
 * Resolves with a result for every outcome, refusals included (authorization, input, sandbox), so
 * callers map `errorCode` to their own status; it throws only on programming errors.
 */
export async function executeSkill(options: ExecuteSkillOptions): Promise<ExecutionResult> {
  const started = performance.now();
  const secretValues = Object.values(options.secrets ?? {}).filter((v) => typeof v === 'string');
  let sandboxKind: ExecutionResult['sandbox'] = null;
  let result: ExecutionResult;
  try {
    const prepared = await prepare(options);
    sandboxKind = prepared.sandbox.kind;
    const outcome = await runContained({
      file: prepared.command.file,
      args: [prepared.entry],
      cwd: options.skill.dir,
      sandbox: prepared.sandbox,
      readOnly: [
        ...prepared.skillMounts,
        ...prepared.command.mounts.map((path) => ({ source: path, target: path })),
      ],
      writable: [],
      network: prepared.network,
      defaults: prepared.defaults,
      secrets: options.secrets ?? {},
      ...(options.limits === undefined ? {} : { limits: options.limits }),
      stdin: JSON.stringify(prepared.input),
      timeoutMs: prepared.timeoutMs,
      maxStdoutBytes: prepared.maxOutputBytes,
      maxStderrBytes: prepared.maxLogBytes,
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      hostEnv: options.hostEnv ?? process.env,
      ...(options.sandboxPool === undefined ? {} : { pool: options.sandboxPool }),
    });
    result = interpret(outcome, prepared.timeoutMs, prepared.maxOutputBytes, secretValues, sandboxKind);
  } catch (error) {
    if (!isSkillportError(error)) throw error;
    result = {
      success: false,
      error: maskSecrets(error.message, secretValues),
      errorCode: error.code,
      durationMs: performance.now() - started,
      exitCode: null,
      sandbox: sandboxKind,
    };
  }
  audit(options, result);
  return result;
}

async function prepare(options: ExecuteSkillOptions) {
  const { skill } = options;
  const config = skill.config;
  if (
    skill.classification !== 'compute-entry' ||
    skill.configBroken ||
    config?.entrypoint === undefined ||
    config.runtime === undefined
  ) {
    throw new SkillportError(
      'SKILL_NOT_EXECUTABLE',
      `Skill "${skill.name}" cannot be executed: it is ${skill.configBroken ? 'marked broken (its skill.config.yaml has errors; run skillport validate)' : `a ${skill.classification} skill, and only compute-entry skills (skill.config.yaml with runtime and entrypoint) run`}.`,
      { details: { skill: skill.name } },
    );
  }
  await authorize(options);
  const input = validateSkillInput(config.interface?.input ?? {}, options.input);
  checkSecrets(skill, options.secrets);
  for (const env of config.env) {
    if (env.required && env.default === undefined && options.secrets?.[env.name] === undefined) {
      throw new SkillportError(
        'SKILL_ENV_MISSING',
        `Skill "${skill.name}" needs ${env.name}${env.description === undefined ? '' : ` (${env.description})`}; set it for the skill (CLI: --secret ${env.name}=…).`,
        { details: { name: env.name, skill: skill.name } },
      );
    }
  }
  const timeoutMs = checkTimeout(options.timeoutMs, config.timeoutMs);
  const maxOutputBytes = checkOutputCap(options.maxOutputBytes, 'maxOutputBytes', DEFAULT_MAX_OUTPUT_BYTES);
  const maxLogBytes = checkOutputCap(options.maxLogBytes, 'maxLogBytes', DEFAULT_MAX_LOG_BYTES);
  const entry = await entryPath(skill, config.entrypoint);
  await assertEnvironmentPrepared(skill);
  const hostPath = (options.hostEnv ?? process.env).PATH;
  const command = await resolveRuntimeCommand(config.runtime, skill.dir, hostPath);
  const sandbox = await resolveSandbox(options.sandbox, options.requireSandbox, hostPath);
  if (sandbox.kind === 'bwrap' && sandbox.setpriv !== undefined) await assertReadableByOthers(skill, entry);
  const skillMounts = await skillMountsFor(skill, options.mountDir);
  const defaults: Record<string, string> = {};
  for (const env of config.env) {
    if (!env.secret && env.default !== undefined) defaults[env.name] = env.default;
  }
  return {
    input,
    timeoutMs,
    maxOutputBytes,
    maxLogBytes,
    entry,
    command,
    sandbox,
    skillMounts,
    defaults,
    network: config.sandbox.network && options.allowNetwork === true,
  };
}

/** The skill's own folder, or its projected copy plus its prepared environments. */
async function skillMountsFor(skill: Skill, mountDir: string | undefined): Promise<SkillMount[]> {
  if (mountDir === undefined) return [{ source: skill.realDir, target: skill.dir }];
  const real = isAbsolute(mountDir) ? await realpath(mountDir).catch(() => undefined) : undefined;
  if (real === undefined || !(await stat(real)).isDirectory()) {
    throw new SkillportError(
      'SKILL_DISABLED',
      `Skill "${skill.name}" is not among the enabled skills any more (it was switched off or removed just now); switch it on and run it again.`,
      { details: { skill: skill.name } },
    );
  }
  return [{ source: real, target: skill.dir }, ...(await environmentMounts(skill.realDir, skill.dir))];
}

/** Both checks, on every path into execution; a missing principal with an authorizer is a deny. */
async function authorize(options: ExecuteSkillOptions): Promise<void> {
  const { authorizer, principal, skill } = options;
  if (authorizer === undefined) return;
  if (principal === undefined) {
    throw new SkillportError(
      'AUTHZ_DENIED',
      `Not permitted: executing "${skill.name}" needs a principal when authorization is configured.`,
      { details: { resource: 'skill', action: 'execute', target: skill.name } },
    );
  }
  await authorizer.checkAsync({ principal, resource: 'skill', action: 'execute', target: skill.name });
  await authorizer.checkAsync({ principal, resource: 'sandbox', action: 'execute', target: skill.name });
}

function checkSecrets(skill: Skill, secrets: Record<string, string> | undefined): void {
  const declared = declaredSecretNames(skill);
  for (const [name, value] of Object.entries(secrets ?? {})) {
    if (!declared.has(name)) {
      throw new SkillportError(
        'SECRET_NOT_DECLARED',
        `Secret "${name}" is not declared by skill "${skill.name}" (required-secrets or skill.config.yaml env), so it is not passed.`,
        { details: { name, skill: skill.name } },
      );
    }
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) {
      throw new SkillportError(
        'SECRET_TOO_SHORT',
        `Secret "${name}" is shorter than ${MIN_SECRET_LENGTH} characters; such values cannot be masked in output, so they are refused.`,
        { details: { name } },
      );
    }
  }
}

/** The entrypoint, resolved: it must be a file whose real path stays inside the skill. */
async function entryPath(skill: Skill, entrypoint: string): Promise<string> {
  const path = join(skill.dir, entrypoint);
  const broken = (why: string) =>
    new SkillportError('SKILL_NOT_EXECUTABLE', `Skill "${skill.name}" entrypoint ${entrypoint} ${why}.`, {
      details: { skill: skill.name, entrypoint },
    });
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    throw broken('does not exist');
  }
  const rel = relative(skill.realDir, real);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || rel.startsWith(sep)) {
    throw broken('resolves outside the skill');
  }
  if (!(await stat(real)).isFile()) throw broken('is not a file');
  return path;
}

/** As root, sandboxed runs use an unprivileged uid of their own: the entrypoint must be world-readable. */
async function assertReadableByOthers(skill: Skill, entry: string): Promise<void> {
  const [dir, file] = await Promise.all([stat(skill.realDir), stat(entry)]);
  if ((dir.mode & 0o005) !== 0o005 || (file.mode & 0o004) === 0) {
    throw new SkillportError(
      'SKILL_NOT_EXECUTABLE',
      `Skill "${skill.name}" cannot run in the sandbox: its folder or entrypoint is not readable by other users, and sandboxed runs started as root use an unprivileged user. Make the skill readable (chmod -R o+rX ${skill.dir}).`,
      { details: { skill: skill.name } },
    );
  }
}

function interpret(
  outcome: ProcessOutcome,
  timeoutMs: number,
  maxOutputBytes: number,
  secrets: readonly string[],
  sandbox: 'bwrap' | 'none',
): ExecutionResult {
  const base = {
    durationMs: outcome.durationMs,
    exitCode: outcome.exitCode,
    sandbox,
    ...(outcome.stderr === '' ? {} : { logs: outcome.stderr }),
  };
  const fail = (errorCode: string, error: string): ExecutionResult => ({
    success: false,
    error,
    errorCode,
    ...base,
  });
  if (outcome.spawnError !== undefined) {
    return fail('RUNTIME_UNAVAILABLE', `The skill could not be started: ${outcome.spawnError.message}.`);
  }
  if (outcome.aborted) return fail('EXEC_ABORTED', 'The run was aborted; its processes were killed.');
  if (outcome.timedOut) {
    return fail(
      'EXEC_TIMEOUT',
      `The skill ran longer than its ${timeoutMs} ms timeout; all of its processes were killed. Raise timeout in skill.config.yaml or --timeout if it needs longer.`,
    );
  }
  if (outcome.stdoutTruncated) {
    return fail(
      'OUTPUT_TOO_LARGE',
      `The skill wrote more than ${maxOutputBytes} bytes to stdout and was stopped; stdout must hold one JSON value within the cap.`,
    );
  }
  if (outcome.exitCode !== 0) {
    const how =
      outcome.signal !== null ? `was killed by ${outcome.signal}` : `exited with status ${outcome.exitCode}`;
    const last = lastLine(outcome.stderr);
    return fail('EXEC_FAILED', `The skill ${how}${last === '' ? '' : `: ${last}`}.`);
  }
  const text = outcome.stdout.trim();
  let output: unknown;
  try {
    if (text === '') throw new Error('empty');
    output = JSON.parse(text);
  } catch {
    return fail(
      'OUTPUT_NOT_JSON',
      text === ''
        ? 'The skill printed nothing; it must print one JSON value on stdout.'
        : 'The skill’s stdout is not one JSON value; print only the result as JSON and send logs to stderr.',
    );
  }
  return { success: true, output: maskDeep(output, secrets), ...base };
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  const line = lines[lines.length - 1] ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** Escapes like `\u0041` survive the text masking; parsed strings are masked once more. */
function maskDeep(value: unknown, secrets: readonly string[]): unknown {
  if (secrets.length === 0) return value;
  if (typeof value === 'string') return maskSecrets(value, secrets);
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, secrets));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // defineProperty: a parsed "__proto__" key must stay a plain key, not become the prototype.
      Object.defineProperty(out, maskSecrets(k, secrets), {
        value: maskDeep(v, secrets),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}

function audit(options: ExecuteSkillOptions, result: ExecutionResult): void {
  const sink = options.onAudit;
  if (sink === undefined) return;
  const event: ExecutionAuditEvent = {
    type: 'skill.execute',
    at: Date.now(),
    skill: options.skill.name,
    userId: options.principal?.userId ?? null,
    durationMs: result.durationMs,
    success: result.success,
    exitCode: result.exitCode,
    sandbox: result.sandbox,
    ...(result.errorCode === undefined ? {} : { errorCode: result.errorCode }),
  };
  try {
    sink(event);
  } catch {
    // An audit sink failure must not change the outcome the caller sees.
  }
}
