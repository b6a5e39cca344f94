import type { FastifyPluginCallback } from 'fastify';
import { requirePlayer, type UserRow } from '../../auth/currentUser.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { authCodes } from './authCodes.ts';
import { checkLinkCode, consumeCode, issueLinkCode } from './confirmationCodes.ts';
import { messageText } from './messageTexts.ts';
import { sendMessage } from './outbox.ts';
import { replacePassword } from './passwordStore.ts';
import { accountRateLimit } from './rateLimit.ts';
import { invalidKey, refusePassword } from './refusals.ts';
import { emailField, passwordField } from './schemaFields.ts';
import { setSessionCookie } from './signInSession.ts';
import { isValidEmail } from './validation.ts';

const bodyOf = (properties: Record<string, object>) => ({
  body: {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  },
});

const recoveryLimit = (field: string) => ({
  rateLimit: accountRateLimit(field, { what: 'recovery attempts' }),
});

/**
 * POST /api/user/password/change (signed in), and recovery by e-mail: POST
 * /api/user/password/restore mails a link, POST /api/user/password/restore/new uses its code.
 */
export function passwordRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const byEmail = database.prepare('SELECT * FROM users WHERE email = ?');
  return function register(app, _options, done) {
    app.post<{ Body: { password: string; new_password: string } }>(
      '/api/user/password/change',
      {
        schema: bodyOf({ password: passwordField, new_password: passwordField }),
        config: { rateLimit: accountRateLimit(undefined, { what: 'password changes' }) },
      },
      async (request, reply) => {
        const user = requirePlayer(context, request, reply);
        if (!user) return reply;
        if (!(await verifyPassword(request.body.password, user.password_hash, request.ip))) {
          return reply.code(400).send(failure('Invalid password', authCodes.invalidPassword));
        }
        const refused = refusePassword(reply, request.body.new_password);
        if (refused) return refused;
        const passwordHash = await hashPassword(request.body.new_password, request.ip);
        database.transaction(() => replacePassword(database, user.id, passwordHash))();
        // Every old session ended with the old password; this device keeps a fresh one.
        return setSessionCookie(context, reply, user.id).send(success(null));
      },
    );

    app.post<{ Body: { email: string } }>(
      '/api/user/password/restore',
      {
        schema: bodyOf({ email: emailField }),
        config: recoveryLimit('email'),
      },
      (request, reply) => {
        const email = request.body.email.trim();
        if (!isValidEmail(email)) {
          return reply.code(400).send(failure('Invalid e-mail', authCodes.invalidEmail));
        }
        const user = byEmail.get(email) as UserRow | undefined;
        if (!user?.email)
          return reply.code(404).send(failure('User not found', authCodes.noSuchUser));
        const now = context.clock.now();
        const target = user.email.toLowerCase();
        const code = issueLinkCode(database, 'restore-email', target, user.id, now);
        const link = `/restore-password?code=${encodeURIComponent(code)}`;
        sendMessage(
          context,
          {
            to: target,
            channel: 'email',
            ...messageText('restore', user.lang, { link }),
            link,
            code,
          },
          { at: now, requester: request.ip },
        );
        return success(null);
      },
    );

    app.post<{ Body: { code: string; new_password: string } }>(
      '/api/user/password/restore/new',
      {
        schema: bodyOf({
          code: { type: 'string', minLength: 1, maxLength: 200 },
          new_password: passwordField,
        }),
        config: recoveryLimit('code'),
      },
      async (request, reply) => {
        const now = context.clock.now();
        const check = checkLinkCode(database, 'restore-email', request.body.code, now);
        if (check.status === 'expired') {
          return reply
            .code(400)
            .send(failure('Restore request expired', authCodes.restoreRequestExpired));
        }
        if (check.status !== 'valid' || check.userId === null) return invalidKey(reply);
        const refused = refusePassword(reply, request.body.new_password);
        if (refused) return refused;
        const passwordHash = await hashPassword(request.body.new_password, request.ip);
        const userId = check.userId;
        const changed = database.transaction(() => {
          if (!consumeCode(database, check.id, now)) return false;
          replacePassword(database, userId, passwordHash);
          return true;
        })();
        return changed ? success(null) : invalidKey(reply);
      },
    );
    done();
  };
}
