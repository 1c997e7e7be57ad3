import { SkillportError } from '@skillport/core';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseSchema } from '../database-schema.js';
import { initialMigration } from './001-initial.js';
import { secretVaultMigration } from './002-secret-vault.js';
import { skillHistoryMigration } from './003-skill-history.js';
import { agentsAndRunsMigration } from './004-agents-and-runs.js';
import { skillBlobsMigration } from './005-skill-blobs.js';

/** Names sort in the order they must run; a released migration is never edited, only followed. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initialMigration,
  '002-secret-vault': secretVaultMigration,
  '003-skill-history': skillHistoryMigration,
  '004-agents-and-runs': agentsAndRunsMigration,
  '005-skill-blobs': skillBlobsMigration,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; concurrent nodes are serialised by Kysely's migration lock. */
export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new SkillportError(
      'GATEWAY_NOT_READY',
      `Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}. Check that the database is reachable and writable.`,
      { cause: error, details: { migration: failed } },
    );
  }
}
