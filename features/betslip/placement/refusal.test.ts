import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { refusalOf } from './refusal.ts';
import { slipBet } from './testing/bets.ts';

const bets = [slipBet(907, 2), slipBet(908, 1.8), slipBet(909, 3)];

describe('refusalOf', () => {
  it('should mark each refused bet and name its match', () => {
    const error = new ApiError({
      kind: 'server',
      httpStatus: 200,
      codeStatus: 614,
      serverMessage: 'Coefficient changed',
      data: [{ id: '908_1.1', coef: 1.7, errorCode: 4, errorMessage: 'Coefficient changed' }],
    });
    const refusal = refusalOf(error, bets);
    expect(refusal.marks).toEqual([{ id: '908_1.1', code: 4 }]);
    expect(refusal.lines).toEqual([
      { teams: 'Local 908 - Visita 908', message: { key: 'bet.coefChanged' } },
    ]);
    expect(refusal.summary).toHaveProperty('key');
  });

  it('should say a coupon-wide code once, without teams', () => {
    const data = bets.map((bet) => ({
      id: bet.id,
      coef: bet.rate,
      errorCode: 9,
      errorMessage: '',
    }));
    const refusal = refusalOf(
      new ApiError({ kind: 'server', httpStatus: 200, codeStatus: 619, data }),
      bets,
    );
    expect(refusal.marks).toHaveLength(3);
    expect(refusal.lines).toEqual([{ message: { key: 'bet.aboveMaximum' } }]);
  });

  it('should mark the bets of every event a 681 lists and name the matches', () => {
    const error = new ApiError({
      kind: 'server',
      httpStatus: 200,
      codeStatus: 681,
      serverMessage: 'Event is unavailable. EventId: 907\nEventId: 909',
      data: [],
    });
    const refusal = refusalOf(error, bets);
    expect(refusal.marks).toEqual([
      { id: '907_1.1', code: 681 },
      { id: '909_1.1', code: 681 },
    ]);
    expect(refusal.lines.map((line) => line.teams)).toEqual([
      'Local 907 - Visita 907',
      'Local 909 - Visita 909',
    ]);
    expect(refusal.summary).toEqual({
      key: 'status.eventsUnavailable',
      values: { matches: 'Local 907 - Visita 907, Local 909 - Visita 909' },
    });
  });

  it('should give one line of the summary when no bet is named', () => {
    const refusal = refusalOf(
      new ApiError({
        kind: 'server',
        httpStatus: 403,
        codeStatus: 5,
        serverMessage: 'User is banned',
      }),
      bets,
    );
    expect(refusal.marks).toEqual([]);
    expect(refusal.lines).toEqual([{ message: refusal.summary }]);
  });
});
