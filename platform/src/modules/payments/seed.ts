import type { PlatformContext } from '../../context.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { seedCashiers } from './cashiers.ts';
import { paymentType, withdrawalStatus, withdrawalType } from './constants.ts';
import { initFreeBetCampaign } from './freeBetCampaign.ts';
import { recordCompletedPayment } from './payments.ts';
import { seedPromoCodes } from './seedPromoCodes.ts';
import { cancelWithdrawal, createWithdrawal, setWithdrawalStatus } from './withdrawals.ts';

export const demoPlayerLogin = 'player@demo.test';
/** Inactive free bets the demo player starts with, so the Wednesday claim button works. */
export const demoInactiveFreeBets = 2;

const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60_000;

type HistoryStep =
  | {
      kind: 'payment';
      daysAgo: number;
      amount: number;
      type: number;
      provider: string;
      mode: string;
      method?: string;
    }
  | {
      kind: 'withdrawal';
      daysAgo: number;
      amount: number;
      mode: string;
      purse: string;
      cashierId?: number;
      outcome: 'paid' | 'cancelled';
    };

/**
 * The demo player's money history: top-ups of every type and withdrawals (paid and cancelled),
 * netting to zero so the seeded balance stays as the accounts seed set it. The last top-up is
 * followed by a withdrawal, which is what RELOAD50's refusal 2213 shows.
 */
const demoHistory: readonly HistoryStep[] = [
  {
    kind: 'payment',
    daysAgo: 25,
    amount: 2000,
    type: paymentType.owner,
    provider: 'owner',
    mode: 'owner',
  },
  {
    kind: 'payment',
    daysAgo: 20,
    amount: 15_000,
    type: paymentType.aggregator,
    provider: 'freekassa',
    mode: '63',
  },
  {
    kind: 'withdrawal',
    daysAgo: 18,
    amount: 12_000,
    mode: 'card',
    purse: '4111 **** **** 1111',
    outcome: 'paid',
  },
  {
    kind: 'payment',
    daysAgo: 14,
    amount: 10_000,
    type: paymentType.cashier,
    provider: 'cashier',
    mode: 'cashier',
  },
  {
    kind: 'withdrawal',
    daysAgo: 10,
    amount: 11_000,
    mode: 'platilka',
    purse: '+56912345678',
    outcome: 'cancelled',
  },
  {
    kind: 'withdrawal',
    daysAgo: 9,
    amount: 11_000,
    mode: 'cashier',
    purse: '',
    cashierId: 2,
    outcome: 'paid',
  },
  {
    kind: 'payment',
    daysAgo: 5,
    amount: 8000,
    type: paymentType.topUp,
    provider: 'payku',
    mode: 'payku',
    method: 'webpay',
  },
  {
    kind: 'withdrawal',
    daysAgo: 3,
    amount: 12_000,
    mode: 'bank_transfer',
    purse: 'Banco Estado 000123456789',
    outcome: 'paid',
  },
];

function seedHistory(
  database: PlatformDatabase,
  userId: number,
  currency: string,
  now: Date,
): void {
  for (const step of demoHistory) {
    const at = new Date(now.getTime() - step.daysAgo * dayMs);
    const cents = step.amount * 100;
    if (step.kind === 'payment') {
      recordCompletedPayment(database, {
        userId,
        provider: step.provider,
        paymentMode: step.mode,
        method: step.method,
        type: step.type,
        cents,
        currency,
        at,
      });
      continue;
    }
    const withdrawal = createWithdrawal(database, {
      userId,
      type: step.cashierId === undefined ? withdrawalType.withdrawal : withdrawalType.cashier,
      paymentMode: step.mode,
      purse: step.purse,
      cashierId: step.cashierId ?? null,
      cents,
      currency,
      at,
    });
    const later = (minutes: number) => new Date(at.getTime() + minutes * minuteMs);
    if (step.outcome === 'cancelled') {
      cancelWithdrawal(database, userId, withdrawal.id, later(30));
    } else {
      setWithdrawalStatus(database, withdrawal.id, withdrawalStatus.inProcess, later(2));
      setWithdrawalStatus(database, withdrawal.id, withdrawalStatus.paid, later(5));
    }
  }
}

/** Fills what is missing: cashiers, promo codes, the demo player's history and free bets. */
export function seedPayments(context: PlatformContext): void {
  const { database } = context;
  const now = context.clock.now();
  database.transaction(() => {
    const cashierCount = database.prepare('SELECT COUNT(*) AS count FROM cashiers').get() as {
      count: number;
    };
    if (cashierCount.count === 0) {
      const insert = database.prepare(
        `INSERT INTO cashiers (id, first_name, address, phone, pinned)
         VALUES (@id, @first_name, @address, @phone, @pinned)`,
      );
      for (const cashier of seedCashiers) insert.run(cashier);
    }

    seedPromoCodes(database, now);

    const player = database
      .prepare('SELECT id, currency FROM users WHERE login = ?')
      .get(demoPlayerLogin) as { id: number; currency: string } | undefined;
    const campaignStarted = database.prepare('SELECT 1 FROM free_bet_campaign_state').get();
    if (!campaignStarted) {
      initFreeBetCampaign(database, now);
      if (player) {
        database
          .prepare('UPDATE users SET free_bets_inactive = ? WHERE id = ?')
          .run(demoInactiveFreeBets, player.id);
      }
    }
    if (!player) return;
    const hasHistory =
      database.prepare('SELECT 1 FROM payments WHERE user_id = ?').get(player.id) ??
      database.prepare('SELECT 1 FROM withdrawals WHERE user_id = ?').get(player.id);
    if (!hasHistory) seedHistory(database, player.id, player.currency, now);
  })();
}
