import type { SandboxPool } from '@skillport/core';
import type { Logger } from 'pino';
import type { AuditLog } from '../audit/index.js';
import type { CredentialCache } from '../auth/credential-cache.js';
import type { AccessControl } from '../authz/index.js';
import type { GatewayConfig } from '../config/index.js';
import type { GatewayDatabase, Stores } from '../db/index.js';
import type { SkillCatalog, SkillSync } from '../skills/index.js';
import type { SecretVault } from '../vault/index.js';

/** What handlers reach through `c.get('services')`; built once per gateway. */
export interface GatewayServices {
  config: GatewayConfig;
  logger: Logger;
  db: GatewayDatabase;
  stores: Stores;
  audit: AuditLog;
  access: AccessControl;
  /** Token hash → user for a few seconds; emptied whenever a credential or user changes. */
  credentials: CredentialCache;
  skills: SkillCatalog;
  /** Commits skill changes to the shared record and follows it (PostgreSQL); no-op on SQLite. */
  skillSync: SkillSync;
  vault: SecretVault;
  /** Warm sandboxes for `POST /api/skills/:name/execute`; emptied when the policy changes. */
  sandboxPool: SandboxPool;
  clock: () => Date;
  lifecycle: { draining: boolean; inFlight: number };
}
