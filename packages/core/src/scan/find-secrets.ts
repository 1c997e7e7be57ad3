import type { FileContext } from './file-context.js';
import { keywordsOf, secretKeywordBit } from './find-keywords.js';
import { SECRET_PATTERNS } from './redact-secrets.js';

const PLACEHOLDER_RE =
  /example|sample|dummy|placeholder|your|xxxx|\*{3}|\.{3}|<|>|\$|\{|%s|changeme|redacted|fake|test|^pass(word)?$|^secret$|^pwd$|^postgres$|^root$|^admin$|^user$|^pass$/i;
const LOCAL_HOST_RE =
  /@(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|host\.docker\.internal|db|postgres|mysql|redis)(?:[:/]|$)/i;

/**
 * Secrets are reported wherever they are, comments and docs included: a key in a comment is still leaked.
 * Documentation placeholders (EXAMPLE keys, `user:password@localhost`) are not secrets.
 */
export function findSecrets(ctx: FileContext, options: { exhaustive?: boolean } = {}): void {
  // A pattern runs only on files holding one of its keywords; `exhaustive` runs every pattern.
  const present = options.exhaustive === true ? -1 : keywordsOf(ctx).textBits;
  for (const pattern of SECRET_PATTERNS) {
    if ((present & (secretKeywordBit(pattern.kind) ?? -1)) === 0) continue;
    for (const match of ctx.text.matchAll(pattern.re)) {
      const value = match[1] ?? match[0];
      if (pattern.kind === 'JSON Web Token' ? isSampleJwt(value) : isPlaceholder(value, pattern.kind))
        continue;
      if (pattern.kind === 'connection string' && LOCAL_HOST_RE.test(match[0])) continue;
      ctx.report(pattern.ruleId, {
        line: ctx.lineAt(match.index ?? 0),
        message: `${pattern.kind} found in the package`,
      });
    }
  }
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
