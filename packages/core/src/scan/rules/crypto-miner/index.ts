import type { Rule } from '../rule.js';

/** Mining software by name, as a word of a command or configuration. */
const MINER_WORD_RE =
  /\b(?:xmrig|xmr-stak\w*|minerd|cpuminer\w*|ccminer|ethminer|nbminer|t-rex|lolminer|phoenixminer|gminer|nanominer|srbminer\w*|teamredminer|cgminer|bfgminer|nheqminer)\b/i;
/** Mining pool protocols and well-known pools. */
const POOL_RE =
  /\bstratum\+(?:tcp|ssl|tls):\/\/|\b(?:pool\.)?(?:minexmr|supportxmr|moneroocean|nanopool|2miners|f2pool|hashvault|nicehash|unmineable|c3pool|herominers|ethermine)\.\w+/i;

/** A skill that mines cryptocurrency steals the user's compute and power. */
export const cryptoMiner: Rule = {
  id: 'SS-CRYPTO-MINER',
  severity: 'critical',
  title: 'Runs a cryptocurrency miner',
  remediation: 'Remove the miner and any download of it.',
  rationale:
    'Cryptojacking is among the most common payloads of malicious packages: it turns the user’s machine into someone else’s revenue.',
  keywords: [
    'xmrig',
    'xmr-stak',
    'minerd',
    'cpuminer',
    'ccminer',
    'ethminer',
    'nbminer',
    't-rex',
    'lolminer',
    'phoenixminer',
    'gminer',
    'nanominer',
    'srbminer',
    'teamredminer',
    'cgminer',
    'bfgminer',
    'nheqminer',
    'stratum',
    'minexmr',
    'supportxmr',
    'moneroocean',
    'nanopool',
    '2miners',
    'f2pool',
    'hashvault',
    'nicehash',
    'unmineable',
    'c3pool',
    'herominers',
    'ethermine',
  ],
  needsFacts: false,
  check({ units, report }) {
    for (const { unit } of units) {
      if (unit.surface === 'prose') continue;
      // The text decides, not facts (which exist only for parsed units): code that names a pool or a
      // miner binary mines, however it starts it (a config file, a download, a service).
      unit.text.split('\n').forEach((text, i) => {
        if (POOL_RE.test(text) || MINER_WORD_RE.test(text)) {
          report(unit, { line: unit.firstLine + i, message: 'names a cryptocurrency miner or mining pool' });
        }
      });
    }
  },
};
