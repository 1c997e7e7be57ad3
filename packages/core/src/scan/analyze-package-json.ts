import type { FileContext } from './file-context.js';
import type { Severity } from './finding.js';
import { matchShellText } from './match-shell-text.js';

/** npm runs these on `npm install` without anyone asking: they are as dangerous as a script run directly. */
const LIFECYCLE_SCRIPTS = new Set([
  'preinstall',
  'install',
  'postinstall',
  'prepare',
  'preprepare',
  'postprepare',
  'prepublish',
]);

/**
 * `scripts` in a shipped package.json are shell commands the agent's `npm install` / `npm test` runs.
 * Lifecycle hooks keep the shell rules' severity; scripts that need an explicit `npm run` rank one lower.
 */
export function analyzePackageJson(ctx: FileContext): void {
  if (!ctx.text.includes('"scripts"')) return;
  let scripts: unknown;
  try {
    scripts = (JSON.parse(ctx.text) as { scripts?: unknown }).scripts;
  } catch {
    return;
  }
  if (typeof scripts !== 'object' || scripts === null) return;
  for (const [name, command] of Object.entries(scripts)) {
    if (typeof command !== 'string') continue;
    const index = ctx.text.indexOf(JSON.stringify(name));
    const line = index === -1 ? 1 : ctx.lineAt(index);
    const automatic = LIFECYCLE_SCRIPTS.has(name);
    for (const hit of matchShellText(command)) {
      const severity: Severity = automatic || hit.severity !== 'critical' ? hit.severity : 'high';
      ctx.report(hit.ruleId, {
        line,
        severity,
        message: `${hit.message} (npm script "${name}"${automatic ? ', runs on install' : ''})`,
      });
    }
  }
}
