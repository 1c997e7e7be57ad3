import { createRequire } from 'node:module';
import { serveSkillsOverStdio } from '@skillport/agent';
import { resolveRoots } from '../skill-roots.js';

export interface McpOptions {
  root?: string[];
}

/** stdout belongs to the protocol while serving: nothing else is written there. */
export async function mcpAction(options: McpOptions): Promise<void> {
  const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
  await serveSkillsOverStdio({ roots: resolveRoots(options.root), name: 'skillport', version });
}
