import { SECRET_PATTERNS } from '../redact-secrets.js';
import type { ScanRuleId } from '../scan-rules.js';
import type { Rule } from './rule.js';

type SecretRuleId = (typeof SECRET_PATTERNS)[number]['ruleId'];

/** Words one of which every match of a pattern holds (case-insensitively): the rule's prefilter. */
const KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  'AWS access key id': ['akia', 'asia', 'abia', 'acca'],
  'AWS secret access key': ['aws_secret_access_key', 'secretaccesskey'],
  'private key': ['private key'],
  'GitHub token': ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
  'Slack token': ['xox'],
  'Slack webhook': ['hooks.slack.com/services/'],
  'OpenAI/Anthropic key': ['sk-'],
  'Google API key': ['aiza'],
  'Google OAuth client secret': ['gocspx-'],
  'Stripe live key': ['k_live_'],
  'npm token': ['npm_'],
  'GitLab token': ['glpat-'],
  'Hugging Face token': ['hf_'],
  'SendGrid key': ['sg.'],
  'Azure storage key': ['accountkey='],
  'Discord webhook': ['/api/webhooks/'],
  // The payload segment: `<header>.eyJ…`.
  'JSON Web Token': ['.eyj'],
  'connection string': ['postgres', 'mysql', 'mariadb', 'mongodb', 'redis', 'amqp', 'mssql', 'sqlserver'],
};

const PLACEHOLDER_RE =
  /example|sample|dummy|placeholder|your|xxxx|\*{3}|\.{3}|<|>|\$|\{|%s|changeme|redacted|fake|test|^pass(word)?$|^secret$|^pwd$|^postgres$|^root$|^admin$|^user$|^pass$/i;
const LOCAL_HOST_RE =
  /@(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|host\.docker\.internal|db|postgres|mysql|redis)(?:[:/]|$)/i;

/**
 * A rule for the secrets of one rule id (`redact-secrets.ts` holds the patterns, so what is reported is
 * what evidence redacts). Every surface is read, comments and docs included: a key in a comment is still
 * leaked. Documentation placeholders (EXAMPLE keys, `user:password@localhost`) are not secrets.
 */
export function secretRule(
  id: SecretRuleId & ScanRuleId,
  text: Pick<Rule, 'title' | 'remediation' | 'rationale'>,
): Rule {
  const patterns = SECRET_PATTERNS.filter((p) => p.ruleId === id);
  return {
    id,
    severity: 'high',
    ...text,
    keywords: patterns.flatMap((p) => KEYWORDS[p.kind] ?? []),
    needsFacts: false,
    check({ units, report }) {
      for (const { unit } of units) {
        const lower = unit.text.toLowerCase();
        for (const pattern of patterns) {
          if (!(KEYWORDS[pattern.kind] ?? []).some((word) => lower.includes(word))) continue;
          for (const match of unit.text.matchAll(pattern.re)) {
            const value = match[1] ?? match[0];
            if (pattern.kind === 'JSON Web Token' ? isSampleJwt(value) : isPlaceholder(value, pattern.kind))
              continue;
            if (pattern.kind === 'connection string' && LOCAL_HOST_RE.test(match[0])) continue;
            report(unit, {
              line: unit.firstLine + countLines(unit.text, match.index ?? 0),
              message: `${pattern.kind} found in the package`,
            });
          }
        }
      }
    },
  };
}

/** Tutorials reuse the jwt.io sample (`"sub": "1234567890", "name": "John Doe"`) and example claims. */
function isSampleJwt(payload: string): boolean {
  const claims = Buffer.from(payload, 'base64url').toString('utf8');
  return /1234567890|John Doe|example|sample|test|placeholder/i.test(claims);
}

function isPlaceholder(value: string, kind: string): boolean {
  if (PLACEHOLDER_RE.test(value)) return true;
  if (kind === 'private key') return false;
  // Real database passwords are often short words (`hunter2`); only trivial ones are illustrations.
  if (kind === 'connection string') return new Set(value).size < 4;
  // Real tokens are random: a value built from a handful of distinct characters is an illustration.
  return new Set(value).size < 8;
}

function countLines(text: string, index: number): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
