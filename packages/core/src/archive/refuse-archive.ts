import { type ErrorCode, SkillportError } from '../errors/index.js';

/** The refusal every archive check throws: a stable `ARCHIVE_*` code and details naming the entry. */
export function refuseArchive(
  code: ErrorCode & `ARCHIVE_${string}`,
  message: string,
  details: Record<string, unknown>,
  cause?: unknown,
): SkillportError {
  return new SkillportError(code, message, { details, cause });
}
