import type { GatewayDatabase } from './open-database.js';
import { type AgentStore, createAgentStore } from './stores/agent-store.js';
import { type AuditStore, createAuditStore } from './stores/audit-store.js';
import { createEnableStateStore, type EnableStateStore } from './stores/enable-state-store.js';
import { createLoginThrottleStore, type LoginThrottleStore } from './stores/login-throttle-store.js';
import { createRunStore, type RunStore } from './stores/run-store.js';
import { createSecretStore, type SecretStore } from './stores/secret-store.js';
import { createSessionStore, type SessionStore } from './stores/session-store.js';
import { createSkillClusterStore, type SkillClusterStore } from './stores/skill-cluster-store.js';
import { createSkillHistoryStore, type SkillHistoryStore } from './stores/skill-history-store.js';
import { createTokenStore, type TokenStore } from './stores/token-store.js';
import { createUserStore, type UserStore } from './stores/user-store.js';

export interface Stores {
  users: UserStore;
  sessions: SessionStore;
  tokens: TokenStore;
  enableState: EnableStateStore;
  audit: AuditStore;
  loginThrottle: LoginThrottleStore;
  secrets: SecretStore;
  skillHistory: SkillHistoryStore;
  skillCluster: SkillClusterStore;
  agents: AgentStore;
  runs: RunStore;
}

export function createStores(db: GatewayDatabase): Stores {
  return {
    users: createUserStore(db),
    sessions: createSessionStore(db),
    tokens: createTokenStore(db),
    enableState: createEnableStateStore(db),
    audit: createAuditStore(db),
    loginThrottle: createLoginThrottleStore(db),
    secrets: createSecretStore(db),
    skillHistory: createSkillHistoryStore(db),
    skillCluster: createSkillClusterStore(db),
    agents: createAgentStore(db),
    runs: createRunStore(db),
  };
}
