import { createHash, type Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { readPrivateCacheFile, writePrivateCacheFile } from '../discovery/private-cache-file.js';
import { FindingSchema } from './finding.js';
import { grammarFiles } from './load-grammars.js';

export interface ScanCacheOptions {
  /** Folder for the cache files (created, owner-only). The caller decides where a user expects it. */
  dir: string;
  /**
   * Identifies the scanner's code (rules, engine, extractors): a result written by another scanner is
   * never used. The grammars' bytes are added to it here, since they are installed apart from the code.
   */
  scanner: string;
}

/**
 * What a package's scan produced before its suppressions were applied (they depend on the clock, so
 * they are applied again on every run).
 */
const CachedScanSchema = z.object({
  findings: z.array(FindingSchema),
  filesScanned: z.number().int().nonnegative(),
  bytesScanned: z.number().int().nonnegative(),
  name: z.string().nullable(),
});
export type CachedScan = z.infer<typeof CachedScanSchema>;

const StoredSchema = z.object({
  entries: z.array(z.tuple([z.string().regex(/^[0-9a-f]{64}$/), CachedScanSchema])),
});

/** Bumped whenever the file layout, the package digest or the meaning of a cached value changes. */
const CACHE_FORMAT = 'skillport-scan-cache/1';

/**
 * The results of a previous scan of the same target, keyed by each package's content digest (see
 * `packageDigest`): a package whose bytes, layout or scanner changed has another digest and is analysed
 * again, so nothing is taken on trust from stats. A file that does not read back exactly as written
 * (its header carries the body's digest) or does not have the expected shape is ignored and rewritten.
 */
export interface ScanCache {
  /** The scanner's identity, to start each package digest with. */
  readonly scanner: string;
  get(digest: string): CachedScan | undefined;
  set(digest: string, scan: CachedScan): void;
  /** Writes the results of this run (only those: packages gone from the target are dropped). */
  save(): void;
}

export function openScanCache(options: ScanCacheOptions, target: unknown): ScanCache {
  const scanner = scannerIdentity(options.scanner);
  const name = sha256(JSON.stringify({ format: CACHE_FORMAT, scanner, target })).slice(0, 32);
  const file = join(options.dir, `${name}.json`);
  const stored = readStored(file);
  const used = new Map<string, CachedScan>();
  let changed = stored === undefined;
  return {
    scanner,
    get(digest) {
      const scan = stored?.get(digest);
      if (scan !== undefined) used.set(digest, scan);
      return scan;
    },
    set(digest, scan) {
      used.set(digest, scan);
      changed = true;
    },
    save() {
      if (!changed && used.size === stored?.size) return;
      writeStored(file, used);
    },
  };
}

/**
 * Starts a package's digest: everything besides the file bytes that decides the result. The caller
 * adds each file with `addFile` in scan order.
 */
export function startPackageDigest(scanner: string, parts: unknown): Hash {
  return createHash('sha256')
    .update(JSON.stringify({ format: CACHE_FORMAT, scanner, parts }))
    .update('\n');
}

/** The file's description (with its length) and then its bytes, so no two sequences hash alike. */
export function addFile(hash: Hash, description: unknown, bytes: readonly Buffer[]): void {
  hash.update(JSON.stringify([description, bytes.map((b) => b.length)])).update('\n');
  for (const b of bytes) hash.update(b);
}

const identities = new Map<string, string>();

function scannerIdentity(code: string): string {
  let identity = identities.get(code);
  if (identity === undefined) {
    const hash = createHash('sha256').update(JSON.stringify(code));
    for (const file of grammarFiles()) addFile(hash, file.name, [readFileSync(file.path)]);
    identity = hash.digest('hex');
    identities.set(code, identity);
  }
  return identity;
}

function readStored(file: string): Map<string, CachedScan> | undefined {
  const text = readPrivateCacheFile(file);
  if (text === undefined) return undefined;
  const newline = text.indexOf('\n');
  if (newline < 0) return undefined;
  const body = text.slice(newline + 1);
  if (text.slice(0, newline) !== header(body)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = StoredSchema.safeParse(json);
  return parsed.success ? new Map(parsed.data.entries) : undefined;
}

function writeStored(file: string, entries: Map<string, CachedScan>): void {
  const body = JSON.stringify({ entries: [...entries] });
  writePrivateCacheFile(file, `${header(body)}\n${body}`);
}

/** A file cut short, grown or altered on disk fails this line and is rebuilt, never half-trusted. */
function header(body: string): string {
  return `${CACHE_FORMAT} ${sha256(body)}`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
