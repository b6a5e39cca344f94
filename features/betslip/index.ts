/**
 * The bet slip's public API. Issue 7 ships the minimal store (the spec's add rule) so every odd
 * can be tapped; issue 8 replaces its inside with the full slip behind the same names.
 */
export {
  addToBetslip,
  betslipSelections,
  clearBetslip,
  removeFromBetslip,
  useBetslipCount,
  useInBetslip,
} from './model/slipStore.ts';
export { eventMarketKey } from './model/selection.ts';
export type { BetslipSelection } from './model/selection.ts';
