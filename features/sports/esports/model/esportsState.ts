/**
 * Open and closed state of the esports page (sports-betting spec, section 4 "Esports"): the top
 * menu's choice, and game and tourney open flags that toggle on tap. Opening a tourney whose
 * events are not loaded asks for them first and shows it open once they are in.
 */
import type { Draft } from 'immer';
import { ALL_GAMES } from './games.ts';

/**
 * A tourney the player has tapped: `opening` waits for its events (it shows open as soon as
 * they are in), `open` and `closed` are settled. A tourney never tapped has no status: its
 * events have not been asked for.
 */
export type TourneyStatus = 'closed' | 'opening' | 'open';

export interface EsportsState {
  /** The top menu's choice: a game id, or ALL_GAMES. */
  chosenGameId: number;
  openGames: readonly number[];
  /** By `tourneyKey(gameId, tourneyId)`. */
  tourneys: Readonly<Record<string, TourneyStatus>>;
}

export type EsportsAction =
  | { type: 'chooseGame'; gameId: number }
  | { type: 'toggleGame'; gameId: number }
  /** `eventsLoaded`: the tourney's events are already here (opening needs no load). */
  | { type: 'tapTourney'; key: string; eventsLoaded: boolean };

export const initialEsportsState: EsportsState = {
  chosenGameId: ALL_GAMES,
  openGames: [],
  tourneys: {},
};

/** A tourney's key: the same tourney id could in principle be listed under two games. */
export function tourneyKey(gameId: number, tourneyId: number): string {
  return `${String(gameId)}:${String(tourneyId)}`;
}

function tapTourney(status: TourneyStatus | undefined, eventsLoaded: boolean): TourneyStatus {
  // Open, or shown open / still loading: a tap closes it (and cancels a pending opening).
  if (status === 'open' || status === 'opening') return 'closed';
  return eventsLoaded ? 'open' : 'opening';
}

/**
 * The page's transitions, written on an Immer draft (`useImmerReducer`): each case changes only
 * what the action is about.
 */
export function esportsReducer(draft: Draft<EsportsState>, action: EsportsAction): void {
  switch (action.type) {
    case 'chooseGame':
      draft.chosenGameId = action.gameId;
      // Choosing one game shows it open: it is the only thing on the page.
      if (action.gameId !== ALL_GAMES && !draft.openGames.includes(action.gameId)) {
        draft.openGames.push(action.gameId);
      }
      return;
    case 'toggleGame': {
      const at = draft.openGames.indexOf(action.gameId);
      if (at === -1) draft.openGames.push(action.gameId);
      else draft.openGames.splice(at, 1);
      return;
    }
    case 'tapTourney':
      draft.tourneys[action.key] = tapTourney(draft.tourneys[action.key], action.eventsLoaded);
      return;
  }
}

export function isGameOpen(state: EsportsState, gameId: number): boolean {
  return state.openGames.includes(gameId);
}

/** Whether the tourney's events are to be loaded: once tapped, they stay wanted (and cached). */
export function wantsEvents(status: TourneyStatus | undefined): boolean {
  return status !== undefined;
}

/**
 * Whether the tourney shows open. An opening tourney opens once its load settled: with its
 * events, or with the failure and a retry.
 */
export function isTourneyOpen(status: TourneyStatus | undefined, loadSettled: boolean): boolean {
  return status === 'open' || (status === 'opening' && loadSettled);
}

/** Whether the tourney waits for its events before it opens. */
export function isTourneyLoading(status: TourneyStatus | undefined, loadSettled: boolean): boolean {
  return status === 'opening' && !loadSettled;
}
