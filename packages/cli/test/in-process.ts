import { Readable } from 'node:stream';
import { runCli } from '../src/index.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI in this process, as the bin would, with its own streams and a copy of the environment:
 * nothing a run writes or sets reaches the next one. Colour is off unless `env` turns it on.
 */
export async function cli(
  args: readonly string[],
  env: Record<string, string | undefined> = {},
  input?: string,
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', ...env },
    stdin: Readable.from(input === undefined ? [] : [input]),
  });
  return { code, stdout, stderr };
}
