import { hashPassword } from '../auth/passwords.ts';
import type { PlatformDatabase } from './database.ts';

/** The accounts every seed has; the README lists them so a newcomer can sign in at once. */
export const demoAccounts = [
  {
    login: 'player@demo.test',
    password: 'demo1234',
    role: 0,
    isPartner: false,
    isBanned: false,
    balance: 1000,
  },
  {
    login: 'partner@demo.test',
    password: 'demo1234',
    role: 0,
    isPartner: true,
    isBanned: false,
    balance: 0,
  },
  {
    login: 'staff@demo.test',
    password: 'demo1234',
    role: 1,
    isPartner: false,
    isBanned: false,
    balance: 0,
  },
  {
    login: 'banned@demo.test',
    password: 'demo1234',
    role: 0,
    isPartner: false,
    isBanned: true,
    balance: 50,
  },
] as const;

/** Fills an empty database with the demo accounts, balances in the brand's default currency. */
export async function seedDatabase(database: PlatformDatabase, currency: string): Promise<void> {
  const { count } = database.prepare('SELECT COUNT(*) AS count FROM users').get() as {
    count: number;
  };
  if (count > 0) return;
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  const insert = database.prepare(
    `INSERT INTO users (email, login, password_hash, role, is_partner, is_banned, currency, balance_cents)
     VALUES (@login, @login, @hash, @role, @isPartner, @isBanned, @currency, @balanceCents)`,
  );
  database.transaction(() => {
    demoAccounts.forEach((account, index) => {
      insert.run({
        login: account.login,
        hash: hashes[index],
        role: account.role,
        isPartner: account.isPartner ? 1 : 0,
        isBanned: account.isBanned ? 1 : 0,
        currency,
        balanceCents: account.balance * 100,
      });
    });
  })();
}
