import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { withEnvelope } from '../../core/testing/index.ts';
import { resetNotices, useNotices } from '../../core/notifications/index.ts';
import { resetSlipForTests, slipState } from '../model/slipStore.ts';
import { PENDING_STORAGE_KEY } from './pendingPlacement.ts';
import { resetPlacementStatusForTests } from './placementStatus.ts';
import type { PlacementOutcome, PlacementRequest } from './types.ts';
import { usePlaceBet } from './usePlaceBet.ts';
import { slipBet } from './testing/bets.ts';
import { networkError, placeCalls, placementApi, wrapperFor } from './testing/placementFixture.tsx';

const request: PlacementRequest = { stake: 500, acceptOddsChanges: false, funding: 'money' };

function renderPlaceBet(
  api: ReturnType<typeof placementApi>,
  refresh = vi.fn(() => Promise.resolve()),
) {
  return renderHook(() => ({ placement: usePlaceBet(), notices: useNotices() }), {
    wrapper: wrapperFor(api, { actions: { refresh } }),
  });
}

beforeEach(() => {
  resetSlipForTests({
    bets: [slipBet(1, 2), slipBet(2, 1.5)],
    type: { kind: 'express' },
    processing: false,
  });
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  resetSlipForTests();
  resetPlacementStatusForTests();
  resetNotices();
});

describe('usePlaceBet', () => {
  it('should re-send the same key and body after network errors and place once', async () => {
    vi.useFakeTimers();
    let sends = 0;
    const api = placementApi(() => {
      sends += 1;
      if (sends <= 2) throw networkError();
      return withEnvelope(
        [{ ID: '1_1.1', rate: 2, status: 'OK', errorCode: 0, errorMessage: null, fullRate: 3 }],
        { coupon: { id: 42, code: '4200000042' } },
      );
    });
    const refresh = vi.fn(() => Promise.resolve());
    const { result } = renderPlaceBet(api, refresh);

    let outcome: Promise<PlacementOutcome> | undefined;
    act(() => {
      outcome = result.current.placement.place(request);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    // Still waiting for an answer: the slip is intact and processing; the record is kept.
    expect(slipState()).toMatchObject({ processing: true });
    expect(slipState().bets).toHaveLength(2);
    expect(window.localStorage.getItem(PENDING_STORAGE_KEY)).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });

    await expect(outcome).resolves.toEqual({
      kind: 'placed',
      couponId: 42,
      couponCode: '4200000042',
    });
    const calls = placeCalls(api);
    expect(calls).toHaveLength(3);
    const keys = new Set(calls.map((call) => call.headers['Idempotency-Key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/u);
    expect(calls[2]?.body).toEqual(calls[0]?.body);
    expect(calls[0]?.body).toMatchObject({
      coupon: {
        sum: 500,
        bets: [
          { id: '1_1.1', coef: 2 },
          { id: '2_1.1', coef: 1.5 },
        ],
      },
    });
    expect(slipState()).toMatchObject({ bets: [], type: { kind: 'single' }, processing: false });
    expect(window.localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
    expect(refresh).toHaveBeenCalled();
    expect(result.current.notices.map((notice) => notice.type)).toContain('success');
  });

  it("should take down an earlier placement's refusal when the player places again", async () => {
    let sends = 0;
    const api = placementApi(() => {
      sends += 1;
      if (sends === 1) {
        throw new ApiError({
          kind: 'server',
          httpStatus: 200,
          codeStatus: 605,
          serverMessage: 'Saldo insuficiente',
        });
      }
      return withEnvelope(
        [{ ID: '1_1.1', rate: 2, status: 'OK', errorCode: 0, errorMessage: null, fullRate: 3 }],
        { coupon: { id: 43, code: '4300000043' } },
      );
    });
    const { result } = renderPlaceBet(api);
    await act(async () => {
      await result.current.placement.place(request);
    });
    expect(result.current.notices.map((notice) => notice.type)).toEqual(['error']);
    await act(async () => {
      await result.current.placement.place(request);
    });
    // Only the answer to the new attempt shows: the bet is placed, nothing says it was refused.
    expect(result.current.notices.map((notice) => notice.type)).toEqual(['success']);
  });

  it('should mark refused bets, keep the slip and forget the record', async () => {
    const api = placementApi(() => {
      throw new ApiError({
        kind: 'server',
        httpStatus: 200,
        codeStatus: 614,
        serverMessage: 'Coefficient changed',
        data: [{ id: '2_1.1', coef: 1.4, errorCode: 4, errorMessage: 'Coefficient changed' }],
      });
    });
    const { result } = renderPlaceBet(api);
    let outcome: PlacementOutcome | undefined;
    await act(async () => {
      outcome = await result.current.placement.place(request);
    });
    expect(outcome).toEqual({
      kind: 'refused',
      messages: [{ teams: 'Local 2 - Visita 2', message: { key: 'bet.coefChanged' } }],
    });
    expect(slipState().bets.map((bet) => bet.errorCode)).toEqual([undefined, 4]);
    expect(window.localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
    expect(placeCalls(api)).toHaveLength(1);
    expect(result.current.notices).toEqual([expect.objectContaining({ type: 'error' })]);
  });

  it('should ignore a double tap while the first placement runs', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = placementApi(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderPlaceBet(api);
    let first: Promise<PlacementOutcome> | undefined;
    let second: Promise<PlacementOutcome> | undefined;
    act(() => {
      first = result.current.placement.place(request);
      second = result.current.placement.place(request);
    });
    await expect(second).resolves.toEqual({ kind: 'blocked', messages: [] });
    await waitFor(() => expect(result.current.placement.processing).toBe(true));
    await act(async () => {
      answer([]);
      await first;
    });
    expect(placeCalls(api)).toHaveLength(1);
    expect(result.current.placement.processing).toBe(false);
  });

  it('should block a stake outside the limits without sending', async () => {
    const api = placementApi([]);
    const { result } = renderPlaceBet(api);
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/bet/coupon_limits')).toBe(true),
    );
    let outcome: PlacementOutcome | undefined;
    await act(async () => {
      outcome = await result.current.placement.place({ ...request, stake: 50 });
    });
    expect(outcome).toEqual({
      kind: 'blocked',
      messages: [{ message: { key: 'bet.belowMinimum' } }],
    });
    expect(placeCalls(api)).toHaveLength(0);
  });

  it('should ask a guest to log in and send nothing', async () => {
    const api = placementApi([]);
    const { result } = renderHook(() => ({ placement: usePlaceBet(), notices: useNotices() }), {
      wrapper: wrapperFor(api, { session: { status: 'guest' } }),
    });
    let outcome: PlacementOutcome | undefined;
    await act(async () => {
      outcome = await result.current.placement.place(request);
    });
    expect(outcome?.kind).toBe('blocked');
    expect(result.current.notices[0]?.message).toEqual({ key: 'notice.pleaseAuth' });
    expect(api.calls).toHaveLength(0);
  });

  it('should do nothing with an empty slip', async () => {
    resetSlipForTests();
    const api = placementApi([]);
    const { result } = renderPlaceBet(api);
    await act(async () => {
      await expect(result.current.placement.place(request)).resolves.toEqual({
        kind: 'blocked',
        messages: [],
      });
    });
    expect(placeCalls(api)).toHaveLength(0);
  });
});
