import type { BetslipType, SlipBet } from '../model/slip.ts';
import type { FreeBetRules, Funding } from './types.ts';
import { placeableBets } from './validatePlacement.ts';

/** The body of POST /api/bet/place (bets README "POST /api/bet/place"). */
export interface CouponBody {
  coupon: {
    sum: number;
    acceptCoefChanges: boolean;
    lang: string;
    bets: { id: string; coef: number; isLive: boolean }[];
    useBonus: boolean;
    useFreeBet: boolean;
    systemIndex?: number;
    bonusAmount?: number;
  };
}

export interface CouponInput {
  bets: readonly SlipBet[];
  type: BetslipType;
  stake: number;
  acceptOddsChanges: boolean;
  funding: Funding;
  /** Short language code ('es'): the names the coupon keeps in the history. */
  language: string;
  bonusAmount?: number;
  freeBet?: FreeBetRules;
}

/**
 * The coupon to send: the placeable bets at the rates the player saw, the stake (a free bet's
 * fixed amount for a free bet), the system index for a system, and the funding flags.
 */
export function buildCoupon(input: CouponInput): CouponBody {
  const bets = placeableBets(input.bets);
  const isSystem = input.type.kind === 'system' && input.type.size < bets.length;
  const sum = input.funding === 'freeBet' ? (input.freeBet?.amount ?? input.stake) : input.stake;
  return {
    coupon: {
      sum,
      acceptCoefChanges: input.acceptOddsChanges,
      lang: input.language,
      bets: bets.map((bet) => ({ id: bet.id, coef: bet.rate, isLive: bet.isLive })),
      useBonus: input.funding === 'bonus',
      useFreeBet: input.funding === 'freeBet',
      ...(isSystem && input.type.kind === 'system' ? { systemIndex: input.type.size } : {}),
      ...(input.funding === 'bonus' ? { bonusAmount: input.bonusAmount ?? input.stake } : {}),
    },
  };
}
