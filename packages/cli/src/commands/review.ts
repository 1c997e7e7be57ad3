import { type Command, InvalidArgumentError } from 'commander';
import { existingPath } from '../existing-path.js';
import type { CommandContext } from '../run-cli.js';
import type { ReviewOptions } from './review-action.js';

export const FAIL_ON = ['never', 'warning', 'error', 'blocker'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export function registerReviewCommand(program: Command, context: CommandContext): void {
  program
    .command('review')
    .description(
      'Review a skill folder or .skill archive (structure, resources, evals, SkillScan); never runs it',
    )
    .argument('<path>', 'skill folder or .skill archive', existingPath)
    .option('--format <format>', 'json (skillport.review.v1) or text', parseFormat, 'text')
    .option('--json', 'same as --format json')
    .option('--fail-on <level>', 'exit 1 at or above: never|warning|error|blocker', parseFailOn, 'error')
    .option('--fail-on-incomplete', 'exit 1 when the review could not assess everything')
    .action(async (path: string, options: ReviewOptions) =>
      (await import('./review-action.js')).reviewAction(path, options, context),
    );
}

function parseFormat(value: string): 'json' | 'text' {
  if (value !== 'json' && value !== 'text') throw new InvalidArgumentError('expected "json" or "text"');
  return value;
}

function parseFailOn(value: string): FailOn {
  if (!(FAIL_ON as readonly string[]).includes(value))
    throw new InvalidArgumentError(`expected one of ${FAIL_ON.join(', ')}`);
  return value as FailOn;
}
