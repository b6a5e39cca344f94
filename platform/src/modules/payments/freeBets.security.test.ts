import { beforeAll, describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../testing.ts';
import {
  createBettor,
  finishEvent,
  insertEvent,
  insertOdd,
  placedCoupon,
  type Bettor,
} from '../bets/fixtures.ts';
import { settle } from '../bets/settlement.ts';
import { tickFreeBetCampaign } from './freeBetCampaign.ts';

const platform = withTestPlatform();
let bettor: Bettor;
let nextEvent = 7001;

beforeAll(async () => {
  // The demo brand's campaign pays in pesos (campaigns.freeBets.currency): a peso account.
  bettor = await createBettor(platform, { balance: 20_000, currency: 'CLP' });
});

/** A 1200 single (one free bet's worth of turnover) on a fresh match at odds 2. */
async function placeTwelveHundred() {
  const eventId = nextEvent++;
  insertEvent(platform.context.database, platform.clock.nowMs(), { id: eventId });
  const odd = insertOdd(platform.context.database, { eventId, rate: 2 });
  const coupon = await placedCoupon(platform, bettor.cookie, {
    sum: 1200,
    bets: [{ id: odd, coef: 2 }],
  });
  return { coupon, eventId, odd };
}

async function cashOut(couponId: number) {
  const offer = await platform.get<{ returnAmount: number; currentCoef: number }>(
    `/api/bet/sell?couponId=${couponId}`,
    bettor.cookie,
  );
  const { returnAmount, currentCoef } = offer.body.data;
  const sold = await platform.post(
    '/api/bet/sell',
    { couponId, currentCoef, sum: returnAmount },
    bettor.cookie,
  );
  expect(sold.body).toMatchObject({ success: true });
}

const stats = async () =>
  (
    await platform.get<{ bets_total_now: number; possible_free_bets: number }>(
      '/api/user/actualFreeBetStats',
      bettor.cookie,
    )
  ).body.data;

describe('cashing bets out at once to farm free-bet turnover', () => {
  it('should count no turnover for five 1200 bets sold back, only for settled ones', async () => {
    // The attack: stake 5 × 1200 and sell each back at once, losing 5 % of each (300 in all).
    for (let bet = 0; bet < 5; bet++) {
      const { coupon } = await placeTwelveHundred();
      await cashOut(coupon.id);
    }
    expect(await stats()).toMatchObject({ bets_total_now: 0, possible_free_bets: 0 });

    // A stake the player really risked counts once its bet is settled (won or lost).
    const { coupon, eventId, odd } = await placeTwelveHundred();
    expect(await stats()).toMatchObject({ bets_total_now: 0 });
    finishEvent(platform.context.database, eventId, { [odd]: 4 });
    expect(settle(platform.context)).toContain(coupon.id);
    expect(await stats()).toMatchObject({ bets_total_now: 1200, possible_free_bets: 1 });

    // Monday 00:00 Moscow: the week is awarded from the same rule.
    platform.clock.set('2026-11-22T21:00:00Z');
    tickFreeBetCampaign(platform.context);
    expect(
      platform.context.database
        .prepare('SELECT turnover_cents, earned FROM free_bet_awards WHERE user_id = ?')
        .get(bettor.id),
    ).toEqual({ turnover_cents: 120_000, earned: 1 });
  });
});
