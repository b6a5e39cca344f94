/**
 * The bet slip's public API: odds views add and read through it; the slip's screens (issue 8)
 * dispatch its actions. The store runs the pure reducer and keeps the slip in local storage,
 * shared across tabs.
 */
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
