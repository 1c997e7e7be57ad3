/** Response shapes of the gateway routes the UI calls (packages/server/src/routes). */

export type Classification = 'prompt' | 'compute-entry' | 'compute-toolkit';
export type Category = 'public' | 'custom' | 'user' | 'integration' | 'legacy';

export interface User {
  id: string;
  username: string;
  role: string;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Me {
  user: User;
  permissions: string[];
  authorization: { enabled: boolean };
  authenticatedBy: 'cookie' | 'bearer-session' | 'api-token';
}

export interface SkillSummary {
  name: string;
  description: string;
  category: Category;
  classification: Classification;
  enabled: boolean;
  hidden: boolean;
  userInvocable: boolean;
  plugin?: string;
  version?: string;
}

export interface SkillList {
  skills: SkillSummary[];
  diagnostics: { errors: number; warnings: number };
}

export interface SkillDetail extends SkillSummary {
  license?: string;
  compatibility?: string;
  author?: string;
  allowedTools?: string[];
  requiredSecrets: { name: string; optional: boolean }[];
  runtime?: string;
  configBroken: boolean;
  files: string[];
  filesTruncated: boolean;
}

export interface SkillContent {
  name: string;
  body: string;
}

export interface Diagnostic {
  level: 'error' | 'warning' | 'info';
  code: string;
  skill?: string;
  path: string;
  line?: number;
  message: string;
  detail?: string;
}

export interface Finding {
  ruleId: string;
  severity: 'critical' | 'high' | 'medium' | 'low';
  file: string;
  line?: number;
  message: string;
  remediation?: string;
  evidence?: string;
}

export interface SetupScript {
  platform: 'posix' | 'windows';
  path: string;
  /** Absent when the archive lacks the file or it is too large to show. */
  content?: string;
}

export interface InstallResult {
  skill: SkillSummary;
  digest: string;
  findings: Finding[];
  setupScripts: SetupScript[];
  setupConfirmed: boolean;
}

/** The gateway's dry run: every install check passed, nothing written yet. */
export interface InstallPlan {
  dryRun: true;
  skill: SkillSummary;
  digest: string;
  files: string[];
  findings: Finding[];
  setupScripts: SetupScript[];
  dependencies: string[];
}

/** SPEC §7: the vault never returns a value, only whether one is set. */
export interface EnvEntry {
  name: string;
  required: boolean;
  description?: string;
  hasValue: boolean;
}

export interface ApiToken {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface AuditEntry {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  target: string | null;
  outcome: 'ok' | 'denied' | 'failed';
  client: string | null;
  details: Record<string, unknown>;
}
