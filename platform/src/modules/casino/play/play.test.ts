import { describe, expect, it } from 'vitest';
import {
  anyNumber,
  anyString,
  dataOf,
  matching,
  withSessions,
  withTestPlatform,
} from '../../../testing.ts';
import { lineMultiplier, roundDraws, spinOutcome, theoreticalRtp } from './slotMachine.ts';
import { standInKind } from './standIn.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'partner');

const spin = (token: string, stake: unknown) =>
  platform.post(`/api/casino/demo/${token}/spin`, { stake });

async function launch(cookie: string, lang = 'es', gameId = '40001'): Promise<string> {
  const response = await platform.post(
    '/api/casino/session',
    { provider: 'outcome', gameId, lang },
    cookie,
  );
  const { url } = dataOf<{ url: string }>(response);
  return url.split('/').pop() ?? '';
}

const balanceCents = (userId: number) =>
  platform.context.database
    .prepare('SELECT balance_cents FROM users WHERE id = ?')
    .pluck()
    .get(userId) as number;

// First: the seeded history is checked before this file's spins add to it.
interface Row {
  id: number;
  date: string;
  amount: number;
  winAmount: number;
  status: number;
  provider: string;
  gameType: string;
  gameName: string;
  currency: string;
}
interface HistoryPage {
  rows: Row[];
  total: number;
  page: number;
  count: number;
  pageCount: number;
}

