/** Bounds applied while reading an untrusted `.skill` archive (SPEC §5.1). */
export interface ArchiveLimits {
  /** Entries in the central directory, directories included. */
  maxEntries: number;
  /** Uncompressed bytes of all files together, counted while streaming. */
  maxTotalBytes: number;
  /** Uncompressed bytes of one file, counted while streaming. */
  maxFileBytes: number;
  /** Uncompressed/compressed ratio of one file, checked once it exceeds `compressionRatioFloorBytes`. */
  maxCompressionRatio: number;
  /** Below this many uncompressed bytes a high ratio is harmless (a short run of spaces compresses well). */
  compressionRatioFloorBytes: number;
  /** Characters in an entry path; Windows tools still break past ~260 for the full absolute path. */
  maxPathChars: number;
  /** Path components (directories + file name). */
  maxPathDepth: number;
}

const MIB_BYTES = 1024 * 1024;

export const DEFAULT_ARCHIVE_LIMITS: Readonly<ArchiveLimits> = Object.freeze({
  maxEntries: 4096,
  maxTotalBytes: 512 * MIB_BYTES,
  maxFileBytes: 64 * MIB_BYTES,
  maxCompressionRatio: 200,
  compressionRatioFloorBytes: MIB_BYTES,
  maxPathChars: 240,
  maxPathDepth: 16,
});
