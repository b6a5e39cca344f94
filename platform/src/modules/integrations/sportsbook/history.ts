import type { PlatformDatabase } from '../../../db/database.ts';
import { fromCents } from '../../../money/ledger.ts';
import type { SportsbookProvider } from './seed.ts';

/** A bet of an embedded sportsbook as both history calls return it. */
export interface SportsbookBet {
  id: number;
  /** ISO moment the bet was placed. */
  date: string;
  betType: 'single' | 'express' | 'system';
  gameType: 'prematch' | 'live';
  sport: string;
  event: string;
  market: string;
  selection: string;
  coef: number;
  amount: number;
  payout: number;
  currency: string;
  /** 0 open, 1 won, 2 lost, 3 returned. */
  status: number;
}

export interface HistoryQuery {
  page: number;
  count: number;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  statuses?: readonly number[];
  gameTypes?: readonly string[];
  sports?: readonly string[];
}

export interface HistoryPage {
  bets: SportsbookBet[];
  /** All bets matching the filter; the app divides it by its page size. */
  count: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** JSON schema of a YYYY-MM-DD day. */
export const daySchema = {
  type: 'string',
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
} as const;

// Lists travel as JSON so one prepared statement serves every filter combination.
const filterSql = `provider = @provider AND user_id = @userId
  AND (@from IS NULL OR placed_at >= @from)
  AND (@to IS NULL OR placed_at < @to)
  AND (@statuses IS NULL OR status IN (SELECT value FROM json_each(@statuses)))
  AND (@gameTypes IS NULL OR game_type IN (SELECT value FROM json_each(@gameTypes)))
  AND (@sports IS NULL OR sport IN (SELECT value FROM json_each(@sports)))`;

const list = (values: readonly unknown[] | undefined) =>
  values && values.length > 0 ? JSON.stringify(values) : null;

/** One page (1-based) of a player's bets in an embedded sportsbook, newest first. */
export function sportsbookHistory(
  database: PlatformDatabase,
  provider: SportsbookProvider,
  userId: number,
  query: HistoryQuery,
): HistoryPage {
  const parameters = {
    provider,
    userId,
    from: query.from ? `${query.from}T00:00:00.000Z` : null,
    // The end day is inclusive: everything before the start of the next day.
    to: query.to
      ? new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + dayMs).toISOString()
      : null,
    statuses: list(query.statuses),
    gameTypes: list(query.gameTypes),
    sports: list(query.sports),
  };
  const { total } = database
    .prepare(`SELECT COUNT(*) AS total FROM sportsbook_bets WHERE ${filterSql}`)
    .get(parameters) as { total: number };
  const rows = database
    .prepare(
      `SELECT id, placed_at AS date, bet_type AS betType, game_type AS gameType, sport,
         event_name AS event, market, selection, odds AS coef, amount_cents AS amountCents,
         payout_cents AS payoutCents, currency, status
       FROM sportsbook_bets WHERE ${filterSql}
       ORDER BY placed_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...parameters, limit: query.count, offset: (query.page - 1) * query.count }) as Array<
    Omit<SportsbookBet, 'amount' | 'payout'> & { amountCents: number; payoutCents: number }
  >;
  return {
    count: total,
    bets: rows.map(({ amountCents, payoutCents, ...bet }) => ({
      ...bet,
      amount: fromCents(amountCents),
      payout: fromCents(payoutCents),
    })),
  };
}
