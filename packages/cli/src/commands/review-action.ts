import { formatReviewText, reviewExitCode, reviewSkill } from '@skillport/core';
import type { CommandContext } from '../run-cli.js';
import { writeJson } from '../terminal.js';
import type { FailOn } from './review.js';

export interface ReviewOptions {
  format: 'json' | 'text';
  json?: boolean;
  failOn: FailOn;
  failOnIncomplete?: boolean;
}

export async function reviewAction(
  path: string,
  options: ReviewOptions,
  context: CommandContext,
): Promise<void> {
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
}
