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
import { paint } from './terminal.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/** A command's action reports its exit status here (commander actions cannot return one). */
export interface CommandContext {
  setExit(code: number): void;
}

export async function runCli(argv: readonly string[]): Promise<number> {
  let exitCode = EXIT_OK;
  const context: CommandContext = {
    setExit: (code) => {
      exitCode = Math.max(exitCode, code);
    },
  };
  const program = new Command('skillport')
    .description('Discover, validate, review, install and run Agent Skills.')
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
    return await handleError(error);
  }
}

async function handleError(error: unknown): Promise<number> {
  if (error instanceof CommanderError) {
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT_OK;
    // `skillport help` exits 0; a missing command shows the same help as an error (exit code 1).
    if (error.code === 'commander.help' && error.exitCode === 0) return EXIT_OK;
    return EXIT_USAGE;
  }
  const color = paint(process.stderr);
  // Loaded here, not at start-up: a command that failed this way has already loaded the library.
  const { isSkillportError } = await import('@skillport/core');
  if (isSkillportError(error)) {
    process.stderr.write(`${color('red', 'error')} ${error.code}: ${error.message}\n`);
    return exitCodeFor(error.kind);
  }
  process.stderr.write(
    `${color('red', 'error')} ${error instanceof Error ? error.message : String(error)}\n`,
  );
  return EXIT_FAILURE;
}
