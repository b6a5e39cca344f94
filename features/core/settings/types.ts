/** Min and max of one kind of payment, in the player's currency. */
export interface AmountRange {
  min: number;
  max: number;
}

/**
 * The football pool's ticket limits in the settings' currency (content README, `limits.toto`):
 * the stake range (its minimum is the currency's minimum bet) and the tickets a player may buy
 * in one pool. The platform's toto refuses what falls outside them.
 */
export interface TotoLimits {
  min: number;
  max: number;
  ticketsPerPool: number;
}

/** GET /api/site/settings (casino-and-account spec, section 3: user settings). */
export interface SiteSettings {
  lang: string;
  /** The currency the limits are in (the player's, or the brand default for a guest). */
  currency: string;
  /** Currencies offered (FUN never listed). */
  currencies: string[];
  oddType: 0 | 1 | 2;
  coefType: string;
  limits: {
    payment: {
      withdrawal: AmountRange;
      top_up: AmountRange;
      e_top_up: AmountRange;
      e_withdrawal: AmountRange;
    };
    bets: { default: number; max: number; min: number };
    free_bet: { minSingleCoef: number; maxSingleCoef: number; minExpressCoef: number };
    bonus: Record<string, number>;
    toto: TotoLimits;
  };
  informationModalHidden: Record<
    'cashier' | 'goldenRace' | 'replenishment' | 'webmoney' | 'impostor',
    boolean
  >;
  phoneWinners: unknown;
  inbetKf: Record<string, number>;
}
