import { describe, expect, it } from 'vitest';
import { matching, withSessions, withTestPlatform } from '../../../testing.ts';
import {
  expectFoldedDetails,
  expectPlayerOnly,
  hostile,
  loadPage,
  oneHourAndASecond,
} from '../shared/testHelpers.ts';
import type { RoundView } from './rounds.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'staff', 'partner');

interface InitParams {
  token: string;
  betLimits: { min: number; max: number };
  balance: number;
  currency: string;
}

const init = async (cookie = cookies.player) =>
  (await platform.post<InitParams>('/api/casino/get_init_params', { game_type: 0 }, cookie)).body
    .data;

const deal = (token: string, amount: number) =>
  platform.post<RoundView>('/api/twenty_one/deal', { token, amount });
const act = (token: string, roundId: number, action: 'hit' | 'stand') =>
  platform.post<RoundView>('/api/twenty_one/action', { token, round_id: roundId, action });

const balanceCents = (email: string) =>
  (
    platform.context.database
      .prepare('SELECT balance_cents AS cents FROM users WHERE email = ?')
      .get(email) as {
      cents: number;
    }
  ).cents;

const ledgerOf = (roundId: number) =>
  platform.context.database
    .prepare('SELECT kind, amount_cents AS cents FROM ledger WHERE reference = ? ORDER BY id')
    .all(`twenty-one:${roundId}`) as Array<{ kind: string; cents: number }>;

describe('POST /api/casino/get_init_params', () => {
  it('should give a player a token, the default bet limits, balance and currency', async () => {
    const response = await platform.post(
      '/api/casino/get_init_params',
      { game_type: 0 },
      cookies.player,
    );
    expect(response.body).toEqual({
      success: true,
      errorMessage: null,
      codeStatus: 0,
      data: {
        token: matching(/^[\w-]{32}$/),
        betLimits: { min: 1, max: 100 },
        balance: 1000,
        currency: 'CLP',
        userId: 1,
        game_url: '/demo/twenty-one/',
      },
    });
  });

  it('should refuse another game type, guests and other roles', async () => {
    const other = await platform.post(
      '/api/casino/get_init_params',
      { game_type: 1 },
      cookies.player,
    );
    expect(other.statusCode).toBe(400);
    expect(other.body).toMatchObject({ success: false, codeStatus: 400 });
    await expectPlayerOnly(
      (cookie) => platform.post('/api/casino/get_init_params', { game_type: 0 }, cookie),
      cookies.staff,
    );
  });
});

