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

/** Recipients are stored lower-case (e-mail) or as digits (phone), so lookups are exact. */
export const normalizeRecipient = (to: string): string =>
  to.includes('@') ? to.trim().toLowerCase() : normalizePhone(to);

/**
 * "Sends" an e-mail or SMS: the demo has no gateway, so the message goes into the outbox that
 * the dev mailbox reads. A link is also printed, so a tester without the mailbox can follow it;
 * codes and passwords never reach the log.
 */
export function sendMessage(database: PlatformDatabase, message: OutgoingMessage, now: Date) {
  const recipient = normalizeRecipient(message.to);
  database
    .prepare(
      `INSERT INTO outbox_messages (recipient, channel, subject, text, link, code, sent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      recipient,
      message.channel,
      message.subject,
      message.text,
      message.link ?? null,
      message.code ?? null,
      now.toISOString(),
    );
  if (message.link) console.log(`[outbox] ${message.channel} to ${recipient}: ${message.link}`);
}

/** SMS sent to a phone since a moment (the daily SMS limit). */
export function smsSentSince(database: PlatformDatabase, phoneDigits: string, since: Date) {
  const row = database
    .prepare(
      `SELECT COUNT(*) AS count FROM outbox_messages
       WHERE recipient = ? AND channel = 'sms' AND sent_at > ?`,
    )
    .get(phoneDigits, since.toISOString()) as { count: number };
  return row.count;
}
