import { installSkill } from '@skillport/core';
import { writeJson } from '../terminal.js';

export interface InstallOptions {
  root: string;
  rename?: string;
  upgrade?: boolean;
  frozen?: boolean;
  json?: boolean;
}

export async function installAction(source: string, options: InstallOptions): Promise<void> {
  const result = await installSkill(source, {
    root: options.root,
    ...(options.rename === undefined ? {} : { rename: options.rename }),
    upgrade: options.upgrade ?? false,
    frozen: options.frozen ?? false,
    actor: process.env.USER ?? 'cli',
  });
  if (options.json) {
    writeJson(result);
    return;
  }
  process.stdout.write(`${result.status} ${result.name} (${result.digest}) → ${result.path}\n`);
  if (result.findings.length > 0) {
    process.stdout.write(
      `  ${result.findings.length} scan finding(s) below critical; run "skillport scan ${result.path}"\n`,
    );
  }
}
