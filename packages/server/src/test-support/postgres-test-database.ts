import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_POSTGRES_URL =
  process.env.SKILLPORT_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Whether the PostgreSQL half of the storage suite runs. In CI an unreachable server is a failure
 * (thrown here, at collection), never a skip; locally the suite is skipped with the reason printed.
 */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    const reason = `PostgreSQL at ${TEST_POSTGRES_URL} is unreachable: ${error instanceof Error ? error.message : String(error)}`;
    if (process.env.CI === 'true') throw new Error(`${reason}. CI needs it for the storage tests.`);
    console.warn(`${reason}; skipping the PostgreSQL storage tests (they run, and must pass, with CI=true).`);
    return false;
  }
}

/** A fresh database per run, dropped afterwards; returns its URL. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `skillport_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // A commit answers before its WAL reaches the disk: on a busy machine the flush is most of what a
  // gateway test waits for (a two-node install-and-follow cycle took ~26% less). Only a crash of the
  // PostgreSQL server itself could lose such a commit, and no test crashes it; the gateway's own
  // settings are untouched, since the setting belongs to this throwaway database alone.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
