import type { Brand } from '../../../../schemas/generated/brand.ts';

/**
 * The bonus rules of GET /api/site/settings `limits.bonus` (casino-and-account spec, section 3)
 * that this page shows: only those the platform pays. Every field may be missing: a platform
 * sends the ones its operator set.
 *
 * The settings also carry an express bonus (maxBonusPercent, minCoefficient, maxBonusSize,
 * min/maxBetsInCoupon), cashback shares (cashbackBet, cashbackPayment) and weekly bonus bets
 * (maxBetCount, min/maxBetCoefficient), the spec's hard-coded constants. No part of the platform
 * pays them (no settlement adds an express bonus, nothing returns cashback), so the page shows
 * none of their numbers: a bonus no account receives is a trap (issue 21). A card for one comes
 * back with the platform code that pays it.
 */
export interface BonusLimits {
  /** Credited to the bonus wallet at sign-up, in the settings' currency (accounts module). */
  registrationBonus?: number;
}

export type BonusCard =
  | { kind: 'registration'; amount: number }
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

/** Reads `limits.bonus` (typed as a map of numbers by core) into the rules the page shows. */
export function toBonusLimits(bonus: Readonly<Record<string, unknown>> | undefined): BonusLimits {
  return { registrationBonus: positive(bonus?.registrationBonus) };
}

/**
 * The cards of the bonuses page, in the order a new player meets them: the welcome bonus, then
 * the brand's campaigns. A bonus the platform does not offer (a missing or zero number) has no
 * card; the campaigns need the brand to switch them on.
 */
export function bonusCards(limits: BonusLimits, campaigns: Brand['campaigns']): BonusCard[] {
  const cards: BonusCard[] = [];
  if (limits.registrationBonus) {
    cards.push({ kind: 'registration', amount: limits.registrationBonus });
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

/** Odds as bonus rules quote them: decimal, two places ("1,40" in Spanish). */
export function formatCoefficient(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
