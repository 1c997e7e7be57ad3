import type { Diagnostic } from '@skillport/core';
import { cachedOutput } from '../cached-output.js';
import { EXIT_FAILURE, EXIT_OK } from '../exit-codes.js';
import type { CommandContext } from '../run-cli.js';
import { formatDiagnostic, jsonText, paint } from '../terminal.js';

export interface ValidateOptions {
  strict?: boolean;
  json?: boolean;
}

export async function validateAction(
  paths: string[],
  options: ValidateOptions,
  context: CommandContext,
): Promise<void> {
  const { stdout, env, cwd } = context;
  const strict = options.strict ?? false;
  if (options.json) {
    await cachedOutput(context, { command: 'validate', paths, strict }, async () => {
      // Imported here, not with the module: a run that prints its kept output never loads the library.
      const { validatePaths } = await import('./validate-paths.js');
      const { results, ok, diagnostics } = await validatePaths(paths, strict, context);
      const text = jsonText({
        ok,
        strict,
        skills: results.flatMap((r) => r.skills),
        diagnostics,
        summary: summarize(diagnostics),
      });
      return { text, exitCode: ok ? EXIT_OK : EXIT_FAILURE, snapshots: results.map((r) => r.snapshot) };
    });
    return;
  }
  const { validatePaths } = await import('./validate-paths.js');
  const { results, ok, diagnostics } = await validatePaths(paths, strict, context);
  if (!ok) context.setExit(EXIT_FAILURE);
  const skills = results.flatMap((r) => r.skills);
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
