import { beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  type Bettor,
  createBettor,
  insertEvent,
  insertOdd,
  placeCoupon,
} from './modules/bets/fixtures.ts';
import { withTestPlatform } from './testing.ts';

const platform = withTestPlatform();
let bettor: Bettor;
let odd: string;

beforeAll(async () => {
  insertEvent(platform.context.database, platform.clock.nowMs(), { id: 9701 });
  odd = insertOdd(platform.context.database, { eventId: 9701, rate: 2 });
  bettor = await createBettor(platform, { balance: 1000 });
});

const couponCount = () =>
  (
    platform.context.database
      .prepare('SELECT COUNT(*) AS count FROM bet_coupons WHERE user_id = ?')
      .get(bettor.id) as { count: number }
  ).count;

const totoTicketCount = () =>
  (
    platform.context.database
      .prepare('SELECT COUNT(*) AS count FROM feed_toto_tickets WHERE user_id = ?')
      .get(bettor.id) as { count: number }
  ).count;

describe('request bodies: wrong types coerced into amounts instead of refused', () => {
  it.each([['0x64'], ['1e2'], [' 100 '], [[100]], ['100']])(
    'should refuse a stake sent as %j with a 400 envelope and place nothing',
    async (sum) => {
      const { statusCode, body } = await placeCoupon(platform, bettor.cookie, {
        sum,
        bets: [{ id: odd, coef: 2 }],
      });
      expect(statusCode).toBe(400);
      expect(body).toMatchObject({ success: false, data: null, codeStatus: 400 });
      expect(couponCount()).toBe(0);
      expect(balanceOf(platform.context.database, bettor.id).balance).toBe(1000);
    },
  );

  it('should refuse a toto amount sent as text and buy no ticket', async () => {
    const pool = await platform.get<{ totoID: number; eventList: Array<{ ID: number }> }>(
      '/api/tota/active?lang=en',
    );
    const { totoID, eventList } = pool.body.data;
    const bets = eventList.map((event) => `${event.ID}:1`);
    const text = await platform.post(
      '/api/tota/ticket',
      { toto_id: totoID, bets, amount: '10' },
      bettor.cookie,
    );
    expect(text.statusCode).toBe(400);
    expect(text.body).toMatchObject({ success: false, data: null, codeStatus: 400 });
    expect(totoTicketCount()).toBe(0);
    expect(balanceOf(platform.context.database, bettor.id).balance).toBe(1000);
    // The same ticket with a number is bought: only the type was wrong.
    const number = await platform.post(
      '/api/tota/ticket',
      { toto_id: totoID, bets, amount: 10 },
      bettor.cookie,
    );
    expect(number.body).toMatchObject({ success: true });
    expect(totoTicketCount()).toBe(1);
  });

  it('should still read numbers from the query string, where every value is text', async () => {
    const response = await platform.get<unknown[]>('/api/dev/mailbox?to=player@demo.test&limit=2');
    expect(response.statusCode).toBe(200);
  });
});
