import type { Unit } from '../../facts.js';
import type { Rule, RuleContext } from '../rule.js';

/** Mining software by name, as a word of a command or configuration. */
const MINER_WORD_RE =
  /\b(?:xmrig|xmr-stak\w*|minerd|cpuminer\w*|ccminer|ethminer|nbminer|t-rex|lolminer|phoenixminer|gminer|nanominer|srbminer\w*|teamredminer|cgminer|bfgminer|nheqminer)\b/i;
/** Mining pool protocols and well-known pools. */
const POOL_RE =
  /\bstratum\+(?:tcp|ssl|tls):\/\/|\b(?:pool\.)?(?:minexmr|supportxmr|moneroocean|nanopool|2miners|f2pool|hashvault|nicehash|unmineable|c3pool|herominers|ethermine)\.\w+/i;

/**
 * In-browser miners injected into pages: the script services by name, and the configuration shape they
 * share (`new X.Anonymous('<site key>', {throttle: …, threads: …})`, `autoThreads: true`) whatever the
 * wrapper is called.
 */
const BROWSER_MINER_RE =
  /\b(?:coinhive|coin-hive|cryptoloot|crypto-loot|coinimp|webminepool|jsecoin|deepminer)\b|\.Anonymous\(\s*['"`]\w{16,}['"`]|\bthrottle\s*:\s*[\d.]+\s*,\s*threads\s*:|\bautoThreads\s*:\s*true\b/i;

/** Headings of a guide that hunts miners rather than runs one. */
const DEFENSIVE_RE =
  /\b(?:detect\w*|indicators?|iocs?|hunt\w*|incident|forensic\w*|remov\w+|clean\w*|block\w*|deny|threats?|malware|attacks?|suspect\w*|compromis\w*)\b/i;

/**
 * The pattern a search or kill command is given (`grep -Ei 'xmrig|stratum'`, `pgrep -f xmrig`,
 * `Select-String -Pattern xmrig`): looking for a miner, or stopping one, names it without running it.
 */
const SEARCH_PATTERN_RE =
  /\b(?:e?grep|fgrep|zgrep|rg|ag|pgrep|pkill|killall|findstr|Select-String)\b(?:\s+-{1,2}[\w-]+(?:=\S+)?)*\s+(?:'[^']*'|"[^"]*"|[^\s|;&]+)/gi;

/**
 * A pattern option on a later line of a search command written over several lines (`grep -E \`,
 * `  -e 'xmrig|stratum' \`): still a text to look for.
 */
const PATTERN_OPTION_RE = /(?:^|\s)(?:-e|--regexp=?)\s*(?:'[^']*'|"[^"]*")/g;
const SEARCH_COMMAND_RE = /^\s*(?:e?grep|fgrep|zgrep|rg|ag)\s/;

function namesMiner(text: string): boolean {
  return POOL_RE.test(text) || MINER_WORD_RE.test(text) || BROWSER_MINER_RE.test(text);
}

/** A Monero wallet address (95 base58 characters starting with 4 or 8): where mined coins go. */
const WALLET_RE = /\b[48][1-9A-HJ-NP-Za-km-z]{94}\b/;

/**
 * How a miner is pointed at its pool, whatever its binary is renamed to (`render-worker -o host:443 -u
 * <wallet>`): a pool address option, a donation level, an algorithm of the Monero family.
 */
const MINER_OPTIONS_RE =
  /(?:^|[\s'"`[,])(?:-o|--url)['"`]?\s*,?\s*['"`]?[\w.-]+:\d{2,5}\b|--donate-level\b|\b(?:rx\/0|cryptonight|randomx)\b/i;

/**
 * The rest of a CPU miner's command line besides its pool (`-o host:port`): the account mined for
 * (`-u`) and how many cores to take (`-t`). A wallet can be a placeholder or a pool login; a program
 * handed all three is a miner under another name.
 */
const MINER_USER_RE = /(?:^|[\s'"`[,])(?:-u|--user)['"`]?\s*[,=]?\s*['"`]?[\w.-]{4,}/;
const MINER_THREADS_RE = /(?:^|[\s'"`[,])(?:-t|--threads|--cpu-max-threads-hint)['"`]?\s*[,=]?/;

/**
 * Prose that points the agent at a pool and says what to mine with (a miner or a wallet): instructions to
 * start a miner. A pool named alone (a list of hosts to block) is not that.
 */
function proseMining(unit: Unit, report: RuleContext['report']): void {
  if (!MINER_WORD_RE.test(unit.text) && !WALLET_RE.test(unit.text)) return;
  const title = /^#\s+(.*)$/m.exec(unit.text)?.[1] ?? '';
  let heading = '';
  unit.text.split('\n').forEach((text, i) => {
    if (/^#{1,6}\s/.test(text)) heading = text;
    // A guide to finding miners names pools as what to look for.
    if (DEFENSIVE_RE.test(title) || DEFENSIVE_RE.test(heading)) return;
    if (POOL_RE.test(text)) {
      report(unit, {
        line: unit.firstLine + i,
        severity: 'high',
        message: 'tells the agent to mine cryptocurrency (a mining pool and a miner or wallet)',
      });
    }
  });
}

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
    'coinhive',
    'coin-hive',
    'cryptoloot',
    'crypto-loot',
    'coinimp',
    'webminepool',
    'jsecoin',
    'deepminer',
    '.anonymous(',
    'throttle',
    'autothreads',
    // A renamed miner: its pool option or algorithm (with a wallet, see MINER_OPTIONS_RE).
    '-o',
    '--url',
    'donate-level',
    'rx/0',
    'randomx',
    'cryptonight',
  ],
  needsFacts: false,
  check({ units, report }) {
    for (const { unit } of units) {
      if (unit.surface === 'prose' && unit.language === 'markdown') {
        proseMining(unit, report);
        continue;
      }
      // The text decides, not facts (which exist only for parsed units): code that names a pool or a
      // miner binary mines, however it starts it (a config file, a download, a service).
      // A wallet handed to a program with a pool option is a renamed miner.
      const renamedMiner = WALLET_RE.test(unit.text) && MINER_OPTIONS_RE.test(unit.text);
      const lines = unit.text.split('\n');
      lines.forEach((text, i) => {
        const command = withContinuations(lines, i);
        let searched = text.replace(SEARCH_PATTERN_RE, ' ');
        if (SEARCH_COMMAND_RE.test(commandStart(lines, i)))
          searched = searched.replace(PATTERN_OPTION_RE, ' ');
        if (namesMiner(searched)) {
          report(unit, { line: unit.firstLine + i, message: 'names a cryptocurrency miner or mining pool' });
        } else if (
          MINER_OPTIONS_RE.test(command) &&
          MINER_USER_RE.test(command) &&
          MINER_THREADS_RE.test(command)
        ) {
          report(unit, {
            line: unit.firstLine + i,
            message:
              'starts a program with a pool address, a mining account and a thread count (a renamed miner)',
          });
        } else if (renamedMiner && WALLET_RE.test(text)) {
          report(unit, {
            line: unit.firstLine + i,
            message: 'hands a Monero wallet and a mining pool to a program (a renamed miner)',
          });
        }
      });
    }
  },
};

/** More continuation lines than any command line needs; bounds the work a hostile file can ask for. */
const MAX_CONTINUED_LINES = 32;

/** The first line of the command that line `i` belongs to, going back over trailing backslashes. */
function commandStart(lines: readonly string[], i: number): string {
  let start = i;
  while (start > 0 && i - start < MAX_CONTINUED_LINES && (lines[start - 1] ?? '').endsWith('\\')) start--;
  return lines[start] ?? '';
}

/** Line `i` with the lines a trailing backslash continues it onto: one command written over several. */
function withContinuations(lines: readonly string[], i: number): string {
  let command = lines[i] ?? '';
  const last = Math.min(lines.length, i + 1 + MAX_CONTINUED_LINES);
  for (let next = i + 1; command.endsWith('\\') && next < last; next++)
    command = `${command.slice(0, -1)} ${lines[next]}`;
  return command;
}
