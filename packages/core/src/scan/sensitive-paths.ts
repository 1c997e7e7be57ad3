import { expandBraces } from './expand-braces.js';
import { SENSITIVE_COMPONENT_RE, SENSITIVE_PATH_RE } from './sensitive-patterns.js';

/**
 * Windows spellings of the same secrets (paths read with forward slashes): browser profiles under
 * `%LOCALAPPDATA%`/`%APPDATA%` (`Local State` holds the key that decrypts saved cookies and passwords), DPAPI
 * master keys, the Credential Manager and its vaults, the registry hives that hold password hashes, and the
 * Google Cloud SDK's credential store (`%APPDATA%\gcloud`, `~/.config/gcloud` elsewhere).
 */
const WINDOWS_SENSITIVE_RE =
  /(?:^|\/)(?:Mozilla\/Firefox\/Profiles|(?:Google\/Chrome|Microsoft\/Edge|BraveSoftware\/Brave-Browser|Chromium)\/User Data(?:\/|$)|Microsoft\/(?:Credentials|Protect|Vault)(?:\/|$)|config\/(?:SAM|SECURITY|SYSTEM)$)|(?:^|\/)Local State$|^HK(?:LM|EY_LOCAL_MACHINE):?\/+(?:SAM|SECURITY)\b|(?:APPDATA%?|AppData\/Roaming)\/gcloud(?:\/|$)/i;

/**
 * Wallet keys and keystores that hold the user's funds outright: the Solana CLI keypair, Ethereum keystore
 * files, Sui and NEAR keys, and the local storage of the common browser-extension wallets (MetaMask,
 * Phantom, Coinbase Wallet by extension id).
 */
const WALLET_KEY_RE =
  /solana\/id\.json|\/keystore\/UTC--|\.sui\/sui_config\/sui\.keystore|\.near-credentials|Local Extension Settings\/(?:nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|hnfanknocfeofbddgcijnmhnfnkdnaad)/;

/**
 * The logged-in sessions of desktop chat apps: Electron apps (Discord, Slack, Teams, Signal, Element) keep
 * the account's token in their `Local Storage` or cookie store, Telegram Desktop in `tdata`. Whoever copies
 * them is logged in as the user.
 */
const APP_SESSION_RE =
  /(?:^|\/)(?:discord(?:canary|ptb)?|slack|signal|element|microsoft\/teams)\/(?:local storage|session storage|cookies|network\/cookies)(?:\/|$)|(?:^|\/)telegram desktop\/tdata(?:\/|$)/i;

/** The environment of a running process (`/proc/self/environ`, any pid or glob): its secrets, whole. */
const PROCESS_ENVIRON_RE = /^\/proc\/[^/\s]+\/environ\b/;

/**
 * True when a path (as resolved by an extractor: `~/.ssh/id_rsa`, `/home/u/.aws/credentials`,
 * `$HOME/.netrc`, a glob such as `~/.ssh/*`) names a credential or private file of the user running the
 * agent: SSH keys, cloud and registry credentials, browser profiles and cookies, wallets, keychains,
 * shell history, `/etc/shadow`. Public keys (`*.pub`, `authorized_keys`, `known_hosts`) are not sensitive: an
 * incident responder reads them to audit who may log in; writing one is SS-PERSIST's to judge.
 */
export function isSensitivePath(path: string): boolean {
  // A glob's alternatives (`~/{.config/google-chrome,Library/…/Chrome}/*/{Cookies,Login Data}`) each name a
  // path the glob reads.
  if (/\{[^{}]*,[^{}]*\}/.test(path)) return expandBraces(path).some(isOnePathSensitive);
  return isOnePathSensitive(path);
}

