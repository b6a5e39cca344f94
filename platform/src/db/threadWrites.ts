import type { PlatformDatabase } from './database.ts';

/** Told when one of the platform's own threads starts and stops writing the file. */
export interface ThreadWritesWatcher {
  begin(): void;
  end(): void;
}

interface Registry {
  open: number;
  watchers: Set<ThreadWritesWatcher>;
}

const registries = new WeakMap<PlatformDatabase, Registry>();

function registryOf(database: PlatformDatabase): Registry {
  let registry = registries.get(database);
  if (!registry) {
    registry = { open: 0, watchers: new Set() };
    registries.set(database, registry);
  }
  return registry;
}

/**
 * The platform's own threads (the feed's tick thread, decision 026) write the file through their
 * own connections, so to `database` their commits look like a stranger's: `PRAGMA data_version`
 * moves. A cache that drops everything on such a move (the balance answers) would drop it at every
 * tick. A thread marks the stretch it writes in: watchers hear `begin` and `end`, and while it is
 * open `threadsWriting` is true. Returns the function that closes the stretch (once).
 */
export function threadWrites(database: PlatformDatabase): () => void {
  const registry = registryOf(database);
  registry.open++;
  for (const watcher of registry.watchers) watcher.begin();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    registry.open--;
    for (const watcher of registry.watchers) watcher.end();
  };
}

/** Whether one of the platform's threads is writing the file now (`threadWrites`). */
export function threadsWriting(database: PlatformDatabase): boolean {
  return registryOf(database).open > 0;
}

export function watchThreadWrites(database: PlatformDatabase, watcher: ThreadWritesWatcher): void {
  registryOf(database).watchers.add(watcher);
}
