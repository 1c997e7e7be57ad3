import { isSecretName } from './is-secret-name.js';

/** Header names whose value is a credential for the service the request goes to (every language's reader). */
export const AUTH_HEADER_RE =
  /^(?:proxy-)?authorization$|^cookie$|api[-_]?key|token|^x-[\w-]*(?:key|auth|secret)$/i;

/** Query parameter names an API reads its key from (`key`, `api_key`, `x_cg_demo_api_key`, `appid`, `token`). */
const CREDENTIAL_PARAM_RE =
  /(?:^|[_-])(?:key|api[_-]?key|apikey|token|access[_-]?token|auth[_-]?token|appid|app[_-]?id|client[_-]?secret|secret)$/i;

/** A query parameter by that name carries the request's own credential, as an Authorization header does. */
export function isCredentialParam(name: string): boolean {
  return CREDENTIAL_PARAM_RE.test(name);
}

/**
 * Which service a named secret belongs to, by the first word of its name (`GITHUB_TOKEN`, `OPENAI_API_KEY`)
 * or the CLI that printed it (`gh auth token`). A token sent in an auth header to its own service is how
 * APIs are called; the same header sent to any other host hands the token over.
 */
const VENDOR_HOSTS: ReadonlyMap<string, RegExp> = new Map([
  // api.githubcopilot.com serves GitHub's own remote MCP server.
  ['github', /(?:^|\.)github(?:usercontent|copilot)?\.com$|(?:^|\.)ghcr\.io$/],
  ['gh', /(?:^|\.)github(?:usercontent|copilot)?\.com$|(?:^|\.)ghcr\.io$/],
  ['gitlab', /(?:^|\.)gitlab\.com$/],
  ['npm', /(?:^|\.)npmjs\.(?:org|com)$/],
  ['openai', /(?:^|\.)openai\.com$/],
  ['anthropic', /(?:^|\.)anthropic\.com$/],
  ['claude', /(?:^|\.)anthropic\.com$/],
  ['slack', /(?:^|\.)slack\.com$/],
  ['hf', /(?:^|\.)huggingface\.co$/],
  ['huggingface', /(?:^|\.)huggingface\.co$/],
  ['aws', /(?:^|\.)amazonaws\.com$|(?:^|\.)aws\.amazon\.com$/],
  ['gcloud', /(?:^|\.)googleapis\.com$|(?:^|\.)google\.com$/],
  ['google', /(?:^|\.)googleapis\.com$|(?:^|\.)google\.com$/],
  ['gemini', /(?:^|\.)googleapis\.com$/],
  [
    'azure',
    /(?:^|\.)azure\.com$|(?:^|\.)microsoft\.com$|(?:^|\.)windows\.net$|(?:^|\.)microsoftonline\.com$/,
  ],
  ['stripe', /(?:^|\.)stripe\.com$/],
  ['sentry', /(?:^|\.)sentry\.io$/],
  ['docker', /(?:^|\.)docker\.(?:io|com)$/],
  ['pypi', /(?:^|\.)pypi\.org$/],
  ['twine', /(?:^|\.)pypi\.org$/],
  ['cloudflare', /(?:^|\.)cloudflare\.com$/],
  ['cf', /(?:^|\.)cloudflare\.com$/],
  ['vercel', /(?:^|\.)vercel\.(?:com|app)$/],
  ['netlify', /(?:^|\.)netlify\.com$/],
  ['digitalocean', /(?:^|\.)digitalocean\.com$/],
  ['heroku', /(?:^|\.)heroku\.com$/],
  ['discord', /(?:^|\.)discord(?:app)?\.com$/],
  ['telegram', /(?:^|\.)telegram\.org$/],
  // TG_ is how Telegram bot guides and libraries abbreviate the service (TG_BOT_TOKEN, TG_CHAT_ID).
  ['tg', /(?:^|\.)telegram\.org$/],
  ['linear', /(?:^|\.)linear\.app$/],
  ['notion', /(?:^|\.)notion\.(?:com|so)$/],
  ['datadog', /(?:^|\.)datadoghq\.(?:com|eu)$/],
  ['circleci', /(?:^|\.)circleci\.com$/],
  ['jira', /(?:^|\.)atlassian\.(?:net|com)$/],
  ['atlassian', /(?:^|\.)atlassian\.(?:net|com)$/],
  ['sonar', /(?:^|\.)sonarcloud\.io$/],
  ['codecov', /(?:^|\.)codecov\.io$/],
]);

/** The host of a URL or `host:port` target, lowercased. */
export function hostOf(target: string): string {
  const m = /^(?:[a-z][\w+.-]*:\/\/)?(?:[^@/]*@)?(\[[^\]]*\]|[^:/?#\s]+)/i.exec(target);
  return (m?.[1] ?? '').toLowerCase();
}

/**
 * True when one of the secrets names a known service and `target` is not that service's host: the header
 * carries the token somewhere it does not belong. Secrets with no recognisable vendor (`API_TOKEN`) are
 * taken to belong to the host they are sent to.
 */
export function secretGoesElsewhere(
  secrets: readonly string[] | undefined,
  target: string | undefined,
): boolean {
  if (secrets === undefined || secrets.length === 0 || target === undefined) return false;
  const host = hostOf(target);
  if (host === '' || host.includes('$')) return false;
  return secrets.some((name) => {
    const re = vendorHostsOf(name);
    return re !== undefined && !re.test(host);
  });
}

/** `AWS`, `GITHUB`: the first word of a known service's secret names. */
export function isVendorName(word: string): boolean {
  return VENDOR_HOSTS.has(word.toLowerCase());
}

/** The hosts of the service a secret's name says it belongs to (`GITHUB_TOKEN` → github.com). */
function vendorHostsOf(secret: string): RegExp | undefined {
  return VENDOR_HOSTS.get(secret.toLowerCase().split(/[_\-\s]/, 1)[0] ?? '');
}

/**
 * True when every secret names a known service and `target` is that service's host: a token in its own
 * API's URL (`https://api.telegram.org/bot$TELEGRAM_BOT_TOKEN/sendMessage`) is how that API is called.
 * Unlike a header, a URL carries a secret of no known vendor to wherever it points, so those never belong.
 */
export function secretsBelongTo(secrets: readonly string[] | undefined, target: string): boolean {
  if (secrets === undefined || secrets.length === 0) return false;
  const host = hostOf(target);
  if (host === '' || host.includes('$')) return false;
  return secrets.every((name) => vendorHostsOf(name)?.test(host) === true);
}

/**
 * A URL whose secrets are spelled by name (`https://api.telegram.org/bot$TELEGRAM_BOT_TOKEN/…`) and all
 * belong to its host: the token in its own API's URL is how that API is called.
 */
export function urlSecretsBelong(target: string): boolean {
  const named = [...target.matchAll(/\$\{?([A-Za-z_]\w*)/g)].map((m) => m[1]!).filter(isSecretName);
  return secretsBelongTo(named, target);
}
