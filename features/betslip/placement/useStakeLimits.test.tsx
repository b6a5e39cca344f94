import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { resetNotices, useNotices } from '../../core/notifications/index.ts';
import { fixturePlayer, neverAnswer, signedInSession } from '../../core/testing/index.ts';
import { addToBetslip, resetSlipForTests, slipState } from '../model/slipStore.ts';
import costaBrandFile from '../../../config/costa/brand.json';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { useSlipOdds } from './useSlipOdds.ts';
import { useStakeLimits } from './useStakeLimits.ts';
import { slipBet } from './testing/bets.ts';
import {
  brandPollingEvery,
  limitsAnswer,
  placementApi,
  wrapperFor,
} from './testing/placementFixture.tsx';

afterEach(() => {
  window.localStorage.clear();
  resetSlipForTests();
  resetNotices();
});

const costaBrand = costaBrandFile as unknown as Brand;

describe('useStakeLimits', () => {
  it("should give guests the brand's limits without calling", () => {
    const api = placementApi([]);
    const { result } = renderHook(() => useStakeLimits(), {
      wrapper: wrapperFor(api, { session: { status: 'guest' } }),
    });
    // The demo brand's limits.bets, in CLP.
    expect(result.current).toMatchObject({ limits: { min: 100, max: 5_000_000 }, loading: false });
    expect(api.calls).toHaveLength(0);
  });

  it("should hold a player to costa's 0.50–8,000 until the platform answers", async () => {
    const api = placementApi([], { 'GET /api/bet/coupon_limits': neverAnswer });
    const guest = renderHook(() => useStakeLimits(), {
      wrapper: wrapperFor(api, { session: { status: 'guest' }, brand: costaBrand }),
    });
    expect(guest.result.current.limits).toEqual({ min: 0.5, max: 8000 });
    const euroPlayer = { ...signedInSession, user: { ...fixturePlayer, currency: 'EUR' } };
    const player = renderHook(() => useStakeLimits(), {
      wrapper: wrapperFor(api, { session: euroPlayer, brand: costaBrand }),
    });
    await waitFor(() => expect(player.result.current.loading).toBe(true));
    expect(player.result.current.limits).toEqual({ min: 0.5, max: 8000 });
  });

  it('should ask with the currency and bet ids, again after each add, and follow per-bet codes', async () => {
    resetSlipForTests({
      bets: [slipBet(1, 2, { errorCode: 9 })],
      type: { kind: 'single' },
      processing: false,
    });
    const api = placementApi([], {
      'GET /api/bet/coupon_limits': (request: { query: { betIds?: string } }) => ({
        ...limitsAnswer,
        bets: (request.query.betIds ?? '').split(',').map((id) => ({
          id,
          status: id === '2_1.1' ? 'Error' : 'OK',
          errorCode: id === '2_1.1' ? 14 : 0,
          errorMessage: null,
          coef: 2,
          isBlocked: id === '2_1.1',
        })),
      }),
    });
    const { result } = renderHook(() => useStakeLimits(), { wrapper: wrapperFor(api) });
    await waitFor(() => expect(result.current.limits).toEqual(limitsAnswer.limits));
    expect(result.current.freeBet?.active).toBe(1);
    // The refused stake's mark goes once the server reports the bet fine.
    expect(slipState().bets[0]?.errorCode).toBe(0);
    act(() => addToBetslip(slipBet(2)));
    await waitFor(() => expect(slipState().bets[1]?.errorCode).toBe(14));
    const queries = api.calls.map((call) => call.query);
    expect(queries).toEqual([
      { currency: 'CLP', betIds: '1_1.1' },
      { currency: 'CLP', betIds: '1_1.1,2_1.1' },
    ]);
  });

  it('should notify a failed call once and keep the defaults', async () => {
    const api = placementApi([], {
      'GET /api/bet/coupon_limits': () => {
        throw new ApiError({
          kind: 'server',
          httpStatus: 200,
          codeStatus: 999,
          serverMessage: 'x',
        });
      },
    });
    const { result } = renderHook(() => ({ limits: useStakeLimits(), notices: useNotices() }), {
      wrapper: wrapperFor(api),
    });
    await waitFor(() => expect(result.current.limits.error).toBeDefined());
    expect(result.current.limits.limits).toEqual({ min: 100, max: 5_000_000 });
    expect(result.current.notices).toHaveLength(1);
  });
});

describe('useSlipOdds', () => {
  it('should read the feed for a guest slip and keep the last answer when a refresh fails', async () => {
    resetSlipForTests({ bets: [slipBet(1, 2)], type: { kind: 'single' }, processing: false });
    let fail = false;
    const api = placementApi([], {
      'GET /api/feed/bets': () => {
        if (fail) throw new ApiError({ kind: 'network' });
        return [{ id: '1_1.1', c: 2.25, b: false, errorCode: 0 }];
      },
    });
    const { result } = renderHook(() => useSlipOdds(), {
      wrapper: wrapperFor(api, { session: { status: 'guest' }, brand: brandPollingEvery(50) }),
    });
    await waitFor(() => expect(result.current.get('1_1.1')?.coef).toBe(2.25));
    expect(api.calls[0]?.query).toMatchObject({ betIds: '1_1.1' });
    fail = true;
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(2));
    expect(result.current.get('1_1.1')?.coef).toBe(2.25);
  });
});
