import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { LiveTableError } from '../liveTables/types.ts';
import { integrationFailureMessage } from './failure.ts';

const serverError = (httpStatus: number, codeStatus: number, serverMessage?: string) =>
  new ApiError({ kind: 'server', httpStatus, codeStatus, serverMessage });

describe('integrationFailureMessage', () => {
  it('should say the provider is not available for a ban (HTTP 403, codeStatus 404)', () => {
    expect(integrationFailureMessage(serverError(403, 404))).toEqual({
      key: 'error.providerUnavailable',
      ns: 'tvBet',
    });
  });

  it('should tell another role it may not bet', () => {
    expect(integrationFailureMessage(serverError(404, 404, 'not allowed to place bets'))).toEqual({
      key: 'casino.notAllowedToBet',
    });
  });

  it('should say the table was not found for an unknown game', () => {
    expect(integrationFailureMessage(serverError(404, 404, 'Unknown game'))).toEqual({
      key: 'error.tableNotFound',
      ns: 'tvBet',
    });
  });

  it('should ask a player signed out meanwhile to log in (401, code 1)', () => {
    expect(integrationFailureMessage(serverError(401, 1))).toEqual({ key: 'notice.pleaseAuth' });
  });

  it('should name a lost connection and an unavailable platform', () => {
    expect(integrationFailureMessage(new ApiError({ kind: 'network' }))).toEqual({
      key: 'general.network',
    });
    expect(integrationFailureMessage(serverError(503, 503))).toEqual({
      key: 'general.unavailable',
    });
  });

  it('should show errorSession for an address it will not follow and anything unexpected', () => {
    expect(integrationFailureMessage(new LiveTableError('unsafe-url'))).toEqual({
      key: 'notice.errorSession',
    });
    expect(integrationFailureMessage(new LiveTableError('table-required'))).toEqual({
      key: 'notice.errorSession',
    });
    expect(integrationFailureMessage(new TypeError('boom'))).toEqual({
      key: 'notice.errorSession',
    });
    expect(integrationFailureMessage(serverError(400, 400, 'Bad request'))).toEqual({
      key: 'notice.errorSession',
    });
  });

  it('should say TV bets are not offered when the brand has no frame', () => {
    expect(integrationFailureMessage(new LiveTableError('not-configured'))).toEqual({
      key: 'unavailable.description',
      ns: 'tvBet',
    });
  });
});
