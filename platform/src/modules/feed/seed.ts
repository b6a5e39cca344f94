import type { PlatformContext } from '../../context.ts';
import type { Random } from '../../random.ts';
import { countries, esportsGames, esportsSportId, sports, tourneys } from './catalog/index.ts';
import { marketGroups } from './model/markets.ts';
import { feedRuntime, markChanged } from './runtime.ts';
import { advance } from './sim/engine.ts';
import type { EventStore } from './sim/eventStore.ts';
import { freshEvent, generateEvent } from './sim/generate.ts';
import { insertEvent } from './sim/lifecycle.ts';
import { joinedLiveAgoMs, kickOff, lineStart, lineTarget, liveTarget } from './sim/tick.ts';
import { advancePools } from './toto/pools.ts';

const minute = 60_000;
const hour = 60 * minute;
/** Finished events for the results pages, over the last three days. */
const resultsCount = 40;
/** Line events in the next three hours, so the 2-, 4- and 6-hour filters have content. */
const soonCount = 15;

function seedCatalog(context: PlatformContext): void {
  const { database } = context;
  const sport = database.prepare(
    `INSERT INTO feed_sports (id, priority, name_es, name_en, name_pt)
     VALUES (@id, @priority, @es, @en, @pt)`,
  );
  for (const item of sports) sport.run({ id: item.id, priority: item.priority, ...item.names });
  const game = database.prepare(
    `INSERT INTO feed_games (id, sport_id, priority, name_es, name_en, name_pt)
     VALUES (@id, @sportId, @priority, @es, @en, @pt)`,
  );
  for (const item of esportsGames) {
    game.run({ id: item.id, sportId: esportsSportId, priority: item.priority, ...item.names });
  }
  const country = database.prepare(
    `INSERT INTO feed_countries (id, priority, name_es, name_en, name_pt)
     VALUES (@id, @priority, @es, @en, @pt)`,
  );
  for (const item of countries)
    country.run({ id: item.id, priority: item.priority, ...item.names });
  const tourney = database.prepare(
    `INSERT INTO feed_tourneys (id, sport_id, country_id, game_id, priority, is_top, name_es,
       name_en, name_pt)
     VALUES (@id, @sportId, @countryId, @gameId, @priority, @isTop, @es, @en, @pt)`,
  );
  for (const item of tourneys) {
    tourney.run({
      id: item.id,
      sportId: item.sportId,
      countryId: item.countryId,
      gameId: item.gameId ?? null,
      priority: item.priority,
      isTop: item.top ? 1 : 0,
      ...item.names,
    });
  }
  const group = database.prepare(
    'INSERT INTO feed_market_groups (id, name_es, name_en, name_pt) VALUES (@id, @es, @en, @pt)',
  );
  for (const item of marketGroups) group.run({ id: item.id, ...item.names });
}

function seedResults(store: EventStore, random: Random, nowMs: number, stamp: number) {
  for (let index = 0; index < resultsCount; index++) {
    const startsAt = kickOff(nowMs - 72 * hour + random.next() * 69 * hour);
    const event = generateEvent(random, store.nextId(), startsAt);
    advance(event.model, event.state, 24 * hour, random);
    event.status = 2;
    event.liveAtMs = startsAt;
    event.finishedAtMs = startsAt + event.state.elapsedMs;
    insertEvent(store, event, nowMs, stamp, random);
  }
}

function seedLive(store: EventStore, random: Random, nowMs: number, stamp: number) {
  for (let index = 0; index < liveTarget; index++) {
    const event = freshEvent(store, random, nowMs);
    event.startsAtMs = nowMs - joinedLiveAgoMs(random, event.model.variant);
    event.status = 1;
    event.liveAtMs = stamp;
    advance(event.model, event.state, nowMs - event.startsAtMs, random);
    insertEvent(store, event, nowMs, stamp, random);
  }
}

function seedLine(store: EventStore, random: Random, nowMs: number, stamp: number) {
  for (let index = 0; index < lineTarget; index++) {
    const startsAt =
      index < soonCount
        ? lineStart(random, nowMs, 10 * minute, 3 * hour)
        : lineStart(random, nowMs, 3 * hour, 72 * hour);
    insertEvent(store, freshEvent(store, random, startsAt), nowMs, stamp, random);
  }
}

/**
 * The feed's demo data, once: catalogue, 40 results of the last three days, 30 live events
 * picked up mid-match, 200 line events over the next three days, one open toto pool.
 * Deterministic for PLATFORM_SEED and the clock.
 */
export function seedFeed(context: PlatformContext): void {
  const { database } = context;
  const seeded = database.prepare('SELECT 1 FROM feed_sports LIMIT 1').get();
  if (seeded) return;
  const runtime = feedRuntime(context);
  const nowMs = context.clock.nowMs();
  const stamp = Math.max(nowMs, runtime.version + 1);
  const random = context.random.fork('feed:seed');
  database.transaction(() => {
    seedCatalog(context);
    seedResults(runtime.store, random, nowMs, stamp);
    seedLive(runtime.store, random, nowMs, stamp);
    seedLine(runtime.store, random, nowMs, stamp);
    advancePools(database, new Date(nowMs));
  })();
  markChanged(runtime, stamp);
}
