import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError.ts';
import { describeError } from './describeError.ts';

const serverError = (codeStatus: number, serverMessage?: string, httpStatus = 200) =>
  new ApiError({ kind: 'server', codeStatus, httpStatus, serverMessage });

describe('describeError: failures without a platform answer', () => {
  it('should read network and aborted calls as no connection', () => {
    expect(describeError(new ApiError({ kind: 'network' }), 'bet')).toEqual({
      key: 'general.network',
    });
    expect(describeError(new ApiError({ kind: 'aborted' }), 'general')).toEqual({
      key: 'general.network',
    });
  });

  it('should read HTTP 429, with or without an envelope, as too many requests', () => {
    expect(describeError(new ApiError({ kind: 'http', httpStatus: 429 }), 'auth')).toEqual({
      key: 'general.tooManyRequests',
    });
    // The demo platform's rate limit: an English text the player must not see.
    const limited = serverError(429, 'Too many sign-in attempts; try again in 1 minute', 429);
    expect(describeError(limited, 'auth')).toEqual({ key: 'general.tooManyRequests' });
  });

  it('should read 5xx without a platform code as unavailable', () => {
    expect(describeError(new ApiError({ kind: 'http', httpStatus: 503 }), 'bet')).toEqual({
      key: 'general.unavailable',
    });
    expect(describeError(serverError(500, 'Internal error', 500), 'general')).toEqual({
      key: 'general.unavailable',
    });
  });

  it('should still map a platform code sent with a 5xx', () => {
    expect(describeError(serverError(999, 'routing', 502), 'general')).toEqual({
      key: 'other.routingError',
    });
  });

  it('should ask a guest to log in on HTTP 401, except in sign-in calls', () => {
    // Code 1 means "bet not found" in the bet table; the 401 says the session is gone.
    expect(describeError(serverError(1, 'Not logged in', 401), 'bet')).toEqual({
      key: 'notice.pleaseAuth',
    });
    expect(describeError(serverError(1, 'Not logged in', 401), 'payment')).toEqual({
      key: 'notice.pleaseAuth',
    });
    expect(describeError(serverError(4, 'Invalid password', 401), 'auth')).toEqual({
      key: 'auth.invalidPassword',
    });
  });

  it('should fall back to the default for anything that is not a platform failure', () => {
    expect(describeError(new TypeError('x is undefined'), 'bet')).toEqual({
      key: 'general.default',
    });
    expect(describeError(undefined, 'general')).toEqual({ key: 'general.default' });
    expect(describeError(new ApiError({ kind: 'invalid-response' }), 'casino')).toEqual({
      key: 'general.default',
    });
  });
});

describe('describeError: codes by scope', () => {
  it('should read the same code by the scope of the call', () => {
    expect(describeError(serverError(4), 'bet')).toEqual({ key: 'bet.coefChanged' });
    expect(describeError(serverError(4), 'auth')).toEqual({ key: 'auth.invalidPassword' });
    expect(describeError(serverError(232), 'auth')).toEqual({ key: 'auth.guessablePassword' });
    expect(describeError(serverError(3), 'bet')).toEqual({ key: 'bet.eventStarted' });
    expect(describeError(serverError(3), 'auth')).toEqual({ key: 'auth.noSuchUser' });
  });

  it('should consult the 600-695 table in the bet scope only', () => {
    expect(describeError(serverError(605, 'Saldo insuficiente'), 'bet')).toEqual({
      key: 'status.balanceTooLow',
    });
    expect(describeError(serverError(640, 'Límite'), 'bet')).toEqual({
      key: 'status.limitExceeded',
    });
    expect(describeError(serverError(605, 'Saldo insuficiente'), 'payment')).toEqual({
      text: 'Saldo insuficiente',
    });
  });

  it('should map payment, promo and auth codes in their scopes', () => {
    expect(describeError(serverError(114), 'payment')).toEqual({
      key: 'payment.oneWithdrawalPerDay',
    });
    expect(describeError(serverError(2201), 'promo')).toEqual({ key: 'promo.expired' });
    expect(describeError(serverError(2214), 'promo')).toEqual({ key: 'promo.conditionsNotMet' });
    expect(describeError(serverError(695), 'auth')).toEqual({ key: 'auth.loginExists' });
    expect(describeError(serverError(2201), 'payment')).toEqual({ key: 'general.default' });
  });

  it('should map the other codes in every scope', () => {
    for (const scope of ['bet', 'auth', 'payment', 'promo', 'casino', 'general'] as const) {
      expect(describeError(serverError(999), scope)).toEqual({ key: 'other.routingError' });
      expect(describeError(serverError(501), scope)).toEqual({ key: 'other.insufficientFunds' });
      expect(describeError(serverError(202), scope)).toEqual({ key: 'other.pageUnavailable' });
    }
  });

  it("should read the platform's 404 for non-players", () => {
    const refused = new ApiError({ kind: 'server', codeStatus: 404, httpStatus: 404, data: [] });
    expect(describeError(refused, 'casino')).toEqual({ key: 'other.playersOnly' });
  });

  it('should give the number of events for the express-size codes', () => {
    expect(describeError(serverError(73), 'bet')).toEqual({
      key: 'bet.expressOfSize',
      values: { count: 3 },
    });
    expect(describeError(serverError(79), 'bet')).toEqual({
      key: 'bet.expressOfSize',
      values: { count: 9 },
    });
  });
});

