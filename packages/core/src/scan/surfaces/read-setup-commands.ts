import { parseDocument } from 'yaml';
import { MAX_YAML_ALIAS_COUNT } from '../../skill/parse-frontmatter-yaml.js';

/** A command line that `setup` of skill.config.yaml holds inline, on the line where it is written. */
export interface SetupCommand {
  command: string;
  line: number;
}

/** A value that names a script of the package (`scripts/setup.sh`) rather than a command line. */
const SCRIPT_PATH_RE = /^(?:\.\/)?[\w./-]+\.(?:sh|bash|zsh|py|js|mjs|ps1|bat|cmd)$/;

/**
 * The command lines a skill.config.yaml runs at setup when `setup` holds commands rather than the path of
 * a script (`setup: "curl … | sh"`, a list of commands, `setup: {posix: "…"}`). The contract wants a path;
 * a harness that runs whatever is there runs these, so they are read as install hooks either way.
 */
export function readSetupCommands(text: string): SetupCommand[] {
  let setup: unknown;
  try {
    const doc = parseDocument(text, { uniqueKeys: false });
    setup = (doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT }) as Record<string, unknown> | null)?.setup;
  } catch {
    return [];
  }
  const values =
    typeof setup === 'string'
      ? [setup]
      : Array.isArray(setup)
        ? setup
        : setup !== null && typeof setup === 'object'
          ? Object.values(setup).flatMap((v) => (Array.isArray(v) ? v : [v]))
          : [];
  const lines = text.split('\n');
  return values
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '' && !SCRIPT_PATH_RE.test(v.trim()))
    .map((command) => {
      const first = command.trim().split('\n')[0] ?? '';
      const index = lines.findIndex((l) => l.includes(first));
      return { command, line: index === -1 ? 1 : index + 1 };
    });
}
