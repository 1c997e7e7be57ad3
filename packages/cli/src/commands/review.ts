import { formatReviewText, reviewExitCode, reviewSkill } from '@skillport/core';
import { type Command, InvalidArgumentError } from 'commander';
import { existingPath } from '../existing-path.js';
import type { CommandContext } from '../run-cli.js';
import { writeJson } from '../terminal.js';

const FAIL_ON = ['never', 'warning', 'error', 'blocker'] as const;
type FailOn = (typeof FAIL_ON)[number];

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
    .action(
      async (
        path: string,
        options: { format: 'json' | 'text'; json?: boolean; failOn: FailOn; failOnIncomplete?: boolean },
      ) => {
        const report = await reviewSkill(path);
        context.setExit(
          reviewExitCode(report, {
            failOn: options.failOn,
            failOnIncomplete: options.failOnIncomplete ?? false,
          }),
        );
        if (options.json || options.format === 'json') writeJson(report);
        else {
          const text = formatReviewText(report);
          process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
        }
      },
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
