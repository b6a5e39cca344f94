import type { PlatformContext } from '../../context.ts';
import type { Random } from '../../random.ts';
import { eventStatus } from './feedState.ts';
import { limitsFor } from './limits.ts';
import { placeCoupon } from './placement.ts';
import type { CouponRequest } from './placementChecks.ts';
import { settle } from './settlement.ts';

const seededKey = 'demo-coupons-seeded';
const demoPlayerId = 1;

interface CandidateOdd {
  id: string;
  eventId: number;
  rate: number;
  result: number | null;
  startsAt: string;
  status: number;
}

/** One odd per event, `count` of them, in the stream's order; fewer when the feed has fewer. */
function pickAcrossEvents(random: Random, odds: readonly CandidateOdd[], count: number) {
  const chosen: CandidateOdd[] = [];
  for (const odd of random.shuffle(odds)) {
    if (chosen.length === count) break;
    if (!chosen.some((other) => other.eventId === odd.eventId)) chosen.push(odd);
  }
  return chosen;
}

/**
 * The demo player's coupons: settled ones (won, lost, returned, an express) on odds of finished
 * events, placed two hours before their event and settled at once, and open ones (a single, an
 * express, a live single) on current odds, all through the real placement and settlement, so the
 * ledger and balance agree with them. Runs after the feed seed; while the feed is still empty
 * it does nothing and `start` tries again. Seeds once (a marker row), deterministically.
 */
export function seedBets(context: PlatformContext): void {
  const { database } = context;
  if (database.prepare('SELECT 1 FROM bet_module_state WHERE key = ?').get(seededKey)) return;
  const player = database
    .prepare('SELECT id, currency FROM users WHERE id = ?')
    .get(demoPlayerId) as { id: number; currency: string } | undefined;
  if (!player || !database.prepare('SELECT 1 FROM feed_odds LIMIT 1').get()) return;

  const random = context.random.fork('bets:seed');
  const now = context.clock.now();
  // The spec's four main markets keep the demo coupons readable.
  const odds = database
    .prepare(
      `SELECT o.id, o.event_id AS eventId, o.rate, o.result, e.starts_at AS startsAt, e.status
       FROM feed_odds o JOIN feed_events e ON e.id = o.event_id
       WHERE o.group_id IN (1, 8, 2, 17) AND (e.status = ${eventStatus.finished} OR
         (o.result IS NULL AND o.blocked = 0 AND e.stopped = 0 AND o.rate BETWEEN 1.3 AND 6))
       ORDER BY o.id`,
    )
    .all() as CandidateOdd[];
  const finished = odds.filter((odd) => odd.status === eventStatus.finished && odd.result !== null);
  const withResult = (result: number) => finished.filter((odd) => odd.result === result);
  const upcoming = odds.filter(
    (odd) =>
      odd.status === eventStatus.notStarted &&
      Date.parse(odd.startsAt) > now.getTime() + 30 * 60 * 1000,
  );
  const live = odds.filter((odd) => odd.status === eventStatus.live);
  const stake = limitsFor(context.brand, player.currency, false).min;

  const settledCoupons = [
    pickAcrossEvents(random, withResult(34), 1),
    pickAcrossEvents(random, withResult(4), 1),
    pickAcrossEvents(random, withResult(322), 1),
    pickAcrossEvents(random, withResult(34), 2),
  ];
  const openCoupons = [
    pickAcrossEvents(random, upcoming, 1),
    pickAcrossEvents(random, upcoming, 3),
    pickAcrossEvents(random, live, 1),
  ];
  const coupon = (bets: readonly CandidateOdd[], multiplier: number): CouponRequest => ({
    sum: stake * multiplier,
    acceptCoefChanges: true,
    lang: 'es',
    bets: bets.map((odd) => ({ id: odd.id, coef: odd.rate })),
  });
  // A finished event's odds keep only their settled prices (1.01 won, 100 lost): a backdated
  // coupon takes a plausible pre-match rate from the seeded stream instead.
  const pastRate = () => Math.round((1.4 + random.next() * 1.8) * 100) / 100;
  const pastCoupon = (bets: readonly CandidateOdd[], multiplier: number): CouponRequest => ({
    ...coupon(bets, multiplier),
    bets: bets.map((odd) => ({ id: odd.id, coef: pastRate() })),
  });

  database.transaction(() => {
    settledCoupons.forEach((bets, index) => {
      const first = bets[0];
      if (!first) return;
      const at = new Date(Date.parse(first.startsAt) - 2 * 60 * 60 * 1000);
      placeCoupon(context, player.id, pastCoupon(bets, 1 + (index % 2)), {
        at,
        ignoreEventState: true,
      });
    });
    for (const bets of openCoupons) {
      if (bets.length > 0) placeCoupon(context, player.id, coupon(bets, 1));
    }
    settle(context);
    database
      .prepare('INSERT INTO bet_module_state (key, value) VALUES (?, ?)')
      .run(seededKey, now.toISOString());
  })();
}
