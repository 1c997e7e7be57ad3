import { verifySkills } from '@skillport/core';
import { EXIT_FAILURE } from '../exit-codes.js';
import type { CommandContext } from '../run-cli.js';
import { formatDiagnostic, paint, writeJson } from '../terminal.js';

export interface VerifyOptions {
  root: string;
  json?: boolean;
}

export async function verifyAction(options: VerifyOptions, context: CommandContext): Promise<void> {
  const { stdout, env, cwd } = context;
  const result = await verifySkills({ root: options.root });
  if (!result.ok) context.setExit(EXIT_FAILURE);
  if (options.json) {
    writeJson(stdout, result);
    return;
  }
  const color = paint(stdout, env);
  for (const d of result.diagnostics) stdout.write(`${formatDiagnostic(d, color, cwd)}\n`);
  for (const s of result.skills) {
    const mark = s.status === 'ok' ? color('green', 'ok') : color('red', s.status);
    stdout.write(`${mark} ${s.name}\n`);
  }
}
