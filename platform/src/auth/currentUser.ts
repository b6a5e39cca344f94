import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { failure } from '../envelope.ts';
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
export const notLoggedInCode = 1;

/** The signed-in user of a request, or undefined for a guest (or an expired session). */
export function currentUser(
  context: PlatformContext,
  request: FastifyRequest,
): UserRow | undefined {
  const userId = sessionUserId(
    context.database,
    request.cookies[sessionCookie],
    context.clock.now(),
  );
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

/**
 * A signed-in player (role 0). Other roles get the spec's failure with code 404 and an empty
 * result (game lists, sessions, tokens); guests get 401 with code 1.
 */
export function requirePlayer(
  context: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
  refusal = 'not allowed to place bets',
): UserRow | undefined {
  const user = requireUser(context, request, reply);
  if (!user) return undefined;
  if (user.role !== 0) {
    void reply.code(404).send({ success: false, data: [], errorMessage: refusal, codeStatus: 404 });
    return undefined;
  }
  return user;
}
