import type { Kysely, Migration } from 'kysely';

/** History of custom and user skills (portable types, like 001). */
export const skillHistoryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('skill_versions')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('skill', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('digest', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_name', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('restored_version', 'integer')
      .addPrimaryKeyConstraint('skill_versions_pk', ['scope', 'category', 'skill', 'version'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('skill_versions').execute();
  },
};
