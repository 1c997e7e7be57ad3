import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes a skill folder `<root>/<name>` with a SKILL.md and extra files. */
export function writeSkill(
  root: string,
  name: string,
  options: { description?: string; body?: string; frontmatter?: string; files?: Record<string, string> } = {},
): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  const description = options.description ?? `The ${name} skill, for tests.`;
  writeFileSync(
    path.join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: ${description}\n${options.frontmatter ?? ''}---\n${options.body ?? `# ${name}\n\nDo the ${name} thing.\n`}`,
  );
  for (const [file, content] of Object.entries(options.files ?? {})) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
