import { type Command, InvalidArgumentError } from 'commander';
import { collect } from '../collect.js';
import type { CommandContext } from '../run-cli.js';
import type { PromptOptions } from './prompt-action.js';

export function registerPromptCommand(program: Command, context: CommandContext): void {
  program
    .command('prompt')
    .description('Print the skills block an agent puts in its system prompt')
    .option('--root <dir>', 'skill root (repeatable; earlier roots win)', collect)
    .option('--mode <mode>', 'full (names, descriptions, locations) or index (names only)', parseMode, 'full')
    .option('--budget-chars <n>', 'upper bound on the block size in characters', parsePositiveInt)
    .option('--json', 'machine-readable output')
    .action(async (options: PromptOptions) =>
      (await import('./prompt-action.js')).promptAction(options, context),
    );
}

function parseMode(value: string): 'full' | 'index' {
  if (value !== 'full' && value !== 'index') throw new InvalidArgumentError('expected "full" or "index"');
  return value;
}

export function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n <= 0)
    throw new InvalidArgumentError('expected a positive integer');
  return n;
}
