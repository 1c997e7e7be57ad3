import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../config/index.js';
import { createTestDatabase, postgresAvailable } from './postgres-test-database.js';

/** One database a storage suite runs against: a fresh SQLite file, or a fresh PostgreSQL database. */
export interface DatabaseBackend {
  name: 'sqlite' | 'postgres';
  available: boolean;
  setup(): Promise<{ target: DatabaseTarget; teardown(): Promise<void> }>;
}

/** Both dialects, for `describe.each`; PostgreSQL is unavailable only outside CI (see postgresAvailable). */
export async function databaseBackends(): Promise<DatabaseBackend[]> {
  const withPostgres = await postgresAvailable();
  return [
    {
      name: 'sqlite',
      available: true,
      async setup() {
        const dir = mkdtempSync(path.join(tmpdir(), 'skillport-db-'));
        return {
          target: { dialect: 'sqlite', file: path.join(dir, 'test.db') },
          teardown: async () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
    {
      name: 'postgres',
      available: withPostgres,
      async setup() {
        const database = await createTestDatabase();
        return { target: { dialect: 'postgres', url: database.url }, teardown: database.drop };
      },
    },
  ];
}
