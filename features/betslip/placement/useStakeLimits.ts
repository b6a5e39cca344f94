import { useMemo } from 'react';
import useSWR from 'swr';
import { useApi } from '../../core/api/index.ts';
import { useBrand } from '../../core/brand/index.ts';
import { describeError, type ErrorDescription } from '../../core/errors/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { useSession } from '../../core/session/index.ts';
import { dispatchSlip, slipState, useSlip } from '../model/slipStore.ts';
import {
  brandStakeLimits,
  changedBetCodes,
  toCouponLimits,
  type CouponLimits,
  type RawCouponLimits,
} from './limits.ts';
import { LIMITS_KEY } from './slipKeys.ts';
import type { BetCheck, BonusRules, FreeBetRules, StakeLimits } from './types.ts';

export interface StakeLimitsState {
  limits: StakeLimits;
  freeBet?: FreeBetRules;
  bonus?: BonusRules;
  checks: ReadonlyMap<string, BetCheck>;
  error?: ErrorDescription;
  loading: boolean;
}

const noChecks: ReadonlyMap<string, BetCheck> = new Map();

/**
 * The slip's stake limits, free-bet and bonus rules and per-bet codes from coupon_limits (players
 * only; guests keep the brand's limits and make no call). Until it answers, the limits are the
 * brand's (`brandStakeLimits`). The key holds the bet ids, so every add or remove refetches. A
 * failed call is shown once as an error notice and keeps the brand's.
 */
export function useStakeLimits(): StakeLimitsState {
  const api = useApi();
  const brand = useBrand();
  const { session } = useSession();
  const betIds = useSlip().bets.map((bet) => bet.id);
  const player = session.status === 'player' ? session.user : undefined;
  const brandLimits = useMemo(
    () => brandStakeLimits(brand, player?.currency),
    [brand, player?.currency],
  );
  const key = player ? [LIMITS_KEY, player.id, player.currency, betIds.join(',')] : null;

  const { data, error, isLoading } = useSWR<CouponLimits, unknown>(
    key,
    async () =>
      toCouponLimits(
        await api.get<RawCouponLimits>('/api/bet/coupon_limits', {
          query: {
            currency: player?.currency,
            betIds: betIds.length > 0 ? betIds.join(',') : undefined,
          },
        }),
      ),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      keepPreviousData: true,
      onError: (failure: unknown) => {
        notify({ type: 'error', message: describeError(failure, 'bet') });
      },
      onSuccess: (answer) => {
        // The server's per-bet codes are the truth: a mark from a refused coupon goes away
        // once the server no longer reports it, and a newly blocked bet gets its code.
        const changes = changedBetCodes(slipState().bets, answer.checks);
        if (changes.length > 0) dispatchSlip({ type: 'markErrors', errors: changes });
      },
    },
  );

  if (!player) return { limits: brandLimits, checks: noChecks, loading: false };
  return {
    limits: data?.limits ?? brandLimits,
    ...(data?.freeBet ? { freeBet: data.freeBet } : {}),
    ...(data?.bonus ? { bonus: data.bonus } : {}),
    checks: data?.checks ?? noChecks,
    ...(error ? { error: describeError(error, 'bet') } : {}),
    loading: isLoading,
  };
}
