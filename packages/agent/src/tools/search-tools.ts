import type { ToolJsonSchema } from './tool-definitions.js';

/** A tool `tool_search` can list: one the current call offers (skill tool or the host's own). */
export interface SearchableTool {
  name: string;
  description: string;
  inputSchema?: ToolJsonSchema;
}

const NAME_HIT = 3;
const DESCRIPTION_HIT = 1;

/**
 * `select:a,b` → exactly those, in the order asked; otherwise every word (two characters or more) is
 * matched case-insensitively in names (weighing more) and descriptions, best first, ties in offer order.
 * Only ever picks from `tools`: what the caller may not use was never in it.
 */
export function searchTools(
  tools: readonly SearchableTool[],
  query: string,
  limit: number,
): SearchableTool[] {
  const trimmed = query.trim();
  if (trimmed.toLowerCase().startsWith('select:')) {
    const byName = new Map(tools.map((tool) => [tool.name, tool] as const));
    const wanted = [...new Set(trimmed.slice('select:'.length).split(','))].map((name) => name.trim());
    return wanted.flatMap((name) => byName.get(name) ?? []).slice(0, limit);
  }
  const words = [...new Set(trimmed.toLowerCase().split(/[^\p{L}\p{N}_-]+/u))].filter((w) => w.length >= 2);
  return tools
    .map((tool, index) => {
      const name = tool.name.toLowerCase();
      const description = tool.description.toLowerCase();
      const score = words.reduce(
        (sum, word) =>
          sum + (name.includes(word) ? NAME_HIT : 0) + (description.includes(word) ? DESCRIPTION_HIT : 0),
        0,
      );
      return { tool, index, score };
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((hit) => hit.tool);
}
