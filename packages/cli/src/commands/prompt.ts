import { loadSkills, renderSkillsPrompt } from '@skillport/core';
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import type { CommandContext } from '../run-cli.js';
import { collect, resolveRoots } from '../skill-roots.js';
import { writeJson } from '../terminal.js';

export function registerPromptCommand(program: Command, _context: CommandContext): void {
  program
    .command('prompt')
    .description('Print the skills block an agent puts in its system prompt')
    .option('--root <dir>', 'skill root (repeatable; earlier roots win)', collect)
    .option('--mode <mode>', 'full (names, descriptions, locations) or index (names only)', parseMode, 'full')
    .option('--budget-chars <n>', 'upper bound on the block size in characters', parsePositiveInt)
    .option('--json', 'machine-readable output')
    .action(
      async (options: { root?: string[]; mode: 'full' | 'index'; budgetChars?: number; json?: boolean }) => {
        const { skills } = await loadSkills({ roots: resolveRoots(options.root) });
        const rendered = renderSkillsPrompt(skills, {
          mode: options.mode,
          ...(options.budgetChars === undefined ? {} : { budgetChars: options.budgetChars }),
        });
        if (options.json) {
          writeJson({ mode: options.mode, chars: rendered.text.length, ...rendered });
          return;
        }
        if (rendered.text) process.stdout.write(`${rendered.text}\n`);
        else if (rendered.dropped.length > 0) {
          // Not even the block with its omission note fits: the note goes to stderr instead of nowhere.
          process.stderr.write(
            `${rendered.dropped.length} skill(s) omitted: --budget-chars ${options.budgetChars} is too small for the skills block\n`,
          );
        }
      },
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
