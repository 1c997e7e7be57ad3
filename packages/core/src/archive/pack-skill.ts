import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { SkillportError } from '../errors/index.js';
import { type ArchiveLimits, DEFAULT_ARCHIVE_LIMITS } from '../package/archive-limits.js';
import { hasShebang, isScriptFile } from '../package/is-script-file.js';
import { listPackageFiles, type PackageFile } from '../package/list-package-files.js';
import { refusePackageEntry } from '../package/refuse-package-entry.js';
import { isCanonicalSkillName } from '../skill/index.js';
import { assertInstallableSkill } from './assert-installable-skill.js';
import { extractArchive } from './extract-archive.js';
import { readSkillName } from './read-skill-name.js';

export interface PackSkillOptions {
  /** Where to write the `.skill` file (replaced atomically). */
  output: string;
  /** Top-level folder name in the archive; defaults to the frontmatter `name`. */
  name?: string;
  /**
   * Extract the result into a temporary directory and apply the install rules before publishing it,
   * so a packed archive always installs cleanly. Default true.
   */
  verify?: boolean;
  /** Size and count limits, checked against the files' sizes before any is read (defaults: SPEC §5.1). */
  limits?: Partial<ArchiveLimits>;
}

export interface PackSkillResult {
  output: string;
  name: string;
  /** Packed files relative to the skill root, sorted. */
  files: string[];
  bytes: number;
}

// Timestamps would make every pack unique. DOS times are local-time fields, so a date built from local
// components encodes identically in every time zone.
const FIXED_MTIME = new Date(2000, 0, 1, 0, 0, 0);
const FILE_MODE = 0o100644;
const SCRIPT_MODE = 0o100755;

/**
 * Packs a skill directory into a deterministic `.skill` archive: one top-level folder named after the
 * skill, entries in path order, fixed timestamps and permissions, so identical input gives identical
 * bytes. Dot-directories, `node_modules`, `__pycache__` and `.env` files are left out.
 */
export async function packSkill(dir: string, options: PackSkillOptions): Promise<PackSkillResult> {
  const isDirectory = await fs.stat(dir).then(
    (stat) => stat.isDirectory(),
    () => false,
  );
  if (!isDirectory) {
    throw new SkillportError('PACK_SOURCE_INVALID', `Cannot pack ${dir}: it is not a readable directory.`, {
      details: { dir },
    });
  }
  // Refuse links out of the package and special files before reading anything: a FIFO named SKILL.md
  // would block a read.
  const { files: entries } = await listPackageFiles(dir, { scope: 'package' });
  for (const entry of entries) {
    const refusal = refusePackageEntry(entry);
    if (refusal !== undefined) throw refusal;
  }
  const limits: ArchiveLimits = { ...DEFAULT_ARCHIVE_LIMITS, ...options.limits };
  await checkPackSizes(dir, entries, limits);
  const name = options.name ?? (await readSkillName(dir));
  if (!isCanonicalSkillName(name)) {
    throw new SkillportError(
      'SKILL_NAME_INVALID',
      `Cannot pack ${dir}: the skill name ${JSON.stringify(name)} is not canonical (lowercase words joined by "-", at most 64 characters). Fix the name in SKILL.md.`,
      { details: { dir, name } },
    );
  }
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    const data = await readRegularFile(entry);
    zip.addBuffer(data, `${name}/${entry.path}`, {
      mtime: FIXED_MTIME,
      forceDosTimestamp: true,
      mode: isScriptFile(entry.path, hasShebang(data)) ? SCRIPT_MODE : FILE_MODE,
      compress: true,
    });
  }
  zip.end();

  const output = path.resolve(options.output);
  const temporary = `${output}.${randomUUID()}.tmp`;
  // `-o dist/x.skill` in a fresh checkout should just work, as it does for compilers and bundlers.
  await fs.mkdir(path.dirname(output), { recursive: true });
  try {
    await pipeline(zip.outputStream, createWriteStream(temporary, { flags: 'wx' }));
    if (options.verify ?? true) await verifyInstallable(temporary, name, limits);
    await fs.rename(temporary, output);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  const { size } = await fs.stat(output);
  return { output, name, files: entries.map((entry) => entry.path), bytes: size };
}

/**
 * Reads a listed file without following a link or blocking on a FIFO swapped in since the listing
 * (O_NOFOLLOW, O_NONBLOCK), and only if it is still a regular file. A link inside the package is read
 * at the real path it resolved to.
 */
async function readRegularFile(entry: PackageFile): Promise<Buffer> {
  const unsupported = (cause?: unknown) =>
    new SkillportError(
      'PACK_UNSUPPORTED_FILE',
      `Cannot pack ${entry.path}: it changed into a link or special file while packing; archives hold regular files only.`,
      { details: { entry: entry.path }, cause },
    );
  const source = entry.link?.status === 'inside' ? entry.link.target : entry.source;
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(source, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw unsupported(error);
    throw error;
  }
  try {
    if (!(await handle.stat()).isFile()) throw unsupported();
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/**
 * Applies the extraction limits to the files' sizes up front: the archive would be refused anyway,
 * but only after every byte had been read into memory (and a file over 2 GiB cannot be read at once).
 */
async function checkPackSizes(dir: string, entries: PackageFile[], limits: ArchiveLimits) {
  if (entries.length > limits.maxEntries) {
    throw new SkillportError(
      'ARCHIVE_TOO_MANY_ENTRIES',
      `Cannot pack ${dir}: it has ${entries.length} files; the limit is ${limits.maxEntries}.`,
      { details: { dir, entries: entries.length, limit: limits.maxEntries } },
    );
  }
  let totalBytes = 0;
  for (const entry of entries) {
    const { size } = await fs.stat(entry.source);
    if (size > limits.maxFileBytes) {
      throw new SkillportError(
        'ARCHIVE_FILE_TOO_LARGE',
        `Cannot pack ${entry.path}: it has ${size} bytes; the limit per file is ${limits.maxFileBytes}.`,
        { details: { dir, entry: entry.path, bytes: size, limit: limits.maxFileBytes } },
      );
    }
    totalBytes += size;
    if (totalBytes > limits.maxTotalBytes) {
      throw new SkillportError(
        'ARCHIVE_TOO_LARGE',
        `Cannot pack ${dir}: its files exceed ${limits.maxTotalBytes} bytes in total.`,
        { details: { dir, entry: entry.path, limit: limits.maxTotalBytes } },
      );
    }
  }
}

async function verifyInstallable(archive: string, name: string, limits: ArchiveLimits): Promise<void> {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'skillport-pack-'));
  try {
    const targetDir = path.join(scratch, name);
    await extractArchive(archive, { targetDir, limits });
    await assertInstallableSkill(targetDir);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
