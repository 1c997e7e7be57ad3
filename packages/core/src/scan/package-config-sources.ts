import type { RegistryFact } from './facts.js';

export interface ConfiguredSource {
  option: RegistryFact['option'];
  url: string;
  /** Offset of the setting in the text, and the setting as written. */
  index: number;
  text: string;
  /** Searched together with the other indexes for every name (see `RegistryFact.competes`). */
  competes?: true;
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
  for (const m of text.matchAll(INDEX_TABLE_URL_RE)) {
    const at = m.index + m[0].lastIndexOf(m[1]!);
    out.push({ option: 'index-url', url: m[2]!, index: at, text: text.slice(at, m.index + m[0].length) });
  }
  if (!UNSAFE_INDEX_STRATEGY_RE.test(text)) return out;
  return out.map((s) =>
    s.option === 'trusted-host' || s.option === 'registry' ? s : { ...s, competes: true },
  );
}

/** The `url` of an index table: uv's `[[index]]` (uv.toml) and `[[tool.uv.index]]` (pyproject.toml). */
const INDEX_TABLE_URL_RE = /^\[\[(?:tool\.uv\.)?index\]\][^[]*?^\s*(url)\s*=\s*["']([^\s"']+)/gm;

/**
 * uv's strategies that look a name up in every index and take any (`unsafe-first-match`) or the highest
 * version (`unsafe-best-match`), as pip does with extra indexes: the dependency-confusion setup, which uv's
 * default (`first-index`) exists to prevent. Set in a config file, a command line or the environment.
 */
const UNSAFE_INDEX_STRATEGY_RE = /index[-_]strategy["']?\s*[=:\s]\s*["']?unsafe-(?:first|best)-match/i;

const SOURCE_SETTING_RE =
  /(?:^|\n|\\n)\s*(index-url|index_url|extra-index-url|extra_index_url|trusted-host|allow-insecure-host|registry|npmRegistryServer|channel_alias)\s*[=:]\s*\[?\s*["']?([^\s"'\],]+)/g;
