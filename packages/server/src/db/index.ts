export { createStores, type Stores } from './create-stores.js';
export type { DatabaseSchema } from './database-schema.js';
export { migrateToLatest } from './migrations/migrate-to-latest.js';
export { type GatewayDatabase, openDatabase } from './open-database.js';
export {
  type AgentProfile,
  type AgentProfileInput,
  type AgentStore,
  agentNotFound,
} from './stores/agent-store.js';
export type { AuditEntry, AuditEntryInput, AuditQuery, AuditStore } from './stores/audit-store.js';
export { GLOBAL_SCOPE } from './stores/enable-state-store.js';
export type { ThrottlePolicy } from './stores/login-throttle-store.js';
export type { RunRecord, RunStore } from './stores/run-store.js';
export {
  type DataKeyRow,
  ownerKey,
  type SecretOwner,
  type SecretStore,
  type SecretValueRow,
} from './stores/secret-store.js';
export type {
  SkillChange,
  SkillChangeRow,
  SkillClusterStore,
  SkillKey,
  SkillStateRow,
} from './stores/skill-cluster-store.js';
export type {
  SkillHistoryOwner,
  SkillHistoryStore,
  SkillVersionAction,
  SkillVersionRecord,
} from './stores/skill-history-store.js';
export { createSkillHistoryStore } from './stores/skill-history-store.js';
export type { ApiTokenRecord } from './stores/token-store.js';
export { type UserRecord, userNotFound } from './stores/user-store.js';
