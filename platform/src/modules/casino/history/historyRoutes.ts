import type { FastifyPluginCallback } from 'fastify';
import { requireUser } from '../../../auth/currentUser.ts';
import type { PlatformContext } from '../../../context.ts';
import { failure, success } from '../../../envelope.ts';
import { fromCents } from '../../../money/ledger.ts';

interface HistoryQuery {
  from?: string;
  to?: string;
  providers?: string[];
  'providers[]'?: string[];
  statuses?: number[];
  'statuses[]'?: number[];
  gameTypes?: string[];
  'gameTypes[]'?: string[];
  page: number;
  count: number;
}

export const historyGameTypes = ['slots', 'live', 'crash', 'table', 'race'] as const;

const dateParameter = {
  type: 'string',
  maxLength: 30,
  pattern:
    '^(\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?|\\d{2}\\.\\d{2}\\.\\d{4})$',
} as const;
// Repeated keys, one value, or axios' "key[]" style all arrive as an array.
const list = (items: object) => ({ type: 'array', maxItems: 40, items }) as const;
const providerItem = { type: 'string', minLength: 1, maxLength: 200 };
const statusItem = { type: 'integer', enum: [1, 2] };
const gameTypeItem = { type: 'string', maxLength: 200 };

/**
 * A filter bound as an ISO instant. Dates without a time are whole days (UTC): `from` at the
 * day's start, `to` up to the day's end. DD.MM.YYYY (the history's display format) is accepted.
 */
function instant(value: string | undefined, endOfDay: boolean): string | null | undefined {
  if (value === undefined) return null;
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const text = dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : value;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const moment = new Date(dateOnly ? `${text}T00:00:00.000Z` : text);
  if (Number.isNaN(moment.getTime())) return undefined;
  if (dateOnly && endOfDay) moment.setUTCDate(moment.getUTCDate() + 1);
  return moment.toISOString();
}

/** Comma-separated values inside any item count as several ("netent,amatic"). */
const values = (...lists: Array<Array<string | number> | undefined>) =>
  lists
    .flatMap((items) => items ?? [])
    .flatMap((item) => String(item).split(','))
    .filter(Boolean);

/** GET /api/user/getSlotsBetHistory: the player's casino rounds, newest first, paged. */
export function historyRoutes(context: PlatformContext): FastifyPluginCallback {
  const filters = `r.user_id = @userId
    AND (@from IS NULL OR r.created_at >= @from) AND (@to IS NULL OR r.created_at < @to)
    AND (@providers IS NULL
      OR lower(r.provider) IN (SELECT lower(value) FROM json_each(@providers)))
    AND (@status IS NULL OR r.status = @status)
    AND (@gameTypes IS NULL OR r.game_type IN (SELECT value FROM json_each(@gameTypes)))`;
  const page = context.database.prepare(
    `SELECT r.*, g.game_name FROM casino_rounds r JOIN casino_games g ON g.id = r.game_id
     WHERE ${filters} ORDER BY r.created_at DESC, r.id DESC LIMIT @limit OFFSET @offset`,
  );
  const total = context.database.prepare(
    `SELECT COUNT(*) AS total FROM casino_rounds r WHERE ${filters}`,
  );

  return function register(app, _options, done) {
    app.get<{ Querystring: HistoryQuery }>(
      '/api/user/getSlotsBetHistory',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              from: dateParameter,
              to: dateParameter,
              providers: list(providerItem),
              'providers[]': list(providerItem),
              statuses: list(statusItem),
              'statuses[]': list(statusItem),
              gameTypes: list(gameTypeItem),
              'gameTypes[]': list(gameTypeItem),
              page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
              count: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
            },
          },
        },
      },
      (request, reply) => {
        const user = requireUser(context, request, reply);
        if (!user) return reply;
        const query = request.query;
        const from = instant(query.from, false);
        const to = instant(query.to, true);
        if (from === undefined || to === undefined) {
          return reply.code(400).send(failure('Invalid date', 400));
        }
        const providers = values(query.providers, query['providers[]']).filter(
          (provider) => provider.toLowerCase() !== 'all',
        );
        const statuses = [...new Set(values(query.statuses, query['statuses[]']).map(Number))];
        const gameTypes = values(query.gameTypes, query['gameTypes[]']);
        const parameters = {
          userId: user.id,
          from,
          to,
          providers: providers.length ? JSON.stringify(providers) : null,
          // The spec's rule: zero or both statuses mean no status filter.
          status: statuses.length === 1 ? (statuses[0] ?? null) : null,
          gameTypes: gameTypes.length ? JSON.stringify(gameTypes) : null,
        };
        const { total: count } = total.get(parameters) as { total: number };
        const rows = page.all({
          ...parameters,
          limit: query.count,
          offset: (query.page - 1) * query.count,
        }) as Array<{
          id: number;
          created_at: string;
          stake_cents: number;
          win_cents: number;
          jackpot_cents: number;
          status: number;
          provider: string;
          game_type: string;
          game_name: string;
          currency: string;
        }>;
        return success({
          rows: rows.map((row) => ({
            id: row.id,
            date: row.created_at,
            amount: fromCents(row.stake_cents),
            winAmount: fromCents(row.win_cents + row.jackpot_cents),
            status: row.status,
            provider: row.provider,
            gameType: row.game_type,
            gameName: row.game_name,
            currency: row.currency,
          })),
          total: count,
          page: query.page,
          count: query.count,
          pageCount: Math.ceil(count / query.count),
        });
      },
    );
    done();
  };
}
