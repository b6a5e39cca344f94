import type { PlatformContext } from '../../context.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { credit } from '../../money/ledger.ts';
import {
  couponCoefficient,
  couponKinds,
  payoutCents,
  product,
  roundCoefficient,
} from './coefficients.ts';
import { couponBets, couponStatus, type CouponBetRow, type CouponRow } from './couponStore.ts';
import { eventStatus, scoreOf } from './feedState.ts';
import { forgetOldKeys } from './idempotency.ts';

/** Results of the feed contract: 34 won, 4 lost, 322 returned. */
const betResult = { won: 34, lost: 4, returned: 322 } as const;

interface OpenBetState {
  coupon_id: number;
  position: number;
  odd_result: number | null;
  odd_exists: number;
  event_status: number | null;
  score1: number | null;
  score2: number | null;
}

/**
 * A bet's result from the feed: the odd's own result; a bet whose odd is gone after its event
 * finished, or whose event was removed, is void (returned). Unknown result values count as
 * returned too: the player never loses on a result the platform cannot read.
 */
function resultOf(state: OpenBetState): number | null {
  if (state.odd_exists && state.odd_result !== null) {
    const known = [betResult.won, betResult.lost, betResult.returned] as number[];
    return known.includes(state.odd_result) ? state.odd_result : betResult.returned;
  }
  const eventGone = state.event_status === null || state.event_status === eventStatus.finished;
  return !state.odd_exists && eventGone ? betResult.returned : null;
}

export interface CouponOutcome {
  status: number;
  /** What the coupon pays: the win, or the stake back when returned; 0 when lost. */
  payoutCents: number;
}

/**
 * The maths of a settled coupon. Returned bets count as rate 1, lost as 0. A single or express
 * wins stake × product; a system 'k of n' splits the stake over its combinations and pays each
 * combination without a lost bet. A coupon whose every bet was returned is returned.
 */
export function couponOutcome(
  coupon: Pick<CouponRow, 'kind' | 'system_index' | 'amount_cents' | 'currency'>,
  bets: ReadonlyArray<Pick<CouponBetRow, 'rate' | 'result'>>,
): CouponOutcome {
  if (bets.every((bet) => bet.result === betResult.returned)) {
    return { status: couponStatus.returned, payoutCents: coupon.amount_cents };
  }
  const rates = bets.map((bet) =>
    bet.result === betResult.won ? bet.rate : bet.result === betResult.returned ? 1 : 0,
  );
  const coefficient =
    coupon.kind === couponKinds.system
      ? couponCoefficient(couponKinds.system, rates, coupon.system_index)
      : roundCoefficient(product(rates));
  const payout = payoutCents(coupon.amount_cents, coefficient, coupon.currency);
  return payout > 0
    ? { status: couponStatus.won, payoutCents: payout }
    : { status: couponStatus.lost, payoutCents: 0 };
}

/** Whether the coupon can be settled now: every bet known, or a single/express already lost. */
function isDecided(coupon: CouponRow, bets: readonly CouponBetRow[]): boolean {
  if (bets.every((bet) => bet.result !== null)) return true;
  return coupon.kind !== couponKinds.system && bets.some((bet) => bet.result === betResult.lost);
}

function pay(database: PlatformDatabase, coupon: CouponRow, outcome: CouponOutcome, at: Date) {
  const reference = `coupon:${coupon.id}`;
  const userId = coupon.user_id;
  if (coupon.is_free_bet) {
    // A free bet's stake was never the player's money: a win pays the winnings only, a returned
    // free bet comes back as a free bet.
    if (outcome.status === couponStatus.returned) {
      database
        .prepare('UPDATE users SET free_bets_active = free_bets_active + 1 WHERE id = ?')
        .run(userId);
      return 0;
    }
    const winnings = Math.max(0, outcome.payoutCents - coupon.amount_cents);
    if (winnings > 0)
      credit(database, { userId, cents: winnings, kind: 'sport-win', reference, at });
    return winnings;
  }
  if (outcome.status === couponStatus.returned) {
    // Each part of the stake goes back to the wallet it came from.
    const mainCents = coupon.amount_cents - coupon.bonus_cents;
    const refund = { userId, kind: 'sport-refund' as const, reference, at };
    if (mainCents > 0) credit(database, { ...refund, cents: mainCents });
    if (coupon.bonus_cents > 0)
      credit(database, { ...refund, cents: coupon.bonus_cents, wallet: 'bonus' });
    return outcome.payoutCents;
  }
  if (outcome.payoutCents > 0) {
    credit(database, { userId, cents: outcome.payoutCents, kind: 'sport-win', reference, at });
  }
  return outcome.payoutCents;
}

/**
 * Copies known results onto open bets and settles every coupon that is decided, each in its
 * own transaction (the status guard keeps a coupon sold meanwhile from being paid twice).
 * Called every few seconds by `start` and directly by tests. Returns the coupons settled.
 */
export function settle(context: PlatformContext): number[] {
  const { database } = context;
  const at = context.clock.now();
  const open = database
    .prepare(
      `SELECT b.coupon_id, b.position, o.result AS odd_result, o.id IS NOT NULL AS odd_exists,
         e.status AS event_status, e.score1, e.score2
       FROM bet_coupon_bets b
       JOIN bet_coupons c ON c.id = b.coupon_id AND c.status = ${couponStatus.pending}
       LEFT JOIN feed_odds o ON o.id = b.odd_id
       LEFT JOIN feed_events e ON e.id = b.event_id
       WHERE b.result IS NULL`,
    )
    .all() as OpenBetState[];
  const setResult = database.prepare(
    'UPDATE bet_coupon_bets SET result = ?, score = ? WHERE coupon_id = ? AND position = ?',
  );
  const touched = new Set<number>();
  database.transaction(() => {
    for (const state of open) {
      const result = resultOf(state);
      if (result === null) continue;
      setResult.run(result, scoreOf(state) || null, state.coupon_id, state.position);
      touched.add(state.coupon_id);
    }
  })();

  const settled: number[] = [];
  for (const couponId of touched) {
    const done = database.transaction(() => {
      const coupon = database
        .prepare('SELECT * FROM bet_coupons WHERE id = ? AND status = ?')
        .get(couponId, couponStatus.pending) as CouponRow | undefined;
      if (!coupon) return false;
      const bets = couponBets(database, couponId);
      if (!isDecided(coupon, bets)) return false;
      const outcome = couponOutcome(coupon, bets);
      const paid = pay(database, coupon, outcome, at);
      database
        .prepare('UPDATE bet_coupons SET status = ?, win_cents = ?, settled_at = ? WHERE id = ?')
        .run(outcome.status, paid, at.toISOString(), couponId);
      return true;
    })();
    if (done) settled.push(couponId);
  }
  forgetOldKeys(database, at);
  return settled;
}
