/**
 * The slip's placement logic (issue 8), used by the slip's screens (components/, routes/, shell/).
 * Pure rules are unit-tested beside their files; hooks talk to the platform through useApi.
 */

/** Stake limits, free-bet/bonus rules and per-bet codes from coupon_limits (guests: the brand's). */
export { useStakeLimits } from './useStakeLimits.ts';
export type { StakeLimitsState } from './useStakeLimits.ts';
/** The brand's stake limits, the slip's before the server answers. */
export { brandStakeLimits } from './limits.ts';
/** The feed's current rate, blocked flag and code per slip bet, polled at the live interval. */
export { useSlipOdds } from './useSlipOdds.ts';
/** oddsMovement(addedRate, current): 'up' | 'down' | 'none' since the bet was added (pure). */
export { oddsMovement } from './oddsMovement.ts';
/**
 * totalCoefficient(bets, type), potentialWin(bets, type, stake), freeBetWin(bets, type, stake)
 * (the winnings only), cappedWin(win, limits) (pure).
 */
export { cappedWin, freeBetWin, potentialWin, totalCoefficient } from './coefficients.ts';
/** validatePlacement(input): 'teams: message' lines that block sending; placeableBets; bonus cap. */
export { maxBonusAmount, placeableBets, validatePlacement } from './validatePlacement.ts';
export type { PlacementInput } from './validatePlacement.ts';
/** buildCoupon(input): the POST /api/bet/place body. */
export { buildCoupon } from './buildCoupon.ts';
export type { CouponBody, CouponInput } from './buildCoupon.ts';
/** usePlaceBet(): {place(request), processing, resuming}: exactly-once normal placement. */
export { usePlaceBet } from './usePlaceBet.ts';
export type { PlaceBet } from './usePlaceBet.ts';
/** Re-sends a placement a reload interrupted (same Idempotency-Key); mount once for players. */
export { usePendingPlacementRecovery } from './usePendingPlacementRecovery.ts';
/** useOneClick(): {enabled, amount, setEnabled, setAmount}, persisted (default amount 50). */
export { useOneClick, ONE_CLICK_DEFAULT_AMOUNT } from './oneClick/oneClickSettings.ts';
export type { OneClickSettings } from './oneClick/oneClickSettings.ts';
/** Takes over tapped odds while one-click is on: clear, add, single, place after 1 s. */
export { useOneClickInterceptor } from './oneClick/useOneClickInterceptor.ts';
export type {
  BetCheck,
  BonusRules,
  ErrorDescriptionLine,
  FreeBetRules,
  Funding,
  OddsMovement,
  PlacementOutcome,
  PlacementRequest,
  StakeLimits,
} from './types.ts';
