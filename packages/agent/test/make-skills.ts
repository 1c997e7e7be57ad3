import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface SkillSpec {
  name: string;
  description?: string;
  /** Extra frontmatter lines, verbatim YAML. */
  frontmatter?: string;
  body?: string;
  /** Other files, path → content. */
  files?: Record<string, string>;
}

/** A fresh root folder holding the given skills, one folder each. */
export function makeSkillsRoot(
  skills: readonly SkillSpec[],
  root = mkdtempSync(join(tmpdir(), 'skillport-agent-')),
): string {
  for (const spec of skills) writeSkill(root, spec);
  return root;
}

export function writeSkill(root: string, spec: SkillSpec): string {
  const dir = join(root, spec.name);
  mkdirSync(dir, { recursive: true });
  const fm = `---\nname: ${spec.name}\ndescription: ${spec.description ?? `Does ${spec.name} things`}\n${spec.frontmatter ?? ''}---\n`;
  writeFileSync(join(dir, 'SKILL.md'), `${fm}\n${spec.body ?? `# ${spec.name}\n\nFollow these steps.\n`}`);
  for (const [path, content] of Object.entries(spec.files ?? {})) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
