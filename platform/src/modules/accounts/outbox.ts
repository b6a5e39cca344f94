import type { PlatformContext } from '../../context.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { normalizePhone } from './phoneRules.ts';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  /** An e-mail address or a phone number. */
  to: string;
  channel: Channel;
  subject: string;
  text: string;
  link?: string;
  code?: string;
}

/** When a message went out and the client address that asked for it (`request.ip`). */
export interface Sending {
  at: Date;
  requester: string;
}

/** The SMS limits count the messages of the last 24 hours (a rolling day). */
export const smsLimitWindowMs = 24 * 60 * 60 * 1000;

/** Recipients are stored lower-case (e-mail) or as digits (phone), so lookups are exact. */
export const normalizeRecipient = (to: string): string =>
  to.includes('@') ? to.trim().toLowerCase() : normalizePhone(to);

/**
 * "Sends" an e-mail or SMS: the demo has no gateway, so the message goes into the outbox. Its
 * text, link and code are kept only with dev endpoints on, for the dev mailbox; otherwise the
 * outbox holds only what the SMS limits count (recipient, channel, time, requesting address, for
 * a day) and no link or code is kept in clear. Nothing is logged: a printed reset link is an
 * account takeover for whoever reads the log.
 */
export function sendMessage(context: PlatformContext, message: OutgoingMessage, sending: Sending) {
  const { database } = context;
  const content = context.devEndpoints
    ? [message.subject, message.text, message.link ?? null, message.code ?? null]
    : [null, null, null, null];
  if (!context.devEndpoints) {
    const countedSince = new Date(sending.at.getTime() - smsLimitWindowMs).toISOString();
    database.prepare('DELETE FROM outbox_messages WHERE sent_at <= ?').run(countedSince);
  }
  database
    .prepare(
      `INSERT INTO outbox_messages
         (recipient, channel, subject, text, link, code, sent_at, requester)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      normalizeRecipient(message.to),
      message.channel,
      ...content,
      sending.at.toISOString(),
      sending.requester,
    );
}

/** SMS sent since a moment: to a phone, by one requesting address, and to the phone by it. */
export function smsSentSince(
  database: PlatformDatabase,
  sms: { phone: string; requester: string },
  since: Date,
): { toPhone: number; byRequester: number; toPhoneByRequester: number } {
  const count = (where: string, ...values: string[]) =>
    (
      database
        .prepare(
          `SELECT COUNT(*) AS count FROM outbox_messages
           WHERE channel = 'sms' AND sent_at > ? AND ${where}`,
        )
        .get(since.toISOString(), ...values) as { count: number }
    ).count;
  return {
    toPhone: count('recipient = ?', sms.phone),
    byRequester: count('requester = ?', sms.requester),
    toPhoneByRequester: count('recipient = ? AND requester = ?', sms.phone, sms.requester),
  };
}
