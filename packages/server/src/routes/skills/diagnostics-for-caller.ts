import path from 'node:path';
import type { Diagnostic } from '@skillport/core';

/**
 * How the gateway shows diagnostics: admins get them as discovered (they run the server), everyone else
 * without server paths. A path inside a skill root becomes relative to that root (`my-skill/SKILL.md`,
 * the root itself `.`), also inside the message and `detail`; any other absolute `path` is cut to its
 * last segment, since the layout of the server is none of the caller's business.
 */
export function diagnosticsForCaller(
  diagnostics: readonly Diagnostic[],
  options: { admin: boolean; roots: readonly string[] },
): Diagnostic[] {
  if (options.admin) return [...diagnostics];
  // Deepest first, so a root nested in another (a user's folder) wins.
  const roots = [...new Set(options.roots.map((root) => path.resolve(root)))].sort(
    (a, b) => b.length - a.length,
  );
  const relative = (value: string): string => {
    if (!path.isAbsolute(value)) return value;
    const resolved = path.resolve(value);
    for (const root of roots) {
      if (resolved === root) return '.';
      if (resolved.startsWith(`${root}${path.sep}`)) return path.relative(root, resolved);
    }
    return path.basename(resolved);
  };
  // Only the server's own folders are rewritten in text: a message also names routes (/api/…).
  const inRoots =
    roots.length === 0
      ? undefined
      : new RegExp(`(?:${roots.map(escapeRegExp).join('|')})(?:/[^\\s"'\`<>()]*[^\\s"'\`<>().,;:])?`, 'g');
  const inText = (text: string) => (inRoots === undefined ? text : text.replace(inRoots, relative));
  return diagnostics.map((d) => ({
    ...d,
    path: relative(d.path),
    message: inText(d.message),
    ...(d.detail === undefined ? {} : { detail: withoutPaths(d.detail, inText, relative) }),
  }));
}

function withoutPaths(
  value: Record<string, unknown>,
  inText: (text: string) => string,
  relative: (value: string) => string,
): Record<string, unknown> {
  const clean = (item: unknown): unknown => {
    if (typeof item === 'string') return path.isAbsolute(item) ? relative(item) : inText(item);
    if (Array.isArray(item)) return item.map(clean);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, clean(inner)]));
    }
    return item;
  };
  return clean(value) as Record<string, unknown>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
