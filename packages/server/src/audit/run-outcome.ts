import type { AuditEntryInput } from '../db/index.js';

/** The audit outcome of something that ran (a skill, a setup script, a command): denied is not failed. */
export function runOutcome(success: boolean, code: string | undefined): AuditEntryInput['outcome'] {
  return success ? 'ok' : code === 'AUTHZ_DENIED' ? 'denied' : 'failed';
}
