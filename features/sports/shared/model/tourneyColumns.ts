import { columnsOf } from './markets.ts';
import type { TourneyGroup } from './tourneys.ts';

const MATCH_RESULT = 1;
const THREE_WAY: readonly string[] = ['1', 'X', '2'];
const TWO_WAY: readonly string[] = ['1', '2'];

/**
 * The column captions over a tourney's main prices: 1 X 2, or 1 2 for sports without a draw
 * (the match result of its events has outcomes 401 and 402, spec section 3).
 */
export function tourneyColumns(tourney: Pick<TourneyGroup, 'events'>): readonly string[] {
  for (const event of tourney.events) {
    const result = event.markets.find((market) => market.groupId === MATCH_RESULT);
    if (!result) continue;
    const columns = columnsOf(
      MATCH_RESULT,
      result.odds.map((odd) => odd.t),
    );
    return columns?.length === 2 ? TWO_WAY : THREE_WAY;
  }
  return THREE_WAY;
}
