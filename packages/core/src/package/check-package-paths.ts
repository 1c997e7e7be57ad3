import { SkillportError } from '../errors/index.js';
import { classifyFile } from './classify-file.js';
import { isEvalFixture } from './is-eval-fixture.js';
import { refuseBlockedFile } from './refuse-blocked-file.js';

const SKILL_FILE = 'SKILL.md';
const NO_BYTES = new Uint8Array(0);

export interface PackagePath {
  /** Relative to the package root, `/`-separated. */
  path: string;
  isDirectory: boolean;
  /** How the entry is named where it came from (an archive's full entry name), for messages. */
  name?: string;
}

/**
 * Refuses a package tree whose paths no install accepts, before any content is read: a missing
 * SKILL.md, names that collide on case-insensitive or normalising file systems, a second SKILL.md
 * outside eval fixtures, and archives recognised by name. Throws the first refusal found.
 */
export function checkPackagePaths(paths: readonly PackagePath[]): void {
  checkCollisions(paths);
  if (!paths.some((p) => p.path === SKILL_FILE && !p.isDirectory)) {
    throw new SkillportError('ARCHIVE_SKILL_MD_MISSING', 'The package has no SKILL.md at its root.', {
      details: {},
    });
  }
  for (const { path, isDirectory, name = path } of paths) {
    if (isDirectory) continue;
    const base = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
    if (base === 'skill.md' && path !== SKILL_FILE && !isEvalFixture(path)) {
      throw new SkillportError(
        'ARCHIVE_NESTED_SKILL',
        `The package holds a second SKILL.md at ${JSON.stringify(name)}; ship one skill per package (eval fixtures belong under evals/).`,
        { details: { entry: name } },
      );
    }
    const blocked = refuseBlockedFile(name, classifyFile({ path, head: NO_BYTES }));
    if (blocked !== undefined) throw blocked;
  }
}

/** Exact duplicates and names that alias once case is folded or Unicode is normalised. */
function checkCollisions(paths: readonly PackagePath[]): void {
  const claimed = new Map<string, { exact: string; isDirectory: boolean; entry: string }>();
  const claim = (exact: string, isDirectory: boolean, entry: string) => {
    // Upper-casing first folds what NTFS's upcase table folds (`ı`/`i`, `ς`/`σ`); lower-casing what APFS folds.
    const key = exact.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
    const previous = claimed.get(key);
    if (previous === undefined) {
      claimed.set(key, { exact, isDirectory, entry });
      return;
    }
    if (previous.exact === exact && previous.isDirectory && isDirectory) return;
    const duplicate = previous.exact === exact && !previous.isDirectory && !isDirectory;
    throw new SkillportError(
      duplicate ? 'ARCHIVE_DUPLICATE_ENTRY' : 'ARCHIVE_NAME_COLLISION',
      `${JSON.stringify(entry)} collides with ${JSON.stringify(previous.entry)} (the same path once case is folded or Unicode is normalised).`,
      { details: { entry, collidesWith: previous.entry } },
    );
  };
  for (const { path, isDirectory, name = path } of paths) {
    const segments = path.split('/');
    for (let depth = 1; depth < segments.length; depth++)
      claim(segments.slice(0, depth).join('/'), true, name);
    claim(path, isDirectory, name);
  }
}
