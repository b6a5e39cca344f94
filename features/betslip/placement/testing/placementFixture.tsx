import type { ReactNode } from 'react';
import { ApiError } from '../../../core/errors/index.ts';
import type { SessionActions, Session } from '../../../core/session/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  FixtureProviders,
  signedInSession,
  type FixtureApi,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { RawCouponLimits } from '../limits.ts';

/** A coupon_limits answer with the demo's rules and no per-bet problems. */
export const limitsAnswer: RawCouponLimits = {
  bets: [],
  error: null,
  limits: { min: 100, max: 1_000_000, maxWin: 20_000_000 },
  freeBet: {
    amount: 100,
    maxBets: 4,
    minSingleCoef: 1.75,
    maxSingleCoef: 50,
    minExpressCoef: 1.75,
    active: 1,
  },
  bonus: { minBets: 2, maxBets: 20, minCoefficient: 1.5, maxBonusPercent: 100, balance: 0 },
};

export const networkError = () => new ApiError({ kind: 'network', message: 'Failed to fetch' });

/** The platform's routes a placement touches, with `place` answering as the test needs. */
export function placementApi(place: FixtureRoutes[string], extra: FixtureRoutes = {}): FixtureApi {
  return createFixtureApi({
    'GET /api/bet/coupon_limits': limitsAnswer,
    'GET /api/feed/bets': [],
    'POST /api/bet/place': place,
    ...extra,
  });
}

/** A renderHook wrapper: the app's providers for a signed-in player (or the given session). */
export function wrapperFor(
  api: FixtureApi,
  options: { session?: Session; actions?: Partial<SessionActions>; brand?: Brand } = {},
) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <FixtureProviders
        api={api}
        session={options.session ?? signedInSession}
        actions={options.actions}
        brand={options.brand}
      >
        {children}
      </FixtureProviders>
    );
  };
}

/** The demo brand refreshing live data every `liveMs`. */
export const brandPollingEvery = (liveMs: number): Brand => ({
  ...fixtureBrand,
  polling: { ...fixtureBrand.polling, liveMs },
});

/** The place calls a fixture API received. */
export const placeCalls = (api: FixtureApi) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/api/bet/place');
