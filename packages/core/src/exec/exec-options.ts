import { SkillportError } from '../errors/index.js';
import { MAX_TIMEOUT_MS } from '../skill/parse-skill-config.js';

export const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;
export const DEFAULT_MAX_LOG_BYTES = 256 * 1024;
const MAX_OUTPUT_CAP = 64 * 1024 * 1024;

export function checkTimeout(value: number | undefined, fallback: number): number {
  const timeout = value ?? fallback;
  if (!Number.isInteger(timeout) || timeout < 1 || timeout > MAX_TIMEOUT_MS) {
    throw new SkillportError(
      'EXEC_OPTIONS_INVALID',
      `The timeout must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, got ${String(timeout)}.`,
      { details: { field: 'timeoutMs' } },
    );
  }
  return timeout;
}

export function checkOutputCap(value: number | undefined, field: string, fallback: number): number {
  const cap = value ?? fallback;
  if (!Number.isInteger(cap) || cap < 1 || cap > MAX_OUTPUT_CAP) {
    throw new SkillportError(
      'EXEC_OPTIONS_INVALID',
      `${field} must be a whole number of bytes from 1 to ${MAX_OUTPUT_CAP}, got ${String(cap)}.`,
      { details: { field } },
    );
  }
  return cap;
}
