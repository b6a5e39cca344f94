import type { PlatformContext } from '../../../context.ts';
import type { PlatformDatabase } from '../../../db/database.ts';
import { floorToMinorUnit } from '../../../money/currency.ts';
import { credit, fromCents } from '../../../money/ledger.ts';
import { currencyUnitCents } from '../money.ts';
import {
  type JackpotLevel,
  jackpotLevels,
  jackpotNames,
  jackpotRules,
  simulatedWinner,
} from './jackpotRules.ts';

/** A row of `casino_jackpots`. */
export interface JackpotRow {
  id: number;
  currency: string;
  level: JackpotLevel;
  name: string;
  amount_cents: number;
  start_amount_cents: number;
  last_win_amount_cents: number | null;
  last_winner: string | null;
  last_won_at: string | null;
  drop_by_ms: number;
  grown_at_ms: number;
  checked_at_ms: number;
}

/** The spec's jackpot entity (section 3) plus its currency, level and last win time. */
export interface JackpotView {
  id: number;
  image: string;
  amount: number;
  name: string;
  /** Seconds until the jackpot must drop. */
  timer: number;
  start_amount: number;
  lastWinAmount: number | null;
  last_winner: string | null;
  last_won_at: string | null;
  currency: string;
  level: JackpotLevel;
}

/** A jackpot the player won (spec: won jackpots: id, image, amount, name). */
export interface WonJackpotView {
  /** The win's id: what jackpot_is_shown and the delete call take. */
  id: number;
  jackpot_id: number;
  image: string;
  amount: number;
  name: string;
  currency: string;
  won_at: string;
  is_shown: boolean;
}

const minute = 60_000;
const imageOf = (level: string) => `/api/casino/thumb/jackpot/${level}.svg`;

/** Creates the three jackpots of a currency when it has none yet (idempotent, deterministic). */
export function ensureJackpots(context: PlatformContext, currency: string): void {
  const { database } = context;
  const existing = database
    .prepare('SELECT COUNT(*) AS count FROM casino_jackpots WHERE currency = ?')
    .get(currency) as { count: number };
  if (existing.count === jackpotLevels.length) return;
  const random = context.random.fork(`casino:jackpots:${currency}`);
  const unit = currencyUnitCents(currency);
  const now = context.clock.nowMs();
  const insert = database.prepare(
    `INSERT OR IGNORE INTO casino_jackpots (currency, level, name, amount_cents, start_amount_cents,
       last_win_amount_cents, last_winner, last_won_at, drop_by_ms, grown_at_ms, checked_at_ms)
     VALUES (@currency, @level, @name, @amount, @start, @lastWin, @winner, @wonAt, @dropBy, @now,
       @now)`,
  );
  const write = () => {
    for (const level of jackpotLevels) {
      const rule = jackpotRules[level];
      const start = rule.startUnits * unit;
      const sinceWin = random.int(1, Math.floor(rule.mustDropMinutes / 2)) * minute;
      insert.run({
        currency,
        level,
        name: jackpotNames[level],
        start,
        amount: start + Math.floor(start * random.next() * 0.4),
        lastWin: Math.floor(start * (1.2 + random.next() * 0.8)),
        winner: simulatedWinner(random),
        wonAt: new Date(now - sinceWin).toISOString(),
        dropBy: now - sinceWin + rule.mustDropMinutes * minute,
        now,
      });
    }
  };
  if (database.inTransaction) write();
  else database.transaction(write)();
}

/** The jackpots of every currency the brand offers. */
export function seedJackpots(context: PlatformContext): void {
  for (const currency of new Set([context.brand.defaultCurrency, ...context.brand.currencies])) {
    ensureJackpots(context, currency);
  }
}

export function jackpotRows(database: PlatformDatabase, currency: string): JackpotRow[] {
  return database
    .prepare(
      `SELECT * FROM casino_jackpots WHERE currency = ?
       ORDER BY CASE level WHEN 'grand' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END`,
    )
    .all(currency) as JackpotRow[];
}

/** Whole seconds until the jackpot must drop (`timer`), never below 0. */
export const jackpotTimer = (row: JackpotRow, nowMs: number): number =>
  Math.max(0, Math.round((row.drop_by_ms - nowMs) / 1000));

export function jackpotView(row: JackpotRow, nowMs: number): JackpotView {
  return {
    id: row.id,
    image: imageOf(row.level),
    // What a win would pay now: the pot in the currency's minor units (whole pesos).
    amount: fromCents(floorToMinorUnit(row.amount_cents, row.currency)),
    name: row.name,
    timer: jackpotTimer(row, nowMs),
    start_amount: fromCents(row.start_amount_cents),
    lastWinAmount: row.last_win_amount_cents === null ? null : fromCents(row.last_win_amount_cents),
    last_winner: row.last_winner,
    last_won_at: row.last_won_at,
    currency: row.currency,
    level: row.level,
  };
}

