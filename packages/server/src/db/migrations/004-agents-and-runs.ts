import type { Kysely, Migration } from 'kysely';

/** Agent profiles and run records (issue 12); portable types only, like 001. */
export const agentsAndRunsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('agents')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('model', 'text')
      .addColumn('instructions', 'text', (c) => c.notNull())
      // JSON arrays; NULL = no limit.
      .addColumn('skills', 'text')
      .addColumn('tools', 'text')
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('agent', 'text')
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      // The redacted transcript (JSON): secret values never reach this column.
      .addColumn('messages', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema.createIndex('runs_user').on('runs').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('runs').execute();
    await db.schema.dropTable('agents').execute();
  },
};
