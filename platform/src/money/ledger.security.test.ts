import { describe, expect, it } from 'vitest';
import { createTestPlatform } from '../testing.ts';

/** Every brand folder of config/ the demo seeds. */
const seededBrands = ['demo', 'nightbet', 'costa'] as const;

interface WalletCheck {
  login: string;
  wallet: 'main' | 'bonus';
  balance: number;
  ledger: number;
}

describe('money that no ledger row explains (seeded balances written straight into users)', () => {
  it.each(seededBrands)(
    'should give every %s account wallets whose ledger sums to their balance',
    async (brandId) => {
      const platform = await createTestPlatform({ brandId });
      try {
        const { database } = platform.context;
        const wallets = database
          .prepare(
            `SELECT u.login, w.wallet,
               CASE w.wallet WHEN 'main' THEN u.balance_cents ELSE u.bonus_balance_cents END
                 AS balance,
               (SELECT COALESCE(SUM(l.amount_cents), 0) FROM ledger l
                 WHERE l.user_id = u.id AND l.wallet = w.wallet) AS ledger
             FROM users u CROSS JOIN (SELECT 'main' AS wallet UNION ALL SELECT 'bonus') w
             ORDER BY u.id, w.wallet`,
          )
          .all() as WalletCheck[];
        expect(wallets.length).toBeGreaterThanOrEqual(10);
        expect(wallets.filter((wallet) => wallet.ledger !== wallet.balance)).toEqual([]);

        // Each row's balance after is the running sum: no movement skipped or written twice.
        const rows = database
          .prepare(
            `SELECT user_id AS userId, wallet, amount_cents AS amount,
               balance_after_cents AS after FROM ledger ORDER BY id`,
          )
          .all() as Array<{ userId: number; wallet: string; amount: number; after: number }>;
        const running = new Map<string, number>();
        const broken = rows.filter((row) => {
          const key = `${row.userId}:${row.wallet}`;
          const sum = (running.get(key) ?? 0) + row.amount;
          running.set(key, sum);
          return sum !== row.after;
        });
        expect(broken).toEqual([]);
      } finally {
        await platform.close();
      }
    },
    30_000,
  );
});
