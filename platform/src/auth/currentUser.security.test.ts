import { beforeAll, describe, expect, it } from 'vitest';
import { createGameSession } from '../modules/casino/play/sessions.ts';
import { issueToken } from '../modules/integrations/shared/tokens.ts';
import { racingGames } from '../modules/integrations/virtual/catalogue.ts';
import { dataOf, type TestResponse, withSessions, withTestPlatform } from '../testing.ts';
import {
  type Call,
  callAs,
  get,
  type GuardedPlayer,
  guardedCalls,
  post,
} from '../testing/guardedCalls.ts';
import { hashPassword } from './passwords.ts';
import { createSession } from './sessions.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'staff');

let passwordHash: string;
let playerCount = 0;

beforeAll(async () => {
  passwordHash = await hashPassword('demo1234');
});

/** A fresh signed-in player with a million CLP, two free bets to claim and no bans. */
function newPlayer(): GuardedPlayer {
  playerCount += 1;
  const email = `guarded${playerCount}@demo.test`;
  const { lastInsertRowid } = platform.context.database
    .prepare(
      `INSERT INTO users (email, login, password_hash, role, currency, balance_cents,
         free_bets_inactive, created_at)
       VALUES (?, ?, ?, 0, 'CLP', 100000000, 2, ?)`,
    )
    .run(email, email, passwordHash, platform.clock.now().toISOString());
  const id = Number(lastInsertRowid);
  return { id, cookie: signedIn(id) };
}

/** A new session of the account, as a sign-in would start. */
const signedIn = (userId: number) =>
  `sid=${createSession(platform.context.database, userId, platform.clock.now())}`;

/** What an operator does to ban a player: there is no ban API, only the database. */
const ban = (userId: number) =>
  platform.context.database.prepare('UPDATE users SET is_banned = 1 WHERE id = ?').run(userId);

const send = <T = unknown>(call: Call, cookie?: string) => callAs<T>(platform, call, cookie);

/** Rows inserted, updated or deleted on the platform's connection so far (triggers included). */
const writes = () =>
  platform.context.database.prepare('SELECT total_changes()').pluck().get() as number;

const money = (userId: number) =>
  platform.context.database
    .prepare(
      `SELECT balance_cents, bonus_balance_cents, free_bets_active, free_bets_inactive
       FROM users WHERE id = ?`,
    )
    .get(userId);

/** Sends a call that must be refused, and checks that it wrote nothing at all. */
async function refusedWithoutWriting(call: Call, cookie?: string): Promise<TestResponse> {
  const before = writes();
  const response = await send(call, cookie);
  expect(writes(), `${call.method} ${call.url} wrote to the database`).toBe(before);
  expect(response.body).toMatchObject({ success: false });
  return response;
}

const rowsOf = (table: string, userId: number) =>
  platform.context.database
    .prepare(`SELECT COUNT(*) FROM ${table} WHERE user_id = ?`)
    .pluck()
    .get(userId) as number;

/** Calls the provider's own pages make with the token they were given (no session cookie). */
const tokenCalls: Array<{
  what: string;
  credential: (userId: number) => string;
  call: (credential: string) => Promise<Call>;
}> = [
  {
    what: 'deal twenty-one',
    credential: (userId) => issueToken(platform.context, 'twenty-one', userId).token,
    call: (token) => Promise.resolve(post('/api/twenty_one/deal', { token, amount: 1 })),
  },
  {
    what: 'spin an inbet slot',
    credential: (userId) =>
      issueToken(platform.context, 'inbet', userId, { coefficient: 1, game: 'fruits-5' }).token,
    call: (token) => Promise.resolve(post('/api/inbet/billing', { token, action: 'spin', bet: 1 })),
  },
  {
    what: 'spin a casino slot',
    credential: (userId) =>
      createGameSession(platform.context.database, {
        userId,
        gameId: 1,
        lang: 'es',
        isDesktop: false,
        at: platform.clock.now(),
      }).token,
    call: async (token) => {
      const game = dataOf<{ minStake: number }>(await send(get(`/api/casino/demo/${token}`)));
      return post(`/api/casino/demo/${token}/spin`, { stake: game.minStake });
    },
  },
];

