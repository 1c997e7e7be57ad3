import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createSkillRegistry, type SkillRoot } from '@skillport/core';
import { createSkillsMcpServer, type SkillsMcpServerOptions } from './create-skills-mcp-server.js';

export interface ServeSkillsStdioOptions extends Omit<SkillsMcpServerOptions, 'registry'> {
  roots: readonly SkillRoot[];
  /** How often the roots are re-scanned for changes (OS change notifications keep this cheap). */
  pollMs?: number;
}

export const DEFAULT_MCP_POLL_MS = 1_000;

/**
 * Serves the skills under `roots` over stdio until stdin closes (what `skillport mcp` runs). Changes on
 * disk reach connected clients as `list_changed` notifications.
 */
export async function serveSkillsOverStdio(options: ServeSkillsStdioOptions): Promise<void> {
  const { roots, pollMs = DEFAULT_MCP_POLL_MS, ...rest } = options;
  const registry = createSkillRegistry({ roots, watch: true });
  await registry.get();
  const mcp = createSkillsMcpServer({ ...rest, registry, reviewPaths: rest.reviewPaths ?? true });
  const transport = new StdioServerTransport();
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    registry
      .refresh()
      .then(() => mcp.checkForChanges())
      .catch(() => {})
      .finally(() => {
        polling = false;
      });
  }, pollMs);
  const closed = new Promise<void>((resolve) => {
    const stop = () => {
      clearInterval(timer);
      registry.close();
      resolve();
    };
    transport.onclose = stop;
    process.stdin.once('end', () => void mcp.server.close().finally(stop));
  });
  await mcp.server.connect(transport);
  await closed;
}
