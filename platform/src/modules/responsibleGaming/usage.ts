import type { PlatformDatabase } from '../../db/database.ts';
import type { PeriodBounds } from './periods.ts';

/** Ledger kinds a statement reads (money/ledger.ts LedgerKind). */
const stakeKinds = `('sport-bet', 'casino-bet', 'toto-bet')`;
const returnKinds = `('sport-win', 'sport-refund', 'cash-out', 'casino-win', 'jackpot-win')`;

const iso = (bounds: PeriodBounds) => ({
  from: bounds.from.toISOString(),
  to: bounds.to.toISOString(),
});

/**
 * Cents of top-ups started in the period and not cancelled: a payment in process counts, so a
 * player cannot open several checkouts that together pass the limit.
 */
export function depositedCents(
  database: PlatformDatabase,
  userId: number,
  bounds: PeriodBounds,
): number {
  const row = database
    .prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM payments
       WHERE user_id = @userId AND status IN (0, 2) AND created_at >= @from AND created_at < @to`,
    )
    .get({ userId, ...iso(bounds) }) as { cents: number };
  return row.cents;
}

/**
 * Net loss of the period in cents (negative when the player is ahead): settled stakes minus
 * returns. A sports coupon counts when it settles (its stake and what it paid, a free bet's stake
 * being nobody's money); casino rounds, twenty-one and toto tickets by their ledger movements,
 * stakes when staked and returns when paid (a casino round settles within seconds).
 */
export function netLossCents(
  database: PlatformDatabase,
  userId: number,
  bounds: PeriodBounds,
): number {
  const parameters = { userId, ...iso(bounds) };
  const sports = database
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN is_free_bet = 1 THEN 0 ELSE amount_cents END
                - COALESCE(win_cents, 0)), 0) AS cents
       FROM bet_coupons
       WHERE user_id = @userId AND status <> 0 AND settled_at >= @from AND settled_at < @to`,
    )
    .get(parameters) as { cents: number };
  const games = database
    .prepare(
      `SELECT COALESCE(SUM(-amount_cents), 0) AS cents FROM ledger
       WHERE user_id = @userId AND created_at >= @from AND created_at < @to
         AND (kind IN ('casino-bet', 'casino-win', 'jackpot-win', 'toto-bet')
              OR (kind = 'sport-win' AND reference LIKE 'toto-ticket:%'))`,
    )
    .get(parameters) as { cents: number };
  return sports.cents + games.cents;
}

const minuteMs = 60 * 1000;

/** Minutes signed in during the period, over every session (ended ones too), overlaps once. */
export function sessionMinutes(
  database: PlatformDatabase,
  userId: number,
  bounds: PeriodBounds,
): number {
  const rows = database
    .prepare(
      `SELECT started_at AS startedAt, last_seen_at AS lastSeenAt FROM rg_session_time
       WHERE user_id = @userId AND last_seen_at > @from AND started_at < @to`,
    )
    .all({ userId, ...iso(bounds) }) as Array<{ startedAt: string; lastSeenAt: string }>;
  const from = bounds.from.getTime();
  const to = bounds.to.getTime();
  const spans = rows
    .map((row): [number, number] => [
      Math.max(from, Date.parse(row.startedAt)),
      Math.min(to, Date.parse(row.lastSeenAt)),
    ])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  // Sessions on two devices at once are one stretch of time, counted once.
  let ms = 0;
  let reached = -Infinity;
  for (const [start, end] of spans) {
    ms += Math.max(0, end - Math.max(start, reached));
    reached = Math.max(reached, end);
  }
  return Math.floor(ms / minuteMs);
}

export interface MoneyTotals {
  deposits: number;
  withdrawals: number;
  stakes: number;
  returns: number;
}

/** Cents moved by kind between two moments (the ledger, both wallets). */
export function ledgerTotals(
  database: PlatformDatabase,
  userId: number,
  bounds: PeriodBounds,
): MoneyTotals {
  return database
    .prepare(
      `SELECT
         COALESCE(SUM(CASE WHEN kind = 'top-up' THEN amount_cents END), 0) AS deposits,
         COALESCE(SUM(CASE WHEN kind IN ('withdrawal', 'withdrawal-refund') THEN -amount_cents END), 0)
           AS withdrawals,
         COALESCE(SUM(CASE WHEN kind IN ${stakeKinds} THEN -amount_cents END), 0) AS stakes,
         COALESCE(SUM(CASE WHEN kind IN ${returnKinds} THEN amount_cents END), 0) AS returns
       FROM ledger WHERE user_id = @userId AND created_at >= @from AND created_at < @to`,
    )
    .get({ userId, ...iso(bounds) }) as MoneyTotals;
}

export interface StatementDay extends MoneyTotals {
  /** yyyy-MM-dd, UTC. */
  day: string;
}

/** The ledger per UTC day, days without movements left out. */
export function statementDays(
  database: PlatformDatabase,
  userId: number,
  bounds: PeriodBounds,
): StatementDay[] {
  return database
    .prepare(
      `SELECT substr(created_at, 1, 10) AS day,
         COALESCE(SUM(CASE WHEN kind = 'top-up' THEN amount_cents END), 0) AS deposits,
         COALESCE(SUM(CASE WHEN kind IN ('withdrawal', 'withdrawal-refund') THEN -amount_cents END), 0)
           AS withdrawals,
         COALESCE(SUM(CASE WHEN kind IN ${stakeKinds} THEN -amount_cents END), 0) AS stakes,
         COALESCE(SUM(CASE WHEN kind IN ${returnKinds} THEN amount_cents END), 0) AS returns
       FROM ledger WHERE user_id = @userId AND created_at >= @from AND created_at < @to
       GROUP BY day ORDER BY day`,
    )
    .all({ userId, ...iso(bounds) }) as StatementDay[];
}
