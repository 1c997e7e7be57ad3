/** Skill setup scripts (SPEC §6.3). */
export {
  type RunSkillSetupOptions,
  runSkillSetup,
  SETUP_TIMEOUT_MS,
  type SkillSetupResult,
} from './run-skill-setup.js';
