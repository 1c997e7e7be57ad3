import type { Unit } from '../../facts.js';
import { isVendorName } from '../../languages/shell/secret-vendors.js';
import { decodeBase64Text } from '../../languages/shell/static-decoders.js';
import { LEXICAL_LANGUAGES, lexicalUnits, lineAt } from '../lexical-package.js';
import type { Rule } from '../rule.js';

/** Calls that send a request or open a connection, in those languages' standard and common libraries. */
const SEND_RE =
  /\bhttp\.(?:Post|PostForm|NewRequest(?:WithContext)?|DefaultClient\.Do)\b|\bnet\.Dial(?:TCP|Timeout|er)?\b|\bNet::HTTP\b|\bHTTParty\b|\bFaraday\b|\bRestClient\b|\bURI\.open\b|\bTCPSocket\b|\bcurl_(?:init|exec)\b|\bfsockopen\b|\bstream_context_create\b|\bGuzzleHttp\b|\bLWP::UserAgent\b|\bHTTP::Tiny\b|\bIO::Socket\b|\bsocket\.(?:http|tcp|connect)\b|\bhttp\.request\b|\breqwest::|\bureq::|\bTcpStream::connect\b|\bHttpClient\b|\bWebClient\b|\bTcpClient\b|\bopenConnection\b|\bnew\s+Socket\s*\(|\bHttpRequest\.newBuilder\b/;

/** A destination outside the machine written in the package: a URL or address that is not loopback. */
const FOREIGN_TARGET_RE =
  /\b(?:https?|wss?|tcp):\/\/(?!(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)[:/"'\s])[^\s"'`]+|["'](?:\d{1,3}\.){3}\d{1,3}(?::\d{2,5})?["']|\b(?:\d{1,3}\.){3}\d{1,3}:\d{2,5}\b|\[\]byte\{\s*\d+\s*,\s*\d+|\bstring\.char\s*\(|\bchr\s*\(\s*\d+\s*\)\s*\./;

/**
 * Files and stores that hold the user's secrets outright (the Azure CLI keeps its token cache in
 * `.azure`), as path pieces or whole paths in strings.
 */
const SECRET_FILE_RE =
  /["'`/\\{,](?:\.ssh|id_rsa|id_ed25519|id_ecdsa|\.aws|\.kube|\.gnupg|\.netrc|\.git-credentials|\.docker|\.npmrc|\.pypirc|Cookies|Login Data|Local State|logins\.json|key4\.db|cookies\.sqlite|wallet\.dat|Keychains|\.password-store|tdata|\.electrum|application_default_credentials\.json|\.vault-token|\.pgpass|\.mozilla|\.azure)["'`/\\},]/;
/** The whole environment, taken at once. */
const ENV_DUMP_RE =
  /\bos\.Environ\s*\(\s*\)|\bENV\.(?:to_h|to_a|each|map|select|inspect|keys)\b|\bgetenv\s*\(\s*\)|\$_ENV\b|%ENV\b|\bSystem\.getenv\s*\(\s*\)|\bEnvironment\.GetEnvironmentVariables\s*\(|\benv::vars\s*\(/;
/** Commands that print stored passwords and keys. */
const CREDENTIAL_DUMP_RE =
  /\bkey=clear\b|\bcmdkey\b[^"'\n]*\/list|\bfind-(?:generic|internet)-password\b|\bvaultcmd\b|\bsecret-tool\s+lookup\b|\bdump-keychain\b/i;
/** A base64 literal long enough to hold an address. */
const BASE64_LITERAL_RE = /["'`]([A-Za-z0-9+/]{16,}={0,2})["'`]/g;

/** An outside address written as base64 (`DecodeString("aHR0cHM6Ly9…")`): hidden from a reader, not from this. */
function encodedAddress(text: string): boolean {
  for (const m of text.matchAll(BASE64_LITERAL_RE)) {
    const decoded = decodeBase64Text(m[1] ?? '');
    if (decoded !== undefined && FOREIGN_TARGET_RE.test(decoded)) return true;
  }
  return false;
}

/** The line of `text` at offset `at` and the `count - 1` lines after it. */
function linesFrom(text: string, at: number, count: number): string {
  const start = text.lastIndexOf('\n', at) + 1;
  let end = start;
  for (let i = 0; i < count && end !== -1; i++) end = text.indexOf('\n', end + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

interface Text {
  unit: Unit;
  text: string;
}

/** Where in `unit` a pattern first matches, as a line of the file. */
/** What follows a `.ssh` piece when the file is public or a client setting: `*.pub`, `known_hosts`, `config`. */
const PUBLIC_SSH_FILE_RE = /^[^\n;]{0,40}?(?:\.pub\b|known_hosts|authorized_keys|["'/]config["'])/;

/**
 * The environment walked only for the variables under one literal prefix (`ENV.each { |k, v| … if
 * k.start_with?("APP_") }`, `strings.HasPrefix(kv, "APP_")` on the next line): the app's own settings.
 */
const PREFIX_FILTER_RE =
  /\.start_with\?\s*\(?\s*["'][A-Z][A-Z0-9]*_["']|\bstrings\.HasPrefix\s*\([^,\n]+,\s*"[A-Z][A-Z0-9]*_"|\.startsWith\s*\(\s*"[A-Z][A-Z0-9]*_"|\.starts_with\s*\(\s*"[A-Z][A-Z0-9]*_"|=~\s*\/\^[A-Z][A-Z0-9]*_/;

/** The walk keeps one prefix, and not one naming a service's credentials (`AWS_`, `GITHUB_`). */
function ownPrefixOnly(lines: string): boolean {
  const prefix = PREFIX_FILTER_RE.exec(lines)?.[0].match(/([A-Z][A-Z0-9]*)_/)?.[1];
  return prefix !== undefined && !isVendorName(prefix);
}

/** The first place in the package a pattern names a secret, skipping the `.ssh` files that are public. */
function firstWith(texts: readonly Text[], re: RegExp): { unit: Unit; line: number } | undefined {
  const global = new RegExp(re.source, `${re.flags.replace('g', '')}g`);
  for (const { unit, text } of texts) {
    for (const m of text.matchAll(global)) {
      const at = m.index ?? 0;
      if (/\.ssh/.test(m[0]) && PUBLIC_SSH_FILE_RE.test(text.slice(at + m[0].length - 1))) continue;
      if (re === ENV_DUMP_RE && ownPrefixOnly(linesFrom(text, at, 2))) continue;
      return { unit, line: lineAt(unit, at) };
    }
  }
  return undefined;
}

/**
 * What the code of one package does as a whole, read across its files in these languages: it reads key
 * files, a credential store or the whole environment, and it sends requests to an outside address. Each
 * part on its own is ordinary; together they are the theft. (One token by name is left to the readers that
 * see where it goes: an API client sends its own in the Authorization header.)
 */
export const lexicalCorrelation: Rule = {
  id: 'SS-EXFIL',
  severity: 'high',
  title: 'Code that reads secrets and sends requests out, across helpers and files',
  remediation:
    'Send only what the task needs to the service the user chose, authenticate with the user’s token in its header, and keep the skill’s code in one readable flow.',
  rationale:
    'Malicious packages split the theft: one helper reads the key file or the environment, another (named telemetry or cache) posts it. A reader that follows one statement at a time loses the chain; the package still holds both halves.',
  keywords: [
    'http',
    'net.dial',
    'socket',
    'curl_',
    'fsockopen',
    'stream_context_create',
    'lwp::',
    'faraday',
    'httparty',
    'restclient',
    'uri.open',
    'reqwest',
    'ureq',
    'tcpstream',
    'tcpclient',
    'webclient',
    'openconnection',
  ],
  surfaces: ['script', 'install-hook', 'skill-block', 'reference-block'],
  languages: LEXICAL_LANGUAGES,
  needsFacts: false,
  check({ units, package: pkg, report }) {
    const sending = units.filter(({ unit }) => SEND_RE.test(unit.text)).map(({ unit }) => unit);
    if (sending.length === 0) return;
    const texts: Text[] = lexicalUnits(pkg).map((unit) => ({ unit, text: unit.text }));
    const all = texts.map((t) => t.text).join('\n');
    if (!FOREIGN_TARGET_RE.test(all) && !encodedAddress(all)) return;
    const stolen =
      firstWith(texts, SECRET_FILE_RE) ??
      firstWith(texts, ENV_DUMP_RE) ??
      firstWith(texts, CREDENTIAL_DUMP_RE);
    if (stolen === undefined) return;
    const unit = sending[0]!;
    report(unit, {
      line: lineAt(unit, unit.text.search(SEND_RE)),
      message: `sends requests to an outside address from code that reads secrets (${stolen.unit.inPackage}:${stolen.line})`,
    });
  },
};
