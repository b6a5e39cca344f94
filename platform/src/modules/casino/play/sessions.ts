import { createHash, randomBytes } from 'node:crypto';
import type { PlatformDatabase } from '../../../db/database.ts';

/** How long a launched game plays before the player must open it again. */
export const sessionHours = 4;

/** A row of `casino_sessions`. */
export interface GameSessionRow {
  id: number;
  token_hash: string;
  user_id: number;
  game_id: number;
  lang: string;
  is_desktop: number;
  seed: string;
  rounds: number;
  created_at: string;
  expires_at: string;
}

// Only a hash is stored: the token in a game URL is the bearer of the session's money.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const demoGameUrl = (token: string): string => `/demo/game/${token}`;

export interface NewGameSession {
  userId: number;
  gameId: number;
  lang: string;
  isDesktop: boolean;
  at: Date;
  /** The round stream's key; a fresh secret unless a seed (the demo history) fixes it. */
  seed?: string;
}

export function createGameSession(
  database: PlatformDatabase,
  session: NewGameSession,
): { id: number; token: string; url: string; expiresAt: string } {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(session.at.getTime() + sessionHours * 3_600_000).toISOString();
  const { lastInsertRowid } = database
    .prepare(
      `INSERT INTO casino_sessions (token_hash, user_id, game_id, lang, is_desktop, seed,
         created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      hashToken(token),
      session.userId,
      session.gameId,
      session.lang,
      session.isDesktop ? 1 : 0,
      session.seed ?? randomBytes(32).toString('hex'),
      session.at.toISOString(),
      expiresAt,
    );
  return { id: Number(lastInsertRowid), token, url: demoGameUrl(token), expiresAt };
}

export function sessionByToken(
  database: PlatformDatabase,
  token: string,
): GameSessionRow | undefined {
  return database
    .prepare('SELECT * FROM casino_sessions WHERE token_hash = ?')
    .get(hashToken(token)) as GameSessionRow | undefined;
}

export const isExpired = (session: GameSessionRow, now: Date): boolean =>
  session.expires_at <= now.toISOString();

export function sessionById(database: PlatformDatabase, id: number): GameSessionRow | undefined {
  return database.prepare('SELECT * FROM casino_sessions WHERE id = ?').get(id) as
    GameSessionRow | undefined;
}
