import { describe, expect, it } from 'vitest';
import {
  BET_STATUS_OFFSET,
  betCodeKey,
  describeBetCode,
  eventIdsOf681,
  placedBetStatusKey,
  sellStatusKey,
  statusMessageCode,
} from './betErrors.ts';

describe('betCodeKey', () => {
  it('should map per-bet codes and leave the unlisted ones', () => {
    expect(betCodeKey(1)).toBe('bet.notFound');
    expect(betCodeKey(64)).toBe('bet.eventStarted');
    expect(betCodeKey(30)).toBe('bet.cashLimit');
    expect(betCodeKey(65)).toBeUndefined();
    expect(betCodeKey(72)).toBeUndefined();
    expect(betCodeKey(605)).toBeUndefined();
  });
});

describe('statusMessageCode (the 3300 offset)', () => {
  it('should be 3300', () => {
    expect(BET_STATUS_OFFSET).toBe(3300);
  });

  it('should reach the 600-695 table from n + 3300', () => {
    expect(statusMessageCode(605 - 3300)).toBe(605);
    expect(statusMessageCode(-2697)).toBe(603);
    expect(statusMessageCode(-2605)).toBe(695);
  });

  it('should give nothing when n + 3300 has no message', () => {
    expect(statusMessageCode(4)).toBeUndefined();
    expect(statusMessageCode(681)).toBeUndefined();
    // 600 and 601 are inside the range but the spec names no meaning for them.
    expect(statusMessageCode(-2700)).toBeUndefined();
    expect(statusMessageCode(-2699)).toBeUndefined();
  });
});

describe('describeBetCode', () => {
  it('should follow the offset rule first', () => {
    expect(describeBetCode(-2695)).toEqual({ key: 'status.balanceTooLow' });
    expect(describeBetCode(-2660)).toEqual({ key: 'status.limitExceeded' });
    expect(describeBetCode(-2619)).toEqual({ key: 'status.eventUnavailable' });
  });

  it('should read codes merged from a placement answer', () => {
    expect(describeBetCode(4)).toEqual({ key: 'bet.coefChanged' });
    expect(describeBetCode(76)).toEqual({ key: 'bet.expressOfSize', values: { count: 6 } });
  });

  it('should read the codeStatus the slip marks bets with, such as 681', () => {
    expect(describeBetCode(681)).toEqual({ key: 'status.eventUnavailable' });
    expect(describeBetCode(613)).toEqual({ key: 'status.eventStarted' });
  });

  it('should show the raw code when nothing explains it', () => {
    expect(describeBetCode(72)).toEqual({ key: 'bet.errorCode', values: { code: 72 } });
    expect(describeBetCode(3301)).toEqual({ key: 'bet.errorCode', values: { code: 3301 } });
  });
});

describe('eventIdsOf681', () => {
  it('should find every event ID, in order, once', () => {
    expect(
      eventIdsOf681('Events closed:\nEventId: 12 EventId:345;EventId: 12\neventid: 7'),
    ).toEqual([12, 345, 7]);
  });

  it('should find none in a message without the pattern', () => {
    expect(eventIdsOf681('Evento 12 no disponible')).toEqual([]);
    expect(eventIdsOf681('')).toEqual([]);
  });
});

describe('sellStatusKey', () => {
  it('should name the two sell statuses of the spec', () => {
    expect(sellStatusKey('CoeffChanged')).toBe('sell.coeffChanged');
    expect(sellStatusKey('SomeBetsUnavailable')).toBe('sell.someBetsUnavailable');
  });

  it('should name the refusals whose messages the spec quotes', () => {
    expect(sellStatusKey('AlreadySold')).toBe('sell.alreadySold');
    expect(sellStatusKey('NotForSale')).toBe('sell.notForSale');
    expect(sellStatusKey('FreeBet')).toBe('sell.freeBetsNotSellable');
  });

  it('should give any other status the generic sell failure', () => {
    expect(sellStatusKey('Unknown')).toBe('sell.failed');
    expect(sellStatusKey('')).toBe('sell.failed');
  });
});

describe('placedBetStatusKey', () => {
  it("should treat 'OK' as success and anything else as bet not found", () => {
    expect(placedBetStatusKey('OK')).toBeUndefined();
    expect(placedBetStatusKey('ok')).toBeUndefined();
    expect(placedBetStatusKey('Rejected')).toBe('bet.notFound');
    expect(placedBetStatusKey('')).toBe('bet.notFound');
  });
});
