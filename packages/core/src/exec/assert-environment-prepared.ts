import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SkillportError } from '../errors/index.js';
import type { Skill } from '../skill/types.js';
import { isExecutable } from './find-executable.js';

/**
 * A skill that declares its own packages runs only with its environment prepared (SPEC §6.3): without
 * it the run would fail later with an import error that does not say what to do.
 */
export async function assertEnvironmentPrepared(skill: Skill): Promise<void> {
  const config = skill.config;
  if (config === undefined) return;
  const deps = config.dependencies;
  if (
    config.runtime === 'python' &&
    deps.python !== undefined &&
    !(await isExecutable(join(skill.dir, '.venv', 'bin', 'python')))
  ) {
    throw new SkillportError(
      'VENV_MISSING',
      `Skill "${skill.name}" declares dependencies.python but has no prepared .venv; prepare its environment first (prepareSkillEnvironment, or python3 -m venv .venv and pip install its requirements in ${skill.dir}).`,
      { details: { skill: skill.name } },
    );
  }
  if (
    config.runtime === 'node' &&
    (deps.node?.packages?.length ?? 0) > 0 &&
    !(await isDirectory(join(skill.dir, 'node_modules')))
  ) {
    throw new SkillportError(
      'NODE_MODULES_MISSING',
      `Skill "${skill.name}" declares dependencies.node.packages but has no node_modules; prepare its environment first (prepareSkillEnvironment, or npm install in ${skill.dir}).`,
      { details: { skill: skill.name } },
    );
  }
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() === true;
}
