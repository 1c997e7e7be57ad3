import type { RegistryFact } from '../facts.js';
import { packageConfigSources } from '../package-config-sources.js';

/** A package manager's configuration file, named in the text that introduces a block. */
const CONFIG_FILE_RE = /(?:^|[\s`'"(/\\])(?:pip\.conf|pip\.ini|uv\.toml|\.?npmrc|\.yarnrc(?:\.yml)?)\b/;
/** A pip configuration's own section headers. */
const PIP_SECTION_RE = /^\s*\[(?:global|install|download)\]\s*$/m;

/**
 * The package sources a block of a document sets, when the block is a package manager's configuration
 * (a pip.conf `[global]` section, or a block the text says is `pip.conf`, `uv.toml`, `.npmrc`): a
 * skill that has the agent save it repoints every later install of the machine, as the file would. A
 * trusted host alone is judged where code writes it.
 */
export function readPackageConfigBlock(text: string, firstLine: number, context: string): RegistryFact[] {
  if (!PIP_SECTION_RE.test(text) && !CONFIG_FILE_RE.test(context)) return [];
  return packageConfigSources(text)
    .filter((s) => s.option !== 'trusted-host')
    .map((s) => ({
      kind: 'registry',
      ecosystem: s.option === 'registry' ? 'npm' : 'pypi',
      option: s.option,
      url: s.url,
      line: firstLine + (text.slice(0, s.index).match(/\n/g)?.length ?? 0),
      text: s.text.trim(),
      ...(s.competes === true ? { competes: true as const } : {}),
    }));
}
