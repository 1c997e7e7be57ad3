/**
 * Row types of the gateway's tables. Timestamps are ISO-8601 UTC strings (fixed width, so they sort and
 * compare as text on both dialects); flags are 0/1 integers; JSON columns are text.
 */
export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  role: string;
  disabled: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** sha256 of the session token: a leaked database holds no usable token. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  token_hash: string;
  /** The first characters of the token, so a person can recognise it in a list. */
  prefix: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface EnableStateTable {
  /** `global` for public/custom skills, a user id for user/integration skills. */
  scope: string;
  skill: string;
  enabled: number;
  updated_at: string;
  updated_by: string;
}

export interface AuditLogTable {
  /** Time-ordered: paging walks ids. */
  id: string;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target: string | null;
  outcome: string;
  client: string | null;
  details: string;
}

export interface LoginThrottleTable {
  /** `account:<username>` or `client:<address>`. */
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface AgentsTable {
  name: string;
  model: string | null;
  instructions: string;
  skills: string | null;
  tools: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface RunsTable {
  id: string;
  user_id: string;
  agent: string | null;
  model: string;
  status: string;
  messages: string;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface DatabaseSchema {
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  enable_state: EnableStateTable;
  audit_log: AuditLogTable;
  login_throttle: LoginThrottleTable;
  agents: AgentsTable;
  runs: RunsTable;
}
