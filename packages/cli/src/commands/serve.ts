import type { Command } from 'commander';
import type { CommandContext } from '../run-cli.js';
import { parsePositiveInt } from './prompt.js';

interface ServeOptions {
  port: number;
  host: string;
  dataDir: string;
  database?: string;
}

export function registerServeCommand(program: Command, context: CommandContext): void {
  program
    .command('serve')
    .description('Serve the Skillport gateway (HTTP API, MCP, web UI)')
    .option('--port <n>', 'port', parsePositiveInt, 7410)
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .option('--data-dir <dir>', 'data directory', '.skillport')
    .option('--database <url>', 'database URL (default: SQLite in the data directory)')
    .action(async (options: ServeOptions) => {
      const { stdout, stderr } = context;
      // Loaded here so that other commands never pay for the HTTP and database stack.
      const { startGateway } = await import('@skillport/server');
      const running = await startGateway({
        port: options.port,
        host: options.host,
        dataDir: options.dataDir,
        ...(options.database === undefined ? {} : { database: options.database }),
      });
      stdout.write(`Skillport gateway listening on ${running.url} (API description: ${running.url}/docs)\n`);
      const generated = running.gateway.bootstrap?.generatedPassword;
      if (generated !== undefined) {
        // Printed once, here only: it is never logged and cannot be shown again.
        stdout.write(
          `Created admin account "admin" with password ${generated} — shown once; sign in at ${running.url} and change it, or set SKILLPORT_ADMIN_PASSWORD before the first start.\n`,
        );
      }
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          resolve();
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
      stderr.write('Skillport gateway: shutting down, letting requests in flight finish…\n');
      await running.close();
    });
}
