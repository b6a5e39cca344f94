import type { BrandFacts } from '../../context.ts';

/**
 * Money limits per currency: the one table the settings call reports and the payments and bets
 * modules check against, so what the app shows is what the platform enforces. Amounts are
 * decimal units of the currency (the API's unit), never cents. The brand's own stake limits
 * replace the table's in its default currency (`betLimitsFor`).
 */
export interface AmountRange {
  min: number;
  max: number;
}

export interface CurrencyLimits {
  payment: {
    /** Top-up through the payment aggregator. */
    topUp: AmountRange;
    /** Top-up through the e-wallet. */
    eTopUp: AmountRange;
    withdrawal: AmountRange;
    /** Withdrawal to an e-wallet (payment types containing platilka). */
    eWithdrawal: AmountRange;
  };
  bets: { default: number; min: number; max: number };
  /** The currency-dependent part of the bonus rules. */
  bonus: { maxBonusSize: number; registrationBonus: number };
}

/** One withdrawal a day, whatever the currency (casino-and-account spec, section 5; code 114). */
export const withdrawalsPerDay = 1;

const range = (min: number, max: number): AmountRange => ({ min, max });

function limits(
  payment: [topUp: AmountRange, eTopUp: AmountRange, withdrawal: AmountRange],
  bets: [defaultStake: number, min: number, max: number],
  bonus: [maxBonusSize: number, registrationBonus: number],
): CurrencyLimits {
  const [topUp, eTopUp, withdrawal] = payment;
  return {
    payment: { topUp, eTopUp, withdrawal, eWithdrawal: withdrawal },
    bets: { default: bets[0], min: bets[1], max: bets[2] },
    bonus: { maxBonusSize: bonus[0], registrationBonus: bonus[1] },
  };
}

/** The platform's reference currency: any currency the table lacks gets these. */
const usdLimits = limits(
  [range(10, 10_000), range(10, 5000), range(20, 5000)],
  [10, 1, 10_000],
  [500, 10],
);

/**
 * CLP carries the spec's user-facing numbers (minimum deposit 6000, withdrawal 10 000 to
 * 1 500 000); RUB's top-up minimum is the aggregator note's 100 RUB. Other currencies are scaled
 * to comparable real values; USD and EUR match the nightbet and costa brand files.
 */
export const currencyLimits: Readonly<Record<string, CurrencyLimits>> = {
  CLP: limits(
    [range(6000, 3_000_000), range(6000, 1_000_000), range(10_000, 1_500_000)],
    [1000, 100, 5_000_000],
    [500_000, 10_000],
  ),
  USD: usdLimits,
  EUR: limits([range(10, 5000), range(10, 5000), range(20, 4000)], [5, 0.5, 8000], [500, 10]),
  TMT: limits(
    [range(20, 20_000), range(20, 10_000), range(50, 15_000)],
    [50, 5, 30_000],
    [2000, 100],
  ),
  RUB: limits(
    [range(100, 500_000), range(100, 300_000), range(500, 300_000)],
    [100, 10, 500_000],
    [50_000, 1000],
  ),
  KZT: limits(
    [range(500, 2_500_000), range(500, 1_000_000), range(2000, 1_500_000)],
    [500, 50, 2_500_000],
    [250_000, 5000],
  ),
  UAH: limits(
    [range(50, 200_000), range(50, 100_000), range(200, 100_000)],
    [50, 5, 200_000],
    [20_000, 300],
  ),
  TRY: limits(
    [range(50, 150_000), range(50, 100_000), range(200, 100_000)],
    [50, 5, 150_000],
    [15_000, 300],
  ),
  TJS: limits(
    [range(20, 50_000), range(20, 30_000), range(100, 30_000)],
    [20, 2, 50_000],
    [5000, 100],
  ),
  MNT: limits(
    [range(20_000, 20_000_000), range(20_000, 10_000_000), range(50_000, 10_000_000)],
    [20_000, 2000, 20_000_000],
    [1_000_000, 30_000],
  ),
  BRL: limits(
    [range(20, 50_000), range(20, 25_000), range(50, 25_000)],
    [20, 2, 50_000],
    [2500, 50],
  ),
};

/** FUN (play money) is shown as RUB everywhere (spec, section 9), so it gets RUB's limits. */
const currencyAliases: Readonly<Record<string, string>> = { FUN: 'RUB' };

/** The limits of a currency; one the table lacks gets USD's, the platform's reference currency. */
export function limitsForCurrency(currency: string): CurrencyLimits {
  const code = currency.toUpperCase();
  return currencyLimits[currencyAliases[code] ?? code] ?? usdLimits;
}

/**
 * The stake limits of a currency for the serving brand: the brand file's `limits.bets` in the
 * brand's default currency (the brand writes its amounts in it), the table's in any other. The
 * settings' `limits.bets`, the slip's limits (`coupon_limits`), placement and the football pool
 * all read them here, so the slip shows what the platform enforces.
 */
export function betLimitsFor(brand: BrandFacts, currency: string): CurrencyLimits['bets'] {
  const table = limitsForCurrency(currency).bets;
  if (currency.toUpperCase() !== brand.defaultCurrency.toUpperCase()) return table;
  return { ...table, ...brand.stakeLimits };
}

/** A football-pool ticket's limits in a currency (the feed module's toto enforces them). */
export interface TotoLimits {
  /** The smallest stake: the currency's minimum bet (`bets.min`). */
  min: number;
  /** The largest stake: the spec's default maximum bet (sports-betting spec, section 9). */
  max: number;
  /** Tickets one player may buy in one pool. */
  ticketsPerPool: number;
}

/**
 * A pool has 3^10 = 59 049 combinations and pays its whole jackpot to the 10/10 tickets: one
 * player covering them all wins it for sure. Ten tickets (two doubtful matches fully covered
 * take nine) is at most 0.02 % of the combinations per player and pool.
 */
export const totoTicketsPerPool = 10;

export function totoLimitsFor(brand: BrandFacts, currency: string): TotoLimits {
  return {
    min: betLimitsFor(brand, currency).min,
    max: 10_000,
    ticketsPerPool: totoTicketsPerPool,
  };
}

/** The currency-independent bet rules (sports-betting spec, sections 3, 5 and 9). */
export const freeBetRules = { minSingleCoef: 1.75, maxSingleCoef: 50, minExpressCoef: 1.75 };

export const bonusRules = {
  /** Hard-coded in the product (casino-and-account spec, section 3). */
  cashbackBet: 0.05,
  cashbackPayment: 0.1,
  maxBetCount: 30,
  maxBonusPercent: 10,
  minCoefficient: 1.4,
  maxBetCoefficient: 1000,
  minBetCoefficient: 1.01,
  maxBetsInCoupon: 20,
  minBetsInCoupon: 2,
};

/** The inbet launcher's coefficient (spec, section 9: default 100); no currency differs yet. */
export const defaultInbetCoefficient = 100;
