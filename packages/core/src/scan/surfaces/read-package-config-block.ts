import type { RegistryFact } from '../facts.js';

/** A package manager's configuration file, named in the text that introduces a block. */
const CONFIG_FILE_RE = /(?:^|[\s`'"(/\\])(?:pip\.conf|pip\.ini|uv\.toml|\.?npmrc|\.yarnrc(?:\.yml)?)\b/;
/** A pip configuration's own section headers. */
const PIP_SECTION_RE = /^\s*\[(?:global|install|download)\]\s*$/m;
/** The keys that move where packages come from (a trusted host alone is judged where code writes it). */
const SOURCE_LINE_RE =
  /^\s*(index-url|index_url|extra-index-url|extra_index_url|registry|npmRegistryServer)\s*[=:]\s*["']?([^\s"']+)/gm;

/**
 * The package sources a block of a document sets, when the block is a package manager's configuration
 * (a pip.conf `[global]` section, or a block the text says is `pip.conf`, `uv.toml`, `.npmrc`): a
 * skill that has the agent save it repoints every later install of the machine, as the file would.
 */
export function readPackageConfigBlock(text: string, firstLine: number, context: string): RegistryFact[] {
  if (!PIP_SECTION_RE.test(text) && !CONFIG_FILE_RE.test(context)) return [];
  const facts: RegistryFact[] = [];
  for (const m of text.matchAll(SOURCE_LINE_RE)) {
    const key = m[1]!.replace(/_/g, '-');
    const npm = key === 'registry' || key === 'npmRegistryServer';
    facts.push({
      kind: 'registry',
      ecosystem: npm ? 'npm' : 'pypi',
      option: npm ? 'registry' : key === 'extra-index-url' ? 'extra-index-url' : 'index-url',
      url: m[2]!,
      line: firstLine + (text.slice(0, m.index).match(/\n/g)?.length ?? 0),
      text: m[0].trim(),
    });
  }
  return facts;
}
