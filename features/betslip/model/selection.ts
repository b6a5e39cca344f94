/**
 * What a tapped odd hands the bet slip: the spec's bet-in-slip fields (section 3) that the odds
 * views know. The slip issue adds stake, limits and placement on top of the same shape.
 */
export interface BetslipSelection {
  /** Odd id, dotted: the part before the first dot is the event-market key. */
  id: string;
  /** Decimal rate when tapped. */
  rate: number;
  /** Outcome label as shown ("1", "Over 2.5"). */
  shortName: string;
  /** Market group name ("Match result"). */
  marketName: string;
  /** "Team 1 - Team 2". */
  teams: string;
  eventId: number;
  sportId: number;
  sportName: string;
  tourneyName: string;
  countryId: number;
  isLive: boolean;
  /** Esports odds carry the bet group id (spec: bId). */
  bId?: number;
}

/** The part of an odd id before the first dot: one bet per event and market. */
export function eventMarketKey(id: string): string {
  const dot = id.indexOf('.');
  return dot < 0 ? id : id.slice(0, dot);
}

/**
 * The spec's add rule (section 4): the same id again removes it (toggle); another odd of the same
 * event and market replaces it; anything else is appended.
 */
export function addSelection(
  bets: readonly BetslipSelection[],
  selection: BetslipSelection,
): BetslipSelection[] {
  if (bets.some((bet) => bet.id === selection.id)) {
    return bets.filter((bet) => bet.id !== selection.id);
  }
  const key = eventMarketKey(selection.id);
  const sameMarket = bets.findIndex((bet) => eventMarketKey(bet.id) === key);
  if (sameMarket < 0) return [...bets, selection];
  return bets.map((bet, index) => (index === sameMarket ? selection : bet));
}
