import type { FastifyReply } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { failure } from '../../envelope.ts';
import { authCodes } from './authCodes.ts';
import { issueSmsCode, type CodePurpose } from './confirmationCodes.ts';
import { messageText } from './messageTexts.ts';
import { sendMessage, smsLimitWindowMs, smsSentSince } from './outbox.ts';

/**
 * SMS limits over a rolling 24 hours, all purposes (sign-up, recovery) together. The spec's
 * daily limit is counted per phone *and requesting address*, so strangers asking for codes to a
 * phone do not use up its owner's; one address cannot flood phone after phone; and a phone has
 * a much higher ceiling whoever asks, against SMS pumping through many addresses. The ceiling
 * also bounds the guesses at a phone's codes (`maxFailedAttempts` each), so it stays modest.
 */
export const dailySmsLimits = {
  perPhoneAndAddress: 5,
  perAddress: 20,
  perPhone: 25,
} as const;

/**
 * Issues a 4-digit code and "sends" it by SMS, unless a daily SMS limit is reached; then answers
 * 429 with the spec's message and returns undefined.
 */
export function sendSmsCode(
  context: PlatformContext,
  reply: FastifyReply,
  sms: { purpose: CodePurpose; phone: string; lang: string; userId?: number },
): { id: number } | undefined {
  const { database } = context;
  const now = context.clock.now();
  const requester = reply.request.ip;
  const sent = smsSentSince(
    database,
    { phone: sms.phone, requester },
    new Date(now.getTime() - smsLimitWindowMs),
  );
  if (
    sent.toPhoneByRequester >= dailySmsLimits.perPhoneAndAddress ||
    sent.byRequester >= dailySmsLimits.perAddress ||
    sent.toPhone >= dailySmsLimits.perPhone
  ) {
    void reply
      .code(429)
      .send(failure('Superado límite diario de mensajes SMS', authCodes.tooManySms));
    return undefined;
  }
  return database.transaction(() => {
    const { id, code } = issueSmsCode(database, sms.purpose, sms.phone, now, sms.userId);
    const kind = sms.purpose === 'phone-sign-up' ? 'signUpCode' : 'restoreCode';
    sendMessage(
      context,
      { to: sms.phone, channel: 'sms', ...messageText(kind, sms.lang, { code }), code },
      { at: now, requester },
    );
    return { id };
  })();
}
