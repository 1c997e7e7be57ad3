export { agentExecutionPolicy } from './agent-execution-policy.js';
export {
  createSkillCatalog,
  type ProjectedSkillDir,
  type SkillCatalog,
  type SkillView,
} from './create-skill-catalog.js';
export { createSkillSync, SKILL_CHANNEL, type SkillSync } from './create-skill-sync.js';
export { diffSkillVersions, type FileDiff } from './diff-skill-versions.js';
export { envDiagnostics } from './env-diagnostics.js';
export { findVisibleSkill } from './find-visible-skill.js';
export { listSkillFiles, MAX_LISTED_FILES } from './list-skill-files.js';
export { MAX_SKILL_FILE_BYTES, readSkillFile, type SkillFile } from './read-skill-file.js';
export { recoverInterruptedChanges } from './recover-interrupted-changes.js';
export { removeSkillFolder } from './remove-skill-folder.js';
export { routedReferences } from './routed-references.js';
export { createKeyedSerializer } from './serialize-by-key.js';
export {
  DiagnosticsSchema,
  SkillDetailSchema,
  type SkillSummary,
  SkillSummarySchema,
  toSkillSummary,
} from './skill-schemas.js';
export { skillVersionDir } from './skill-version-dir.js';
export { EDIT_STAGING_FOLDER, type FileChange, MAX_EDIT_FILES, stageSkillEdit } from './stage-skill-edit.js';
