import * as fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { isSkillportError, SkillportError } from '../errors/index.js';
import { type ArchiveLimits, DEFAULT_ARCHIVE_LIMITS } from '../package/archive-limits.js';
import { checkPackagePaths } from '../package/check-package-paths.js';
import { isScriptFile } from '../package/is-script-file.js';
import { skippedEntry } from '../package/skip-table.js';
import { checkArchiveLayout } from './check-archive-layout.js';
import {
  type CheckCentralEntryContext,
  type CheckedCentralEntry,
  checkCentralEntry,
} from './check-central-entry.js';
import { EntryCheck, EntrySink, type ExtractedFile } from './entry-sink.js';
import { refuseArchive as refuse } from './refuse-archive.js';

export type { ExtractedFile } from './entry-sink.js';

export interface ExtractArchiveOptions {
  /** Must not exist yet; created by one atomic rename once every entry has been checked and written. */
  targetDir: string;
  limits?: Partial<ArchiveLimits>;
  /**
   * Also return the files' bytes (`ExtractArchiveResult.contents`, up to 128 MiB in all), so a caller
   * that inspects them next (the install's scan) does not read them back from disk.
   */
  keepContents?: boolean;
  /** Archives up to this size are read into memory; larger ones stream from disk (default 64 MiB). */
  memoryBytes?: number;
  /**
   * Create files with the modes of an installed package (0444, scripts 0555) instead of 0644, saving a
   * chmod per file; directories stay writable.
   */
  readOnlyFiles?: boolean;
}

export interface ExtractArchiveResult {
  targetDir: string;
  /** Extracted files, sorted by path. */
  files: ExtractedFile[];
  totalBytes: number;
  /** File bytes by path, when `keepContents` was set. */
  contents?: ReadonlyMap<string, Buffer>;
  /** Entries left out because they are never part of a package (see the skip table), with the reason. */
  skipped: { path: string; why: string }[];
}

interface PlannedEntry extends CheckedCentralEntry {
  entry: yauzl.Entry;
}

type ReadAt = CheckCentralEntryContext['readAt'];

const CENTRAL_RECORD_FIXED_BYTES = 46;
const DEFLATE_METHOD = 8;

// Archives this small are read into memory once: header checks then cost no system calls, and entries
// inflate in one call each instead of through a chain of streams.
const DEFAULT_MEMORY_ARCHIVE_BYTES = 64 * 1024 * 1024;
// `keepContents` holds at most this much; files beyond it are simply not in the map.
const KEPT_CONTENTS_BYTES = 128 * 1024 * 1024;
// Files written at once while the next entries inflate; the disk, not the CPU, sets the pace.
const PARALLEL_WRITES = 8;

function translateError(error: unknown, entry: string | undefined): SkillportError {
  if (isSkillportError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  const details = entry === undefined ? { reason: message } : { entry, reason: message };
  const where = entry === undefined ? '' : ` at entry ${JSON.stringify(entry)}`;
  if (/bytes in the stream|size mismatch/u.test(message)) {
    return refuse(
      'ARCHIVE_SIZE_MISMATCH',
      `Archive declares sizes that do not match its data${where}.`,
      details,
      error,
    );
  }
  return refuse('ARCHIVE_INVALID', `Archive is not a readable zip file${where}: ${message}.`, details, error);
}

function checkNoOverlap(planned: PlannedEntry[]): void {
  const byStart = [...planned].sort((a, b) => a.start - b.start);
  for (let i = 1; i < byStart.length; i++) {
    const previous = byStart[i - 1]!;
    const current = byStart[i]!;
    if (current.start < previous.end) {
      throw refuse(
        'ARCHIVE_OVERLAPPING_ENTRIES',
        `Archive entries ${JSON.stringify(previous.name)} and ${JSON.stringify(current.name)} share bytes; refusing an overlapping-entry zip bomb.`,
        { entry: current.name, overlapsWith: previous.name },
      );
    }
  }
}

/** Lets yauzl read through our FileHandle, so it sees the same open file as the header checks. */
class FileHandleReader extends yauzl.RandomAccessReader {
  constructor(private readonly handle: fs.FileHandle) {
    super();
  }

  // Not `handle.createReadStream`: destroying that stream closes the handle, whatever `autoClose` says.
  override _readStreamForRange(start: number, end: number): Readable {
    const handle = this.handle;
    let position = start;
    return new Readable({
      async read(size) {
        const length = Math.min(size, end - position);
        if (length <= 0) {
          this.push(null);
          return;
        }
        try {
          const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(length), position });
          position += bytesRead;
          this.push(bytesRead === 0 ? null : buffer.subarray(0, bytesRead));
        } catch (error) {
          this.destroy(error as Error);
        }
      },
    });
  }
}

