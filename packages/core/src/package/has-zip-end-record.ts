/** How many trailing bytes `hasZipEndRecord` needs: the end record (22) plus the longest comment. */
export const ZIP_END_RECORD_SEARCH_BYTES = 22 + 0xffff;

const END_RECORD_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_RECORD_BYTES = 22;

/**
 * True when the bytes end with a zip end-of-central-directory record whose comment runs exactly to the
 * end, which is how zip readers find an archive: a zip appended to an image or a script is found
 * there, whatever the file starts with.
 */
export function hasZipEndRecord(tail: Uint8Array): boolean {
  const bytes = Buffer.from(tail.buffer, tail.byteOffset, tail.length);
  let at = bytes.lastIndexOf(END_RECORD_SIGNATURE, bytes.length - END_RECORD_BYTES);
  while (at !== -1) {
    if (bytes.readUInt16LE(at + 20) === bytes.length - at - END_RECORD_BYTES) return true;
    at = at === 0 ? -1 : bytes.lastIndexOf(END_RECORD_SIGNATURE, at - 1);
  }
  return false;
}
