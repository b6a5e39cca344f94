import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  esportsReducer,
  initialEsportsState,
  isGameOpen,
  isTourneyLoading,
  isTourneyOpen,
  tourneyKey,
  wantsEvents,
  type EsportsAction,
  type EsportsState,
} from './esportsState.ts';

const run = (actions: EsportsAction[], state: EsportsState = initialEsportsState) =>
  actions.reduce(
    (before, action) => produce(before, (draft) => esportsReducer(draft, action)),
    state,
  );

const iem = tourneyKey(301, 300001);

describe('esportsReducer: games', () => {
  it('should start on all esports with everything closed', () => {
    expect(initialEsportsState).toEqual({ chosenGameId: 0, openGames: [], tourneys: {} });
  });

  it('should toggle a game open and closed on tap', () => {
    const opened = run([{ type: 'toggleGame', gameId: 302 }]);
    expect(isGameOpen(opened, 302)).toBe(true);
    expect(isGameOpen(opened, 301)).toBe(false);
    expect(isGameOpen(run([{ type: 'toggleGame', gameId: 302 }], opened), 302)).toBe(false);
  });

  it('should open a game chosen in the menu, and leave open games open on all', () => {
    const chosen = run([{ type: 'chooseGame', gameId: 303 }]);
    expect(chosen).toEqual({ chosenGameId: 303, openGames: [303], tourneys: {} });
    const again = run([{ type: 'chooseGame', gameId: 303 }], chosen);
    expect(again.openGames).toEqual([303]);
    expect(run([{ type: 'chooseGame', gameId: 0 }], chosen)).toEqual({
      chosenGameId: 0,
      openGames: [303],
      tourneys: {},
    });
  });

  it('should not change the state it is given', () => {
    const state = run([{ type: 'toggleGame', gameId: 301 }]);
    const snapshot = structuredClone(state);
    run(
      [
        { type: 'toggleGame', gameId: 301 },
        { type: 'tapTourney', key: iem, eventsLoaded: false },
      ],
      state,
    );
    expect(state).toEqual(snapshot);
  });
});

describe('esportsReducer: tourneys', () => {
  it('should ask for the events first when a tourney without them is opened', () => {
    expect(wantsEvents(initialEsportsState.tourneys[iem])).toBe(false);
    const state = run([{ type: 'tapTourney', key: iem, eventsLoaded: false }]);
    const status = state.tourneys[iem];
    expect(status).toBe('opening');
    expect(wantsEvents(status)).toBe(true);
    // Not shown open until the load settles; meanwhile it is loading.
    expect(isTourneyOpen(status, false)).toBe(false);
    expect(isTourneyLoading(status, false)).toBe(true);
    expect(isTourneyOpen(status, true)).toBe(true);
    expect(isTourneyLoading(status, true)).toBe(false);
  });

  it('should just toggle a tourney whose events are already loaded', () => {
    const opened = run([{ type: 'tapTourney', key: iem, eventsLoaded: true }]);
    expect(opened.tourneys[iem]).toBe('open');
    expect(isTourneyOpen(opened.tourneys[iem], true)).toBe(true);
    const closed = run([{ type: 'tapTourney', key: iem, eventsLoaded: true }], opened);
    expect(closed.tourneys[iem]).toBe('closed');
    expect(isTourneyOpen(closed.tourneys[iem], true)).toBe(false);
    // Closed, its events stay wanted: the cache keeps them for the next opening.
    expect(wantsEvents(closed.tourneys[iem])).toBe(true);
  });

  it('should close a tourney shown open after its load, and cancel a pending opening', () => {
    const opening = run([{ type: 'tapTourney', key: iem, eventsLoaded: false }]);
    expect(run([{ type: 'tapTourney', key: iem, eventsLoaded: true }], opening).tourneys[iem]).toBe(
      'closed',
    );
    expect(
      run([{ type: 'tapTourney', key: iem, eventsLoaded: false }], opening).tourneys[iem],
    ).toBe('closed');
  });

  it('should keep each tourney’s flag apart, by game and tourney', () => {
    const other = tourneyKey(302, 300002);
    const state = run([
      { type: 'tapTourney', key: iem, eventsLoaded: true },
      { type: 'tapTourney', key: other, eventsLoaded: false },
    ]);
    expect(state.tourneys).toEqual({ [iem]: 'open', [other]: 'opening' });
    expect(tourneyKey(301, 300001)).not.toBe(tourneyKey(302, 300001));
  });

  it('should show a never-tapped tourney closed and not loading', () => {
    expect(isTourneyOpen(undefined, true)).toBe(false);
    expect(isTourneyLoading(undefined, false)).toBe(false);
  });
});
