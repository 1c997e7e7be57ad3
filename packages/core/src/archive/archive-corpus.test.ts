import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractArchive, packSkill } from './index.js';

const CORPUS = fileURLToPath(new URL('../../../../../shared/corpus/real', import.meta.url));
const corpusPresent = existsSync(CORPUS);
if (!corpusPresent && process.env.CI === 'true') throw new Error(`Real-skills corpus missing at ${CORPUS}`);

/** Every directory holding a SKILL.md that is not inside another such directory. */
async function findSkillDirs(dir: string, found: string[] = []): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  if (entries.some((e) => e.isFile() && e.name === 'SKILL.md')) {
    found.push(dir);
    return found;
  }
  for (const entry of entries) {
    if (entry.isDirectory() && !entry.name.startsWith('.'))
      await findSkillDirs(path.join(dir, entry.name), found);
  }
  return found;
}

const canonical = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 64) || 'skill';

describe.skipIf(!corpusPresent)('real skills pack and extract without false refusals', () => {
  let work: string;
  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-archive-corpus-'));
  });
  afterAll(async () => {
    await fs.rm(work, { recursive: true, force: true });
  });

  it('accepts every real skill package', async () => {
    const dirs = await findSkillDirs(CORPUS);
    expect(dirs.length).toBeGreaterThan(50);
    const refused: string[] = [];
    for (const [index, dir] of dirs.entries()) {
      const name = canonical(path.basename(dir));
      const output = path.join(work, `${index}.skill`);
      try {
        await packSkill(dir, { output, name, verify: false });
        await extractArchive(output, { targetDir: path.join(work, `x${index}`, name) });
      } catch (error) {
        refused.push(`${path.relative(CORPUS, dir)}: ${(error as { code?: string }).code}`);
      }
    }
    // pi-mono's loader fixtures deliberately nest one skill inside another.
    expect(refused).toEqual([
      'badlogic__pi-mono/packages/coding-agent/test/fixtures/skills/root-skill-preferred: ARCHIVE_NESTED_SKILL',
    ]);
  });
});
