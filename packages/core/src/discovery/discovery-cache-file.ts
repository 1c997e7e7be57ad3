import { createHash } from 'node:crypto';
import { join, sep } from 'node:path';
import { EMPTY_REFERENCES } from '../skill/empty-references.js';
import type { SkillReferences } from '../skill/types.js';
import {
  type CachedPackage,
  createDiscoveryCache,
  type DiscoveryCache,
  plainCachedPackages,
} from './load-skills.js';
import { readPrivateCacheFile, writePrivateCacheFile } from './private-cache-file.js';

/** Bumped whenever the file layout or the meaning of a cached value changes. */
const CACHE_FORMAT = 'skillport-discovery-cache/4';
/** A file modified this recently may change again within its mtime's resolution: it is not stored. */
const RACY_WINDOW_MS = 1_000;

/** The cache file for `key` (anything that must match for a cache to be used) in `cacheDir`. */
export function cacheFileFor(cacheDir: string, key: unknown): { file: string; key: string } {
  const text = JSON.stringify({ format: CACHE_FORMAT, key });
  return {
    file: join(cacheDir, `${createHash('sha256').update(text).digest('hex').slice(0, 32)}.json`),
    key: text,
  };
}

/**
 * A folder's entries as two strings: their kind letters (`DirListing.kinds`) and their names joined by
 * `/`, the one character (with NUL) no file name can hold, so the split is exact. One array per entry
 * made the file slow to parse, and one object per entry slow to read back.
 */
type StoredListing = [dir: string, ctimeMs: number, ino: number, kinds: string, names: string];

interface StoredCache {
  key: string;
  /** The first root: listing and package paths are stored relative to it. */
  base: string;
  listings: StoredListing[];
  packages: [string, unknown][];
}

export function readCacheFile(file: string, key: string): DiscoveryCache | undefined {
  try {
    const text = readPrivateCacheFile(file);
    if (text === undefined) return undefined;
    const newline = text.indexOf('\n');
    const body = text.slice(newline + 1);
    if (newline < 0 || text.slice(0, newline) !== bodyLength(body)) return undefined;
    const stored = JSON.parse(body) as StoredCache;
    if (
      stored.key !== key ||
      typeof stored.base !== 'string' ||
      !Array.isArray(stored.listings) ||
      !Array.isArray(stored.packages)
    )
      return undefined;
    const cache = createDiscoveryCache();
    for (const [dir, ctimeMs, ino, kinds, names] of stored.listings) {
      const split = names === '' ? [] : names.split('/');
      if (split.length !== kinds.length || !KINDS.test(kinds)) return undefined;
      // Subtree findings are not stored: the walk re-checks every folder below a package itself.
      cache.listings.set(expand(dir, stored.base), { ctimeMs, ino, names: split, kinds });
    }
    for (const [storedDir, entry] of stored.packages) {
      const dir = expand(storedDir, stored.base);
      cache.packages.set(dir, expandPaths(entry as CachedPackage, dir));
    }
    return cache;
  } catch {
    return undefined;
  }
}

export function writeCacheFile(file: string, key: string, base: string, cache: DiscoveryCache): void {
  const now = Date.now();
  const listings: StoredListing[] = [];
  for (const [dir, listing] of cache.listings) {
    listings.push([shorten(dir, base), listing.ctimeMs, listing.ino, listing.kinds, listing.names.join('/')]);
  }
  const packages: [string, unknown][] = [];
  for (const [dir, entry] of cache.packages) {
    const racy =
      isRacy(entry.skillMtimeMs, now) ||
      (entry.configMtimeMs !== undefined && isRacy(entry.configMtimeMs, now));
    // Only values JSON gives back unchanged; anything else (a YAML `.nan`, say) is read again next time.
    if (racy || !(plainCachedPackages.has(entry) || jsonSafe(entry))) continue;
    packages.push([shorten(dir, base), shortenPaths(entry, dir)]);
  }
  const body = JSON.stringify({ key, base, listings, packages } satisfies StoredCache);
  writePrivateCacheFile(file, `${bodyLength(body)}\n${body}`);
}

const KINDS = /^[fdso]*$/;

/**
 * Paths take most of a cache's bytes (a package's folder appears five times in its entry), and reading
 * the file is most of a warm run: the paths the loader builds are stored relative to the first root and
 * to their package (other strings are kept whole). A string that starts with the marker itself is never
 * stored (see `jsonSafe`), so expansion is exact.
 */
const MARK = '\u0000';
const MARK_CODE = 0;

function shorten(path: string, prefix: string): string {
  if (path === prefix) return MARK;
  return path.startsWith(prefix + sep) ? MARK + path.slice(prefix.length) : path;
}

