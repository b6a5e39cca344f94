import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { resetNotices, useNotices } from '../../../core/notifications/index.ts';
import { addToBetslip, resetSlipForTests, slipState } from '../../model/slipStore.ts';
import { resetPlacementStatusForTests } from '../placementStatus.ts';
import { slipBet } from '../testing/bets.ts';
import { placeCalls, placementApi, wrapperFor } from '../testing/placementFixture.tsx';
import {
  resetOneClickForTests,
  setOneClickAmount,
  setOneClickEnabled,
} from './oneClickSettings.ts';
import { useOneClickInterceptor } from './useOneClickInterceptor.ts';

const render = (api: ReturnType<typeof placementApi>) =>
  renderHook(
    () => {
      useOneClickInterceptor();
      return useNotices();
    },
    { wrapper: wrapperFor(api) },
  );

beforeEach(() => {
  vi.useFakeTimers();
  resetSlipForTests({
    bets: [slipBet(1), slipBet(2)],
    type: { kind: 'express' },
    processing: false,
  });
  setOneClickEnabled(true);
  setOneClickAmount(75);
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  resetOneClickForTests();
  resetSlipForTests();
  resetPlacementStatusForTests();
  resetNotices();
});

describe('useOneClickInterceptor', () => {
  it('should replace the slip by the tapped odd and place it after 1 s', async () => {
    const api = placementApi([]);
    const { result } = render(api);
    act(() => addToBetslip(slipBet(9, 3.1)));
    expect(slipState()).toMatchObject({ type: { kind: 'single' }, processing: true });
    expect(slipState().bets.map((bet) => bet.id)).toEqual(['9_1.1']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(placeCalls(api)).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(placeCalls(api)[0]?.body).toMatchObject({
      coupon: { sum: 75, acceptCoefChanges: true, bets: [{ id: '9_1.1', coef: 3.1 }] },
    });
    expect(slipState()).toMatchObject({ bets: [], processing: false });
    expect(result.current.map((notice) => notice.type)).toEqual(['success']);
  });

  it('should mark the bet and show the error after four refused attempts', async () => {
    const api = placementApi(() => {
      throw new ApiError({
        kind: 'server',
        httpStatus: 200,
        codeStatus: 622,
        data: [{ id: '9_1.1', coef: 3.1, errorCode: 12, errorMessage: 'No money on account' }],
      });
    });
    const { result } = render(api);
    act(() => addToBetslip(slipBet(9, 3.1)));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    const calls = placeCalls(api);
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((call) => call.headers['Idempotency-Key'])).size).toBe(1);
    expect(slipState().bets[0]?.errorCode).toBe(12);
    expect(slipState().processing).toBe(false);
    expect(result.current.map((notice) => notice.type)).toEqual(['error']);
  });

  it('should leave taps to the slip when one-click is off', () => {
    setOneClickEnabled(false);
    render(placementApi([]));
    act(() => addToBetslip(slipBet(9)));
    expect(slipState().bets).toHaveLength(3);
  });
});
