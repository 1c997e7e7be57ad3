import * as fs from 'node:fs/promises';
import path from 'node:path';
import { SkillportError } from '../errors/index.js';
import { parseSkillMd, SKILL_FILE } from '../skill/index.js';

/**
 * Reads the `name` a package declares, leniently (the strict rules are applied once the package sits
 * under its final name). Refuses with `SKILL_INVALID` when SKILL.md cannot yield a name and description.
 */
export async function readSkillName(dir: string): Promise<string> {
  const file = path.join(dir, SKILL_FILE);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (error) {
    throw new SkillportError(
      'SKILL_INVALID',
      `No readable ${SKILL_FILE} in ${dir}; a skill package needs one at its root.`,
      {
        details: { path: SKILL_FILE },
        cause: error,
      },
    );
  }
  const { frontmatter, diagnostics } = parseSkillMd(bytes, { path: SKILL_FILE });
  if (frontmatter === undefined) {
    const summary = diagnostics
      .filter((d) => d.level === 'error')
      .map((d) => `${d.code}: ${d.message}`)
      .join('; ');
    throw new SkillportError(
      'SKILL_INVALID',
      `${SKILL_FILE} in ${dir} has no readable name and description (${summary}).`,
      {
        details: { path: SKILL_FILE, diagnostics },
      },
    );
  }
  return frontmatter.name;
}
