import { verifySkills } from '@skillport/core';
import type { Command } from 'commander';
import { EXIT_FAILURE } from '../exit-codes.js';
import type { CommandContext } from '../run-cli.js';
import { formatDiagnostic, paint, writeJson } from '../terminal.js';

export function registerVerifyCommand(program: Command, context: CommandContext): void {
  program
    .command('verify')
    .description('Compare installed skills with skills.lock.json and report drift')
    .requiredOption('--root <dir>', 'skill root holding skills.lock.json')
    .option('--json', 'machine-readable output')
    .action(async (options: { root: string; json?: boolean }) => {
      const result = await verifySkills({ root: options.root });
      if (!result.ok) context.setExit(EXIT_FAILURE);
      if (options.json) {
        writeJson(result);
        return;
      }
      const color = paint(process.stdout);
      for (const d of result.diagnostics) process.stdout.write(`${formatDiagnostic(d, color)}\n`);
      for (const s of result.skills) {
        const mark = s.status === 'ok' ? color('green', 'ok') : color('red', s.status);
        process.stdout.write(`${mark} ${s.name}\n`);
      }
    });
}
