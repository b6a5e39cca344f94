import { insertEvent, insertOdd } from '../modules/bets/fixtures.ts';
import {
  betRadarMerchant,
  racingGames,
  virtualSportsGames,
} from '../modules/integrations/virtual/catalogue.ts';
import type { TestPlatform } from '../testing.ts';
import type { TestPayload, TestRequest, TestResponse } from './requests.ts';
import { dataOf } from './requests.ts';

/** A request without its session: each case sends it with the cookie it tests. */
export type Call = Omit<TestRequest, 'cookie'>;

export interface GuardedPlayer {
  id: number;
  /** The Cookie header value of one of the player's sessions. */
  cookie: string;
}

export interface GuardedCall {
  what: string;
  /** The call, with whatever it needs prepared for this player first (a coupon, a withdrawal). */
  prepare: (player: GuardedPlayer) => Promise<Call> | Call;
}

/** Sends a call as the cookie's account (none: as a guest or with the call's own token). */
export const callAs = <T = unknown>(
  platform: TestPlatform,
  call: Call,
  cookie?: string,
): Promise<TestResponse<T>> => platform.request<T>({ ...call, cookie });

export const get = (url: string, headers?: Record<string, string>) =>
  ({ method: 'GET', url, headers }) as const;
export const post = (url: string, payload: TestPayload = {}) =>
  ({ method: 'POST', url, payload }) as const;
const put = (url: string, payload: TestPayload) => ({ method: 'PUT', url, payload }) as const;
const remove = (url: string, payload: TestPayload) => ({ method: 'DELETE', url, payload }) as const;

/**
 * Every call that moves money or changes an account, each with a minimal valid request: the
 * table the player guard's security test runs through. Reads (history, lists, the balance) are
 * not here. The calls a provider's page makes with its token are in the test itself.
 */
