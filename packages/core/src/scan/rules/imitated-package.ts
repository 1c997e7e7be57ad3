import type { DependencyFact } from '../facts.js';
import { KNOWN_TYPOSQUATS, POPULAR_PACKAGES } from './popular-packages.js';

export type Ecosystem = DependencyFact['ecosystem'];

/** PyPI compares names case-insensitively with `-`, `_` and `.` equal (PEP 503). */
const normalise = (ecosystem: Ecosystem, name: string): string =>
  ecosystem === 'pypi' ? name.toLowerCase().replace(/[-_.]+/g, '-') : name.toLowerCase();

const popular = {
  pypi: new Set(POPULAR_PACKAGES.pypi.map((n) => normalise('pypi', n))),
  npm: new Set(POPULAR_PACKAGES.npm.map((n) => normalise('npm', n))),
};
const squats = {
  pypi: new Set(KNOWN_TYPOSQUATS.pypi.map((n) => normalise('pypi', n))),
  npm: new Set(KNOWN_TYPOSQUATS.npm.map((n) => normalise('npm', n))),
};

/** Popular scoped packages by their name with the scope flattened into it (`@axe-core/cli` → `axe-core-cli`). */
const scopedByFlatName = {
  pypi: new Map<string, string>(),
  npm: new Map(
    [...popular.npm].filter((n) => n.startsWith('@')).map((n) => [n.slice(1).replace('/', '-'), n] as const),
  ),
};

/** Levenshtein distance, stopping early past `limit`. */
export function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The popular package a name imitates, if it imitates one. */
export function imitatedPackage(ecosystem: Ecosystem, raw: string): string | undefined {
  const name = normalise(ecosystem, raw);
  if (popular[ecosystem].has(name)) return undefined;
  if (squats[ecosystem].has(name)) {
    return [...popular[ecosystem]].find((p) => distance(name, p, 3) <= 3) ?? 'a popular package';
  }
  // `axe-core-cli` for `@axe-core/cli`: the scope flattened into the name, as a mistyped install spells it.
  const flattened = scopedByFlatName[ecosystem].get(name);
  if (flattened !== undefined) return flattened;
  // Short names are too close to each other for an edit distance to mean anything.
  if (name.length < 5) return undefined;
  for (const target of popular[ecosystem]) {
    if (target.length >= 5 && distance(name, target, 1) === 1) return target;
  }
  return misspeltBrand(name);
}

/**
 * Vendors whose names integration packages carry (`mcp-server-google-calendar`, `slack-sdk-tools`): a word
 * of the name one slip away from one of them (`googel`, `githbu`, `slakc`) is a name made to be misread.
 */
const BRANDS: readonly string[] = [
  'google',
  'github',
  'gitlab',
  'microsoft',
  'azure',
  'amazon',
  'slack',
  'stripe',
  'openai',
  'anthropic',
  'claude',
  'notion',
  'atlassian',
  'confluence',
  'linear',
  'sentry',
  'discord',
  'telegram',
  'postgres',
  'postgresql',
  'mongodb',
  'docker',
  'kubernetes',
  'vercel',
  'netlify',
  'cloudflare',
  'supabase',
  'firebase',
  'twilio',
  'shopify',
  'paypal',
  'salesforce',
  'hubspot',
  'dropbox',
  'figma',
  'playwright',
  'puppeteer',
  'selenium',
  'chrome',
  'firefox',
  'outlook',
  'gmail',
  'youtube',
  'spotify',
  'calendar',
  'filesystem',
];

/** Digits typed for the letters they resemble (`g00gle`, `micr0soft`, `githu6`). */
const HOMOGLYPH: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '5': 's',
  '6': 'b',
  '4': 'a',
};

/**
 * Two neighbours swapped (`googel`), a letter inside dropped (`gogle`), or a digit for a letter (`g00gle`).
 * Other substitutions and a dropped last letter make real words (`black` for `slack`, `strip` for `stripe`).
 */
function oneSlip(word: string, brand: string): boolean {
  if (word === brand) return false;
  if (word.length === brand.length) {
    const diff = [...word].flatMap((c, i) => (c === brand[i] ? [] : [i]));
    if (diff.every((i) => HOMOGLYPH[word[i]!] === brand[i])) return true;
    const [i, j] = diff;
    return diff.length === 2 && j === i! + 1 && word[i!] === brand[j!] && word[j!] === brand[i!];
  }
  if (word.length !== brand.length - 1) return false;
  for (let i = 1; i < brand.length - 1; i++) if (brand.slice(0, i) + brand.slice(i + 1) === word) return true;
  return false;
}

function misspeltBrand(name: string): string | undefined {
  for (const word of name.split(/[-_./@]+/)) {
    if (word.length < 5) continue;
    const brand = BRANDS.find((b) => oneSlip(word, b));
    if (brand !== undefined) return `"${brand}" (spelt "${word}")`;
  }
  return undefined;
}
