import { loadCatalog } from '../load-catalog.js';
import type { CommandContext } from '../run-cli.js';
import { toSkillEntry } from '../skill-entry.js';
import { resolveRoots } from '../skill-roots.js';
import { paint, writeJson } from '../terminal.js';

export interface ListOptions {
  root?: string[];
  all?: boolean;
  json?: boolean;
}

export async function listAction(options: ListOptions, { stdout, env }: CommandContext): Promise<void> {
  const result = await loadCatalog(resolveRoots(options.root), env);
  const skills = result.skills.filter((s) => options.all || (s.enabled && !s.hidden)).map(toSkillEntry);
  if (options.json) {
    writeJson(stdout, { skills, diagnostics: result.diagnostics });
    return;
  }
  const color = paint(stdout, env);
  const width = Math.min(40, Math.max(4, ...skills.map((s) => s.name.length)));
  for (const s of skills) {
    const tags = [s.classification, s.category, s.hidden ? 'hidden' : '', s.enabled ? '' : 'disabled'].filter(
      Boolean,
    );
    const description = s.description.replace(/\s+/g, ' ');
    const short = description.length > 80 ? `${description.slice(0, 79)}…` : description;
    stdout.write(
      `${color('bold', s.name.padEnd(width))}  ${color('dim', `[${tags.join(', ')}]`)}  ${short}\n`,
    );
  }
  const problems = result.diagnostics.filter((d) => d.level !== 'info').length;
  stdout.write(
    color(
      'dim',
      `${skills.length} skill(s)${problems ? `; ${problems} warning(s)/error(s): run "skillport validate" for details` : ''}\n`,
    ),
  );
}
