import { describe, expect, it } from 'vitest';
import type { SlipBet } from './slip.ts';
import { parseStoredSlip, serializeSlip } from './storage.ts';

const bet: SlipBet = {
  id: '100132_1.1',
  rate: 2.1,
  shortName: '1',
  marketName: 'Match result',
  teams: 'Real Madrid - Atlético Madrid',
  eventId: 100132,
  sportId: 1,
  sportName: 'Fútbol',
  tourneyName: 'LaLiga',
  countryId: 5,
  isLive: false,
};
const other: SlipBet = { ...bet, id: '100140_1.3', eventId: 100140 };

describe('parseStoredSlip', () => {
  it('should read back what was stored', () => {
    const raw = serializeSlip({ bets: [bet, other], type: { kind: 'express' } });
    expect(parseStoredSlip(raw)).toEqual({
      version: 1,
      bets: [bet, other],
      type: { kind: 'express' },
    });
  });

  it.each([
    ['nothing stored', null],
    ['unreadable JSON', '{"version":1,"bets":['],
    ['an old shape', JSON.stringify({ bets: [bet], basketType: 0 })],
    [
      'a bet without its rate',
      JSON.stringify({ version: 1, bets: [{ ...bet, rate: '2.1' }], type: { kind: 'single' } }),
    ],
    ['a type the bets do not allow', serializeSlip({ bets: [bet], type: { kind: 'express' } })],
    [
      'two bets of one market',
      serializeSlip({ bets: [bet, { ...bet, id: '100132_1.2' }], type: { kind: 'express' } }),
    ],
    ['not an object', '"betslip"'],
  ])('should discard %s', (_case, raw) => {
    expect(parseStoredSlip(raw)).toBeUndefined();
  });
});
