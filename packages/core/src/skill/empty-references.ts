import type { SkillReferences } from './types.js';

/** Shared by every skill without references: frozen all the way down so no holder can change it for all. */
export const EMPTY_REFERENCES: SkillReferences = Object.freeze({
  required: Object.freeze([]) as unknown as string[],
  optional: Object.freeze([]) as unknown as string[],
  routes: Object.freeze([]) as unknown as SkillReferences['routes'],
});
