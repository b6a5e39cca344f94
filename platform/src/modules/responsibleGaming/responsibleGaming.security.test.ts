import { describe, expect, it } from 'vitest';
import { credit, debit } from '../../money/ledger.ts';
import { withSessions, withTestPlatform } from '../../testing.ts';
import { limitOf, newPlayer, protectionOf } from './testSupport.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'staff');

const routes = [
  { method: 'GET', url: '/api/user/responsible-gaming' },
  { method: 'GET', url: '/api/user/responsible-gaming/statement' },
  { method: 'GET', url: '/api/user/responsible-gaming/session' },
  {
    method: 'POST',
    url: '/api/user/responsible-gaming/reality-check/acknowledge',
    payload: {},
  },
  {
    method: 'PUT',
    url: '/api/user/responsible-gaming/limits',
    payload: { kind: 'deposit', period: 'day', value: 100 },
  },
  {
    method: 'PUT',
    url: '/api/user/responsible-gaming/reality-check',
    payload: { intervalMinutes: 30 },
  },
  {
    method: 'POST',
    url: '/api/user/responsible-gaming/exclusion',
    payload: { kind: 'timeout', days: 1 },
  },
] as const;

describe("a player's protection is theirs alone", () => {
  it.each(routes)('should refuse $method $url to a guest (401) and staff (404)', async (route) => {
    const guest = await platform.request(route);
    expect(guest).toMatchObject({ statusCode: 401, body: { codeStatus: 1 } });
    const staff = await platform.request({ ...route, cookie: cookies.staff });
    expect(staff).toMatchObject({ statusCode: 404, body: { codeStatus: 404 } });
  });

  it("should never read or change another player's limits, whatever id the body names", async () => {
    const owner = await newPlayer(platform);
    const other = await newPlayer(platform);
    await protectionOf(platform, owner).setLimit('loss', 'day', 40);
    // Unknown properties are dropped: the call is the caller's own.
    const sneaky = await platform.put(
      '/api/user/responsible-gaming/limits',
      { kind: 'loss', period: 'day', value: 5, userId: owner.id, user_id: owner.id },
      other.cookie,
    );
    expect(sneaky.statusCode).toBe(200);
    const ownerState = (await protectionOf(platform, owner).state()).body.data;
    const otherState = (await protectionOf(platform, other).state()).body.data;
    expect(limitOf(ownerState, 'loss', 'day')?.value).toBe(40);
    expect(limitOf(otherState, 'loss', 'day')?.value).toBe(5);
    const sneakyTimeout = await platform.post(
      '/api/user/responsible-gaming/exclusion?userId=1',
      { kind: 'timeout', days: 1, userId: owner.id },
      other.cookie,
    );
    expect(sneakyTimeout.statusCode).toBe(200);
    expect((await protectionOf(platform, owner).state()).body.data.exclusion).toBe(null);
  });

  it('should show a player only their own statement', async () => {
    const owner = await newPlayer(platform);
    const other = await newPlayer(platform);
    const { database } = platform.context;
    const at = platform.clock.now();
    database.transaction(() => {
      credit(database, { userId: owner.id, cents: 10_000, kind: 'top-up', at });
      debit(database, { userId: owner.id, cents: 2_500, kind: 'casino-bet', at });
      credit(database, { userId: owner.id, cents: 1_000, kind: 'casino-win', at });
    })();
    const statementOf = (cookie: string) =>
      platform.get(`/api/user/responsible-gaming/statement?userId=${owner.id}`, cookie);
    const day = at.toISOString().slice(0, 10);
    expect((await statementOf(owner.cookie)).body.data).toMatchObject({
      currency: 'USD',
      to: day,
      days: [{ day, deposits: 100, withdrawals: 0, stakes: 25, returns: 10, net: -15 }],
      total: { deposits: 100, stakes: 25, returns: 10, net: -15 },
    });
    expect((await statementOf(other.cookie)).body.data).toMatchObject({
      days: [],
      total: { deposits: 0, stakes: 0, returns: 0, net: 0 },
    });
  });
});
