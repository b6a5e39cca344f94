import { useEffect } from 'react';
import { useApi } from '../../core/api/index.ts';
import type { ApiClient } from '../../core/api/index.ts';
import { useSession } from '../../core/session/index.ts';
import { dispatchSlip, slipState, subscribeSlipActions } from '../model/slipStore.ts';
import { basketSelections, mirrorCall, type RawBasket } from './basketCalls.ts';

/**
 * Keeps the signed-in player's server slip equal to this tab's slip: every add, remove, clear and
 * type change is sent, in order. The local slip is the truth, so failures are silent. On sign-in
 * with an empty local slip the server's slip is adopted (a slip follows the player across devices).
 * Mounted once, by the shell.
 */
export function useServerBasketMirror(): void {
  const api = useApi();
  const { session } = useSession();
  const playerId = session.status === 'player' ? session.user.id : undefined;

  useEffect(() => {
    if (playerId === undefined) return;
    const mirror = startBasketMirror(api);
    return mirror.stop;
  }, [api, playerId]);
}

/** The mirror outside React: adopts the server slip when the local one is empty, then mirrors. */
export function startBasketMirror(api: ApiClient): { stop: () => void; idle: () => Promise<void> } {
  let queue: Promise<unknown> = Promise.resolve();
  let stopped = false;
  // Actions the mirror dispatches itself (adopting the server slip) are not sent back.
  let adopting = false;
  const enqueue = (call: (client: ApiClient) => Promise<unknown>) => {
    queue = queue.then(() => (stopped ? undefined : call(api))).catch(() => undefined);
  };

  if (slipState().bets.length === 0) {
    enqueue(async (client) => {
      const basket = await client.get<RawBasket>('/api/basket');
      // The player may have tapped an odd meanwhile: that slip wins.
      if (stopped || slipState().bets.length > 0) return;
      adopting = true;
      try {
        for (const selection of basketSelections(basket)) dispatchSlip({ type: 'add', selection });
      } finally {
        adopting = false;
      }
    });
  }

  const unsubscribe = subscribeSlipActions((action) => {
    if (adopting) return;
    const call = mirrorCall(action);
    if (call) enqueue(call);
  });

  return {
    stop: () => {
      stopped = true;
      unsubscribe();
    },
    idle: () => queue.then(() => undefined),
  };
}
