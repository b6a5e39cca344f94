import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { isStakeRefusal, isStalePool, ticketErrorKey } from './totoErrors.ts';

const refusal = (httpStatus: number, codeStatus: number) =>
  new ApiError({ kind: 'server', httpStatus, codeStatus, serverMessage: 'refused' });

describe('ticketErrorKey', () => {
  it.each([
    [404, 51, 'ticketError.poolNotFound'],
    [409, 3, 'ticketError.poolClosed'],
    [400, 11, 'ticketError.onePickPerMatch'],
    [400, 17, 'ticketError.matchTwice'],
    [400, 1, 'ticketError.matchNotInPool'],
    [400, 8, 'ticketError.belowMinimum'],
    [400, 9, 'ticketError.aboveMaximum'],
    [402, 12, 'ticketError.noMoney'],
    [400, 691, 'ticketError.ticketCap'],
  ])('should name HTTP %d code %d', (httpStatus, code, key) => {
    expect(ticketErrorKey(refusal(httpStatus, code))).toBe(key);
  });

  it.each([
    [8, 'ticketError.belowMinimumGeneric'],
    [9, 'ticketError.aboveMaximumGeneric'],
    [691, 'ticketError.ticketCapGeneric'],
    [3, 'ticketError.poolClosed'],
  ])('should word code %d without the limits when the settings are unknown', (code, key) => {
    expect(ticketErrorKey(refusal(400, code), { limitsKnown: false })).toBe(key);
  });

  it('should leave the signed-out answer (401, code 1) to the catalogue', () => {
    expect(ticketErrorKey(refusal(401, 1))).toBeUndefined();
  });

  it('should leave other failures to the catalogue', () => {
    expect(ticketErrorKey(refusal(404, 404))).toBeUndefined();
    expect(ticketErrorKey(new ApiError({ kind: 'network', message: 'offline' }))).toBeUndefined();
    expect(ticketErrorKey(new Error('boom'))).toBeUndefined();
  });
});

describe('isStalePool', () => {
  it('should be true for a closed or missing pool only', () => {
    expect(isStalePool(refusal(409, 3))).toBe(true);
    expect(isStalePool(refusal(404, 51))).toBe(true);
    expect(isStalePool(refusal(400, 11))).toBe(false);
  });
});

describe('isStakeRefusal', () => {
  it('should be true for the stake codes', () => {
    expect(isStakeRefusal(refusal(400, 8))).toBe(true);
    expect(isStakeRefusal(refusal(400, 9))).toBe(true);
    expect(isStakeRefusal(refusal(402, 12))).toBe(true);
    expect(isStakeRefusal(refusal(400, 17))).toBe(false);
    // The cap is about the pool, not the stake typed.
    expect(isStakeRefusal(refusal(400, 691))).toBe(false);
  });
});

describe('ticket error messages', () => {
  it('should exist in every language', async () => {
    const catalogues = await Promise.all([
      import('../locales/es-ES.json'),
      import('../locales/en-US.json'),
      import('../locales/pt-PT.json'),
    ]);
    const keys = [1, 3, 8, 9, 11, 12, 17, 51, 691].flatMap((code) => [
      ticketErrorKey(refusal(400, code)),
      ticketErrorKey(refusal(400, code), { limitsKnown: false }),
    ]);
    for (const key of keys) {
      const leaf = key?.replace('ticketError.', '') ?? '';
      for (const catalogue of catalogues) {
        const messages: Record<string, string> = catalogue.default.ticketError;
        // A plural message is its forms (`_one`, `_other`…), each language its own.
        expect(messages[leaf] ?? messages[`${leaf}_other`], key).toEqual(expect.any(String));
      }
    }
  });
});
