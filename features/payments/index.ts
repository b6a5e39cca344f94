import type { FeatureModule } from '../core/featureModule.ts';

/**
 * Payments (issue 6): top-up through a checkout, withdrawals, the payment history and the slots
 * bet history, the /profile pages the account feature's frame wraps.
 */
export const paymentsFeature: FeatureModule = {
  id: 'payments',
  screens: {
    profileTopUp: () => import('./routes/TopUpScreen.tsx'),
    profileWithdrawal: () => import('./routes/WithdrawalScreen.tsx'),
    profilePayHistory: () => import('./routes/PayHistoryScreen.tsx'),
    profileSlotsHistory: () => import('./routes/SlotsHistoryScreen.tsx'),
  },
  locales: {
    namespace: 'payments',
    load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
  },
};
