import { hashPassword } from '../../auth/passwords.ts';
import type { PlatformContext } from '../../context.ts';

/** The accounts every seed has; the README lists them so a newcomer can sign in at once. */
export const demoAccounts = [
  {
    login: 'player@demo.test',
    password: 'demo1234',
    role: 0,
    isPartner: false,
    isBanned: false,
    balance: 1000,
    // The server's blocklist adds to the brand's bans once this player signs in.
    bannedProviders: ['universalrace'],
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
export async function seedAccounts(context: PlatformContext): Promise<void> {
  const { database } = context;
  const currency = context.brand.defaultCurrency;
  const createdAt = context.clock.now().toISOString();
  const { count } = database.prepare('SELECT COUNT(*) AS count FROM users').get() as {
    count: number;
  };
  if (count > 0) return;
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  const insert = database.prepare(
    `INSERT INTO users (email, login, password_hash, role, is_partner, is_banned, currency, lang,
       balance_cents, email_verified, created_at)
     VALUES (@login, @login, @hash, @role, @isPartner, @isBanned, @currency, @lang, @balanceCents, 1,
       @createdAt)`,
  );
  const ban = database.prepare(
    'INSERT INTO user_banned_providers (user_id, provider) VALUES (?, ?)',
  );
  database.transaction(() => {
    demoAccounts.forEach((account, index) => {
      const { lastInsertRowid } = insert.run({
        login: account.login,
        hash: hashes[index],
        role: account.role,
        isPartner: account.isPartner ? 1 : 0,
        isBanned: account.isBanned ? 1 : 0,
        currency,
        balanceCents: account.balance * 100,
        lang: context.brand.defaultLanguage,
        createdAt,
      });
      const bans: readonly string[] = 'bannedProviders' in account ? account.bannedProviders : [];
      for (const provider of bans) ban.run(lastInsertRowid, provider);
    });
  })();
}
