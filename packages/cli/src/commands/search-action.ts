import { searchCatalog } from '@skillport/core';
import { loadCatalog } from '../load-catalog.js';
import { toSkillEntry } from '../skill-entry.js';
import { resolveRoots } from '../skill-roots.js';
import { paint, writeJson } from '../terminal.js';

export interface SearchOptions {
  root?: string[];
  json?: boolean;
}

export async function searchAction(query: string, options: SearchOptions): Promise<void> {
  const { skills } = await loadCatalog(resolveRoots(options.root));
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
}
