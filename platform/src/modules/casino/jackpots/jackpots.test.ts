import { describe, expect, it } from 'vitest';
import {
  anyNumber,
  anyString,
  dataOf,
  matching,
  withSessions,
  withTestPlatform,
} from '../../../testing.ts';
import { casinoModule, jackpotsForBalance, tick } from '../index.ts';
import { createGameSession } from '../play/sessions.ts';
import { spinOutcome } from '../play/slotMachine.ts';
import { secureDraws } from '../../../random.ts';
import { triggeredLevel, type JackpotLevel } from './jackpotRules.ts';
import { tickJackpots } from './jackpotTick.ts';
import type { JackpotView, WonJackpotView } from './jackpots.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

const pots = () =>
  Object.fromEntries(
    (
      platform.context.database
        .prepare("SELECT level, amount_cents FROM casino_jackpots WHERE currency = 'CLP'")
        .all() as Array<{ level: JackpotLevel; amount_cents: number }>
    ).map((row) => [row.level, row.amount_cents]),
  ) as Record<JackpotLevel, number>;

/** A demo-game token whose first round at `stakeCents` triggers `level` (or none). */
function sessionWhoseFirstRound(level: JackpotLevel | undefined, stakeCents: number): string {
  for (let attempt = 0; attempt < 100_000; attempt++) {
    const seed = `test-seed-${attempt}`;
    if (triggeredLevel(spinOutcome(seed, 1).jackpotDraw, stakeCents, 1000) === level) {
      return createGameSession(platform.context.database, {
        userId: 1,
        gameId: 1,
        lang: 'es',
        isDesktop: false,
        at: platform.clock.now(),
        seed,
      }).token;
    }
  }
  throw new Error(`No seed triggers ${String(level)}`);
}

const spin = (token: string, stake: number) =>
  platform.post(`/api/casino/demo/${token}/spin`, { stake });

describe('jackpot lists', () => {
  it('should show guests the grand, medium and small jackpots of a currency', async () => {
    const data = dataOf<{ jackpots: JackpotView[]; won_jackpots: unknown[] }>(
      await platform.get('/api/user/jackpot_data'),
    );
    expect(data.jackpots.map((jackpot) => jackpot.level)).toEqual(['grand', 'medium', 'small']);
    expect(data.jackpots[2]).toEqual({
      id: anyNumber(),
      image: '/api/casino/thumb/jackpot/small.svg',
      amount: anyNumber(),
      name: 'Small',
      timer: anyNumber(),
      start_amount: 50_000,
      lastWinAmount: anyNumber(),
      last_winner: matching(/^[a-z]{3}\*\*\*\d\d$/),
      last_won_at: anyString(),
      currency: 'CLP',
      level: 'small',
    });
    expect(data.jackpots.every((jackpot) => jackpot.amount >= jackpot.start_amount)).toBe(true);
    expect(data.won_jackpots).toEqual([]);
    const usd = dataOf<{ jackpots: JackpotView[] }>(
      await platform.get('/api/user/jackpot_data?currency=USD'),
    );
    expect(usd.jackpots[0]).toMatchObject({ currency: 'USD', start_amount: 50_000 });
    const list = dataOf<{ jackpots: JackpotView[]; wonJackpots: unknown[] }>(
      await platform.get('/api/casino/jackpots', cookies.player),
    );
    expect(list.jackpots).toEqual(data.jackpots);
    expect(list.wonJackpots).toEqual([]);
    expect((await platform.get('/api/casino/jackpots?currency=usd')).statusCode).toBe(400);
  });
});

describe('jackpot growth', () => {
  it('should take a share of every casino stake', async () => {
    const token = sessionWhoseFirstRound(undefined, 10_000);
    const before = pots();
    expect((await spin(token, 100)).statusCode).toBe(200);
    expect(pots()).toEqual({
      grand: before.grand + 50,
      medium: before.medium + 30,
      small: before.small + 20,
    });
  });

  it('should grow with time when the floor ticks', () => {
    // Drops are drawn from the CSPRNG: a floor whose draws never drop keeps this about growth.
    const calmFloor = { ...secureDraws, next: () => 1 - Number.EPSILON };
    const before = pots();
    platform.clock.advance(10 * 60_000);
    tickJackpots(platform.context, calmFloor);
    // 10 units (of 10 CLP) a minute for the grand jackpot.
    expect(pots().grand).toBe(before.grand + 100_000);
    tickJackpots(platform.context, calmFloor);
    expect(pots().grand).toBe(before.grand + 100_000);
  });

  it('should drop a jackpot to a simulated player when its timer runs out', () => {
    const small = platform.context.database
      .prepare("SELECT * FROM casino_jackpots WHERE currency = 'CLP' AND level = 'small'")
      .get() as { id: number; drop_by_ms: number; start_amount_cents: number };
    platform.clock.set(small.drop_by_ms + 1000);
    tick(platform.context);
    const after = platform.context.database
      .prepare('SELECT * FROM casino_jackpots WHERE id = ?')
      .get(small.id) as Record<string, unknown>;
    expect(after).toMatchObject({
      amount_cents: small.start_amount_cents,
      last_won_at: platform.clock.now().toISOString(),
      drop_by_ms: platform.clock.nowMs() + 6 * 3_600_000,
    });
    const win = platform.context.database
      .prepare('SELECT user_id, winner, amount_cents FROM casino_jackpot_wins WHERE jackpot_id = ?')
      .get(small.id) as { user_id: number | null; winner: string; amount_cents: number };
    expect(win).toEqual({
      user_id: null,
      winner: after.last_winner,
      amount_cents: after.last_win_amount_cents,
    });
  });
});