async function history(query: string, cookie = cookies.player): Promise<HistoryPage> {
  const response = await platform.get(`/api/user/getSlotsBetHistory${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return dataOf<HistoryPage>(response);
}

describe('the seeded history', () => {
  it('should have been played through the ledger, leaving the balance as it was', () => {
    const rounds = platform.context.database
      .prepare(
        'SELECT COUNT(*) AS count, SUM(stake_cents) AS stakes, SUM(win_cents) AS wins FROM casino_rounds WHERE user_id = 1',
      )
      .get() as { count: number; stakes: number; wins: number };
    expect(rounds.count).toBeGreaterThan(20);
    const ledger = platform.context.database
      .prepare(
        "SELECT kind, SUM(amount_cents) AS total FROM ledger WHERE user_id = 1 AND kind LIKE 'casino-%' GROUP BY kind ORDER BY kind",
      )
      .all();
    expect(ledger).toEqual([
      { kind: 'casino-bet', total: -rounds.stakes },
      { kind: 'casino-win', total: rounds.wins },
    ]);
    // The seed's float and its settling movement even the play out: the seeded history leaves
    // the player's balance where the accounts seed put it.
    const net = platform.context.database
      .prepare(
        `SELECT SUM(amount_cents) FROM ledger WHERE user_id = 1
         AND (reference = 'casino-history-seed' OR kind IN ('casino-bet', 'casino-win', 'jackpot-win'))`,
      )
      .pluck()
      .get() as number;
    expect(net).toBe(0);
  });
});

describe('GET /api/user/getSlotsBetHistory', () => {
  it('should page the rounds newest first, ten a page by default', async () => {
    const first = await history('');
    expect(first.count).toBe(10);
    expect(first.rows).toHaveLength(10);
    expect(first.pageCount).toBe(Math.ceil(first.total / 10));
    const dates = first.rows.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.rows[0]).toEqual({
      id: anyNumber(),
      date: matching(/^2026-1[01]-\d\dT/),
      amount: anyNumber(),
      winAmount: anyNumber(),
      status: anyNumber(),
      provider: anyString(),
      gameType: anyString(),
      gameName: anyString(),
      currency: 'CLP',
    });
    const last = await history(`?page=${first.pageCount}&count=10`);
    expect(last.rows.length).toBe(first.total - (first.pageCount - 1) * 10);
    const beyond = await history(`?page=${first.pageCount + 1}`);
    expect(beyond.rows).toEqual([]);
  });

  it('should filter by status: one status filters, zero or two do not', async () => {
    const all = await history('?count=100');
    const wins = await history('?statuses=1&count=100');
    const losses = await history('?statuses[]=2&count=100');
    expect(wins.rows.every((row) => row.status === 1 && row.winAmount > 0)).toBe(true);
    expect(losses.rows.every((row) => row.status === 2 && row.winAmount === 0)).toBe(true);
    expect(wins.total + losses.total).toBe(all.total);
    const both = await history('?statuses=1&statuses=2&count=100');
    expect(both.total).toBe(all.total);
  });

  it('should filter by providers and game types, one value or a list', async () => {
    const all = await history('?count=100');
    const providers = [...new Set(all.rows.map((row) => row.provider))];
    expect(providers.length).toBeGreaterThan(2);
    const [one, two] = providers as [string, string];
    const single = await history(`?providers=${encodeURIComponent(one)}&count=100`);
    expect(single.rows.every((row) => row.provider === one)).toBe(true);
    expect(single.total).toBe(all.rows.filter((row) => row.provider === one).length);
    const pair = await history(
      `?providers=${encodeURIComponent(one)}&providers=${encodeURIComponent(two)}&providers=all&count=100`,
    );
    expect(pair.total).toBe(
      all.rows.filter((row) => row.provider === one || row.provider === two).length,
    );
    const crash = await history('?gameTypes=crash&count=100');
    expect(crash.total).toBeGreaterThan(0);
    expect(crash.rows.every((row) => row.gameType === 'crash')).toBe(true);
  });

  it('should filter by dates, whole days when no time is given', async () => {
    const all = await history('?count=100');
    const day = all.rows[5]?.date.slice(0, 10) ?? '';
    const sameDay = await history(`?from=${day}&to=${day}&count=100`);
    expect(sameDay.total).toBe(all.rows.filter((row) => row.date.startsWith(day)).length);
    const [year, month, date] = day.split('-');
    const dotted = await history(
      `?from=${date}.${month}.${year}&to=${date}.${month}.${year}&count=100`,
    );
    expect(dotted.total).toBe(sameDay.total);
    const instant = await history(`?from=${encodeURIComponent(all.rows[5]?.date ?? '')}&count=100`);
    expect(instant.total).toBe(6);
  });

  it('should be empty for a player without rounds', async () => {
    expect(await history('', cookies.partner)).toEqual({
      rows: [],
      total: 0,
      page: 1,
      count: 10,
      pageCount: 0,
    });
  });

  it('should refuse guests with code 1 and bad queries with 400', async () => {
    const guest = await platform.get('/api/user/getSlotsBetHistory');
    expect(guest.statusCode).toBe(401);
    expect(guest.body).toMatchObject({ codeStatus: 1 });
    for (const query of [
      '?page=0',
      '?count=101',
      '?from=yesterday',
      '?statuses=3',
      '?from=2026-13-45',
    ]) {
      const response = await platform.get(`/api/user/getSlotsBetHistory${query}`, cookies.player);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the slot machine', () => {
  it('should pay back about 96% of stakes', () => {
    expect(theoreticalRtp()).toBeCloseTo(0.962, 3);
  });

  it('should fix each round by the session seed and the round number', () => {
    expect(roundDraws('seed', 1)).toEqual(roundDraws('seed', 1));
    expect(roundDraws('seed', 1)).not.toEqual(roundDraws('seed', 2));
    expect(spinOutcome('other', 7)).toEqual(spinOutcome('other', 7));
    expect(roundDraws('seed', 1).every((draw) => draw >= 0 && draw < 1)).toBe(true);
  });

  it('should pay two or three alike from the left', () => {
    expect(lineMultiplier(['seven', 'seven', 'seven'])).toBe(120);
    expect(lineMultiplier(['bar', 'bar', 'lemon'])).toBe(8);
    expect(lineMultiplier(['lemon', 'bar', 'bar'])).toBe(0);
  });
});

describe('the demo game page', () => {
  it('should serve a page with its script as a separate file, the texts in the session language', async () => {
    const token = await launch(cookies.player, 'pt-PT');
    const page = await platform.get(`/demo/game/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<script src="/demo/game/app.js" defer></script>');
    expect(page.text).not.toMatch(/<script>|<script [^>]*>[^<]|\son[a-z]+=/);
    expect(page.text).toContain(`data-token="${token}"`);
    expect(page.text).toContain('Girar');
    expect(page.text).toContain('Saldo insuficiente. Carregue');
    const script = await platform.get('/demo/game/app.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.text).toContain("addEventListener('click', play)");
  });

  it('should explain an unknown session instead of showing a game', async () => {
    const page = await platform.get('/demo/game/abcdefghijklmnopqrstuvwxyz012345');
    expect(page.statusCode).toBe(404);
    expect(page.text).toContain('Sesión de juego no encontrada.');
  });

  it('should give the page its state: game, balance, stakes and paytable', async () => {
    const token = await launch(cookies.player);
    const state = (await platform.get(`/api/casino/demo/${token}`)).body as {
      data: Record<string, unknown>;
    };
    expect(state.data).toMatchObject({
      gameId: '40001',
      currency: 'CLP',
      balance: balanceCents(1) / 100,
      stakes: [10, 20, 50, 100, 200, 500, 1000],
      minStake: 10,
      maxStake: 1000,
      round: 0,
      lastReels: null,
      lang: 'es',
      expiresAt: '2026-11-18T16:00:00.000Z',
    });
    expect(state.data.paytable).toContainEqual({ symbol: 'diamond', two: 30, three: 400 });
  });
});

