import type { FastifyReply } from 'fastify';
import {
  createSession,
  deleteSession,
  sessionCookie,
  sessionCookieOptions,
} from '../../auth/sessions.ts';
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
    ...sessionCookieOptions(reply.request),
    maxAge: sessionSeconds,
  });
}
