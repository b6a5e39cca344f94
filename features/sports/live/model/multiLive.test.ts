import { describe, expect, it } from 'vitest';
import { odd } from '../../shared/testing/feedFixtures.ts';
import { fixtureEvent, fullThreeWayMarkets, fullTwoWayMarkets } from '../fixtures.ts';
import {
  addMultiLive,
  anyBetGroupOpen,
  betGroupKey,
  betGroupsOf,
  multiLiveEvents,
  parseMultiLiveIds,
  removeMultiLive,
  toggleAllBetGroups,
  toggleBetGroup,
  toggleMultiLive,
} from './multiLive.ts';

describe('multi-live events', () => {
  it('should add an event only when it is not already there', () => {
    const ids = addMultiLive([], 100200);
    expect(ids).toEqual([100200]);
    expect(addMultiLive(ids, 100201)).toEqual([100200, 100201]);
    expect(addMultiLive(ids, 100200)).toBe(ids);
  });

  it('should remove an event, and change nothing for one that is not there', () => {
    const ids = [100200, 100201];
    expect(removeMultiLive(ids, 100200)).toEqual([100201]);
    expect(removeMultiLive(ids, 1)).toBe(ids);
  });

  it('should toggle from the row button', () => {
    expect(toggleMultiLive([100200], 100201)).toEqual([100200, 100201]);
    expect(toggleMultiLive([100200, 100201], 100200)).toEqual([100201]);
  });

  it('should show the followed events still live, in the order they were added', () => {
    const first = fixtureEvent(100200);
    const second = fixtureEvent(100204);
    const byId = { [first.id]: first, [second.id]: second };
    expect(multiLiveEvents([100204, 999, 100200], byId)).toEqual([second, first]);
  });
});

describe('parseMultiLiveIds', () => {
  it('should read back a stored list', () => {
    expect(parseMultiLiveIds('[100200,100204]')).toEqual([100200, 100204]);
  });

  it('should drop what is not a positive whole number, and repeats', () => {
    expect(parseMultiLiveIds('[1, "2", -3, 4.5, null, 1, 7]')).toEqual([1, 7]);
  });

  it('should give nothing for missing, broken or foreign values', () => {
    expect(parseMultiLiveIds(null)).toEqual([]);
    expect(parseMultiLiveIds('')).toEqual([]);
    expect(parseMultiLiveIds('[1,')).toEqual([]);
    expect(parseMultiLiveIds('{"ids":[1]}')).toEqual([]);
    expect(parseMultiLiveIds('42')).toEqual([]);
  });
});

describe('betGroupsOf', () => {
  it('should order groups 1, 8, 2, 17, then the rest', () => {
    const markets = [...fullThreeWayMarkets(1)].reverse();
    expect(betGroupsOf(markets).map((group) => group.groupId)).toEqual([1, 8, 2, 17, 19]);
  });

  it('should keep groups of up to 3 odds in one row and pair larger ones', () => {
    const groups = betGroupsOf(fullThreeWayMarkets(1));
    const shape = (groupId: number) =>
      groups
        .find((group) => group.groupId === groupId)
        ?.rows.map((row) => row.map((candidate) => candidate.name));
    expect(shape(1)).toEqual([['1', 'X', '2']]);
    expect(shape(19)).toEqual([['Sí', 'No']]);
    expect(shape(2)).toEqual([
      ['H1 (-0.5)', 'H2 (+0.5)'],
      ['H1 (-1.5)', 'H2 (+1.5)'],
    ]);
  });

  it('should put the odds of a row in the group’s column order', () => {
    const shuffled = [
      {
        groupId: 1,
        name: 'Resultado',
        odds: [odd(1, 1, 3, '2', 3), odd(1, 1, 1, '1', 2), odd(1, 1, 2, 'X', 3.2)],
      },
      {
        groupId: 17,
        name: 'Total',
        odds: [odd(1, 17, 9, 'Más de 2.5', 1.9, 2.5), odd(1, 17, 10, 'Menos de 2.5', 1.9, 2.5)],
      },
    ];
    const groups = betGroupsOf(shuffled);
    expect(groups[0]?.rows[0]?.map((candidate) => candidate.name)).toEqual(['1', 'X', '2']);
    expect(groups[1]?.rows[0]?.map((candidate) => candidate.name)).toEqual([
      'Menos de 2.5',
      'Más de 2.5',
    ]);
  });

  it('should use the two-column result of sports without draws and skip empty groups', () => {
    const markets = [...fullTwoWayMarkets(2), { groupId: 136, name: 'Marcador', odds: [] }];
    const groups = betGroupsOf(markets);
    expect(groups.map((group) => group.groupId)).toEqual([1, 2, 17]);
    expect(groups[0]?.rows).toHaveLength(1);
  });

  it('should keep the odd objects, so memoised buttons skip rendering', () => {
    const markets = fullThreeWayMarkets(3);
    expect(betGroupsOf(markets)[0]?.rows[0]?.[0]).toBe(markets[0]?.odds[0]);
  });
});

describe('bet group open state', () => {
  it('should close and reopen one group of one event', () => {
    const closed = toggleBetGroup(new Set(), 100200, 2);
    expect(closed.has(betGroupKey(100200, 2))).toBe(true);
    expect(closed.has(betGroupKey(100201, 2))).toBe(false);
    expect(toggleBetGroup(closed, 100200, 2).size).toBe(0);
  });

  it('should close all groups of an event when any is open, else open them all', () => {
    const one = toggleBetGroup(new Set(), 100200, 1);
    const all = toggleAllBetGroups(one, 100200, [1, 8, 2]);
    expect(anyBetGroupOpen(all, 100200, [1, 8, 2])).toBe(false);
    const other = toggleBetGroup(all, 100201, 1);
    const reopened = toggleAllBetGroups(other, 100200, [1, 8, 2]);
    expect(anyBetGroupOpen(reopened, 100200, [1])).toBe(true);
    expect([...reopened]).toEqual([betGroupKey(100201, 1)]);
  });
});
