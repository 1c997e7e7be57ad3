import { installSkill } from '@skillport/core';
import type { CommandContext } from '../run-cli.js';
import { writeJson } from '../terminal.js';

export interface InstallOptions {
  root: string;
  rename?: string;
  upgrade?: boolean;
  frozen?: boolean;
  json?: boolean;
}

export async function installAction(
  source: string,
  options: InstallOptions,
  { stdout, env }: CommandContext,
): Promise<void> {
  const result = await installSkill(source, {
    root: options.root,
    ...(options.rename === undefined ? {} : { rename: options.rename }),
    upgrade: options.upgrade ?? false,
    frozen: options.frozen ?? false,
    actor: env.USER ?? 'cli',
  });
  if (options.json) {
    writeJson(stdout, result);
    return;
  }
  stdout.write(`${result.status} ${result.name} (${result.digest}) → ${result.path}\n`);
  if (result.findings.length > 0) {
    stdout.write(
      `  ${result.findings.length} scan finding(s) below critical; run "skillport scan ${result.path}"\n`,
    );
  }
}
