/**
 * Environments Skillport prepares inside a skill (`prepareSkillEnvironment`): generation folders under
 * `.skillport/envs/` and the `.venv` / `node_modules` links pointing into them. They are platform state,
 * not package content, so fingerprints (verify, the setup-script check) leave them out; anything else
 * under those names, such as a real `node_modules` folder planted in an installed skill, is still drift.
 */
export const ENVIRONMENTS_DIR = '.skillport/envs';

export function isManagedEnvironmentEntry(path: string, kind: string, linkTarget?: string): boolean {
  if (path.startsWith(`${ENVIRONMENTS_DIR}/`)) return true;
  if ((path !== '.venv' && path !== 'node_modules') || kind !== 'symlink' || linkTarget === undefined)
    return false;
  return linkTarget.startsWith(`${ENVIRONMENTS_DIR}/`) && !linkTarget.split('/').includes('..');
}
