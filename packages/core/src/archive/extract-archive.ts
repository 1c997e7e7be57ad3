import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { isSkillportError, SkillportError } from '../errors/index.js';
import { type ArchiveLimits, DEFAULT_ARCHIVE_LIMITS } from './archive-limits.js';
import { checkEntryName } from './check-entry-name.js';
import { classifyFilePrefix, FILE_PREFIX_BYTES } from './classify-file-prefix.js';
import { hasShebang } from './is-script-file.js';

export interface ExtractArchiveOptions {
  /** Must not exist yet; created by one atomic rename once every entry has been checked and written. */
  targetDir: string;
  limits?: Partial<ArchiveLimits>;
}

export interface ExtractedFile {
  /** Relative to the skill root, `/`-separated. */
  path: string;
  bytes: number;
  /** SHA-256 (hex) of the extracted bytes, computed while streaming. */
  sha256: string;
  /** Starts with `#!`. */
  shebang: boolean;
}

export interface ExtractArchiveResult {
  targetDir: string;
  /** Extracted files, sorted by path. */
  files: ExtractedFile[];
  totalBytes: number;
}

interface PlannedEntry {
  entry: yauzl.Entry;
  name: string;
  segments: string[];
  isDirectory: boolean;
  /** Byte range of the local header plus data, used to find entries that share bytes. */
  start: number;
  end: number;
}

/** Reads `length` bytes at `position` of the archive file. */
type ReadAt = (position: number, length: number) => Promise<Buffer>;

// Archives this small are read into memory once: header checks then cost no system calls.
const IN_MEMORY_ARCHIVE_BYTES = 64 * 1024 * 1024;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
const ZIP64_SIZE_MARKER = 0xffffffff;
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
const UNICODE_PATH_EXTRA_FIELD = 0x7075;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const SETUID_SETGID_BITS = 0o6000;
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

// Archives inside a skill are never extracted (their content would escape every check here), so the
// outer archive is refused. Office/OpenDocument files are zip containers by format and real skills ship
// them as templates; they stay opaque files and are never unpacked by Skillport.
const ARCHIVE_EXTENSIONS = [
  '.zip',
  '.skill',
  '.jar',
  '.war',
  '.whl',
  '.egg',
  '.apk',
  '.tar',
  '.tgz',
  '.gz',
  '.bz2',
  '.tbz2',
  '.xz',
  '.txz',
  '.zst',
  '.7z',
  '.rar',
  '.cab',
  '.iso',
  '.dmg',
];
const DOCUMENT_CONTAINER_EXTENSIONS = [
  '.docx',
  '.xlsx',
  '.pptx',
  '.dotx',
  '.xltx',
  '.potx',
  '.odt',
  '.ods',
  '.odp',
];
// Eval fixtures legitimately hold sample skills (e.g. a reviewer skill's test cases); anywhere else a
// second SKILL.md would be discovered as a separate, unreviewed skill.
const EVAL_FIXTURE_ROOTS = new Set(['evals', 'eval']);
const DROPPED_DIR = '__MACOSX';
const DROPPED_FILE = '.DS_Store';

function refuse(
  code: string,
  message: string,
  details: Record<string, unknown>,
  cause?: unknown,
): SkillportError {
  return new SkillportError(code, message, { details, cause });
}

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

function decodeEntryName(entry: yauzl.Entry): string {
  const raw = entry.fileNameRaw;
  let name: string;
  try {
    name = STRICT_UTF8.decode(raw);
  } catch {
    // Legacy code-page names decode differently in every tool, so the file on disk would not be the
    // file another extractor (or a reviewer) sees.
    throw refuse('ARCHIVE_NAME_ENCODING', 'Archive entry name is not valid UTF-8; re-create the archive.', {
      entry: raw.toString('hex'),
    });
  }
  const unicodePath = entry.extraFields.find((field) => field.id === UNICODE_PATH_EXTRA_FIELD);
  if (unicodePath !== undefined && unicodePath.data.length > 5) {
    const alternative = unicodePath.data.subarray(5);
    if (!alternative.equals(raw)) {
      throw refuse(
        'ARCHIVE_NAME_MISMATCH',
        `Archive entry ${JSON.stringify(name)} carries a different name in its Unicode path field; refusing the ambiguity.`,
        { entry: name, alternative: alternative.toString('utf8') },
      );
    }
  }
  return name;
}

