import type yauzl from 'yauzl';
import type { SkillportError } from '../errors/index.js';
import type { ArchiveLimits } from '../package/archive-limits.js';
import { checkEntryName } from '../package/check-entry-name.js';
import { refuseArchive as refuse } from './refuse-archive.js';

export interface CheckedCentralEntry {
  name: string;
  segments: string[];
  isDirectory: boolean;
  /** Byte range of the local header, data and data descriptor, used to find shared or stray bytes. */
  start: number;
  end: number;
  /** Where the entry's (compressed) data begins, after the local header. */
  dataStart: number;
}

export interface CheckCentralEntryContext {
  /** Reads `length` bytes at `position` of the archive file. */
  readAt: (position: number, length: number) => Promise<Buffer>;
  archiveBytes: number;
  limits: ArchiveLimits;
}

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
const ZIP64_SIZE_MARKER = 0xffffffff;
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
const FLAG_UTF8 = 0x800;
// Encryption, data descriptor and name encoding change how a reader finds and decodes the entry.
const HEADER_FLAGS_THAT_MUST_AGREE = FLAG_ENCRYPTED | FLAG_DATA_DESCRIPTOR | FLAG_UTF8;
const ZIP64_EXTRA_FIELD = 0x0001;
const DATA_DESCRIPTOR_SIGNATURE = 0x08074b50;
// Signature, CRC-32 and two 8-byte (zip64) sizes.
const DATA_DESCRIPTOR_MAX_BYTES = 24;
const UNICODE_PATH_EXTRA_FIELD = 0x7075;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const SETUID_SETGID_BITS = 0o6000;
const MSDOS_DIRECTORY_ATTRIBUTE = 0x10;
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

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
  if ((entry.externalFileAttributes & MSDOS_DIRECTORY_ATTRIBUTE) !== 0 && !isDirectory) {
    // Windows extractors create a directory for this entry, everyone else a file.
    throw refuse(
      'ARCHIVE_SPECIAL_FILE',
      `Archive entry ${JSON.stringify(name)} carries the MS-DOS directory attribute but names a file.`,
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

function sizeMismatch(name: string, where: string): SkillportError {
  return refuse(
    'ARCHIVE_SIZE_MISMATCH',
    `Archive entry ${JSON.stringify(name)} declares different sizes in its ${where}; other tools would read different data.`,
    { entry: name },
  );
}

/** The sizes a local header's zip64 extra field declares (both are present when either is). */
function localZip64Sizes(extra: Buffer): { uncompressed: number; compressed: number } | undefined {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA_FIELD && size >= 16 && at + 4 + size <= extra.length) {
      return {
        uncompressed: Number(extra.readBigUInt64LE(at + 4)),
        compressed: Number(extra.readBigUInt64LE(at + 12)),
      };
    }
    at += 4 + size;
  }
  return undefined;
}

/** Local sizes must agree with the central ones: streaming extractors trust the local header. */
function checkLocalSizes(
  entry: yauzl.Entry,
  name: string,
  header: Buffer,
  extra: Buffer,
  viaDescriptor: boolean,
) {
  let compressed = header.readUInt32LE(18);
  let uncompressed = header.readUInt32LE(22);
  if (compressed === ZIP64_SIZE_MARKER || uncompressed === ZIP64_SIZE_MARKER) {
    const zip64 = localZip64Sizes(extra);
    if (zip64 === undefined) throw sizeMismatch(name, 'local zip64 header');
    if (compressed === ZIP64_SIZE_MARKER) compressed = zip64.compressed;
    if (uncompressed === ZIP64_SIZE_MARKER) uncompressed = zip64.uncompressed;
  }
  // Behind a data descriptor a writer may leave a size it did not know yet as zero; any other value
  // must be the truth (Info-ZIP streaming knows the uncompressed size up front).
  const agrees = (local: number, central: number) => local === central || (viaDescriptor && local === 0);
  if (!agrees(compressed, entry.compressedSize) || !agrees(uncompressed, entry.uncompressedSize)) {
    throw sizeMismatch(name, 'two headers');
  }
}