/**
 * Opens the archive once and reads everything through that descriptor: checks and extraction then see
 * the same file even if the path is swapped meanwhile. O_NONBLOCK: a FIFO planted at the path must not
 * block the open waiting for a writer.
 */
async function openArchive(archivePath: string, memoryBytes: number) {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(archivePath, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new SkillportError(
      missing ? 'PATH_NOT_FOUND' : 'ARCHIVE_INVALID',
      missing
        ? `Archive ${archivePath} does not exist; check the path.`
        : `Archive ${archivePath} cannot be opened (${(error as NodeJS.ErrnoException).code ?? 'error'}); check its permissions.`,
      { details: { archive: archivePath }, cause: error },
    );
  }
  const options = {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: false,
    validateEntrySizes: true,
    strictFileNames: true,
  };
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) {
      // A FIFO or device would block the read forever (or never end).
      throw refuse('ARCHIVE_INVALID', `Archive ${archivePath} is not a regular file.`, {
        archive: archivePath,
      });
    }
    if (stat.size <= memoryBytes) {
      const buffer = await handle.readFile();
      await handle.close();
      const zip = await yauzl.fromBufferPromise(buffer, options);
      const readAt: ReadAt = async (position, length) => buffer.subarray(position, position + length);
      return { zip, readAt, archiveBytes: buffer.length, buffer, close: async () => zip.close() };
    }
    const zip = await yauzl.fromRandomAccessReaderPromise(new FileHandleReader(handle), stat.size, options);
    const readAt: ReadAt = async (position, length) => {
      const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(length), position });
      return buffer.subarray(0, bytesRead);
    };
    return {
      zip,
      readAt,
      archiveBytes: stat.size,
      buffer: undefined,
      // The reader never closes the handle (yauzl's own fd reader would, under our FileHandle's feet).
      close: async () => {
        zip.close();
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

async function planEntries(
  zip: yauzl.ZipFile,
  readAt: ReadAt,
  archiveBytes: number,
  limits: ArchiveLimits,
): Promise<{ planned: PlannedEntry[]; centralBytes: number }> {
  if (zip.entryCount > limits.maxEntries) {
    throw refuse(
      'ARCHIVE_TOO_MANY_ENTRIES',
      `Archive has ${zip.entryCount} entries; the limit is ${limits.maxEntries}.`,
      {
        entries: zip.entryCount,
        limit: limits.maxEntries,
      },
    );
  }
  const planned: PlannedEntry[] = [];
  let declaredBytes = 0;
  let centralBytes = 0;
  let current: string | undefined;
  try {
    for await (const entry of zip.eachEntry()) {
      current = undefined;
      const checked = await checkCentralEntry(entry, { readAt, archiveBytes, limits });
      const name = checked.name;
      current = name;
      declaredBytes += entry.uncompressedSize;
      centralBytes +=
        CENTRAL_RECORD_FIXED_BYTES + entry.fileNameLength + entry.extraFieldLength + entry.fileCommentLength;
      if (declaredBytes > limits.maxTotalBytes) {
        throw refuse(
          'ARCHIVE_TOO_LARGE',
          `Archive declares more than ${limits.maxTotalBytes} bytes in total.`,
          {
            entry: name,
            limit: limits.maxTotalBytes,
          },
        );
      }
      planned.push({ entry, ...checked });
      if (planned.length > limits.maxEntries) {
        throw refuse('ARCHIVE_TOO_MANY_ENTRIES', `Archive has more than ${limits.maxEntries} entries.`, {
          limit: limits.maxEntries,
        });
      }
    }
  } catch (error) {
    throw translateError(error, current);
  }
  return { planned, centralBytes };
}

/**
 * Strips a single top-level folder, which becomes the skill root, and leaves out what is never part of
 * a package (the skip table: VCS metadata, dependencies, caches, macOS metadata, local secrets).
 */
function toSkillLayout(planned: PlannedEntry[]): {
  kept: PlannedEntry[];
  skipped: ExtractArchiveResult['skipped'];
} {
  // `__MACOSX/` or `.DS_Store` beside the skill's folder must not stop that folder from being the root.
  const skippedAtTop = (item: PlannedEntry) =>
    skippedEntry(item.segments[0]!, item.segments.length > 1 || item.isDirectory) !== undefined;
  const content = planned.filter((item) => !skippedAtTop(item));
  const tops = new Set(content.map((item) => item.segments[0]));
  const hasTopLevelFile = content.some((item) => item.segments.length === 1 && !item.isDirectory);
  const strip = tops.size === 1 && !hasTopLevelFile;
  const kept: PlannedEntry[] = [];
  const skipped: ExtractArchiveResult['skipped'] = [];
  const reported = new Set<string>();
  for (const original of planned) {
    const item =
      strip && !skippedAtTop(original) ? { ...original, segments: original.segments.slice(1) } : original;
    if (item.segments.length === 0) continue;
    const at = item.segments.findIndex((segment, i) =>
      skippedEntry(segment, i < item.segments.length - 1 || item.isDirectory),
    );
    if (at === -1) {
      kept.push(item);
      continue;
    }
    const path = item.segments.slice(0, at + 1).join('/');
    if (!reported.has(path)) {
      reported.add(path);
      const isDirectory = at < item.segments.length - 1 || item.isDirectory;
      skipped.push({ path, why: skippedEntry(item.segments[at]!, isDirectory)!.why });
    }
  }
  return { kept, skipped };
}

/**
 * Inflates with our own zlib stream to learn how much compressed input the deflate stream used: bytes
 * left over inside the declared compressed size are invisible here but are where a streaming extractor
 * (which stops at the end of the deflate stream) would look for the next entry.
 */
async function streamEntry(zip: yauzl.ZipFile, item: PlannedEntry, sink: EntrySink): Promise<void> {
  if (item.entry.compressionMethod !== DEFLATE_METHOD) {
    await pipeline(await zip.openReadStreamPromise(item.entry), sink);
    return;
  }
  const inflater = zlib.createInflateRaw();
  await pipeline(await zip.openReadStreamPromise(item.entry, { decompress: false }), inflater, sink);
  if (inflater.bytesWritten !== item.entry.compressedSize) {
    throw refuse(
      'ARCHIVE_SIZE_MISMATCH',
      `Archive entry ${JSON.stringify(item.name)} hides ${item.entry.compressedSize - inflater.bytesWritten} byte(s) after its compressed data.`,
      { entry: item.name },
    );
  }
}

/** Inflates one entry held in memory, refusing data that does not end where the header says it does. */
function inflateEntry(archive: Buffer, item: PlannedEntry): Buffer {
  const { compressedSize, uncompressedSize, compressionMethod } = item.entry;
  const data = archive.subarray(item.dataStart, item.dataStart + compressedSize);
  if (compressionMethod !== DEFLATE_METHOD) return data;
  // One byte more than declared is enough to prove a size lie without inflating a bomb to the end.
  const { buffer, engine } = zlib.inflateRawSync(data, {
    info: true,
    maxOutputLength: Math.max(uncompressedSize + 1, 1),
  }) as unknown as { buffer: Buffer; engine: zlib.InflateRaw };
  if (engine.bytesWritten !== compressedSize) {
    throw refuse(
      'ARCHIVE_SIZE_MISMATCH',
      `Archive entry ${JSON.stringify(item.name)} hides ${compressedSize - engine.bytesWritten} byte(s) after its compressed data.`,
      { entry: item.name },
    );
  }
  return buffer;
}

/** The checked bytes of every file entry, one at a time, from memory or streamed from the archive file. */
async function* readEntries(
  zip: yauzl.ZipFile,
  buffer: Buffer | undefined,
  items: PlannedEntry[],
  limits: ArchiveLimits,
): AsyncGenerator<{ item: PlannedEntry; check: EntryCheck }> {
  const totals = { bytes: 0 };
  for (const item of items) {
    if (item.isDirectory) continue;
    try {
      if (buffer === undefined) {
        const sink = new EntrySink(item, limits, totals);
        await streamEntry(zip, item, sink);
        yield { item, check: sink.check };
        continue;
      }
      const check = new EntryCheck(item, limits, totals);
      let data: Buffer;
      try {
        data = inflateEntry(buffer, item);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
          throw refuse(
            'ARCHIVE_SIZE_MISMATCH',
            `Archive entry ${JSON.stringify(item.name)} inflates past the ${item.entry.uncompressedSize} bytes it declares.`,
            { entry: item.name },
          );
        }
        throw error;
      }
      const failure = check.add(data) ?? check.finish();
      if (failure !== undefined) throw failure;
      yield { item, check };
    } catch (error) {
      throw translateError(error, item.name);
    }
  }
}

async function writeEntries(
  archive: { zip: yauzl.ZipFile; buffer: Buffer | undefined },
  items: PlannedEntry[],
  stagingDir: string,
  options: { limits: ArchiveLimits; keepContents: boolean; readOnlyFiles: boolean },
): Promise<{ files: ExtractedFile[]; totalBytes: number; contents?: Map<string, Buffer> }> {
  const directories = new Set<string>();
  for (const item of items) {
    const depth = item.isDirectory ? item.segments.length : item.segments.length - 1;
    if (depth > 0) directories.add(item.segments.slice(0, depth).join('/'));
  }
  for (const dir of [...directories].sort()) await fs.mkdir(path.join(stagingDir, dir), { recursive: true });
  const files: ExtractedFile[] = [];
  const contents = options.keepContents ? new Map<string, Buffer>() : undefined;
  let totalBytes = 0;
  let keptBytes = 0;
  const pending = new Set<Promise<void>>();
  let failure: unknown;
  const modeOf = (file: ExtractedFile): number =>
    !options.readOnlyFiles ? 0o644 : isScriptFile(file.path, file.shebang) ? 0o555 : 0o444;
  const write = (item: PlannedEntry, file: ExtractedFile, chunks: Buffer[]): void => {
    // `wx`: never follow or overwrite anything already at this path.
    const done = fs
      .writeFile(path.join(stagingDir, ...item.segments), chunks.length === 1 ? chunks[0]! : chunks, {
        flag: 'wx',
        mode: modeOf(file),
      })
      .catch((error: unknown) => {
        failure ??= translateError(error, item.name);
      })
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  try {
    for await (const { item, check } of readEntries(archive.zip, archive.buffer, items, options.limits)) {
      if (failure !== undefined) break;
      const file = check.describe();
      files.push(file);
      totalBytes += file.bytes;
      if (contents !== undefined && keptBytes + file.bytes <= KEPT_CONTENTS_BYTES) {
        contents.set(file.path, check.chunks.length === 1 ? check.chunks[0]! : Buffer.concat(check.chunks));
        keptBytes += file.bytes;
      }
      write(item, file, check.chunks);
      if (pending.size >= PARALLEL_WRITES) await Promise.race(pending);
    }
  } finally {
    // Never leave a write running into a staging directory that is about to be removed.
    await Promise.all(pending);
  }
  if (failure !== undefined) throw failure;
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, totalBytes, ...(contents ? { contents } : {}) };
}

/**
 * Extracts an untrusted `.skill` (zip) archive. Every entry is checked against the attack classes of
 * SPEC §5.1 before anything is written; contents are checked again while streaming into a fresh staging
 * directory beside `targetDir`, which is renamed into place only when everything passed. On refusal
 * the target is untouched, the staging directory is removed, and a `SkillportError` names the entry.
 */
export async function extractArchive(
  archivePath: string,
  options: ExtractArchiveOptions,
): Promise<ExtractArchiveResult> {
  const limits: ArchiveLimits = { ...DEFAULT_ARCHIVE_LIMITS, ...options.limits };
  const targetDir = path.resolve(options.targetDir);
  if (
    await fs.lstat(targetDir).then(
      () => true,
      () => false,
    )
  ) {
    throw refuse(
      'ARCHIVE_TARGET_EXISTS',
      `Extraction target ${targetDir} already exists; choose a new directory.`,
      {
        targetDir,
      },
    );
  }
  let archive: Awaited<ReturnType<typeof openArchive>>;
  try {
    archive = await openArchive(archivePath, options.memoryBytes ?? DEFAULT_MEMORY_ARCHIVE_BYTES);
  } catch (error) {
    throw translateError(error, undefined);
  }
  try {
    const { planned, centralBytes } = await planEntries(
      archive.zip,
      archive.readAt,
      archive.archiveBytes,
      limits,
    );
    checkNoOverlap(planned);
    await checkArchiveLayout(planned, {
      readAt: archive.readAt,
      archiveBytes: archive.archiveBytes,
      // With `decodeStrings: false` yauzl hands the comment over as raw bytes.
      commentBytes: (archive.zip.comment as unknown as Buffer).length,
      centralBytes,
    });
    const { kept: items, skipped } = toSkillLayout(planned);
    checkPackagePaths(
      items.map((item) => ({
        path: item.segments.join('/'),
        isDirectory: item.isDirectory,
        name: item.name,
      })),
    );

    await fs.mkdir(path.dirname(targetDir), { recursive: true });
    const stagingDir = await fs.mkdtemp(
      path.join(path.dirname(targetDir), `.${path.basename(targetDir)}.staging-`),
    );
    try {
      const written = await writeEntries(archive, items, stagingDir, {
        limits,
        keepContents: options.keepContents === true,
        readOnlyFiles: options.readOnlyFiles === true,
      });
      await fs.rename(stagingDir, targetDir);
      return { targetDir, ...written, skipped };
    } catch (error) {
      await fs.rm(stagingDir, { recursive: true, force: true });
      if (
        (error as NodeJS.ErrnoException).code === 'ENOTEMPTY' ||
        (error as NodeJS.ErrnoException).code === 'EEXIST'
      ) {
        throw refuse('ARCHIVE_TARGET_EXISTS', `Extraction target ${targetDir} appeared while extracting.`, {
          targetDir,
        });
      }
      throw error;
    }
  } finally {
    await archive.close();
  }
}
