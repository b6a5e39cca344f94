import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createClock } from '../../clock.ts';
import { success } from '../../envelope.ts';
import { debit } from '../../money/ledger.ts';
import { createContext, seedPlatform } from '../../platform.ts';
import { dataOf, testClockStart, withSessions, withTestPlatform } from '../../testing.ts';
import { createBettor, insertEvent, insertOdd, placeCoupon } from '../bets/fixtures.ts';
import { jackpotsForBalance } from '../casino/index.ts';
import { startTickThread } from '../feed/thread/tickThread.ts';
import type { PlatformContext } from '../../context.ts';
import { balanceAnswer } from './balanceAnswer.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

interface Balance {
  balance: number;
  bonus_balance: number;
  is_banned: boolean;
  free_bets: { active: number; inactive: number };
  jackpots: Array<{ amount: number; timer: number }>;
  won_jackpots: Array<{ id: number }>;
}

/** What the platform holds for a player, read from the tables, written apart from the cache. */
function held(context: PlatformContext, userId: number) {
  const user = context.database
    .prepare(
      `SELECT balance_cents, bonus_balance_cents, is_banned, free_bets_active, free_bets_inactive
       FROM users WHERE id = ?`,
    )
    .get(userId) as Record<string, number>;
  return success({
    balance: (user.balance_cents ?? 0) / 100,
    bonus_balance: (user.bonus_balance_cents ?? 0) / 100,
    is_banned: Boolean(user.is_banned),
    free_bets: { active: user.free_bets_active, inactive: user.free_bets_inactive },
    ...jackpotsForBalance(context, userId),
  });
}

const answered = async (cookie = cookies.player) => {
  const response = await platform.get<Balance>('/api/user/balance', cookie);
  expect(response.statusCode, response.text).toBe(200);
  return response.body;
};
const dataOfBody = (body: { data: Balance | null }): Balance => {
  if (!body.data) throw new Error('No balance in the answer');
  return body.data;
};

