import type { FeatureModule } from '../core/featureModule.ts';

/**
 * Bet history and cash-out (issue 8): the player's coupons with the spec's filters, a coupon's
 * content, and selling a pending coupon back. A /profile page the account feature's frame wraps.
 */
export const betHistoryFeature: FeatureModule = {
  id: 'betHistory',
  screens: {
    profileBetHistory: () => import('./routes/BetHistoryScreen.tsx'),
  },
  locales: {
    namespace: 'betHistory',
    load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
  },
};