/** The jackpots of a currency as the database holds them, created first if it has none. */
export function currencyJackpotRows(context: PlatformContext, currency: string): JackpotRow[] {
  ensureJackpots(context, currency);
  return jackpotRows(context.database, currency);
}

/** The jackpots of a currency as the API shows them (grand, medium, small). */
export function jackpotViews(context: PlatformContext, currency: string): JackpotView[] {
  const now = context.clock.nowMs();
  return currencyJackpotRows(context, currency).map((row) => jackpotView(row, now));
}

/** The player's won jackpots not deleted yet; `unshownOnly` keeps those not marked shown. */
export function wonJackpotViews(
  database: PlatformDatabase,
  userId: number,
  unshownOnly = false,
): WonJackpotView[] {
  const rows = database
    .prepare(
      `SELECT w.id, w.jackpot_id, w.amount_cents, w.won_at, w.is_shown, j.level, j.name, j.currency
       FROM casino_jackpot_wins w JOIN casino_jackpots j ON j.id = w.jackpot_id
       WHERE w.user_id = ? AND w.dismissed = 0 AND (? = 0 OR w.is_shown = 0)
       ORDER BY w.won_at DESC, w.id DESC`,
    )
    .all(userId, unshownOnly ? 1 : 0) as Array<{
    id: number;
    jackpot_id: number;
    amount_cents: number;
    won_at: string;
    is_shown: number;
    level: string;
    name: string;
    currency: string;
  }>;
  return rows.map((row) => ({
    id: row.id,
    jackpot_id: row.jackpot_id,
    image: imageOf(row.level),
    // What a win would pay now: the pot in the currency's minor units (whole pesos).
    amount: fromCents(floorToMinorUnit(row.amount_cents, row.currency)),
    name: row.name,
    currency: row.currency,
    won_at: row.won_at,
    is_shown: Boolean(row.is_shown),
  }));
}

/**
 * What GET /api/user/balance returns as `jackpots` and `won_jackpots` for a player: the
 * jackpots of the player's currency and the wins not yet marked shown (so the app celebrates once).
 */
export function jackpotsForBalance(
  context: PlatformContext,
  userId: number,
): { jackpots: JackpotView[]; won_jackpots: WonJackpotView[] } {
  const user = context.database.prepare('SELECT currency FROM users WHERE id = ?').get(userId) as
    { currency: string } | undefined;
  if (!user) return { jackpots: [], won_jackpots: [] };
  return {
    jackpots: jackpotViews(context, user.currency),
    won_jackpots: wonJackpotViews(context.database, userId, true),
  };
}

/** Adds a stake's share to the pots of its currency. Call inside the spin's transaction. */
export function contributeToJackpots(
  database: PlatformDatabase,
  currency: string,
  stakeCents: number,
): void {
  const update = database.prepare(
    'UPDATE casino_jackpots SET amount_cents = amount_cents + ? WHERE currency = ? AND level = ?',
  );
  for (const level of jackpotLevels) {
    const share = Math.floor(stakeCents * jackpotRules[level].contribution);
    if (share > 0) update.run(share, currency, level);
  }
}

/**
 * Pays a jackpot out and resets it to its start amount. A real player (userId) is credited
 * through the ledger ('jackpot-win'); a simulated one only becomes the last winner. Call inside
 * a transaction. Returns the win's id and amount.
 */
export function awardJackpot(
  database: PlatformDatabase,
  jackpot: JackpotRow,
  winner: { userId: number | null; name: string; roundId?: number },
  at: Date,
): { winId: number; amountCents: number } {
  // Stakes feed the pot by fractions of a cent's worth; it pays out in the currency's minor
  // units (whole pesos), the rest stays with the house as the pot restarts.
  const amountCents = floorToMinorUnit(jackpot.amount_cents, jackpot.currency);
  database
    .prepare(
      `UPDATE casino_jackpots SET amount_cents = start_amount_cents, last_win_amount_cents = ?,
         last_winner = ?, last_won_at = ?, drop_by_ms = ? WHERE id = ?`,
    )
    .run(
      amountCents,
      winner.name,
      at.toISOString(),
      at.getTime() + jackpotRules[jackpot.level].mustDropMinutes * minute,
      jackpot.id,
    );
  const { lastInsertRowid } = database
    .prepare(
      `INSERT INTO casino_jackpot_wins (jackpot_id, user_id, winner, amount_cents, round_id, won_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      jackpot.id,
      winner.userId,
      winner.name,
      amountCents,
      winner.roundId ?? null,
      at.toISOString(),
    );
  const winId = Number(lastInsertRowid);
  if (winner.userId !== null) {
    credit(database, {
      userId: winner.userId,
      cents: amountCents,
      kind: 'jackpot-win',
      reference: `jackpot-win:${winId}`,
      at,
    });
  }
  return { winId, amountCents };
}
