import type { Rule } from '../rule.js';

/** Mining software by name. */
const MINER_RE =
  /^(?:xmrig|xmr-stak\w*|minerd|cpuminer\w*|ccminer|ethminer|nbminer|t-rex|lolminer|phoenixminer|gminer|nanominer|srbminer\w*|teamredminer|cgminer|bfgminer|nheqminer|xmrig-\w+)(?:\.exe)?$/i;
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
    for (const entry of units) {
      let reported = false;
      for (const fact of entry.facts) {
        if (
          fact.kind === 'process' &&
          (MINER_RE.test(fact.program) || fact.args.some((a) => POOL_RE.test(a)))
        ) {
          report(entry.unit, { line: fact.line, message: `runs the cryptocurrency miner ${fact.program}` });
          reported = true;
        }
      }
      if (reported || entry.unit.surface === 'prose') continue;
      // Code that names a pool or a miner binary mines, however it is started (a config file, a download).
      const lines = entry.unit.text.split('\n');
      lines.forEach((text, i) => {
        if (
          POOL_RE.test(text) ||
          /\b(?:xmrig|xmr-stak|cpuminer|ethminer|nbminer|lolminer|phoenixminer|srbminer)\b/i.test(text)
        ) {
          report(entry.unit, {
            line: entry.unit.firstLine + i,
            message: 'names a cryptocurrency miner or mining pool',
          });
        }
      });
    }
  },
};
