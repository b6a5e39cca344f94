import type { PlatformDatabase } from '../../db/database.ts';
import { couponKinds } from './coefficients.ts';
import {
  eventIdOf,
  marketKeyOf,
  oddAvailability,
  readEventStatuses,
  readFeedOdds,
} from './feedState.ts';

/** The names the app sends with an odd it adds (betslipInfo of the sports spec). */
export interface BasketNames {
  sportName: string;
  countryName: string;
  champName: string;
  marketName: string;
  betName: string;
  p1: string;
  p2: string;
}

export interface BasketItemRow {
  odd_id: string;
  market_key: string;
  event_id: number;
  coef: number;
  sport_name: string;
  country_name: string;
  champ_name: string;
  market_name: string;
  bet_name: string;
  p1: string;
  p2: string;
  added_live: number;
}

/** A slip holds at most this many bets (an express takes 20; the rest is room to choose). */
export const maxBasketBets = 30;

export type BasketAction = 'added' | 'replaced' | 'removed';

export function basketItems(database: PlatformDatabase, userId: number): BasketItemRow[] {
  return database
    .prepare('SELECT * FROM bet_basket_items WHERE user_id = ? ORDER BY id')
    .all(userId) as BasketItemRow[];
}

export function betslipType(database: PlatformDatabase, userId: number): number {
  const row = database
    .prepare('SELECT betslip_type AS type FROM bet_baskets WHERE user_id = ?')
    .get(userId) as { type: number } | undefined;
  return row?.type ?? couponKinds.single;
}

export function setBetslipType(
  database: PlatformDatabase,
  userId: number,
  type: number,
  now: Date,
): void {
  database
    .prepare(
      `INSERT INTO bet_baskets (user_id, betslip_type, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET betslip_type = excluded.betslip_type,
         updated_at = excluded.updated_at`,
    )
    .run(userId, type, now.toISOString());
}

/** The spec's rule after any add, remove or clear: express with 2+ bets, otherwise single. */
function recalculateType(database: PlatformDatabase, userId: number, now: Date): void {
  const count = basketItems(database, userId).length;
  setBetslipType(database, userId, count >= 2 ? couponKinds.express : couponKinds.single, now);
}

/**
 * The spec's add rules (section 4): the same odd again removes it (toggle), another odd of the
 * same event market replaces it, anything else is appended. Run inside a transaction.
 */
export function addToBasket(
  database: PlatformDatabase,
  userId: number,
  odd: { id: string; coef: number; live: boolean },
  names: BasketNames,
  now: Date,
): BasketAction {
  const exists = database
    .prepare('SELECT 1 FROM bet_basket_items WHERE user_id = ? AND odd_id = ?')
    .get(userId, odd.id);
  if (exists) {
    removeFromBasket(database, userId, odd.id, now);
    return 'removed';
  }
  const marketKey = marketKeyOf(odd.id);
  const replaced = database
    .prepare('DELETE FROM bet_basket_items WHERE user_id = ? AND market_key = ?')
    .run(userId, marketKey).changes;
  database
    .prepare(
      `INSERT INTO bet_basket_items (user_id, odd_id, market_key, event_id, coef, sport_name,
         country_name, champ_name, market_name, bet_name, p1, p2, added_live, added_at)
       VALUES (@userId, @oddId, @marketKey, @eventId, @coef, @sportName, @countryName,
         @champName, @marketName, @betName, @p1, @p2, @addedLive, @addedAt)`,
    )
    .run({
      userId,
      oddId: odd.id,
      marketKey,
      eventId: eventIdOf(odd.id) ?? 0,
      coef: odd.coef,
      ...names,
      addedLive: odd.live ? 1 : 0,
      addedAt: now.toISOString(),
    });
  recalculateType(database, userId, now);
  return replaced > 0 ? 'replaced' : 'added';
}

export function removeFromBasket(
  database: PlatformDatabase,
  userId: number,
  oddId: string,
  now: Date,
): boolean {
  const { changes } = database
    .prepare('DELETE FROM bet_basket_items WHERE user_id = ? AND odd_id = ?')
    .run(userId, oddId);
  recalculateType(database, userId, now);
  return changes > 0;
}

/** The spec's app clears its slip after a successful placement; the server slip follows. */
export function removePlacedFromBasket(
  database: PlatformDatabase,
  userId: number,
  oddIds: readonly string[],
  now: Date,
): void {
  database
    .prepare(
      'DELETE FROM bet_basket_items WHERE user_id = ? AND odd_id IN (SELECT value FROM json_each(?))',
    )
    .run(userId, JSON.stringify(oddIds));
  recalculateType(database, userId, now);
}

export function clearBasket(database: PlatformDatabase, userId: number, now: Date): void {
  database.prepare('DELETE FROM bet_basket_items WHERE user_id = ?').run(userId);
  recalculateType(database, userId, now);
}

/** The slip as the app shows it: stored bets with their current rate and availability. */
export function basketView(database: PlatformDatabase, userId: number, nowMs: number) {
  const items = basketItems(database, userId);
  const oddIds = items.map((item) => item.odd_id);
  const odds = readFeedOdds(database, oddIds);
  const statuses = readEventStatuses(
    database,
    items.map((item) => item.event_id),
  );
  return {
    betslipType: betslipType(database, userId),
    bets: items.map((item) => {
      const odd = odds.get(item.odd_id);
      const { code } = oddAvailability(item.odd_id, odd, statuses, nowMs, !item.added_live);
      return {
        id: item.odd_id,
        eventId: item.event_id,
        marketKey: item.market_key,
        coef: item.coef,
        currentCoef: odd?.rate ?? null,
        isBlocked: odd ? Boolean(odd.blocked) : true,
        errorCode: code,
        sportName: item.sport_name,
        countryName: item.country_name,
        champName: item.champ_name,
        marketName: item.market_name,
        betName: item.bet_name,
        p1: item.p1,
        p2: item.p2,
      };
    }),
  };
}
