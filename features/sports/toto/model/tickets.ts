import type { TotoTicket } from '../api/totoTypes.ts';
import { parseBet, type Outcome } from './picks.ts';

/** A ticket's state, from its status code (feed README: 0 pending, 34 won, 4 lost). */
export type TicketState = 'pending' | 'won' | 'lost';

export function ticketState(status: number): TicketState {
  if (status === 34) return 'won';
  if (status === 4) return 'lost';
  return 'pending';
}

/** How one pick stands: right, wrong, or its match not played yet. */
export type PickVerdict = 'correct' | 'wrong' | 'open';

/** One match of a ticket: the player's pick beside the result. */
export interface TicketLine {
  eventId: number;
  teams: string;
  date: string;
  pick: Outcome | undefined;
  score: string | null;
  result: Outcome | null;
  verdict: PickVerdict;
}

/** The ticket's matches in the pool's order, each with the pick made for it and how it stands. */
export function ticketLines(ticket: TotoTicket): TicketLine[] {
  const picks = new Map(
    ticket.selectedIDs.flatMap((bet) => {
      const parsed = parseBet(bet);
      return parsed ? [[parsed.eventId, parsed.outcome] as const] : [];
    }),
  );
  return ticket.totoList.map((event) => {
    const pick = picks.get(event.ID);
    const verdict: PickVerdict =
      event.result === null ? 'open' : pick === event.result ? 'correct' : 'wrong';
    return {
      eventId: event.ID,
      teams: event.teams,
      date: event.date,
      pick,
      score: event.score,
      result: event.result,
      verdict,
    };
  });
}

/**
 * Right picks: the platform's count once the pool is settled; before that, the picks whose
 * match is already decided, so a player follows the ticket while the matches are played.
 */
export function correctCount(ticket: TotoTicket): number {
  if (ticket.correctCount !== null) return ticket.correctCount;
  return ticketLines(ticket).filter((line) => line.verdict === 'correct').length;
}

/**
 * The player's tickets in a pool, from their ticket list (the last 50, so it never undercounts
 * a cap of fewer tickets than that).
 */
export function ticketsInPool(tickets: readonly TotoTicket[], totoId: number): number {
  return tickets.filter((ticket) => ticket.totoID === totoId).length;
}
