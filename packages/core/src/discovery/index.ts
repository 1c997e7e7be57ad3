export {
  DEFAULT_MAX_DEPTH,
  type FindSkillPackagesOptions,
  type FindSkillPackagesResult,
  type FoundPackage,
  findSkillPackages,
  isInside,
} from '../package/index.js';
export { type CachedOutput, readCachedOutput, writeCachedOutput } from './cached-output.js';
export {
  type CreateSkillRegistryOptions,
  createSkillRegistry,
  type RegistrySnapshot,
  type SkillRegistry,
} from './create-skill-registry.js';
export {
  createDiscoveryCache,
  type DiscoveryCache,
  type LoadSkillsOptions,
  type LoadSkillsResult,
  loadSkills,
  type SkillRoot,
} from './load-skills.js';
export {
  type LoadSkillsCachedOptions,
  type LoadSkillsCachedResult,
  loadSkillsCached,
} from './load-skills-cached.js';
export { type TreeSnapshot, treeSnapshotHolds } from './tree-snapshot.js';
export {
  type ValidatedSkill,
  type ValidatePathCachedOptions,
  type ValidatePathCachedResult,
  type ValidatePathResult,
  validatePath,
  validatePathCached,
} from './validate-path.js';
