import type { UserRow } from '../../auth/currentUser.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { floorToMinorUnit } from '../../money/currency.ts';
import { credit } from '../../money/ledger.ts';
import { paymentStatus, withdrawalStatus } from './constants.ts';

/**
 * Promo-code refusals 2200-2214 (spec, section 8: not found, expired, already activated in
 * several variants, another partner's code, own code, unknown type, cancelled, not in the bonus
 * programme, disabled by admin, withdrew after applying, conditions not met).
 */
export const promoCodes = {
  notFound: 2200,
  expired: 2201,
  alreadyActivatedByYou: 2202,
  activationsUsedUp: 2203,
  campaignAlreadyActivated: 2204,
  partnerAlreadyBound: 2205,
  bonusAlreadyRunning: 2206,
  otherPartnersCode: 2207,
  ownCode: 2208,
  unknownType: 2209,
  cancelled: 2210,
  notInProgramme: 2211,
  disabledByAdmin: 2212,
  withdrewAfterApplying: 2213,
  conditionsNotMet: 2214,
} as const;

export type PromoRefusal = (typeof promoCodes)[keyof typeof promoCodes];

export const promoKinds = ['bonus', 'free-bets', 'deposit-bonus'] as const;
export type PromoKind = (typeof promoKinds)[number];

/** A row of `promo_codes` (db/schema/50-payments.sql). */
export interface PromoCodeRow {
  code: string;
  kind: string;
  amount_cents: number;
  free_bets: number;
  percent: number;
  min_top_up_cents: number;
  status: string;
  valid_from: string | null;
  valid_until: string | null;
  max_activations: number | null;
  campaign: string | null;
  partner_ref: string | null;
  owner_user_id: number | null;
  programme: string | null;
  exclusive: number;
}

/** How far back a deposit bonus looks for the top-up it is paid on. */
export const depositBonusWindowDays = 7;

export function findPromoCode(database: PlatformDatabase, code: string): PromoCodeRow | undefined {
  return database.prepare('SELECT * FROM promo_codes WHERE code = ?').get(code.trim()) as
    PromoCodeRow | undefined;
}

const isKnownKind = (kind: string): kind is PromoKind =>
  (promoKinds as readonly string[]).includes(kind);

/** Refusals that do not depend on who asks (a guest's check sees only these). */
export function codeRefusal(
  database: PlatformDatabase,
  promo: PromoCodeRow | undefined,
  now: Date,
): PromoRefusal | undefined {
  if (!promo) return promoCodes.notFound;
  if (promo.status === 'cancelled') return promoCodes.cancelled;
  if (promo.status === 'disabled') return promoCodes.disabledByAdmin;
  const at = now.toISOString();
  if ((promo.valid_until !== null && promo.valid_until < at) || (promo.valid_from ?? '') > at) {
    return promoCodes.expired;
  }
  if (!isKnownKind(promo.kind)) return promoCodes.unknownType;
  if (promo.max_activations !== null) {
    const { count } = database
      .prepare('SELECT COUNT(*) AS count FROM promo_activations WHERE code = ?')
      .get(promo.code) as { count: number };
    if (count >= promo.max_activations) return promoCodes.activationsUsedUp;
  }
  return undefined;
}

/** The partner a player is bound to: by the first partner code activated, else by referral. */
function boundPartner(database: PlatformDatabase, user: UserRow): string | null {
  const row = database
    .prepare(
      `SELECT p.partner_ref AS partner FROM promo_activations a
       JOIN promo_codes p ON p.code = a.code
       WHERE a.user_id = ? AND p.partner_ref IS NOT NULL
       ORDER BY a.activated_at LIMIT 1`,
    )
    .get(user.id) as { partner: string } | undefined;
  return row?.partner ?? user.referral_id;
}

interface QualifyingTopUp {
  cents: number;
  at: string;
}

function lastQualifyingTopUp(
  database: PlatformDatabase,
  userId: number,
  promo: PromoCodeRow,
  now: Date,
): QualifyingTopUp | undefined {
  const since = new Date(now.getTime() - depositBonusWindowDays * 24 * 60 * 60 * 1000);
  return database
    .prepare(
      `SELECT amount_cents AS cents, closed_at AS at FROM payments
       WHERE user_id = ? AND status = ? AND amount_cents >= ? AND closed_at >= ? AND closed_at <= ?
       ORDER BY closed_at DESC, id DESC LIMIT 1`,
    )
    .get(
      userId,
      paymentStatus.completed,
      promo.min_top_up_cents,
      since.toISOString(),
      now.toISOString(),
    ) as QualifyingTopUp | undefined;
}

