import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { authCodes } from './authCodes.ts';
import { checkLinkCode, consumeCode, issueLinkCode } from './confirmationCodes.ts';
import { messageText } from './messageTexts.ts';
import { sendMessage } from './outbox.ts';
import { invalidKey } from './refusals.ts';

/**
 * Mails a verification link (`/verify?code=...`, the app's verify route) valid for 24 hours;
 * `requester` is the client address that asked (`request.ip`).
 */
export function sendVerificationEmail(
  context: PlatformContext,
  user: { id: number; email: string; lang: string },
  requester: string,
): void {
  const now = context.clock.now();
  const target = user.email.toLowerCase();
  const code = issueLinkCode(context.database, 'email-verification', target, user.id, now);
  const link = `/verify?code=${encodeURIComponent(code)}`;
  sendMessage(
    context,
    { to: target, channel: 'email', ...messageText('verify', user.lang, { link }), link, code },
    { at: now, requester },
  );
}

/**
 * GET /api/user/email/verify/{code}: confirms the e-mail the code was sent to. Codes: 6 unknown
 * or used key, 7 older than 24 hours, 8 the account is verified already.
 */
export function emailVerificationRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const userById = database.prepare('SELECT email, email_verified FROM users WHERE id = ?');
  const markVerified = database.prepare('UPDATE users SET email_verified = 1 WHERE id = ?');
  return function register(app, _options, done) {
    app.get<{ Params: { code: string } }>(
      '/api/user/email/verify/:code',
      {
        schema: {
          params: {
            type: 'object',
            additionalProperties: false,
            required: ['code'],
            properties: { code: { type: 'string', minLength: 1, maxLength: 200 } },
          },
        },
      },
      (request, reply) => {
        const now = context.clock.now();
        const check = checkLinkCode(database, 'email-verification', request.params.code, now);
        const invalid = () => invalidKey(reply);
        if (check.status === 'invalid' || check.userId === null) return invalid();
        const user = userById.get(check.userId) as
          { email: string | null; email_verified: number } | undefined;
        // A code for an address the account no longer has confirms nothing.
        if (!user || user.email?.toLowerCase() !== check.target) return invalid();
        if (user.email_verified) {
          return reply
            .code(409)
            .send(failure('E-mail already verified', authCodes.alreadyVerified));
        }
        if (check.status === 'expired') {
          return reply.code(400).send(failure('Confirmation key expired', authCodes.keyExpired));
        }
        if (check.status === 'used') return invalid();
        const userId = check.userId;
        const verified = database.transaction(() => {
          if (!consumeCode(database, check.id, now)) return false;
          markVerified.run(userId);
          return true;
        })();
        return verified ? success({ email_verified: true }) : invalid();
      },
    );
    done();
  };
}
