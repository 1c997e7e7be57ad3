import { parseSkillMd } from '../skill/index.js';

export interface SkillDeclarations {
  name: string | undefined;
  /** `undefined`: nothing declared (no restriction, nothing to compare against). */
  allowedTools: string[] | undefined;
  /** 1-based line of `allowed-tools` in SKILL.md, for findings. */
  allowedToolsLine: number;
}

/**
 * Reads the parts of SKILL.md frontmatter that scan rules compare scripts against. `bytes`, when the
 * caller holds the file's bytes, spares encoding the text again.
 */
export function readSkillDeclarations(text: string, file: string, bytes?: Uint8Array): SkillDeclarations {
  const parsed = parseSkillMd(bytes ?? text, { path: file });
  const lines = text.split('\n', 200);
  const index = lines.findIndex((l) => /^allowed-tools\s*:/.test(l));
  return {
    name: parsed.frontmatter?.name,
    allowedTools: parsed.frontmatter?.allowedTools,
    allowedToolsLine: index === -1 ? 1 : index + 1,
  };
}

/** Unrestricted shell implies both process and network use; `Bash(git:*)` implies only what it names. */
export function declaredCapabilities(tools: readonly string[]): { shell: boolean; network: boolean } {
  let shell = false;
  let network = false;
  for (const raw of tools) {
    const tool = raw.trim();
    const m = /^(\w[\w-]*)(?:\((.*)\))?$/.exec(tool);
    const base = (m?.[1] ?? tool).toLowerCase();
    const pattern = m?.[2]?.trim();
    if (
      /^(?:bash|shell|sh|terminal|run_command|run_terminal_cmd|execute_command|exec|execute|computer|execute_skill)$/.test(
        base,
      )
    ) {
      shell = true;
      if (
        pattern === undefined ||
        pattern === '*' ||
        pattern === '' ||
        /^(?:curl|wget|http|nc|ssh|scp|python[0-9.]*|node|npx|uv|uvx|bun|deno|bash|sh|zsh)\b/.test(pattern)
      ) {
        network = true;
      }
    }
    if (
      /^(?:webfetch|websearch|fetch|browser|http|web_fetch|web_search|curl)$/.test(base) ||
      base.startsWith('mcp__')
    )
      network = true;
  }
  return { shell, network };
}
