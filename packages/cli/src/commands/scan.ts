import {
  formatScanJson,
  formatScanSarif,
  formatScanText,
  SkillportError,
  scanFailsAt,
  scanPath,
} from '@skillport/core';
import { type Command, InvalidArgumentError } from 'commander';
import { existingPath } from '../existing-path.js';
import { EXIT_FAILURE } from '../exit-codes.js';
import { llmFromEnv } from '../llm-env.js';
import type { CommandContext } from '../run-cli.js';

const SEVERITIES = ['critical', 'high', 'medium', 'low', 'never'] as const;
type FailOn = (typeof SEVERITIES)[number];

export function registerScanCommand(program: Command, context: CommandContext): void {
  program
    .command('scan')
    .description('SkillScan: deterministic offline security analysis of a skill, a root of many, or a .skill')
    .argument('<path>', 'skill folder, root of skills, or .skill archive', existingPath)
    .option('--json', 'JSON report')
    .option('--sarif', 'SARIF 2.1.0 report')
    .option(
      '--fail-on <severity>',
      'exit 1 when a finding is at or above: critical|high|medium|low|never',
      parseFailOn,
      'critical',
    )
    .option('--llm', 'add the LLM pass (SKILLPORT_LLM_BASE_URL, SKILLPORT_LLM_MODEL, SKILLPORT_LLM_API_KEY)')
    .action(
      async (path: string, options: { json?: boolean; sarif?: boolean; failOn: FailOn; llm?: boolean }) => {
        if (options.json && options.sarif)
          throw new SkillportError('CLI_OPTION_CONFLICT', 'Choose one of --json and --sarif');
        const llm = options.llm ? llmFromEnv() : undefined;
        if (options.llm && !llm) {
          throw new SkillportError(
            'CLI_LLM_NOT_CONFIGURED',
            '--llm needs SKILLPORT_LLM_BASE_URL and SKILLPORT_LLM_MODEL',
          );
        }
        const report = await scanPath(path, llm ? { llm } : {});
        if (scanFailsAt(report, options.failOn)) context.setExit(EXIT_FAILURE);
        const text = options.sarif
          ? formatScanSarif(report)
          : options.json
            ? formatScanJson(report)
            : formatScanText(report);
        process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      },
    );
}

function parseFailOn(value: string): FailOn {
  if (!(SEVERITIES as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`expected one of ${SEVERITIES.join(', ')}`);
  }
  return value as FailOn;
}
