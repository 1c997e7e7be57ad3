import { buildKeywordAutomaton } from './build-keyword-automaton.js';
import type { FileContext } from './file-context.js';

/**
 * Literals that every match of a precise rule contains, compared with ASCII case folding. One pass over a
 * file finds them all, so the precise (and costly, ~6 ns/char) regexes only run on the lines, or the files,
 * where they can match. Each list must cover every alternative of its regex: dropping or narrowing a
 * literal silently hides findings. `find-keywords.test.ts` checks the lists against the regexes.
 */
export const KEYWORD = {
  /** OVERRIDE_RE, FOREIGN_OVERRIDE_RE, PERSONA_RE and ROLE_TAG_RE in analyze-markdown.ts (checked together). */
  override: 1 << 0,
  /** CONCEAL_RE and FOREIGN_CONCEAL_RE. */
  conceal: 1 << 1,
  /** EXFIL_OBJECT_RE: a line can only be an exfiltration instruction with an object… */
  exfilObject: 1 << 2,
  /** …and a target (EXFIL_TARGET_RE). */
  exfilTarget: 1 << 3,
  /** IMAGE_BEACON_RE. */
  beacon: 1 << 4,
  /** Inline commands and backtick fences. */
  backtick: 1 << 5,
  /** Tilde fences. */
  tildeFence: 1 << 6,
  /** INVISIBLE_RE in analyze-markdown.ts: characters dropped before phrase matching. */
  invisible: 1 << 7,
  /** HIDDEN_RE and the variation selectors in find-hidden-unicode.ts. */
  hidden: 1 << 8,
  /** SOFT_CONCEAL_RE: concealment that names no user, read per paragraph. */
  softConceal: 1 << 9,
  /** OTHER_TOOL_RE: instructions about other tools (tool shadowing), read per paragraph. */
  shadow: 1 << 10,
} as const;

/**
 * Non-ASCII characters the analyzers look for, one symbol per group (the automaton only needs to know
 * whether any is present). Every other non-ASCII code unit is symbol 0.
 */
const CHARACTER_GROUPS: ReadonlyArray<readonly [number, string]> = [
  [KEYWORD.invisible | KEYWORD.hidden, '\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff'],
  [KEYWORD.invisible, '\u00ad'],
  [
    KEYWORD.hidden,
    // Bidi controls, the Mongolian vowel separator, variation selectors, and the high surrogate shared by
    // tag characters and the supplementary variation selectors.
    '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u180e\udb40' +
      '\ufe00\ufe01\ufe02\ufe03\ufe04\ufe05\ufe06\ufe07\ufe08\ufe09\ufe0a\ufe0b\ufe0c\ufe0d',
  ],
  // FOREIGN_OVERRIDE_RE in Chinese and Japanese (忽略, 无视/無視, 忘记/忘れ) and Russian (предыдущие, прежние).
  [KEYWORD.override, '忽无無忘щЩжЖ'],
  // FOREIGN_CONCEAL_RE: 用户/用戶/使用者, ユーザー, пользователю/пользователя.
  [KEYWORD.conceal, '户戶使ユьЬ'],
];

const MARKDOWN_KEYWORDS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [
    KEYWORD.override,
    [
      // OVERRIDE_RE: the verb that opens each alternative ("pay no attention to", "stop follow…").
      // `ignor` also opens ignora/ignorez/ignoriere in FOREIGN_OVERRIDE_RE.
      'ignor',
      'disregard',
      'forget',
      'override',
      'bypass',
      'attention',
      'not follow',
      "n't follow",
      'longer follow',
      'stop follow',
      'your new ',
      'new instructions ',
      // FOREIGN_OVERRIDE_RE (es, fr, de, pt, it); the CJK and Cyrillic ones are character groups.
      'olvid',
      'omiso',
      'oubli',
      'compte',
      'vergiss',
      'vergess',
      'esque',
      'desconsider',
      'dimentic',
      // PERSONA_RE ("new system prompt" and "… override" are covered by `system` and `override`).
      'you are ',
      // ROLE_TAG_RE: `<|system|>`, `<system>`, `# system prompt:`.
      'system',
      'im_start',
      '[inst]',
    ],
  ],
  [
    KEYWORD.conceal,
    [
      'do not',
      "don't",
      'never',
      'without ',
      'silently ',
      'hide ',
      'secretly ',
      'covertly ',
      'keep ',
      'user must ',
      'user should ',
      'user shall ',
      'no need',
      'disclosed',
      'revealed',
      'mentioned',
      // FOREIGN_CONCEAL_RE: usuario/usuário, utilisateur, Benutzer/Nutzer, Anwender, utente.
      'usu',
      'utilisateur',
      'nutzer',
      'anwender',
      'utente',
    ],
  ],
  [KEYWORD.softConceal, ['reveal', 'disclose', 'mention', 'admit', 'acknowledge']],
  [KEYWORD.shadow, ['other']],
  [
    KEYWORD.exfilObject,
    [
      // `credentials? files?`, `all the credentials`, `.git-credentials`.
      'credential',
      'private key',
      'ssh key',
      'cookies',
      'environment variables',
      'env var',
      'secrets',
      'tokens',
      'keys',
      // `.env`, `process.env` and `os.environ`.
      '.env',
      '~/.',
      'id_',
      '/etc/',
      '.npmrc',
      '.pypirc',
    ],
  ],
  [KEYWORD.exfilTarget, ['http', 'webhook', ' server', ' endpoint', ' url', ' address']],
  [KEYWORD.beacon, ['![', '<img']],
  [KEYWORD.backtick, ['`']],
  [KEYWORD.tildeFence, ['~~~']],
];

