import { closeSync, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { sep } from 'node:path';
import { type Skill, SkillportError } from '@skillport/core';
import { isInfrastructureFile } from './is-infrastructure-file.js';
import { listSkillFiles, type SkillFile } from './list-skill-files.js';

/** Largest file `read_skill_file` returns; larger files would flood the model's context. */
export const DEFAULT_MAX_SKILL_FILE_BYTES = 256 * 1024;

export interface ReadSkillFileOptions {
  maxBytes?: number;
  /** The skill's files (default: walk now); `fresh` asks for a new walk after a miss in a cached list. */
  listFiles?: (fresh: boolean) => Promise<SkillFile[]>;
}

export interface SkillFileContent {
  path: string;
  text: string;
  bytes: number;
}

function refuse(skill: Skill, path: string, why: string): SkillportError {
  return new SkillportError(
    'SKILL_FILE_REFUSED',
    `Cannot read "${path}" of skill "${skill.name}": ${why}. Pass a path relative to the skill folder, as listed by read_skill.`,
    { details: { skill: skill.name, path } },
  );
}

/**
 * The one confinement decision for a model reading a skill's file (SPEC §3.3): the path must be
 * relative without `..`, must not be an infrastructure file, and must be one of the files the package
 * walk lists (which already drops links leading outside the skill); the opened file's real path is
 * checked again so a link swapped in after the walk cannot escape either.
 */
export async function readSkillFile(
  skill: Skill,
  requested: string,
  options: ReadSkillFileOptions = {},
): Promise<SkillFileContent> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_SKILL_FILE_BYTES;
  if (requested === '' || requested.includes('\0'))
    throw refuse(skill, requested, 'the path is empty or holds NUL');
  if (/^(?:[\\/]|[A-Za-z]:|~)/.test(requested))
    throw refuse(skill, requested, 'absolute paths are not allowed');
  const segments = requested.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) throw refuse(skill, requested, '".." is not allowed');
  const path = segments.join('/');
  if (isInfrastructureFile(path))
    throw refuse(skill, requested, 'it is an infrastructure file, not skill content');

  const list = options.listFiles ?? (() => listSkillFiles(skill));
  const file =
    (await list(false)).find((candidate) => candidate.path === path) ??
    (options.listFiles ? (await list(true)).find((candidate) => candidate.path === path) : undefined);
  if (file === undefined) {
    throw new SkillportError(
      'SKILL_FILE_NOT_FOUND',
      `Skill "${skill.name}" has no file "${path}"; read_skill lists its files.`,
      { details: { skill: skill.name, path } },
    );
  }
  // One bounded read of one file: synchronous calls cost a fraction of thread-pool round trips here,
  // and leave no gap between the containment check and the read for another request to use.
  let fd: number;
  try {
    fd = openSync(file.source, 'r');
  } catch (error) {
    // Listed earlier, gone now: the same answer as a file that never existed.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new SkillportError(
      'SKILL_FILE_NOT_FOUND',
      `Skill "${skill.name}" has no file "${path}"; read_skill lists its files.`,
      {
        details: { skill: skill.name, path },
      },
    );
  }
  try {
    const real = realpathSync(file.source);
    if (real !== skill.realDir && !real.startsWith(skill.realDir + sep)) {
      throw refuse(skill, requested, 'it leads outside the skill');
    }
    const { size } = fstatSync(fd);
    if (size > maxBytes) {
      throw new SkillportError(
        'SKILL_FILE_TOO_LARGE',
        `"${path}" of skill "${skill.name}" is ${size} bytes, over the ${maxBytes}-byte reading limit; read a smaller file or ask the author to split it.`,
        { details: { skill: skill.name, path, bytes: size, maxBytes } },
      );
    }
    const buffer = Buffer.alloc(size);
    const bytesRead = readSync(fd, buffer, 0, size, 0);
    const content = buffer.subarray(0, bytesRead);
    const text = content.includes(0)
      ? `(binary file, ${bytesRead} bytes; not shown)`
      : content.toString('utf8').replace(/\r\n?/g, '\n');
    return { path, text, bytes: bytesRead };
  } finally {
    closeSync(fd);
  }
}
