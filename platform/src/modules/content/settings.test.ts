import { describe, expect, it } from 'vitest';
import { withSessions, withTestPlatform } from '../../testing.ts';
import { contentAppForBrand } from './brandTestApp.ts';
import type { WinnersWeek } from './phoneWinners.ts';

interface Settings {
  lang: string;
  currency: string;
  currencies: string[];
  oddType: number;
  coefType: string;
  limits: {
    payment: Record<'withdrawal' | 'top_up' | 'e_top_up' | 'e_withdrawal', object>;
    bets: object;
    free_bet: object;
    bonus: Record<string, number>;
    toto: object;
  };
  informationModalHidden: Record<string, boolean>;
  phoneWinners: WinnersWeek;
  inbetKf: Record<string, number>;
}

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

const getSettings = async (query = '', cookie?: string) =>
  (await platform.get<Settings>(`/api/site/settings${query}`, cookie)).body;

const clpLimits = {
  payment: {
    withdrawal: { min: 10_000, max: 1_500_000 },
    top_up: { min: 6000, max: 3_000_000 },
    e_top_up: { min: 6000, max: 1_000_000 },
    e_withdrawal: { min: 10_000, max: 1_500_000 },
  },
  bets: { default: 1000, min: 100, max: 5_000_000 },
  free_bet: { minSingleCoef: 1.75, maxSingleCoef: 50, minExpressCoef: 1.75 },
  bonus: {
    cashbackBet: 0.05,
    cashbackPayment: 0.1,
    maxBetCount: 30,
    maxBonusSize: 500_000,
    maxBonusPercent: 10,
    minCoefficient: 1.4,
    registrationBonus: 10_000,
    maxBetCoefficient: 1000,
    minBetCoefficient: 1.01,
    maxBetsInCoupon: 20,
    minBetsInCoupon: 2,
  },
  toto: { min: 100, max: 10_000, ticketsPerPool: 10 },
};

describe('GET /api/site/settings for a guest', () => {
  it("should answer the brand's defaults and the spec's CLP limits", async () => {
    const body = await getSettings();
    expect(body).toMatchObject({ success: true, codeStatus: 0, errorMessage: null });
    expect(body.data).toMatchObject({
      lang: 'es-es',
      currency: 'CLP',
      currencies: ['CLP', 'USD'],
      oddType: 0,
      coefType: 'decimal',
      inbetKf: { CLP: 1, USD: 100 },
      informationModalHidden: {
        cashier: false,
        goldenRace: false,
        replenishment: false,
        webmoney: true,
        impostor: false,
      },
    });
    expect(body.data.limits).toEqual(clpLimits);
  });

  it('should carry the phone winners of the last completed week', async () => {
    const { data } = await getSettings();
    expect(data.phoneWinners.week).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(data.phoneWinners.winners.length).toBeGreaterThanOrEqual(7);
    expect(data.phoneWinners.winners[0]).toMatchObject({ amount: 0, codeType: 'phone' });
  });

  it.each([
    ['?lang=en', 'en-US'],
    ['?lang=PT-pt', 'pt-PT'],
    ['?lang=es-ES', 'es-es'],
    ['?lang=ru-ru', 'es-es'],
  ])('should answer the language a guest asks in (%s → %s)', async (query, lang) => {
    expect((await getSettings(query)).data.lang).toBe(lang);
  });

  it('should refuse to store preferences for a guest with auth code 1', async () => {
    for (const [url, payload] of [
      ['/api/site/settings/information-modal', { name: 'cashier', hidden: true }],
      ['/api/site/settings/odd-type', { oddType: 1 }],
    ] as const) {
      const response = await platform.post(url, payload);
      expect(response.statusCode).toBe(401);
      expect(response.body).toMatchObject({ success: false, data: null, codeStatus: 1 });
    }
  });
});

