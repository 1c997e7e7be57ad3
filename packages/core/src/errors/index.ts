export { isSkillportError, SkillportError } from './skillport-error.js';
