import type { Surface } from '../../facts.js';

/**
 * `<skill-dir>`, `<url>` and `<project-path>` in documentation are placeholders for the reader to fill
 * in, not redirects: `node <skill-dir>/scripts/x.js <url>` runs a script, it does not feed the file
 * `skill-dir` to node. Written this way only in Markdown, so scripts are read as the shell reads them.
 */
const PLACEHOLDER_RE = /(^|[\s=/"'(])<([A-Za-z][\w.-]*(?: [\w.-]+){0,3})>(?=$|[\s/"'),.:;|&])/gm;

/** Surfaces whose shell text is documentation a person reads and adapts. */
const DOCUMENTATION: ReadonlySet<Surface> = new Set(['skill-block', 'reference-block', 'prose']);

/** The text with each placeholder's angle brackets turned into `_`, keeping every column in place. */
export function fillPlaceholders(text: string, surface: Surface | undefined): string {
  if (surface === undefined || !DOCUMENTATION.has(surface) || !text.includes('<')) return text;
  return text.replace(PLACEHOLDER_RE, (_m, lead: string, name: string) => `${lead}_${name}_`);
}
