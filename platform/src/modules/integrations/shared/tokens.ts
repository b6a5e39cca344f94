import { createHash, randomBytes } from 'node:crypto';
import { playerRefusal } from '../../../auth/currentUser.ts';
import type { PlatformContext } from '../../../context.ts';

/** Every kind of token the integrations hand out; a token opens only its own provider's doors. */
export type TokenProvider =
  | 'bc'
  | 'digitain'
  | 'tvbet'
  | 'betgames'
  | 'fiable'
  | 'ezugi'
  | 'live-casino'
  | 'twenty-one'
  | 'inbet';

/** The embedded sportsbook app refreshes its token every 3,600,000 ms; tokens live that long. */
export const tokenLifetimeMs = 60 * 60 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export interface TokenOwner {
  userId: number;
  provider: TokenProvider;
  details: Record<string, unknown>;
  expiresAt: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a one-hour token of `provider` for a user; expired tokens are swept at the same time. */
export function issueToken(
  context: PlatformContext,
  provider: TokenProvider,
  userId: number,
  details: Record<string, unknown> = {},
): IssuedToken {
  const now = context.clock.now();
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + tokenLifetimeMs).toISOString();
  const { database } = context;
  database.transaction(() => {
    database.prepare('DELETE FROM integration_tokens WHERE expires_at <= ?').run(now.toISOString());
    database
      .prepare(
        `INSERT INTO integration_tokens (token_hash, provider, user_id, details, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        hashToken(token),
        provider,
        userId,
        JSON.stringify(details),
        now.toISOString(),
        expiresAt,
      );
  })();
  return { token, expiresAt };
}

/**
 * Who a token belongs to, or undefined when it is unknown, expired, of another provider
 * (`providers` lists the kinds the caller accepts) or its owner may no longer play (banned, or
 * not a player): a provider's page acts for the owner as the session would.
 */
export function tokenOwner(
  context: PlatformContext,
  token: string | undefined,
  providers: readonly TokenProvider[],
): TokenOwner | undefined {
  if (!token) return undefined;
  const row = context.database
    .prepare(
      `SELECT t.user_id AS userId, t.provider, t.details, t.expires_at AS expiresAt,
         u.role, u.is_banned
       FROM integration_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    )
    .get(hashToken(token)) as
    | {
        userId: number;
        provider: TokenProvider;
        details: string;
        expiresAt: string;
        role: number;
        is_banned: number;
      }
    | undefined;
  if (!row || !providers.includes(row.provider)) return undefined;
  if (row.expiresAt <= context.clock.now().toISOString()) return undefined;
  if (playerRefusal(row)) return undefined;
  const { userId, provider, expiresAt } = row;
  return {
    userId,
    provider,
    expiresAt,
    details: JSON.parse(row.details) as Record<string, unknown>,
  };
}