describe('A player banned after signing in keeps acting', () => {
  it('should end every session, provider token and game session of the player when the ban lands', async () => {
    const player = newPlayer();
    const otherDevice = signedIn(player.id);
    const { token } = dataOf<{ token: string }>(
      await send(post('/api/casino/get_init_params', { game_type: 0 }), player.cookie),
    );
    const race = racingGames[0]?.id;
    await send(post('/api/golden_race/create_session', { game_id: race }), player.cookie);
    const launched = await send(
      post('/api/outcome/session/create', {
        game_id: platform.context.database
          .prepare(
            "SELECT game_id FROM casino_games WHERE route_provider = 'outcome' AND in_lobby = 1",
          )
          .pluck()
          .get() as string,
      }),
      player.cookie,
    );
    expect(launched.body).toMatchObject({ success: true });
    const tables = ['sessions', 'integration_tokens', 'integration_sessions', 'casino_sessions'];
    for (const table of tables) expect(rowsOf(table, player.id), table).toBeGreaterThan(0);

    ban(player.id);

    for (const table of tables) expect(rowsOf(table, player.id), table).toBe(0);
    for (const cookie of [player.cookie, otherDevice]) {
      const balance = await send(get('/api/user/balance'), cookie);
      expect(balance.statusCode).toBe(401);
      expect(balance.body).toMatchObject({ success: false, codeStatus: 1 });
    }
    const deal = await refusedWithoutWriting(post('/api/twenty_one/deal', { token, amount: 1 }));
    expect(deal.statusCode).toBe(401);
  });

  it.each(guardedCalls(platform))(
    'should refuse a banned player and a staff account the call to $what, writing nothing',
    async ({ prepare }) => {
      // The same call, prepared the same way, goes through for a player in good standing:
      // so the refusals below come from the guard, not from a bad request.
      const allowed = newPlayer();
      const allowedResponse = await send(await prepare(allowed), allowed.cookie);
      expect(allowedResponse.body, allowedResponse.text).toMatchObject({ success: true });

      const banned = newPlayer();
      const call = await prepare(banned);
      ban(banned.id);
      const moneyAtBan = money(banned.id);

      // The session of before the ban has ended.
      const ended = await refusedWithoutWriting(call, banned.cookie);
      expect(ended.statusCode).toBe(401);
      expect(ended.body).toMatchObject({ codeStatus: 1 });

      // A session that outlived the ban (defence in depth) is refused as banned (auth code 5).
      const outlived = await refusedWithoutWriting(call, signedIn(banned.id));
      expect(outlived.statusCode).toBe(403);
      expect(outlived.body).toMatchObject({ codeStatus: 5 });
      expect(money(banned.id)).toEqual(moneyAtBan);

      // Other roles get the spec's answer for non-players: 404 with an empty result.
      const staff = await refusedWithoutWriting(call, cookies.staff);
      expect(staff.statusCode).toBe(404);
      expect(staff.body).toMatchObject({ data: [], codeStatus: 404 });
    },
  );

  it.each(tokenCalls)(
    'should refuse the tokens of a banned player and of a staff account to $what, writing nothing',
    async ({ credential, call }) => {
      const allowed = newPlayer();
      const allowedResponse = await send(await call(credential(allowed.id)));
      expect(allowedResponse.body, allowedResponse.text).toMatchObject({ success: true });

      const banned = newPlayer();
      const beforeTheBan = await call(credential(banned.id));
      ban(banned.id);
      const moneyAtBan = money(banned.id);
      await refusedWithoutWriting(beforeTheBan);
      // A token handed out after the ban (defence in depth) opens nothing either.
      await refusedWithoutWriting(await call(credential(banned.id)));
      expect(money(banned.id)).toEqual(moneyAtBan);

      const staffId = platform.context.database
        .prepare("SELECT id FROM users WHERE login = 'staff@demo.test'")
        .pluck()
        .get() as number;
      await refusedWithoutWriting(await call(credential(staffId)));
    },
  );
});
