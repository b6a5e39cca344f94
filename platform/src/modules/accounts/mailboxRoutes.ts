import type { FastifyPluginCallback } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { devOnlyRoutes } from '../../devEndpoints.ts';
import { success } from '../../envelope.ts';
import { normalizeRecipient, type Channel } from './outbox.ts';

interface OutboxRow {
  id: number;
  recipient: string;
  channel: Channel;
  subject: string;
  text: string;
  link: string | null;
  code: string | null;
  sent_at: string;
}

/**
 * GET /api/dev/mailbox?to=<e-mail or phone>&limit=<n>: what the platform "sent" to one
 * recipient, newest first, so a tester can read verification links and SMS codes. Only with dev
 * endpoints on, for loopback callers; `to` is required, so no call lists everyone's codes.
 */
export function mailboxRoutes(context: PlatformContext): FastifyPluginCallback {
  // Rows written while dev endpoints were off hold no message to show.
  const forRecipient = context.database.prepare(
    `SELECT * FROM outbox_messages WHERE recipient = ? AND text IS NOT NULL
     ORDER BY id DESC LIMIT ?`,
  );
  return devOnlyRoutes(context, (app) => {
    app.get<{ Querystring: { to: string; limit: number } }>(
      '/api/dev/mailbox',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            required: ['to'],
            properties: {
              to: { type: 'string', minLength: 1, maxLength: 254 },
              limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
            },
          },
        },
      },
      (request) => {
        const { to, limit } = request.query;
        const rows = forRecipient.all(normalizeRecipient(to), limit) as OutboxRow[];
        return success(
          rows.map((row) => ({
            id: row.id,
            to: row.recipient,
            channel: row.channel,
            subject: row.subject,
            text: row.text,
            ...(row.link === null ? {} : { link: row.link }),
            ...(row.code === null ? {} : { code: row.code }),
            sentAt: row.sent_at,
          })),
        );
      },
    );
  });
}
