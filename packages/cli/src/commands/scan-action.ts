import {
  formatScanJson,
  formatScanSarif,
  formatScanText,
  SkillportError,
  scanFailsAt,
  scanPath,
} from '@skillport/core';
import { EXIT_FAILURE } from '../exit-codes.js';
import type { CommandContext } from '../run-cli.js';
import { scanCache } from '../scan-cache.js';
import type { FailOn } from './scan.js';

export interface ScanOptions {
  json?: boolean;
  sarif?: boolean;
  failOn: FailOn;
  llm?: boolean;
}

export async function scanAction(path: string, options: ScanOptions, context: CommandContext): Promise<void> {
  const { stdout, env } = context;
  if (options.json && options.sarif)
    throw new SkillportError('CLI_OPTION_CONFLICT', 'Choose one of --json and --sarif');
  // The LLM client (and the agent package behind it) loads only when the pass was asked for.
  const llm = options.llm ? (await import('../llm-env.js')).llmFromEnv(env) : undefined;
  if (options.llm && !llm) {
    throw new SkillportError(
      'CLI_LLM_NOT_CONFIGURED',
      '--llm needs SKILLPORT_LLM_BASE_URL and SKILLPORT_LLM_MODEL',
    );
  }
  const cache = llm ? undefined : scanCache(env);
  const report = await scanPath(path, llm ? { llm } : cache ? { cache } : {});
  if (scanFailsAt(report, options.failOn)) context.setExit(EXIT_FAILURE);
  const text = options.sarif
    ? formatScanSarif(report)
    : options.json
      ? formatScanJson(report)
      : formatScanText(report);
  stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
