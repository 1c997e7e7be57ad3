/** How many trailing bytes `hasZipEndRecord` needs: the end record (22) plus the longest comment. */
export const ZIP_END_RECORD_SEARCH_BYTES = 22 + 0xffff;

const END_RECORD_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_RECORD_BYTES = 22;

/**
 * True when the bytes end with a zip end-of-central-directory record whose comment runs exactly to the
 * end, which is how zip readers find an archive: a zip appended to an image or a script is found
 * there, whatever the file starts with.
 */
export function hasZipEndRecord(tail: Buffer): boolean {
  let at = tail.lastIndexOf(END_RECORD_SIGNATURE, tail.length - END_RECORD_BYTES);
  while (at !== -1) {
    if (tail.readUInt16LE(at + 20) === tail.length - at - END_RECORD_BYTES) return true;
    at = at === 0 ? -1 : tail.lastIndexOf(END_RECORD_SIGNATURE, at - 1);
  }
  return false;
}
