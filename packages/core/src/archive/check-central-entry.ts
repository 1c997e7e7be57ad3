import type yauzl from 'yauzl';
import type { ArchiveLimits } from './archive-limits.js';
import { checkEntryName } from './check-entry-name.js';
import { refuseArchive as refuse } from './refuse-archive.js';

export interface CheckedCentralEntry {
  name: string;
  segments: string[];
  isDirectory: boolean;
  /** Byte range of the local header plus data, used to find entries that share bytes. */
  start: number;
  end: number;
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
const UNICODE_PATH_EXTRA_FIELD = 0x7075;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const SETUID_SETGID_BITS = 0o6000;
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
async function locateEntryData(
  entry: yauzl.Entry,
  name: string,
  readAt: CheckCentralEntryContext['readAt'],
  archiveBytes: number,
) {
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