describe('describeError: server messages', () => {
  it("should show the server's message for an unmapped code", () => {
    expect(describeError(serverError(72, 'Apuesta rechazada'), 'bet')).toEqual({
      text: 'Apuesta rechazada',
    });
    expect(describeError(serverError(12, 'Algo pasó'), 'casino')).toEqual({ text: 'Algo pasó' });
  });

  it('should use the default without a code or a message, and ignore blank messages', () => {
    expect(describeError(serverError(72), 'bet')).toEqual({ key: 'general.default' });
    expect(describeError(serverError(72, '   '), 'bet')).toEqual({ key: 'general.default' });
  });

  it('should prefer the mapped message unless asked for the server text', () => {
    const failure = serverError(101, 'Monto de recarga inválido: mínimo 6000 CLP');
    expect(describeError(failure, 'payment')).toEqual({ key: 'payment.invalidTopUpAmount' });
    expect(describeError(failure, 'payment', { preferServerMessage: true })).toEqual({
      text: 'Monto de recarga inválido: mínimo 6000 CLP',
    });
  });

  it('should map preferred calls without a message by their code', () => {
    expect(describeError(serverError(101), 'payment', { preferServerMessage: true })).toEqual({
      key: 'payment.invalidTopUpAmount',
    });
  });

  it('should localise the texts the specs quote, whatever the code', () => {
    expect(describeError(serverError(0, 'Cantidad menor que mínima'), 'payment')).toEqual({
      key: 'payment.belowMinimum',
    });
    expect(
      describeError(
        serverError(0, 'No pudimos obtener una lista de cajeros, intente luego'),
        'payment',
        {
          preferServerMessage: true,
        },
      ),
    ).toEqual({ key: 'payment.cashiersUnavailable' });
    expect(describeError(serverError(0, 'No se puede abrir la ranura.'), 'casino')).toEqual({
      key: 'casino.gameWontOpen',
    });
    expect(describeError(serverError(0, 'superado límite diario de mensajes SMS'), 'auth')).toEqual(
      { key: 'auth.smsDailyLimit' },
    );
    expect(describeError(serverError(0, 'Data is not editable'), 'general')).toEqual({
      key: 'account.dataNotEditable',
    });
    expect(describeError(serverError(404, 'not allowed to place bets', 404), 'casino')).toEqual({
      key: 'casino.notAllowedToBet',
    });
    expect(describeError(serverError(0, 'Apuesta ya vendida'), 'bet')).toEqual({
      key: 'sell.alreadySold',
    });
  });

  it('should use the fallback key of recovery flows', () => {
    expect(
      describeError(new ApiError({ kind: 'http', httpStatus: 400 }), 'auth', {
        fallbackKey: 'notice.recoveryFailed',
      }),
    ).toEqual({ key: 'notice.recoveryFailed' });
    expect(describeError(serverError(10), 'auth', { fallbackKey: 'notice.tryAgain' })).toEqual({
      key: 'auth.restoreRequestExpired',
    });
  });

  it('should read an envelope found inside an answer', () => {
    expect(describeError({ success: false, codeStatus: 618, errorMessage: null }, 'bet')).toEqual({
      key: 'status.belowMinimum',
    });
    expect(describeError({ codeStatus: 0, errorMessage: 'Límites no disponibles' }, 'bet')).toEqual(
      { text: 'Límites no disponibles' },
    );
    expect(describeError({ success: false }, 'bet')).toEqual({ key: 'general.default' });
  });
});

