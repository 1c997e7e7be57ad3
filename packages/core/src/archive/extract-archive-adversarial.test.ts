import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BuildZipOptions,
  buildZip,
  type RawZipEntry,
  skillEntries,
} from '../../test/fixtures/archive/build-zip.js';
import { extractArchive } from './index.js';

// Archives an outside reviewer forged against the extractor: each hides a file, a name or a size from
// one zip reader while showing something else to another.

let work: string;
let outDir: string;
let target: string;

beforeEach(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-adversarial-'));
  outDir = path.join(work, 'out');
  await fs.mkdir(outDir);
  target = path.join(outDir, 'demo-skill');
});

afterEach(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

async function extract(bytes: Buffer, memoryBytes?: number) {
  const file = path.join(work, `a-${Math.random().toString(36).slice(2)}.skill`);
  await fs.writeFile(file, bytes);
  return extractArchive(file, { targetDir: target, ...(memoryBytes === undefined ? {} : { memoryBytes }) });
}

/** Refused the same way whether the archive is read into memory (the default) or streamed from disk. */
async function expectRefused(bytes: Buffer, code: string) {
  for (const memoryBytes of [undefined, 0]) {
    const error = await extract(bytes, memoryBytes).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'SkillportError', code });
    await expect(fs.stat(target)).rejects.toThrow();
    expect(await fs.readdir(outDir)).toEqual([]);
  }
}

const zip = (extra: RawZipEntry[], options?: BuildZipOptions) => buildZip(skillEntries(extra), options);
const file = (name: string, data = 'x', extra: Partial<RawZipEntry> = {}): RawZipEntry => ({
  name,
  data,
  ...extra,
});

/** A local file header nobody's central record points at: what a streaming extractor would still unpack. */
function strayLocalRecord(name: string, data: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(zlib.crc32(Buffer.from(data)) >>> 0, 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.from(data)]);
}

/** Offset of the central directory record for `name`. */
function centralRecordOf(bytes: Buffer, name: string): number {
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = bytes.indexOf(signature); at !== -1; at = bytes.indexOf(signature, at + 1)) {
    const length = bytes.readUInt16LE(at + 28);
    if (bytes.subarray(at + 46, at + 46 + length).toString('utf8') === name) return at;
  }
  throw new Error(`no central record for ${name}`);
}

function dataDescriptor(data: string, sizes: { compressed?: number; uncompressed?: number } = {}) {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(zlib.crc32(Buffer.from(data)) >>> 0, 4);
  descriptor.writeUInt32LE(sizes.compressed ?? zlib.deflateRawSync(data).length, 8);
  descriptor.writeUInt32LE(sizes.uncompressed ?? data.length, 12);
  return descriptor;
}

function zip64LocalExtra(uncompressed: number, compressed: number): Buffer {
  const extra = Buffer.alloc(20);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(16, 2);
  extra.writeBigUInt64LE(BigInt(uncompressed), 4);
  extra.writeBigUInt64LE(BigInt(compressed), 12);
  return extra;
}

