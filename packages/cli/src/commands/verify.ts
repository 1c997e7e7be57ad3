import type { Command } from 'commander';
import type { CommandContext } from '../run-cli.js';
import type { VerifyOptions } from './verify-action.js';

export function registerVerifyCommand(program: Command, context: CommandContext): void {
  program
    .command('verify')
    .description('Compare installed skills with skills.lock.json and report drift')
    .requiredOption('--root <dir>', 'skill root holding skills.lock.json')
    .option('--json', 'machine-readable output')
    .action(async (options: VerifyOptions) =>
      (await import('./verify-action.js')).verifyAction(options, context),
    );
}
