import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildZip, type RawZipEntry, SKILL_MD, skillEntries } from '../../test/fixtures/archive/build-zip.js';
import { type ArchiveLimits, extractArchive } from './index.js';

let work: string;
let outDir: string;
let target: string;

beforeEach(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-extract-'));
  outDir = path.join(work, 'out');
  await fs.mkdir(outDir);
  target = path.join(outDir, 'demo-skill');
});

afterEach(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

async function writeArchive(entries: RawZipEntry[] | Buffer): Promise<string> {
  const file = path.join(work, `a-${Math.random().toString(36).slice(2)}.skill`);
  await fs.writeFile(file, Buffer.isBuffer(entries) ? entries : buildZip(entries));
  return file;
}

/** The archive is refused with `code`, the target never appears and no staging directory is left. */
async function expectRefused(entries: RawZipEntry[] | Buffer, code: string, limits?: Partial<ArchiveLimits>) {
  const archive = await writeArchive(entries);
  // Once read into memory (the default for small archives) and once streamed from disk.
  const errors: unknown[] = [];
  for (const memoryBytes of [undefined, 0]) {
    const options = {
      targetDir: target,
      ...(limits ? { limits } : {}),
      ...(memoryBytes === 0 ? { memoryBytes } : {}),
    };
    const error = await extractArchive(archive, options).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'SkillportError', code });
    await expect(fs.stat(target)).rejects.toThrow();
    expect(await fs.readdir(outDir)).toEqual([]);
    errors.push(error);
  }
  return errors[0] as { details?: Record<string, unknown> };
}

const file = (name: string, data: string | Buffer = 'x', extra: Partial<RawZipEntry> = {}): RawZipEntry => ({
  name,
  data,
  ...extra,
});

