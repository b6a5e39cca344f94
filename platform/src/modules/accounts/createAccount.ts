import type { FastifyReply } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { success } from '../../envelope.ts';
import { credit, toCents } from '../../money/ledger.ts';
import type { ResolvedResponsibleGambling } from '../../../../schemas/responsibleGambling.ts';
import { limitsForCurrency } from '../content/limits.ts';
import { applySignUpDefaults } from '../responsibleGaming/store.ts';
import { setSessionCookie } from './signInSession.ts';

export interface NewAccount {
  login: string;
  email?: string;
  /** Digits with country code (phoneRules.normalizePhone). */
  phone?: string;
  passwordHash: string;
  currency: string;
  /** Long code, as normalizeLanguage gives. */
  lang: string;
  /** yyyy-MM-dd, already checked against the brand's minimum age (refuseBirthDate). */
  birthDate: string;
  firstName?: string;
  countryCode?: string;
  promocode?: string;
}

/** Thrown when a unique login, e-mail or phone was taken between the check and the insert. */
export class AccountExistsError extends Error {
  constructor() {
    super('Login already exists');
    this.name = 'AccountExistsError';
  }
}

/** Whether any account already uses the login, e-mail or phone (auth code 695). */
export function accountExists(
  database: PlatformDatabase,
  account: { login: string; email?: string; phone?: string },
): boolean {
  const row = database
    .prepare(
      `SELECT 1 FROM users WHERE login IN (@login, @email, @phone) OR email IN (@login, @email)
         OR phone IN (@login, @phone) LIMIT 1`,
    )
    .get({
      login: account.login,
      // NULL never equals anything, so a missing e-mail or phone matches no row.
      email: account.email ?? null,
      phone: account.phone ?? null,
    });
  return row !== undefined;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** The ledger reference of the welcome bonus: one per account (see 10-ledger.sql). */
export const REGISTRATION_BONUS_REFERENCE = 'registration';

/**
 * The welcome bonus the settings promise (`limits.bonus.registrationBonus`, in the account's
 * currency, content/limits.ts): credited to the bonus wallet in exact cents, at most once per
 * account whatever calls it. The ledger's unique index on (user_id) for this kind and reference
 * refuses a second credit, so the whole transaction of a repeat rolls back; the check before it
 * makes a repeat a no-op. Returns the cents credited now (0 when the account already had it or
 * the currency offers none). Call inside a transaction.
 */
export function creditRegistrationBonus(
  database: PlatformDatabase,
  userId: number,
  currency: string,
  at: Date,
): number {
  const cents = toCents(limitsForCurrency(currency).bonus.registrationBonus);
  if (cents <= 0) return 0;
  const paid = database
    .prepare('SELECT 1 FROM ledger WHERE user_id = ? AND kind = ? AND reference = ?')
    .get(userId, 'bonus', REGISTRATION_BONUS_REFERENCE);
  if (paid) return 0;
  credit(database, {
    userId,
    cents,
    kind: 'bonus',
    wallet: 'bonus',
    reference: REGISTRATION_BONUS_REFERENCE,
    at,
  });
  return cents;
}

/**
 * Creates a player (role 0, balance 0, the welcome bonus in the bonus wallet) in one
 * transaction; throws AccountExistsError when a concurrent sign-up took the login, e-mail or
 * phone first. Returns the new user id. Every way of signing up comes through here, so every new
 * account gets the bonus /bellator shows and the brand's default protection limits.
 */
export function insertAccount(
  database: PlatformDatabase,
  account: NewAccount,
  now: Date,
  protection: ResolvedResponsibleGambling,
): number {
  try {
    return database.transaction(() => {
      const { lastInsertRowid } = database
        .prepare(
          `INSERT INTO users (login, email, phone, password_hash, role, currency, lang, first_name,
             birth_date, country_code, promocode, created_at)
           VALUES (@login, @email, @phone, @passwordHash, 0, @currency, @lang, @firstName,
             @birthDate, @countryCode, @promocode, @createdAt)`,
        )
        .run({
          login: account.login,
          email: account.email ?? null,
          phone: account.phone ?? null,
          passwordHash: account.passwordHash,
          currency: account.currency,
          lang: account.lang,
          firstName: account.firstName ?? null,
          birthDate: account.birthDate,
          countryCode: account.countryCode ?? null,
          promocode: account.promocode ?? null,
          createdAt: now.toISOString(),
        });
      const userId = Number(lastInsertRowid);
      creditRegistrationBonus(database, userId, account.currency, now);
      applySignUpDefaults(database, userId, account.currency, protection, now);
      return userId;
    })();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AccountExistsError();
    throw error;
  }
}

/** Every sign-up ends like a sign-in: a session cookie and the new user's id and role. */
export function signedUpReply<Extra extends object>(
  context: PlatformContext,
  reply: FastifyReply,
  userId: number,
  extra?: Extra,
) {
  return setSessionCookie(context, reply, userId).send(success({ id: userId, role: 0, ...extra }));
}
