// Internal: the package model shared by discovery, archives, scan and review. Not part of the root API.
export { type ArchiveLimits, DEFAULT_ARCHIVE_LIMITS } from './archive-limits.js';
export { checkEntryName } from './check-entry-name.js';
export { checkPackagePaths, type PackagePath } from './check-package-paths.js';
export { classifyFile, FILE_HEAD_BYTES, type FileClass, type FileLanguage } from './classify-file.js';
export {
  DEFAULT_MAX_DEPTH,
  type FindSkillPackagesOptions,
  type FindSkillPackagesResult,
  type FoundPackage,
  findSkillPackages,
  type ListingCache,
} from './find-skill-packages.js';
export { hasZipEndRecord, ZIP_END_RECORD_SEARCH_BYTES } from './has-zip-end-record.js';
export { isEvalFixture } from './is-eval-fixture.js';
export { isInside } from './is-inside.js';
export { isInsideSkill } from './is-inside-skill.js';
export { hasShebang, isScriptFile } from './is-script-file.js';
export {
  type ListPackageFilesOptions,
  listPackageFiles,
  type PackageFile,
  type PackageListing,
} from './list-package-files.js';
export { refuseBlockedFile } from './refuse-blocked-file.js';
export { refusePackageEntry } from './refuse-package-entry.js';
export { type LinkResolution, resolveLink } from './resolve-link.js';
export { type SkipGroup, type SkippedEntry, skippedEntry } from './skip-table.js';
export { createTimeSlicer, DEFAULT_SLICE_MS } from './time-slicer.js';
