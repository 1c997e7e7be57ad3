import { unzipSync } from 'fflate';
import { parse } from 'yaml';

/** Only these few small files are inflated in the browser; the gateway does the real, strict checks. */
const MAX_INSPECTED_BYTES = 256 * 1024;

export interface ArchivePreview {
  files: string[];
  /** Setup scripts the package declares (`setup` in skill.config.yaml), with their text when present. */
  setup: { platform: string; path: string; content: string | undefined }[];
  /** Declared dependencies that a setup step would install. */
  dependencies: string[];
}

/** A first look at an uploaded `.skill` before it is sent: what it contains and what it would run. */
export function inspectArchive(bytes: Uint8Array): ArchivePreview {
  const files: string[] = [];
  unzipSync(bytes, {
    filter: (entry) => {
      if (!entry.name.endsWith('/')) files.push(entry.name);
      return false;
    },
  });
  const root = commonRoot(files);
  const configPath = `${root}skill.config.yaml`;
  const small = (name: string) =>
    unzipSync(bytes, { filter: (entry) => entry.name === name && entry.originalSize <= MAX_INSPECTED_BYTES })[
      name
    ];
  const configBytes = files.includes(configPath) ? small(configPath) : undefined;
  let config: Record<string, unknown> = {};
  if (configBytes !== undefined) {
    try {
      const parsed: unknown = parse(new TextDecoder().decode(configBytes), { maxAliasCount: 50 });
      if (parsed !== null && typeof parsed === 'object') config = parsed as Record<string, unknown>;
    } catch {
      // An unreadable config is the gateway's to report (CONFIG_PARSE_ERROR); nothing is declared here.
    }
  }
  const setup: ArchivePreview['setup'] = [];
  if (config.setup !== null && typeof config.setup === 'object') {
    for (const [platform, script] of Object.entries(config.setup as Record<string, unknown>)) {
      if (typeof script !== 'string') continue;
      const path = `${root}${script.replace(/^\.\//, '')}`;
      const content = files.includes(path) ? small(path) : undefined;
      setup.push({
        platform,
        path: script,
        content: content === undefined ? undefined : new TextDecoder().decode(content),
      });
    }
  }
  return {
    files: files.map((f) => f.slice(root.length)),
    setup,
    dependencies: dependenciesOf(config, files, root),
  };
}

/** A single top-level directory is the skill root (SPEC §5.1). */
function commonRoot(files: string[]): string {
  const first = files[0]?.split('/')[0];
  if (first === undefined || !files.every((f) => f.startsWith(`${first}/`))) return '';
  return `${first}/`;
}

function dependenciesOf(config: Record<string, unknown>, files: string[], root: string): string[] {
  const out: string[] = [];
  const deps = (config.dependencies ?? {}) as Record<string, unknown>;
  const python = deps.python as { source?: unknown; inline?: unknown } | undefined;
  if (Array.isArray(python?.inline)) out.push(...python.inline.map((p) => `python: ${String(p)}`));
  if (typeof python?.source === 'string') out.push(`python: packages listed in ${python.source}`);
  else if (files.includes(`${root}requirements.txt`)) out.push('python: packages listed in requirements.txt');
  const node = deps.node as { packages?: unknown } | undefined;
  if (Array.isArray(node?.packages)) out.push(...node.packages.map((p) => `node: ${String(p)}`));
  if (files.includes(`${root}package.json`)) out.push('node: packages in package.json');
  const system = deps.system;
  if (Array.isArray(system)) {
    out.push(...system.map((s) => `system: ${String((s as { name?: unknown })?.name ?? s)}`));
  }
  return out;
}
