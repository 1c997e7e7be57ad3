import type { Unit } from '../facts.js';

/**
 * Languages whose extractor follows imports of sibling modules (`from helpers import send`), so a helper
 * that does the network call in one file is judged with the arguments a caller in another file passes.
 */
const FOLLOWED = new Set<Unit['language']>(['python']);

/** The module name a sibling file is imported by: `pkg/net.py` → `net`, `pkg/net/__init__.py` → `net`. */
function moduleStem(inPackage: string): string | undefined {
  const parts = inPackage.split('/');
  const base = parts[parts.length - 1] ?? '';
  if (base === '__init__.py') return parts[parts.length - 2];
  const m = /^([A-Za-z_]\w*)\.py$/.exec(base);
  return m?.[1];
}

const escapeRegExp = (word: string): string => word.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * Units the keyword prefilter would skip but that import a sibling module it parses: a caller that hands
 * `os.environ["TOKEN"]` to `send_report` from `helpers.py` holds no network word itself, yet its call is
 * where the secret leaves. `parsed` says which units the prefilter already parses. Transitive
 * (`main` → `report` → `net`), bounded by the number of files. Only files of a followed language are
 * read, and only when the package has such a sibling at all, so a package of one script pays nothing.
 */
export function importersOfParsedSiblings(units: readonly Unit[], parsed: readonly boolean[]): Set<number> {
  const reached = new Set<number>();
  const code = units
    .map((unit, index) => ({ unit, index }))
    .filter(
      ({ unit }) =>
        FOLLOWED.has(unit.language) && (unit.surface === 'script' || unit.surface === 'install-hook'),
    );
  if (code.length < 2) return reached;
  const sinks = new Set<string>();
  for (const { unit, index } of code) {
    const stem = parsed[index] === true ? moduleStem(unit.inPackage) : undefined;
    if (stem !== undefined) sinks.add(stem);
  }
  let grown = sinks.size > 0;
  while (grown) {
    grown = false;
    const importRe = new RegExp(
      `^[ \\t]*(?:from[ \\t]+[.\\w]*\\b(?:${[...sinks].map(escapeRegExp).join('|')})\\b[ \\t.\\w]*[ \\t]import\\b|(?:from[ \\t]+\\.+[ \\t]+)?import[ \\t]+[^\\n]*\\b(?:${[...sinks].map(escapeRegExp).join('|')})\\b)`,
      'm',
    );
    for (const { unit, index } of code) {
      if (parsed[index] === true || reached.has(index)) continue;
      if (!importRe.test(unit.text)) continue;
      reached.add(index);
      const stem = moduleStem(unit.inPackage);
      if (stem !== undefined && !sinks.has(stem)) {
        sinks.add(stem);
        grown = true;
      }
    }
  }
  return reached;
}
