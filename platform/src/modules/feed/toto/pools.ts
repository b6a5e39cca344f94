import type { PlatformDatabase } from '../../../db/database.ts';
import { floorToMinorUnit } from '../../../money/currency.ts';
import { credit } from '../../../money/ledger.ts';

/** Pool status: tickets accepted, closed by the first kick-off, settled. */
export const poolStatus = { open: 0, closed: 1, settled: 2 } as const;
export const ticketStatus = { pending: 0, won: 34, lost: 4 } as const;

/** Matches in a pool, how far ahead its first match starts, and the jackpot it opens with. */
export const poolSize = 10;
const leadMs = 2 * 60 * 60 * 1000;
export const baseJackpotCents = 100_000 * 100;
/** Share of every stake that feeds the pool's jackpot. */
export const jackpotShare = 0.2;

export type Pick = '1' | 'X' | '2';

/** The 1 X 2 outcome of a final score. */
export const pickOf = (score1: number, score2: number): Pick =>
  score1 > score2 ? '1' : score1 === score2 ? 'X' : '2';

/**
 * Opens a pool of the next ten football matches that start at least two hours from now and are
 * in no other pool; it closes when its first match starts. Returns its id, or undefined when
 * the line has too few matches.
 */
export function openPool(database: PlatformDatabase, now: Date): number | undefined {
  const events = database
    .prepare(
      `SELECT id, starts_at FROM feed_events
       WHERE sport_id = 1 AND status = 0 AND starts_at >= ?
         AND id NOT IN (SELECT event_id FROM feed_toto_events)
       ORDER BY starts_at, id LIMIT ?`,
    )
    .all(new Date(now.getTime() + leadMs).toISOString(), poolSize) as Array<{
    id: number;
    starts_at: string;
  }>;
  const first = events[0];
  if (!first || events.length < poolSize) return undefined;
  const { count } = database.prepare('SELECT COUNT(*) AS count FROM feed_toto_pools').get() as {
    count: number;
  };
  const { lastInsertRowid } = database
    .prepare(
      `INSERT INTO feed_toto_pools (number, jackpot_cents, status, closes_at, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(count + 1, baseJackpotCents, poolStatus.open, first.starts_at, now.toISOString());
  const add = database.prepare(
    'INSERT INTO feed_toto_events (toto_id, event_id, position) VALUES (?, ?, ?)',
  );
  events.forEach((event, index) => add.run(lastInsertRowid, event.id, index + 1));
  return Number(lastInsertRowid);
}

interface TicketRow {
  id: number;
  user_id: number;
  amount_cents: number;
  picks: string;
  currency: string;
}

/** The prize rule: all right shares the jackpot by stake; one wrong pays 10×, two wrong 2×. */
function prizeOf(correct: number, events: number, amountCents: number): number {
  if (correct === events - 1) return amountCents * 10;
  if (correct === events - 2) return amountCents * 2;
  return 0;
}

/** Settles one closed pool whose matches have all finished; call inside a transaction. */
function settlePool(database: PlatformDatabase, poolId: number, jackpotCents: number, now: Date) {
  const results = new Map(
    (
      database
        .prepare(
          `SELECT e.id, e.score1, e.score2 FROM feed_toto_events t
           JOIN feed_events e ON e.id = t.event_id WHERE t.toto_id = ?`,
        )
        .all(poolId) as Array<{ id: number; score1: number; score2: number }>
    ).map((event) => [event.id, pickOf(event.score1, event.score2)]),
  );
  const tickets = database
    .prepare(
      `SELECT t.id, t.user_id, t.amount_cents, t.picks, u.currency FROM feed_toto_tickets t
       JOIN users u ON u.id = t.user_id WHERE t.toto_id = ?`,
    )
    .all(poolId) as TicketRow[];
  const scored = tickets.map((ticket) => {
    const picks = JSON.parse(ticket.picks) as string[];
    const correct = picks.filter((pick) => {
      const [eventId, outcome] = pick.split(':');
      return results.get(Number(eventId)) === outcome;
    }).length;
    return { ticket, correct };
  });
  const jackpotWinners = scored.filter(({ correct }) => correct === results.size);
  const jackpotStakes = jackpotWinners.reduce((sum, { ticket }) => sum + ticket.amount_cents, 0);
  const update = database.prepare(
    `UPDATE feed_toto_tickets SET status = ?, correct_count = ?, win_cents = ?, settled_at = ?
     WHERE id = ?`,
  );
  const at = now.toISOString();
  for (const { ticket, correct } of scored) {
    const win =
      correct === results.size
        ? // A share of the jackpot, down to the ticket's currency's minor unit (whole pesos).
          floorToMinorUnit(
            Math.floor((jackpotCents * ticket.amount_cents) / jackpotStakes),
            ticket.currency,
          )
        : prizeOf(correct, results.size, ticket.amount_cents);
    if (win > 0) {
      credit(database, {
        userId: ticket.user_id,
        cents: win,
        kind: 'sport-win',
        reference: `toto-ticket:${ticket.id}`,
        at: now,
      });
    }
    update.run(win > 0 ? ticketStatus.won : ticketStatus.lost, correct, win, at, ticket.id);
  }
  database
    .prepare('UPDATE feed_toto_pools SET status = ?, settled_at = ? WHERE id = ?')
    .run(poolStatus.settled, at, poolId);
  // Nobody had everything right: the jackpot rolls over to the open pool.
  if (jackpotWinners.length === 0) {
    database
      .prepare(
        `UPDATE feed_toto_pools SET jackpot_cents = jackpot_cents + ?
         WHERE id = (SELECT MAX(id) FROM feed_toto_pools WHERE status = ?)`,
      )
      .run(jackpotCents, poolStatus.open);
  }
}

const tickStatements = new WeakMap<PlatformDatabase, ReturnType<typeof prepareTick>>();

function prepareTick(database: PlatformDatabase) {
  return {
    close: database.prepare(
      'UPDATE feed_toto_pools SET status = ? WHERE status = ? AND closes_at <= ?',
    ),
    open: database.prepare('SELECT 1 FROM feed_toto_pools WHERE status = ?'),
    decided: database.prepare(
      `SELECT p.id, p.jackpot_cents FROM feed_toto_pools p WHERE p.status = ?
         AND NOT EXISTS (SELECT 1 FROM feed_toto_events t JOIN feed_events e ON e.id = t.event_id
                         WHERE t.toto_id = p.id AND e.status <> 2)`,
    ),
  };
}

/**
 * The pool part of a feed tick (inside its transaction): close pools whose first match started,
 * keep one pool open, settle closed pools whose matches are all finished.
 */
export function advancePools(database: PlatformDatabase, now: Date): void {
  let statements = tickStatements.get(database);
  if (!statements) {
    statements = prepareTick(database);
    tickStatements.set(database, statements);
  }
  statements.close.run(poolStatus.closed, poolStatus.open, now.toISOString());
  if (!statements.open.get(poolStatus.open)) openPool(database, now);
  const decided = statements.decided.all(poolStatus.closed) as Array<{
    id: number;
    jackpot_cents: number;
  }>;
  for (const pool of decided) settlePool(database, pool.id, pool.jackpot_cents, now);
}
