export { type ArchiveLimits, DEFAULT_ARCHIVE_LIMITS } from './archive-limits.js';
export { computePackageDigest } from './compute-package-digest.js';
export { type ExtractArchiveOptions, type ExtractArchiveResult, extractArchive } from './extract-archive.js';
export { hashPackageFiles } from './hash-package-files.js';
export { type PackSkillOptions, type PackSkillResult, packSkill } from './pack-skill.js';
