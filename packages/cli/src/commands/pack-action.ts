import { basename, resolve } from 'node:path';
import { packSkill } from '@skillport/core';
import type { CommandContext } from '../run-cli.js';
import { writeJson } from '../terminal.js';

export interface PackOptions {
  output?: string;
  json?: boolean;
}

export async function packAction(
  dir: string,
  options: PackOptions,
  { stdout }: CommandContext,
): Promise<void> {
  const output = resolve(options.output ?? `${basename(resolve(dir))}.skill`);
  const result = await packSkill(dir, { output });
  if (options.json) {
    writeJson(stdout, result);
    return;
  }
  stdout.write(
    `packed ${result.name}: ${result.files.length} file(s), ${result.bytes} bytes → ${result.output}\n`,
  );
}
