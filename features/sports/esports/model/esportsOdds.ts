/** The odds an esports event shows (sports-betting spec, sections 3, 5 and 9). */
import type { Market, Odd } from '../../shared/api/feedTypes.ts';

/** Spec: only odds whose bet group id (bId) is under this are shown on esports events. */
export const BET_GROUP_LIMIT = 4;

/** Spec: at most this many odds per esports event. */
export const MAX_ESPORTS_ODDS = 3;

/** Spec: additionalBetsCount defaults to 2 when the feed does not say. */
export const DEFAULT_ADDITIONAL_BETS = 2;

/** An odd as an esports event shows it; `bId` is the bet group the slip keeps. */
export interface EsportsOdd {
  odd: Odd;
  marketName: string;
  /** The odd's bet group id: the market's group id in this feed. */
  bId: number;
}

/**
 * The main odds of an esports event: in the feed's market order, only those of bet groups under
 * 4 (result, handicap), at most three.
 */
export function esportsMainOdds(markets: readonly Market[]): EsportsOdd[] {
  return markets
    .filter((market) => market.groupId < BET_GROUP_LIMIT)
    .flatMap((market) =>
      market.odds.map((odd) => ({ odd, marketName: market.name, bId: market.groupId })),
    )
    .slice(0, MAX_ESPORTS_ODDS);
}

/**
 * How many more bets the event offers than the odds shown: the feed's count of odds minus the
 * shown ones, never below 0; 2 when the feed gives no usable count (spec default).
 */
export function additionalBetsCount(betsCount: number | null | undefined, shown: number): number {
  if (betsCount === null || betsCount === undefined || !Number.isFinite(betsCount)) {
    return DEFAULT_ADDITIONAL_BETS;
  }
  return Math.max(0, Math.floor(betsCount) - shown);
}