describe('GET /api/user/balance answers what the platform holds, at once', () => {
  beforeAll(async () => {
    // Polled before anything moves, so every later answer would be a stale cached one.
    await answered();
  });

  it('should show a bet’s stake gone on the next poll', async () => {
    const bettor = await createBettor(platform, { balance: 1000, currency: 'USD' });
    expect(dataOfBody(await answered(bettor.cookie)).balance).toBe(1000);
    insertEvent(platform.context.database, platform.clock.nowMs(), { id: 9901 });
    const odd = insertOdd(platform.context.database, { eventId: 9901, rate: 2 });
    const placed = await placeCoupon(platform, bettor.cookie, {
      lang: 'en',
      sum: 10,
      bets: [{ id: odd, coef: 2 }],
    });
    expect(placed.statusCode).toBe(200);
    const after = await answered(bettor.cookie);
    expect(dataOfBody(after).balance).toBe(990);
    expect(after).toEqual(held(platform.context, bettor.id));
  });

  it('should show a deposit confirmed at the checkout on the next poll', async () => {
    const before = dataOfBody(await answered()).balance;
    const started = await platform.post(
      '/api/payment/freekassa/init',
      { amount: 6000, payment_mode: 63 },
      cookies.player,
    );
    const { url } = dataOf<{ url: string }>(started);
    const token = /checkout\/([a-f0-9]{32})/.exec(url)?.[1] ?? '';
    // Not paid yet: nothing moves.
    expect(dataOfBody(await answered()).balance).toBe(before);
    const confirmed = await platform.post(`/api/payment/demo/${token}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    const after = await answered();
    expect(dataOfBody(after).balance).toBe(before + 6000);
    expect(after).toEqual(held(platform.context, 1));
  });

  it('should show a casino spin’s stake, win and jackpot contribution on the next poll', async () => {
    const before = dataOfBody(await answered());
    const launched = await platform.post(
      '/api/casino/session',
      { provider: 'outcome', gameId: '40001', lang: 'es' },
      cookies.player,
    );
    const token = dataOf<{ url: string }>(launched).url.split('/').pop() ?? '';
    const spin = await platform.post(`/api/casino/demo/${token}/spin`, { stake: 500 });
    expect(spin.statusCode).toBe(200);
    const { win } = dataOf<{ win: number }>(spin);
    const after = await answered();
    expect(dataOfBody(after).balance).toBe(before.balance - 500 + win);
    expect(dataOfBody(after).jackpots.map((jackpot) => jackpot.amount)).not.toEqual(
      before.jackpots.map((jackpot) => jackpot.amount),
    );
    expect(after).toEqual(held(platform.context, 1));
  });

  it('should show a write made by any code (free bets, bonus money) on the next poll', async () => {
    platform.context.database
      .prepare('UPDATE users SET free_bets_active = free_bets_active + 2 WHERE id = 1')
      .run();
    expect(await answered()).toEqual(held(platform.context, 1));
    platform.context.database
      .prepare('UPDATE users SET bonus_balance_cents = bonus_balance_cents + 500 WHERE id = 1')
      .run();
    expect(await answered()).toEqual(held(platform.context, 1));
  });

  it('should list a jackpot win until it is marked shown', async () => {
    const jackpot = platform.context.database
      .prepare("SELECT id FROM casino_jackpots WHERE currency = 'CLP' AND level = 'small'")
      .pluck()
      .get() as number;
    const { lastInsertRowid } = platform.context.database
      .prepare(
        `INSERT INTO casino_jackpot_wins (jackpot_id, user_id, winner, amount_cents, won_at)
         VALUES (?, 1, 'pla***', 5000000, ?)`,
      )
      .run(jackpot, platform.clock.now().toISOString());
    const won = await answered();
    expect(dataOfBody(won).won_jackpots.map((win) => win.id)).toEqual([Number(lastInsertRowid)]);
    expect(won).toEqual(held(platform.context, 1));
    await platform.post(
      '/api/user/jackpot_is_shown',
      { JackpotId: Number(lastInsertRowid) },
      cookies.player,
    );
    expect(dataOfBody(await answered()).won_jackpots).toEqual([]);
  });

  it('should count the jackpot timers down with the clock', async () => {
    const before = dataOfBody(await answered()).jackpots.map((jackpot) => jackpot.timer);
    platform.clock.advance(10_000);
    const after = await answered();
    expect(dataOfBody(after).jackpots.map((jackpot) => jackpot.timer)).toEqual(
      before.map((timer) => Math.max(0, timer - 10)),
    );
    expect(after).toEqual(held(platform.context, 1));
  });

  it('should keep no answer read inside a transaction that is then undone', () => {
    const { context } = platform;
    const before = balanceAnswer(context, 1);
    expect(() =>
      context.database.transaction(() => {
        debit(context.database, { userId: 1, cents: 100, kind: 'casino-bet', at: new Date() });
        expect(JSON.parse(balanceAnswer(context, 1) ?? '')).toEqual(held(context, 1));
        throw new Error('undone');
      })(),
    ).toThrow('undone');
    expect(balanceAnswer(context, 1)).toBe(before);
    expect(JSON.parse(balanceAnswer(context, 1) ?? '')).toEqual(held(context, 1));
  });

  it('should answer 401 to a guest', async () => {
    const response = await platform.get('/api/user/balance');
    expect(response.statusCode).toBe(401);
  });
});

describe('a write by another process (the sqlite3 CLI on the demo file)', () => {
  it('should show on the next answer', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'platform-balance-'));
    const path = join(folder, 'demo.sqlite');
    const context = createContext({
      brandId: 'demo',
      databasePath: path,
      seed: 1,
      clock: createClock({ start: testClockStart, speed: 0 }),
    });
    const other = new Database(path);
    try {
      await seedPlatform(context);
      const before = JSON.parse(balanceAnswer(context, 1) ?? '') as { data: Balance };
      other.prepare('UPDATE users SET balance_cents = balance_cents + 12300 WHERE id = 1').run();
      const after = JSON.parse(balanceAnswer(context, 1) ?? '') as { data: Balance };
      expect(after.data.balance).toBe(before.data.balance + 123);
      expect(after).toEqual(held(context, 1));
    } finally {
      other.close();
      context.database.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the feed’s tick thread, which writes the file from its own connection', () => {
  it('should keep the answers through a tick, and still show a write made before it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'platform-balance-'));
    const path = join(folder, 'demo.sqlite');
    const context = createContext({
      brandId: 'demo',
      databasePath: path,
      seed: 1,
      clock: createClock({ start: testClockStart, speed: 0 }),
    });
    const other = new Database(path);
    const thread = startTickThread(context);
    try {
      await seedPlatform(context);
      balanceAnswer(context, 1);
      const prepare = vi.spyOn(context.database, 'prepare');
      const readsOfPlayers = () =>
        prepare.mock.calls.filter(([sql]) => sql.includes('FROM users')).length;
      context.clock.advance(60_000);
      await thread.tick(new AbortController().signal);
      // The tick's commits moved data_version, yet the player's part is still served.
      const answer = balanceAnswer(context, 1);
      expect(readsOfPlayers()).toBe(0);
      expect(JSON.parse(answer ?? '')).toEqual(held(context, 1));

      other.prepare('UPDATE users SET balance_cents = balance_cents + 12300 WHERE id = 1').run();
      context.clock.advance(60_000);
      const ticking = thread.tick(new AbortController().signal);
      // Asked while the thread ticks: the write made before the tick started is shown.
      expect(JSON.parse(balanceAnswer(context, 1) ?? '')).toEqual(held(context, 1));
      await ticking;
      expect(JSON.parse(balanceAnswer(context, 1) ?? '')).toEqual(held(context, 1));
    } finally {
      await thread.stop();
      other.close();
      context.database.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
