import type { Skill } from '../skill/types.js';
import { escapeXml } from './escape-xml.js';
import { formatInputSummary } from './format-input-summary.js';
import { toPromptLine } from './to-prompt-line.js';

/** One skill's lines in a prompt block, with the description left open so budgets can shorten it. */
export interface SkillEntry {
  name: string;
  /** Raw (unescaped) one-line description. */
  description: string;
  /** Renders the entry around an already-escaped description. */
  render: (escapedDescription: string) => string;
  /** `render('').length`. */
  frameChars: number;
}

/**
 * The `<skill>` element shared by the prompt's `full` mode and `describe_skill` answers: name,
 * description, classification, a one-line input summary for compute-entry skills, and location.
 */
export function skillEntry(skill: Skill, location: string): SkillEntry {
  const before = `<skill>\n<name>${escapeXml(toPromptLine(skill.name))}</name>\n<description>`;
  let after = `</description>\n<classification>${escapeXml(skill.classification)}</classification>\n`;
  const input = skill.classification === 'compute-entry' ? skill.config?.interface?.input : undefined;
  const summary = input === undefined ? '' : toPromptLine(formatInputSummary(input));
  if (summary !== '') after += `<input>${escapeXml(summary)}</input>\n`;
  after += `<location>${escapeXml(toPromptLine(location))}</location>\n</skill>\n`;
  return {
    name: skill.name,
    description: toPromptLine(skill.description),
    render: (escapedDescription) => `${before}${escapedDescription}${after}`,
    frameChars: before.length + after.length,
  };
}

/** A bare name line for the `index` mode. */
export function indexEntry(skill: Skill): SkillEntry {
  const line = `${escapeXml(toPromptLine(skill.name))}\n`;
  return { name: skill.name, description: '', render: () => line, frameChars: line.length };
}
