import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const here = dirname(fileURLToPath(import.meta.url));

export type PlatformDatabase = Database.Database;

/** `platform/.data/demo.sqlite` unless `DATABASE` says otherwise (`:memory:` for tests). */
export const defaultDatabasePath = join(here, '..', '..', '.data', 'demo.sqlite');

/**
 * Opens the demo platform's database: WAL for concurrent readers while live data is written,
 * foreign keys on, schema applied (idempotent), so data survives restarts.
 */
export function openDatabase(path: string = defaultDatabasePath): PlatformDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new Database(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.exec(readFileSync(join(here, 'schema.sql'), 'utf8'));
  return database;
}
