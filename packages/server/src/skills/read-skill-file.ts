import { lstat, open, realpath } from 'node:fs/promises';
import path from 'node:path';
import { SkillportError } from '@skillport/core';

/** Files served through the API are documents and small scripts, not payloads. */
export const MAX_SKILL_FILE_BYTES = 1024 * 1024;
const MAX_RELATIVE_PATH_CHARS = 1_024;

export interface SkillFile {
  path: string;
  size: number;
  encoding: 'utf8' | 'base64';
  content: string;
}

/**
 * Reads one file inside a skill package. Refused alike, with one error: `..`, absolute and drive
 * paths, NUL bytes, backslashes, dot-dot after decoding, anything whose real path leaves the package
 * (symlinks), directories and special files. The answer never says which rule applied, so the API
 * cannot be used to probe the server's file system.
 */
export async function readSkillFile(
  skill: { name: string; realDir: string },
  relative: string,
): Promise<SkillFile> {
  const refuse = () =>
    new SkillportError(
      'PATH_NOT_FOUND',
      `Skill "${skill.name}" has no readable file ${JSON.stringify(relative.slice(0, 200))}; paths are relative to the skill folder, without "..".`,
      { details: { skill: skill.name } },
    );
  if (
    relative === '' ||
    relative.length > MAX_RELATIVE_PATH_CHARS ||
    /[\0\\]/.test(relative) ||
    relative.startsWith('/') ||
    /^[a-zA-Z]:/.test(relative) ||
    relative.split('/').some((part) => part === '..' || part === '' || part === '.')
  ) {
    throw refuse();
  }
  const root = await realpath(skill.realDir);
  const target = path.join(root, relative);
  let real: string;
  try {
    real = await realpath(target);
  } catch {
    throw refuse();
  }
  if (!real.startsWith(`${root}${path.sep}`)) throw refuse();
  const info = await lstat(real);
  if (!info.isFile()) throw refuse();
  if (info.size > MAX_SKILL_FILE_BYTES) {
    throw new SkillportError(
      'SKILL_BODY_TOO_LARGE',
      `File ${relative} of skill "${skill.name}" has ${info.size} bytes, over the ${MAX_SKILL_FILE_BYTES}-byte limit of the API.`,
      { details: { skill: skill.name, bytes: info.size, maxBytes: MAX_SKILL_FILE_BYTES } },
    );
  }
  const handle = await open(real, 'r');
  try {
    const bytes = await handle.readFile();
    const text = new TextDecoder('utf-8', { fatal: true });
    try {
      return { path: relative, size: bytes.length, encoding: 'utf8', content: text.decode(bytes) };
    } catch {
      return { path: relative, size: bytes.length, encoding: 'base64', content: bytes.toString('base64') };
    }
  } finally {
    await handle.close();
  }
}
