import type { Skill } from '@skillport/core';

/**
 * The reference files a task routes to (SPEC §3.3): a route applies when one of its `match` phrases
 * occurs in the task, case-insensitively. Order of first mention, no duplicates.
 */
export function routedReferences(skill: Skill, task: string | undefined): string[] {
  if (task === undefined || task.trim() === '') return [];
  const haystack = task.toLowerCase();
  const out = new Set<string>();
  for (const route of skill.references.routes) {
    if (route.match.some((phrase) => phrase !== '' && haystack.includes(phrase.toLowerCase()))) {
      for (const ref of route.requiredRefs) out.add(ref);
    }
  }
  return [...out];
}
