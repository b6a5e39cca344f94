import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shortLanguageCode } from '../../core/language.ts';
import { slipState } from '../model/slipStore.ts';
import { buildCoupon } from './buildCoupon.ts';
import { writePendingPlacement, type PendingPlacement } from './pendingPlacement.ts';
import { completePlacement, placementNotices, takeResumablePending } from './placementRun.ts';
import { beginPlacement, endPlacement, usePlacementStatus } from './placementStatus.ts';
import type { PlacementOutcome, PlacementRequest } from './types.ts';
import { usePlacementContext } from './usePlacementContext.ts';
import { useStakeLimits } from './useStakeLimits.ts';
import { placeableBets, validatePlacement } from './validatePlacement.ts';

export interface PlaceBet {
  place(request: PlacementRequest): Promise<PlacementOutcome>;
  /** A placement runs (the 'bet in process' state). */
  processing: boolean;
  /** The running placement re-sends one a reload interrupted. */
  resuming: boolean;
}

const nothing: PlacementOutcome = { kind: 'blocked', messages: [] };

/**
 * The slip's normal placement (sports-betting §4), exactly once: the coupon is recorded with its
 * Idempotency-Key before it leaves, re-sent with the same key after network failures, and a
 * placement that an earlier failure left unanswered is resolved before a new one is built.
 */
export function usePlaceBet(): PlaceBet {
  const context = usePlacementContext();
  const { limits, freeBet, bonus } = useStakeLimits();
  const { i18n } = useTranslation();
  const language = shortLanguageCode(i18n.language || 'es-ES');
  const status = usePlacementStatus();

  const place = useCallback(
    async (request: PlacementRequest): Promise<PlacementOutcome> => {
      placementNotices.clear();
      if (!context) {
        placementNotices.notify({ type: 'error', message: { key: 'notice.pleaseAuth' } });
        return { kind: 'blocked', messages: [{ message: { key: 'notice.pleaseAuth' } }] };
      }
      const slip = slipState();
      if (slip.processing || placeableBets(slip.bets).length === 0) return nothing;
      const unanswered = takeResumablePending(context.playerId, context.now());
      if (unanswered) return run(unanswered, true);

      const problems = validatePlacement({ ...slip, ...request, limits, freeBet, bonus });
      if (problems[0]) {
        placementNotices.notify({ type: 'error', message: problems[0].message });
        return { kind: 'blocked', messages: problems };
      }
      const body = buildCoupon({ ...slip, ...request, language, freeBet });
      return run(
        {
          key: crypto.randomUUID(),
          body,
          betIds: body.coupon.bets.map((bet) => bet.id),
          startedAt: context.now(),
          playerId: context.playerId,
        },
        false,
      );

      async function run(record: PendingPlacement, resuming: boolean) {
        if (!context || !beginPlacement(resuming)) return nothing;
        try {
          writePendingPlacement(record);
          return await completePlacement(record, context);
        } finally {
          endPlacement();
        }
      }
    },
    [context, limits, freeBet, bonus, language],
  );

  return { place, processing: status.running, resuming: status.resuming };
}
