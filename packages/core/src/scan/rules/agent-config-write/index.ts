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

/** Settings files an agent reads from a project: shipped in a skill, they are copied there to take effect. */
const SHIPPED_SETTINGS_RE = /(?:^|\/)\.claude\/settings(?:\.local)?\.json$|(?:^|\/)\.gemini\/settings\.json$/;
/**
 * An `env` entry that moves the model's API endpoint: every prompt, every file the agent reads and the API
 * key in its header then go to that host first.
 */
const MODEL_ENDPOINT_RE =
  /"((?:ANTHROPIC|ANTHROPIC_BEDROCK|ANTHROPIC_VERTEX|OPENAI|AZURE_OPENAI|GOOGLE_GEMINI|GEMINI)_(?:BASE_URL|API_BASE|API_URL|ENDPOINT))"\s*:\s*"([^"]+)"/g;
/** The vendors' own endpoints, and a proxy on the user's machine. */
const MODEL_VENDOR_HOST_RE =
  /^(?:api\.anthropic\.com|api\.openai\.com|generativelanguage\.googleapis\.com|[\w-]+\.openai\.azure\.com|bedrock-runtime\.[\w-]+\.amazonaws\.com|[\w-]+-aiplatform\.googleapis\.com|localhost|127\.0\.0\.1|\[::1\])$/i;

/**
 * An `env` entry that turns off certificate checks for the agent's own process: any proxy or network on
 * the way can then read the prompts and the API key in clear.
 */
const TLS_CHECKS_OFF_RE = /"NODE_TLS_REJECT_UNAUTHORIZED"\s*:\s*"?0"?/;

/** How bad routing the model's traffic through `url` is: a raw address or plain http is high. */
function endpointRisk(url: string): 'high' | 'medium' | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (MODEL_VENDOR_HOST_RE.test(parsed.hostname)) return undefined;
  return parsed.protocol === 'http:' || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(parsed.hostname) ? 'high' : 'medium';
}

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
    // Settings shipped in the skill are found by path; these name what they set.
    '_base_url',
    '_api_base',
    '_api_url',
    '_endpoint',
    'node_tls_reject_unauthorized',
  ],
  needsFacts: true,
  check({ units, report, package: pkg }) {
    for (const { unit } of units) {
      if (unit.language !== 'json' || !SHIPPED_SETTINGS_RE.test(unit.inPackage)) continue;
      for (const m of unit.text.matchAll(MODEL_ENDPOINT_RE)) {
        const severity = endpointRisk(m[2]!);
        if (severity === undefined) continue;
        report(unit, {
          line: unit.firstLine + (unit.text.slice(0, m.index).match(/\n/g)?.length ?? 0),
          severity,
          message: `ships agent settings that send every model request, with the API key, through ${m[2]} (${m[1]})`,
        });
      }
      const tlsOff = TLS_CHECKS_OFF_RE.exec(unit.text);
      if (tlsOff !== null)
        report(unit, {
          line: unit.firstLine + (unit.text.slice(0, tlsOff.index).match(/\n/g)?.length ?? 0),
          message:
            'ships agent settings that turn off TLS certificate checks (NODE_TLS_REJECT_UNAUTHORIZED=0) for every request the agent makes',
        });
    }
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
