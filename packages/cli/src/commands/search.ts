import type { Command } from 'commander';
import { collect } from '../collect.js';
import type { CommandContext } from '../run-cli.js';
import type { SearchOptions } from './search-action.js';

export function registerSearchCommand(program: Command, context: CommandContext): void {
  program
    .command('search')
    .description('Search the catalog: "select:a,b", "+name-part words", or free text / regex')
    .argument('<query>', 'search query')
    .option('--root <dir>', 'skill root (repeatable; earlier roots win)', collect)
    .option('--json', 'machine-readable output')
    .action(async (query: string, options: SearchOptions) =>
      (await import('./search-action.js')).searchAction(query, options, context),
    );
}
