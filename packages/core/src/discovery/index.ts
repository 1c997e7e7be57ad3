export {
  DEFAULT_MAX_DEPTH,
  type FindSkillPackagesOptions,
  type FindSkillPackagesResult,
  type FoundPackage,
  findSkillPackages,
  isInside,
} from '../package/index.js';
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
export { type ValidatedSkill, type ValidatePathResult, validatePath } from './validate-path.js';
