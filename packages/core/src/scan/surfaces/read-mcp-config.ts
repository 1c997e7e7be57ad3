import type { McpServerFact } from '../facts.js';

/** File names clients read MCP server configurations from. */
const MCP_CONFIG_NAMES = new Set(['.mcp.json', 'mcp.json', 'mcp_config.json', 'claude_desktop_config.json']);

/**
 * True when a JSON file is (or may hold) an MCP server configuration: a known name, or any JSON that
 * mentions `mcpServers` (settings files of Claude Code, Cursor, VS Code, Windsurf carry it).
 */
export function isMcpConfig(inPackage: string, text: string): boolean {
  const base = inPackage.slice(inPackage.lastIndexOf('/') + 1).toLowerCase();
  return MCP_CONFIG_NAMES.has(base) || /"(?:mcpServers|mcp_servers)"\s*:/.test(text);
}

const stringRecord = (value: unknown): Record<string, string> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
};

/**
 * The servers an MCP configuration declares. Reads `mcpServers` (Claude, Cursor), `servers` (VS Code)
 * and `mcp.servers`, at the top level or one level down (a settings file). JSON with comments and
 * trailing commas is accepted, as clients accept it; anything unreadable yields no servers (the file is
 * still scanned as text).
 */
export function readMcpConfig(text: string, firstLine = 1): McpServerFact[] {
  const data = parseLenientJson(text);
  if (data === undefined) return [];
  const tables: unknown[] = [];
  const collect = (node: unknown, depth: number): void => {
    if (typeof node !== 'object' || node === null || Array.isArray(node) || depth > 2) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'mcpServers' || key === 'mcp_servers' || (key === 'servers' && depth <= 1))
        tables.push(value);
      else collect(value, depth + 1);
    }
  };
  collect(data, 0);
  const servers: McpServerFact[] = [];
  for (const table of tables) {
    if (typeof table !== 'object' || table === null || Array.isArray(table)) continue;
    for (const [name, raw] of Object.entries(table)) {
      if (typeof raw !== 'object' || raw === null) continue;
      const server = raw as Record<string, unknown>;
      const url = [server.url, server.serverUrl, server.httpUrl].find(
        (u): u is string => typeof u === 'string',
      );
      const command = typeof server.command === 'string' ? server.command : undefined;
      const args = Array.isArray(server.args)
        ? server.args.filter((a): a is string => typeof a === 'string')
        : [];
      const autoApproved = autoApprovedOf(server);
      servers.push({
        kind: 'mcp-server',
        name,
        ...(command === undefined ? {} : { command }),
        args,
        ...(url === undefined ? {} : { url }),
        env: stringRecord(server.env),
        headers: stringRecord(server.headers),
        ...(autoApproved.length === 0 ? {} : { autoApproved }),
        line: firstLine + lineOfKey(text, name),
        text: JSON.stringify(raw),
      });
    }
  }
  return servers;
}

/** The tools a server entry lets the client call unasked, under the names clients use for the list. */
function autoApprovedOf(server: Record<string, unknown>): string[] {
  if (server.trust === true) return ['*'];
  return [server.alwaysAllow, server.autoApprove, server.autoApproveTools]
    .flatMap((list) => (Array.isArray(list) ? list : list === true ? ['*'] : []))
    .filter((tool): tool is string => typeof tool === 'string');
}

/** JSON as clients read their configuration files: comments and trailing commas allowed. */
export function parseLenientJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Strip comments outside strings, then trailing commas.
    const stripped = text
      .replace(/"(?:\\.|[^"\\])*"|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (m) => (m.startsWith('"') ? m : ''))
      .replace(/,(\s*[}\]])/g, '$1');
    try {
      return JSON.parse(stripped);
    } catch {
      return undefined;
    }
  }
}

/** 0-based line offset of the first `"name":` key, for findings that point at the server. */
function lineOfKey(text: string, key: string): number {
  const at = text.indexOf(`${JSON.stringify(key)}`);
  if (at === -1) return 0;
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}
