/**
 * Which groups of the live list are closed (spec, section 4: open/closed toggles per sport, per
 * tourney, for all sports and for all tourneys of a sport). Kept by id, apart from the data, so a
 * poll that rebuilds the list never reopens what the player closed. Groups are open by default:
 * sports and tourneys that go live later show up open.
 */
export interface LiveOpenState {
  readonly closedSports: ReadonlySet<number>;
  readonly closedTourneys: ReadonlySet<number>;
}

export const allOpen: LiveOpenState = { closedSports: new Set(), closedTourneys: new Set() };

export function isSportOpen(state: LiveOpenState, sportId: number): boolean {
  return !state.closedSports.has(sportId);
}

export function isTourneyOpen(state: LiveOpenState, tourneyId: number): boolean {
  return !state.closedTourneys.has(tourneyId);
}

function withToggled(ids: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(ids);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Closes `ids` when any of them is open, otherwise opens them all (the spec's toggle-all rule). */
function withAllToggled(closed: ReadonlySet<number>, ids: readonly number[]): Set<number> {
  const next = new Set(closed);
  const anyOpen = ids.some((id) => !closed.has(id));
  for (const id of ids) {
    if (anyOpen) next.add(id);
    else next.delete(id);
  }
  return next;
}

export function toggleSport(state: LiveOpenState, sportId: number): LiveOpenState {
  return { ...state, closedSports: withToggled(state.closedSports, sportId) };
}

export function toggleTourney(state: LiveOpenState, tourneyId: number): LiveOpenState {
  return { ...state, closedTourneys: withToggled(state.closedTourneys, tourneyId) };
}

/** Whether any of the ids is open: the toggle-all then reads "collapse all". */
export function anyOpen(closed: ReadonlySet<number>, ids: readonly number[]): boolean {
  return ids.some((id) => !closed.has(id));
}

/** All sports shown: closes them all when any is open, otherwise opens them all. */
export function toggleAllSports(state: LiveOpenState, sportIds: readonly number[]): LiveOpenState {
  return { ...state, closedSports: withAllToggled(state.closedSports, sportIds) };
}

/** All tourneys of one sport: closes them all when any is open, otherwise opens them all. */
export function toggleAllTourneys(
  state: LiveOpenState,
  tourneyIds: readonly number[],
): LiveOpenState {
  return { ...state, closedTourneys: withAllToggled(state.closedTourneys, tourneyIds) };
}
