const INFRASTRUCTURE_FILES = new Set([
  'skill.config.yaml',
  'skill.config.yml',
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'bun.lockb',
  'pipfile',
  'pipfile.lock',
  'poetry.lock',
  'uv.lock',
  'pdm.lock',
  'cargo.lock',
  'gemfile.lock',
  'composer.lock',
  'skills.lock.json',
]);

/**
 * Files that configure how a skill is installed and run rather than what it teaches (SPEC §1.3): the
 * model is never shown them as skill files, since they steer execution (entrypoints, env names) or hold
 * local secrets (`.env*`), and reading them gives a prompt-injected model nothing it needs.
 */
export function isInfrastructureFile(path: string): boolean {
  const base = (path.split('/').at(-1) ?? '').toLowerCase();
  if (INFRASTRUCTURE_FILES.has(base)) return true;
  if (base.startsWith('.env')) return true;
  if (/^requirements.*\.(?:txt|in)$/.test(base) || base.endsWith('.lock')) return true;
  return false;
}
