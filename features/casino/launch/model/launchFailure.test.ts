import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { UnsupportedLaunchError } from '../providers/types.ts';
import { launchFailureMessage } from './launchFailure.ts';

const serverError = (httpStatus: number, codeStatus: number, serverMessage?: string) =>
  new ApiError({ kind: 'server', httpStatus, codeStatus, serverMessage });

describe('launchFailureMessage', () => {
  it('should say the provider is not available for a ban (casino and integrations codes)', () => {
    const expected = { key: 'error.providerUnavailable', ns: 'casinoLaunch' };
    expect(launchFailureMessage(serverError(403, 403, 'Provider is not available'))).toEqual(
      expected,
    );
    expect(launchFailureMessage(serverError(403, 404))).toEqual(expected);
  });

  it('should tell another role it may not play', () => {
    expect(launchFailureMessage(serverError(404, 404, 'not allowed to place bets'))).toEqual({
      key: 'casino.notAllowedToBet',
    });
  });

  it('should say the game was not found for any other 404', () => {
    expect(launchFailureMessage(serverError(404, 404, 'Game not found'))).toEqual({
      key: 'error.gameNotFound',
      ns: 'casinoLaunch',
    });
  });

  it('should name insufficient funds (501)', () => {
    expect(launchFailureMessage(serverError(400, 501, 'Insufficient funds'))).toEqual({
      key: 'other.insufficientFunds',
    });
  });

  it("should translate the spec's 'No se puede abrir la ranura'", () => {
    expect(launchFailureMessage(serverError(400, 400, 'No se puede abrir la ranura'))).toEqual({
      key: 'casino.gameWontOpen',
    });
  });

  it('should ask a signed-out player to sign in, and an offline one to check the connection', () => {
    expect(launchFailureMessage(serverError(401, 1))).toEqual({ key: 'notice.pleaseAuth' });
    expect(launchFailureMessage(new ApiError({ kind: 'network' }))).toEqual({
      key: 'general.network',
    });
  });

  it('should say a script session is not supported', () => {
    expect(launchFailureMessage(new UnsupportedLaunchError('script'))).toEqual({
      key: 'error.unsupported',
      ns: 'casinoLaunch',
    });
  });

  it('should fall back to the session-failure notice', () => {
    expect(launchFailureMessage(serverError(500, 500))).toEqual({ key: 'notice.errorSession' });
    expect(launchFailureMessage(serverError(400, 400, 'bad'))).toEqual({
      key: 'notice.errorSession',
    });
    expect(launchFailureMessage(new Error('boom'))).toEqual({ key: 'notice.errorSession' });
  });
});
