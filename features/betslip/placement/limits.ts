import type { Brand } from '../../../schemas/generated/brand.ts';
import type { BetCheck, BonusRules, FreeBetRules, StakeLimits } from './types.ts';

/** Spec §9: the client's stake limits where the brand's do not apply. */
const specLimits: StakeLimits = { min: 1, max: 10_000 };

/**
 * The brand's stake limits (`limits.bets` of its file): the slip's until coupon_limits answers,
 * and a guest's. The platform enforces the same ones in the brand's currency (its settings and
 * coupon_limits read the brand file), so the slip never shows other bounds than it will meet.
 * They are written in the brand's default currency: a player holding another one gets the
 * spec's client defaults until the platform answers with that currency's.
 */
export function brandStakeLimits(
  brand: Pick<Brand, 'limits'> & { currencies?: Pick<Brand['currencies'], 'default'> },
  currency?: string,
): StakeLimits {
  const brandCurrency = brand.currencies?.default;
  if (currency && brandCurrency && currency.toUpperCase() !== brandCurrency.toUpperCase()) {
    return specLimits;
  }
  const bets = brand.limits?.bets;
  return { min: bets?.min ?? specLimits.min, max: bets?.max ?? specLimits.max };
}

/** GET /api/bet/coupon_limits's data (bets README). */
export interface RawCouponLimits {
  bets: {
    id: string;
    status: string;
    errorCode: number;
    errorMessage: string | null;
    coef: number | null;
    isBlocked: boolean;
  }[];
  error: string | null;
  limits: { min: number; max: number; maxWin: number };
  freeBet: Omit<FreeBetRules, 'active'> & { active: number };
  bonus: BonusRules;
}

export interface CouponLimits {
  /** Undefined when the answer's limits are not numbers (the brand's stay). */
  limits?: StakeLimits;
  freeBet?: FreeBetRules;
  bonus?: BonusRules;
  checks: ReadonlyMap<string, BetCheck>;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The limits answer as the slip uses it. A part that does not have the expected shape is left out
 * (the brand's limits stay) rather than trusted half-way.
 */
export function toCouponLimits(raw: RawCouponLimits): CouponLimits {
  const { min, max, maxWin } = raw.limits;
  const limits =
    isFiniteNumber(min) && isFiniteNumber(max)
      ? { min, max, ...(isFiniteNumber(maxWin) ? { maxWin } : {}) }
      : undefined;
  const checks = new Map<string, BetCheck>(
    (Array.isArray(raw.bets) ? raw.bets : []).map((bet) => [
      bet.id,
      {
        coef: isFiniteNumber(bet.coef) ? bet.coef : null,
        blocked: bet.isBlocked,
        errorCode: isFiniteNumber(bet.errorCode) ? bet.errorCode : 0,
      },
    ]),
  );
  return {
    ...(limits ? { limits } : {}),
    ...(isFiniteNumber(raw.freeBet?.amount) ? { freeBet: { ...raw.freeBet } } : {}),
    ...(isFiniteNumber(raw.bonus?.minCoefficient) ? { bonus: { ...raw.bonus } } : {}),
    checks,
  };
}

/**
 * The per-bet codes a fresh limits answer gives that differ from the marks the slip holds: the
 * slip's marks follow the server (a refused stake's code goes away once the server no longer
 * reports it), so a stale mark never blocks a placement.
 */
export function changedBetCodes(
  bets: readonly { id: string; errorCode?: number }[],
  checks: ReadonlyMap<string, BetCheck>,
): { id: string; code: number }[] {
  return bets.flatMap((bet) => {
    const check = checks.get(bet.id);
    if (!check || check.errorCode === (bet.errorCode ?? 0)) return [];
    return [{ id: bet.id, code: check.errorCode }];
  });
}
