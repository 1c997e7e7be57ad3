import { type Diagnostic, validatePath, validatePathCached } from '@skillport/core';
import { EXIT_FAILURE } from '../exit-codes.js';
import { discoveryCache } from '../load-catalog.js';
import type { CommandContext } from '../run-cli.js';
import { clearProgress, formatDiagnostic, paint, progress, writeJson } from '../terminal.js';

export interface ValidateOptions {
  strict?: boolean;
  json?: boolean;
}

export async function validateAction(
  paths: string[],
  options: ValidateOptions,
  context: CommandContext,
): Promise<void> {
  const { stdout, stderr, env, cwd } = context;
  const results = [];
  const strict = options.strict ?? false;
  const cache = discoveryCache(env);
  for (const [index, path] of paths.entries()) {
    progress(stderr, `validating ${path} (${index + 1}/${paths.length})`);
    results.push(
      await (cache ? validatePathCached(path, { strict, ...cache }) : validatePath(path, { strict })),
    );
  }
  clearProgress(stderr);
  const skills = results.flatMap((r) => r.skills);
  const diagnostics = results.flatMap((r) => r.diagnostics);
  const ok = results.every((r) => r.ok);
  if (!ok) context.setExit(EXIT_FAILURE);
  if (options.json) {
    writeJson(stdout, {
      ok,
      strict: options.strict ?? false,
      skills,
      diagnostics,
      summary: summarize(diagnostics),
    });
    return;
  }
  const color = paint(stdout, env);
  for (const d of diagnostics) stdout.write(`${formatDiagnostic(d, color, cwd)}\n`);
  const s = summarize(diagnostics);
  const verdict = ok ? color('green', 'ok') : color('red', 'failed');
  stdout.write(
    `${verdict}: ${skills.length} skill(s) checked, ${skills.filter((x) => x.valid).length} valid; ${s.error} error(s), ${s.warning} warning(s), ${s.info} info\n`,
  );
}

function summarize(diagnostics: readonly Diagnostic[]): { error: number; warning: number; info: number } {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.level]++;
  return counts;
}
