import { createRequire } from 'node:module';
import { Command, CommanderError } from 'commander';
import { registerChatCommand } from './commands/chat.js';
import { registerInstallCommand } from './commands/install.js';
import { registerListCommand } from './commands/list.js';
import { registerMcpCommand } from './commands/mcp.js';
import { registerPackCommand } from './commands/pack.js';
import { registerPromptCommand } from './commands/prompt.js';
import { registerReviewCommand } from './commands/review.js';
import { registerRunCommand } from './commands/run.js';
import { registerScanCommand } from './commands/scan.js';
import { registerSearchCommand } from './commands/search.js';
import { registerServeCommand } from './commands/serve.js';
import { registerValidateCommand } from './commands/validate.js';
import { registerVerifyCommand } from './commands/verify.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, exitCodeFor } from './exit-codes.js';
import { type OutputStream, paint, useColor } from './terminal.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/**
 * What one run of the CLI reads and writes. The bin passes nothing (the process's own streams and
 * environment); an embedding program or a test passes its own, and the run touches no process state.
 * Relative paths on the command line resolve against the process's working directory.
 */
export interface CliIo {
  stdout?: OutputStream;
  stderr?: OutputStream;
  /** Lines for an interactive `chat`. */
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
  env?: NodeJS.ProcessEnv;
}

/** Given to every command: where it writes, its environment, and where it reports its exit status. */
export interface CommandContext {
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Commander actions cannot return a status, so they raise it here. */
  setExit(code: number): void;
}

export async function runCli(argv: readonly string[], io: CliIo = {}): Promise<number> {
  let exitCode = EXIT_OK;
  const context: CommandContext = {
    stdout: io.stdout ?? process.stdout,
    stderr: io.stderr ?? process.stderr,
    stdin: io.stdin ?? process.stdin,
    env: io.env ?? process.env,
    cwd: process.cwd(),
    setExit: (code) => {
      exitCode = Math.max(exitCode, code);
    },
  };
  const { stdout, stderr, env } = context;
  const program = new Command('skillport')
    .description('Discover, validate, review, install and run Agent Skills.')
    // Set before any subcommand exists: subcommands copy it when they are created.
    .configureOutput({
      writeOut: (text) => stdout.write(text),
      writeErr: (text) => stderr.write(text),
      getOutHelpWidth: () => (stdout.isTTY === true && stdout.columns ? stdout.columns : 80),
      getErrHelpWidth: () => (stderr.isTTY === true && stderr.columns ? stderr.columns : 80),
      getOutHasColors: () => useColor(stdout, env),
      getErrHasColors: () => useColor(stderr, env),
    })
    .version(version, '-V, --version')
    .exitOverride()
    .showHelpAfterError('(run "skillport --help" for usage)');
  for (const register of [
    registerValidateCommand,
    registerListCommand,
    registerPromptCommand,
    registerSearchCommand,
    registerScanCommand,
    registerReviewCommand,
    registerPackCommand,
    registerInstallCommand,
    registerVerifyCommand,
    registerRunCommand,
    registerServeCommand,
    registerMcpCommand,
    registerChatCommand,
  ]) {
    register(program, context);
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    return await handleError(error, context);
  }
}

async function handleError(error: unknown, { stderr, env }: CommandContext): Promise<number> {
  if (error instanceof CommanderError) {
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT_OK;
    // `skillport help` exits 0; a missing command shows the same help as an error (exit code 1).
    if (error.code === 'commander.help' && error.exitCode === 0) return EXIT_OK;
    return EXIT_USAGE;
  }
  const color = paint(stderr, env);
  // Loaded here, not at start-up: a command that failed this way has already loaded the library.
  const { isSkillportError } = await import('@skillport/core');
  if (isSkillportError(error)) {
    stderr.write(`${color('red', 'error')} ${error.code}: ${error.message}\n`);
    return exitCodeFor(error.kind);
  }
  stderr.write(`${color('red', 'error')} ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT_FAILURE;
}
