import { describe, expect, it } from 'vitest';
import { withSessions, withTestPlatform } from '../../../testing.ts';
import { tick } from '../sim/tick.ts';
import { getJson } from '../testHelpers.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

interface Pool {
  name: string;
  totoID: number;
  jackpot: number;
  status: number;
  closesAt: string;
  eventList: Array<{
    teams: string;
    ID: number;
    date: string;
    sportName: string;
    tourneyName: string;
  }>;
}

interface Ticket {
  ticketID: number;
  totoID: number;
  selectedIDs: string[];
  totoList: Array<{ ID: number; result: string | null }>;
  amount: number;
  status: number;
  winAmount: number;
}

const balance = () =>
  (
    platform.context.database.prepare('SELECT balance_cents FROM users WHERE id = 1').get() as {
      balance_cents: number;
    }
  ).balance_cents;

const activePool = async () => (await getJson<Pool>(platform, '/api/tota/active?lang=en')).data;

describe('GET /api/tota/active', () => {
  it('should show the open pool: ten football matches, jackpot, closing at the first kick-off', async () => {
    const pool = await activePool();
    expect(pool).toMatchObject({
      name: `Football pool ${pool.totoID}`,
      status: 0,
      jackpot: 100000,
    });
    expect(pool.eventList).toHaveLength(10);
    expect(pool.eventList[0]).toEqual({
      teams: expect.stringContaining(' - ') as string,
      ID: expect.any(Number) as number,
      date: pool.closesAt,
      sportName: 'Football',
      tourneyName: expect.any(String) as string,
      score: null,
      result: null,
    });
  });
});

