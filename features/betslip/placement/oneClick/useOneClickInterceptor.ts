import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { shortLanguageCode } from '../../../core/language.ts';
import type { BetslipSelection } from '../../model/selection.ts';
import { dispatchSlip, interceptBetslipAdds } from '../../model/slipStore.ts';
import { buildCoupon } from '../buildCoupon.ts';
import { writePendingPlacement, type PendingPlacement } from '../pendingPlacement.ts';
import {
  completePlacement,
  placementNotices,
  settlePlaced,
  settleRefused,
  settleUnanswered,
  takeResumablePending,
  type PlacementContext,
} from '../placementRun.ts';
import { beginPlacement, endPlacement, isPlacementRunning } from '../placementStatus.ts';
import { isNetworkFailure, postCoupon } from '../sendCoupon.ts';
import { usePlacementContext } from '../usePlacementContext.ts';
import { oneClickSettings, useOneClick } from './oneClickSettings.ts';
import { runOneClick } from './oneClickRunner.ts';

/**
 * While a player has one-click on, a tapped odd is bet at once (sports-betting §4): the slip is
 * cleared, the odd added as a single and, after 1 s, placed with the one-click amount accepting
 * odds changes; 4 attempts 1 s apart under one idempotency key. Mounted once, by the shell.
 */
export function useOneClickInterceptor(): void {
  const context = usePlacementContext();
  const { enabled } = useOneClick();
  const { i18n } = useTranslation();
  const language = shortLanguageCode(i18n.language || 'es-ES');

  useEffect(() => {
    if (!context || !enabled) return;
    return interceptBetslipAdds((selection) => {
      // A tap while a bet is on its way is swallowed: the slip must not change under it.
      if (!isPlacementRunning()) void placeOneClick(selection, context, language);
      return true;
    });
  }, [context, enabled, language]);
}

/** One tapped odd, placed: exported for the hook's tests. */
export async function placeOneClick(
  selection: BetslipSelection,
  context: PlacementContext,
  language: string,
): Promise<void> {
  placementNotices.clear();
  // An earlier coupon still unanswered is resolved first; this tap is not placed on top of it.
  const unanswered = takeResumablePending(context.playerId, context.now());
  if (unanswered) {
    if (!beginPlacement(true)) return;
    await completePlacement(unanswered, context).finally(endPlacement);
    return;
  }
  dispatchSlip({ type: 'clear' });
  dispatchSlip({ type: 'add', selection });
  dispatchSlip({ type: 'setType', betslipType: { kind: 'single' } });
  if (!beginPlacement()) return;
  try {
    const body = buildCoupon({
      bets: [selection],
      type: { kind: 'single' },
      stake: oneClickSettings().amount,
      acceptOddsChanges: true,
      funding: 'money',
      language,
    });
    const record: PendingPlacement = {
      key: crypto.randomUUID(),
      body,
      betIds: [selection.id],
      startedAt: context.now(),
      playerId: context.playerId,
    };
    writePendingPlacement(record);
    const result = await runOneClick(() => postCoupon(context.api, record), context.sleep);
    if (result.ok) settlePlaced(record, result.value, context);
    else if (isNetworkFailure(result.error)) settleUnanswered(result.error);
    else settleRefused(result.error, context);
  } finally {
    endPlacement();
  }
}