describe('extractArchive refuses hostile archives', () => {
  it('refuses ".." traversal and names the entry', async () => {
    const error = await expectRefused(
      skillEntries([file('demo-skill/../../evil.sh')]),
      'ARCHIVE_PATH_TRAVERSAL',
    );
    expect(error.details?.entry).toBe('demo-skill/../../evil.sh');
  });

  it('refuses traversal written with backslashes', async () => {
    await expectRefused(skillEntries([file('demo-skill\\..\\..\\evil.sh')]), 'ARCHIVE_PATH_TRAVERSAL');
  });

  it('refuses absolute paths', async () => {
    await expectRefused(skillEntries([file('/etc/cron.d/evil')]), 'ARCHIVE_ABSOLUTE_PATH');
  });

  it('refuses drive-letter paths, with either separator', async () => {
    await expectRefused(skillEntries([file('C:/Windows/evil.dll')]), 'ARCHIVE_ABSOLUTE_PATH');
    await expectRefused(skillEntries([file('c:\\evil.txt')]), 'ARCHIVE_ABSOLUTE_PATH');
  });

  it('refuses UNC paths', async () => {
    await expectRefused(skillEntries([file('\\\\server\\share\\evil.txt')]), 'ARCHIVE_ABSOLUTE_PATH');
  });

  it('refuses NUL, control and bidi characters in names', async () => {
    await expectRefused(skillEntries([file('demo-skill/a\u0000.md')]), 'ARCHIVE_CONTROL_CHAR');
    await expectRefused(skillEntries([file('demo-skill/a\u001b[31m.md')]), 'ARCHIVE_CONTROL_CHAR');
    await expectRefused(skillEntries([file('demo-skill/notes\u202Egnp.sh')]), 'ARCHIVE_CONTROL_CHAR');
  });

  it('refuses Windows-reserved device names, with or without extensions', async () => {
    for (const name of ['CON', 'aux.txt', 'com1.md', 'LPT9', 'nul.tar.gz', 'Prn ']) {
      await expectRefused(skillEntries([file(`demo-skill/${name}`)]), 'ARCHIVE_RESERVED_NAME');
    }
  });

  it('refuses names Windows would alias (trailing dot, stream separator)', async () => {
    await expectRefused(skillEntries([file('demo-skill/notes.')]), 'ARCHIVE_RESERVED_NAME');
    await expectRefused(skillEntries([file('demo-skill/notes.md:hidden')]), 'ARCHIVE_RESERVED_NAME');
  });

  it('refuses over-long paths, components and depth', async () => {
    await expectRefused(
      skillEntries([file(`demo-skill/${'a/'.repeat(60)}${'b'.repeat(150)}`)]),
      'ARCHIVE_PATH_TOO_LONG',
    );
    await expectRefused(skillEntries([file(`demo-skill/${'é'.repeat(130)}.md`)]), 'ARCHIVE_PATH_TOO_LONG');
    await expectRefused(skillEntries([file(`demo-skill/${'d/'.repeat(16)}x.md`)]), 'ARCHIVE_PATH_TOO_DEEP');
  });

  it('refuses symbolic links', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/link', '/etc/passwd', { mode: 0o120777 })]),
      'ARCHIVE_SYMLINK',
    );
  });

  it('refuses FIFOs, devices and sockets', async () => {
    for (const mode of [0o010644, 0o020644, 0o060644, 0o140644]) {
      await expectRefused(skillEntries([file('demo-skill/special', '', { mode })]), 'ARCHIVE_SPECIAL_FILE');
    }
  });

  it('refuses setuid and setgid entries', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/run.sh', '#!/bin/sh\n', { mode: 0o104755 })]),
      'ARCHIVE_SETUID',
    );
    await expectRefused(
      skillEntries([file('demo-skill/run.sh', '#!/bin/sh\n', { mode: 0o102755 })]),
      'ARCHIVE_SETUID',
    );
  });

  it('refuses duplicate names', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/a.md', 'one'), file('demo-skill/a.md', 'two')]),
      'ARCHIVE_DUPLICATE_ENTRY',
    );
  });

  it('refuses case-fold collisions, for files and directories', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/README.md'), file('demo-skill/readme.md')]),
      'ARCHIVE_NAME_COLLISION',
    );
    await expectRefused(
      skillEntries([file('demo-skill/Docs/a.md'), file('demo-skill/docs/b.md')]),
      'ARCHIVE_NAME_COLLISION',
    );
  });

  it('refuses a file and a directory with the same path', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/docs'), file('demo-skill/docs/a.md')]),
      'ARCHIVE_NAME_COLLISION',
    );
  });

  it('refuses Unicode NFC/NFD collisions', async () => {
    const nfc = 'demo-skill/caf\u00e9.md';
    const nfd = 'demo-skill/cafe\u0301.md';
    const error = await expectRefused(skillEntries([file(nfc), file(nfd)]), 'ARCHIVE_NAME_COLLISION');
    expect(error.details).toMatchObject({ entry: nfd, collidesWith: nfc });
  });

  it('refuses data longer than the declared size', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/a.md', 'a'.repeat(5000), { declaredSize: 10 })]),
      'ARCHIVE_SIZE_MISMATCH',
    );
  });

  it('refuses data shorter than the declared size', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/a.md', 'short', { declaredSize: 5000 })]),
      'ARCHIVE_SIZE_MISMATCH',
    );
  });

  it('refuses a stored entry whose two sizes differ', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/a.md', 'abc', { method: 0, declaredSize: 2 })]),
      'ARCHIVE_SIZE_MISMATCH',
    );
  });

  it('refuses local and central headers that disagree on sizes', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/a.md', 'abc', { localSizes: { compressed: 1, uncompressed: 1 } })]),
      'ARCHIVE_SIZE_MISMATCH',
    );
  });

  it('refuses local and central headers that disagree on the name', async () => {
    const error = await expectRefused(
      skillEntries([file('demo-skill/notes.md', 'x', { localName: 'demo-skill/evil.sh' })]),
      'ARCHIVE_NAME_MISMATCH',
    );
    expect(error.details).toMatchObject({ entry: 'demo-skill/notes.md', localName: 'demo-skill/evil.sh' });
  });

  it('refuses a Unicode path extra field that names another file', async () => {
    const alternative = Buffer.from('demo-skill/evil.sh');
    const data = Buffer.concat([Buffer.from([1, 0, 0, 0, 0]), alternative]);
    const header = Buffer.alloc(4);
    header.writeUInt16LE(0x7075, 0);
    header.writeUInt16LE(data.length, 2);
    await expectRefused(
      skillEntries([file('demo-skill/notes.md', 'x', { extra: Buffer.concat([header, data]) })]),
      'ARCHIVE_NAME_MISMATCH',
    );
  });

  it('refuses central entries that share one local header (overlapping zip bomb)', async () => {
    const error = await expectRefused(
      skillEntries([
        file('demo-skill/a.md', 'kernel'),
        { name: 'demo-skill/a.md', data: 'kernel', reuseLocalHeaderOf: 1 },
      ]),
      'ARCHIVE_OVERLAPPING_ENTRIES',
    );
    expect(error.details).toMatchObject({ entry: 'demo-skill/a.md', overlapsWith: 'demo-skill/a.md' });
  });

  it('refuses an entry whose data covers the next entry (overlapping zip bomb)', async () => {
    const next = { name: 'demo-skill/b.md', data: 'y'.repeat(5), method: 0 as const };
    const covered = 10 + 30 + next.name.length + next.data.length;
    await expectRefused(
      skillEntries([
        file('demo-skill/a.md', 'x'.repeat(10), {
          method: 0,
          declaredSize: covered,
          declaredCompressedSize: covered,
        }),
        next,
      ]),
      'ARCHIVE_OVERLAPPING_ENTRIES',
    );
  });

  it('refuses more entries than the default limit of 4096', async () => {
    const many = Array.from({ length: 4096 }, (_, i) => file(`demo-skill/f${i}.md`, ''));
    await expectRefused(skillEntries(many), 'ARCHIVE_TOO_MANY_ENTRIES');
  });

  it('refuses more entries than a configured limit', async () => {
    const some = Array.from({ length: 5 }, (_, i) => file(`demo-skill/f${i}.md`));
    await expectRefused(skillEntries(some), 'ARCHIVE_TOO_MANY_ENTRIES', { maxEntries: 5 });
  });

  it('refuses archives whose total size exceeds the limit, before writing anything', async () => {
    const three = Array.from({ length: 3 }, (_, i) => file(`demo-skill/f${i}.txt`, 'z'.repeat(1000)));
    await expectRefused(skillEntries(three), 'ARCHIVE_TOO_LARGE', { maxTotalBytes: 2500 });
  });

  it('refuses a file larger than the per-file limit', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/big.txt', 'b'.repeat(2000))]),
      'ARCHIVE_FILE_TOO_LARGE',
      {
        maxFileBytes: 1000,
      },
    );
  });

  it('refuses extreme compression ratios', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/zeros.txt', Buffer.alloc(4 * 1024 * 1024))]),
      'ARCHIVE_COMPRESSION_RATIO',
    );
  });

  it('refuses native executables whatever their name', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(100)]);
    const pe = Buffer.alloc(512);
    pe.write('MZ', 0, 'latin1');
    pe.writeUInt32LE(0x80, 0x3c);
    pe.write('PE\0\0', 0x80, 'latin1');
    const macho = Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), Buffer.alloc(100)]);
    for (const binary of [elf, pe, macho]) {
      await expectRefused(
        skillEntries([file('demo-skill/scripts/helper.txt', binary)]),
        'ARCHIVE_NATIVE_EXECUTABLE',
      );
    }
  });

  it('removes the staging directory when a later entry is refused mid-stream', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(10_000)]);
    await expectRefused(
      skillEntries([
        file('demo-skill/a.md', 'fine'),
        file('demo-skill/b.md', 'fine'),
        file('demo-skill/z.bin', elf),
      ]),
      'ARCHIVE_NATIVE_EXECUTABLE',
    );
  });

  it('refuses a nested SKILL.md outside eval fixtures', async () => {
    await expectRefused(skillEntries([file('demo-skill/sub/SKILL.md', SKILL_MD)]), 'ARCHIVE_NESTED_SKILL');
    await expectRefused(skillEntries([file('demo-skill/sub/skill.md', SKILL_MD)]), 'ARCHIVE_NESTED_SKILL');
  });

  it('refuses nested archives by extension and by content', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/assets/payload.zip', 'not really')]),
      'ARCHIVE_NESTED_ARCHIVE',
    );
    const inner = buildZip([file('x.txt')]);
    await expectRefused(skillEntries([file('demo-skill/assets/data.bin', inner)]), 'ARCHIVE_NESTED_ARCHIVE');
    await expectRefused(
      skillEntries([file('demo-skill/assets/data.bin', zlib.gzipSync('x'))]),
      'ARCHIVE_NESTED_ARCHIVE',
    );
    await expectRefused(
      skillEntries([file('demo-skill/assets/report.docx', zlib.gzipSync('x'))]),
      'ARCHIVE_NESTED_ARCHIVE',
    );
  });

  it('refuses encrypted entries and unsupported compression', async () => {
    await expectRefused(skillEntries([file('demo-skill/a.md', 'x', { flags: 0x801 })]), 'ARCHIVE_ENCRYPTED');
    await expectRefused(
      skillEntries([file('demo-skill/a.md', 'x', { method: 12 })]),
      'ARCHIVE_UNSUPPORTED_COMPRESSION',
    );
  });

  it('refuses data that fails its CRC-32', async () => {
    await expectRefused(
      skillEntries([file('demo-skill/a.md', 'hello', { crc: 1234 })]),
      'ARCHIVE_CRC_MISMATCH',
    );
  });

  it('refuses names that are not UTF-8', async () => {
    await expectRefused(
      skillEntries([file(Buffer.from([0x64, 0x2f, 0xff, 0xfe]) as unknown as string)]),
      'ARCHIVE_NAME_ENCODING',
    );
  });

  it('refuses files that are not zip archives', async () => {
    await expectRefused(Buffer.from('definitely not a zip file'), 'ARCHIVE_INVALID');
  });

  it('refuses a FIFO or directory instead of an archive file without blocking', async () => {
    const fifo = path.join(work, 'pipe.skill');
    execFileSync('mkfifo', [fifo]);
    await expect(extractArchive(fifo, { targetDir: target })).rejects.toMatchObject({
      code: 'ARCHIVE_INVALID',
    });
    await expect(extractArchive(work, { targetDir: target })).rejects.toMatchObject({
      code: 'ARCHIVE_INVALID',
    });
    expect(await fs.readdir(outDir)).toEqual([]);
  });

  it('refuses a package without SKILL.md at its root', async () => {
    await expectRefused([file('demo-skill/README.md')], 'ARCHIVE_SKILL_MD_MISSING');
  });

  it('refuses to extract over an existing target and leaves it untouched', async () => {
    await fs.mkdir(target);
    await fs.writeFile(path.join(target, 'keep.txt'), 'mine');
    const archive = await writeArchive(skillEntries());
    await expect(extractArchive(archive, { targetDir: target })).rejects.toMatchObject({
      code: 'ARCHIVE_TARGET_EXISTS',
    });
    expect(await fs.readdir(target)).toEqual(['keep.txt']);
  });
});

