const MAX_RESOLVED_CHARS = 2000;
const EXPANSION_RE = /\$\{(\w+)(?:(:?[-=?+])([^}]*))?\}|\$([A-Za-z_]\w*)/g;

/**
 * A shell word with the variables the script assigned earlier substituted and quotes dropped:
 * `"${TARGET:?}"/*` after `TARGET="$HOME"` reads `$HOME/*`. `${X:?}` guards only against an empty value,
 * so it resolves like `$X`; an unknown variable with a default (`${X:-$HOME}`) takes the default.
 */
export function resolveShellWord(word: string, texts: ReadonlyMap<string, string>): string {
  let out = word;
  for (let pass = 0; pass < 4 && out.includes('$') && out.length < MAX_RESOLVED_CHARS; pass++) {
    const next = out.replace(
      EXPANSION_RE,
      (all, braced: string | undefined, op: string | undefined, alt: string | undefined, bare?: string) => {
        const known = texts.get(braced ?? bare ?? '');
        if (known !== undefined) return op === '+' || op === ':+' ? (alt ?? '') : known.replace(/["']/g, '');
        return op !== undefined && /^:?[-=]$/.test(op) ? (alt ?? '') : all;
      },
    );
    if (next === out) break;
    out = next;
  }
  return out.replace(/["']/g, '');
}

const TRAILING_GLOB_RE = /\/(?:\*|\.\*|\.\[!\^?\.?\]\*|\.\[\^\.\]\*|\.\?\?\*|\{[^}]*\}|\.)$/;
const ROOT_OR_HOME_RE =
  /^(?:~|\$HOME|\$\{HOME\}|\$USERPROFILE|\/root|\/(?:home|Users)\/(?:\$\{?(?:USER|LOGNAME)\}?|\$\(whoami\)|`whoami`)|\/(?:home|Users|etc|usr|var|boot|bin|sbin|lib|lib64|opt|System))\/?$/;

/** A resolved path that is the filesystem root, a system directory or the home directory, or everything in one. */
export function isRootOrHome(resolved: string): boolean {
  let path = resolved;
  for (
    let next = path.replace(TRAILING_GLOB_RE, '');
    next !== path;
    next = path.replace(TRAILING_GLOB_RE, '')
  )
    path = next;
  if (path === '' || path === '/') return resolved.startsWith('/');
  return ROOT_OR_HOME_RE.test(path);
}