function checkEntryKind(entry: yauzl.Entry, name: string, isDirectory: boolean): void {
  const mode = (entry.externalFileAttributes >>> 16) & 0xffff;
  const type = mode & S_IFMT;
  const details = { entry: name, mode: `0${mode.toString(8)}` };
  if (type === S_IFLNK) {
    throw refuse(
      'ARCHIVE_SYMLINK',
      `Archive entry ${JSON.stringify(name)} is a symbolic link; links are never extracted.`,
      details,
    );
  }
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
    throw refuse(
      'ARCHIVE_SPECIAL_FILE',
      `Archive entry ${JSON.stringify(name)} is a FIFO, device or socket.`,
      details,
    );
  }
  if ((type === S_IFDIR) !== isDirectory && type !== 0) {
    throw refuse(
      'ARCHIVE_SPECIAL_FILE',
      `Archive entry ${JSON.stringify(name)} has a type that contradicts its name.`,
      details,
    );
  }
  if ((mode & SETUID_SETGID_BITS) !== 0) {
    throw refuse(
      'ARCHIVE_SETUID',
      `Archive entry ${JSON.stringify(name)} has the setuid/setgid bit set.`,
      details,
    );
  }
  if ((entry.generalPurposeBitFlag & FLAG_ENCRYPTED) !== 0) {
    throw refuse(
      'ARCHIVE_ENCRYPTED',
      `Archive entry ${JSON.stringify(name)} is encrypted and cannot be inspected.`,
      {
        entry: name,
      },
    );
  }
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw refuse(
      'ARCHIVE_UNSUPPORTED_COMPRESSION',
      `Archive entry ${JSON.stringify(name)} uses compression method ${entry.compressionMethod}; only stored and deflate are accepted.`,
      { entry: name, method: entry.compressionMethod },
    );
  }
  if (isDirectory && entry.uncompressedSize !== 0) {
    throw refuse(
      'ARCHIVE_SIZE_MISMATCH',
      `Archive directory entry ${JSON.stringify(name)} declares file data.`,
      {
        entry: name,
      },
    );
  }
}

function checkDeclaredSize(entry: yauzl.Entry, name: string, limits: ArchiveLimits): void {
  if (entry.uncompressedSize > limits.maxFileBytes) {
    throw refuse(
      'ARCHIVE_FILE_TOO_LARGE',
      `Archive entry ${JSON.stringify(name)} declares ${entry.uncompressedSize} bytes; the limit per file is ${limits.maxFileBytes}.`,
      { entry: name, bytes: entry.uncompressedSize, limit: limits.maxFileBytes },
    );
  }
  if (
    entry.uncompressedSize > limits.compressionRatioFloorBytes &&
    entry.uncompressedSize > Math.max(entry.compressedSize, 1) * limits.maxCompressionRatio
  ) {
    throw refuse(
      'ARCHIVE_COMPRESSION_RATIO',
      `Archive entry ${JSON.stringify(name)} expands more than ${limits.maxCompressionRatio}x; refusing a likely zip bomb.`,
      { entry: name, compressedBytes: entry.compressedSize, bytes: entry.uncompressedSize },
    );
  }
}