describe('describeError: bet special cases', () => {
  it('should list the named matches of code 681', () => {
    const failure = serverError(681, 'Eventos no disponibles:\nEventId: 501 EventId: 502');
    const names = new Map([[501, 'Colo-Colo – U. de Chile']]);
    expect(describeError(failure, 'bet', { matchName: (id) => names.get(id) })).toEqual({
      key: 'status.eventsUnavailable',
      values: { matches: 'Colo-Colo – U. de Chile, 502' },
    });
  });

  it('should say "match unavailable" for a 681 without event IDs', () => {
    expect(describeError(serverError(681, 'Eventos no disponibles'), 'bet')).toEqual({
      key: 'status.eventUnavailable',
    });
  });

  it('should read a 409 sell answer by its status', () => {
    const sell = (status: unknown) =>
      new ApiError({ kind: 'server', httpStatus: 409, codeStatus: 409, data: { status } });
    expect(describeError(sell('CoeffChanged'), 'bet')).toEqual({ key: 'sell.coeffChanged' });
    expect(describeError(sell('SomeBetsUnavailable'), 'bet')).toEqual({
      key: 'sell.someBetsUnavailable',
    });
    expect(describeError(sell('Locked'), 'bet')).toEqual({ key: 'sell.failed' });
    expect(describeError(sell(3), 'bet')).toEqual({ key: 'general.default' });
  });
});

describe('describeError: player protection', () => {
  it("should read the platform's refusals 330-338 where the player acted", () => {
    const refused = (code: number, message: string) => serverError(code, message, 403);
    expect(describeError(refused(331, 'Loss limit of the day reached'), 'bet')).toEqual({
      key: 'protection.lossLimit',
    });
    expect(describeError(refused(330, 'Deposit limit of the day reached'), 'payment')).toEqual({
      key: 'protection.depositLimit',
    });
    expect(describeError(refused(333, 'Timed out until 2026-11-19'), 'auth')).toEqual({
      key: 'protection.timedOut',
    });
    expect(describeError(refused(332, 'Session-time limit'), 'casino')).toEqual({
      key: 'protection.sessionLimit',
    });
  });

  it('should use its own words for them even where a scope prefers the server text', () => {
    const refused = serverError(330, 'Deposit limit of the day reached', 403);
    expect(describeError(refused, 'payment', { preferServerMessage: true })).toEqual({
      key: 'protection.depositLimit',
    });
  });

  it('should say until when a time-out or self-exclusion refuses sign-in', () => {
    const until = '2026-11-19T12:00:00.000Z';
    const refused = (code: number, data: unknown) =>
      new ApiError({ kind: 'server', codeStatus: code, httpStatus: 403, data });
    expect(describeError(refused(333, { kind: 'timeout', until }), 'auth')).toEqual({
      key: 'protection.timedOutUntil',
      values: { until: Date.parse(until) },
    });
    expect(describeError(refused(334, { kind: 'self-exclusion', until }), 'auth')).toEqual({
      key: 'protection.selfExcludedUntil',
      values: { until: Date.parse(until) },
    });
    expect(describeError(refused(334, { kind: 'self-exclusion', until: null }), 'auth')).toEqual({
      key: 'protection.selfExcluded',
    });
  });
});
