import { type Command, InvalidArgumentError } from 'commander';
import { existingPath } from '../existing-path.js';
import type { CommandContext } from '../run-cli.js';
import type { ScanOptions } from './scan-action.js';

const SEVERITIES = ['critical', 'high', 'medium', 'low', 'never'] as const;
export type FailOn = (typeof SEVERITIES)[number];

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
    .action(async (path: string, options: ScanOptions) =>
      (await import('./scan-action.js')).scanAction(path, options, context),
    );
}

function parseFailOn(value: string): FailOn {
  if (!(SEVERITIES as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`expected one of ${SEVERITIES.join(', ')}`);
  }
  return value as FailOn;
}
