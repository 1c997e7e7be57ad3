import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { EntryKind } from '../package/find-skill-packages.js';
import type { Skill } from '../skill/index.js';
import { type CachedPackage, createDiscoveryCache, type DiscoveryCache } from './load-skills.js';

/** Bumped whenever the file layout or the meaning of a cached value changes. */
const CACHE_FORMAT = 'skillport-discovery-cache/2';
/** A file modified this recently may change again within its mtime's resolution: it is not stored. */
const RACY_WINDOW_MS = 1_000;
/** Cache files kept per cache folder (one per set of roots); the least recently written go first. */
const MAX_CACHE_FILES = 16;

/** The cache file for `key` (anything that must match for a cache to be used) in `cacheDir`. */
export function cacheFileFor(cacheDir: string, key: unknown): { file: string; key: string } {
  const text = JSON.stringify({ format: CACHE_FORMAT, key });
  return {
    file: join(cacheDir, `${createHash('sha256').update(text).digest('hex').slice(0, 32)}.json`),
    key: text,
  };
}

/** A folder's entries as one string (see `encodeEntries`): one array per entry made the file slow to parse. */
type StoredListing = [dir: string, mtimeMs: number, ino: number, entries: string];

interface StoredCache {
  key: string;
  /** The first root: listing and package paths are stored relative to it. */
  base: string;
  listings: StoredListing[];
  packages: [string, unknown][];
}

export function readCacheFile(file: string, key: string): DiscoveryCache | undefined {
  try {
    const text = readFileSync(file, 'utf8');
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
    for (const [dir, mtimeMs, ino, entries] of stored.listings) {
      // Subtree findings are not stored: the walk re-checks every folder below a package itself.
      cache.listings.set(expand(dir, stored.base), { mtimeMs, ino, entries: decodeEntries(entries) });
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
    listings.push([shorten(dir, base), listing.mtimeMs, listing.ino, encodeEntries(listing.entries)]);
  }
  const packages: [string, unknown][] = [];
  for (const [dir, entry] of cache.packages) {
    const racy =
      isRacy(entry.skillMtimeMs, now) ||
      (entry.configMtimeMs !== undefined && isRacy(entry.configMtimeMs, now));
    // Only values JSON gives back unchanged; anything else (a YAML `.nan`, say) is read again next time.
    if (racy || !jsonSafe(entry)) continue;
    packages.push([shorten(dir, base), shortenPaths(entry, dir)]);
  }
  const body = JSON.stringify({ key, base, listings, packages } satisfies StoredCache);
  const staged = `${file}.${process.pid}.${now}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(staged, `${bodyLength(body)}\n${body}`, { mode: 0o600 });
    renameSync(staged, file);
    pruneCacheDir(dirname(file));
  } catch {
    // A cache that cannot be written only costs the next run its speed.
    try {
      rmSync(staged, { force: true });
    } catch {}
  }
}

const KIND_LETTER: Record<EntryKind, string> = { file: 'f', dir: 'd', symlink: 's', other: 'o' };
const LETTER_KIND: Record<string, EntryKind> = { f: 'file', d: 'dir', s: 'symlink', o: 'other' };

/**
 * Each entry as its kind's letter and its name, joined by `/`, the one character (with NUL) no file
 * name can hold, so the split is exact.
 */
function encodeEntries(entries: readonly { name: string; kind: EntryKind }[]): string {
  return entries.map((e) => KIND_LETTER[e.kind] + e.name).join('/');
}

function decodeEntries(text: string): { name: string; kind: EntryKind }[] {
  if (text === '') return [];
  return text.split('/').map((e) => {
    const kind = LETTER_KIND[e[0]!];
    if (kind === undefined) throw new Error('not a cache entry');
    return { name: e.slice(1), kind };
  });
}

/**
 * Paths take most of a cache's bytes (a package's folder appears five times in its entry), and reading
 * the file is most of a warm run: the paths the loader builds are stored relative to the first root and
 * to their package (other strings are kept whole). A string that starts with the marker itself is never
 * stored (see `jsonSafe`), so expansion is exact.
 */
const MARK = '\u0000';

function shorten(path: string, prefix: string): string {
  if (path === prefix) return MARK;
  return path.startsWith(prefix + sep) ? MARK + path.slice(prefix.length) : path;
}

function expand(path: string, prefix: string): string {
  return path.startsWith(MARK) ? prefix + path.slice(1) : path;
}

/**
 * Also stored once: the frontmatter's name and description when the skill carries the same, and the
 * fingerprint when it equals the package's stats (the marker alone stands for "the same as there").
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
    },
    fingerprint:
      entry.skill.fingerprint.mtimeMs === entry.skillMtimeMs &&
      entry.skill.fingerprint.size === entry.skillSize
        ? (MARK as unknown as Skill['fingerprint'])
        : entry.skill.fingerprint,
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

function jsonSafe(value: unknown): boolean {
  if (typeof value === 'string') return !value.startsWith(MARK);
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every((v) => v !== undefined && jsonSafe(v));
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const k of Object.keys(value)) {
    if (k === '__proto__' || k.startsWith(MARK)) return false;
    const v = (value as Record<string, unknown>)[k];
    // A property holding undefined is dropped by JSON, as it is from every JSON output of a skill.
    if (v !== undefined && !jsonSafe(v)) return false;
  }
  return true;
}

function pruneCacheDir(dir: string): void {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  if (files.length <= MAX_CACHE_FILES) return;
  const byAge = files
    .map((name) => ({ path: join(dir, name), mtimeMs: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const { path } of byAge.slice(0, files.length - MAX_CACHE_FILES)) rmSync(path, { force: true });
}
