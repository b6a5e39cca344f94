import type { SiteSettings } from '../settings/index.ts';

/**
 * The platform's settings answer for a CLP player or guest (content module README: limits per
 * currency), the one every feature's fixtures start from and change only where a story needs to.
 */
export const clpSettingsFixture: SiteSettings = {
  lang: 'es-es',
  currency: 'CLP',
  currencies: ['CLP', 'USD'],
  oddType: 0,
  coefType: 'decimal',
  limits: {
    payment: {
      withdrawal: { min: 10_000, max: 1_500_000 },
      top_up: { min: 6000, max: 3_000_000 },
      e_top_up: { min: 6000, max: 1_000_000 },
      e_withdrawal: { min: 10_000, max: 1_500_000 },
    },
    bets: { default: 1000, min: 100, max: 5_000_000 },
    free_bet: { minSingleCoef: 1.75, maxSingleCoef: 50, minExpressCoef: 1.75 },
    bonus: {},
    toto: { min: 100, max: 10_000, ticketsPerPool: 10 },
  },
  informationModalHidden: {
    cashier: false,
    goldenRace: false,
    replenishment: false,
    webmoney: true,
    impostor: false,
  },
  phoneWinners: [],
  inbetKf: {},
};
