import { SENSITIVE_COMPONENT_RE, SENSITIVE_PATH_RE } from './sensitive-patterns.js';

/**
 * True when a path (as resolved by an extractor: `~/.ssh/id_rsa`, `/home/u/.aws/credentials`,
 * `$HOME/.netrc`, a glob such as `~/.ssh/*`) names a credential or private file of the user running the
 * agent: SSH keys, cloud and registry credentials, browser profiles and cookies, wallets, keychains,
 * shell history, `/etc/shadow`. Public keys (`*.pub`) are not sensitive.
 */
export function isSensitivePath(path: string): boolean {
  if (/\.pub["'`]?$|known_hosts["'`]?$/.test(path)) return false;
  return (
    SENSITIVE_PATH_RE.test(path) || path.split(/[\\/]/).some((part) => SENSITIVE_COMPONENT_RE.test(part))
  );
}
