import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { resetNotices, useNotices } from '../../core/notifications/index.ts';
import { addToBetslip, resetSlipForTests, slipState } from '../model/slipStore.ts';
import { DEFAULT_LIMITS } from './limits.ts';
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

describe('useStakeLimits', () => {
  it('should keep the defaults for guests without calling', () => {
    const api = placementApi([]);
    const { result } = renderHook(() => useStakeLimits(), {
      wrapper: wrapperFor(api, { session: { status: 'guest' } }),
    });
    expect(result.current).toMatchObject({ limits: DEFAULT_LIMITS, loading: false });
    expect(api.calls).toHaveLength(0);
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
    expect(result.current.limits.limits).toEqual(DEFAULT_LIMITS);
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
