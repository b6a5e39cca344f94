import { describe, expect, it } from 'vitest';
import { liveEvent } from '../../shared/testing/feedFixtures.ts';
import type { SportGroup } from '../../shared/model/tourneys.ts';
import { groupLiveSports } from './liveGroups.ts';
import { allOpen, toggleSport, toggleTourney } from './openState.ts';
import { countVisibleRows, limitVisibleRows } from './visibleRows.ts';

// Football: LaLiga 4 events, Premier League 3; tennis: ATP 5.
const events = [
  ...[1, 2, 3, 4].map((id) => liveEvent({ id })),
  ...[5, 6, 7].map((id) =>
    liveEvent({ id, champId: 1003, champName: 'Premier League', priority: 2 }),
  ),
  ...[8, 9, 10, 11, 12].map((id) =>
    liveEvent({ id, sportId: 4, sportName: 'Tenis', champId: 4001, champName: 'ATP' }),
  ),
];
const sports = groupLiveSports(events, 0);

const rowIds = (list: readonly SportGroup[]) =>
  list.flatMap((sport) =>
    sport.tourneys.flatMap((tourney) => tourney.events.map((event) => event.id)),
  );

describe('countVisibleRows', () => {
  it('should count the rows of open tourneys in open sports', () => {
    expect(countVisibleRows(sports, allOpen)).toBe(12);
    expect(countVisibleRows(sports, toggleTourney(allOpen, 1003))).toBe(9);
    expect(countVisibleRows(sports, toggleSport(allOpen, 4))).toBe(7);
  });
});

describe('limitVisibleRows', () => {
  it('should keep everything, the same objects, when the limit is not reached', () => {
    expect(limitVisibleRows(sports, allOpen, 12)).toBe(sports);
  });

  it('should cut inside a tourney and leave out the groups after it', () => {
    const shown = limitVisibleRows(sports, allOpen, 5);
    expect(rowIds(shown)).toEqual([5, 6, 7, 1, 2]);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.tourneys[1]?.events[0]).toBe(sports[0]?.tourneys[1]?.events[0]);
  });

  it('should keep closed groups as headers without spending rows on them', () => {
    const closed = toggleTourney(toggleSport(allOpen, 1), 4001);
    expect(limitVisibleRows(sports, closed, 1).map((sport) => sport.id)).toEqual([1, 4]);

    const premierClosed = toggleTourney(allOpen, 1003);
    const cut = limitVisibleRows(sports, premierClosed, 3);
    expect(cut[0]?.tourneys.map((tourney) => tourney.id)).toEqual([1003, 1005]);
    expect(rowIds(cut)).toEqual([5, 6, 7, 1, 2, 3]);
  });

  it('should keep closed groups after the last row when every row fits', () => {
    // Football's 7 rows fit the limit exactly; tennis, closed, must still show its header.
    const tennisClosed = toggleSport(allOpen, 4);
    expect(limitVisibleRows(sports, tennisClosed, 7)).toBe(sports);
  });

  it('should show nothing for a limit of 0', () => {
    expect(limitVisibleRows(sports, allOpen, 0)).toEqual([]);
  });
});
