import * as fs from 'node:fs/promises';
import path from 'node:path';
import { SkillportError } from '../errors/index.js';
import { parseSkillMd, SKILL_FILE } from '../skill/index.js';

/** Reads the `name` a package declares (leniently: the strict rules are applied after placement). */
export async function readSkillName(dir: string): Promise<string | undefined> {
  const file = path.join(dir, SKILL_FILE);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (error) {
    throw new SkillportError(
      'SKILL_INVALID',
      `No readable ${SKILL_FILE} in ${dir}; a skill package needs one at its root.`,
      {
        details: { path: file },
        cause: error,
      },
    );
  }
  return parseSkillMd(bytes, { path: file }).frontmatter?.name;
}
