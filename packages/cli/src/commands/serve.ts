import type { Command } from 'commander';
import { EXIT_FAILURE } from '../exit-codes.js';
import type { CommandContext } from '../run-cli.js';
import { parsePositiveInt } from './prompt.js';

export function registerServeCommand(program: Command, context: CommandContext): void {
  program
    .command('serve')
    .description('Serve the Skillport gateway (HTTP API, MCP, web UI)')
    .option('--port <n>', 'port', parsePositiveInt, 7410)
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .option('--data-dir <dir>', 'data directory', '.skillport')
    .option('--database <url>', 'database URL (default: SQLite in the data directory)')
    .action(() => {
      // Said loudly rather than exiting 0: `npm start` must never fail silently.
      process.stderr.write(
        'skillport serve: the gateway is not built yet in this version. Use "skillport list", "validate", "prompt" or "search" meanwhile.\n',
      );
      context.setExit(EXIT_FAILURE);
    });
}
