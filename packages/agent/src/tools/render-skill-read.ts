import { readSkillBody, type Skill } from '@skillport/core';
import { isInfrastructureFile } from './is-infrastructure-file.js';
import { listSkillFiles } from './list-skill-files.js';
import { readSkillFile } from './read-skill-file.js';
import { wrapUntrusted } from './wrap-untrusted.js';

/** Most file names listed after a skill's body; a toolkit with more is browsed with read_skill_file. */
const MAX_LISTED_FILES = 100;

function routeMatches(task: string, words: readonly string[]): boolean {
  const lower = task.toLowerCase();
  return words.some((word) => {
    const needle = word.toLowerCase().trim();
    if (needle === '') return false;
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?:^|[^a-z0-9])${escaped}(?:$|[^a-z0-9])`).test(lower);
  });
}

function referenceList(tag: string, paths: readonly string[], note: string): string {
  if (paths.length === 0) return '';
  return `\n${wrapUntrusted(tag, {}, `${note}\n${paths.map((p) => `- ${p}`).join('\n')}`)}`;
}

/**
 * What `read_skill` answers (SPEC §3.3): the body inside `<skill_content>`, the required and optional
 * references, the documents of every route whose words match `task` inlined, and the skill's other
 * files (infrastructure files left out).
 */
export async function renderSkillRead(skill: Skill, options: { task?: string; maxFileBytes?: number } = {}) {
  const body = await readSkillBody(skill);
  let text = wrapUntrusted(
    'skill_content',
    { name: skill.name, classification: skill.classification },
    body.trim(),
  );
  const { required, optional, routes } = skill.references;
  text += referenceList(
    'skill_required_references',
    required,
    'Read these with read_skill_file before acting:',
  );
  text += referenceList(
    'skill_optional_references',
    optional,
    'Read these with read_skill_file when relevant:',
  );
  const task = options.task?.trim() ?? '';
  if (task !== '') {
    const routed = [
      ...new Set(routes.filter((r) => routeMatches(task, r.match)).flatMap((r) => r.requiredRefs)),
    ];
    for (const path of routed) {
      const file = await readSkillFile(
        skill,
        path,
        options.maxFileBytes === undefined ? {} : { maxBytes: options.maxFileBytes },
      );
      text += `\n${wrapUntrusted('skill_routed_reference', { path: file.path }, file.text)}`;
    }
  }
  const referenced = new Set([...required, ...optional, 'SKILL.md']);
  const others = (await listSkillFiles(skill))
    .map((f) => f.path)
    .filter((p) => !referenced.has(p) && !isInfrastructureFile(p));
  if (others.length > 0) {
    const shown = others.slice(0, MAX_LISTED_FILES);
    const more = others.length > shown.length ? `\n(${others.length - shown.length} more)` : '';
    text += `\n${wrapUntrusted('skill_files', {}, `${shown.join('\n')}${more}`)}`;
  }
  return text;
}
