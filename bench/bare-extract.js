// The install benchmarks' baseline: the least any unzip does. The archive is read once, yauzl lists its
// central directory, and each entry's bytes are inflated in one call and written with one call (no
// streams, no checks).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { inflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';

export async function bareExtract(archive, target) {
  const bytes = readFileSync(archive);
  const zip = await promisify(yauzl.fromBuffer)(bytes, { lazyEntries: true });
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    // Local header: 30 bytes, then the name and an extra field whose lengths it gives at offsets 26, 28.
    const header = entry.relativeOffsetOfLocalHeader;
    const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
    const raw = bytes.subarray(start, start + entry.compressedSize);
    const file = join(target, entry.fileName);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, entry.compressionMethod === 0 ? raw : inflateRawSync(raw));
  }
  zip.close();
}
