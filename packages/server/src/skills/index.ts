export { createSkillCatalog, type SkillCatalog, type SkillView } from './create-skill-catalog.js';
