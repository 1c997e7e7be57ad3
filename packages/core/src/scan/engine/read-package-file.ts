import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { FILE_HEAD_BYTES } from '../../package/classify-file.js';
import { ZIP_END_RECORD_SEARCH_BYTES } from '../../package/has-zip-end-record.js';

/** A file's bytes, or, above the scan limit, its size with the first and last bytes (to classify it). */
export type ReadResult = { bytes: Buffer } | { size: number; head: Buffer; tail: Buffer };

/**
 * Reads a file with one open/fstat/read/close (synchronous: many small reads cost several times more
 * through the thread pool), or its ends only when it is above `maxBytes`. `held` bytes (an install
 * that has just extracted the file) are used instead of reading it again.
 */
export function readPackageFile(abs: string, maxBytes: number, held: Buffer | undefined): ReadResult {
  if (held !== undefined) {
    return held.length > maxBytes
      ? { size: held.length, head: held.subarray(0, FILE_HEAD_BYTES), tail: tailOf(held) }
      : { bytes: held };
  }
  const fd = openSync(abs, 'r');
  try {
    const { size } = fstatSync(fd);
    if (size > maxBytes) {
      const head = Buffer.alloc(Math.min(size, FILE_HEAD_BYTES));
      readSync(fd, head, 0, head.length, 0);
      const tail = Buffer.alloc(Math.min(size, ZIP_END_RECORD_SEARCH_BYTES));
      readSync(fd, tail, 0, tail.length, size - tail.length);
      return { size, head, tail };
    }
    const buffer = Buffer.allocUnsafe(size);
    let offset = 0;
    while (offset < size) {
      const n = readSync(fd, buffer, offset, size - offset, offset);
      if (n === 0) break;
      offset += n;
    }
    return { bytes: offset === size ? buffer : buffer.subarray(0, offset) };
  } finally {
    closeSync(fd);
  }
}

/** The bytes a zip reader looks at for an end record: where an appended archive shows. */
export function tailOf(bytes: Buffer): Buffer {
  return bytes.subarray(Math.max(0, bytes.length - ZIP_END_RECORD_SEARCH_BYTES));
}