describe('a player winning a jackpot', () => {
  let winId: number;

  it('should credit the pot to the player whose spin triggers it and reset it', async () => {
    const token = sessionWhoseFirstRound('small', 1000);
    const before = pots();
    const balance = platform.context.database
      .prepare('SELECT balance_cents FROM users WHERE id = 1')
      .pluck();
    const balanceBefore = balance.get() as number;
    const response = await spin(token, 10);
    const result = dataOf<{
      win: number;
      status: number;
      jackpot: { id: number; level: string; name: string; amount: number };
    }>(response);
    // The stake's share (2 cents) joins the pot, which pays whole pesos: the player holds CLP.
    const paid = Math.floor((before.small + 2) / 100) * 100;
    expect(result.jackpot).toEqual({
      id: anyNumber(),
      level: 'small',
      name: 'Small',
      amount: paid / 100,
    });
    expect(result.status).toBe(1);
    winId = result.jackpot.id;
    expect(balance.get()).toBe(balanceBefore - 1000 + result.win * 100 + paid);
    const credit = platform.context.database
      .prepare("SELECT amount_cents FROM ledger WHERE kind = 'jackpot-win' AND reference = ?")
      .pluck()
      .get(`jackpot-win:${winId}`);
    expect(credit).toBe(paid);
    const small = dataOf<{ jackpots: JackpotView[] }>(
      await platform.get('/api/user/jackpot_data', cookies.player),
    ).jackpots[2];
    expect(small).toMatchObject({
      amount: 50_000,
      lastWinAmount: paid / 100,
      last_winner: 'pla***',
    });
  });

  it('should list the win for the player and in the balance until shown', async () => {
    const won = dataOf<{ won_jackpots: WonJackpotView[] }>(
      await platform.get('/api/user/jackpot_data', cookies.player),
    ).won_jackpots;
    expect(won).toEqual([
      {
        id: winId,
        jackpot_id: anyNumber(),
        image: '/api/casino/thumb/jackpot/small.svg',
        amount: anyNumber(),
        name: 'Small',
        currency: 'CLP',
        won_at: platform.clock.now().toISOString(),
        is_shown: false,
      },
    ]);
    expect(jackpotsForBalance(platform.context, 1).won_jackpots).toEqual(won);
    expect(jackpotsForBalance(platform.context, 1).jackpots).toHaveLength(3);
    expect(jackpotsForBalance(platform.context, 999)).toEqual({ jackpots: [], won_jackpots: [] });

    const shown = await platform.post(
      '/api/user/jackpot_is_shown',
      { JackpotId: winId },
      cookies.player,
    );
    expect(dataOf(shown)).toEqual({ JackpotId: winId, is_shown: true });
    expect(jackpotsForBalance(platform.context, 1).won_jackpots).toEqual([]);
    const list = dataOf<{ wonJackpots: WonJackpotView[] }>(
      await platform.get('/api/casino/jackpots', cookies.player),
    );
    expect(list.wonJackpots).toEqual([expect.objectContaining({ id: winId, is_shown: true })]);

    const unknown = await platform.post(
      '/api/user/jackpot_is_shown',
      { JackpotId: 999_999 },
      cookies.player,
    );
    expect(unknown.statusCode).toBe(404);
    const guest = await platform.post('/api/user/jackpot_is_shown', { JackpotId: winId });
    expect(guest.body).toMatchObject({ codeStatus: 1 });
  });

  it('should delete a won jackpot by id', async () => {
    const remove = (payload: object, cookie?: string) =>
      platform.delete('/api/casino/jackpots/won', payload, cookie);
    expect((await remove({ id: winId })).statusCode).toBe(401);
    const deleted = await remove({ id: winId }, cookies.player);
    expect(deleted.body).toEqual({
      success: true,
      data: true,
      errorMessage: null,
      codeStatus: 0,
    });
    const list = dataOf<{ wonJackpots: unknown[] }>(
      await platform.get('/api/casino/jackpots', cookies.player),
    );
    expect(list.wonJackpots).toEqual([]);
    expect((await remove({ id: winId }, cookies.player)).statusCode).toBe(404);
    expect((await remove({ id: 'x' }, cookies.player)).statusCode).toBe(400);
  });
});

describe('background work', () => {
  it('should start a ticking floor and stop it', () => {
    const stop = casinoModule.start?.(platform.context);
    expect(typeof stop).toBe('function');
    stop?.();
  });
});