describe('extractArchive refuses names that only look harmless', () => {
  it('refuses ".." and separators spelled with compatibility characters (NFKC)', async () => {
    await expectRefused(zip([file('demo-skill/\uff0e\uff0e/\uff0e\uff0e/x.txt')]), 'ARCHIVE_PATH_TRAVERSAL');
    await expectRefused(zip([file('demo-skill/\u2025/x.txt')]), 'ARCHIVE_PATH_TRAVERSAL');
    await expectRefused(zip([file('demo-skill/\u2024\u2024/x.txt')]), 'ARCHIVE_PATH_TRAVERSAL');
    await expectRefused(zip([file('demo-skill/a\uff0f..\uff0f..\uff0fx.txt')]), 'ARCHIVE_PATH_TRAVERSAL');
    await expectRefused(zip([file('demo-skill/a\uff3c..\uff3cx.txt')]), 'ARCHIVE_PATH_TRAVERSAL');
  });

  it('refuses invisible format characters: Arabic letter mark, zero-width, tags, line separators', async () => {
    await expectRefused(zip([file('demo-skill/notes\u061Ctxt.sh')]), 'ARCHIVE_CONTROL_CHAR');
    await expectRefused(zip([file('demo-skill/SKILL.md\u200B')]), 'ARCHIVE_CONTROL_CHAR');
    await expectRefused(zip([file('demo-skill/a\u{E0041}.txt')]), 'ARCHIVE_CONTROL_CHAR');
    await expectRefused(zip([file('demo-skill/a\u2028b.txt')]), 'ARCHIVE_CONTROL_CHAR');
    await expectRefused(zip([file('demo-skill/\uFEFFrun.sh')]), 'ARCHIVE_CONTROL_CHAR');
  });

  it('refuses names that collide under Windows upper-case folding', async () => {
    await expectRefused(
      zip([file('demo-skill/f\u0131le.txt'), file('demo-skill/file.txt')]),
      'ARCHIVE_NAME_COLLISION',
    );
    await expectRefused(
      zip([file('demo-skill/\u03c3.txt'), file('demo-skill/\u03c2.txt')]),
      'ARCHIVE_NAME_COLLISION',
    );
  });

  it('refuses names shaped like Windows 8.3 short names, which alias long names', async () => {
    // On Windows `scripts/RUNNER~1.PY` can name the file stored as `scripts/runner-helper.py`.
    await expectRefused(
      zip([file('demo-skill/scripts/runner-helper.py'), file('demo-skill/scripts/RUNNER~1.PY')]),
      'ARCHIVE_RESERVED_NAME',
    );
    await expectRefused(zip([file('demo-skill/SKILL~1.MD')]), 'ARCHIVE_RESERVED_NAME');
  });

  it('refuses a file carrying the MS-DOS directory attribute', async () => {
    const bytes = zip([file('demo-skill/dd', '', { mode: 0 })]);
    const central = centralRecordOf(bytes, 'demo-skill/dd');
    bytes.writeUInt8(0x10, central + 38);
    await expectRefused(bytes, 'ARCHIVE_SPECIAL_FILE');
  });
});

describe('extractArchive refuses bytes no central record accounts for', () => {
  it('refuses a local entry hidden before the first one (prepended data)', async () => {
    await expectRefused(zip([], { prefix: strayLocalRecord('../../evil.sh', 'pwn') }), 'ARCHIVE_INVALID');
    await expectRefused(
      zip([], { prefix: Buffer.from('#!/bin/sh\necho pwned\nexit 0\n') }),
      'ARCHIVE_INVALID',
    );
  });

  it('refuses a local entry hidden between entries or before the central directory', async () => {
    await expectRefused(
      zip([file('demo-skill/a.txt', 'x', { afterData: strayLocalRecord('evil.sh', 'pwn') })]),
      'ARCHIVE_INVALID',
    );
    await expectRefused(zip([], { beforeCentral: strayLocalRecord('evil.sh', 'pwn') }), 'ARCHIVE_INVALID');
  });

  it('refuses an end record that counts fewer entries than the central directory holds', async () => {
    await expectRefused(
      zip([file('demo-skill/a.txt'), file('demo-skill/evil.sh', '#!/bin/sh\nrm -rf ~\n')], {
        endRecordEntries: 2,
      }),
      'ARCHIVE_INVALID',
    );
  });

  it('refuses garbage after the last central record', async () => {
    await expectRefused(zip([], { centralTail: Buffer.alloc(40) }), 'ARCHIVE_INVALID');
  });
});

