/**
 * A path a skill declares (entrypoint, setup script, reference) must resolve inside the skill folder:
 * relative, no `..` segment, no drive or UNC prefix. Checked when the config is read, so nothing later
 * runs or serves a file outside the package.
 */
export function isInsideSkill(path: string): boolean {
  return !/^([\\/]|[A-Za-z]:)/.test(path) && !path.split(/[\\/]/).includes('..');
}