/** What a code gives this player now (a deposit bonus depends on the last top-up). */
export interface PromoReward {
  bonusCents: number;
  freeBets: number;
}

export type PromoEvaluation =
  | { kind: 'refused'; code: PromoRefusal }
  | { kind: 'usable'; promo: PromoCodeRow; reward: PromoReward };

/** Every refusal in a fixed order (code first, then the player), or the reward it would give. */
export function evaluatePromoCode(
  database: PlatformDatabase,
  code: string,
  user: UserRow,
  now: Date,
): PromoEvaluation {
  const promo = findPromoCode(database, code);
  const refusal = codeRefusal(database, promo, now);
  if (refusal !== undefined || !promo)
    return { kind: 'refused', code: refusal ?? promoCodes.notFound };
  const refuse = (refusalCode: PromoRefusal): PromoEvaluation => ({
    kind: 'refused',
    code: refusalCode,
  });

  if (promo.owner_user_id === user.id) return refuse(promoCodes.ownCode);
  const activated = database
    .prepare('SELECT 1 FROM promo_activations WHERE code = ? AND user_id = ?')
    .get(promo.code, user.id);
  if (activated) return refuse(promoCodes.alreadyActivatedByYou);
  if (promo.partner_ref !== null) {
    const partner = boundPartner(database, user);
    if (partner === promo.partner_ref) return refuse(promoCodes.partnerAlreadyBound);
    if (partner !== null) return refuse(promoCodes.otherPartnersCode);
  }
  if (promo.campaign !== null) {
    const sameCampaign = database
      .prepare(
        `SELECT 1 FROM promo_activations a JOIN promo_codes p ON p.code = a.code
         WHERE a.user_id = ? AND p.campaign = ?`,
      )
      .get(user.id, promo.campaign);
    if (sameCampaign) return refuse(promoCodes.campaignAlreadyActivated);
  }
  if (promo.programme !== null) {
    const member = database
      .prepare('SELECT 1 FROM bonus_programme_members WHERE programme = ? AND user_id = ?')
      .get(promo.programme, user.id);
    if (!member) return refuse(promoCodes.notInProgramme);
  }
  if (promo.exclusive && user.bonus_balance_cents > 0)
    return refuse(promoCodes.bonusAlreadyRunning);

  if (promo.kind !== 'deposit-bonus') {
    return {
      kind: 'usable',
      promo,
      reward: { bonusCents: promo.amount_cents, freeBets: promo.free_bets },
    };
  }
  const topUp = lastQualifyingTopUp(database, user.id, promo, now);
  if (!topUp) return refuse(promoCodes.conditionsNotMet);
  const withdrawnSince = database
    .prepare('SELECT 1 FROM withdrawals WHERE user_id = ? AND status <> ? AND created_at > ?')
    .get(user.id, withdrawalStatus.cancelled, topUp.at);
  if (withdrawnSince) return refuse(promoCodes.withdrewAfterApplying);
  // Down to the player's currency's minor unit: 10 % of 6 005 pesos is 600, not 600.50.
  const percentOfTopUp = floorToMinorUnit(
    Math.floor((topUp.cents * promo.percent) / 100),
    user.currency,
  );
  const bonusCents =
    promo.amount_cents > 0 ? Math.min(promo.amount_cents, percentOfTopUp) : percentOfTopUp;
  return { kind: 'usable', promo, reward: { bonusCents, freeBets: 0 } };
}

/**
 * Records the activation and gives the reward: bonus money through the ledger (wallet 'bonus',
 * kind 'promo') and free bets as active ones. Call inside a transaction; the primary key of
 * promo_activations makes a second activation by the same player fail.
 */
export function applyPromoCode(
  database: PlatformDatabase,
  promo: PromoCodeRow,
  userId: number,
  reward: PromoReward,
  at: Date,
): void {
  database
    .prepare(
      `INSERT INTO promo_activations (code, user_id, activated_at, bonus_cents, free_bets)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(promo.code, userId, at.toISOString(), reward.bonusCents, reward.freeBets);
  if (reward.bonusCents > 0) {
    credit(database, {
      userId,
      cents: reward.bonusCents,
      kind: 'promo',
      wallet: 'bonus',
      reference: `promo:${promo.code}`,
      at,
    });
  }
  if (reward.freeBets > 0) {
    database
      .prepare('UPDATE users SET free_bets_active = free_bets_active + ? WHERE id = ?')
      .run(reward.freeBets, userId);
  }
}
