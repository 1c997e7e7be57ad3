import { SkillportError } from '../errors/index.js';

/** Host variables a child may inherit; everything else from the host environment stays out. */
export const ENV_ALLOW_LIST: readonly string[] = [
  'PATH',
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'LC_MESSAGES',
  'LC_NUMERIC',
  'LC_TIME',
  'TZ',
  'USER',
  'LOGNAME',
  'TERM',
];

/** Names a declared default or a secret may never set: they change how the child loads code. */
const RESERVED =
  /^(?:PATH|HOME|TMPDIR|TMP|TEMP|USER|LOGNAME|SHELL|IFS|ENV|BASH_ENV|PS4|NODE_OPTIONS|NODE_PATH|PYTHON[A-Z_]*|PERL5?LIB|PERL5OPT|RUBYOPT|RUBYLIB|LD_[A-Z_]*|DYLD_[A-Z_]*)$/;

/** Allow-listed host names that still look like credentials are dropped (`LANG` never does, `TERM` never does). */
const SECRET_LOOKING = /KEY|SECRET|TOKEN|PASS|CREDENTIAL|DSN|AUTH|COOKIE|SESSION/i;

export interface ChildEnvInput {
  /** The host environment to take allow-listed names from (default `process.env`). */
  host?: NodeJS.ProcessEnv;
  /** The private writable folder: HOME and TMPDIR point at it. */
  home: string;
  /** Declared non-secret defaults (`skill.config.yaml` env entries with a default). */
  defaults?: Record<string, string>;
  /** Bound secret values by name. */
  secrets?: Record<string, string>;
}

/**
 * The whole environment a skill process receives (SPEC §6.1): allow-listed host variables, HOME/TMPDIR
 * pointing at its private folder, declared non-secret defaults, then bound secrets. Nothing else from
 * the host ever reaches it, so `DATABASE_URL`, `*_TOKEN`, `PGPASSFILE`, `SKILLPORT_MASTER_KEY` cannot leak.
 */
export function buildChildEnv(input: ChildEnvInput): Record<string, string> {
  const host = input.host ?? process.env;
  const env: Record<string, string> = {};
  for (const name of ENV_ALLOW_LIST) {
    const value = host[name];
    if (typeof value === 'string' && !SECRET_LOOKING.test(name)) env[name] = value;
  }
  env.PATH ??= '/usr/local/bin:/usr/bin:/bin';
  env.HOME = input.home;
  env.TMPDIR = input.home;
  for (const [name, value] of Object.entries(input.defaults ?? {})) {
    assertSettable(name, 'declared env default');
    env[name] = value;
  }
  for (const [name, value] of Object.entries(input.secrets ?? {})) {
    assertSettable(name, 'secret');
    env[name] = value;
  }
  return env;
}

function assertSettable(name: string, what: string): void {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || RESERVED.test(name)) {
    throw new SkillportError(
      'SECRET_NOT_DECLARED',
      `The ${what} "${name}" may not be set for a skill: it is not a plain variable name or it controls how programs load; rename it.`,
      { details: { name } },
    );
  }
}
