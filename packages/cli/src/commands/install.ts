import type { Command } from 'commander';
import { existingPath } from '../existing-path.js';
import type { CommandContext } from '../run-cli.js';
import type { InstallOptions } from './install-action.js';

export function registerInstallCommand(program: Command, context: CommandContext): void {
  program
    .command('install')
    .description('Install a .skill archive or a skill folder into a root (scanned; critical findings block)')
    .argument('<source>', '.skill archive or skill folder', existingPath)
    .requiredOption('--root <dir>', 'skill root to install into')
    .option('--rename <name>', 'install under this canonical name (rewrites the frontmatter name)')
    .option('--upgrade', 'replace an installed skill of the same name, keeping the old version in history')
    .option('--frozen', 'install exactly what skills.lock.json records (digest must match)')
    .option('--json', 'machine-readable output')
    .action(async (source: string, options: InstallOptions) =>
      (await import('./install-action.js')).installAction(source, options, context),
    );
}
