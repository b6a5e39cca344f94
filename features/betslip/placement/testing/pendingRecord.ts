import type { PendingPlacement } from '../pendingPlacement.ts';

/** A recorded single of 500 on odd 1_1.1, for the pending-placement tests. */
export function pendingRecord(overrides: Partial<PendingPlacement> = {}): PendingPlacement {
  return {
    key: '6f1c5a1e-1d6b-4c35-9a7e-1c2f0b1d9e11',
    body: {
      coupon: {
        sum: 500,
        acceptCoefChanges: false,
        lang: 'es',
        bets: [{ id: '1_1.1', coef: 2, isLive: false }],
        useBonus: false,
        useFreeBet: false,
      },
    },
    betIds: ['1_1.1'],
    startedAt: 1_000_000,
    playerId: 7,
    ...overrides,
  };
}
