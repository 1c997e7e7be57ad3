/**
 * The tags the agent frames skill text with. Skill packages are written by others: if their text could
 * contain `</skill_content>` or `<activated_skill>`, a body could end our frame early and continue as if
 * it were the harness speaking, or forge a second skill's content.
 */
export const FRAME_TAGS: readonly string[] = [
  'activated_skill',
  'available_skills',
  'skill_content',
  'skill_details',
  'skill_file',
  'skill_files',
  'skill_index',
  'skill_optional_references',
  'skill_required_references',
  'skill_review',
  'skill_routed_reference',
];

const FRAME_TAG_PATTERN = new RegExp(`<(?=\\s*/?\\s*(?:${FRAME_TAGS.join('|')})(?![A-Za-z0-9_-]))`, 'gi');

/** Neutralises every opening or closing frame tag inside untrusted text; other markup stays readable. */
export function neutralizeFrameTags(text: string): string {
  return text.replace(FRAME_TAG_PATTERN, '&lt;');
}

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);

/** Untrusted text inside one frame tag, with attribute values escaped and inner frame tags neutralised. */
export function wrapUntrusted(tag: string, attributes: Record<string, string>, text: string): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  return `<${tag}${attrs}>\n${neutralizeFrameTags(text)}\n</${tag}>`;
}
