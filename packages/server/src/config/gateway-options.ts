import path from 'node:path';
import { SkillportError } from '@skillport/core';
import { z } from 'zod';

export const DEFAULT_PORT = 7410;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = '.skillport';
export const SQLITE_FILE = 'skillport.db';
export const DEFAULT_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Versions of each custom and user skill the history keeps (SPEC is silent). Enough for every rollback
 * a person plausibly wants, while a skill edited on every deploy cannot grow the database and the disk
 * without bound.
 */
export const DEFAULT_HISTORY_VERSIONS = 50;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What `createGateway`/`startGateway` accept; every field has a default, so `{}` serves. */
export const GatewayOptionsSchema = z.strictObject({
  port: z.number().int().min(0).max(65_535).default(DEFAULT_PORT),
  host: z.string().min(1).default(DEFAULT_HOST),
  /** Holds the SQLite database and the custom/user skill folders. */
  dataDir: z.string().min(1).default(DEFAULT_DATA_DIR),
  /** `postgres://…` for a cluster; a file path, `sqlite:<path>` or `:memory:` for SQLite. Default: SQLite in dataDir. */
  database: z.string().min(1).optional(),
  /** Bundled public skills; `null` = none. Default: the repository's skills/public when present. */
  publicSkillsDir: z.string().min(1).nullable().optional(),
  /** The built web UI served at `/`; `null` = none. Default: the repository's packages/web/dist when built. */
  webDir: z.string().min(1).nullable().optional(),
  /** The `authorization` section (SPEC §4); absent = authorization disabled. */
  authorization: z.unknown().optional(),
  /** Initial admin password; default SKILLPORT_ADMIN_PASSWORD, else generated and announced once. */
  adminPassword: z.string().min(1).optional(),
  logLevel: z.enum(LOG_LEVELS).default('info'),
  /** Origins, besides the gateway's own, allowed to send cookie-authenticated changes (a separate web UI). */
  allowedOrigins: z.array(z.url()).default([]),
  /** Mark the session cookie Secure (set behind TLS). */
  secureCookies: z.boolean().default(false),
  /**
   * Policy for `POST /api/skills/:name/execute`; callers cannot loosen it. `sandbox: auto` uses
   * bubblewrap when it works here; `requireSandbox` refuses runs without it (fail closed);
   * `allowNetwork` is the ceiling for skills whose config asks for network.
   */
  execution: z
    .strictObject({
      sandbox: z.enum(['auto', 'bwrap', 'none']).default('auto'),
      requireSandbox: z.boolean().default(false),
      allowNetwork: z.boolean().default(false),
    })
    .default({ sandbox: 'auto', requireSandbox: false, allowNetwork: false }),
  sessionTtlMs: z.number().int().positive().default(DEFAULT_SESSION_TTL_MS),
  /** Versions kept in each skill's history; older ones (and their files and blobs) are removed. */
  historyVersions: z.number().int().min(1).max(100_000).default(DEFAULT_HISTORY_VERSIONS),
  /**
   * More OpenAI-compatible models for agent runs, after the default one from SKILLPORT_LLM_*. The key is
   * read from the environment variable `apiKeyEnv` when a run starts, so it never sits in the options.
   */
  models: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(200),
        baseUrl: z.url(),
        apiKeyEnv: z
          .string()
          .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name')
          .optional(),
      }),
    )
    .default([]),
});
export type GatewayOptionsInput = z.input<typeof GatewayOptionsSchema>;

export interface GatewayConfig extends Omit<z.output<typeof GatewayOptionsSchema>, 'database'> {
  database: DatabaseTarget;
  publicSkillsDir: string | null;
  webDir: string | null;
}

export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

/** Validates options and fills defaults; an invalid option is a GATEWAY_CONFIG_INVALID naming it. */
export function resolveGatewayConfig(
  input: GatewayOptionsInput,
  defaults: { publicSkillsDir: string | null; webDir?: string | null },
): GatewayConfig {
  const parsed = GatewayOptionsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = issue.path.join('.') || '(options)';
    throw new SkillportError('GATEWAY_CONFIG_INVALID', `Invalid gateway option ${at}: ${issue.message}.`, {
      details: { path: at },
    });
  }
  const options = parsed.data;
  const dataDir = path.resolve(options.dataDir);
  return {
    ...options,
    dataDir,
    database: databaseTarget(options.database, dataDir),
    publicSkillsDir:
      options.publicSkillsDir === undefined
        ? defaults.publicSkillsDir
        : options.publicSkillsDir && path.resolve(options.publicSkillsDir),
    webDir:
      options.webDir === undefined
        ? (defaults.webDir ?? null)
        : options.webDir && path.resolve(options.webDir),
  };
}

function databaseTarget(database: string | undefined, dataDir: string): DatabaseTarget {
  if (database === undefined) return { dialect: 'sqlite', file: path.join(dataDir, SQLITE_FILE) };
  if (/^postgres(ql)?:\/\//i.test(database)) return { dialect: 'postgres', url: database };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(database)) {
    throw new SkillportError(
      'GATEWAY_CONFIG_INVALID',
      `Invalid gateway option database: ${redactUrl(database)} is neither postgres:// nor a SQLite file; pass postgres://user@host/db or a file path.`,
      { details: { path: 'database' } },
    );
  }
  const file = database.startsWith('sqlite:') ? database.slice('sqlite:'.length) : database;
  return { dialect: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}

/** A database URL may carry a password: never echo it. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^@/]*)@/, '//***@');
}
