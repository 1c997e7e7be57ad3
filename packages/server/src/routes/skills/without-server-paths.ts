import path from 'node:path';
import { isSkillportError, SkillportError } from '@skillport/core';

/** Error details of core name server paths (staging, roots); the client gets everything else. */
export function withoutServerPaths(error: unknown): unknown {
  if (!isSkillportError(error) || error.details === undefined) return error;
  const details = Object.fromEntries(
    Object.entries(error.details).filter(
      ([, value]) => !(typeof value === 'string' && path.isAbsolute(value)),
    ),
  );
  const message = error.message.replace(/(\/[^\s"']+)+/g, (match) => path.basename(match));
  return new SkillportError(error.code, message, { details, cause: error });
}
