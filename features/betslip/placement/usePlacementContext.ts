import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../core/api/index.ts';
import { useSession } from '../../core/session/index.ts';
import type { PlacementContext } from './placementRun.ts';
import { realSleep } from './sendCoupon.ts';
import { isSlipKey } from './slipKeys.ts';

/** The app around a placement for the signed-in player; undefined for guests. */
export function usePlacementContext(): PlacementContext | undefined {
  const api = useApi();
  const { session, actions } = useSession();
  const { mutate } = useSWRConfig();
  const playerId = session.status === 'player' ? session.user.id : undefined;
  return useMemo(
    () =>
      playerId === undefined
        ? undefined
        : {
            api,
            playerId,
            refreshBalance: () => actions.refresh(),
            reloadSlip: () => {
              void mutate(isSlipKey);
            },
            sleep: realSleep,
            now: Date.now,
          },
    [api, playerId, actions, mutate],
  );
}
