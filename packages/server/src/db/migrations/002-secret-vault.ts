import type { Kysely, Migration } from 'kysely';

/** The secret vault's tables (portable types, like 001). */
export const secretVaultMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('secret_data_keys')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('skill', 'text', (c) => c.notNull())
      .addColumn('key_version', 'integer', (c) => c.notNull())
      .addColumn('wrapped_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('secret_data_keys_pk', ['scope', 'category', 'skill'])
      .execute();
    await db.schema
      .createIndex('secret_data_keys_version')
      .on('secret_data_keys')
      .column('key_version')
      .execute();
    await db.schema
      .createTable('secret_values')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('skill', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('ciphertext', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('secret_values_pk', ['scope', 'category', 'skill', 'name'])
      .addForeignKeyConstraint('secret_values_data_key', ['scope', 'category', 'skill'], 'secret_data_keys', [
        'scope',
        'category',
        'skill',
      ])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('secret_values').execute();
    await db.schema.dropTable('secret_data_keys').execute();
  },
};
