import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../testing.ts';
import { insertEvent, insertOdd } from './fixtures.ts';
import { seedBets } from './seed.ts';

const platform = withTestPlatform();

/** Back to a player with 1000 and no coupons, and (optionally) an empty feed. */
function reset(emptyFeed: boolean) {
  platform.context.database.pragma('foreign_keys = OFF');
  platform.context.database.exec(`
    DELETE FROM bet_idempotency_keys; DELETE FROM bet_coupon_bets; DELETE FROM bet_coupons;
    DELETE FROM bet_module_state; DELETE FROM ledger WHERE user_id = 1 AND reference LIKE 'coupon:%';
    UPDATE users SET balance_cents = 100000, bonus_balance_cents = 0 WHERE id = 1;`);
  if (emptyFeed) platform.context.database.exec('DELETE FROM feed_odds; DELETE FROM feed_events;');
  platform.context.database.pragma('foreign_keys = ON');
}

/** Finished events with each result, upcoming and live ones: everything the seed looks for. */
function fillFeed() {
  const now = platform.clock.nowMs();
  for (let index = 0; index < 4; index++) {
    const id = 201 + index;
    insertEvent(platform.context.database, now, {
      id,
      status: 2,
      startsInMinutes: -300,
      score: [index, 1],
    });
    insertOdd(platform.context.database, {
      eventId: id,
      type: 1,
      rate: 1.5 + index / 10,
      result: 34,
    });
    insertOdd(platform.context.database, { eventId: id, type: 2, rate: 3.2, result: 4 });
    insertOdd(platform.context.database, {
      eventId: id,
      groupId: 2,
      type: 7,
      size: 0,
      rate: 1.9,
      result: 322,
    });
  }
  for (let index = 0; index < 5; index++) {
    insertEvent(platform.context.database, now, { id: 221 + index, startsInMinutes: 180 });
    insertOdd(platform.context.database, { eventId: 221 + index, rate: 1.7 + index / 10 });
  }
  insertEvent(platform.context.database, now, { id: 231, status: 1, startsInMinutes: -30 });
  insertOdd(platform.context.database, { eventId: 231, rate: 2.05 });
}

function snapshot() {
  return platform.context.database
    .prepare(
      `SELECT c.status, c.amount_cents AS amount, c.win_cents AS win, c.placed_at AS placedAt,
         group_concat(b.odd_id) AS odds
       FROM bet_coupons c JOIN bet_coupon_bets b ON b.coupon_id = c.id
       WHERE c.user_id = 1 GROUP BY c.id ORDER BY c.id`,
    )
    .all() as Array<{ status: number; amount: number; win: number | null; odds: string }>;
}

describe('bets seed', () => {
  it('should seed nothing while the feed is empty and seed once it has odds', () => {
    reset(true);
    seedBets(platform.context);
    expect(snapshot()).toEqual([]);
    expect(
      platform.context.database.prepare('SELECT COUNT(*) AS count FROM bet_module_state').get(),
    ).toEqual({
      count: 0,
    });

    fillFeed();
    seedBets(platform.context);
    const coupons = snapshot();
    expect(coupons.map((coupon) => coupon.status)).toEqual([34, 4, 322, 34, 0, 0, 0]);
    expect(coupons.map((coupon) => coupon.odds.split(',').length)).toEqual([1, 1, 1, 2, 1, 3, 1]);
    expect(coupons[6]?.odds).toBe('231_1.1');
  });

  it('should keep the ledger and the balance in agreement with the coupons', () => {
    const { balance } = platform.context.database
      .prepare('SELECT balance_cents AS balance FROM users WHERE id = 1')
      .get() as {
      balance: number;
    };
    const { moved } = platform.context.database
      .prepare(
        "SELECT SUM(amount_cents) AS moved FROM ledger WHERE user_id = 1 AND reference LIKE 'coupon:%'",
      )
      .get() as { moved: number };
    const coupons = snapshot();
    const staked = coupons.reduce((total, coupon) => total + coupon.amount, 0);
    const paid = coupons.reduce((total, coupon) => total + (coupon.win ?? 0), 0);
    expect(moved).toBe(paid - staked);
    expect(balance).toBe(100_000 + moved);
  });

  it('should be idempotent and deterministic', () => {
    const first = snapshot();
    seedBets(platform.context);
    expect(snapshot()).toEqual(first);
    reset(false);
    platform.context.database.exec('UPDATE feed_odds SET blocked = 0');
    seedBets(platform.context);
    expect(snapshot()).toEqual(first);
  });
});
