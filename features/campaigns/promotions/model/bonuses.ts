import type { Brand } from '../../../../schemas/generated/brand.ts';

/**
 * The bonus rules of GET /api/site/settings `limits.bonus` (casino-and-account spec, section 3).
 * Every field may be missing: a platform sends the ones its operator set.
 */
export interface BonusLimits {
  /** Credited at sign-up, in the settings' currency. */
  registrationBonus?: number;
  /** Express bonus, % of the stake (10 means 10 %). */
  maxBonusPercent?: number;
  /** Lowest odds of every selection of a bonus express. */
  minCoefficient?: number;
  /** Largest express bonus, in the settings' currency. */
  maxBonusSize?: number;
  minBetsInCoupon?: number;
  maxBetsInCoupon?: number;
  /** Share of lost sport stakes returned weekly (0.05 is 5 %). */
  cashbackBet?: number;
  /** Share of net deposits returned as cashback. */
  cashbackPayment?: number;
  /** Bonus-qualifying bets per week. */
  maxBetCount?: number;
  minBetCoefficient?: number;
  maxBetCoefficient?: number;
}

export type BonusCard =
  | { kind: 'registration'; amount: number }
  | {
      kind: 'express';
      percent: number;
      minCoefficient?: number;
      minSelections?: number;
      maxSelections?: number;
      maxBonus?: number;
    }
  | { kind: 'betCashback'; share: number }
  | { kind: 'depositCashback'; share: number }
  | { kind: 'weeklyBets'; count: number; minCoefficient?: number; maxCoefficient?: number }
  | {
      kind: 'freeBets';
      amount: number;
      currency: string;
      turnover: number;
      maxPerWeek: number;
      minOdds: number;
      maxOdds: number;
    }
  | { kind: 'promotions' };

export type BonusCardKind = BonusCard['kind'];

/** A number worth showing: finite and above zero (0 means the operator offers none). */
const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** The brand schema's defaults of the free-bet campaign (spec, section 9). */
const freeBetDefaults = {
  amount: 100,
  currency: 'TMT',
  turnoverPerFreeBet: 1200,
  maxPerWeek: 5,
  minOdds: 1.75,
  maxOdds: 50,
};

/** Reads `limits.bonus` (typed as a map of numbers by core) into the rules the page explains. */
export function toBonusLimits(bonus: Readonly<Record<string, unknown>> | undefined): BonusLimits {
  const read = (name: keyof BonusLimits) => positive(bonus?.[name]);
  return {
    registrationBonus: read('registrationBonus'),
    maxBonusPercent: read('maxBonusPercent'),
    minCoefficient: read('minCoefficient'),
    maxBonusSize: read('maxBonusSize'),
    minBetsInCoupon: read('minBetsInCoupon'),
    maxBetsInCoupon: read('maxBetsInCoupon'),
    cashbackBet: read('cashbackBet'),
    cashbackPayment: read('cashbackPayment'),
    maxBetCount: read('maxBetCount'),
    minBetCoefficient: read('minBetCoefficient'),
    maxBetCoefficient: read('maxBetCoefficient'),
  };
}

/**
 * The cards of the bonuses page, in the order a new player meets them: the welcome bonus, the
 * sport bonuses, cashback, then the brand's campaigns. A bonus the platform does not offer (a
 * missing or zero number) has no card; the campaigns need the brand to switch them on.
 */
export function bonusCards(limits: BonusLimits, campaigns: Brand['campaigns']): BonusCard[] {
  const cards: BonusCard[] = [];
  if (limits.registrationBonus) {
    cards.push({ kind: 'registration', amount: limits.registrationBonus });
  }
  if (limits.maxBonusPercent) {
    cards.push({
      kind: 'express',
      percent: limits.maxBonusPercent,
      minCoefficient: limits.minCoefficient,
      minSelections: limits.minBetsInCoupon,
      maxSelections: limits.maxBetsInCoupon,
      maxBonus: limits.maxBonusSize,
    });
  }
  if (limits.maxBetCount) {
    cards.push({
      kind: 'weeklyBets',
      count: limits.maxBetCount,
      minCoefficient: limits.minBetCoefficient,
      maxCoefficient: limits.maxBetCoefficient,
    });
  }
  if (limits.cashbackBet) cards.push({ kind: 'betCashback', share: limits.cashbackBet });
  if (limits.cashbackPayment) {
    cards.push({ kind: 'depositCashback', share: limits.cashbackPayment });
  }
  const freeBets = campaigns?.freeBets;
  if (freeBets?.enabled === true) {
    cards.push({
      kind: 'freeBets',
      amount: positive(freeBets.amount) ?? freeBetDefaults.amount,
      currency: freeBets.currency ?? freeBetDefaults.currency,
      turnover: positive(freeBets.turnoverPerFreeBet) ?? freeBetDefaults.turnoverPerFreeBet,
      maxPerWeek: positive(freeBets.maxPerWeek) ?? freeBetDefaults.maxPerWeek,
      minOdds: positive(freeBets.minOdds) ?? freeBetDefaults.minOdds,
      maxOdds: positive(freeBets.maxOdds) ?? freeBetDefaults.maxOdds,
    });
  }
  if (campaigns?.promotions?.enabled === true) cards.push({ kind: 'promotions' });
  return cards;
}

/** A share (0.05) or a percentage (10, with `fromPercent`) as the language writes it: "5 %". */
export function formatPercent(value: number, language: string, fromPercent = false): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    fromPercent ? value / 100 : value,
  );
}

/** Odds as bonus rules quote them: decimal, two places ("1,40" in Spanish). */
export function formatCoefficient(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