describe('extractArchive on archives too large to read into memory', () => {
  const bigFile = () => {
    const data = Buffer.alloc(65 * 1024 * 1024, 0x61);
    data.write('plain text\n', 0, 'latin1');
    return data;
  };
  const limits = { maxFileBytes: 128 * 1024 * 1024, maxCompressionRatio: 10_000 };

  it('streams from disk and still checks local headers', async () => {
    const big = bigFile();
    const ok = await writeArchive(skillEntries([file('demo-skill/assets/big.txt', big, { method: 0 })]));
    const result = await extractArchive(ok, { targetDir: target, limits });
    expect(result.files.map((f) => f.bytes)).toEqual([SKILL_MD.length, big.length]);
    await fs.rm(target, { recursive: true });
    await expectRefused(
      skillEntries([
        file('demo-skill/assets/big.txt', big, { method: 0 }),
        file('demo-skill/a.md', 'x', { localName: 'demo-skill/b.md' }),
      ]),
      'ARCHIVE_NAME_MISMATCH',
      limits,
    );
  });
});

describe('extractArchive accepts well-formed packages', () => {
  it('makes a single top-level folder the skill root and drops macOS metadata', async () => {
    const archive = await writeArchive([
      file('demo-skill/', '', { mode: 0o040755 }),
      file('demo-skill/SKILL.md', SKILL_MD),
      file('demo-skill/references/guide.md', '# Guide'),
      file('demo-skill/.DS_Store', 'junk'),
      file('__MACOSX/demo-skill/._SKILL.md', 'junk'),
    ]);
    const result = await extractArchive(archive, { targetDir: target });
    expect(result.files.map((f) => f.path)).toEqual(['SKILL.md', 'references/guide.md']);
    expect(await fs.readFile(path.join(target, 'references/guide.md'), 'utf8')).toBe('# Guide');
    expect(await fs.readdir(outDir)).toEqual(['demo-skill']);
  });

  it('extracts a flat archive and treats backslashes as separators', async () => {
    const archive = await writeArchive([
      file('SKILL.md', SKILL_MD),
      file('scripts\\run.py', '#!/usr/bin/env python3\n'),
    ]);
    const result = await extractArchive(archive, { targetDir: target });
    expect(result.files.map((f) => f.path)).toEqual(['SKILL.md', 'scripts/run.py']);
    expect(result.files[1]).toEqual({
      path: 'scripts/run.py',
      bytes: 23,
      sha256: createHash('sha256').update('#!/usr/bin/env python3\n').digest('hex'),
      shebang: true,
    });
    expect(result.files[0]?.shebang).toBe(false);
  });

  it('hands back the bytes it wrote when asked, and creates installed modes when asked', async () => {
    const archive = await writeArchive(
      skillEntries([
        file('demo-skill/references/guide.md', '# Guide\n'),
        file('demo-skill/scripts/run.py', 'print(1)\n'),
        file('demo-skill/tool', '#!/bin/sh\necho hi\n'),
      ]),
    );
    const result = await extractArchive(archive, {
      targetDir: target,
      keepContents: true,
      readOnlyFiles: true,
    });
    expect([...(result.contents?.keys() ?? [])].sort()).toEqual(result.files.map((f) => f.path));
    for (const f of result.files) {
      expect(result.contents?.get(f.path)).toEqual(await fs.readFile(path.join(target, f.path)));
    }
    const mode = async (rel: string) => (await fs.stat(path.join(target, rel))).mode & 0o777;
    expect(await mode('references/guide.md')).toBe(0o444);
    expect(await mode('scripts/run.py')).toBe(0o555);
    expect(await mode('tool')).toBe(0o555);
    expect(await mode('references')).toBe(0o755);
    await fs.chmod(path.join(target, 'references'), 0o755);
    const plain = await extractArchive(archive, { targetDir: path.join(outDir, 'plain') });
    expect(plain.contents).toBeUndefined();
    expect((await fs.stat(path.join(outDir, 'plain', 'scripts/run.py'))).mode & 0o777).toBe(0o644);
  });

  it('keeps eval fixtures, office documents and incompressible data', async () => {
    const docx = buildZip([file('[Content_Types].xml', '<Types/>')]);
    const noise = Buffer.alloc(200_000);
    for (let i = 0, x = 1; i < noise.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      noise[i] = x >>> 24;
    }
    const archive = await writeArchive(
      skillEntries([
        file('demo-skill/evals/fixtures/bad/SKILL.md', SKILL_MD),
        file('demo-skill/assets/template.docx', docx),
        file('demo-skill/assets/noise.bin', noise),
        file('demo-skill/assets/MZ-notes.txt', `MZ${'plain text '.repeat(20)}`),
        file('demo-skill/assets/empty.txt', ''),
      ]),
    );
    const result = await extractArchive(archive, { targetDir: target });
    expect(await fs.readFile(path.join(target, 'assets/empty.txt'), 'utf8')).toBe('');
    expect(result.files.map((f) => f.path)).toContain('evals/fixtures/bad/SKILL.md');
    // Buffer.equals, not toEqual: toEqual compares the 200,000 bytes one by one (~4 s here).
    expect((await fs.readFile(path.join(target, 'assets/noise.bin'))).equals(noise)).toBe(true);
  });
});
