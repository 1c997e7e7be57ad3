/**
 * Entries that are never part of a skill package: not searched for skills, not packed, not extracted
 * from an archive, not scanned. One table for every walker, each entry with the reason it is left out,
 * so discovery, pack, install and scan cannot disagree about what a package holds.
 */
export type SkipGroup = 'vcs' | 'skillport' | 'dependencies' | 'cache' | 'os-metadata' | 'local-secret';

export interface SkippedEntry {
  group: SkipGroup;
  why: string;
}

const vcs = (tool: string): SkippedEntry => ({ group: 'vcs', why: `${tool} version-control metadata` });
const cache = (tool: string): SkippedEntry => ({ group: 'cache', why: `${tool} cache, rebuilt on demand` });

const SKIPPED_DIRECTORIES: ReadonlyMap<string, SkippedEntry> = new Map([
  ['.git', vcs('Git')],
  ['.hg', vcs('Mercurial')],
  ['.svn', vcs('Subversion')],
  ['.bzr', vcs('Bazaar')],
  // Install history and staging copies: walking them would load every old version as a skill.
  ['.skillport', { group: 'skillport', why: 'Skillport install state (history and staging copies)' }],
  ['node_modules', { group: 'dependencies', why: 'installed Node.js dependencies (reinstalled at setup)' }],
  ['.venv', { group: 'dependencies', why: 'a Python virtual environment (recreated at setup)' }],
  ['__pypackages__', { group: 'dependencies', why: 'installed Python dependencies (PEP 582)' }],
  ['__pycache__', cache('Python bytecode')],
  ['.pytest_cache', cache('pytest')],
  ['.mypy_cache', cache('mypy')],
  ['.ruff_cache', cache('Ruff')],
  ['.tox', cache('tox')],
  ['.nox', cache('nox')],
  ['.cache', cache('tool')],
  ['.parcel-cache', cache('Parcel')],
  ['.turbo', cache('Turborepo')],
  ['__MACOSX', { group: 'os-metadata', why: 'macOS archive metadata' }],
]);

const SKIPPED_FILES: ReadonlyMap<string, SkippedEntry> = new Map([
  ['.DS_Store', { group: 'os-metadata', why: 'macOS folder metadata' }],
  ['Thumbs.db', { group: 'os-metadata', why: 'Windows thumbnail cache' }],
  // Local secrets must never be published or installed; `.env.example` documents the variables instead.
  ['.env', { group: 'local-secret', why: 'local secrets (publish .env.example instead)' }],
]);
const ENV_TEMPLATES = new Set(['.env.example', '.env.sample', '.env.template']);
const LOCAL_ENV: SkippedEntry = {
  group: 'local-secret',
  why: 'local secrets (publish .env.example instead)',
};

// Kubernetes mounts a volume as `..data -> ..2026_12_01_09_00_00.123/` plus links to it, and swaps
// `..data` atomically: the versioned folders are internals, reached through the stable links.
const ATOMIC_WRITER: SkippedEntry = {
  group: 'cache',
  why: 'a versioned copy behind an atomically switched link (Kubernetes volume internals)',
};

/** Why an entry is left out of every package, or `undefined` when it belongs to it. */
export function skippedEntry(name: string, isDirectory: boolean): SkippedEntry | undefined {
  if (isDirectory) return name.startsWith('..') ? ATOMIC_WRITER : SKIPPED_DIRECTORIES.get(name);
  const file = SKIPPED_FILES.get(name);
  if (file !== undefined) return file;
  return name.startsWith('.env.') && !ENV_TEMPLATES.has(name) ? LOCAL_ENV : undefined;
}
