import type { Command } from 'commander';
import { existingPaths } from '../existing-path.js';
import type { CommandContext } from '../run-cli.js';
import type { ValidateOptions } from './validate-action.js';

export function registerValidateCommand(program: Command, context: CommandContext): void {
  program
    .command('validate')
    .description('Check skills: a folder, a SKILL.md, a root of many, or a .skill archive')
    .argument('<path...>', 'what to validate', existingPaths)
    .option(
      '--strict',
      'apply the install/edit rules (canonical name, equals folder, lengths, types) as errors',
    )
    .option('--json', 'machine-readable output')
    .action(async (paths: string[], options: ValidateOptions) =>
      (await import('./validate-action.js')).validateAction(paths, options, context),
    );
}
