import { carries, factsIn, factsOf } from '../facts-of.js';
import { isInterpreter } from '../programs.js';
import type { Rule, Trigger } from '../rule.js';
import { JAVASCRIPT_INDIRECTION, PYTHON_INDIRECTION } from '../trigger-words.js';

const OBFUSCATION_WORDS: readonly string[] = [
  'base64',
  'b64',
  'atob',
  'decode',
  'fromhex',
  'unhexlify',
  'xxd',
  'chr',
  'fromcharcode',
  'rot13',
  'rot_13',
  'zlib',
  'decompress',
  'reverse',
  '[::-1]',
  'frombase64',
  '-enc',
  'buffer.from',
  '\\x',
  "''",
  '""',
  'ifs',
  'rev',
];

/** `''` and `""` split a name only between two word characters (`c''url`), not in `"""docstrings"""`. */
const SPLIT_QUOTES: Trigger = { keywords: ["''", '""'], pattern: /\w(?:''|"")\w/ };
/** `rev` reverses a string in a command line; `git rev-parse` is another word. */
const REV_PROGRAM: Trigger = { keywords: ['rev'], pattern: /\brev\b(?!-)/ };
const PLAIN_WORDS = OBFUSCATION_WORDS.filter((w) => w !== "''" && w !== '""' && w !== 'rev');
const PYTHON_HIDING: readonly Trigger[] = [
  { keywords: [...PLAIN_WORDS, ...PYTHON_INDIRECTION] },
  SPLIT_QUOTES,
  REV_PROGRAM,
];
/** JavaScript also hides a name as literal pieces (`'ev' + 'al'`) or a computed member of a module. */
const JAVASCRIPT_HIDING: readonly Trigger[] = [
  { keywords: [...PLAIN_WORDS.filter((w) => w !== 'chr'), '\\bchr', ...JAVASCRIPT_INDIRECTION] },
  // A member of the module reached by a computed key (`cp[name](…)`).
  {
    keywords: ['child_process'],
    pattern: /\[(?<=(?:[$)\]]|\b(?!(?:const|let|var|return|of|in|typeof|await|yield|case)\b)[\w$]+)\s*\[)/,
  },
  SPLIT_QUOTES,
  REV_PROGRAM,
  { keywords: ['+'], pattern: /['"`]\s*\+\s*['"`]/ },
];

/**
 * Code that is decoded at run time and then run: the reviewer (and any scanner reading the text) sees a
 * blob, the machine runs a program. Legitimate skills ship readable source.
 */
export const obfuscation: Rule = {
  id: 'SS-OBFUSCATION',
  severity: 'critical',
  title: 'Obfuscated code',
  remediation: 'Ship readable source; encoded payloads that are decoded and executed cannot be reviewed.',
  rationale:
    'Base64, hex, rot13, zlib, `chr()` lists and reversed strings hide a payload from review; decoding it only to run it has no other purpose.',
  keywords: OBFUSCATION_WORDS,
  triggers: { python: PYTHON_HIDING, javascript: JAVASCRIPT_HIDING, typescript: JAVASCRIPT_HIDING },
  needsFacts: true,
  check({ units, report }) {
    const decodedFiles = new Map<string, number>();
    for (const { fact } of factsOf(units, 'file')) {
      if ((fact.op === 'write' || fact.op === 'append') && carries(fact.content, 'decoded')) {
        decodedFiles.set(fact.path, fact.line);
      }
    }
    for (const { unit, fact } of factsOf(units, 'exec')) {
      if (!carries(fact.input, 'decoded') && fact.obfuscated !== undefined) {
        report(unit, {
          line: fact.line,
          severity: fact.obfuscated === 'decoded' ? 'critical' : 'high',
          message:
            fact.obfuscated === 'decoded'
              ? `reaches ${fact.api} through a name decoded at run time`
              : `spells ${fact.api} in pieces so that it cannot be read or searched for`,
        });
        continue;
      }
      if (!carries(fact.input, 'decoded')) continue;
      // `-EncodedCommand` is also how admins pass quoting-safe scripts: hidden, but what it runs is read
      // again and judged on its own, so the hiding alone is high.
      if (/EncodedCommand/i.test(fact.api)) {
        const hidesNetwork = factsIn(units, unit).some((f) => f.kind === 'network' && f.line === fact.line);
        report(unit, {
          line: fact.line,
          severity: hidesNetwork ? 'critical' : 'high',
          message: hidesNetwork
            ? `hides a network operation in an encoded argument (${fact.api})`
            : `runs a command hidden in an encoded argument (${fact.api})`,
        });
      } else {
        report(unit, { line: fact.line, message: `decodes a payload and evaluates it (${fact.api})` });
      }
    }
    for (const { unit, fact } of factsOf(units, 'process')) {
      if (isInterpreter(fact.program) && carries(fact.stdin, 'decoded')) {
        report(unit, { line: fact.line, message: 'pipes a decoded payload into an interpreter' });
      } else if (fact.runsFile !== undefined && decodedFiles.has(fact.runsFile)) {
        report(unit, {
          line: fact.line,
          message: `runs ${fact.runsFile}, a payload decoded on line ${decodedFiles.get(fact.runsFile)}`,
        });
      } else if (fact.obfuscated === 'decoded' || fact.obfuscated === 'escaped') {
        report(unit, {
          line: fact.line,
          message: `runs a command whose name is ${fact.obfuscated} at run time`,
        });
      } else if (fact.obfuscated === 'split') {
        report(unit, {
          line: fact.line,
          severity: 'high',
          message: `spells \`${fact.program}\` with quotes, backslashes or $IFS so that it cannot be read or searched for`,
        });
      }
    }
  },
};
