import type { FastifyPluginCallback } from 'fastify';
import type { UserRow } from '../../auth/currentUser.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { PlatformContext } from '../../context.ts';
import { failure, success } from '../../envelope.ts';
import { authCodes } from './authCodes.ts';
import { checkSmsCode, consumeCode } from './confirmationCodes.ts';
import { replacePassword } from './passwordStore.ts';
import { isWrittenAsPhone } from '../../../../schemas/phoneRule.ts';
import { normalizePhone, validatePhone } from './phoneRules.ts';
import { accountRateLimit } from './rateLimit.ts';
import { invalidKey, invalidPhone, refusePassword, refuseSmsCode } from './refusals.ts';
import { passwordField, phoneField, smsCodeField } from './schemaFields.ts';
import { sendSmsCode } from './smsCodes.ts';

const recoveryLimit = { rateLimit: accountRateLimit('phone', { what: 'recovery attempts' }) };

/**
 * Recovery by phone: POST /api/user/password/restore/phone sends an SMS code (valid 1 hour),
 * POST /api/user/password/restore/phone/new sets the new password with it.
 */
export function phoneRestoreRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const byPhone = database.prepare('SELECT * FROM users WHERE phone = ?');
  // The recovery modal sends whatever login was typed; only digits name a phone account.
  const userOf = (phone: string) => {
    const digits = normalizePhone(phone);
    return digits === '' ? undefined : (byPhone.get(digits) as UserRow | undefined);
  };
  // A login written as a phone number that no country's plan holds belongs to no account, and
  // the player hears why (code 15) rather than "no such user". Either answer tells nothing about
  // which accounts exist.
  const impossiblePhone = (phone: string) => isWrittenAsPhone(phone) && !validatePhone(phone);
  return function register(app, _options, done) {
    app.post<{ Body: { phone: string } }>(
      '/api/user/password/restore/phone',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['phone'],
            properties: { phone: phoneField },
          },
        },
        config: recoveryLimit,
      },
      (request, reply) => {
        if (impossiblePhone(request.body.phone)) return invalidPhone(reply);
        const user = userOf(request.body.phone);
        if (!user?.phone) {
          return reply.code(404).send(failure('User not found', authCodes.noSuchUser));
        }
        const sent = sendSmsCode(context, reply, {
          purpose: 'restore-phone',
          phone: user.phone,
          lang: user.lang,
          userId: user.id,
        });
        if (!sent) return reply;
        return success({ user_phone: user.phone, request_id: sent.id });
      },
    );

    app.post<{ Body: { phone: string; new_password: string; code: string } }>(
      '/api/user/password/restore/phone/new',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['phone', 'new_password', 'code'],
            properties: { phone: phoneField, new_password: passwordField, code: smsCodeField },
          },
        },
        config: recoveryLimit,
      },
      async (request, reply) => {
        if (impossiblePhone(request.body.phone)) return invalidPhone(reply);
        const user = userOf(request.body.phone);
        if (!user?.phone) {
          return reply.code(404).send(failure('User not found', authCodes.noSuchUser));
        }
        const now = context.clock.now();
        const check = checkSmsCode(database, 'restore-phone', user.phone, request.body.code, now);
        const refused = refuseSmsCode(reply, check.status, authCodes.restoreRequestExpired);
        if (refused || check.status !== 'valid') return refused;
        const weak = refusePassword(reply, request.body.new_password);
        if (weak) return weak;
        const passwordHash = await hashPassword(request.body.new_password, request.ip);
        const changed = database.transaction(() => {
          if (check.userId !== user.id || !consumeCode(database, check.id, now)) return false;
          replacePassword(database, user.id, passwordHash);
          return true;
        })();
        return changed ? success(null) : invalidKey(reply);
      },
    );
    done();
  };
}
