/** How many leading bytes `classifyFilePrefix` needs to decide. */
export const FILE_PREFIX_BYTES = 4096;

/** `zip`: a zip container (also Office/OpenDocument files); `archive`: any other archive or compressed stream. */
export type BlockedContentKind = 'native-executable' | 'zip' | 'archive';

const startsWith = (prefix: Buffer, bytes: readonly number[], at = 0) =>
  prefix.length >= at + bytes.length && bytes.every((b, i) => prefix[at + i] === b);

const MACH_O_MAGICS = [
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  // Universal ("fat") binaries; Java class files share this magic and are executable code too.
  [0xca, 0xfe, 0xba, 0xbe],
  [0xca, 0xfe, 0xba, 0xbf],
] as const;

const ZIP_MAGICS = [
  [0x50, 0x4b, 0x03, 0x04], // zip (and jar, whl, apk, .skill, docx)
  [0x50, 0x4b, 0x05, 0x06], // empty zip
  [0x50, 0x4b, 0x07, 0x08], // spanned zip
] as const;

const ARCHIVE_MAGICS = [
  [0x1f, 0x8b], // gzip
  [0x42, 0x5a, 0x68], // bzip2
  [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], // xz
  [0x28, 0xb5, 0x2f, 0xfd], // zstd
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], // rar
  [0x4d, 0x53, 0x43, 0x46], // cab
] as const;
const TAR_MAGIC = [0x75, 0x73, 0x74, 0x61, 0x72] as const; // "ustar" at offset 257
const TAR_MAGIC_OFFSET = 257;

// A PE file is "MZ" plus a pointer at 0x3c to a "PE\0\0" header. A text file that happens to start with
// "MZ" reads a huge pointer there, so only plausible pointers count.
const PE_POINTER_OFFSET = 0x3c;
const MAX_PLAUSIBLE_PE_OFFSET = 16 * 1024 * 1024;

function isPortableExecutable(prefix: Buffer): boolean {
  if (!startsWith(prefix, [0x4d, 0x5a]) || prefix.length < PE_POINTER_OFFSET + 4) return false;
  const peOffset = prefix.readUInt32LE(PE_POINTER_OFFSET);
  if (peOffset + 4 <= prefix.length) return startsWith(prefix, [0x50, 0x45, 0x00, 0x00], peOffset);
  // The header lies beyond what we buffered: fail closed unless the pointer is implausible.
  return peOffset < MAX_PLAUSIBLE_PE_OFFSET;
}

/**
 * Classifies a file by its first bytes (up to `FILE_PREFIX_BYTES`), independent of its name, so a
 * renamed ELF binary or zip is still recognised.
 */
export function classifyFilePrefix(prefix: Buffer): BlockedContentKind | undefined {
  if (startsWith(prefix, [0x7f, 0x45, 0x4c, 0x46])) return 'native-executable';
  if (MACH_O_MAGICS.some((magic) => startsWith(prefix, magic))) return 'native-executable';
  if (isPortableExecutable(prefix)) return 'native-executable';
  if (ZIP_MAGICS.some((magic) => startsWith(prefix, magic))) return 'zip';
  if (ARCHIVE_MAGICS.some((magic) => startsWith(prefix, magic))) return 'archive';
  if (startsWith(prefix, TAR_MAGIC, TAR_MAGIC_OFFSET)) return 'archive';
  return undefined;
}
