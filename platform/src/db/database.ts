import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const here = dirname(fileURLToPath(import.meta.url));
const schemaFolder = join(here, 'schema');

export type PlatformDatabase = Database.Database;

/** `platform/.data/demo.sqlite` unless `DATABASE` says otherwise (`:memory:` for tests). */
export const defaultDatabasePath = join(here, '..', '..', '.data', 'demo.sqlite');

/**
 * Bump when a schema file changes incompatibly: a demo database of an older shape is then
 * rebuilt from the seed instead of failing on a missing column.
 */
/**
 * The database of one brand. One brand served (`BRAND`): `DATABASE`, or the default file. Several
 * brands each keep their own accounts and money: `<DATABASE>-<id>.sqlite`, or
 * `platform/.data/<id>.sqlite` (the demo brand's is the default file); `:memory:` stays in memory.
 */
export function brandDatabasePath(
  brandId: string,
  options: { configured: string | undefined; severalBrands: boolean },
): string {
  const { configured, severalBrands } = options;
  if (!severalBrands || configured === ':memory:') return configured ?? defaultDatabasePath;
  if (!configured) return join(dirname(defaultDatabasePath), `${brandId}.sqlite`);
  const extension = extname(configured);
  return `${configured.slice(0, configured.length - extension.length)}-${brandId}${extension}`;
}

export const schemaVersion = 4;

function schemaSql(): string {
  // Files run in name order (00-accounts, 10-ledger, 20-feed, ...): each domain owns its file.
  return readdirSync(schemaFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(join(schemaFolder, name), 'utf8'))
    .join('\n');
}

/**
 * How long a statement waits for another process's write lock (a backup, the sqlite3 CLI, a
 * reset) before failing with SQLITE_BUSY. better-sqlite3 waits synchronously, holding the event
 * loop and so every request: keep it short. A background tick that fails retries on its next
 * tick (ticks.ts); a request gets an error instead of stalling everyone.
 */
export const busyTimeoutMs = 150;

/**
 * One connection to a platform database file, without the schema step: the feed's tick thread
 * opens its own this way, after the platform has opened (and if need be rebuilt) the file.
 */
export function connectDatabase(path: string): PlatformDatabase {
  const database = new Database(path, { timeout: busyTimeoutMs });
  database.pragma('journal_mode = WAL');
  // With WAL, NORMAL syncs at checkpoints instead of at every commit: a commit cost 2 ms (p99
  // 18 ms) of fsync on the event loop, every bet and every slice of a tick. The database still
  // cannot corrupt; a power cut may lose the last commits (decision 019), a demo's fair price.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  return database;
}

/**
 * Opens the demo platform's database: WAL for concurrent readers while live data is written,
 * foreign keys on, schema applied (idempotent), so data survives restarts.
 */
export function openDatabase(path: string = defaultDatabasePath): PlatformDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  let database = connectDatabase(path);
  const version = database.pragma('user_version', { simple: true }) as number;
  const hasTables = database.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table'").get();
  if (hasTables && version !== schemaVersion && path !== ':memory:') {
    console.warn(
      `Demo database ${path} has schema ${version}, expected ${schemaVersion}: rebuilding it.`,
    );
    database.close();
    removeDatabaseFiles(path);
    database = connectDatabase(path);
  }
  database.exec(schemaSql());
  database.pragma(`user_version = ${schemaVersion}`);
  immediateTransactions(database);
  return database;
}

/**
 * Every transaction of the platform's connection starts IMMEDIATE (it takes the write lock at once,
 * waiting up to `busyTimeoutMs` for it). The feed's tick thread commits to the file from its own
 * connection (decision 026), and a transaction that read before that commit cannot write after
 * it: SQLite answers SQLITE_BUSY at once, without waiting, and a bet would fail. Taken at the
 * start, the lock is simply waited for. `.immediate()`, `.deferred()` and the rest still work.
 */
function immediateTransactions(database: PlatformDatabase): void {
  const transaction = database.transaction.bind(database);
  database.transaction = (fn) =>
    // Each variant carries the others at run time (better-sqlite3's transaction.js); the types
    // describe the variants as bare functions. A variant hands its own `this` to `fn` only.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    transaction(fn).immediate as Database.Transaction<typeof fn>;
}

/** Deletes a database file with its WAL companions (the reset command and schema upgrades). */
export function removeDatabaseFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}