/** Length of the data descriptor at `at`, which must repeat the central CRC and sizes. */
async function descriptorBytes(
  entry: yauzl.Entry,
  name: string,
  at: number,
  readAt: CheckCentralEntryContext['readAt'],
) {
  const bytes = await readAt(at, DATA_DESCRIPTOR_MAX_BYTES);
  const skip = bytes.length >= 4 && bytes.readUInt32LE(0) === DATA_DESCRIPTOR_SIGNATURE ? 4 : 0;
  const fields = bytes.subarray(skip);
  if (fields.length >= 12 && fields.readUInt32LE(0) === entry.crc32) {
    const short =
      fields.readUInt32LE(4) === entry.compressedSize && fields.readUInt32LE(8) === entry.uncompressedSize;
    if (short) return skip + 12;
    const long =
      fields.length >= 20 &&
      Number(fields.readBigUInt64LE(4)) === entry.compressedSize &&
      Number(fields.readBigUInt64LE(12)) === entry.uncompressedSize;
    if (long) return skip + 20;
  }
  throw sizeMismatch(name, 'data descriptor');
}

/** Reads the local header ourselves: yauzl trusts the central directory, other extractors trust this one. */
async function locateEntryData(
  entry: yauzl.Entry,
  name: string,
  readAt: CheckCentralEntryContext['readAt'],
  archiveBytes: number,
) {
  const start = entry.relativeOffsetOfLocalHeader;
  const fixed = await readAt(start, LOCAL_HEADER_BYTES);
  if (fixed.length < LOCAL_HEADER_BYTES || fixed.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) {
    throw refuse('ARCHIVE_INVALID', `Archive entry ${JSON.stringify(name)} has no valid local header.`, {
      entry: name,
      offset: start,
    });
  }
  const localNameBytes = fixed.readUInt16LE(26);
  const localExtraBytes = fixed.readUInt16LE(28);
  const variable = await readAt(start + LOCAL_HEADER_BYTES, localNameBytes + localExtraBytes);
  const localName = variable.subarray(0, localNameBytes);
  if (localNameBytes !== entry.fileNameLength || !localName.equals(entry.fileNameRaw)) {
    throw refuse(
      'ARCHIVE_NAME_MISMATCH',
      `Archive entry ${JSON.stringify(name)} has a different name in its local header; other tools would extract a different file.`,
      { entry: name, localName: localName.toString('utf8') },
    );
  }
  const flags = fixed.readUInt16LE(6);
  const viaDescriptor = (flags & FLAG_DATA_DESCRIPTOR) !== 0;
  const localCrc = fixed.readUInt32LE(14);
  if (
    fixed.readUInt16LE(8) !== entry.compressionMethod ||
    (flags & HEADER_FLAGS_THAT_MUST_AGREE) !== (entry.generalPurposeBitFlag & HEADER_FLAGS_THAT_MUST_AGREE) ||
    (localCrc !== entry.crc32 && !(viaDescriptor && localCrc === 0))
  ) {
    throw refuse(
      'ARCHIVE_HEADER_MISMATCH',
      `Archive entry ${JSON.stringify(name)} has contradicting headers (method, flags or CRC-32).`,
      {
        entry: name,
      },
    );
  }
  checkLocalSizes(entry, name, fixed, variable.subarray(localNameBytes), viaDescriptor);
  const dataStart = start + LOCAL_HEADER_BYTES + localNameBytes + localExtraBytes;
  const dataEnd = dataStart + entry.compressedSize;
  const end = viaDescriptor ? dataEnd + (await descriptorBytes(entry, name, dataEnd, readAt)) : dataEnd;
  if (end > archiveBytes) {
    throw refuse(
      'ARCHIVE_INVALID',
      `Archive entry ${JSON.stringify(name)} points past the end of the file.`,
      {
        entry: name,
      },
    );
  }
  return { start, end, dataStart };
}

/**
 * Checks one central-directory entry before anything is extracted: name encoding and path rules, file
 * type and mode bits, encryption and compression method, declared sizes, and the local header (read
 * here, byte for byte) against the central one.
 */
export async function checkCentralEntry(
  entry: yauzl.Entry,
  context: CheckCentralEntryContext,
): Promise<CheckedCentralEntry> {
  const name = decodeEntryName(entry);
  const { segments, isDirectory } = checkEntryName(name, context.limits);
  checkEntryKind(entry, name, isDirectory);
  checkDeclaredSize(entry, name, context.limits);
  const range = await locateEntryData(entry, name, context.readAt, context.archiveBytes);
  return { name, segments, isDirectory, ...range };
}