/** Per SECRET_PATTERNS kind (redact-secrets.ts): a pattern whose kind is missing here runs on every file. */
const SECRET_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  'AWS access key id': ['akia', 'asia', 'abia', 'acca'],
  'AWS secret access key': ['aws_secret_access_key', 'secretaccesskey'],
  'private key': ['private key'],
  'GitHub token': ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
  'Slack token': ['xox'],
  'Slack webhook': ['hooks.slack.com/services/'],
  'OpenAI/Anthropic key': ['sk-'],
  'Google API key': ['aiza'],
  'Google OAuth client secret': ['gocspx-'],
  'Stripe live key': ['k_live_'],
  'npm token': ['npm_'],
  'GitLab token': ['glpat-'],
  'Hugging Face token': ['hf_'],
  'SendGrid key': ['sg.'],
  'Azure storage key': ['accountkey='],
  'Discord webhook': ['/api/webhooks/'],
  // The payload segment: `<header>.eyJ…`.
  'JSON Web Token': ['.eyj'],
  'connection string': [
    'postgres',
    'mysql://',
    'mariadb://',
    'mongodb',
    'redis',
    'amqp',
    'mssql://',
    'sqlserver://',
  ],
};

const FIRST_SECRET_BIT = 11;
const SECRET_KIND_BITS = new Map(
  Object.keys(SECRET_KEYWORDS).map((kind, i) => [kind, 1 << (FIRST_SECRET_BIT + i)]),
);
if (SECRET_KIND_BITS.size + FIRST_SECRET_BIT > 31) throw new Error('keyword bits overflow a 32-bit mask');

/** What one pass over a text found. */
export interface Keywords {
  /** Union of the bits of every keyword in the text. */
  textBits: number;
  /** Where keywords end (string index), in text order, and the bits of the keywords ending there. */
  ends: number[];
  bits: number[];
}

/** The bit for a secret kind, or undefined when that pattern has no keyword and must always run. */
export function secretKeywordBit(kind: string): number | undefined {
  return SECRET_KIND_BITS.get(kind);
}

interface Automaton {
  /** UTF-16 code unit → symbol; letters fold to one symbol, characters in no keyword are symbol 0. */
  symbols: Uint8Array;
  /** (state + symbol) → next state; states are premultiplied by the number of symbols. */
  next: Uint16Array;
  /** States from here on end a keyword: the hot loop tests a number, not a table. */
  firstAccepting: number;
  /** (state - firstAccepting) / symbol count → bits of the keywords ending there. */
  output: Int32Array;
  width: number;
}

/**
 * The shared automaton packed for `findKeywords`: states premultiplied by the row width, and the bits of
 * every keyword ending in a state joined into one mask. No keyword contains a non-ASCII character, and the
 * case-insensitive regexes (no `u` flag) never fold one to ASCII.
 */
function compile(
  keywords: ReadonlyArray<readonly [number, string]>,
  groups: ReadonlyArray<readonly [number, string]>,
): Automaton {
  for (const [, word] of keywords) {
    if (word !== word.toLowerCase()) throw new Error(`keyword must be lowercase: ${word}`);
  }
  const { symbols, width, rows, firstAccepting, outputs } = buildKeywordAutomaton(keywords, groups);
  if (rows.length * width > 0xffff) throw new Error('keyword automaton outgrew 16-bit states');
  const next = new Uint16Array(rows.length * width);
  rows.forEach((row, i) => {
    for (let s = 0; s < width; s++) next[i * width + s] = (row[s] as number) * width;
  });
  const output = Int32Array.from(outputs, (tags) => tags.reduce((mask, bits) => mask | bits, 0));
  return { symbols, next, firstAccepting: firstAccepting * width, output, width };
}

/** Built on first use, not at import: a command that never scans must not pay for it. */
let automaton: Automaton | undefined;

function sharedAutomaton(): Automaton {
  automaton ??= compile(
    [
      ...MARKDOWN_KEYWORDS.flatMap(([bits, words]) => words.map((w) => [bits, w] as const)),
      ...Object.entries(SECRET_KEYWORDS).flatMap(([kind, words]) =>
        words.map((w) => [SECRET_KIND_BITS.get(kind) as number, w] as const),
      ),
    ],
    CHARACTER_GROUPS,
  );
  return automaton;
}

/** Every keyword in `text`. */
export function findKeywords(text: string): Keywords {
  const { symbols, next, firstAccepting, output, width } = sharedAutomaton();
  const ends: number[] = [];
  const bits: number[] = [];
  let textBits = 0;
  let state = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    state = next[state + (symbols[text.charCodeAt(i)] as number)] as number;
    if (state >= firstAccepting) {
      const found = output[(state - firstAccepting) / width] as number;
      textBits |= found;
      ends.push(i);
      bits.push(found);
    }
  }
  return { textBits, ends, bits };
}

/** Bits per line (0-based) of `lines`, the text of `keywords` split at `\n`. */
export function keywordsByLine(keywords: Keywords, lines: readonly string[]): Int32Array {
  const byLine = new Int32Array(lines.length);
  let line = 0;
  let lineEnd = (lines[0] as string).length;
  for (let k = 0; k < keywords.ends.length; k++) {
    const end = keywords.ends[k] as number;
    while (end >= lineEnd) lineEnd += 1 + (lines[++line] as string).length;
    byLine[line] = (byLine[line] as number) | (keywords.bits[k] as number);
  }
  return byLine;
}

const cache = new WeakMap<FileContext, Keywords>();

/** `findKeywords(ctx.text)`, computed once per file for all the analyzers that gate on it. */
export function keywordsOf(ctx: FileContext): Keywords {
  let found = cache.get(ctx);
  if (found === undefined) {
    found = findKeywords(ctx.text);
    cache.set(ctx, found);
  }
  return found;
}
