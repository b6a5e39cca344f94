import type { FastifyReply } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { failure } from '../../envelope.ts';
import { authCodes } from './authCodes.ts';
import { issueSmsCode, type CodePurpose } from './confirmationCodes.ts';
import { messageText } from './messageTexts.ts';
import { sendMessage, smsSentSince } from './outbox.ts';

/** SMS a phone may receive in 24 hours, all purposes together (spec 8's daily SMS limit). */
export const dailySmsLimit = 5;
const day = 24 * 60 * 60 * 1000;

/**
 * Issues a 4-digit code and "sends" it by SMS, unless the phone already had its daily SMS; then
 * answers 429 with the spec's message and returns undefined.
 */
export function sendSmsCode(
  context: PlatformContext,
  reply: FastifyReply,
  sms: { purpose: CodePurpose; phone: string; lang: string; userId?: number },
): { id: number } | undefined {
  const { database } = context;
  const now = context.clock.now();
  if (smsSentSince(database, sms.phone, new Date(now.getTime() - day)) >= dailySmsLimit) {
    void reply
      .code(429)
      .send(failure('Superado límite diario de mensajes SMS', authCodes.tooManySms));
    return undefined;
  }
  return database.transaction(() => {
    const { id, code } = issueSmsCode(database, sms.purpose, sms.phone, now, sms.userId);
    const kind = sms.purpose === 'phone-sign-up' ? 'signUpCode' : 'restoreCode';
    sendMessage(
      database,
      { to: sms.phone, channel: 'sms', ...messageText(kind, sms.lang, { code }), code },
      now,
    );
    return { id };
  })();
}
