import type { PlatformContext } from '../../context.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { settledTurnover } from '../bets/index.ts';
import {
  earnedFreeBets,
  isClaimDay,
  lastExpiry,
  maxFreeBetsPerWeek,
  weekMs,
  weekStart,
} from './freeBetRules.ts';

/**
 * A player's campaign turnover between two moments, in cents: the real-money stakes of their
 * sport bets settled won or lost meanwhile (the bets module's `settledTurnover`). Cashed-out and
 * returned bets, bonus-wallet stakes and free bets do not count.
 */
export function sportTurnoverCents(
  database: PlatformDatabase,
  userId: number,
  from: Date,
  to: Date,
): number {
  return settledTurnover(database, from, to, userId)[0]?.cents ?? 0;
}

/** This week's turnover (Monday 00:00 Moscow until now, inclusive). */
export function weeklyTurnoverCents(database: PlatformDatabase, userId: number, now: Date): number {
  return sportTurnoverCents(database, userId, weekStart(now), new Date(now.getTime() + 1));
}

export type ClaimOutcome =
  | { kind: 'claimed'; active: number; inactive: number }
  | { kind: 'not-claim-day' }
  | { kind: 'nothing-to-claim' };

/** Wednesday only: every inactive free bet of the player becomes active. */
export function claimFreeBets(database: PlatformDatabase, userId: number, now: Date): ClaimOutcome {
  if (!isClaimDay(now)) return { kind: 'not-claim-day' };
  const row = database
    .prepare(
      `UPDATE users SET free_bets_active = free_bets_active + free_bets_inactive,
         free_bets_inactive = 0
       WHERE id = ? AND free_bets_inactive > 0
       RETURNING free_bets_active AS active, free_bets_inactive AS inactive`,
    )
    .get(userId) as { active: number; inactive: number } | undefined;
  return row ? { kind: 'claimed', ...row } : { kind: 'nothing-to-claim' };
}

interface CampaignState {
  last_award_at: string;
  last_expiry_at: string;
}

/**
 * Records the current week and expiry as already handled, so the first tick after a seed acts
 * only at the next boundary. Idempotent.
 */
export function initFreeBetCampaign(database: PlatformDatabase, now: Date): void {
  database
    .prepare(
      `INSERT OR IGNORE INTO free_bet_campaign_state (id, last_award_at, last_expiry_at)
       VALUES (1, ?, ?)`,
    )
    .run(weekStart(now).toISOString(), lastExpiry(now).toISOString());
}

/** Whether the player holds the currency the campaign pays in (brand `freeBets.currency`). */
export function takesPartInCampaign(playerCurrency: string, campaignCurrency: string): boolean {
  return playerCurrency.toUpperCase() === campaignCurrency.toUpperCase();
}

/**
 * Converts the week before `boundary` into inactive free bets for the players holding the
 * campaign's currency (its free bets are worth its amount in that currency only); returns players
 * awarded.
 */
function awardWeek(database: PlatformDatabase, boundary: Date, currency: string): number {
  const from = new Date(boundary.getTime() - weekMs);
  const currencyOf = database.prepare('SELECT currency FROM users WHERE id = ?');
  const turnovers = settledTurnover(database, from, boundary).filter(({ userId }) => {
    const player = currencyOf.get(userId) as { currency: string } | undefined;
    return player !== undefined && takesPartInCampaign(player.currency, currency);
  });
  const record = database.prepare(
    `INSERT OR IGNORE INTO free_bet_awards (user_id, week_start, turnover_cents, earned, awarded_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const grant = database.prepare(
    'UPDATE users SET free_bets_inactive = MIN(?, free_bets_inactive + ?) WHERE id = ?',
  );
  let awarded = 0;
  for (const { userId, cents } of turnovers) {
    const earned = earnedFreeBets(cents);
    const inserted = record.run(userId, from.toISOString(), cents, earned, boundary.toISOString());
    if (inserted.changes === 0 || earned === 0) continue;
    grant.run(maxFreeBetsPerWeek, earned, userId);
    awarded++;
  }
  return awarded;
}

function expireFreeBets(database: PlatformDatabase): number {
  return database
    .prepare(
      `UPDATE users SET free_bets_active = 0, free_bets_inactive = 0
       WHERE free_bets_active > 0 OR free_bets_inactive > 0`,
    )
    .run().changes;
}

/** Boundaries are caught up at most this far back after a clock jump; older ones are skipped. */
const maxCatchUpWeeks = 8;

export interface CampaignTickResult {
  awards: number;
  expiries: number;
}

/**
 * The campaign's tick: at every Monday 00:00 Moscow the past week's turnover becomes inactive
 * free bets (claimable on Wednesday); at every Sunday 12:00 Moscow unused free bets, active or
 * not yet claimed, expire. Moments the clock jumped over are handled in time order; a clock set
 * backwards re-anchors without acting.
 */
export function tickFreeBetCampaign(context: PlatformContext): CampaignTickResult {
  const { database } = context;
  const now = context.clock.now();
  return database
    .transaction((): CampaignTickResult => {
      initFreeBetCampaign(database, now);
      const state = database
        .prepare('SELECT last_award_at, last_expiry_at FROM free_bet_campaign_state WHERE id = 1')
        .get() as CampaignState;
      const currentWeek = weekStart(now).getTime();
      const currentExpiry = lastExpiry(now).getTime();
      const events: Array<{ at: number; kind: 'award' | 'expiry' }> = [];
      // Every weekly moment after the last one handled, up to now (at most maxCatchUpWeeks).
      const pending = (kind: 'award' | 'expiry', lastHandled: string, latest: number) => {
        const first = Math.max(
          Date.parse(lastHandled) + weekMs,
          latest - (maxCatchUpWeeks - 1) * weekMs,
        );
        for (let at = first; at <= latest; at += weekMs) events.push({ at, kind });
      };
      pending('award', state.last_award_at, currentWeek);
      pending('expiry', state.last_expiry_at, currentExpiry);
      events.sort((first, second) => first.at - second.at);
      const result: CampaignTickResult = { awards: 0, expiries: 0 };
      for (const event of events) {
        if (event.kind === 'award') {
          result.awards += awardWeek(database, new Date(event.at), context.brand.freeBetCurrency);
        } else result.expiries += expireFreeBets(database);
      }
      database
        .prepare('UPDATE free_bet_campaign_state SET last_award_at = ?, last_expiry_at = ?')
        .run(new Date(currentWeek).toISOString(), new Date(currentExpiry).toISOString());
      return result;
    })
    .immediate();
}