describe('twenty-one rounds', () => {
  it('should debit each bet and credit each payout, keeping the balance consistent', async () => {
    const { token } = await init();
    let expected = balanceCents('player@demo.test');
    for (let round = 0; round < 12; round++) {
      const dealt = await deal(token, 10);
      expect(dealt.body.success).toBe(true);
      let view = dealt.body.data;
      if (view.state === 'playing') {
        expect(view.dealerCards).toHaveLength(2);
        expect(view.dealerCards[1]).toBe('??');
        // Alternate: hit once on even rounds, then stand.
        if (round % 2 === 0) view = (await act(token, view.roundId, 'hit')).body.data;
        if (view.state === 'playing') view = (await act(token, view.roundId, 'stand')).body.data;
      }
      expect(view.state).toBe('finished');
      expect(view.dealerCards).not.toContain('??');
      expect(['blackjack', 'win', 'push', 'lose']).toContain(view.outcome);
      expected += -1000 + Math.round(view.payout * 100);
      expect(Math.round(view.balance * 100)).toBe(expected);
      expect(balanceCents('player@demo.test')).toBe(expected);
      const ledger = ledgerOf(view.roundId);
      expect(ledger[0]).toEqual({ kind: 'casino-bet', cents: -1000 });
      expect(ledger.slice(1)).toEqual(
        view.payout > 0 ? [{ kind: 'casino-win', cents: view.payout * 100 }] : [],
      );
    }
  });

  it('should resume a round in play and refuse a second deal until it ends', async () => {
    const { token } = await init();
    let view: RoundView | undefined;
    // Deal until a round stays in play (no natural blackjack).
    for (let attempt = 0; attempt < 10 && view?.state !== 'playing'; attempt++) {
      view = (await deal(token, 5)).body.data;
    }
    if (view?.state !== 'playing') throw new Error('No round stayed in play');
    const current = await platform.get<{ round: RoundView; balance: number }>(
      `/api/twenty_one/round?token=${token}`,
    );
    expect(current.body.data.round).toEqual(view);
    const second = await deal(token, 5);
    expect(second.statusCode).toBe(409);
    expect(second.body).toMatchObject({ success: false, codeStatus: 409 });
    const wrongRound = await act(token, view.roundId + 1000, 'stand');
    expect(wrongRound.statusCode).toBe(404);
    const finished = await act(token, view.roundId, 'stand');
    expect(finished.body.data.state).toBe('finished');
    const after = await platform.get<{ round: null }>(`/api/twenty_one/round?token=${token}`);
    expect(after.body.data.round).toBeNull();
    const again = await act(token, view.roundId, 'hit');
    expect(again.statusCode).toBe(404);
  });

  it.each([0.5, 100.01, 1.001])(
    'should refuse a bet of %s outside the limits or cents',
    async (amount) => {
      const { token } = await init();
      const response = await deal(token, amount);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
    },
  );

  it('should refuse a bet above the balance with code 501 and leave nothing behind', async () => {
    const { token } = await init(cookies.partner);
    const before = platform.context.database
      .prepare('SELECT COUNT(*) AS count FROM twenty_one_rounds')
      .get();
    const response = await deal(token, 50);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 501 });
    expect(
      platform.context.database.prepare('SELECT COUNT(*) AS count FROM twenty_one_rounds').get(),
    ).toEqual(before);
    expect(balanceCents('partner@demo.test')).toBe(0);
  });

  it('should refuse an unknown, foreign or expired token with code 1', async () => {
    const unknown = await deal('nope', 5);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toMatchObject({ success: false, codeStatus: 1 });
    const tvbet = await platform.get<{ token: string }>('/api/tvbet/GenToken', cookies.player);
    expect((await deal(tvbet.body.data.token, 5)).body.codeStatus).toBe(1);
    const { token } = await init();
    platform.clock.advance(oneHourAndASecond);
    expect((await deal(token, 5)).statusCode).toBe(401);
    expect((await platform.get(`/api/twenty_one/round?token=${token}`)).statusCode).toBe(401);
    expect((await act(token, 1, 'stand')).statusCode).toBe(401);
  });

  it('should answer malformed input with a 400 envelope', async () => {
    const response = await platform.post('/api/twenty_one/action', {
      token: 'x',
      round_id: 1,
      action: 'double',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
  });
});

describe('/demo/twenty-one page', () => {
  it('should show the values of its query, escaped, and link back home', async () => {
    const { token } = await init();
    const query = new URLSearchParams({
      balance: '1000',
      currency: hostile,
      token,
      min: '1',
      max: '100',
      userId: '1',
      home: 'http://localhost:5173/slots/main',
    });
    const page = await loadPage(platform, `/demo/twenty-one/?${query.toString()}`);
    expect(page).toContain('<strong id="balance">1000.00</strong>');
    expect(page).toContain(
      '<span id="currency">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>',
    );
    expect(page).toContain('href="http://localhost:5173/slots/main"');
    expect(page).toContain('min="1" max="100"');
    expect(page).toContain(`data-token="${token}"`);
    expect(page).toContain('Repartir');
    // The token's state, the player id and the language are integration details, folded away.
    const details = expectFoldedDetails(page);
    expect(details).toContain('data-valid="true"');
    expect(details).toContain('ID 1');
    expect(details).toContain('lang=es');
  });

  it.each([
    ['CLP', '20000', '20000', '0', '1'],
    ['EUR', '1000', '1000.00', '2', '0.01'],
    ['USD', '12.5', '12.50', '2', '0.01'],
  ])(
    'should write a balance in %s with its decimals',
    async (currency, balance, shown, digits, step) => {
      const query = new URLSearchParams({ balance, currency, lang: 'en' });
      const page = await loadPage(platform, `/demo/twenty-one/?${query.toString()}`);
      expect(page).toContain(`<strong id="balance">${shown}</strong>`);
      expect(page).toContain(`data-digits="${digits}"`);
      expect(page).toContain(`step="${step}"`);
    },
  );

  it('should never link home to a script URL', async () => {
    const page = await loadPage(platform, '/demo/twenty-one/?home=javascript:alert(1)&lang=en');
    expect(page).toContain('<a class="button" id="home-link" href="/">Back to the casino</a>');
    expect(page).toContain('Token invalid or expired');
  });

  it('should serve a script that plays through the round calls', async () => {
    const script = (await platform.get('/demo/twenty-one/app.js')).text;
    expect(script).toContain("'/api/twenty_one/deal'");
    expect(script).toContain("'/api/twenty_one/action'");
  });
});
