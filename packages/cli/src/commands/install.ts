import { installSkill } from '@skillport/core';
import type { Command } from 'commander';
import { existingPath } from '../existing-path.js';
import type { CommandContext } from '../run-cli.js';
import { writeJson } from '../terminal.js';

export function registerInstallCommand(program: Command, _context: CommandContext): void {
  program
    .command('install')
    .description('Install a .skill archive or a skill folder into a root (scanned; critical findings block)')
    .argument('<source>', '.skill archive or skill folder', existingPath)
    .requiredOption('--root <dir>', 'skill root to install into')
    .option('--rename <name>', 'install under this canonical name (rewrites the frontmatter name)')
    .option('--upgrade', 'replace an installed skill of the same name, keeping the old version in history')
    .option('--frozen', 'install exactly what skills.lock.json records (digest must match)')
    .option('--json', 'machine-readable output')
    .action(
      async (
        source: string,
        options: { root: string; rename?: string; upgrade?: boolean; frozen?: boolean; json?: boolean },
      ) => {
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
      },
    );
}
