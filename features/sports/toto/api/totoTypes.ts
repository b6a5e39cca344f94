/** Toto answers as the platform sends them (feed README, "Toto"). */

/** A match of a pool. `score` and `result` arrive once it is played. */
export interface TotoEvent {
  /** "team1 - team2". */
  teams: string;
  ID: number;
  /** Kick-off, ISO 8601 UTC. */
  date: string;
  sportName: string;
  tourneyName: string;
  score: string | null;
  result: '1' | 'X' | '2' | null;
}

/** The open pool (`GET /api/tota/active`); the call answers null when none is open. */
export interface TotoPool {
  name: string;
  totoID: number;
  /** In the player's currency. */
  jackpot: number;
  /** 0 open, 1 closed, 2 settled. */
  status: number;
  /** The first kick-off, when the pool stops taking tickets (ISO 8601 UTC). */
  closesAt: string;
  eventList: TotoEvent[];
}

/** A ticket of the player (`GET /api/tota/ticket`, newest first; and the answer of a purchase). */
export interface TotoTicket {
  ticketID: number;
  totoID: number;
  /** The picks as sent, `"100085:X"`, in the pool's order. */
  selectedIDs: string[];
  /** The pool's matches, with scores and results once known. */
  totoList: TotoEvent[];
  amount: number;
  /** 0 pending, 34 won, 4 lost. */
  status: number;
  /** Null until the pool is settled. */
  correctCount: number | null;
  winAmount: number;
  createdAt: string;
}

/** The purchase's body (`POST /api/tota/ticket`). */
export interface TicketRequest {
  toto_id: number;
  bets: string[];
  amount: number;
  lang: string;
}
