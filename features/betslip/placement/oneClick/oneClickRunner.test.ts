import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { createFixtureApi } from '../../../core/testing/index.ts';
import type { PendingPlacement } from '../pendingPlacement.ts';
import { postCoupon } from '../sendCoupon.ts';
import { runOneClick, type Wait } from './oneClickRunner.ts';

const wait: Wait = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

const record: PendingPlacement = {
  key: 'one-click-key',
  body: {
    coupon: {
      sum: 50,
      acceptCoefChanges: true,
      lang: 'es',
      bets: [{ id: '1_1.1', coef: 2, isLive: false }],
      useBonus: false,
      useFreeBet: false,
    },
  },
  betIds: ['1_1.1'],
  startedAt: 0,
  playerId: 1,
};

const refused = () => new ApiError({ kind: 'server', httpStatus: 200, codeStatus: 614, data: [] });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('runOneClick', () => {
  it('should place only after 1 s', async () => {
    const attempt = vi.fn(() => Promise.resolve('placed'));
    const run = runOneClick(attempt, wait);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(run).resolves.toEqual({ ok: true, value: 'placed', attempts: 1 });
  });

  it('should stop at a success on the second attempt, reusing the key', async () => {
    let sends = 0;
    const api = createFixtureApi({
      'POST /api/bet/place': () => {
        sends += 1;
        if (sends === 1) throw refused();
        return [];
      },
    });
    const run = runOneClick(() => postCoupon(api, record), wait);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(run).resolves.toMatchObject({ ok: true, attempts: 2 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.calls).toHaveLength(2);
    expect(api.calls.map((call) => call.headers['Idempotency-Key'])).toEqual([
      'one-click-key',
      'one-click-key',
    ]);
  });

  it('should fail after 4 attempts 1 s apart with the last error, same key each time', async () => {
    const api = createFixtureApi({
      'POST /api/bet/place': () => {
        throw refused();
      },
    });
    const run = runOneClick(() => postCoupon(api, record), wait);
    const settled = vi.fn();
    void run.then(settled);
    for (const expected of [1, 2, 3]) {
      await vi.advanceTimersByTimeAsync(1000);
      expect(api.calls).toHaveLength(expected);
      expect(settled).not.toHaveBeenCalled();
    }
    await vi.advanceTimersByTimeAsync(1000);
    const result = await run;
    expect(result).toMatchObject({ ok: false, attempts: 4 });
    expect(result.ok ? undefined : result.error).toMatchObject({ codeStatus: 614 });
    expect(api.calls).toHaveLength(4);
    expect(new Set(api.calls.map((call) => call.headers['Idempotency-Key']))).toEqual(
      new Set(['one-click-key']),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.calls).toHaveLength(4);
  });
});
