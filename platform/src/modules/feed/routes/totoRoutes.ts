import type { FastifyPluginCallback } from 'fastify';
import { requireUser } from '../../../auth/currentUser.ts';
import { requireGambler } from '../../responsibleGaming/index.ts';
import type { PlatformContext } from '../../../context.ts';
import { failure, success } from '../../../envelope.ts';
import { debit, InsufficientFundsError, toCents } from '../../../money/ledger.ts';
import { totoLimitsFor } from '../../content/limits.ts';
import { requestLanguage } from '../language.ts';
import { feedRuntime } from '../runtime.ts';
import { jackpotShare, poolStatus } from '../toto/pools.ts';
import { totoReader } from '../toto/tickets.ts';
import { idProperty, langProperty } from './http.ts';
import { langOnlyQuery } from '../../../querySchemas.ts';

/** Failure codes, from the bet catalogue of the spec (section 8; 691 from its Spanish table). */
export const totoCodes = {
  betNotFound: 1,
  eventBegun: 3,
  belowMinimum: 8,
  aboveMaximum: 9,
  noContent: 11,
  noMoney: 12,
  sameEventTwice: 17,
  poolNotFound: 51,
  ticketCap: 691,
} as const;

const ticketSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['toto_id', 'bets', 'amount'],
    properties: {
      toto_id: idProperty,
      bets: {
        type: 'array',
        maxItems: 50,
        items: { type: 'string', pattern: '^[0-9]{1,12}:(1|X|2)$' },
      },
      amount: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
      lang: langProperty,
    },
  },
} as const;

/** The football pool: the open pool, tickets of the signed-in player, buying a ticket. */
export function totoRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const runtime = feedRuntime(context);
  const reader = totoReader(database);
  const insertTicket = database.prepare(
    `INSERT INTO feed_toto_tickets (toto_id, user_id, amount_cents, picks, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const ticketsInPool = database
    .prepare('SELECT COUNT(*) FROM feed_toto_tickets WHERE toto_id = ? AND user_id = ?')
    .pluck();
  const growJackpot = database.prepare(
    'UPDATE feed_toto_pools SET jackpot_cents = jackpot_cents + ? WHERE id = ?',
  );

  return function register(app, _options, done) {
    app.get<{ Querystring: { lang?: string } }>(
      '/api/tota/active',
      {
        schema: {
          querystring: langOnlyQuery(langProperty),
        },
      },
      (request) => {
        const pool = reader.openPool();
        const language = requestLanguage(request.query.lang);
        return success(pool ? reader.poolOf(pool, runtime.catalog(), language) : null);
      },
    );

    app.get<{ Querystring: { lang?: string } }>(
      '/api/tota/ticket',
      {
        schema: {
          querystring: langOnlyQuery(langProperty),
        },
      },
      (request, reply) => {
        const user = requireUser(context, request, reply);
        if (!user) return reply;
        const language = requestLanguage(request.query.lang);
        return success(reader.ticketsOf(user.id, runtime.catalog(), language));
      },
    );

    app.post<{ Body: { toto_id: number; bets: string[]; amount: number; lang?: string } }>(
      '/api/tota/ticket',
      { schema: ticketSchema },
      (request, reply) => {
        const user = requireGambler(context, request, reply);
        if (!user) return reply;
        const { toto_id: totoId, bets, amount, lang } = request.body;
        const refuse = (status: number, message: string, code: number) =>
          reply.code(status).send(failure(message, code));
        const pool = reader.poolById(totoId);
        if (!pool) return refuse(404, 'tournament not found', totoCodes.poolNotFound);
        if (
          pool.status !== poolStatus.open ||
          Date.parse(pool.closes_at) <= context.clock.nowMs()
        ) {
          return refuse(409, 'event already begun', totoCodes.eventBegun);
        }
        const eventIds = reader.eventIds(pool.id);
        const picked = bets.map((bet) => Number(bet.split(':')[0]));
        if (new Set(picked).size !== picked.length) {
          return refuse(400, 'same event used more than once', totoCodes.sameEventTwice);
        }
        if (picked.some((id) => !eventIds.includes(id))) {
          return refuse(400, 'bet not found', totoCodes.betNotFound);
        }
        if (picked.length !== eventIds.length) {
          return refuse(400, 'no bet content: one pick (1, X or 2) per match', totoCodes.noContent);
        }
        // The settings' limits of the player's currency (`limits.toto`): the same answer the
        // app reads them from.
        const limits = totoLimitsFor(context.brand, user.currency);
        if (amount < limits.min) return refuse(400, 'amount below minimum', totoCodes.belowMinimum);
        if (amount > limits.max) return refuse(400, 'amount above maximum', totoCodes.aboveMaximum);
        let cents: number;
        try {
          cents = toCents(amount, user.currency);
        } catch {
          return refuse(400, `amount has more decimals than ${user.currency} takes`, 400);
        }
        // Checked and bought with nothing awaited between: no second request slips in.
        if ((ticketsInPool.get(pool.id, user.id) as number) >= limits.ticketsPerPool) {
          return refuse(
            400,
            `at most ${limits.ticketsPerPool} tickets per player in a pool`,
            totoCodes.ticketCap,
          );
        }
        const now = context.clock.now();
        // Picks in the pool's match order, so a ticket reads like the coupon.
        const picks = eventIds.map((id) => bets.find((bet) => bet.startsWith(`${id}:`)) ?? '');
        try {
          database.transaction(() => {
            const { lastInsertRowid } = insertTicket.run(
              pool.id,
              user.id,
              cents,
              JSON.stringify(picks),
              now.toISOString(),
            );
            debit(database, {
              userId: user.id,
              cents,
              kind: 'toto-bet',
              reference: `toto-ticket:${lastInsertRowid}`,
              at: now,
            });
            growJackpot.run(Math.floor(cents * jackpotShare), pool.id);
          })();
        } catch (error) {
          if (error instanceof InsufficientFundsError) {
            return refuse(402, 'no money on account', totoCodes.noMoney);
          }
          throw error;
        }
        const language = requestLanguage(lang);
        const [ticket] = reader.ticketsOf(user.id, runtime.catalog(), language);
        return success(ticket);
      },
    );
    done();
  };
}
