import { describe, expect, it } from 'vitest';
import type { BetslipSelection } from '../model/selection.ts';
import { basketAddBody, basketSelections, betslipTypeId } from './basketCalls.ts';

const selection: BetslipSelection = {
  id: '907_1.1',
  rate: 2.1,
  shortName: '1',
  marketName: 'Resultado del partido',
  teams: 'Colo-Colo - Universidad de Chile',
  eventId: 907,
  sportId: 1,
  sportName: 'Fútbol',
  tourneyName: 'Primera División',
  countryId: 5,
  isLive: false,
};

describe('basket calls', () => {
  it('should send the odd with the names the history shows', () => {
    expect(basketAddBody(selection)).toEqual({
      id: '907_1.1',
      coef: 2.1,
      sportName: 'Fútbol',
      champName: 'Primera División',
      marketName: 'Resultado del partido',
      betName: '1',
      p1: 'Colo-Colo',
      p2: 'Universidad de Chile',
    });
    expect(basketAddBody({ ...selection, marketName: 'x'.repeat(300) }).marketName).toHaveLength(
      200,
    );
  });

  it('should number the types 0, 1, 2', () => {
    expect(betslipTypeId({ kind: 'single' })).toBe(0);
    expect(betslipTypeId({ kind: 'express' })).toBe(1);
    expect(betslipTypeId({ kind: 'system', size: 2 })).toBe(2);
  });

  it('should turn the server slip into selections, skipping odds without a rate', () => {
    const bets = basketSelections({
      betslipType: 1,
      bets: [
        {
          id: '907_1.1',
          eventId: 907,
          coef: 2.1,
          sportName: 'Fútbol',
          champName: 'Primera División',
          marketName: 'Resultado del partido',
          betName: '1',
          p1: 'Colo-Colo',
          p2: 'Universidad de Chile',
        },
        {
          id: 'x',
          eventId: 1,
          coef: 0,
          sportName: null,
          champName: null,
          marketName: null,
          betName: null,
          p1: null,
          p2: null,
        },
      ],
    });
    expect(bets).toEqual([{ ...selection, sportId: 0, countryId: 0 }]);
  });
});
