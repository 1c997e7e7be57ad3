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

/**
 * One data key per secret owner (a skill, per user for user and integration skills), wrapped with
 * AES-256-GCM by the master key version it records. Rotation rewrites `key_version` and `wrapped_key`
 * of one row in one statement, so every row is wholly old or wholly new.
 */
export interface SecretDataKeysTable {
  /** `global` for public/custom/legacy skills, a user id for user and integration skills. */
  scope: string;
  category: string;
  skill: string;
  key_version: number;
  /** base64 of iv (12) | tag (16) | ciphertext (32). */
  wrapped_key: string;
  created_at: string;
  updated_at: string;
}

/** One encrypted value under its owner's data key; the name is part of the authenticated data. */
export interface SecretValuesTable {
  scope: string;
  category: string;
  skill: string;
  name: string;
  /** base64 of iv (12) | tag (16) | ciphertext. */
  ciphertext: string;
  updated_at: string;
  updated_by: string;
}

/** Every version a custom or user skill has had: who made it, when, with which package digest. */
export interface SkillVersionsTable {
  /** `global` for custom skills, the owner's user id for user skills. */
  scope: string;
  category: string;
  skill: string;
  /** 1, 2, 3… per skill; unique, so two writers cannot both take the same number. */
  version: number;
  digest: string;
  /** install | edit | rollback | delete */
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  at: string;
  /** For a rollback, the version restored. */
  restored_version: number | null;
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

/** A package's files by its digest (gzip of a JSON file list, base64); see skills/package-blob.ts. */
export interface SkillBlobsTable {
  digest: string;
  content: string;
  size: number;
  created_at: string;
}

/** The installed version of each custom (`global` scope) and user skill: the cluster's commit record. */
export interface SkillStateTable {
  scope: string;
  skill: string;
  category: string;
  digest: string;
  generation: number;
}

/** One row per change, numbered by generation; `kind` is `skill`, `enable` or `reload`. */
export interface SkillChangesTable {
  generation: number;
  kind: string;
  scope: string | null;
  category: string | null;
  skill: string | null;
  at: string;
}

export interface SkillGenerationTable {
  id: number;
  value: number;
}

export interface DatabaseSchema {
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  enable_state: EnableStateTable;
  audit_log: AuditLogTable;
  login_throttle: LoginThrottleTable;
  secret_data_keys: SecretDataKeysTable;
  secret_values: SecretValuesTable;
  skill_versions: SkillVersionsTable;
  agents: AgentsTable;
  runs: RunsTable;
  skill_blobs: SkillBlobsTable;
  skill_state: SkillStateTable;
  skill_changes: SkillChangesTable;
  skill_generation: SkillGenerationTable;
}
