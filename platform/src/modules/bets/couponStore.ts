import type { PlatformDatabase } from '../../db/database.ts';
import type { BasketItemRow } from './basket.ts';
import type { CouponKind } from './coefficients.ts';
import { feedNames } from './feedNames.ts';
import { languageOf, type Language } from '../../lang.ts';
import { outcomeName } from './names.ts';
import type { AcceptedBet } from './placementChecks.ts';

/** Coupon statuses (sports spec, section 3): the history filter and `status` use these. */
export const couponStatus = {
  pending: 0,
  lost: 4,
  won: 34,
  returned: 322,
  sold: 17410,
} as const;

export interface CouponRow {
  id: number;
  code: string;
  user_id: number;
  kind: CouponKind;
  system_index: number | null;
  currency: string;
  lang: string;
  amount_cents: number;
  bonus_cents: number;
  is_free_bet: number;
  total_coef: number;
  status: number;
  win_cents: number | null;
  placed_at: string;
  settled_at: string | null;
}

export interface CouponBetRow {
  coupon_id: number;
  position: number;
  odd_id: string;
  event_id: number;
  group_id: number;
  type: number;
  size: number | null;
  rate: number;
  is_live: number;
  sport_id: number;
  tourney_id: number;
  team1: string;
  team2: string;
  event_starts_at: string;
  sport_name: string;
  tourney_name: string;
  market_name: string;
  bet_name: string;
  result: number | null;
  score: string | null;
}

/**
 * The code a player sees: ten digits that look random but come from the id through an affine
 * map modulo 10^10 (a bijection, as the factor is coprime with 10), so codes are unique and the
 * seed stays deterministic.
 */
export function couponCode(id: number): string {
  const value = (BigInt(id) * 48_271n + 3_141_592_653n) % 10_000_000_000n;
  return value.toString().padStart(10, '0');
}

export interface NewCoupon {
  userId: number;
  kind: CouponKind;
  systemIndex: number | null;
  currency: string;
  lang: string;
  amountCents: number;
  bonusCents: number;
  isFreeBet: boolean;
  coefficient: number;
  at: Date;
  accepted: readonly AcceptedBet[];
  basket: ReadonlyMap<string, BasketItemRow>;
}

/** What a bet shows: the names the player saw in the slip, else the feed's, else ours. */
function betNames(
  database: PlatformDatabase,
  bet: AcceptedBet,
  basketItem: BasketItemRow | undefined,
  language: Language,
) {
  const { odd } = bet;
  const fromFeed = feedNames(database, odd, language);
  return {
    sport: basketItem?.sport_name || fromFeed.sport,
    tourney: basketItem?.champ_name || fromFeed.tourney,
    market: basketItem?.market_name || fromFeed.market,
    bet: basketItem?.bet_name || outcomeName(odd.type, odd.size, language),
  };
}

/** Inserts the coupon and its bets; returns the coupon id. Call inside the placement transaction. */
export function insertCoupon(database: PlatformDatabase, coupon: NewCoupon): number {
  const { id } = database
    .prepare(
      `INSERT INTO bet_coupons (code, user_id, kind, system_index, currency, lang, amount_cents,
         bonus_cents, is_free_bet, total_coef, placed_at)
       VALUES ('new-' || hex(randomblob(8)), @userId, @kind, @systemIndex, @currency, @lang,
         @amountCents, @bonusCents, @isFreeBet, @coefficient, @placedAt)
       RETURNING id`,
    )
    .get({
      userId: coupon.userId,
      kind: coupon.kind,
      systemIndex: coupon.systemIndex,
      currency: coupon.currency,
      lang: coupon.lang,
      amountCents: coupon.amountCents,
      bonusCents: coupon.bonusCents,
      isFreeBet: coupon.isFreeBet ? 1 : 0,
      coefficient: coupon.coefficient,
      placedAt: coupon.at.toISOString(),
    }) as { id: number };
  database.prepare('UPDATE bet_coupons SET code = ? WHERE id = ?').run(couponCode(id), id);
  const insertBet = database.prepare(
    `INSERT INTO bet_coupon_bets (coupon_id, position, odd_id, event_id, group_id, type, size,
       rate, is_live, sport_id, tourney_id, team1, team2, event_starts_at, sport_name,
       tourney_name, market_name, bet_name)
     VALUES (@couponId, @position, @oddId, @eventId, @groupId, @type, @size, @rate, @isLive,
       @sportId, @tourneyId, @team1, @team2, @startsAt, @sportName, @tourneyName, @marketName,
       @betName)`,
  );
  const language = languageOf(coupon.lang);
  coupon.accepted.forEach((bet, position) => {
    const names = betNames(database, bet, coupon.basket.get(bet.odd.id), language);
    insertBet.run({
      couponId: id,
      position,
      oddId: bet.odd.id,
      eventId: bet.odd.eventId,
      groupId: bet.odd.groupId,
      type: bet.odd.type,
      size: bet.odd.size,
      rate: bet.rate,
      isLive: bet.isLive ? 1 : 0,
      sportId: bet.odd.sportId,
      tourneyId: bet.odd.tourneyId,
      team1: bet.odd.team1,
      team2: bet.odd.team2,
      startsAt: bet.odd.startsAt,
      sportName: names.sport,
      tourneyName: names.tourney,
      marketName: names.market,
      betName: names.bet,
    });
  });
  return id;
}

export function couponBets(database: PlatformDatabase, couponId: number): CouponBetRow[] {
  return database
    .prepare('SELECT * FROM bet_coupon_bets WHERE coupon_id = ? ORDER BY position')
    .all(couponId) as CouponBetRow[];
}

/** A coupon of this player (never another player's). */
export function playerCoupon(
  database: PlatformDatabase,
  userId: number,
  couponId: number,
): CouponRow | undefined {
  return database
    .prepare('SELECT * FROM bet_coupons WHERE id = ? AND user_id = ?')
    .get(couponId, userId) as CouponRow | undefined;
}
