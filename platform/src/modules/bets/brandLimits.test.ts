import { beforeAll, describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../testing.ts';
import {
  balanceOf,
  type Bettor,
  createBettor,
  insertEvent,
  insertOdd,
  placeCoupon,
} from './fixtures.ts';

/**
 * costa's brand file sets its stakes at 0.50–8,000 EUR (`limits.bets`): the settings, the slip's
 * limits and placement all keep to them, where the platform's table alone would say 1–10,000.
 */
const platform = withTestPlatform({ brandId: 'costa' });
let bettor: Bettor;
let odd: string;

beforeAll(async () => {
  insertEvent(platform.context.database, platform.clock.nowMs(), { id: 951 });
  odd = insertOdd(platform.context.database, { eventId: 951, rate: 2 });
  bettor = await createBettor(platform, { balance: 20_000, currency: 'EUR' });
});

const place = (sum: number) =>
  placeCoupon(platform, bettor.cookie, { lang: 'en', sum, bets: [{ id: odd, coef: 2 }] });

describe("costa's stake limits", () => {
  it('should be the ones the settings report', async () => {
    const response = await platform.get('/api/site/settings', bettor.cookie);
    expect(response.body).toMatchObject({
      data: { currency: 'EUR', limits: { bets: { default: 5, min: 0.5, max: 8000 } } },
    });
  });

  it('should be the ones the slip is given', async () => {
    const response = await platform.get(`/api/bet/coupon_limits?betIds=${odd}`, bettor.cookie);
    expect(response.body).toMatchObject({
      data: { limits: { min: 0.5, max: 8000, maxWin: 160_000 } },
    });
  });

  it.each([
    ['below the minimum', 0.49, 618, 8, 'Amount is below the minimum'],
    ['above the maximum', 8000.01, 619, 9, 'Amount is above the maximum'],
  ])(
    'should refuse a stake %s (%s) with its code and message',
    async (_, sum, status, code, message) => {
      const before = balanceOf(platform.context.database, bettor.id).balance;
      const { body } = await place(sum);
      expect(body).toMatchObject({
        success: false,
        codeStatus: status,
        errorMessage: message,
        data: [{ id: odd, errorCode: code, errorMessage: message }],
      });
      expect(balanceOf(platform.context.database, bettor.id).balance).toBe(before);
    },
  );

  it.each([0.5, 8000])('should accept a stake of %s, on the bound', async (sum) => {
    const { body } = await place(sum);
    expect(body).toMatchObject({ success: true, coupon: { amount: sum } });
  });
});