export function guardedCalls(platform: TestPlatform): GuardedCall[] {
  // Read when a case runs: the table is built while tests are collected, before the platform.
  const database = () => platform.context.database;
  const send = (call: Call, player: GuardedPlayer) => callAs(platform, call, player.cookie);
  let nextEvent = 960_001;

  /** A pre-match odd of a fresh event, priced 2. */
  const freshOdd = (): string => {
    const eventId = nextEvent++;
    insertEvent(database(), platform.clock.nowMs(), { id: eventId });
    return insertOdd(database(), { eventId, rate: 2 });
  };
  const eventOf = (odd: string) => Number(odd.split('_')[0]);

  const gameId = (where: string) =>
    database()
      .prepare(
        `SELECT game_id FROM casino_games WHERE in_lobby = 1 AND ${where} ORDER BY id LIMIT 1`,
      )
      .pluck()
      .get() as string;

  /** A jackpot the player has won and not yet seen. */
  const jackpotWin = (player: GuardedPlayer): number => {
    const jackpotId = database().prepare('SELECT id FROM casino_jackpots LIMIT 1').pluck().get();
    const { lastInsertRowid } = database()
      .prepare(
        `INSERT INTO casino_jackpot_wins (jackpot_id, user_id, winner, amount_cents, won_at)
         VALUES (?, ?, 'player', 100, ?)`,
      )
      .run(jackpotId, player.id, platform.clock.now().toISOString());
    return Number(lastInsertRowid);
  };

  const withdrawal = { requisites: 'x', amount: 10_000, payment_mode: 'card' };

  return [
    // Accounts.
    {
      what: 'change the password',
      prepare: () =>
        post('/api/user/password/change', { password: 'demo1234', new_password: 'otra56ef' }),
    },
    {
      what: 'save the profile',
      prepare: (player) =>
        put('/api/user/profile/additional/update', {
          first_name: 'Ana',
          last_name: 'Diaz',
          phone: `+569${String(70_000_000 + player.id)}`,
          birth_date: '1990-05-17',
        }),
    },
    {
      what: 'bind a partner promo code',
      prepare: () => post('/api/user/partner/promocode', { betting: 'PARTNER-DEMO', ref_id: '7' }),
    },
    // Responsible gaming: the player's own protection.
    {
      what: 'set a deposit limit',
      prepare: () =>
        put('/api/user/responsible-gaming/limits', { kind: 'deposit', period: 'day', value: 500 }),
    },
    {
      what: 'set the reality-check interval',
      prepare: () => put('/api/user/responsible-gaming/reality-check', { intervalMinutes: 30 }),
    },
    {
      what: 'take a time-out',
      prepare: () => post('/api/user/responsible-gaming/exclusion', { kind: 'timeout', days: 1 }),
    },
    // Content: the player's stored preferences.
    {
      what: 'hide an information modal',
      prepare: () =>
        post('/api/site/settings/information-modal', { name: 'replenishment', hidden: true }),
    },
    {
      what: 'store the odds format',
      prepare: () => post('/api/site/settings/odd-type', { oddType: 1 }),
    },
    // Bets.
    {
      what: 'add to the server bet slip',
      prepare: () => post('/api/basket', { id: freshOdd(), coef: 2 }),
    },
    {
      what: 'remove from the server bet slip',
      prepare: async (player) => {
        const id = freshOdd();
        await send(post('/api/basket', { id, coef: 2 }), player);
        return put('/api/basket', { bet_id: id });
      },
    },
    {
      what: 'clear the server bet slip',
      prepare: async (player) => {
        await send(post('/api/basket', { id: freshOdd(), coef: 2 }), player);
        return post('/api/feed/ClearBetslip');
      },
    },
    {
      what: 'change the bet slip type',
      prepare: () => post('/api/feed/ChangeBetslipType', { betslipType: 1 }),
    },
    {
      what: 'place a bet',
      prepare: () =>
        post('/api/bet/place', { coupon: { sum: 100, bets: [{ id: freshOdd(), coef: 2 }] } }),
    },
    {
      what: 'cash out a coupon',
      prepare: async (player) => {
        const placed = await send(
          post('/api/bet/place', { coupon: { sum: 100, bets: [{ id: freshOdd(), coef: 2 }] } }),
          player,
        );
        const couponId = (placed.body as unknown as { coupon: { id: number } }).coupon.id;
        const offer = dataOf<{ currentCoef: number; returnAmount: number }>(
          await send(get(`/api/bet/sell?couponId=${couponId}`), player),
        );
        return post('/api/bet/sell', {
          couponId,
          currentCoef: offer.currentCoef,
          sum: offer.returnAmount,
        });
      },
    },
    // Feed.
    {
      what: 'add a favourite event',
      prepare: () => post('/api/bet/favorit/add', { event_id: eventOf(freshOdd()) }),
    },
    {
      what: 'remove a favourite event',
      prepare: async (player) => {
        const eventId = eventOf(freshOdd());
        await send(post('/api/bet/favorit/add', { event_id: eventId }), player);
        return remove('/api/bet/favorit/del', { id: eventId });
      },
    },
    {
      what: 'buy a toto ticket',
      prepare: async (player) => {
        const pool = dataOf<{ totoID: number; eventList: Array<{ ID: number }> }>(
          await send(get('/api/tota/active'), player),
        );
        return post('/api/tota/ticket', {
          toto_id: pool.totoID,
          bets: pool.eventList.map((event) => `${event.ID}:1`),
          // The CLP minimum stake (the currency's minimum bet).
          amount: 100,
        });
      },
    },
    // Casino.
    {
      what: 'add a favourite slot',
      prepare: () => post('/api/favorite_slots/add', { slot: { id: 1 } }),
    },
    {
      what: 'remove a favourite slot',
      prepare: async (player) => {
        await send(post('/api/favorite_slots/add', { slot: { id: 1 } }), player);
        return post('/api/favorite_slots/remove', { id: 1 });
      },
    },
    {
      what: 'mark a won jackpot shown',
      prepare: (player) => post('/api/user/jackpot_is_shown', { JackpotId: jackpotWin(player) }),
    },
    {
      what: 'dismiss a won jackpot',
      prepare: (player) => remove('/api/casino/jackpots/won', { id: jackpotWin(player) }),
    },
    {
      what: 'open a casino game session',
      prepare: () =>
        post('/api/casino/session', {
          provider: 'outcome',
          gameId: gameId("route_provider = 'outcome'"),
        }),
    },
    {
      what: 'open an outcome game',
      prepare: () =>
        post('/api/outcome/session/create', { game_id: gameId("route_provider = 'outcome'") }),
    },
    {
      what: 'open an evolution slot',
      prepare: () =>
        get(
          `/api/evolution/open_frame?page_id=${gameId("route_provider = 'evolution' AND game_type = 'softgaming-slots'")}`,
        ),
    },
    {
      what: 'open an evolution live table',
      prepare: () =>
        post('/api/evo/login', {
          id_game: gameId("route_provider = 'evolution' AND game_type = 'live'"),
        }),
    },
    {
      what: 'open a pragmatic game by link',
      prepare: () =>
        get(
          `/api/pragmatic/game/link?game_id=${gameId("route_provider = 'pragmatic'")}&platform=MOBILE`,
        ),
    },
    {
      what: 'open a pragmatic game with link data',
      prepare: () =>
        post('/api/pragmatic/create_link_data', {
          game_id: gameId("route_provider = 'pragmatic'"),
        }),
    },
    { what: 'open the horse races', prepare: () => get('/api/universalrace/login') },
    // Integrations.
    {
      what: 'start twenty-one',
      prepare: () => post('/api/casino/get_init_params', { game_type: 0 }),
    },
    { what: 'get an inbet token', prepare: () => get('/api/inbet/get_token?game=fruits-5') },
    { what: 'get a TV-bet token', prepare: () => get('/api/tvbet/GenToken') },
    { what: 'get an ezugi token', prepare: () => get('/api/for_ezugi/get_token') },
    { what: 'get a betgames token', prepare: () => get('/api/betgames/GetUserTokenBetgames') },
    { what: 'get a fiable token', prepare: () => get('/api/fiable/get_token') },
    {
      what: 'get a digital sportsbook front token',
      prepare: () => get('/api/digitain/front/token', { 'x-partner-name': 'demo' }),
    },
    { what: 'get a digital sportsbook token', prepare: () => post('/api/digitain/GenToken') },
    { what: 'get an embedded sportsbook token', prepare: () => post('/api/sportsbook/bc/token') },
    {
      what: 'open a live casino table',
      prepare: () => get('/api/live_casino/game_url?table_id=lc-roulette-1&category=roulette'),
    },
    {
      what: 'start a live casino session',
      prepare: () =>
        post('/api/live_casino/session/start', { table_id: 'lc-roulette-1', category: 'roulette' }),
    },
    {
      what: 'open a golden race frame',
      prepare: () => get(`/api/golden_race/open_frame?game_id=${racingGames[0]?.id ?? 0}`),
    },
    {
      what: 'create a golden race session',
      prepare: () => post('/api/golden_race/create_session', { game_id: racingGames[0]?.id ?? 0 }),
    },
    {
      what: 'start a virtual sports session',
      prepare: () =>
        post('/api/betradar/session', {
          page_code:
            virtualSportsGames.find((game) => game.MerchantName === betRadarMerchant)?.PageCode ??
            '',
          arg: 1,
        }),
    },
    // Payments.
    {
      what: 'top up through the aggregator',
      prepare: () => post('/api/payment/freekassa/init', { amount: 7000, payment_mode: 63 }),
    },
    {
      what: 'top up through interkassa',
      prepare: () =>
        get(
          '/api/payment/interkassa/init?amount=7000&ik_pw_via=visa_cpaytrio_pay&payment_mode=160',
        ),
    },
    {
      what: 'top up through platilka',
      prepare: () => post('/api/payment/platilka/init', { pay_with: 'card', amount: 6000 }),
    },
    { what: 'top up through payku', prepare: () => post('/api/payment/payku', { amount: 10_000 }) },
    {
      what: 'withdraw',
      prepare: () => post('/api/payment/withdrawal', withdrawal),
    },
    {
      what: 'withdraw through payku',
      prepare: () => post('/api/payment/payku/withdrawal', { requisites: 'x', amount: 10_000 }),
    },
    {
      what: 'cancel a withdrawal',
      prepare: async (player) => {
        const { id } = dataOf<{ id: number }>(
          await send(post('/api/payment/withdrawal', withdrawal), player),
        );
        return post('/api/payment/withdrawal/cancel', { id });
      },
    },
    {
      what: 'activate a promo code',
      prepare: () => post('/api/payment/promocode/activation', { code: 'FREEBETS3' }),
    },
    { what: 'claim free bets', prepare: () => post('/api/user/activate-free-bets') },
  ];
}
