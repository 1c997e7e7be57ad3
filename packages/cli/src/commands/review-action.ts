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
  const { stdout } = context;
  const report = await reviewSkill(path);
  context.setExit(
    reviewExitCode(report, {
      failOn: options.failOn,
      failOnIncomplete: options.failOnIncomplete ?? false,
    }),
  );
  if (options.json || options.format === 'json') writeJson(stdout, report);
  else {
    const text = formatReviewText(report);
    stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  }
}