describe('settings of a signed-in player', () => {
  const post = (url: string, payload: object, cookie = cookies.player) =>
    platform.post(url, payload, cookie);

  it("should answer the player's stored language whatever the query says", async () => {
    platform.context.database.prepare("UPDATE users SET lang = 'pt-PT' WHERE id = 1").run();
    expect((await getSettings('?lang=en', cookies.player)).data.lang).toBe('pt-PT');
    platform.context.database.prepare("UPDATE users SET lang = 'es-es' WHERE id = 1").run();
  });

  it('should persist a hidden information modal and reopen it', async () => {
    const hide = await post('/api/site/settings/information-modal', {
      name: 'cashier',
      hidden: true,
    });
    expect(hide.body).toMatchObject({ success: true, data: { cashier: true, webmoney: true } });
    expect((await getSettings('', cookies.player)).data.informationModalHidden).toMatchObject({
      cashier: true,
      goldenRace: false,
    });

    await post('/api/site/settings/information-modal', { name: 'webmoney', hidden: false });
    await post('/api/site/settings/information-modal', { name: 'cashier', hidden: false });
    expect((await getSettings('', cookies.player)).data.informationModalHidden).toEqual({
      cashier: false,
      goldenRace: false,
      replenishment: false,
      webmoney: false,
      impostor: false,
    });
  });

  it('should persist the odds format', async () => {
    const response = await post('/api/site/settings/odd-type', { oddType: 2 });
    expect(response.body).toEqual({
      success: true,
      data: { oddType: 2, coefType: 'american' },
      errorMessage: null,
      codeStatus: 0,
    });
    expect((await getSettings('', cookies.player)).data).toMatchObject({
      oddType: 2,
      coefType: 'american',
    });
    await post('/api/site/settings/odd-type', { oddType: 0 });
    expect((await getSettings('', cookies.player)).data.oddType).toBe(0);
  });

  it("should keep one player's preferences from another", async () => {
    await post('/api/site/settings/odd-type', { oddType: 1 });
    await post('/api/site/settings/information-modal', { name: 'impostor', hidden: true });
    const partner = await platform.signIn('partner@demo.test');
    const { data } = await getSettings('', partner);
    expect(data.oddType).toBe(0);
    expect(data.informationModalHidden.impostor).toBe(false);
    expect((await getSettings()).data.informationModalHidden.impostor).toBe(false);
  });

  it("should report limits in the player's own currency", async () => {
    platform.context.database.prepare("UPDATE users SET currency = 'USD' WHERE id = 1").run();
    const { data } = await getSettings('', cookies.player);
    platform.context.database.prepare("UPDATE users SET currency = 'CLP' WHERE id = 1").run();
    expect(data.currency).toBe('USD');
    expect(data.limits.payment.top_up).toEqual({ min: 10, max: 10_000 });
    expect(data.limits.bets).toEqual({ default: 10, min: 1, max: 10_000 });
    expect(data.limits.bonus.maxBonusSize).toBe(500);
    expect(data.inbetKf).toEqual({ CLP: 1, USD: 100 });
    platform.context.database.prepare("UPDATE users SET currency = 'TMT' WHERE id = 1").run();
    const tmt = await getSettings('', cookies.player);
    platform.context.database.prepare("UPDATE users SET currency = 'CLP' WHERE id = 1").run();
    expect(tmt.data.inbetKf).toEqual({ CLP: 1, USD: 100, TMT: 100 });
    expect(tmt.data.currencies).toEqual(['CLP', 'USD']);
    expect(tmt.data.limits.payment.top_up).toEqual({ min: 20, max: 20_000 });
  });

  it.each([
    ['/api/site/settings/information-modal', { name: 'popup', hidden: true }],
    ['/api/site/settings/information-modal', { name: 'cashier' }],
    ['/api/site/settings/information-modal', { name: 'cashier', hidden: 'maybe' }],
    ['/api/site/settings/odd-type', { oddType: 3 }],
    ['/api/site/settings/odd-type', { oddType: 'american' }],
    ['/api/site/settings/odd-type', {}],
  ])('should answer %s %j with a 400 envelope', async (url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, data: null, codeStatus: 400 });
  });
});

describe('settings of another brand', () => {
  it("should follow the brand's languages, currencies, odds format and switched-off modals", async () => {
    const nightbet = await contentAppForBrand('nightbet');
    try {
      const response = await nightbet.get<Settings>('/api/site/settings');
      const { data } = response.body;
      expect(data).toMatchObject({
        lang: 'en-US',
        currency: 'USD',
        currencies: ['USD', 'EUR'],
        oddType: 2,
        coefType: 'american',
        inbetKf: { USD: 100, EUR: 100 },
        informationModalHidden: { cashier: false, goldenRace: true, webmoney: true },
      });
      expect(data.limits.payment.withdrawal).toEqual({ min: 20, max: 5000 });
    } finally {
      await nightbet.close();
    }
  });
});
