import { cachedOutput } from '../cached-output.js';
import type { CommandContext } from '../run-cli.js';
import { jsonText, paint } from '../terminal.js';

export interface ListOptions {
  root?: string[];
  all?: boolean;
  json?: boolean;
}

export async function listAction(options: ListOptions, context: CommandContext): Promise<void> {
  const { stdout, env } = context;
  if (options.json) {
    const key = { command: 'list', root: options.root ?? [], all: options.all === true };
    await cachedOutput(context, key, async () => {
      const { result, skills } = await load(options, env);
      return {
        text: jsonText({ skills, diagnostics: result.diagnostics }),
        exitCode: 0,
        snapshots: [result.snapshot],
      };
    });
    return;
  }
  const { result, skills } = await load(options, env);
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

/** Imported here, not with the module: a run that prints its kept output never loads the library. */
async function load(options: ListOptions, env: NodeJS.ProcessEnv) {
  const [{ loadCatalog }, { toSkillEntry }, { resolveRoots }] = await Promise.all([
    import('../load-catalog.js'),
    import('../skill-entry.js'),
    import('../skill-roots.js'),
  ]);
  const result = await loadCatalog(resolveRoots(options.root), env);
  const skills = result.skills.filter((s) => options.all || (s.enabled && !s.hidden)).map(toSkillEntry);
  return { result, skills };
}
