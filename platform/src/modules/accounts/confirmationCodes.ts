import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { PlatformDatabase } from '../../db/database.ts';

export type CodePurpose =
  'phone-sign-up' | 'email-verification' | 'restore-email' | 'restore-phone';

const minute = 60 * 1000;

/** How long each kind of code stays usable (sign-up SMS 10 min, recovery 1 h, e-mail 24 h). */
export const codeLifetimeMs: Record<CodePurpose, number> = {
  'phone-sign-up': 10 * minute,
  'restore-phone': 60 * minute,
  'restore-email': 60 * minute,
  'email-verification': 24 * 60 * minute,
};

/**
 * Wrong guesses a 4-digit SMS code survives. With the daily SMS limits (`smsCodes.ts`) one
 * address gets 25 guesses of 10 000 a day at a phone's code, and the per-phone ceiling caps all
 * addresses together at 125, while a player who mistypes twice is not troubled.
 */
export const maxFailedAttempts = 5;

interface CodeRow {
  id: number;
  target: string;
  user_id: number | null;
  code_hash: string;
  failed_attempts: number;
  expires_at: string;
  used_at: string | null;
}

export type CodeCheck =
  | { status: 'valid'; id: number; userId: number | null; target: string }
  | { status: 'invalid' }
  | { status: 'expired' };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
// A short SMS code is hashed with its purpose and phone, so equal codes differ in storage.
const smsCodeHash = (purpose: CodePurpose, phone: string, code: string) =>
  sha256(`${purpose}:${phone}:${code}`);

function insertCode(
  database: PlatformDatabase,
  row: { purpose: CodePurpose; target: string; userId?: number; hash: string; now: Date },
): number {
  const expires = new Date(row.now.getTime() + codeLifetimeMs[row.purpose]);
  const { lastInsertRowid } = database
    .prepare(
      `INSERT INTO account_codes (purpose, target, user_id, code_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      row.purpose,
      row.target,
      row.userId ?? null,
      row.hash,
      row.now.toISOString(),
      expires.toISOString(),
    );
  return Number(lastInsertRowid);
}

/** A new 4-digit SMS code for a phone (crypto randomness); only the newest one counts. */
export function issueSmsCode(
  database: PlatformDatabase,
  purpose: CodePurpose,
  phone: string,
  now: Date,
  userId?: number,
): { id: number; code: string } {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const id = insertCode(database, {
    purpose,
    target: phone,
    hash: smsCodeHash(purpose, phone, code),
    now,
    ...(userId === undefined ? {} : { userId }),
  });
  return { id, code };
}

/** A new unguessable code for a link (e-mail verification, recovery by e-mail). */
export function issueLinkCode(
  database: PlatformDatabase,
  purpose: CodePurpose,
  target: string,
  userId: number,
  now: Date,
): string {
  const code = randomBytes(24).toString('base64url');
  insertCode(database, { purpose, target, userId, hash: sha256(code), now });
  return code;
}

const isExpired = (row: CodeRow, now: Date) => row.expires_at <= now.toISOString();

/**
 * Checks the code typed for a phone against the newest code sent to it for that purpose. A
 * wrong code counts a failed attempt and burns the code after `maxFailedAttempts`.
 */
export function checkSmsCode(
  database: PlatformDatabase,
  purpose: CodePurpose,
  phone: string,
  code: string,
  now: Date,
): CodeCheck {
  const row = database
    .prepare(
      `SELECT * FROM account_codes WHERE purpose = ? AND target = ? ORDER BY id DESC LIMIT 1`,
    )
    .get(purpose, phone) as CodeRow | undefined;
  if (!row || row.used_at !== null) return { status: 'invalid' };
  if (row.code_hash !== smsCodeHash(purpose, phone, code.trim())) {
    database
      .prepare(
        `UPDATE account_codes SET failed_attempts = failed_attempts + 1,
           used_at = CASE WHEN failed_attempts + 1 >= ? THEN ? ELSE used_at END
         WHERE id = ?`,
      )
      .run(maxFailedAttempts, now.toISOString(), row.id);
    return { status: 'invalid' };
  }
  if (isExpired(row, now)) return { status: 'expired' };
  return { status: 'valid', id: row.id, userId: row.user_id, target: row.target };
}

export type LinkCodeCheck =
  | { status: 'valid' | 'used' | 'expired'; id: number; userId: number | null; target: string }
  | { status: 'invalid' };

/** Finds a link code by its value; says whether it is still usable, used or expired. */
export function checkLinkCode(
  database: PlatformDatabase,
  purpose: CodePurpose,
  code: string,
  now: Date,
): LinkCodeCheck {
  const row = database
    .prepare('SELECT * FROM account_codes WHERE purpose = ? AND code_hash = ?')
    .get(purpose, sha256(code)) as CodeRow | undefined;
  if (!row) return { status: 'invalid' };
  const found = { id: row.id, userId: row.user_id, target: row.target };
  if (row.used_at !== null) return { status: 'used', ...found };
  if (isExpired(row, now)) return { status: 'expired', ...found };
  return { status: 'valid', ...found };
}

/**
 * Marks a code used; false when another request used it first. Call in the transaction that
 * acts on the code, so a code confirms exactly one thing.
 */
export function consumeCode(database: PlatformDatabase, id: number, now: Date): boolean {
  const { changes } = database
    .prepare('UPDATE account_codes SET used_at = ? WHERE id = ? AND used_at IS NULL')
    .run(now.toISOString(), id);
  return changes === 1;
}
