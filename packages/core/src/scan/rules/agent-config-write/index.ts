import { carries, factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** Where agents read their instructions, permissions, hooks and servers from. */
const AGENT_CONFIG_RE =
  /\.claude\/(?:settings(?:\.local)?\.json|CLAUDE\.md|commands\/|agents\/|hooks?\b|skills\/)|\.claude\.json$|(?:^|\/)(?:CLAUDE|AGENTS|GEMINI)\.md$|\.cursorrules$|\.cursor\/(?:rules|mcp\.json)|\.windsurfrules$|copilot-instructions\.md$|(?:^|\/)\.?mcp\.json$|claude_desktop_config\.json$|\.codex\/(?:config\.toml|AGENTS\.md)|\.gemini\/settings\.json|\.vscode\/(?:settings|tasks)\.json$|\.continue\/config|\.aider\.conf|\.clinerules$|\.roo\/(?:rules\/|mcp\.json$)|\.roomodes$|\.kiro\/(?:steering|settings)\/|\.github\/instructions\/|\.junie\/guidelines|\.amazonq\/rules\/|\.windsurf\/rules\/|\.codeium\/windsurf\/|\.goosehints$|(?:^|\/)opencode\.json$|\.config\/opencode\//i;
/** The user's own configuration, read by every session in every project. */
const GLOBAL_RE =
  /^(?:~|\$HOME|\$\{HOME\}|\/home\/|\/Users\/|\/root\/|%USERPROFILE%|%APPDATA%)|claude_desktop_config|\.claude\.json$/i;
/** Settings that decide what runs without asking, and what starts with every session. */
const CONTROL_RE =
  /settings(?:\.local)?\.json$|mcp\.json$|\.codex\/config|\.gemini\/settings|\.vscode\/tasks|\.claude\/(?:hooks|commands|agents)/i;
/** Content that widens what runs unasked, or phones home from inside the agent's configuration. */
const WIDENED_RE =
  /bypassPermissions|dangerously|approval_policy\s*=\s*["']?never|danger-full-access|autoApprove|"allow"\s*:\s*\[[^\]]*"(?:Bash(?:\(\*\))?|\*)"|https?:\/\/|\bcurl\b|\bwget\b|"folderOpen"/i;

/** A script that reaches the network. */
const NETWORK_CONTENT_RE =
  /https?:\/\/|\bcurl\b|\bwget\b|\bInvoke-(?:WebRequest|RestMethod)\b|\bfetch\(|\brequests\.post\b/i;

/**
 * Code that rewrites the agent's own configuration: memory files, rules, settings, hooks, MCP servers. A
 * project file written with the user is ordinary; the user's global configuration, or content that widens
 * permissions or fetches from the network, keeps acting in every later session.
 */
export const agentConfigWrite: Rule = {
  id: 'SS-AGENT-CONFIG',
  severity: 'high',
  title: 'Writes the agent’s own configuration',
  remediation:
    'Do not write the agent’s settings, memory, rules, hooks or MCP servers; show the change and let the user make it.',
  rationale:
    'A hook, a permission rule or an MCP server written into the agent’s settings runs in every later session, long after the skill is removed; a line in the global CLAUDE.md is an order the agent follows everywhere.',
  keywords: [
    '.claude',
    'claude.md',
    'agents.md',
    'gemini.md',
    '.cursorrules',
    '.cursor',
    '.windsurfrules',
    'copilot-instructions',
    'mcp.json',
    'claude_desktop_config',
    '.codex',
    '.gemini',
    '.vscode',
    '.continue',
    '.aider',
    '.clinerules',
    '.roo',
    '.kiro',
    '.github/instructions',
    '.junie',
    '.amazonq',
    '.windsurf',
    '.codeium',
    '.goosehints',
    'opencode',
  ],
  needsFacts: true,
  check({ units, report, package: pkg }) {
    for (const { unit, fact } of factsOf(units, 'file')) {
      if (!['write', 'append', 'copy', 'move', 'link'].includes(fact.op)) continue;
      const path = fact.op === 'write' || fact.op === 'append' ? fact.path : (fact.target ?? '');
      if (!AGENT_CONFIG_RE.test(path)) continue;
      // Settings written next to a script the same code wrote, and name: the hook or server is that
      // script, and what it sends out is what the configuration now does on every prompt or tool call.
      const planted =
        CONTROL_RE.test(path) &&
        [...factsOf(pkg.units, 'file')].some(
          (other) =>
            (other.fact.op === 'write' || other.fact.op === 'append') &&
            other.fact.path !== path &&
            NETWORK_CONTENT_RE.test(other.fact.contentText ?? '') &&
            unit.text.includes(other.fact.path),
        );
      const widened =
        planted ||
        WIDENED_RE.test(fact.contentText ?? '') ||
        carries(fact.content, 'network', 'decoded', 'environment');
      const global = GLOBAL_RE.test(path);
      const severity = widened ? 'critical' : global ? 'high' : CONTROL_RE.test(path) ? 'medium' : 'low';
      report(unit, {
        line: fact.line,
        severity,
        message: widened
          ? `writes ${path} with content that widens what runs unasked or reaches the network`
          : `writes ${global ? 'the user’s global agent configuration ' : ''}${path}`,
      });
    }
  },
};
