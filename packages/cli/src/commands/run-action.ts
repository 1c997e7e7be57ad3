import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { dirname, resolve } from 'node:path';
import {
  type Authorizer,
  buildPrincipal,
  type ExecuteSkillOptions,
  executeSkill,
  type Principal,
  resolveAuthorizer,
  SANDBOX_MODES,
  type SandboxMode,
  SkillportError,
} from '@skillport/core';
import { parse } from 'yaml';
import { z } from 'zod';
import { EXIT_FAILURE } from '../exit-codes.js';
import { loadCatalog } from '../load-catalog.js';
import { parseSecretOptions } from '../parse-secret-options.js';
import type { CommandContext } from '../run-cli.js';
import { resolveRoots } from '../skill-roots.js';
import { paint, writeJson } from '../terminal.js';

export interface RunOptions {
  input: string;
  root?: string[];
  secret?: string[];
  timeout?: string;
  sandbox: string;
  policy?: string;
  role?: string;
  json?: boolean;
}

/** `--policy` file: the gateway's authorization section plus the execution policy. */
const PolicyFileSchema = z
  .object({
    authorization: z.unknown().optional(),
    execution: z
      .object({ require_sandbox: z.boolean().default(false), allow_network: z.boolean().default(false) })
      .strict()
      .default({ require_sandbox: false, allow_network: false }),
  })
  .strict();

export async function runAction(name: string, options: RunOptions, context: CommandContext): Promise<void> {
  const { stdout, stderr, env } = context;
  const input = parseInput(options.input);
  const secrets = parseSecretOptions(options.secret ?? []);
  const sandbox = parseSandbox(options.sandbox);
  const timeoutMs = options.timeout === undefined ? undefined : parseTimeout(options.timeout);
  const policy = options.policy === undefined ? undefined : await loadPolicy(options.policy, options.role);
  const { skills } = await loadCatalog(resolveRoots(options.root), env);
  const skill = skills.find((s) => s.name === name);
  if (skill === undefined) {
    throw new SkillportError(
      'SKILL_NOT_FOUND',
      `No skill named "${name}" under the roots; run skillport list.`,
      {
        details: { name },
      },
    );
  }
  if (!skill.enabled) throw new SkillportError('SKILL_DISABLED', `Skill "${name}" is disabled.`);
  const run: ExecuteSkillOptions = {
    skill,
    input,
    secrets,
    sandbox,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(policy === undefined
      ? {}
      : {
          authorizer: policy.authorizer,
          principal: policy.principal,
          requireSandbox: policy.requireSandbox,
          allowNetwork: policy.allowNetwork,
        }),
  };
  const result = await executeSkill(run);
  if (!result.success) context.setExit(EXIT_FAILURE);
  if (options.json) {
    writeJson(stdout, result);
    return;
  }
  const color = paint(stderr, env);
  if (result.logs !== undefined && result.logs !== '') stderr.write(color('dim', result.logs));
  if (result.success) {
    stdout.write(`${JSON.stringify(result.output, null, 2)}\n`);
    return;
  }
  stderr.write(`${color('red', 'error')} ${result.errorCode}: ${result.error}\n`);
}

function parseInput(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw optionInvalid(
      `--input is not valid JSON (${(error as Error).message}); pass an object such as '{"path": "a.csv"}'.`,
    );
  }
}

function parseSandbox(value: string): SandboxMode {
  if (!(SANDBOX_MODES as readonly string[]).includes(value)) {
    throw optionInvalid(`--sandbox must be one of ${SANDBOX_MODES.join(', ')}, got "${value}".`);
  }
  return value as SandboxMode;
}

function parseTimeout(value: string): number {
  const ms = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(ms) || ms < 1 || ms > 600_000) {
    throw optionInvalid(`--timeout must be whole milliseconds from 1 to 600000, got "${value}".`);
  }
  return ms;
}

async function loadPolicy(
  file: string,
  role: string | undefined,
): Promise<{ authorizer: Authorizer; principal: Principal; requireSandbox: boolean; allowNetwork: boolean }> {
  const path = resolve(file);
  let parsed: z.infer<typeof PolicyFileSchema>;
  try {
    const result = PolicyFileSchema.safeParse(parse(await readFile(path, 'utf8')) ?? {});
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new Error(`field "${issue.path.join('.') || '(root)'}": ${issue.message}`);
    }
    parsed = result.data;
  } catch (error) {
    throw optionInvalid(`--policy ${file} cannot be used: ${(error as Error).message}.`);
  }
  const authorizer = await resolveAuthorizer(parsed.authorization ?? null, { baseDir: dirname(path) });
  const principal = buildPrincipal(
    { userId: `local:${userInfo().username}`, authSource: 'cli', ...(role === undefined ? {} : { role }) },
    { defaultRole: authorizer.defaultRole ?? null },
  );
  return {
    authorizer,
    principal,
    requireSandbox: parsed.execution.require_sandbox,
    allowNetwork: parsed.execution.allow_network,
  };
}

function optionInvalid(message: string): SkillportError {
  return new SkillportError('CLI_OPTION_INVALID', message);
}
