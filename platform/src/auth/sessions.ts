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
const hourMs = 60 * 60 * 1000;
// Players poll the balance every few seconds: writing on each poll would cost a write per
// request for nothing, and a minute is well below any idle timeout worth setting.
const activityWriteMs = 60 * 1000;

/**
 * Hours without a request after which a session ends (`PLATFORM_SESSION_IDLE_HOURS`, 24 by
 * default; fractions allowed). A stolen cookie nobody uses dies with it, not after 30 days.
 */
export function sessionIdleHours(environment: NodeJS.ProcessEnv): number {
  const setting = environment.PLATFORM_SESSION_IDLE_HOURS;
  if (setting === undefined || setting.trim() === '') return 24;
  const hours = Number(setting);
  if (!Number.isFinite(hours) || hours <= 0) {
    throw new Error(`PLATFORM_SESSION_IDLE_HOURS must be a number of hours > 0, got "${setting}"`);
  }
  return hours;
}

// Read once at start, so a wrong value stops the server before it serves anyone.
const idleMs = sessionIdleHours(process.env) * hourMs;

/** Only a hash of the token is stored: a leaked database does not hand out sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSession(
  database: PlatformDatabase,
  userId: number,
  now = new Date(),
): string {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + sessionDays * 24 * hourMs);
  database
    .prepare(
      `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
       VALUES (@tokenHash, @userId, @now, @now, @expires)`,
    )
    .run({
      tokenHash: hashToken(token),
      userId,
      now: now.toISOString(),
      expires: expires.toISOString(),
    });
  return token;
}

/**
 * The user id a session token belongs to, or undefined when unknown, expired (30 days) or idle
 * too long; such a session is deleted. A request counts as activity, written at most once a
 * minute.
 */
export function sessionUserId(
  database: PlatformDatabase,
  token: string | undefined,
  now = new Date(),
): number | undefined {
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const row = database
    .prepare(
      `SELECT user_id AS userId, expires_at AS expiresAt, last_seen_at AS lastSeenAt
       FROM sessions WHERE token_hash = ?`,
    )
    .get(tokenHash) as { userId: number; expiresAt: string; lastSeenAt: string } | undefined;
  if (!row) return undefined;
  const idle = now.getTime() - Date.parse(row.lastSeenAt);
  if (row.expiresAt <= now.toISOString() || idle >= idleMs) {
    deleteSession(database, token);
    return undefined;
  }
  if (idle >= activityWriteMs) {
    database
      .prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?')
      .run(now.toISOString(), tokenHash);
  }
  return row.userId;
}

export function deleteSession(database: PlatformDatabase, token: string): void {
  database.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}
