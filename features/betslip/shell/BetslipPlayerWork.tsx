import { usePendingPlacementRecovery, useOneClickInterceptor } from '../placement/index.ts';
import { useServerBasketMirror } from '../sync/index.ts';

/**
 * The slip's background work for a signed-in player: finishing a placement a reload interrupted,
 * one-click betting, the server slip mirror. Each does nothing for a guest, so the shell loads this
 * (and the placement code under it) only once a player is signed in.
 */
export default function BetslipPlayerWork() {
  usePendingPlacementRecovery();
  useOneClickInterceptor();
  useServerBasketMirror();
  return null;
}
