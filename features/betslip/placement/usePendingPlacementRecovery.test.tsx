import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { resetNotices, useNotices } from '../../core/notifications/index.ts';
import { fixturePlayer } from '../../core/testing/index.ts';
import { resetSlipForTests, slipState } from '../model/slipStore.ts';
import {
  PENDING_MAX_AGE_MS,
  PENDING_STORAGE_KEY,
  writePendingPlacement,
  type PendingPlacement,
} from './pendingPlacement.ts';
import { resetPlacementStatusForTests } from './placementStatus.ts';
import { usePendingPlacementRecovery } from './usePendingPlacementRecovery.ts';
import { slipBet } from './testing/bets.ts';
import { pendingRecord } from './testing/pendingRecord.ts';
import { placeCalls, placementApi, wrapperFor } from './testing/placementFixture.tsx';

const record = (startedAt = Date.now() - 10_000): PendingPlacement =>
  pendingRecord({
    key: 'b2a4c1f0-0000-4000-8000-000000000001',
    startedAt,
    playerId: fixturePlayer.id,
  });

const render = (api: ReturnType<typeof placementApi>) =>
  renderHook(
    () => {
      usePendingPlacementRecovery();
      return useNotices();
    },
    { wrapper: wrapperFor(api) },
  );

beforeEach(() => {
  resetSlipForTests({ bets: [slipBet(1, 2)], type: { kind: 'single' }, processing: false });
});

afterEach(() => {
  window.localStorage.clear();
  resetSlipForTests();
  resetPlacementStatusForTests();
  resetNotices();
});

describe('usePendingPlacementRecovery', () => {
  it('should re-send a placement a reload interrupted with its key, then clear the slip', async () => {
    writePendingPlacement(record());
    const api = placementApi([]);
    render(api);
    await waitFor(() => expect(slipState().bets).toEqual([]));
    const calls = placeCalls(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['Idempotency-Key']).toBe(record().key);
    expect(calls[0]?.body).toEqual(record().body);
    expect(window.localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
  });

  it('should keep the slip and mark it when the re-sent coupon is refused', async () => {
    writePendingPlacement(record());
    const api = placementApi(() => {
      throw new ApiError({
        kind: 'server',
        httpStatus: 200,
        codeStatus: 622,
        data: [{ id: '1_1.1', coef: 2, errorCode: 12, errorMessage: 'No money on account' }],
      });
    });
    render(api);
    await waitFor(() => expect(slipState().bets[0]?.errorCode).toBe(12));
    expect(slipState().processing).toBe(false);
    expect(window.localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
  });

  it('should drop a record older than five minutes and point to the history', async () => {
    writePendingPlacement(record(Date.now() - PENDING_MAX_AGE_MS - 1000));
    const api = placementApi([]);
    const { result } = render(api);
    await waitFor(() =>
      expect(result.current.map((notice) => notice.message)).toContainEqual({
        key: 'notice.checkBetHistory',
      }),
    );
    expect(placeCalls(api)).toHaveLength(0);
    expect(slipState().bets).toHaveLength(1);
    expect(window.localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
  });

  it("should never re-send another player's record", async () => {
    writePendingPlacement({ ...record(), playerId: fixturePlayer.id + 1 });
    const api = placementApi([]);
    render(api);
    await waitFor(() => expect(window.localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull());
    expect(placeCalls(api)).toHaveLength(0);
  });
});
