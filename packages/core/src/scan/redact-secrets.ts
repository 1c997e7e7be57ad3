/**
 * Patterns for credentials that must never appear in evidence, logs or reports. The same list drives
 * secret detection, so anything SkillScan reports as a secret is also what it redacts.
 */
export const SECRET_PATTERNS = [
  { ruleId: 'SS-SECRET-AWS-KEY', kind: 'AWS access key id', re: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g },
  {
    ruleId: 'SS-SECRET-AWS-KEY',
    kind: 'AWS secret access key',
    re: /(?:aws_secret_access_key|SecretAccessKey)\s*["']?\s*[=:]\s*["']?([A-Za-z0-9/+=]{40})/gi,
  },
  {
    ruleId: 'SS-SECRET-PRIVATE-KEY',
    kind: 'private key',
    re: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]{0,120}?[A-Za-z0-9+/=]{60,}/g,
  },
  {
    ruleId: 'SS-SECRET-TOKEN',
    kind: 'GitHub token',
    re: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_\w{60,})\b/g,
  },
  { ruleId: 'SS-SECRET-TOKEN', kind: 'Slack token', re: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g },
  {
    ruleId: 'SS-SECRET-TOKEN',
    kind: 'Slack webhook',
    re: /https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]{8,}/g,
  },
  { ruleId: 'SS-SECRET-TOKEN', kind: 'OpenAI/Anthropic key', re: /\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{32,}/g },
  { ruleId: 'SS-SECRET-TOKEN', kind: 'Google API key', re: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { ruleId: 'SS-SECRET-TOKEN', kind: 'Google OAuth client secret', re: /\bGOCSPX-[0-9A-Za-z_-]{28}\b/g },
  { ruleId: 'SS-SECRET-TOKEN', kind: 'Stripe live key', re: /\b[rs]k_live_[0-9a-zA-Z]{24,}\b/g },
  { ruleId: 'SS-SECRET-TOKEN', kind: 'npm token', re: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { ruleId: 'SS-SECRET-TOKEN', kind: 'GitLab token', re: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { ruleId: 'SS-SECRET-TOKEN', kind: 'Hugging Face token', re: /\bhf_[A-Za-z]{34}\b/g },
  { ruleId: 'SS-SECRET-TOKEN', kind: 'SendGrid key', re: /\bSG\.[\w-]{22}\.[\w-]{43}\b/g },
  { ruleId: 'SS-SECRET-TOKEN', kind: 'Azure storage key', re: /AccountKey=([A-Za-z0-9+/]{80,}={0,2})/g },
  {
    ruleId: 'SS-SECRET-TOKEN',
    kind: 'Discord webhook',
    re: /https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d+\/[\w-]{20,}/g,
  },
  {
    ruleId: 'SS-SECRET-TOKEN',
    kind: 'JSON Web Token',
    re: /\beyJ[A-Za-z0-9_-]{8,}\.(eyJ[A-Za-z0-9_-]{8,})\.[A-Za-z0-9_-]{20,}/g,
  },
  {
    ruleId: 'SS-SECRET-CONNECTION-STRING',
    kind: 'connection string',
    re: /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver):\/\/[^:@\s/'"`]*:([^@\s'"`]+)@[^\s'"`]+/g,
  },
] as const;

/** Assignments such as `password = "..."` whose value is redacted in evidence even when not a finding. */
const ASSIGNED_SECRET_RE =
  /\b((?:api[_-]?key|apikey|secret|token|passw(?:or)?d|pwd|auth)\w*["']?\s*[:=]\s*["']?)([^\s"',;]{6,})/gi;

/** Replaces every secret-looking value with a marker keeping only a short, non-identifying prefix. */
export function redactSecrets(text: string): string {
  let out = text;
  for (const { re } of SECRET_PATTERNS) out = out.replace(re, (match) => `${match.slice(0, 4)}…[REDACTED]`);
  return out.replace(ASSIGNED_SECRET_RE, (_match, key: string) => `${key}[REDACTED]`);
}
