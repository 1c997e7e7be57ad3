import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import * as fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { listPackageFiles } from '../package/list-package-files.js';
import { isManagedEnvironmentEntry } from '../package/managed-environment.js';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const READ_CHUNK_BYTES = 1024 * 1024;

/** Streams the file: anything can be planted in an installed package, including files over 2 GiB. */
async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file, { highWaterMark: READ_CHUNK_BYTES }), hash);
  return hash.digest('hex');
}

/** Stands in for the hash of a file that was listed but not read (`only` said it is not compared). */
const UNREAD = 'unread';

/**
 * SHA-256 (hex) of every file of an installed package, keyed by `/`-separated relative path in sorted
 * order. A symbolic link or special file is fingerprinted by what it is, so it shows up as drift
 * instead of being followed. Prepared environments (managed-environment.ts) are not package content.
 */
export async function hashPackageFiles(
  dir: string,
  options: { only?: (path: string) => boolean } = {},
): Promise<Record<string, string>> {
  const { files: entries } = await listPackageFiles(dir, { scope: 'all' });
  const hashes: [string, string][] = [];
  for (const entry of entries) {
    const absolute = entry.source;
    const target = entry.kind === 'symlink' ? await fs.readlink(absolute) : undefined;
    if (isManagedEnvironmentEntry(entry.path, entry.kind, target)) continue;
    // A file the caller does not compare is listed without reading it: drift either way.
    if (options.only !== undefined && !options.only(entry.path)) hashes.push([entry.path, UNREAD]);
    else if (entry.kind === 'file') hashes.push([entry.path, await sha256OfFile(absolute)]);
    else if (entry.kind === 'symlink') hashes.push([entry.path, sha256(`symlink:${target}`)]);
    else hashes.push([entry.path, sha256('special-file')]);
  }
  // fromEntries defines own properties: assigning `hashes["__proto__"]` would silently drop that file.
  return Object.fromEntries(hashes);
}
