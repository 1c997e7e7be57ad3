import type { Skill } from '@skillport/core';
import type { Logger } from 'pino';
import type { SecretVault } from './create-secret-vault.js';
import { secretOwnerOf } from './secret-owner-of.js';

/**
 * The vault's values a run of `skill` gets in `userId`'s view. Without a master key the vault is not
 * running and the run has none (said once per run when the skill declares env); a read that fails throws.
 */
export async function storedValuesFor(
  vault: SecretVault,
  logger: Logger,
  skill: Skill,
  userId: string,
): Promise<Record<string, string>> {
  if (vault.available) return vault.read(secretOwnerOf(skill, userId));
  if (skill.config?.env.length) {
    logger.warn(
      { component: 'vault', skill: skill.name },
      'skill runs without vault values: the vault is not running',
    );
  }
  return {};
}
