import type { Command } from 'commander';
import { collect } from '../collect.js';
import type { CommandContext } from '../run-cli.js';
import type { ListOptions } from './list-action.js';

export function registerListCommand(program: Command, context: CommandContext): void {
  program
    .command('list')
    .description('List the skills found under the roots')
    .option('--root <dir>', 'skill root (repeatable; earlier roots win on a name collision)', collect)
    .option('--all', 'also list disabled and model-hidden skills')
    .option('--json', 'machine-readable output')
    .action(async (options: ListOptions) => (await import('./list-action.js')).listAction(options, context));
}
