import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The project's own public skills, shipped beside the packages in the repository. */
export function bundledSkillsDir(): string | undefined {
  const dir = fileURLToPath(new URL('../../../skills/public', import.meta.url));
  return existsSync(dir) ? dir : undefined;
}
