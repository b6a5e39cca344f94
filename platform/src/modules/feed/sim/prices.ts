import { chancesOf, isDecided, rateOf } from '../model/pricing.ts';
import { settleOdd } from '../model/results.ts';
import { outcomesOf } from './engine.ts';
import type { OddRow, SimEvent } from './eventStore.ts';
import type { PlannedOdd } from './plan.ts';

/** Correct-score markets carry a wider margin, as books do; the rest 5 % (a 105 % book). */
const marginOf = (groupId: number) => (groupId === 136 ? 0.12 : 0.05);

// Live prices move every few seconds; writing each 0.01 step would make every poll carry every
// odd, so a price is rewritten only when it moved by this share (or its block changed).
const liveThreshold = 0.015;
const lineThreshold = 0.01;

/** First prices of a new event (pre-match model; live from the state already played). */
export function openingRates(event: SimEvent, odds: readonly PlannedOdd[]): number[] {
  const outcomes = outcomesOf(event.model, event.state);
  return odds.map((odd) => rateOf(chancesOf(outcomes, odd.type, odd.size), marginOf(odd.groupId)));
}

export interface OddChange {
  id: string;
  rate: number;
  blocked: number;
  result: number | null;
}

/**
 * Reprices an event's odds from its state. Live, an outcome that is all but decided is blocked
 * (its price kept) and a market group whose outcomes are all decided closes for good; a stop on
 * the event or a suspension blocks odds for a while. Returns the odds that changed.
 */
export function reprice(
  event: SimEvent,
  odds: readonly OddRow[],
  nowMs: number,
  stamp: number,
): OddChange[] {
  const live = event.status === 1;
  const outcomes = outcomesOf(event.model, event.state);
  const stopped = live && event.state.stoppedUntilMs > nowMs;
  const allDecided = new Map<number, boolean>();
  const changes: OddChange[] = [];
  for (const odd of odds) {
    const chances = chancesOf(outcomes, odd.type, odd.size);
    const decided = live && isDecided(chances);
    allDecided.set(odd.group_id, (allDecided.get(odd.group_id) ?? true) && decided);
    const closed = event.closedGroups[odd.group_id] !== undefined;
    const suspended = (event.state.suspended[odd.id] ?? 0) > nowMs;
    const blocked = decided || closed || stopped || suspended ? 1 : 0;
    const fresh = decided || closed ? odd.rate : rateOf(chances, marginOf(odd.group_id));
    const moved =
      Math.abs(fresh - odd.rate) / odd.rate >= (live ? liveThreshold : lineThreshold) ||
      (fresh !== odd.rate && (fresh <= 1.01 || odd.rate <= 1.01));
    if (moved || blocked !== odd.blocked) {
      changes.push({ id: odd.id, rate: moved ? fresh : odd.rate, blocked, result: null });
    }
  }
  if (live) {
    for (const [groupId, decided] of allDecided) {
      if (decided && event.closedGroups[groupId] === undefined) {
        event.closedGroups[groupId] = stamp;
      }
    }
  }
  return changes;
}

/** Results of every odd from the final score (34 won, 4 lost, 322 returned); all blocked. */
export function settlement(event: SimEvent, odds: readonly OddRow[]): OddChange[] {
  const [score1, score2] = event.state.score;
  return odds.map((odd) => ({
    id: odd.id,
    rate: odd.rate,
    blocked: 1,
    result: settleOdd(odd.type, odd.size, score1, score2),
  }));
}
