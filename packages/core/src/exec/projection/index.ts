/** Enabled-only skill trees for sandboxes that mount skills (SPEC §6.4). */
export {
  createProjection,
  type ProjectedSkill,
  type Projection,
  type ProjectionLease,
  type ProjectionScope,
  type ProjectionState,
  type ProjectionUpdate,
} from './create-projection.js';
export { environmentMounts, type SkillMount } from './environment-mounts.js';
