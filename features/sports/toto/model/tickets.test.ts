import { describe, expect, it } from 'vitest';
import type { TotoEvent, TotoTicket } from '../api/totoTypes.ts';
import { correctCount, ticketLines, ticketsInPool, ticketState } from './tickets.ts';

const event = (ID: number, result: TotoEvent['result'], score: string | null): TotoEvent => ({
  teams: `Home ${ID} - Away ${ID}`,
  ID,
  date: '2026-11-20T18:00:00.000Z',
  sportName: 'Football',
  tourneyName: 'LaLiga',
  score,
  result,
});

const ticket = (overrides: Partial<TotoTicket> = {}): TotoTicket => ({
  ticketID: 7,
  totoID: 3,
  selectedIDs: ['1:1', '2:X', '3:2'],
  totoList: [event(1, '1', '2:0'), event(2, '2', '0:1'), event(3, null, '1:1')],
  amount: 100,
  status: 0,
  correctCount: null,
  winAmount: 0,
  createdAt: '2026-11-18T12:00:00.000Z',
  ...overrides,
});

describe('ticketState', () => {
  it.each([
    [0, 'pending'],
    [34, 'won'],
    [4, 'lost'],
    [99, 'pending'],
  ] as const)('%d → %s', (status, state) => {
    expect(ticketState(status)).toBe(state);
  });
});

describe('ticketLines', () => {
  it('should put each pick beside its match result', () => {
    expect(
      ticketLines(ticket()).map(({ eventId, pick, result, verdict }) => [
        eventId,
        pick,
        result,
        verdict,
      ]),
    ).toEqual([
      [1, '1', '1', 'correct'],
      [2, 'X', '2', 'wrong'],
      [3, '2', null, 'open'],
    ]);
  });

  it('should show a match without a readable pick as not picked', () => {
    const [line] = ticketLines(ticket({ selectedIDs: ['garbage', '2:X', '3:2'] }));
    expect(line?.pick).toBeUndefined();
    expect(line?.verdict).toBe('wrong');
  });
});

describe('correctCount', () => {
  it('should count the decided right picks while the pool runs', () => {
    expect(correctCount(ticket())).toBe(1);
  });

  it('should take the platform’s count once settled', () => {
    expect(correctCount(ticket({ status: 4, correctCount: 2 }))).toBe(2);
  });
});

describe('ticketsInPool', () => {
  it('should count only the tickets of the pool asked about', () => {
    const tickets = [ticket({ totoID: 3 }), ticket({ totoID: 2 }), ticket({ totoID: 3 })];
    expect(ticketsInPool(tickets, 3)).toBe(2);
    expect(ticketsInPool(tickets, 4)).toBe(0);
  });
});
