export { type ArchiveLimits, DEFAULT_ARCHIVE_LIMITS } from '../package/archive-limits.js';
export {
  type ListPackageFilesOptions,
  listPackageFiles,
  type PackageFile,
  type PackageListing,
} from '../package/list-package-files.js';
export { type InstallHistoryRecord, InstallHistoryRecordSchema } from './append-install-history.js';
export { computePackageDigest } from './compute-package-digest.js';
export { type ExtractArchiveOptions, type ExtractArchiveResult, extractArchive } from './extract-archive.js';
export { hashPackageFiles } from './hash-package-files.js';
export {
  type InstallScanHook,
  type InstallSkillOptions,
  type InstallSkillResult,
  installSkill,
} from './install-skill.js';
export { type PackSkillOptions, type PackSkillResult, packSkill } from './pack-skill.js';
export { readSkillsLock } from './read-skills-lock.js';
export {
  SKILLS_LOCK_FILE,
  type SkillLockEntry,
  SkillLockEntrySchema,
  type SkillsLock,
  SkillsLockSchema,
} from './skills-lock-schema.js';
export { type VerifySkillsOptions, type VerifySkillsResult, verifySkills } from './verify-skills.js';
