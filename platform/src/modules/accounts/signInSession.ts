import type { FastifyReply } from 'fastify';
import { createSession, deleteSession, sessionCookie } from '../../auth/sessions.ts';
import type { PlatformContext } from '../../context.ts';

const sessionSeconds = 30 * 24 * 60 * 60;

/**
 * Starts a session for a user and puts its token in the reply's cookie: the one way sign-in,
 * every sign-up and a password change hand out a session. The session the request came with
 * ends first, so a cookie planted before sign-in (session fixation) is worth nothing after it.
 */
export function setSessionCookie(context: PlatformContext, reply: FastifyReply, userId: number) {
  const previous = reply.request.cookies[sessionCookie];
  if (previous) deleteSession(context.database, previous);
  const token = createSession(context.database, userId, context.clock.now());
  return reply.setCookie(sessionCookie, token, {
    path: '/',
    httpOnly: true,
    // Lax keeps the session on top-level navigation back from payment pages; no cross-site
    // form can act for a player, because state changes accept JSON bodies only.
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
    maxAge: sessionSeconds,
  });
}
