/**
 * The bet slip's public API: odds views add and read through it; the slip's screens (issue 8)
 * dispatch its actions. The store runs the pure reducer and keeps the slip in local storage,
 * shared across tabs.
 */
import type { FeatureModule } from '../core/featureModule.ts';

export const betslipFeature: FeatureModule = {
  id: 'betslip',
  screens: { basket: () => import('./routes/BasketScreen.tsx') },
  locales: {
    namespace: 'betslip',
    load: (tag) => import(`./locales/${tag}.json`) as Promise<{ default: object }>,
  },
  shell: { overlay: () => import('./shell/BetslipShell.tsx') },
};

export {
  addToBetslip,
  betslipSelections,
  clearBetslip,
  dispatchSlip,
  removeFromBetslip,
  useBetslipCount,
  useInBetslip,
  useSlip,
} from './model/slipStore.ts';
export { incompatibleBetIds } from './model/slip.ts';
export type { BetslipType, SlipAction, SlipBet, SlipState } from './model/slip.ts';
export { eventMarketKey } from './model/selection.ts';
export type { BetslipSelection } from './model/selection.ts';
