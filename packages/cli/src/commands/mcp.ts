import type { Command } from 'commander';
import { collect } from '../collect.js';
import type { CommandContext } from '../run-cli.js';
import type { McpOptions } from './mcp-action.js';

export function registerMcpCommand(program: Command, _context: CommandContext): void {
  program
    .command('mcp')
    .description('Serve the skills over MCP on stdio (Skills extension, skill tools, prompts)')
    .option('--root <dir>', 'skill root (repeatable; earlier roots win on a name collision)', collect)
    .action(async (options: McpOptions) => (await import('./mcp-action.js')).mcpAction(options));
}
