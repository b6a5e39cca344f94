import { describeBetCode } from '../../core/errors/index.ts';
import type { BetslipType, SlipBet } from '../model/slip.ts';
import type {
  BonusRules,
  ErrorDescriptionLine,
  FreeBetRules,
  Funding,
  StakeLimits,
} from './types.ts';

/** What the client checks before a coupon is sent (sports-betting §5). */
export interface PlacementInput {
  bets: readonly SlipBet[];
  type: BetslipType;
  stake: number;
  funding: Funding;
  limits: StakeLimits;
  freeBet?: FreeBetRules;
  bonus?: BonusRules;
  /** With bonus funding: the part of the stake paid from the bonus balance (default: all of it). */
  bonusAmount?: number;
}

/** Spec §5: bets whose odds lack a decimal value are skipped. */
export function placeableBets<T extends Pick<SlipBet, 'rate'>>(bets: readonly T[]): T[] {
  return bets.filter((bet) => Number.isFinite(bet.rate) && bet.rate > 0);
}

/** The largest bonus part of a stake: maxBonusPercent of it, and no more than the bonus balance. */
export function maxBonusAmount(stake: number, bonus: BonusRules): number {
  const share = Math.floor(stake * bonus.maxBonusPercent) / 100;
  return Math.max(0, Math.min(share, bonus.balance));
}

/**
 * Why this coupon cannot be sent, as 'teams: message' lines; empty when it may go (or when no bet
 * is placeable: then nothing happens at all). Bets already carrying an error code block first,
 * then the stake, then the free-bet or bonus rules.
 */
export function validatePlacement(input: PlacementInput): ErrorDescriptionLine[] {
  const bets = placeableBets(input.bets);
  if (bets.length === 0) return [];
  const marked = bets
    .filter((bet) => bet.errorCode !== undefined && bet.errorCode !== 0)
    .map((bet) => ({ teams: bet.teams, message: describeBetCode(bet.errorCode ?? 0) }));
  if (marked.length > 0) return marked;
  if (input.funding === 'freeBet') return freeBetProblems(bets, input.freeBet);
  const stakeProblems = stakeLimitProblems(input.stake, input.limits);
  if (stakeProblems.length > 0) return stakeProblems;
  if (input.funding === 'bonus') return bonusProblems(bets, input);
  return [];
}

function stakeLimitProblems(stake: number, limits: StakeLimits): ErrorDescriptionLine[] {
  if (!Number.isFinite(stake) || stake < limits.min) return [{ message: describeBetCode(8) }];
  if (stake > limits.max) return [{ message: describeBetCode(9) }];
  return [];
}

function freeBetProblems(
  bets: readonly SlipBet[],
  rules: FreeBetRules | undefined,
): ErrorDescriptionLine[] {
  if (!rules || rules.active <= 0) return [{ message: { key: 'slip.noActiveFreeBets' } }];
  if (bets.length > rules.maxBets) {
    return [{ message: { key: 'slip.tooManyFreeBets', values: { count: rules.maxBets } } }];
  }
  const [only] = bets;
  if (bets.length === 1 && only) {
    if (only.rate < rules.minSingleCoef) {
      return [lineOf(only, 'slip.minSingleCoef', rules.minSingleCoef)];
    }
    if (only.rate > rules.maxSingleCoef) {
      return [lineOf(only, 'slip.maxSingleCoef', rules.maxSingleCoef)];
    }
    return [];
  }
  // An express or a system of free bets: every odd at least the express minimum.
  return bets
    .filter((bet) => bet.rate < rules.minExpressCoef)
    .map((bet) => lineOf(bet, 'slip.minExpressCoef', rules.minExpressCoef));
}

function bonusProblems(bets: readonly SlipBet[], input: PlacementInput): ErrorDescriptionLine[] {
  const rules = input.bonus;
  // Without the server's rules (limits not loaded) there is no bonus balance to spend.
  if (!rules) return [{ message: { key: 'slip.bonusAmountTooHigh', values: { max: 0 } } }];
  const tooLow = bets.filter((bet) => bet.rate < rules.minCoefficient);
  if (bets.length < Math.max(2, rules.minBets) || tooLow.length > 0) {
    return [{ message: { key: 'slip.minBonusCoef', values: { bound: rules.minCoefficient } } }];
  }
  const amount = input.bonusAmount ?? input.stake;
  const max = maxBonusAmount(input.stake, rules);
  if (amount <= 0 || amount > max) {
    return [{ message: { key: 'slip.bonusAmountTooHigh', values: { max } } }];
  }
  return [];
}

function lineOf(bet: SlipBet, key: string, bound: number): ErrorDescriptionLine {
  return { teams: bet.teams, message: { key, values: { bound } } };
}
