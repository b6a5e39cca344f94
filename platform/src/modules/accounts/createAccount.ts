import type { FastifyReply } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { success } from '../../envelope.ts';
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

/**
 * Creates a player (role 0, balance 0); throws AccountExistsError when a concurrent sign-up took
 * the login, e-mail or phone first. Returns the new user id.
 */
export function insertAccount(database: PlatformDatabase, account: NewAccount, now: Date): number {
  try {
    const { lastInsertRowid } = database
      .prepare(
        `INSERT INTO users (login, email, phone, password_hash, role, currency, lang, first_name,
           country_code, promocode, created_at)
         VALUES (@login, @email, @phone, @passwordHash, 0, @currency, @lang, @firstName,
           @countryCode, @promocode, @createdAt)`,
      )
      .run({
        login: account.login,
        email: account.email ?? null,
        phone: account.phone ?? null,
        passwordHash: account.passwordHash,
        currency: account.currency,
        lang: account.lang,
        firstName: account.firstName ?? null,
        countryCode: account.countryCode ?? null,
        promocode: account.promocode ?? null,
        createdAt: now.toISOString(),
      });
    return Number(lastInsertRowid);
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
