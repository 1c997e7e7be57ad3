import { loadSkills, searchCatalog } from '@skillport/core';
import type { Command } from 'commander';
import type { CommandContext } from '../run-cli.js';
import { toSkillEntry } from '../skill-entry.js';
import { collect, resolveRoots } from '../skill-roots.js';
import { paint, writeJson } from '../terminal.js';

export function registerSearchCommand(program: Command, _context: CommandContext): void {
  program
    .command('search')
    .description('Search the catalog: "select:a,b", "+name-part words", or free text / regex')
    .argument('<query>', 'search query')
    .option('--root <dir>', 'skill root (repeatable; earlier roots win)', collect)
    .option('--json', 'machine-readable output')
    .action(async (query: string, options: { root?: string[]; json?: boolean }) => {
      const { skills } = await loadSkills({ roots: resolveRoots(options.root) });
      const results = searchCatalog(skills, query).map(toSkillEntry);
      if (options.json) {
        // Same entry shape as `list --json`, under the same key.
        writeJson({ query, skills: results });
        return;
      }
      const color = paint(process.stdout);
      if (results.length === 0) process.stdout.write(color('dim', `no skills match "${query}"\n`));
      for (const r of results)
        process.stdout.write(`${color('bold', r.name)}\n  ${r.description.replace(/\s+/g, ' ')}\n`);
    });
}
