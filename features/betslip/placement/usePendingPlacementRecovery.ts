import { useEffect } from 'react';
import { completePlacement, takeResumablePending } from './placementRun.ts';
import { beginPlacement, endPlacement } from './placementStatus.ts';
import { usePlacementContext } from './usePlacementContext.ts';

/**
 * After a reload during a placement: re-sends the recorded coupon with its Idempotency-Key (the
 * server answers the stored result if it was placed, so never twice) and settles the slip by the
 * answer. A record older than 5 minutes is dropped with a notice to check the bet history. The
 * slip stays as it is until an answer says placed. Mounted once, by the shell, for players.
 */
export function usePendingPlacementRecovery(): void {
  const context = usePlacementContext();
  useEffect(() => {
    if (!context) return;
    const record = takeResumablePending(context.playerId, context.now());
    if (!record || !beginPlacement(true)) return;
    void completePlacement(record, context).finally(endPlacement);
    // Once per signed-in player: a new context object (e.g. a new API client) must not re-send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [context?.playerId]);
}
