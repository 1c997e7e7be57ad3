import type { RegistryFact } from './facts.js';

export interface ConfiguredSource {
  option: RegistryFact['option'];
  url: string;
  /** Offset of the setting in the text, and the setting as written. */
  index: number;
  text: string;
}

/**
 * The `index-url = …`, `registry=…`, `npmRegistryServer: …` settings of a package manager's
 * configuration (pip.conf, uv.toml, .npmrc, .yarnrc.yml, .condarc), wherever that text comes from: a file
 * shipped in the skill, a block of a document, or what code writes to such a file (`\n` escapes included).
 */
export function packageConfigSources(text: string): ConfiguredSource[] {
  const out: ConfiguredSource[] = [];
  for (const m of text.matchAll(SOURCE_SETTING_RE)) {
    const key = m[1]!.replace(/_/g, '-');
    const option: RegistryFact['option'] =
      key === 'trusted-host' || key === 'allow-insecure-host'
        ? 'trusted-host'
        : key === 'extra-index-url'
          ? 'extra-index-url'
          : key === 'index-url'
            ? 'index-url'
            : 'registry';
    const at = m.index + m[0].indexOf(m[1]!);
    out.push({ option, url: m[2]!, index: at, text: text.slice(at, m.index + m[0].length) });
  }
  return out;
}

const SOURCE_SETTING_RE =
  /(?:^|\n|\\n)\s*(index-url|index_url|extra-index-url|extra_index_url|trusted-host|allow-insecure-host|registry|npmRegistryServer|channel_alias)\s*[=:]\s*\[?\s*["']?([^\s"'\],]+)/g;