describe('extractArchive refuses headers that disagree', () => {
  it('refuses a data descriptor that lies about the sizes', async () => {
    await expectRefused(
      zip([
        file('demo-skill/a.txt', 'hello', {
          flags: 0x808,
          localSizes: { compressed: 0, uncompressed: 0 },
          afterData: dataDescriptor('hello', { uncompressed: 99_999 }),
        }),
      ]),
      'ARCHIVE_SIZE_MISMATCH',
    );
  });

  it('refuses non-zero local sizes that differ from the central ones behind a data descriptor', async () => {
    await expectRefused(
      zip([
        file('demo-skill/a.txt', 'hello', {
          flags: 0x808,
          localSizes: { compressed: 7, uncompressed: 12_345 },
          afterData: dataDescriptor('hello'),
        }),
      ]),
      'ARCHIVE_SIZE_MISMATCH',
    );
  });

  it('refuses a zip64 local extra field that lies about the sizes', async () => {
    const compressed = zlib.deflateRawSync('hello').length;
    await expectRefused(
      zip([
        file('demo-skill/a.txt', 'hello', {
          localSizes: { compressed: 0xffffffff, uncompressed: 0xffffffff },
          localExtra: zip64LocalExtra(999, compressed),
        }),
      ]),
      'ARCHIVE_SIZE_MISMATCH',
    );
  });

  it('refuses a local CRC-32 that differs from the central one', async () => {
    await expectRefused(
      zip([file('demo-skill/a.txt', 'hello', { localCrc: 1234 })]),
      'ARCHIVE_HEADER_MISMATCH',
    );
  });

  it('accepts honest data descriptors (with and without signature) and honest zip64 local fields', async () => {
    const compressed = zlib.deflateRawSync('hello').length;
    const bytes = zip([
      file('demo-skill/a.txt', 'hello', {
        flags: 0x808,
        localSizes: { compressed: 0, uncompressed: 0 },
        afterData: dataDescriptor('hello'),
      }),
      file('demo-skill/b.txt', 'hello', {
        flags: 0x808,
        localSizes: { compressed: 0, uncompressed: 0 },
        afterData: dataDescriptor('hello').subarray(4),
      }),
      // Info-ZIP streaming to stdout knows the uncompressed size but not the compressed one.
      file('demo-skill/b2.txt', 'hello', {
        flags: 0x808,
        localSizes: { compressed: 0, uncompressed: 5 },
        afterData: dataDescriptor('hello'),
      }),
      file('demo-skill/c.txt', 'hello', {
        localSizes: { compressed: 0xffffffff, uncompressed: 0xffffffff },
        localExtra: zip64LocalExtra(5, compressed),
      }),
    ]);
    const result = await extract(bytes);
    expect(result.files.map((f) => f.path)).toEqual(['SKILL.md', 'a.txt', 'b.txt', 'b2.txt', 'c.txt']);
  });
});

describe('extractArchive refuses bytes hidden inside an entry', () => {
  /** A deflated entry whose declared compressed range runs on past the end of its deflate stream. */
  function withTrailingBytes(name: string, data: string, trailing: Buffer): RawZipEntry {
    return { name, data, method: 8, body: Buffer.concat([zlib.deflateRawSync(data), trailing]) };
  }

  it('refuses a deflate stream that ends before the declared compressed size', async () => {
    await expectRefused(
      zip([withTrailingBytes('demo-skill/a.txt', 'hello', strayLocalRecord('evil.sh', 'pwn'))]),
      'ARCHIVE_SIZE_MISMATCH',
    );
    await expectRefused(
      zip([withTrailingBytes('demo-skill/empty.txt', '', Buffer.from('HIDDEN'.repeat(20)))]),
      'ARCHIVE_SIZE_MISMATCH',
    );
  });
});

describe('extractArchive refuses archives hidden inside other files', () => {
  it('refuses a zip appended to an image (zip readers find it from the end)', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(8192, 7)]);
    const payload = buildZip([{ name: 'evil.sh', data: '#!/bin/sh\nrm -rf ~\n' }]);
    await expectRefused(
      zip([file('demo-skill/assets/logo.png', '', { data: Buffer.concat([png, payload]) })]),
      'ARCHIVE_NESTED_ARCHIVE',
    );
  });

  it('keeps binary files that merely contain the end-record signature', async () => {
    const data = Buffer.concat([Buffer.alloc(9000, 1), Buffer.from('PK\u0005\u0006'), Buffer.alloc(100, 2)]);
    const result = await extract(zip([file('demo-skill/assets/blob.bin', '', { data })]));
    expect(result.files.map((f) => f.path)).toEqual(['SKILL.md', 'assets/blob.bin']);
  });
});
