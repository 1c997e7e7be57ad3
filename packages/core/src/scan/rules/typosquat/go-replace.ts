import { distance } from '../imitated-package.js';

/** `replace old => new v1.2.3`, alone or inside a `replace ( … )` block. */
const REPLACE_LINE_RE =
  /^\s*(?:replace\s+)?([\w.-]+\/[^\s=]+)(?:\s+v[\w.+-]+)?\s*=>\s*([\w.-]+\/[^\s]+)\s+v[\w.+-]+/;

export interface GoLookalikeReplace {
  line: number;
  from: string;
  to: string;
}

/**
 * `replace` directives of a go.mod that swap a module for one whose path differs from it in one letter of
 * the owner (`github.com/spf13/cobra => github.com/spf13x/cobra`): every import of the real module builds
 * the other one. A fork under the team's own name (`=> github.com/acme/cobra`) or a local path is how
 * patches are carried, and differs by more than a letter.
 */
export function lookalikeReplaces(text: string): GoLookalikeReplace[] {
  const found: GoLookalikeReplace[] = [];
  let inBlock = false;
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\/\/.*$/, '');
    if (/^\s*replace\s*\(\s*$/.test(line)) inBlock = true;
    else if (inBlock && /^\s*\)\s*$/.test(line)) inBlock = false;
    if (!inBlock && !/^\s*replace\s/.test(line)) return;
    const m = REPLACE_LINE_RE.exec(line);
    if (m === null) return;
    const from = m[1]!.split('/');
    const to = m[2]!.split('/');
    if (from.length !== to.length || from.length < 3 || from[0] !== to[0]) return;
    if (from.slice(2).join('/') !== to.slice(2).join('/')) return;
    const [owner, other] = [from[1]!.toLowerCase(), to[1]!.toLowerCase()];
    if (owner === other || owner.length < 4 || distance(owner, other, 1) !== 1) return;
    found.push({ line: i + 1, from: m[1]!, to: m[2]! });
  });
  return found;
}
