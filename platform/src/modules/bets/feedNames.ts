import type { PlatformDatabase } from '../../db/database.ts';
import type { FeedOdd } from './feedState.ts';
import type { Language } from '../../lang.ts';
import { marketName, sportName, tourneyFallbackName } from './names.ts';

/**
 * The feed module's name tables (db/schema/21-feed-extra.sql) are not part of the shared core
 * contract: they are read when present, and our own names stand in when they are not.
 */
type NameTable = 'feed_sports' | 'feed_tourneys' | 'feed_market_groups';

function hasTable(database: PlatformDatabase, table: NameTable): boolean {
  return Boolean(
    database.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table),
  );
}

function nameIn(
  database: PlatformDatabase,
  table: NameTable,
  id: number,
  language: Language,
): string | undefined {
  if (!hasTable(database, table)) return undefined;
  try {
    const row = database
      .prepare(`SELECT name_${language} AS name FROM ${table} WHERE id = ?`)
      .get(id) as { name: string | null } | undefined;
    return row?.name ?? undefined;
  } catch {
    // A renamed column in the feed's own table must not stop a bet: fall back to our names.
    return undefined;
  }
}

/** Sport, tournament and market names of an odd in a language, as the feed names them. */
export function feedNames(
  database: PlatformDatabase,
  odd: Pick<FeedOdd, 'sportId' | 'tourneyId' | 'groupId'>,
  language: Language,
): { sport: string; tourney: string; market: string } {
  return {
    sport:
      nameIn(database, 'feed_sports', odd.sportId, language) ?? sportName(odd.sportId, language),
    tourney:
      nameIn(database, 'feed_tourneys', odd.tourneyId, language) ??
      tourneyFallbackName(odd.tourneyId, language),
    market:
      nameIn(database, 'feed_market_groups', odd.groupId, language) ??
      marketName(odd.groupId, language),
  };
}