/** Reads the local header ourselves: yauzl trusts the central directory, other extractors trust this one. */
async function locateEntryData(entry: yauzl.Entry, name: string, readAt: ReadAt, archiveBytes: number) {
  const start = entry.relativeOffsetOfLocalHeader;
  const header = await readAt(start, LOCAL_HEADER_BYTES + entry.fileNameLength);
  if (header.length < LOCAL_HEADER_BYTES || header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) {
    throw refuse('ARCHIVE_INVALID', `Archive entry ${JSON.stringify(name)} has no valid local header.`, {
      entry: name,
      offset: start,
    });
  }
  const localNameBytes = header.readUInt16LE(26);
  const localName = header.subarray(LOCAL_HEADER_BYTES, LOCAL_HEADER_BYTES + localNameBytes);
  if (localNameBytes !== entry.fileNameLength || !localName.equals(entry.fileNameRaw)) {
    throw refuse(
      'ARCHIVE_NAME_MISMATCH',
      `Archive entry ${JSON.stringify(name)} has a different name in its local header; other tools would extract a different file.`,
      { entry: name, localName: localName.toString('utf8') },
    );
  }
  const flags = header.readUInt16LE(6);
  if (header.readUInt16LE(8) !== entry.compressionMethod || (flags & FLAG_ENCRYPTED) !== 0) {
    throw refuse(
      'ARCHIVE_HEADER_MISMATCH',
      `Archive entry ${JSON.stringify(name)} has contradicting headers.`,
      {
        entry: name,
      },
    );
  }
  if ((flags & FLAG_DATA_DESCRIPTOR) === 0) {
    const localCompressed = header.readUInt32LE(18);
    const localUncompressed = header.readUInt32LE(22);
    const lies =
      (localCompressed !== ZIP64_SIZE_MARKER && localCompressed !== entry.compressedSize) ||
      (localUncompressed !== ZIP64_SIZE_MARKER && localUncompressed !== entry.uncompressedSize);
    if (lies) {
      throw refuse(
        'ARCHIVE_SIZE_MISMATCH',
        `Archive entry ${JSON.stringify(name)} declares different sizes in its two headers.`,
        {
          entry: name,
        },
      );
    }
  }
  const end = start + LOCAL_HEADER_BYTES + localNameBytes + header.readUInt16LE(28) + entry.compressedSize;
  if (end > archiveBytes) {
    throw refuse(
      'ARCHIVE_INVALID',
      `Archive entry ${JSON.stringify(name)} points past the end of the file.`,
      {
        entry: name,
      },
    );
  }
  return { start, end };
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

/** Finds exact duplicates and names that alias on case-insensitive or normalising file systems. */
function checkCollisions(planned: PlannedEntry[]): void {
  const claimed = new Map<string, { exact: string; isDirectory: boolean; entry: string }>();
  const claim = (exact: string, isDirectory: boolean, entry: string) => {
    const key = exact.normalize('NFKC').toLowerCase().normalize('NFKC');
    const previous = claimed.get(key);
    if (previous === undefined) {
      claimed.set(key, { exact, isDirectory, entry });
      return;
    }
    if (previous.exact === exact && previous.isDirectory && isDirectory) return;
    const code =
      previous.exact === exact && !previous.isDirectory && !isDirectory
        ? 'DUPLICATE_ENTRY'
        : 'NAME_COLLISION';
    throw refuse(
      `ARCHIVE_${code}`,
      `Archive entry ${JSON.stringify(entry)} collides with ${JSON.stringify(previous.entry)} (same path after case folding or Unicode normalisation).`,
      { entry, collidesWith: previous.entry },
    );
  };
  for (const item of planned) {
    for (let depth = 1; depth < item.segments.length; depth++) {
      claim(item.segments.slice(0, depth).join('/'), true, item.name);
    }
    claim(item.segments.join('/'), item.isDirectory, item.name);
  }
}

function checkPackageShape(files: PlannedEntry[]): void {
  if (!files.some((item) => item.segments.length === 1 && item.segments[0] === 'SKILL.md')) {
    throw refuse(
      'ARCHIVE_SKILL_MD_MISSING',
      'Archive has no SKILL.md at its root (or inside its single top-level folder).',
      {},
    );
  }
  for (const item of files) {
    const base = item.segments.at(-1)!.toLowerCase();
    if (base === 'skill.md' && item.segments.length > 1 && !EVAL_FIXTURE_ROOTS.has(item.segments[0]!)) {
      throw refuse(
        'ARCHIVE_NESTED_SKILL',
        `Archive holds a second SKILL.md at ${JSON.stringify(item.name)}; ship one skill per archive (eval fixtures belong under evals/).`,
        { entry: item.name },
      );
    }
    if (ARCHIVE_EXTENSIONS.some((ext) => base.endsWith(ext))) {
      throw refuse(
        'ARCHIVE_NESTED_ARCHIVE',
        `Archive holds a nested archive ${JSON.stringify(item.name)}; nested archives are never extracted.`,
        {
          entry: item.name,
        },
      );
    }
  }
}

/**
 * Counts, fingerprints and inspects an entry's bytes as they stream out of the archive, and holds them
 * (at most `maxFileBytes`) so the file is written with one system call instead of one per chunk.
 */
class EntrySink extends Writable {
  readonly chunks: Buffer[] = [];
  private bytes = 0;
  private crc = 0;
  private readonly hash = createHash('sha256');
  private firstBytes: Buffer | undefined;
  private prefix: Buffer[] = [];
  private prefixBytes = 0;
  private classified = false;

  constructor(
    private readonly item: PlannedEntry,
    private readonly limits: ArchiveLimits,
    private readonly totals: { bytes: number },
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const failure = this.inspect(chunk);
    if (failure === undefined) this.chunks.push(chunk);
    callback(failure);
  }

  override _final(callback: (error?: Error | null) => void): void {
    callback(this.finish());
  }

  private inspect(chunk: Buffer): SkillportError | undefined {
    this.bytes += chunk.length;
    this.totals.bytes += chunk.length;
    const failure = this.checkLimits(this.item.entry, this.item.name);
    if (failure !== undefined) return failure;
    this.crc = zlib.crc32(chunk, this.crc);
    this.hash.update(chunk);
    if (this.classified) return undefined;
    this.prefix.push(chunk);
    this.prefixBytes += chunk.length;
    return this.prefixBytes >= FILE_PREFIX_BYTES ? this.classify() : undefined;
  }

  private finish(): SkillportError | undefined {
    const blocked = this.classified ? undefined : this.classify();
    if (blocked !== undefined) return blocked;
    if (this.crc === this.item.entry.crc32) return undefined;
    return refuse(
      'ARCHIVE_CRC_MISMATCH',
      `Archive entry ${JSON.stringify(this.item.name)} fails its CRC-32 check.`,
      {
        entry: this.item.name,
      },
    );
  }

  private checkLimits(entry: yauzl.Entry, name: string): SkillportError | undefined {
    if (this.bytes > this.limits.maxFileBytes) {
      return refuse(
        'ARCHIVE_FILE_TOO_LARGE',
        `Archive entry ${JSON.stringify(name)} exceeds ${this.limits.maxFileBytes} bytes.`,
        {
          entry: name,
          limit: this.limits.maxFileBytes,
        },
      );
    }
    if (this.totals.bytes > this.limits.maxTotalBytes) {
      return refuse(
        'ARCHIVE_TOO_LARGE',
        `Archive expands beyond ${this.limits.maxTotalBytes} bytes (at entry ${JSON.stringify(name)}).`,
        {
          entry: name,
          limit: this.limits.maxTotalBytes,
        },
      );
    }
    if (
      this.bytes > this.limits.compressionRatioFloorBytes &&
      this.bytes > Math.max(entry.compressedSize, 1) * this.limits.maxCompressionRatio
    ) {
      return refuse(
        'ARCHIVE_COMPRESSION_RATIO',
        `Archive entry ${JSON.stringify(name)} expands more than ${this.limits.maxCompressionRatio}x.`,
        {
          entry: name,
        },
      );
    }
    return undefined;
  }

  /** What the install needs to know about the file, without reading it again. */
  describe(): ExtractedFile {
    const first = this.firstBytes ?? Buffer.alloc(0);
    return {
      path: this.item.segments.join('/'),
      bytes: this.bytes,
      sha256: this.hash.digest('hex'),
      shebang: hasShebang(first),
    };
  }

  private classify(): SkillportError | undefined {
    this.classified = true;
    const prefix = Buffer.concat(this.prefix).subarray(0, FILE_PREFIX_BYTES);
    this.prefix = [];
    this.firstBytes = prefix.subarray(0, 2);
    const kind = classifyFilePrefix(prefix);
    const lower = this.item.name.toLowerCase();
    if (kind === 'native-executable') {
      return refuse(
        'ARCHIVE_NATIVE_EXECUTABLE',
        `Archive entry ${JSON.stringify(this.item.name)} is a native executable (ELF/PE/Mach-O); skills ship source, not binaries.`,
        {
          entry: this.item.name,
        },
      );
    }
    const isDocument = kind === 'zip' && DOCUMENT_CONTAINER_EXTENSIONS.some((ext) => lower.endsWith(ext));
    if ((kind === 'zip' || kind === 'archive') && !isDocument) {
      return refuse(
        'ARCHIVE_NESTED_ARCHIVE',
        `Archive entry ${JSON.stringify(this.item.name)} is itself an archive; nested archives are never extracted.`,
        {
          entry: this.item.name,
        },
      );
    }
    return undefined;
  }
}

async function openArchive(archivePath: string) {
  let stat: Awaited<ReturnType<typeof fs.stat>>;
  try {
    stat = await fs.stat(archivePath);
  } catch (error) {
    throw refuse(
      'ARCHIVE_NOT_FOUND',
      `Archive ${archivePath} cannot be read; check the path.`,
      { archive: archivePath },
      error,
    );
  }
  const options = {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: false,
    validateEntrySizes: true,
    strictFileNames: true,
  };
  if (!stat.isFile()) {
    // A FIFO or device would block the read forever (or never end).
    throw refuse('ARCHIVE_INVALID', `Archive ${archivePath} is not a regular file.`, {
      archive: archivePath,
    });
  }
  const archiveBytes = stat.size;
  if (archiveBytes <= IN_MEMORY_ARCHIVE_BYTES) {
    const buffer = await fs.readFile(archivePath);
    const zip = await yauzl.fromBufferPromise(buffer, options);
    const readAt: ReadAt = async (position, length) => buffer.subarray(position, position + length);
    return { zip, readAt, archiveBytes, close: async () => zip.close() };
  }
  const handle = await fs.open(archivePath, 'r');
  try {
    const zip = await yauzl.openPromise(archivePath, options);
    const readAt: ReadAt = async (position, length) => {
      const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(length), position });
      return buffer.subarray(0, bytesRead);
    };
    return {
      zip,
      readAt,
      archiveBytes,
      close: async () => {
        zip.close();
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function planEntries(
  zip: yauzl.ZipFile,
  readAt: ReadAt,
  archiveBytes: number,
  limits: ArchiveLimits,
): Promise<PlannedEntry[]> {
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
  let current: string | undefined;
  try {
    for await (const entry of zip.eachEntry()) {
      current = undefined;
      const name = decodeEntryName(entry);
      current = name;
      const { segments, isDirectory } = checkEntryName(name, limits);
      checkEntryKind(entry, name, isDirectory);
      checkDeclaredSize(entry, name, limits);
      declaredBytes += entry.uncompressedSize;
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
      const range = await locateEntryData(entry, name, readAt, archiveBytes);
      planned.push({ entry, name, segments, isDirectory, ...range });
      if (planned.length > limits.maxEntries) {
        throw refuse('ARCHIVE_TOO_MANY_ENTRIES', `Archive has more than ${limits.maxEntries} entries.`, {
          limit: limits.maxEntries,
        });
      }
    }
  } catch (error) {
    throw translateError(error, current);
  }
  return planned;
}

/** Drops macOS metadata and strips a single top-level folder, which becomes the skill root. */
function toSkillLayout(planned: PlannedEntry[]): PlannedEntry[] {
  const kept = planned.filter(
    (item) => item.segments[0] !== DROPPED_DIR && item.segments.at(-1) !== DROPPED_FILE,
  );
  const tops = new Set(kept.map((item) => item.segments[0]));
  const hasTopLevelFile = kept.some((item) => item.segments.length === 1 && !item.isDirectory);
  if (tops.size !== 1 || hasTopLevelFile) return kept;
  return kept
    .filter((item) => item.segments.length > 1)
    .map((item) => ({ ...item, segments: item.segments.slice(1) }));
}

async function writeEntries(
  zip: yauzl.ZipFile,
  items: PlannedEntry[],
  stagingDir: string,
  limits: ArchiveLimits,
): Promise<{ files: ExtractedFile[]; totalBytes: number }> {
  const directories = new Set<string>();
  for (const item of items) {
    const depth = item.isDirectory ? item.segments.length : item.segments.length - 1;
    if (depth > 0) directories.add(item.segments.slice(0, depth).join('/'));
  }
  for (const dir of [...directories].sort()) await fs.mkdir(path.join(stagingDir, dir), { recursive: true });
  const totals = { bytes: 0 };
  const files: ExtractedFile[] = [];
  for (const item of items) {
    if (item.isDirectory) continue;
    try {
      const sink = new EntrySink(item, limits, totals);
      await pipeline(await zip.openReadStreamPromise(item.entry), sink);
      // `wx`: never follow or overwrite anything already at this path.
      const handle = await fs.open(path.join(stagingDir, ...item.segments), 'wx', 0o644);
      try {
        await handle.writev(sink.chunks);
      } finally {
        await handle.close();
      }
      files.push(sink.describe());
    } catch (error) {
      throw translateError(error, item.name);
    }
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, totalBytes: totals.bytes };
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
    archive = await openArchive(archivePath);
  } catch (error) {
    throw translateError(error, undefined);
  }
  try {
    const planned = await planEntries(archive.zip, archive.readAt, archive.archiveBytes, limits);
    checkNoOverlap(planned);
    const items = toSkillLayout(planned);
    checkCollisions(items);
    const files = items.filter((item) => !item.isDirectory);
    checkPackageShape(files);

    await fs.mkdir(path.dirname(targetDir), { recursive: true });
    const stagingDir = await fs.mkdtemp(
      path.join(path.dirname(targetDir), `.${path.basename(targetDir)}.staging-`),
    );
    try {
      const written = await writeEntries(archive.zip, items, stagingDir, limits);
      await fs.rename(stagingDir, targetDir);
      return { targetDir, ...written };
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
