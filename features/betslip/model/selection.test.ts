import { describe, expect, it } from 'vitest';
import { addSelection, eventMarketKey, type BetslipSelection } from './selection.ts';

const bet = (id: string, rate = 2): BetslipSelection => ({
  id,
  rate,
  shortName: '1',
  marketName: 'Match result',
  teams: 'Italia - Marruecos',
  eventId: Number(id.split('_')[0]),
  sportId: 1,
  sportName: 'Football',
  tourneyName: 'International friendlies',
  countryId: 1,
  isLive: false,
});

describe('eventMarketKey', () => {
  it('should be the part of the id before the first dot', () => {
    expect(eventMarketKey('100132_2.7.-1.5')).toBe('100132_2');
    expect(eventMarketKey('100132_1.1')).toBe('100132_1');
    expect(eventMarketKey('plain')).toBe('plain');
  });
});

describe('addSelection', () => {
  it('should append a bet of another event or market', () => {
    const bets = addSelection([bet('1_1.1')], bet('1_17.9.2.5'));
    expect(bets.map(({ id }) => id)).toEqual(['1_1.1', '1_17.9.2.5']);
  });

  it('should remove a bet tapped again (toggle)', () => {
    expect(addSelection([bet('1_1.1'), bet('2_1.3')], bet('1_1.1')).map(({ id }) => id)).toEqual([
      '2_1.3',
    ]);
  });

  it('should replace the bet of the same event and market in its place', () => {
    const bets = addSelection([bet('1_1.1'), bet('2_1.3')], bet('1_1.2', 3.4));
    expect(bets.map(({ id, rate }) => [id, rate])).toEqual([
      ['1_1.2', 3.4],
      ['2_1.3', 2],
    ]);
  });

  it('should not change the list it was given', () => {
    const bets = [bet('1_1.1')];
    addSelection(bets, bet('2_1.1'));
    expect(bets).toHaveLength(1);
  });
});
