import type { PlatformDatabase } from '../../db/database.ts';
import { couponStatus } from './couponStore.ts';

export interface PlayerTurnover {
  userId: number;
  cents: number;
}

/**
 * Real-money sport turnover per player: the main-wallet part of the stake of every coupon settled
 * won or lost in [from, to), by its settlement moment. A stake counts only once its outcome is
 * decided: a coupon sold back (cash-out) or returned risked nothing to the end, so five bets sold
 * at once cannot buy free bets for their 5 % margin. Bonus-wallet stakes and free bets never
 * count. `userId` narrows it to one player.
 */
export function settledTurnover(
  database: PlatformDatabase,
  from: Date,
  to: Date,
  userId?: number,
): PlayerTurnover[] {
  return database
    .prepare(
      `SELECT user_id AS userId, SUM(amount_cents - bonus_cents) AS cents FROM bet_coupons
       WHERE status IN (${couponStatus.won}, ${couponStatus.lost}) AND is_free_bet = 0
         AND settled_at >= @from AND settled_at < @to AND (@userId IS NULL OR user_id = @userId)
       GROUP BY user_id HAVING cents > 0 ORDER BY user_id`,
    )
    .all({
      from: from.toISOString(),
      to: to.toISOString(),
      userId: userId ?? null,
    }) as PlayerTurnover[];
}
