import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SkillportError } from '@skillport/core';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config/index.js';
import { redactUrl } from '../config/index.js';
import type { DatabaseSchema } from './database-schema.js';

export type GatewayDatabase = Kysely<DatabaseSchema>;

const SQLITE_BUSY_TIMEOUT_MS = 5_000;
const PG_CONNECT_TIMEOUT_MS = 5_000;
const PG_POOL_SIZE = 10;

/** Opens (creating the SQLite file and its folder when needed) and checks that the database answers. */
export async function openDatabase(target: DatabaseTarget): Promise<GatewayDatabase> {
  const db = target.dialect === 'sqlite' ? openSqlite(target.file) : openPostgres(target.url);
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    const where = target.dialect === 'sqlite' ? target.file : redactUrl(target.url);
    throw new SkillportError(
      'GATEWAY_NOT_READY',
      `Cannot reach the ${target.dialect} database at ${where}: ${error instanceof Error ? error.message : String(error)}. Check --database.`,
      { cause: error, details: { dialect: target.dialect } },
    );
  }
  return db;
}

function openSqlite(file: string): GatewayDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  // WAL lets readers proceed while one writer commits; the gateway reads far more than it writes.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database }) });
}

function openPostgres(url: string): GatewayDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: PG_POOL_SIZE,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
  });
  // An idle client that loses its server emits here; without a listener the process would crash.
  pool.on('error', () => {});
  return new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
}
