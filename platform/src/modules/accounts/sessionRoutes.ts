import type { FastifyPluginCallback } from 'fastify';
import { currentUser, currentUserId } from '../../auth/currentUser.ts';
import { deleteSession, sessionCookie, sessionCookieOptions } from '../../auth/sessions.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { authCodes } from './authCodes.ts';
import { balanceAnswer } from './balanceAnswer.ts';
import { appRequestOnly } from '../../auth/appRequest.ts';

/** GET /api/user/check, /balance and /logout (spec, section 7). */
export function sessionRoutes(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    app.get('/api/user/check', (request, reply) => {
      const user = currentUser(context, request);
      if (!user) return reply.code(401).send(failure('Not logged in', authCodes.notLoggedIn));
      return success({
        id: user.id,
        email: user.email ?? user.login,
        currency: user.currency,
        first_name: user.first_name,
        last_name: user.last_name,
        role: user.role,
        number_document: user.number_document,
        is_banned_on_betroute: Boolean(user.is_banned),
        is_partner: Boolean(user.is_partner),
      });
    });

    app.get('/api/user/balance', (request, reply) => {
      const userId = currentUserId(context, request);
      const answer = userId === undefined ? undefined : balanceAnswer(context, userId);
      if (answer === undefined) {
        return reply.code(401).send(failure('Not logged in', authCodes.notLoggedIn));
      }
      return reply.type('application/json; charset=utf-8').send(answer);
    });

    app.get('/api/user/logout', { preHandler: appRequestOnly }, (request, reply) => {
      const token = request.cookies[sessionCookie];
      if (token) deleteSession(context.database, token);
      return reply.clearCookie(sessionCookie, sessionCookieOptions(request)).send(success(null));
    });
    done();
  };
}
