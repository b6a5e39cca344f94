import type { PlatformDatabase } from '../../../db/database.ts';
import { fromCents } from '../../../money/ledger.ts';
import type { CatalogView } from '../catalogView.ts';
import { nameOf } from '../catalogView.ts';
import type { Language } from '../language.ts';
import { pickOf, poolStatus } from './pools.ts';

export interface PoolRow {
  id: number;
  number: number;
  jackpot_cents: number;
  status: number;
  closes_at: string;
}

interface PoolEventRow {
  id: number;
  team1: string;
  team2: string;
  starts_at: string;
  sport_id: number;
  tourney_id: number;
  status: number;
  score1: number | null;
  score2: number | null;
}

const poolNames = {
  es: (number: number) => `Quiniela ${number}`,
  en: (number: number) => `Football pool ${number}`,
  pt: (number: number) => `Totobola ${number}`,
} as const;

/** Reads pools, their matches and tickets; shapes them as the spec's toto fields. */
export function totoReader(database: PlatformDatabase) {
  const openPool = database.prepare(
    'SELECT * FROM feed_toto_pools WHERE status = ? ORDER BY id DESC LIMIT 1',
  );
  const poolById = database.prepare('SELECT * FROM feed_toto_pools WHERE id = ?');
  const poolEvents = database.prepare(
    `SELECT e.id, e.team1, e.team2, e.starts_at, e.sport_id, e.tourney_id, e.status, e.score1,
       e.score2
     FROM feed_toto_events t JOIN feed_events e ON e.id = t.event_id
     WHERE t.toto_id = ? ORDER BY t.position`,
  );
  const tickets = database.prepare(
    'SELECT * FROM feed_toto_tickets WHERE user_id = ? ORDER BY id DESC LIMIT 50',
  );

  const eventList = (poolId: number, catalog: CatalogView, language: Language) =>
    (poolEvents.all(poolId) as PoolEventRow[]).map((event) => ({
      teams: `${event.team1} - ${event.team2}`,
      ID: event.id,
      date: event.starts_at,
      sportName: nameOf(catalog.sports, event.sport_id, language),
      tourneyName: nameOf(catalog.tourneys, event.tourney_id, language),
      score: event.status === 0 ? null : `${event.score1 ?? 0}:${event.score2 ?? 0}`,
      result: event.status === 2 ? pickOf(event.score1 ?? 0, event.score2 ?? 0) : null,
    }));

  const poolOf = (pool: PoolRow, catalog: CatalogView, language: Language) => ({
    name: poolNames[language](pool.number),
    totoID: pool.id,
    jackpot: fromCents(pool.jackpot_cents),
    status: pool.status,
    closesAt: pool.closes_at,
    eventList: eventList(pool.id, catalog, language),
  });

  return {
    openPool: () => openPool.get(poolStatus.open) as PoolRow | undefined,
    poolById: (id: number) => poolById.get(id) as PoolRow | undefined,
    eventIds: (poolId: number) =>
      (poolEvents.all(poolId) as PoolEventRow[]).map((event) => event.id),
    poolOf,
    ticketsOf(userId: number, catalog: CatalogView, language: Language) {
      const rows = tickets.all(userId) as Array<{
        id: number;
        toto_id: number;
        amount_cents: number;
        picks: string;
        status: number;
        correct_count: number | null;
        win_cents: number;
        created_at: string;
      }>;
      return rows.map((ticket) => ({
        ticketID: ticket.id,
        totoID: ticket.toto_id,
        selectedIDs: JSON.parse(ticket.picks) as string[],
        totoList: eventList(ticket.toto_id, catalog, language),
        amount: fromCents(ticket.amount_cents),
        status: ticket.status,
        correctCount: ticket.correct_count,
        winAmount: fromCents(ticket.win_cents),
        createdAt: ticket.created_at,
      }));
    },
  };
}
