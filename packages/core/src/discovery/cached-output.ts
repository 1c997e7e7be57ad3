import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readPrivateCacheFile, writePrivateCacheFile } from './private-cache-file.js';
import { type TreeSnapshot, treeSnapshotHolds } from './tree-snapshot.js';

/** Bumped whenever the file layout or the meaning of a stored value changes. */
const OUTPUT_FORMAT = 'skillport-output-cache/2';

/**
 * What a one-shot command printed for an unchanged tree, kept with the snapshots of every load it made
 * (see `captureTreeSnapshot`), so a repeat run prints it again after stats alone. `key` is everything
 * else the output depends on (command, options, paths as given, working folder, code version).
 */
export interface CachedOutput {
  text: string;
  exitCode: number;
}

function outputFile(cacheDir: string, key: unknown): { file: string; keyText: string } {
  const keyText = JSON.stringify({ format: OUTPUT_FORMAT, key });
  return {
    file: join(cacheDir, `${createHash('sha256').update(keyText).digest('hex').slice(0, 32)}.json`),
    keyText,
  };
}

/** The stored output for `key` while every snapshot kept with it holds; otherwise undefined. */
export function readCachedOutput(cacheDir: string, key: unknown): CachedOutput | undefined {
  const { file, keyText } = outputFile(cacheDir, key);
  const content = readPrivateCacheFile(file);
  if (content === undefined) return undefined;
  // Layout: header (format and body length: a file cut short is refused), key, snapshots, exit code, text.
  const header = content.indexOf('\n');
  if (header < 0 || content.slice(0, header) !== `${OUTPUT_FORMAT} ${content.length - header - 1}`)
    return undefined;
  const keyEnd = content.indexOf('\n', header + 1);
  if (keyEnd < 0 || content.slice(header + 1, keyEnd) !== keyText) return undefined;
  const snapshotsEnd = content.indexOf('\n', keyEnd + 1);
  const exitEnd = snapshotsEnd < 0 ? -1 : content.indexOf('\n', snapshotsEnd + 1);
  if (exitEnd < 0) return undefined;
  const exitCode = Number(content.slice(snapshotsEnd + 1, exitEnd));
  if (!Number.isInteger(exitCode)) return undefined;
  let snapshots: TreeSnapshot[];
  try {
    snapshots = JSON.parse(content.slice(keyEnd + 1, snapshotsEnd)) as TreeSnapshot[];
  } catch {
    return undefined;
  }
  if (!Array.isArray(snapshots) || snapshots.length === 0 || !snapshots.every(treeSnapshotHolds))
    return undefined;
  return { text: content.slice(exitEnd + 1), exitCode };
}

/** Stores the output; staged, then renamed. A cache that cannot be written only costs the next run its speed. */
export function writeCachedOutput(
  cacheDir: string,
  key: unknown,
  snapshots: readonly TreeSnapshot[],
  output: CachedOutput,
): void {
  const { file, keyText } = outputFile(cacheDir, key);
  const body = `${keyText}\n${JSON.stringify(snapshots)}\n${output.exitCode}\n${output.text}`;
  writePrivateCacheFile(file, `${OUTPUT_FORMAT} ${body.length}\n${body}`);
}
