const SPECIAL = /[&<>"']/;
const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Escapes the five XML special characters. Skill names, descriptions and paths come from packages
 * written by others: unescaped, a description could close `</available_skills>` and smuggle
 * instructions into the system prompt as if they were ours.
 */
export function escapeXml(text: string): string {
  // Most text has none of them: a test is much cheaper than a replace that rebuilds the string.
  if (!SPECIAL.test(text)) return text;
  return text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch);
}
