import { SkillportError } from '../errors/index.js';
import { type ExecLimits, ulimitScript } from './exec-limits.js';

/**
 * What bubblewrap starts: a POSIX shell that reads the run's script from fd 3 until the parent closes
 * it, closes fd 3, and evaluates the script, which sets the environment and the limits (built-ins, no
 * extra program) and execs the skill. A sandbox can so be set up before its run is known (the warm pool),
 * and the environment, secrets included, travels over a pipe: never in an argv, never in the sandbox's
 * own environment. A partial last line is dropped (the parent died mid-write); without a complete
 * script nothing is started and the shell exits 125.
 */
export const LAUNCHER_ARGS: readonly string[] = [
  '/bin/sh',
  '-c',
  // `nl` holds a real newline: `"\n"` stays two characters in POSIX sh (dash happened to accept them).
  `nl='\n'; s=; while IFS= read -r l; do s="$s$l$nl"; done <&3; exec 3<&-; eval "$s"; exit 125`,
];

export interface LaunchedCommand {
  file: string;
  args: readonly string[];
  env: Record<string, string>;
  limits: ExecLimits;
  timeoutMs: number;
}

/** The script the launcher evaluates for one run. */
export function launcherScript(run: LaunchedCommand): string {
  const lines = ['unset PWD OLDPWD'];
  for (const [name, value] of Object.entries(run.env)) {
    // A name is spliced into the script unquoted, so only plain names pass; NUL cannot be in a variable.
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || value.includes('\0')) {
      throw new SkillportError(
        'EXEC_OPTIONS_INVALID',
        `The variable "${name}" cannot be passed into the sandbox: its name is not a plain variable name or its value contains a NUL byte.`,
        { details: { name } },
      );
    }
    lines.push(`export ${name}=${quote(value)}`);
  }
  lines.push(
    `${ulimitScript(run.limits, run.timeoutMs)} && exec ${[run.file, ...run.args].map(quote).join(' ')}`,
  );
  return `${lines.join('\n')}\n`;
}

function quote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