describe('the stand-in of a game of another kind', () => {
  /** Launches the first lobby game of a kind through the generic session call. */
  async function launchKind(kind: string, lang: string, name = '%'): Promise<string> {
    const game = platform.context.database
      .prepare(
        `SELECT route_provider AS provider, game_id AS gameId FROM casino_games
         WHERE kind = ? AND game_name LIKE ? AND in_lobby = 1 ORDER BY id LIMIT 1`,
      )
      .get(kind, name) as { provider: string; gameId: string };
    // The horse race opens through its own login call (the demo player bans it; partner does not).
    const url =
      kind === 'race'
        ? dataOf<{ game_url: string }>(
            await platform.get(`/api/universalrace/login?lang=${lang}`, cookies.partner),
          ).game_url
        : dataOf<{ url: string }>(
            await platform.post('/api/casino/session', { ...game, lang }, cookies.player),
          ).url;
    return (await platform.get(url)).text;
  }

  it.each([
    ['roulette', 'roulette', 'en', '%', /<p class="provider">Demo roulette of [^<]+<\/p>/],
    ['crash', 'crash', 'es', '%', /<p class="provider">Juego crash de demostración de [^<]+<\/p>/],
    [
      'race',
      'race',
      'pt',
      '%',
      /<p class="provider">Corrida de cavalos de demonstração de [^<]+<\/p>/,
    ],
    ['live', 'roulette', 'en', '%Roulette%', /<p class="provider">Demo roulette of [^<]+<\/p>/],
    [
      'live',
      'blackjack',
      'en',
      'Blackjack%',
      /<p class="provider">Demo blackjack table of [^<]+<\/p>/,
    ],
    [
      'live',
      'baccarat',
      'es',
      '%Baccarat%',
      /<p class="provider">Mesa de baccarat de demostración de [^<]+<\/p>/,
    ],
    ['live', 'wheel', 'pt', '%Wheel%', /<p class="provider">Roda da fortuna de demonstração de /],
    ['live', 'dice', 'en', 'Dice Duel%', /<p class="provider">Demo dice game of [^<]+<\/p>/],
  ])(
    'should open a %s game as a %s, in the session language',
    async (kind, standIn, lang, name, heading) => {
      const page = await launchKind(kind, lang, name);
      expect(page).toContain(`data-kind="${standIn}"`);
      expect(page).toMatch(heading);
      expect(page).toContain('<script src="/demo/game/stand-in.js" defer></script>');
      expect(page).not.toMatch(/<script>|<script [^>]*>[^<]|\son[a-z]+=/);
      // Rounds without a stake: no stake picker, no spin button, no session token in the page.
      expect(page).not.toContain('id="stake"');
      expect(page).not.toContain('data-token');
    },
  );

  it('should refuse a staked spin for a stand-in session and move no money', async () => {
    const game = platform.context.database
      .prepare(
        `SELECT route_provider AS provider, game_id AS gameId FROM casino_games
         WHERE kind = 'roulette' AND in_lobby = 1 ORDER BY id LIMIT 1`,
      )
      .get() as { provider: string; gameId: string };
    const { url } = dataOf<{ url: string }>(
      await platform.post('/api/casino/session', { ...game, lang: 'en' }, cookies.player),
    );
    const ledgerRows = platform.context.database.prepare('SELECT COUNT(*) FROM ledger').pluck();
    const before = ledgerRows.get();
    const response = await spin(url.split('/').pop() ?? '', 10);
    expect(response.statusCode).toBe(409);
    expect(response.body).toMatchObject({ success: false });
    expect(ledgerRows.get()).toBe(before);
  });

  it('should keep the slot for slots and card games', () => {
    expect(standInKind({ kind: 'slot', game_name: 'Roulette Fruits' })).toBe('slot');
    expect(standInKind({ kind: 'card', game_name: 'Blackjack Classic' })).toBe('slot');
    expect(standInKind(undefined)).toBe('slot');
  });

  it('should open every live table of the catalogue as a table of its kind, never the slot', () => {
    const names = platform.context.database
      .prepare(`SELECT game_name FROM casino_games WHERE kind = 'live'`)
      .pluck()
      .all() as string[];
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(standInKind({ kind: 'live', game_name: name }), name).not.toBe('slot');
    }
    const kindOf = (name: string) => standInKind({ kind: 'live', game_name: name });
    expect(kindOf('Speed Baccarat A')).toBe('baccarat');
    expect(kindOf('Blackjack VIP')).toBe('blackjack');
    expect(kindOf('Three Card Poker')).toBe('poker');
    expect(kindOf('Sic Bo Ruby')).toBe('dice');
    expect(kindOf('Mega Wheel Grand')).toBe('wheel');
  });

  it('should deal a live blackjack on a card table, with three dice for sic bo', async () => {
    const page = await launchKind('live', 'en', 'Blackjack%');
    expect(page).toContain('class="table-stage felt" data-stage="blackjack"');
    expect(page).toContain('<p class="seat-head">Dealer');
    expect(page).toContain('data-msg-dealer-wins="Dealer wins"');
    expect(page).not.toContain('id="reels"');
    expect(page).not.toContain('id="wheel"');
    const sicBo = await launchKind('live', 'es', 'Sic Bo%');
    expect(sicBo.match(/class="die"/g)).toHaveLength(3);
    const script = await platform.get('/demo/game/stand-in.js');
    expect(script.text).toContain('var demoTables = ');
  });

  it('should draw the roulette wheel and serve the stand-in script', async () => {
    const page = await launchKind('roulette', 'es');
    expect(page.match(/<path d="M100 100 /g)).toHaveLength(37);
    const script = await platform.get('/demo/game/stand-in.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.text).toContain("matchMedia('(prefers-reduced-motion: reduce)')");
  });
});

describe('POST /api/casino/demo/{token}/spin', () => {
  it('should debit each stake and credit each win in the ledger, one row of history a spin', async () => {
    const token = await launch(cookies.player);
    const before = balanceCents(1);
    const rounds = [];
    for (let index = 0; index < 12; index++) {
      const response = await spin(token, 20);
      expect(response.statusCode).toBe(200);
      rounds.push(
        dataOf<{
          win: number;
          balance: number;
          round: number;
          status: number;
          reels: string[][];
          jackpot: { amount: number } | null;
        }>(response),
      );
    }
    const totalWin = rounds.reduce((sum, round) => sum + round.win * 100, 0);
    // Session seeds are secret random: a jackpot may (rarely) drop too.
    const jackpots = rounds.reduce((sum, round) => sum + (round.jackpot?.amount ?? 0) * 100, 0);
    expect(balanceCents(1)).toBe(before - 12 * 2000 + totalWin + jackpots);
    expect(rounds.at(-1)?.balance).toBe(balanceCents(1) / 100);
    expect(rounds.map((round) => round.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const round of rounds) {
      expect(round.reels).toHaveLength(3);
      // A jackpot that drops on a losing line makes the round a win too.
      expect(round.status).toBe(round.win > 0 || round.jackpot ? 1 : 2);
    }

    const session = platform.context.database
      .prepare('SELECT id FROM casino_sessions ORDER BY id DESC LIMIT 1')
      .pluck()
      .get() as number;
    const ledger = platform.context.database
      .prepare(
        `SELECT kind, SUM(amount_cents) AS total, COUNT(*) AS count FROM ledger
         WHERE reference LIKE ? GROUP BY kind ORDER BY kind`,
      )
      .all(`casino-round:${session}:%`);
    const wins = rounds.filter((round) => round.win > 0).length;
    expect(ledger).toEqual([
      { kind: 'casino-bet', total: -24000, count: 12 },
      ...(wins ? [{ kind: 'casino-win', total: totalWin, count: wins }] : []),
    ]);
    const last = platform.context.database
      .prepare('SELECT balance_after_cents FROM ledger WHERE user_id = 1 ORDER BY id DESC LIMIT 1')
      .pluck()
      .get();
    expect(last).toBe(balanceCents(1));
    const history = platform.context.database
      .prepare('SELECT COUNT(*) FROM casino_rounds WHERE session_id = ?')
      .pluck()
      .get(session);
    expect(history).toBe(12);
    const state = (await platform.get(`/api/casino/demo/${token}`)).body as {
      data: { round: number; lastReels: unknown };
    };
    expect(state.data).toMatchObject({ round: 12, lastReels: rounds.at(-1)?.reels });
  });

  it('should refuse a spin the balance cannot pay with code 501 and change nothing', async () => {
    const token = await launch(cookies.partner);
    const ledgerRows = platform.context.database.prepare('SELECT COUNT(*) FROM ledger').pluck();
    const before = ledgerRows.get();
    const response = await spin(token, 10);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      codeStatus: 501,
      errorMessage: 'Insufficient funds',
    });
    expect(ledgerRows.get()).toBe(before);
    expect(balanceCents(2)).toBe(0);
  });

  it('should keep stakes within the limits and to two decimals', async () => {
    const token = await launch(cookies.player);
    for (const stake of [5, 1001, 10.001, -1, 'ten']) {
      const response = await spin(token, stake);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ success: false });
    }
  });

  it('should end a session after four hours and refuse unknown tokens', async () => {
    const token = await launch(cookies.player);
    platform.clock.advance(4 * 3_600_000);
    const expired = await spin(token, 10);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toMatchObject({ codeStatus: 410 });
    expect((await platform.get(`/demo/game/${token}`)).statusCode).toBe(410);
    expect((await platform.get(`/api/casino/demo/${token}`)).statusCode).toBe(410);
    platform.clock.advance(-4 * 3_600_000);
    expect((await spin('abcdefghijklmnopqrstuvwxyz012345', 10)).statusCode).toBe(404);
    expect((await spin('short', 10)).statusCode).toBe(400);
  });
});
