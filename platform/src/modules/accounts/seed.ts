import { hashPassword } from '../../auth/passwords.ts';
import type { PlatformContext } from '../../context.ts';
import { credit } from '../../money/ledger.ts';

/** The accounts every seed has; the README lists them so a newcomer can sign in at once. */
export const demoAccounts = [
  {
    login: 'player@demo.test',
    password: 'demo1234',
    role: 0,
    isPartner: false,
    isBanned: false,
    balance: 1000,
    // Chilean mobile (+56, 9 digits): phone sign-in and recovery by SMS work for the demo player.
    phone: '56987654321',
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
  {
    // An account of the "mirror" site: universal login and balance answer code 20 (mirror.ts).
    login: 'player@mirror.demo.test',
    password: 'demo1234',
    role: 0,
    isPartner: false,
    isBanned: false,
    balance: 100,
  },
] as const;

/**
 * Adds the demo accounts the database lacks (by login), balances in the brand's default currency;
 * a database seeded before an account was added gets it on the next start. An account starts at
 * 0 and gets its balance as an opening ledger movement, so its ledger always sums to its balance.
 */
export async function seedAccounts(context: PlatformContext): Promise<void> {
  const { database } = context;
  const currency = context.brand.defaultCurrency;
  const createdAt = context.clock.now().toISOString();
  const exists = database.prepare('SELECT 1 FROM users WHERE login = ?');
  const missing = demoAccounts.filter((account) => exists.get(account.login) === undefined);
  if (missing.length === 0) return;
  const hashes = await Promise.all(missing.map((account) => hashPassword(account.password)));
  const insert = database.prepare(
    `INSERT INTO users (email, login, phone, password_hash, role, is_partner, is_banned, currency,
       lang, email_verified, created_at)
     VALUES (@login, @login, @phone, @hash, @role, @isPartner, @isBanned, @currency, @lang, 1,
       @createdAt)`,
  );
  const ban = database.prepare(
    'INSERT INTO user_banned_providers (user_id, provider) VALUES (?, ?)',
  );
  database.transaction(() => {
    missing.forEach((account, index) => {
      // Another start may have seeded while the passwords were hashing.
      if (exists.get(account.login) !== undefined) return;
      const { lastInsertRowid } = insert.run({
        login: account.login,
        phone: 'phone' in account ? account.phone : null,
        hash: hashes[index],
        role: account.role,
        isPartner: account.isPartner ? 1 : 0,
        isBanned: account.isBanned ? 1 : 0,
        currency,
        lang: context.brand.defaultLanguage,
        createdAt,
      });
      if (account.balance > 0) {
        credit(database, {
          userId: Number(lastInsertRowid),
          cents: account.balance * 100,
          kind: 'seed',
          reference: 'opening-balance',
          at: new Date(createdAt),
        });
      }
      const bans: readonly string[] = 'bannedProviders' in account ? account.bannedProviders : [];
      for (const provider of bans) ban.run(lastInsertRowid, provider);
    });
  })();
}
