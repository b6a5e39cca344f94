import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { failure } from '../envelope.ts';
import { authCodes } from '../modules/accounts/authCodes.ts';
import { sessionCookie, sessionUserId } from './sessions.ts';

/** A row of `users` (db/schema/00-accounts.sql). */
export interface UserRow {
  id: number;
  email: string | null;
  phone: string | null;
  login: string;
  password_hash: string;
  role: number;
  is_partner: number;
  is_banned: number;
  currency: string;
  lang: string;
  balance_cents: number;
  bonus_balance_cents: number;
  free_bets_active: number;
  free_bets_inactive: number;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  birth_date: string | null;
  gender: string | null;
  passport: string | null;
  number_document: string | null;
  address: string | null;
  card: string | null;
  yandex: string | null;
  country_code: string | null;
  is_changed: number;
  email_verified: number;
  promocode: string | null;
  referral_id: string | null;
  created_at: string;
}

/** Auth code 1 of the casino-and-account spec: not logged in. */
export const notLoggedInCode = authCodes.notLoggedIn;

/** The id of the request's signed-in user, or undefined for a guest (or an expired session). */
export function currentUserId(
  context: PlatformContext,
  request: FastifyRequest,
): number | undefined {
  return sessionUserId(context.database, request.cookies[sessionCookie], context.clock.now());
}

/** The signed-in user of a request, or undefined for a guest (or an expired session). */
export function currentUser(
  context: PlatformContext,
  request: FastifyRequest,
): UserRow | undefined {
  const userId = currentUserId(context, request);
  if (userId === undefined) return undefined;
  return context.database.prepare('SELECT * FROM users WHERE id = ?').get(userId) as
    UserRow | undefined;
}

/**
 * The signed-in user, or undefined after answering 401 with auth code 1. Use as
 * `const user = requireUser(context, request, reply); if (!user) return reply;`.
 */
export function requireUser(
  context: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
): UserRow | undefined {
  const user = currentUser(context, request);
  if (!user) void reply.code(401).send(failure('Not logged in', notLoggedInCode));
  return user;
}

/** Why an account may not act as a player, or undefined when it may. */
export type PlayerRefusal = 'banned' | 'not-a-player';

/**
 * The one rule of who may move money or change an account: a player (role 0) who is not banned.
 * Session calls apply it through requirePlayer; calls authorised by a provider token or a game
 * session apply it to the token's owner.
 */
export function playerRefusal(
  user: Pick<UserRow, 'role' | 'is_banned'>,
): PlayerRefusal | undefined {
  if (user.is_banned) return 'banned';
  if (user.role !== 0) return 'not-a-player';
  return undefined;
}

/**
 * Answers a refusal: a banned account 403 with auth code 5 (the app signs it out silently), any
 * other role the spec's failure with code 404 and an empty result (game lists, sessions, tokens).
 */
export function refusePlayer(
  reply: FastifyReply,
  refusal: PlayerRefusal,
  message = 'not allowed to place bets',
): FastifyReply {
  if (refusal === 'banned')
    return reply.code(403).send(failure('User is banned', authCodes.userBanned));
  return reply.code(404).send({ success: false, data: [], errorMessage: message, codeStatus: 404 });
}

/**
 * A signed-in player in good standing, or undefined after the answer: guests 401 with code 1,
 * then refusePlayer's. Every call that moves money or changes an account goes through it.
 */
export function requirePlayer(
  context: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
  refusal = 'not allowed to place bets',
): UserRow | undefined {
  const user = requireUser(context, request, reply);
  if (!user) return undefined;
  const refused = playerRefusal(user);
  if (refused) {
    void refusePlayer(reply, refused, refusal);
    return undefined;
  }
  return user;
}