function expand(path: string, prefix: string): string {
  return path.startsWith(MARK) ? prefix + path.slice(1) : path;
}

/**
 * Also stored once: the frontmatter's name and description when the skill carries the same, and the
 * fingerprint when it equals the package's stats (the marker alone stands for "the same as there"). Empty
 * references and required secrets and an empty `extra` are the marker too: reading back objects costs more
 * than their bytes, and most skills have all three empty.
 */
function shortenPaths(entry: CachedPackage, dir: string): CachedPackage {
  const skill = entry.skill && {
    ...entry.skill,
    dir: shorten(entry.skill.dir, dir),
    skillFile: shorten(entry.skill.skillFile, dir),
    realDir: shorten(entry.skill.realDir, dir),
    frontmatter: {
      ...entry.skill.frontmatter,
      name: sameAs(entry.skill.frontmatter.name, entry.skill.name),
      description: sameAs(entry.skill.frontmatter.description, entry.skill.description),
      requiredSecrets: markIf(
        entry.skill.frontmatter.requiredSecrets.length === 0,
        entry.skill.frontmatter.requiredSecrets,
      ),
      extra: markIf(Object.keys(entry.skill.frontmatter.extra).length === 0, entry.skill.frontmatter.extra),
    },
    references: markIf(isEmpty(entry.skill.references), entry.skill.references),
    fingerprint: markIf(
      entry.skill.fingerprint.mtimeMs === entry.skillMtimeMs &&
        entry.skill.fingerprint.size === entry.skillSize,
      entry.skill.fingerprint,
    ),
  };
  return {
    ...entry,
    realDir: shorten(entry.realDir, dir),
    skill,
    diagnostics: entry.diagnostics.map((d) => ({ ...d, path: shorten(d.path, dir) })),
  };
}

function sameAs(value: string, other: string): string {
  return value === other ? MARK : value;
}

/** The marker in place of `value` when `same`; typed as the value, which it stands for once expanded. */
function markIf<T>(same: boolean, value: T): T {
  return same ? (MARK as unknown as T) : value;
}

function isEmpty(references: SkillReferences): boolean {
  return (
    references.required.length === 0 && references.optional.length === 0 && references.routes.length === 0
  );
}

/** In place: the parsed JSON belongs to nobody else. */
function expandPaths(entry: CachedPackage, dir: string): CachedPackage {
  entry.realDir = expand(entry.realDir, dir);
  const skill = entry.skill;
  if (skill) {
    skill.dir = expand(skill.dir, dir);
    skill.skillFile = expand(skill.skillFile, dir);
    skill.realDir = expand(skill.realDir, dir);
    const frontmatter = skill.frontmatter;
    if (frontmatter.name === MARK) frontmatter.name = skill.name;
    if (frontmatter.description === MARK) frontmatter.description = skill.description;
    if ((frontmatter.requiredSecrets as unknown) === MARK) frontmatter.requiredSecrets = [];
    if ((frontmatter.extra as unknown) === MARK) frontmatter.extra = {};
    // The object a fresh load of such a skill holds too.
    if ((skill.references as unknown) === MARK) skill.references = EMPTY_REFERENCES;
    if ((skill.fingerprint as unknown) === MARK)
      skill.fingerprint = { mtimeMs: entry.skillMtimeMs, size: entry.skillSize };
  }
  for (const d of entry.diagnostics) d.path = expand(d.path, dir);
  return entry;
}

/** Written as a header line: a file cut short or grown on disk is refused, not half-trusted. */
function bodyLength(body: string): string {
  return `${CACHE_FORMAT} ${body.length}`;
}

function isRacy(mtimeMs: number, now: number): boolean {
  return !(now - mtimeMs > RACY_WINDOW_MS);
}

/** Checked for every value of every stored package, so written without closures or key arrays. */
function jsonSafe(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value.charCodeAt(0) !== MARK_CODE;
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object':
      break;
    default:
      return false;
  }
  if (value === null) return true;
  if (Array.isArray(value)) {
    // A hole reads as undefined here and is refused, like an undefined item: JSON would write null.
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v === undefined || !jsonSafe(v)) return false;
    }
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const record = value as Record<string, unknown>;
  // for…in sees what Object.keys sees, plus anything enumerable put on Object.prototype, which is only
  // checked as well (never trusted): a polluted prototype makes entries unstorable, not wrong.
  for (const k in record) {
    if (k === '__proto__' || k.charCodeAt(0) === MARK_CODE) return false;
    const v = record[k];
    // A property holding undefined is dropped by JSON, as it is from every JSON output of a skill.
    if (v !== undefined && !jsonSafe(v)) return false;
  }
  return true;
}
