import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Cluster storage of custom and user skills (portable types, like 001): package contents by digest,
 * the current version of each skill, and a numbered change log that lets a node catch up on what it
 * missed. `skill_generation` holds one row whose update serialises publishers, so generations commit
 * in order and "every change after N" is never missing one that commits late.
 */
export const skillBlobsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('skill_blobs')
      .addColumn('digest', 'text', (c) => c.primaryKey())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('skill_state')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('skill', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('digest', 'text', (c) => c.notNull())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('skill_state_pk', ['scope', 'skill'])
      .execute();
    await db.schema
      .createTable('skill_changes')
      .addColumn('generation', 'integer', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('scope', 'text')
      .addColumn('category', 'text')
      .addColumn('skill', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('skill_generation')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('value', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into skill_generation (id, value) values (1, 0)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['skill_generation', 'skill_changes', 'skill_state', 'skill_blobs']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
