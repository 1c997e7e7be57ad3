import { searchCatalog } from '@skillport/core';
import { loadCatalog } from '../load-catalog.js';
import type { CommandContext } from '../run-cli.js';
import { toSkillEntry } from '../skill-entry.js';
import { resolveRoots } from '../skill-roots.js';
import { paint, writeJson } from '../terminal.js';

export interface SearchOptions {
  root?: string[];
  json?: boolean;
}

export async function searchAction(
  query: string,
  options: SearchOptions,
  { stdout, env }: CommandContext,
): Promise<void> {
  const { skills } = await loadCatalog(resolveRoots(options.root), env);
  const results = searchCatalog(skills, query).map(toSkillEntry);
  if (options.json) {
    // Same entry shape as `list --json`, under the same key.
    writeJson(stdout, { query, skills: results });
    return;
  }
  const color = paint(stdout, env);
  if (results.length === 0) stdout.write(color('dim', `no skills match "${query}"\n`));
  for (const r of results)
    stdout.write(`${color('bold', r.name)}\n  ${r.description.replace(/\s+/g, ' ')}\n`);
}
