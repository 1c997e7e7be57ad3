import type { RegistryFact } from '../facts.js';

/** `source "https://rubygems.org"` and `gem "x", source: "…"`: where Bundler takes gems from. */
const GEM_SOURCE_RE = /^\s*source\s*\(?\s*["']([^"']+)["']|\bsource:\s*["']([^"']+)["']/gm;
/** `tap "user/repo", "https://…"`: a formula repository cloned from the URL given. */
const BREW_TAP_RE = /^\s*tap\s*\(?\s*["'][^"']+["']\s*,\s*["']([^"']+)["']/gm;

/**
 * The package sources a Gemfile or Brewfile names. Both are Ruby and are read as code too; the source
 * lines are what decide where every gem or formula of the file comes from.
 */
export function readRubySources(base: string, text: string): RegistryFact[] {
  const gemfile = base === 'Gemfile';
  if (!gemfile && base !== 'Brewfile') return [];
  const facts: RegistryFact[] = [];
  for (const m of text.matchAll(gemfile ? GEM_SOURCE_RE : BREW_TAP_RE)) {
    facts.push({
      kind: 'registry',
      ecosystem: gemfile ? 'rubygems' : 'homebrew',
      option: gemfile ? 'index-url' : 'tap',
      url: (m[1] ?? m[2])!,
      line: 1 + (text.slice(0, m.index).match(/\n/g)?.length ?? 0),
      text: m[0].trim(),
    });
  }
  return facts;
}
