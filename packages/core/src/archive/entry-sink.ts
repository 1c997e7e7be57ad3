import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type yauzl from 'yauzl';
import type { SkillportError } from '../errors/index.js';
import type { ArchiveLimits } from '../package/archive-limits.js';
import { classifyFile, FILE_HEAD_BYTES } from '../package/classify-file.js';
import { ZIP_END_RECORD_SEARCH_BYTES } from '../package/has-zip-end-record.js';
import { hasShebang } from '../package/is-script-file.js';
import { refuseBlockedFile } from '../package/refuse-blocked-file.js';
import { refuseArchive as refuse } from './refuse-archive.js';

export interface ExtractedFile {
  /** Relative to the skill root, `/`-separated. */
  path: string;
  bytes: number;
  /** SHA-256 (hex) of the extracted bytes, computed while streaming. */
  sha256: string;
  /** Starts with `#!`. */
  shebang: boolean;
}

/**
 * Counts, fingerprints and inspects an entry's bytes as they come out of the archive (in chunks while
 * streaming, or whole when the archive is in memory), and holds them (at most `maxFileBytes`) so the file
 * is written with one system call instead of one per chunk.
 */
export class EntryCheck {
  readonly chunks: Buffer[] = [];
  private bytes = 0;
  private crc = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer | undefined;
  private prefix: Buffer[] = [];
  private prefixBytes = 0;
  private classified = false;

  constructor(
    private readonly item: { entry: yauzl.Entry; name: string; segments: string[] },
    private readonly limits: ArchiveLimits,
    private readonly totals: { bytes: number },
  ) {}

  /** Takes the next chunk; a refusal means the entry (and the archive) must be rejected. */
  add(chunk: Buffer): SkillportError | undefined {
    const failure = this.inspect(chunk);
    if (failure === undefined) this.chunks.push(chunk);
    return failure;
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
    return this.prefixBytes >= FILE_HEAD_BYTES ? this.classify() : undefined;
  }

  /** Called after the last chunk: sizes, CRC-32 and content checks that need the whole entry. */
  finish(): SkillportError | undefined {
    const blocked = (this.classified ? undefined : this.classify()) ?? this.classifyWithTail();
    if (blocked !== undefined) return blocked;
    if (this.bytes !== this.item.entry.uncompressedSize) {
      return refuse(
        'ARCHIVE_SIZE_MISMATCH',
        `Archive entry ${JSON.stringify(this.item.name)} holds ${this.bytes} bytes but declares ${this.item.entry.uncompressedSize}.`,
        { entry: this.item.name },
      );
    }
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
    const first = this.head ?? Buffer.alloc(0);
    return {
      path: this.item.segments.join('/'),
      bytes: this.bytes,
      sha256: this.hash.digest('hex'),
      shebang: hasShebang(first),
    };
  }

  /** The first bytes decide most kinds (binaries, archives); refusing early stops a bomb mid-stream. */
  private classify(): SkillportError | undefined {
    this.classified = true;
    const head = (this.prefix.length === 1 ? this.prefix[0]! : Buffer.concat(this.prefix)).subarray(
      0,
      FILE_HEAD_BYTES,
    );
    this.prefix = [];
    this.head = head;
    return refuseBlockedFile(this.item.name, classifyFile({ path: this.path(), head }));
  }

  /** A zip appended to another file (an image, a script) is found by zip readers from the end. */
  private classifyWithTail(): SkillportError | undefined {
    const tail: Buffer[] = [];
    let tailBytes = 0;
    for (let i = this.chunks.length - 1; i >= 0 && tailBytes < ZIP_END_RECORD_SEARCH_BYTES; i--) {
      const chunk = this.chunks[i]!;
      // Only the last bytes matter; copying a whole multi-megabyte chunk to look at them would not.
      tail.unshift(chunk.subarray(Math.max(0, chunk.length - (ZIP_END_RECORD_SEARCH_BYTES - tailBytes))));
      tailBytes += tail[0]!.length;
    }
    const fileClass = classifyFile({
      path: this.path(),
      head: this.head ?? Buffer.alloc(0),
      tail: tail.length === 1 ? tail[0]! : Buffer.concat(tail),
    });
    return refuseBlockedFile(this.item.name, fileClass);
  }

  private path(): string {
    return this.item.segments.join('/');
  }
}

/** `EntryCheck` as a stream sink, for archives too large to hold in memory. */
export class EntrySink extends Writable {
  readonly check: EntryCheck;

  constructor(...args: ConstructorParameters<typeof EntryCheck>) {
    super();
    this.check = new EntryCheck(...args);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    callback(this.check.add(chunk));
  }

  override _final(callback: (error?: Error | null) => void): void {
    callback(this.check.finish());
  }
}
