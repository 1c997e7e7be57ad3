import type { Command } from 'commander';
import { collect } from '../collect.js';
import type { CommandContext } from '../run-cli.js';
import type { RunOptions } from './run-action.js';

export function registerRunCommand(program: Command, context: CommandContext): void {
  program
    .command('run')
    .description('Run a compute-entry skill with JSON input and print its JSON output')
    .argument('<name>', 'skill name')
    .requiredOption('--input <json>', 'input as a JSON object, checked against the skill interface')
    .option('--root <dir>', 'skill root (repeatable; earlier roots win)', collect)
    .option('--secret <name=value>', 'value for a variable the skill declares (repeatable)', collect)
    .option('--timeout <ms>', 'timeout in milliseconds (default: the skill timeout, at most 600000)')
    .option('--sandbox <mode>', 'auto (bubblewrap when available), bwrap (required) or none', 'auto')
    .option('--policy <file>', 'YAML or JSON file with an authorization section and execution policy')
    .option('--role <role>', 'role of the local user for --policy (default: the policy default_role)')
    .option('--json', 'machine-readable output: the whole result')
    .action(async (name: string, options: RunOptions) =>
      (await import('./run-action.js')).runAction(name, options, context),
    );
}
