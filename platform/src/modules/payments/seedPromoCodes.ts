import type { PlatformDatabase } from '../../db/database.ts';
import { applyPromoCode, findPromoCode } from './promoCodes.ts';

interface SeedCode {
  code: string;
  kind: string;
  amount?: number;
  freeBets?: number;
  percent?: number;
  minTopUp?: number;
  status?: 'active' | 'cancelled' | 'disabled';
  /** Days from the seed moment; negative is in the past. */
  validUntilDays?: number;
  maxActivations?: number;
  campaign?: string;
  partnerRef?: string;
  ownedByPartner?: boolean;
  programme?: string;
  exclusive?: boolean;
}

/** The partner code owner and the bonus-programme member: the seeded partner account. */
export const partnerLogin = 'partner@demo.test';

/**
 * The demo promo codes; the README's table says which refusal each one shows for the demo
 * player. Amounts are in the player's currency units.
 */
export const demoPromoCodes: readonly SeedCode[] = [
  { code: 'WELCOME100', kind: 'bonus', amount: 100, campaign: 'welcome', validUntilDays: 365 },
  { code: 'BIENVENIDA', kind: 'bonus', amount: 100, campaign: 'welcome', validUntilDays: 365 },
  { code: 'FREEBETS3', kind: 'free-bets', freeBets: 3 },
  { code: 'BONUSBOOST', kind: 'bonus', amount: 200, exclusive: true },
  { code: 'RELOAD50', kind: 'deposit-bonus', percent: 50, amount: 50_000, minTopUp: 6000 },
  { code: 'HIGHROLLER', kind: 'deposit-bonus', percent: 10, amount: 100_000, minTopUp: 500_000 },
  {
    code: 'PARTNER-DEMO',
    kind: 'bonus',
    amount: 500,
    partnerRef: 'partner-2',
    ownedByPartner: true,
  },
  {
    code: 'PARTNER-DEMO2',
    kind: 'bonus',
    amount: 300,
    partnerRef: 'partner-2',
    ownedByPartner: true,
  },
  { code: 'RIVAL-PARTNER', kind: 'bonus', amount: 500, partnerRef: 'partner-77' },
  { code: 'VIPCLUB', kind: 'bonus', amount: 1000, programme: 'vip' },
  { code: 'LUCKY1', kind: 'bonus', amount: 50, maxActivations: 1 },
  { code: 'SUMMER2025', kind: 'bonus', amount: 100, validUntilDays: -30 },
  { code: 'LEGACY2019', kind: 'cashback-v1', amount: 100 },
  { code: 'BLACKFRIDAY', kind: 'bonus', amount: 300, status: 'cancelled' },
  { code: 'PAUSED', kind: 'bonus', amount: 100, status: 'disabled' },
];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Inserts the demo codes, makes the partner a member of the 'vip' programme and uses up LUCKY1
 * with the partner's activation (a real, ledger-recorded bonus). Only when no code exists yet.
 */
export function seedPromoCodes(database: PlatformDatabase, now: Date): void {
  const { count } = database.prepare('SELECT COUNT(*) AS count FROM promo_codes').get() as {
    count: number;
  };
  if (count > 0) return;
  const partner = database.prepare('SELECT id FROM users WHERE login = ?').get(partnerLogin) as
    { id: number } | undefined;
  const insert = database.prepare(
    `INSERT INTO promo_codes (code, kind, amount_cents, free_bets, percent, min_top_up_cents,
       status, valid_from, valid_until, max_activations, campaign, partner_ref, owner_user_id,
       programme, exclusive)
     VALUES (@code, @kind, @amountCents, @freeBets, @percent, @minTopUpCents, @status, @validFrom,
       @validUntil, @maxActivations, @campaign, @partnerRef, @ownerUserId, @programme, @exclusive)`,
  );
  database.transaction(() => {
    for (const seed of demoPromoCodes) {
      insert.run({
        code: seed.code,
        kind: seed.kind,
        amountCents: Math.round((seed.amount ?? 0) * 100),
        freeBets: seed.freeBets ?? 0,
        percent: seed.percent ?? 0,
        minTopUpCents: Math.round((seed.minTopUp ?? 0) * 100),
        status: seed.status ?? 'active',
        validFrom: new Date(now.getTime() - 90 * dayMs).toISOString(),
        validUntil:
          seed.validUntilDays === undefined
            ? null
            : new Date(now.getTime() + seed.validUntilDays * dayMs).toISOString(),
        maxActivations: seed.maxActivations ?? null,
        campaign: seed.campaign ?? null,
        partnerRef: seed.partnerRef ?? null,
        ownerUserId: seed.ownedByPartner ? (partner?.id ?? null) : null,
        programme: seed.programme ?? null,
        exclusive: seed.exclusive ? 1 : 0,
      });
    }
    if (!partner) return;
    database
      .prepare('INSERT INTO bonus_programme_members (programme, user_id) VALUES (?, ?)')
      .run('vip', partner.id);
    const lucky = findPromoCode(database, 'LUCKY1');
    if (lucky) {
      const at = new Date(now.getTime() - 2 * dayMs);
      applyPromoCode(
        database,
        lucky,
        partner.id,
        { bonusCents: lucky.amount_cents, freeBets: 0 },
        at,
      );
    }
  })();
}
