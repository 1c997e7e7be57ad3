export { type AuditLog, createAuditLog } from './audit-log.js';
