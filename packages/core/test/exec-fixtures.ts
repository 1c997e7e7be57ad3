import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSkillPackage } from '../src/index.js';
import type { Skill } from '../src/skill/types.js';

export const EXEC_FIXTURES = fileURLToPath(new URL('./fixtures/exec/', import.meta.url));

/** Sandbox tests run wherever bubblewrap is installed, and always in CI (where a missing bwrap fails them). */
export const RUN_SANDBOX_TESTS = existsSync('/usr/bin/bwrap') || process.env.CI === 'true';

export async function loadFixture(name: string): Promise<Skill> {
  const { skill, diagnostics } = await loadSkillPackage(`${EXEC_FIXTURES}${name}`);
  if (skill === undefined) throw new Error(`fixture ${name} did not load: ${JSON.stringify(diagnostics)}`);
  return skill;
}
