import type { PlatformContext } from '../../context.ts';
import { loadCatalog, type CatalogView } from './catalogView.ts';
import { readQueries, type ReadQueries } from './read/queries.ts';
import { eventStore, type EventStore } from './sim/eventStore.ts';

/** A serialised answer, compressed on demand once per encoding. */
export interface CachedBody {
  statusCode: number;
  json: string;
  encoded: Map<string, Buffer>;
}

/**
 * Per-platform feed state: prepared statements, the catalogue, and the answer cache. `version`
 * is the platform ms of the last feed change (every tick moves it); cached answers are valid
 * for one version, so between ticks a thousand pollers share one serialisation.
 */
export interface FeedRuntime {
  store: EventStore;
  queries: ReadQueries;
  version: number;
  cache: Map<string, CachedBody>;
  catalog(): CatalogView;
}

const runtimes = new WeakMap<PlatformContext, FeedRuntime>();

export function feedRuntime(context: PlatformContext): FeedRuntime {
  const known = runtimes.get(context);
  if (known) return known;
  const { database } = context;
  const latest = database
    .prepare('SELECT COALESCE(MAX(updated_at_ms), 0) AS version FROM feed_events')
    .get() as { version: number };
  let catalog: CatalogView | undefined;
  const runtime: FeedRuntime = {
    store: eventStore(database),
    queries: readQueries(database),
    version: latest.version,
    cache: new Map(),
    catalog() {
      // Loaded after the seed has filled the tables (an empty load is retried).
      if (!catalog || catalog.sports.size === 0) catalog = loadCatalog(database);
      return catalog;
    },
  };
  runtimes.set(context, runtime);
  return runtime;
}

/** Moves the feed version (answers cached for the old one are dropped). */
export function markChanged(runtime: FeedRuntime, stamp: number): void {
  runtime.version = Math.max(runtime.version, stamp);
  runtime.cache.clear();
}

/** For tests or tools that write the feed tables directly: forget cached answers. */
export function invalidateFeedCache(context: PlatformContext): void {
  const runtime = feedRuntime(context);
  runtime.cache.clear();
  const latest = context.database
    .prepare('SELECT COALESCE(MAX(updated_at_ms), 0) AS version FROM feed_events')
    .get() as { version: number };
  runtime.version = Math.max(runtime.version, latest.version);
}
