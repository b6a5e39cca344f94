import type { PlatformDatabase } from '../../db/database.ts';
import { fromCents } from '../../money/ledger.ts';
import { couponKinds, payoutCents, roundCoefficient } from './coefficients.ts';
import { couponBets, couponStatus, type CouponBetRow, type CouponRow } from './couponStore.ts';
import { historyDate } from './dates.ts';
import { readEventScores } from './feedState.ts';

/** Coupons per page when the request gives no `count` (the spec's lazy-list page size). */
export const defaultHistoryPageSize = 10;

export interface HistoryFilter {
  from?: Date;
  to?: Date;
  statuses?: readonly number[];
  count: number;
  /** 1-based. */
  page: number;
}

const matchOf = (bet: CouponBetRow) => `${bet.team1} - ${bet.team2}`;

/** A bet's score: the one copied at its result, else the event's current one. */
function scoreOf(bet: CouponBetRow, scores: ReadonlyMap<number, string>): string {
  return bet.score ?? scores.get(bet.event_id) ?? '';
}

/**
 * What a coupon pays or may pay: the amount paid once settled, else the possible win (stake ×
 * total coefficient to 2 decimals; only the winnings for a free bet).
 */
export function amountOut(coupon: CouponRow): number {
  if (coupon.win_cents !== null) return fromCents(coupon.win_cents);
  const possible = payoutCents(coupon.amount_cents, coupon.total_coef, coupon.currency);
  return fromCents(coupon.is_free_bet ? possible - coupon.amount_cents : possible);
}

/** One coupon of the history list (sports spec, section 3: bet history coupon). */
export function couponSummary(
  coupon: CouponRow,
  bets: readonly CouponBetRow[],
  scores: ReadonlyMap<number, string>,
) {
  const summary = {
    id: coupon.id,
    code: coupon.code,
    amountIn: fromCents(coupon.amount_cents),
    amountOut: amountOut(coupon),
    bonuses: fromCents(coupon.bonus_cents),
    isFreeBet: Boolean(coupon.is_free_bet),
    date: historyDate(coupon.placed_at),
    currency: coupon.currency,
    flag: coupon.kind,
    isExpress: coupon.kind !== couponKinds.single,
    systemIndex: coupon.system_index,
    status: coupon.status,
    coef: roundCoefficient(coupon.total_coef),
    // No coefficient boosts in the demo: the extra coefficient is always 0.
    additionalCoef: 0,
    countEvents: bets.length,
  };
  const single = coupon.kind === couponKinds.single ? bets[0] : undefined;
  if (!single) return summary;
  return {
    ...summary,
    match: matchOf(single),
    team1: single.team1,
    team2: single.team2,
    score: scoreOf(single, scores),
    sportId: single.sport_id,
    marketGroupName: single.market_name,
    eventDate: historyDate(single.event_starts_at),
    tourneyName: single.tourney_name,
    name: single.bet_name,
  };
}

/** The bets of a coupon as the coupon-content view shows them. */
export function couponContent(
  database: PlatformDatabase,
  coupon: CouponRow,
): { betData: ReturnType<typeof couponSummary>; bets: Array<Record<string, unknown>> } {
  const bets = couponBets(database, coupon.id);
  const scores = readEventScores(
    database,
    bets.map((bet) => bet.event_id),
  );
  return {
    betData: couponSummary(coupon, bets, scores),
    bets: bets.map((bet) => ({
      id: bet.odd_id,
      eventId: bet.event_id,
      name: bet.bet_name,
      coef: bet.rate,
      sportId: bet.sport_id,
      sportName: bet.sport_name,
      marketGroupName: bet.market_name,
      date: historyDate(bet.event_starts_at),
      score: scoreOf(bet, scores),
      match: matchOf(bet),
      status: bet.result ?? couponStatus.pending,
      tourneyName: bet.tourney_name,
      isLive: Boolean(bet.is_live),
    })),
  };
}

/** A page of a player's coupons, newest first, with the page count. */
export function couponHistory(database: PlatformDatabase, userId: number, filter: HistoryFilter) {
  const where = `user_id = @userId
    AND (@from IS NULL OR placed_at >= @from)
    AND (@to IS NULL OR placed_at <= @to)
    AND (@statuses IS NULL OR status IN (SELECT value FROM json_each(@statuses)))`;
  const parameters = {
    userId,
    from: filter.from?.toISOString() ?? null,
    to: filter.to?.toISOString() ?? null,
    statuses: filter.statuses?.length ? JSON.stringify(filter.statuses) : null,
  };
  const { total } = database
    .prepare(`SELECT COUNT(*) AS total FROM bet_coupons WHERE ${where}`)
    .get(parameters) as { total: number };
  const coupons = database
    .prepare(
      `SELECT * FROM bet_coupons WHERE ${where} ORDER BY placed_at DESC, id DESC
       LIMIT @limit OFFSET @offset`,
    )
    .all({
      ...parameters,
      limit: filter.count,
      offset: (filter.page - 1) * filter.count,
    }) as CouponRow[];
  const betsOf = new Map(coupons.map((coupon) => [coupon.id, couponBets(database, coupon.id)]));
  const scores = readEventScores(
    database,
    [...betsOf.values()].flat().map((bet) => bet.event_id),
  );
  return {
    coupons: coupons.map((coupon) => couponSummary(coupon, betsOf.get(coupon.id) ?? [], scores)),
    page: filter.page,
    pages: Math.ceil(total / filter.count),
    total,
  };
}
