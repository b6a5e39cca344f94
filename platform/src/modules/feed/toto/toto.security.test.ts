import { describe, expect, it } from 'vitest';
import { credit } from '../../../money/ledger.ts';
import { withSessions, withTestPlatform } from '../../../testing.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

interface Pool {
  totoID: number;
  eventList: Array<{ ID: number }>;
}

interface SettingsLimits {
  bets: { min: number };
  toto?: { min: number; max: number; ticketsPerPool: number };
}

const outcomes = ['1', 'X', '2'] as const;

/** The picks of combination `index` of a pool: its digits in base 3, one per match. */
const combination = (pool: Pool, index: number) =>
  pool.eventList.map(
    (event, position) => `${event.ID}:${outcomes[Math.floor(index / 3 ** position) % 3] ?? '1'}`,
  );

const openPool = async () =>
  (await platform.get<Pool>('/api/tota/active?lang=en', cookies.player)).body.data;

const settingsLimits = async () =>
  (await platform.get<{ limits: SettingsLimits }>('/api/site/settings', cookies.player)).body.data
    .limits;

const buy = (pool: Pool, bets: string[], amount: number) =>
  platform.post('/api/tota/ticket', { toto_id: pool.totoID, bets, amount }, cookies.player);

const ticketsIn = (poolId: number) =>
  platform.context.database
    .prepare('SELECT COUNT(*) FROM feed_toto_tickets WHERE toto_id = ? AND user_id = 1')
    .pluck()
    .get(poolId) as number;

describe('buying every combination of a pool (3^10 tickets of one unit)', () => {
  it('should stop a player at the per-pool ticket cap the settings announce', async () => {
    const pool = await openPool();
    platform.context.database.transaction(() => {
      credit(platform.context.database, {
        userId: 1,
        cents: 10_000_000,
        kind: 'top-up',
        at: platform.clock.now(),
      });
    })();
    const { bets, toto } = await settingsLimits();

    const refusals: unknown[] = [];
    for (let index = 0; index < 100 && refusals.length === 0; index++) {
      const response = await buy(pool, combination(pool, index), bets.min);
      if (response.statusCode !== 200) refusals.push(response.body);
    }
    expect(refusals).toEqual([
      expect.objectContaining({ success: false, codeStatus: 691 }) as unknown,
    ]);
    // The cap is announced with the other limits, far below a pool's 59 049 combinations.
    expect(toto?.ticketsPerPool).toBe(ticketsIn(pool.totoID));
  });
});

describe('a stake under the currency minimum (one unit of CLP)', () => {
  it("should be refused with code 8 at the settings' minimum for the currency", async () => {
    const pool = await openPool();
    const limits = await settingsLimits();
    const before = ticketsIn(pool.totoID);
    const under = await buy(pool, combination(pool, 0), limits.bets.min - 1);
    expect(under).toMatchObject({ statusCode: 400, body: { success: false, codeStatus: 8 } });
    expect(ticketsIn(pool.totoID)).toBe(before);
    // CLP's minimum bet (100) is the pool's minimum too, announced in the same answer.
    expect(limits.toto?.min).toBe(limits.bets.min);
  });
});
