/** Per-skill environments and host dependency checks (SPEC §6.3). */
export {
  type CheckSystemDependenciesOptions,
  checkSystemDependencies,
  type SystemDependencyReport,
  type SystemDependencyStatus,
} from './check-system-dependencies.js';
export {
  type PrepareSkillEnvironmentOptions,
  prepareSkillEnvironment,
  type SkillEnvironmentResult,
} from './prepare-skill-environment.js';
