import type { Command } from 'commander';
import { existingPath } from '../existing-path.js';
import type { CommandContext } from '../run-cli.js';
import type { PackOptions } from './pack-action.js';

export function registerPackCommand(program: Command, context: CommandContext): void {
  program
    .command('pack')
    .description('Pack a skill folder into a deterministic .skill archive that installs cleanly')
    .argument('<dir>', 'skill folder', existingPath)
    .option('-o, --output <file>', 'archive to write (default: <name>.skill in the working directory)')
    .option('--json', 'machine-readable output')
    .action(async (dir: string, options: PackOptions) =>
      (await import('./pack-action.js')).packAction(dir, options, context),
    );
}
