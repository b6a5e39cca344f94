import type { PlatformContext } from '../../context.ts';

/** How far one move, and the clock as a whole, may go ahead of its natural course. */
export const maxClockLeadMs = 365 * 24 * 60 * 60 * 1000;

/**
 * Every module seeds its data around the clock's time at the database's first seed (results of
 * the last days, history, a week of fixtures), which is when the demo accounts were created.
 * Before it the demo world does not exist; a database not seeded yet starts at the clock's start.
 */
function seedEpochMs(context: PlatformContext): number {
  const row = context.database.prepare('SELECT MIN(created_at) AS at FROM users').get() as {
    at: string | null;
  };
  return row.at === null ? context.clock.unmovedMs() : Date.parse(row.at);
}

export interface ClockMove {
  set?: string;
  advanceMs?: number;
}

/**
 * Where a move takes the clock, or why it may not: not before the seed epoch, and not more than
 * a year beyond where the clock would be had nobody moved it (a year of sessions, free-bet weeks
 * and ticks is all a demo needs; more only breaks things).
 */
export function checkClockMove(
  context: PlatformContext,
  move: ClockMove,
): { targetMs: number } | { problem: string } {
  let targetMs = context.clock.nowMs();
  if (move.set !== undefined) targetMs = Date.parse(move.set);
  if (move.advanceMs !== undefined) targetMs += move.advanceMs;
  if (Number.isNaN(targetMs)) return { problem: `Not a moment: ${String(move.set)}` };
  const earliest = seedEpochMs(context);
  if (targetMs < earliest) {
    return { problem: `The clock cannot go before the seed data (${iso(earliest)})` };
  }
  const latest = context.clock.unmovedMs() + maxClockLeadMs;
  if (targetMs > latest) {
    return { problem: `The clock cannot go more than a year ahead (${iso(latest)})` };
  }
  return { targetMs };
}

const iso = (ms: number) => new Date(ms).toISOString();
