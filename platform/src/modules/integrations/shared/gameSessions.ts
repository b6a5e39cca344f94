import { randomBytes } from 'node:crypto';
import type { PlatformContext } from '../../../context.ts';
import type { Language } from './language.ts';
import { tokenLifetimeMs } from './tokens.ts';

export type SessionProvider = 'golden-race' | 'betradar';

export interface GameSession {
  id: string;
  provider: SessionProvider;
  userId: number;
  gameId: string;
  platform: string;
  lang: Language;
  expiresAt: string;
}

/** Opens a one-hour game session; its id is the key of the game page's URL. */
export function createGameSession(
  context: PlatformContext,
  session: Omit<GameSession, 'id' | 'expiresAt'>,
): GameSession {
  const now = context.clock.now();
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + tokenLifetimeMs).toISOString();
  const { database } = context;
  database.transaction(() => {
    database
      .prepare('DELETE FROM integration_sessions WHERE expires_at <= ?')
      .run(now.toISOString());
    database
      .prepare(
        `INSERT INTO integration_sessions (id, provider, user_id, game_id, platform, lang, created_at, expires_at)
         VALUES (@id, @provider, @userId, @gameId, @platform, @lang, @createdAt, @expiresAt)`,
      )
      .run({ ...session, id, createdAt: now.toISOString(), expiresAt });
  })();
  return { ...session, id, expiresAt };
}

/** A live session of `provider`, or undefined when unknown, expired or another provider's. */
export function findGameSession(
  context: PlatformContext,
  provider: SessionProvider,
  id: string | undefined,
): GameSession | undefined {
  if (!id) return undefined;
  const session = context.database
    .prepare(
      `SELECT id, provider, user_id AS userId, game_id AS gameId, platform, lang, expires_at AS expiresAt
       FROM integration_sessions WHERE id = ? AND provider = ?`,
    )
    .get(id, provider) as GameSession | undefined;
  if (!session || session.expiresAt <= context.clock.now().toISOString()) return undefined;
  return session;
}
