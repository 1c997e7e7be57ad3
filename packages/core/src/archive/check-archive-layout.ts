import type { CheckCentralEntryContext } from './check-central-entry.js';
import { refuseArchive as refuse } from './refuse-archive.js';

export interface CheckArchiveLayoutContext {
  readAt: CheckCentralEntryContext['readAt'];
  archiveBytes: number;
  /** Length of the archive comment, which ends the file. */
  commentBytes: number;
  /** Bytes of the central records yauzl read (fixed part, name, extra field, comment). */
  centralBytes: number;
}

const END_RECORD_BYTES = 22;
const ZIP64_LOCATOR_BYTES = 20;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_RECORD_SIGNATURE = 0x06064b50;
// Signature plus the 8-byte size field, which counts what follows it.
const ZIP64_END_RECORD_LEAD_BYTES = 12;
const ZIP64_OFFSET_MARKER = 0xffffffff;

function strayBytes(where: string, details: Record<string, unknown>) {
  return refuse(
    'ARCHIVE_INVALID',
    `Archive holds bytes no entry accounts for ${where}; other zip readers could find files there that were never checked. Re-create the archive.`,
    details,
  );
}

/** Where the central directory starts and where it must end, per the (zip64) end records. */
async function centralDirectoryBounds(context: CheckArchiveLayoutContext) {
  const endRecord = context.archiveBytes - context.commentBytes - END_RECORD_BYTES;
  const record = await context.readAt(endRecord, END_RECORD_BYTES);
  const locatorAt = endRecord - ZIP64_LOCATOR_BYTES;
  const locator = locatorAt >= 0 ? await context.readAt(locatorAt, ZIP64_LOCATOR_BYTES) : Buffer.alloc(0);
  if (locator.length === ZIP64_LOCATOR_BYTES && locator.readUInt32LE(0) === ZIP64_LOCATOR_SIGNATURE) {
    const zip64At = Number(locator.readBigUInt64LE(8));
    const zip64 = await context.readAt(zip64At, 56);
    if (zip64.length < 56 || zip64.readUInt32LE(0) !== ZIP64_END_RECORD_SIGNATURE) {
      throw strayBytes('around its zip64 end record', {});
    }
    if (zip64At + ZIP64_END_RECORD_LEAD_BYTES + Number(zip64.readBigUInt64LE(4)) !== locatorAt) {
      throw strayBytes('after its zip64 end record', {});
    }
    return { start: Number(zip64.readBigUInt64LE(48)), end: zip64At };
  }
  const start = record.readUInt32LE(16);
  if (start === ZIP64_OFFSET_MARKER) throw strayBytes('(zip64 offsets without a zip64 end record)', {});
  return { start, end: endRecord };
}

/**
 * Requires the archive to be exactly its entries, back to back from byte 0, then the central
 * directory, then the end records. yauzl only reads what the central directory lists; a streaming
 * extractor reads local headers in order and another reader may trust a different end record, so a
 * prepended script, a local entry no central record points at, or central records past the count in
 * the end record would show those readers files this extractor never checked.
 */
export async function checkArchiveLayout(
  ranges: readonly { name: string; start: number; end: number }[],
  context: CheckArchiveLayoutContext,
): Promise<void> {
  const central = await centralDirectoryBounds(context);
  let cursor = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    if (range.start !== cursor) {
      throw strayBytes(`before entry ${JSON.stringify(range.name)}`, { entry: range.name, offset: cursor });
    }
    cursor = range.end;
  }
  if (cursor !== central.start) throw strayBytes('before its central directory', { offset: cursor });
  if (central.start + context.centralBytes !== central.end) {
    throw strayBytes('in its central directory (more records than its end record counts?)', {
      offset: central.start + context.centralBytes,
    });
  }
}
