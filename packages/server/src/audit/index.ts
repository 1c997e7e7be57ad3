export { type AuditLog, createAuditLog } from './audit-log.js';
export { runOutcome } from './run-outcome.js';
