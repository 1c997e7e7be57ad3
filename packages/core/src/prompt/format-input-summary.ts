import type { InterfaceField } from '../skill/types.js';
import { truncateWithEllipsis } from './truncate-with-ellipsis.js';

/** Keeps one skill's interface from crowding out other skills' entries in the prompt. */
export const MAX_INPUT_SUMMARY_CHARS = 300;

function describeField(name: string, field: InterfaceField): string {
  const traits = [field.type];
  if (field.required) traits.push('required');
  if (field.default !== undefined)
    traits.push(`default ${JSON.stringify(field.default) ?? String(field.default)}`);
  return `${name} (${traits.join(', ')})`;
}

/**
 * One line describing a compute-entry skill's input, e.g.
 * `image_path (string, required), language (string, default "auto")`, in declaration order, so the
 * model can call `execute_skill` without reading the whole SKILL.md. Empty when there is no input.
 */
export function formatInputSummary(input: Readonly<Record<string, InterfaceField>>): string {
  const summary = Object.entries(input)
    .map(([name, field]) => describeField(name, field))
    .join(', ');
  return truncateWithEllipsis(summary, MAX_INPUT_SUMMARY_CHARS);
}