function isOnePathSensitive(path: string): boolean {
  if (/\.pub["'`]?$|known_hosts["'`]?$|authorized_keys2?["'`]?$/.test(path)) return false;
  // A browser profile's bookmarks file holds links the user saved, no login: bookmark tools read it.
  if (/(?:^|[\\/])Bookmarks(?:\.bak)?["'`]?$/.test(path)) return false;
  return (
    SENSITIVE_PATH_RE.test(path) ||
    WALLET_KEY_RE.test(path) ||
    APP_SESSION_RE.test(path.replace(/\\+/g, '/')) ||
    PROCESS_ENVIRON_RE.test(path) ||
    WINDOWS_SENSITIVE_RE.test(path.replace(/\\+/g, '/')) ||
    path.split(/[\\/]/).some((part) => SENSITIVE_COMPONENT_RE.test(part))
  );
}

/** Templates of a `.env` file: names without values, committed on purpose. */
const DOTENV_TEMPLATE_RE = /\.(?:example|sample|template|dist|defaults|tpl)$/i;
/**
 * Terraform state (every attribute of every resource, database passwords and generated keys included, in
 * the clear) and a kubeconfig kept with the project (a cluster's address with the token or client key
 * that logs in to it).
 */
const PROJECT_SECRET_FILE_RE =
  /^(?:[\w.-]*\.tfstate(?:\.backup)?|kubeconfig(?:\.ya?ml)?|[\w.-]*\.kubeconfig)$/i;
/**
 * The user-wide settings of the JVM and .NET build tools: Gradle's `~/.gradle/gradle.properties`, Maven's
 * `~/.m2/settings.xml`, Ivy's and sbt's credentials, NuGet's config. Builds read them for every project
 * (a publishing task checks which keys are set), and they hold repository passwords and signing-key
 * passphrases: read, they are secrets; sent anywhere, they leak.
 */
const BUILD_TOOL_SETTINGS_RE =
  /(?:^|[\\/])(?:\.gradle[\\/]gradle\.properties|\.m2[\\/]settings(?:-security)?\.xml|\.ivy2[\\/]\.credentials|\.sbt[\\/]\.?credentials|\.nuget[\\/]NuGet[\\/]NuGet\.Config)$/i;

/**
 * True when a path names a file a project keeps its secrets in: a dotenv file (`.env`,
 * `config/.env.production`, `~/.app/.env`), Terraform state, a kubeconfig, or a build tool's settings. Tools read them to do their
 * work (a dotenv file is how many load their keys), so what is read counts as secrets, not as a stolen
 * credential file; sent anywhere it leaks every key in it.
 */
export function isProjectSecretPath(path: string): boolean {
  // `**/{.env,.env.*,*.pem}`: each alternative is a file the glob finds.
  if (/\{[^{}]*,[^{}]*\}/.test(path)) return expandBraces(path).some(isOneProjectSecretPath);
  return isOneProjectSecretPath(path);
}

function isOneProjectSecretPath(path: string): boolean {
  const base = path.replace(/["'`]/g, '').split(/[\\/]/).at(-1) ?? '';
  return (
    (/^\.env(?:\.[\w-]+|\.?\*)?$/.test(base) && !DOTENV_TEMPLATE_RE.test(base)) ||
    PROJECT_SECRET_FILE_RE.test(base) ||
    BUILD_TOOL_SETTINGS_RE.test(path.replace(/["'`]/g, ''))
  );
}

/**
 * The secret-bearing file a filter picks out of a listing, as a path under the listed folder (`*\/.env`),
 * when its text names one: `f => /(^|\/)\.env(\.|$)/.test(f)`, `name.endswith(".tfstate")`, `n == "id_rsa"`.
 * A walk over the project that keeps only such files reads exactly the secrets, whatever the folder is.
 */
export function secretFileMatchedBy(filter: string): string | undefined {
  for (const token of filter.replace(/\\(.)/g, '$1').split(/[^\w.*-]+/)) {
    const name = token.replace(/\*/g, 'x').replace(/^\.(?=\.)/, '');
    if (!/[\w-]/.test(name)) continue;
    const path = `*/${name}`;
    if (isProjectSecretPath(path) || isSensitivePath(path)) return `*/${token}`;
  }
  return undefined;
}