describe('POST /api/tota/ticket', () => {
  const picksOf = (pool: Pool, pick = '1') => pool.eventList.map((event) => `${event.ID}:${pick}`);

  it('should refuse guests (401, code 1) and staff (404)', async () => {
    const pool = await activePool();
    const guest = await platform.post('/api/tota/ticket', {
      toto_id: pool.totoID,
      bets: picksOf(pool),
      amount: 10,
    });
    expect(guest).toMatchObject({ statusCode: 401, body: { codeStatus: 1 } });
    const staff = await platform.signIn('staff@demo.test');
    const refused = await platform.post(
      '/api/tota/ticket',
      { toto_id: pool.totoID, bets: picksOf(pool), amount: 10 },
      staff,
    );
    expect(refused).toMatchObject({ statusCode: 404, body: { success: false, codeStatus: 404 } });
    expect((await getJson(platform, '/api/tota/ticket', 401)).codeStatus).toBe(1);
  });

  it('should validate the picks: one 1/X/2 per match of the pool', async () => {
    const pool = await activePool();
    const picks = picksOf(pool);
    const attempt = (body: object) => platform.post('/api/tota/ticket', body, cookies.player);
    expect(
      (await attempt({ toto_id: pool.totoID, bets: picks.slice(1), amount: 10 })).body.codeStatus,
    ).toBe(11);
    expect(
      (await attempt({ toto_id: pool.totoID, bets: [...picks.slice(1), picks[1]], amount: 10 }))
        .body.codeStatus,
    ).toBe(17);
    expect(
      (await attempt({ toto_id: pool.totoID, bets: [...picks.slice(1), '123:1'], amount: 10 })).body
        .codeStatus,
    ).toBe(1);
    expect(
      (await attempt({ toto_id: pool.totoID, bets: picks, amount: 0.5 })).body.codeStatus,
    ).toBe(8);
    expect(
      (await attempt({ toto_id: pool.totoID, bets: picks, amount: 10001 })).body.codeStatus,
    ).toBe(9);
    expect((await attempt({ toto_id: 99999, bets: picks, amount: 10 })).body.codeStatus).toBe(51);
    expect((await attempt({ toto_id: pool.totoID, bets: ['1:Y'], amount: 10 })).statusCode).toBe(
      400,
    );
    expect((await attempt({ toto_id: pool.totoID, bets: picks, amount: 100.123 })).statusCode).toBe(
      400,
    );
    // The demo player holds Chilean pesos, which have no decimals.
    expect((await attempt({ toto_id: pool.totoID, bets: picks, amount: 125.5 })).statusCode).toBe(
      400,
    );
  });

  it('should debit the stake as toto-bet and list the ticket', async () => {
    const pool = await activePool();
    const before = balance();
    const picks = picksOf(pool, 'X');
    const response = await platform.post<Ticket>(
      '/api/tota/ticket',
      { toto_id: pool.totoID, bets: picks, amount: 125 },
      cookies.player,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({
      totoID: pool.totoID,
      selectedIDs: picks,
      amount: 125,
      status: 0,
      winAmount: 0,
    });
    expect(balance()).toBe(before - 12500);
    const ledger = platform.context.database
      .prepare("SELECT amount_cents, reference FROM ledger WHERE user_id = 1 AND kind = 'toto-bet'")
      .get() as { amount_cents: number; reference: string };
    expect(ledger).toEqual({
      amount_cents: -12500,
      reference: `toto-ticket:${response.body.data.ticketID}`,
    });
    expect((await activePool()).jackpot).toBe(100000 + 25);
    const list = await getJson<Ticket[]>(platform, '/api/tota/ticket', 200, {
      cookie: cookies.player,
    });
    expect(list.data[0]).toMatchObject({
      ticketID: response.body.data.ticketID,
      totoList: expect.any(Array) as unknown[],
    });
    expect(list.data[0]?.totoList).toHaveLength(10);
  });

  it('should refuse a stake above the balance with code 12 and change nothing', async () => {
    const pool = await activePool();
    const before = balance();
    const response = await platform.post(
      '/api/tota/ticket',
      { toto_id: pool.totoID, bets: picksOf(pool), amount: before / 100 + 1 },
      cookies.player,
    );
    expect(response).toMatchObject({
      statusCode: 402,
      body: { success: false, codeStatus: 12, errorMessage: 'no money on account' },
    });
    expect(balance()).toBe(before);
  });
});

describe('pool settlement', () => {
  it('should close the pool at its first kick-off and settle tickets when all matches end', async () => {
    const pool = await activePool();
    const picks = pool.eventList.map((event) => `${event.ID}:1`);
    const bought = await platform.post<Ticket>(
      '/api/tota/ticket',
      { toto_id: pool.totoID, bets: picks, amount: 100 },
      cookies.player,
    );
    platform.clock.set(Date.parse(pool.closesAt) + 1000);
    tick(platform.context);
    const late = await platform.post(
      '/api/tota/ticket',
      { toto_id: pool.totoID, bets: picks, amount: 100 },
      cookies.player,
    );
    expect(late.body.codeStatus).toBe(3);
    expect((await activePool()).totoID).not.toBe(pool.totoID);

    const lastStart = Math.max(...pool.eventList.map((event) => Date.parse(event.date)));
    platform.clock.set(lastStart + 4 * 60 * 60 * 1000);
    const before = balance();
    tick(platform.context);
    const tickets = await getJson<Ticket[]>(platform, '/api/tota/ticket', 200, {
      cookie: cookies.player,
    });
    const ticket = tickets.data.find((item) => item.ticketID === bought.body.data.ticketID);
    const results = ticket?.totoList.map((event) => event.result) ?? [];
    expect(results.every((result) => ['1', 'X', '2'].includes(result ?? ''))).toBe(true);
    const correct = results.filter((result) => result === '1').length;
    const expectedWin =
      correct === 10 ? 100000 + 25.1 + 20 : correct === 9 ? 1000 : correct === 8 ? 200 : 0;
    expect(ticket).toMatchObject({ status: expectedWin > 0 ? 34 : 4, winAmount: expectedWin });
    const credits = platform.context.database
      .prepare(
        "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger WHERE user_id = 1 AND kind = 'sport-win' AND reference LIKE 'toto-ticket:%'",
      )
      .get() as { cents: number };
    expect(balance() - before).toBe(credits.cents);
  });
});
