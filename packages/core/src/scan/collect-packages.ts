import { statSync } from 'node:fs';
import path from 'node:path';
import { isSkillportError, type SkillportError } from '../errors/index.js';
import { type ArchiveLimits, DEFAULT_ARCHIVE_LIMITS } from '../package/archive-limits.js';
import { checkEntryName } from '../package/check-entry-name.js';
import { checkPackagePaths } from '../package/check-package-paths.js';
import { type FoundPackage, findSkillPackages } from '../package/find-skill-packages.js';
import { listPackageFiles, type PackageFile } from '../package/list-package-files.js';
import { refusePackageEntry } from '../package/refuse-package-entry.js';
import type { Finding } from './finding.js';
import { refusalFinding, structureFinding } from './structure-finding.js';

const SKILL_FILE = 'SKILL.md';

/** One package to scan: a folder holding SKILL.md, or a folder of loose files without one. */
export interface ScanPackage {
  dir: string;
  /** POSIX path of the package relative to the scan root, '' for the root itself. */
  prefix: string;
  hasSkillFile: boolean;
  /** Files to read, in path order; links inside the package and refused entries are not among them. */
  files: { abs: string; rel: string; inPackage: string }[];
  /** What the layout alone says: refusals an install would make, and folders it would leave out. */
  findings: Finding[];
}

const join = (prefix: string, rel: string) => (prefix === '' ? rel : `${prefix}/${rel}`);

/**
 * The packages under a scan target, as install would see them: discovery's walk finds the packages,
 * the package model lists each one (skip table, links, special files), and every path problem an
 * install refuses becomes a critical finding naming the same refusal code.
 */
export async function* collectPackages(
  root: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): AsyncGenerator<ScanPackage> {
  // Listed one at a time: the file lists of a whole catalogue would make memory grow with its size.
  for (const found of await packageDirs(root)) {
    yield await collectPackage(root, found, limits);
  }
}

/** A folder to scan as one package; what discovery read of it already is not read again. */
interface PackageDir {
  dir: string;
  hasSkillFile: boolean;
  found?: Pick<FoundPackage, 'realDir' | 'listing'>;
}

async function packageDirs(root: string): Promise<PackageDir[]> {
  if (statSync(path.join(root, SKILL_FILE), { throwIfNoEntry: false })?.isFile()) {
    return [{ dir: root, hasSkillFile: true }];
  }
  // Below a package discovery finds only diagnostics, which a scan does not report: each package's
  // files are listed once, by the package listing.
  const { packages } = await findSkillPackages({ roots: [{ path: root }], packageContents: false });
  // One package reached directly and through links is scanned once, at its direct path.
  const ordered = [...packages].sort(
    (a, b) => Number(a.viaSymlink) - Number(b.viaSymlink) || (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0),
  );
  const seen = new Set<string>();
  const found: PackageDir[] = [];
  for (const p of ordered) {
    if (seen.has(p.realDir)) continue;
    seen.add(p.realDir);
    found.push({ dir: p.dir, hasSkillFile: true, found: { realDir: p.realDir, listing: p.listing } });
  }
  // A folder of loose scripts is scanned as one package without a SKILL.md.
  return found.length > 0 ? found : [{ dir: root, hasSkillFile: false }];
}

async function collectPackage(
  root: string,
  { dir, hasSkillFile, found }: PackageDir,
  limits: ArchiveLimits,
): Promise<ScanPackage> {
  // Discovery's package folders are below the root by construction: cutting the root off is what
  // path.relative computes, without resolving both paths again for each of thousands of packages.
  const prefix = (
    dir === root
      ? ''
      : dir.startsWith(root + path.sep)
        ? dir.slice(root.length + 1)
        : path.relative(root, dir)
  )
    .split(path.sep)
    .join('/');
  const listing = await listPackageFiles(dir, {
    scope: 'package',
    ...(found === undefined ? {} : { realDir: found.realDir, entries: found.listing }),
  });
  const findings: Finding[] = [];
  const reported = new Set<string>();
  const refused = (error: SkillportError, file: string) => {
    // A refusal that names its entry is reported on that file, once, whichever check found it.
    const entry = typeof error.details?.entry === 'string' ? error.details.entry : file;
    const finding = refusalFinding(error, join(prefix, entry));
    const key = `${finding.ruleId}\0${finding.file}`;
    if (reported.has(key)) return;
    reported.add(key);
    findings.push(finding);
  };
  const guard = (file: string, check: () => void) => {
    try {
      check();
    } catch (error) {
      if (!isSkillportError(error)) throw error;
      refused(error, file);
    }
  };

  const files: ScanPackage['files'] = [];
  for (const file of listing.files) {
    guard(file.path, () => checkEntryName(file.path, limits));
    const refusal = refusePackageEntry(file);
    if (refusal !== undefined) refused(refusal, file.path);
    else if (!isLinkInside(file))
      files.push({ abs: file.source, rel: join(prefix, file.path), inPackage: file.path });
  }
  for (const folder of listing.directories) guard(folder, () => checkEntryName(folder, limits));
  if (hasSkillFile) {
    const paths = [
      ...listing.files.map((f) => ({ path: f.path, isDirectory: false })),
      ...listing.directories.map((d) => ({ path: d, isDirectory: true })),
    ];
    guard(SKILL_FILE, () => checkPackagePaths(paths));
  }
  if (listing.files.length > limits.maxEntries) {
    const message = `The package has ${listing.files.length} files; the limit is ${limits.maxEntries}.`;
    findings.push(refusalFinding({ code: 'ARCHIVE_TOO_MANY_ENTRIES', message }, join(prefix, SKILL_FILE)));
  }
  for (const skipped of listing.skipped) {
    // Dependencies and caches shipped beside the code are dropped on install: the skill may not work
    // without them, and they are not what was reviewed. VCS metadata and OS litter are unremarkable.
    if (skipped.entry.group !== 'dependencies' && skipped.entry.group !== 'cache') continue;
    findings.push(
      structureFinding(
        'SS-STRUCTURE-SKIPPED',
        join(prefix, skipped.path),
        `${skipped.path}${skipped.isDirectory ? '/' : ''} is left out when the skill is packed or installed (${skipped.entry.why}), so it is not scanned`,
      ),
    );
  }
  return { dir, prefix, hasSkillFile, files, findings };
}

/** A link to a file inside the package: its target is scanned at its own path. */
function isLinkInside(file: PackageFile): boolean {
  return file.kind === 'symlink' && file.link?.status === 'inside';
}
