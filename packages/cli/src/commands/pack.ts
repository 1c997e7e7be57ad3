import { basename, resolve } from 'node:path';
import { packSkill } from '@skillport/core';
import type { Command } from 'commander';
import { existingPath } from '../existing-path.js';
import type { CommandContext } from '../run-cli.js';
import { writeJson } from '../terminal.js';

export function registerPackCommand(program: Command, _context: CommandContext): void {
  program
    .command('pack')
    .description('Pack a skill folder into a deterministic .skill archive that installs cleanly')
    .argument('<dir>', 'skill folder', existingPath)
    .option('-o, --output <file>', 'archive to write (default: <name>.skill in the working directory)')
    .option('--json', 'machine-readable output')
    .action(async (dir: string, options: { output?: string; json?: boolean }) => {
      const output = resolve(options.output ?? `${basename(resolve(dir))}.skill`);
      const result = await packSkill(dir, { output });
      if (options.json) {
        writeJson(result);
        return;
      }
      process.stdout.write(
        `packed ${result.name}: ${result.files.length} file(s), ${result.bytes} bytes → ${result.output}\n`,
      );
    });
}
