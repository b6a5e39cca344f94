import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { PlatformDatabase } from '../db/database.ts';

export const sessionCookie = 'sid';

/**
 * The session cookie's attributes, alike when it is set and when it is cleared. Secure when the
 * request came over https (directly, or through a proxy TRUST_PROXY names). Lax keeps the session
 * on top-level navigation back from payment pages; no cross-site form can act for a player,
 * because state changes accept JSON bodies only.
 */
export const sessionCookieOptions = (request: FastifyRequest) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  }) as const;
const sessionDays = 30;

/** Only a hash of the token is stored: a leaked database does not hand out sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSession(
  database: PlatformDatabase,
  userId: number,
  now = new Date(),
): string {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + sessionDays * 24 * 60 * 60 * 1000);
  database
    .prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
    .run(hashToken(token), userId, expires.toISOString());
  return token;
}

/** The user id a session token belongs to, or undefined when unknown or expired. */
export function sessionUserId(
  database: PlatformDatabase,
  token: string | undefined,
  now = new Date(),
): number | undefined {
  if (!token) return undefined;
  const row = database
    .prepare('SELECT user_id AS userId, expires_at AS expiresAt FROM sessions WHERE token_hash = ?')
    .get(hashToken(token)) as { userId: number; expiresAt: string } | undefined;
  if (!row) return undefined;
  if (row.expiresAt <= now.toISOString()) {
    deleteSession(database, token);
    return undefined;
  }
  return row.userId;
}

export function deleteSession(database: PlatformDatabase, token: string): void {
  database.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}
