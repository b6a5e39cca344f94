import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { twentyOneInit } from '../testing/fixtures.ts';
import { UnsafeUrlError } from './safeUrl.ts';
import { betLimitsOf, twentyOneFailure, twentyOneGameUrl } from './twentyOne.ts';

const origin = 'https://casino.example';

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('betLimitsOf', () => {
  it('should keep the limits the platform sent', () => {
    expect(betLimitsOf({ betLimits: { min: 5, max: 250 } })).toEqual({ min: 5, max: 250 });
  });

  it.each([
    [undefined, { min: 1, max: 100 }],
    [null, { min: 1, max: 100 }],
    [{}, { min: 1, max: 100 }],
    [{ min: 2 }, { min: 2, max: 100 }],
    [{ max: 50 }, { min: 1, max: 50 }],
    [
      { min: null, max: Number.NaN },
      { min: 1, max: 100 },
    ],
  ])('should default missing limits %j to 1 and 100', (betLimits, expected) => {
    expect(betLimitsOf({ betLimits })).toEqual(expected);
  });
});

describe('twentyOneGameUrl', () => {
  it('should put the session in the query, in the spec order, with the lobby as home', () => {
    const url = twentyOneGameUrl(twentyOneInit, { origin });
    expect(url).toBe(
      'https://casino.example/demo/twenty-one/?balance=1000&currency=CLP&token=tok-21_abc' +
        '&min=1&max=100&userId=104857&home=https%3A%2F%2Fcasino.example%2Fslots%2Fmain',
    );
  });

  it('should default the limits when the answer has none', () => {
    const { betLimits: _omitted, ...withoutLimits } = twentyOneInit;
    const url = twentyOneGameUrl(withoutLimits, { origin });
    expect(queryOf(url)).toMatchObject({ min: '1', max: '100' });
  });

  it('should escape every value', () => {
    const url = twentyOneGameUrl(
      { ...twentyOneInit, token: 'a&b=c d+/?#', currency: 'C&P' },
      { origin },
    );
    expect(url).toContain('token=a%26b%3Dc+d%2B%2F%3F%23');
    expect(queryOf(url)).toMatchObject({ token: 'a&b=c d+/?#', currency: 'C&P' });
  });

  it('should keep the query of an absolute game address and replace its own values', () => {
    const url = twentyOneGameUrl(
      { ...twentyOneInit, game_url: 'https://games.example/21?skin=green&token=old' },
      { origin },
    );
    expect(new URL(url).origin).toBe('https://games.example');
    expect(queryOf(url)).toMatchObject({ skin: 'green', token: 'tok-21_abc' });
  });

  it('should resolve a path where the platform serves it', () => {
    const url = twentyOneGameUrl(twentyOneInit, {
      origin,
      resolvePath: (path) => `https://api.example/platform${path}`,
    });
    expect(url.startsWith('https://api.example/platform/demo/twenty-one/?balance=1000')).toBe(true);
    expect(queryOf(url).home).toBe('https://casino.example/slots/main');
  });

  it.each(['javascript:alert(1)', '//evil.example/21', 'demo/twenty-one', ''])(
    'should refuse the unsafe game address %j',
    (game_url) => {
      expect(() => twentyOneGameUrl({ ...twentyOneInit, game_url }, { origin })).toThrow(
        UnsafeUrlError,
      );
    },
  );
});

describe('twentyOneFailure', () => {
  it("should show the server's own message", () => {
    const error = new ApiError({
      kind: 'server',
      httpStatus: 403,
      codeStatus: 404,
      serverMessage: 'Provider twentyone is not available',
    });
    expect(twentyOneFailure(error)).toEqual({ text: 'Provider twentyone is not available' });
  });

  it('should translate a message the catalogue knows', () => {
    const error = new ApiError({
      kind: 'server',
      httpStatus: 404,
      codeStatus: 404,
      serverMessage: 'not allowed to place bets',
    });
    expect(twentyOneFailure(error)).toEqual({ key: 'casino.notAllowedToBet' });
  });

  it('should fall back to the usual description without a message', () => {
    expect(twentyOneFailure(new ApiError({ kind: 'network' }))).toEqual({
      key: 'general.network',
    });
  });

  it('should call a refused address a session failure', () => {
    expect(twentyOneFailure(new UnsafeUrlError('javascript:x'))).toEqual({
      key: 'notice.errorSession',
    });
  });
});
