import type { PlatformDatabase } from '../../db/database.ts';

/**
 * Stores a new password hash and ends every session of the user: whoever knew the old password
 * (or stole a session) is signed out. Call inside a transaction; hash before it, since scrypt is
 * asynchronous and SQLite transactions must stay synchronous.
 */
export function replacePassword(database: PlatformDatabase, userId: number, passwordHash: string) {
  database.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
  database.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
