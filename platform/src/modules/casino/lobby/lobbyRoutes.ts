import type { FastifyPluginCallback } from 'fastify';
import { notLoggedInCode } from '../../../auth/currentUser.ts';
import type { PlatformContext } from '../../../context.ts';
import { failure, success } from '../../../envelope.ts';
import { bannedProviders, gameListAccess, notBannedSql } from '../access.ts';
import { favoriteIds, type GameRow, slotGameOf } from '../catalogue/games.ts';
import {
  categoryTabs,
  providerFilterList,
  providerName,
  routeProviders,
} from '../catalogue/providers.ts';
import { languageOf } from '../../../lang.ts';

interface GamesQuery {
  category?: string;
  provider?: string;
  routeProvider?: string;
  search?: string;
  page: number;
  pageSize: number;
  lang?: string;
}

const languageParameter = { type: 'string', maxLength: 10 } as const;

/** Escapes LIKE wildcards so a search for "100%" finds that text, not everything. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The generic lobby: GET /api/casino/games and GET /api/casino/providers. */
export function lobbyRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const filters = `in_lobby = 1 AND ${notBannedSql}
    AND (@category IS NULL OR EXISTS (SELECT 1 FROM json_each(tabs) WHERE value = @category))
    AND (@best = 0 OR is_default = 1)
    AND (@favoritesOf IS NULL
      OR id IN (SELECT game_id FROM casino_favorites WHERE user_id = @favoritesOf))
    AND (@provider IS NULL OR provider = @provider COLLATE NOCASE)
    AND (@route IS NULL OR route_provider = @route)
    AND (@search IS NULL OR game_name LIKE @search ESCAPE '\\')`;
  const page = database.prepare(
    `SELECT * FROM casino_games WHERE ${filters}
     ORDER BY popularity DESC, id LIMIT @limit OFFSET @offset`,
  );
  const total = database.prepare(`SELECT COUNT(*) AS total FROM casino_games WHERE ${filters}`);
  const providerCounts = database.prepare(
    `SELECT provider, group_concat(DISTINCT route_provider) AS routes, COUNT(*) AS gameCount
     FROM casino_games WHERE ${filters} GROUP BY provider`,
  );

  return function register(app, _options, done) {
    app.get<{ Querystring: GamesQuery }>(
      '/api/casino/games',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              category: { type: 'string', enum: ['all', 'best', 'favorite', ...categoryTabs] },
              provider: { type: 'string', minLength: 1, maxLength: 40 },
              routeProvider: { type: 'string', enum: [...routeProviders] },
              search: { type: 'string', maxLength: 60 },
              page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
              pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
              lang: languageParameter,
            },
          },
        },
      },
      (request, reply) => {
        const access = gameListAccess(context, request, reply);
        if (!access) return reply;
        const { user } = access;
        const query = request.query;
        if (query.category === 'favorite' && !user) {
          return reply.code(401).send(failure('Not logged in', notLoggedInCode));
        }
        const parameters = {
          ...filterParameters(context, user?.id, query.category, query.provider, query.search),
          route: query.routeProvider ?? null,
        };
        const { total: count } = total.get(parameters) as { total: number };
        const rows = page.all({
          ...parameters,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }) as GameRow[];
        const favorites = favoriteIds(database, user?.id);
        const language = languageOf(query.lang);
        return success({
          games: rows.map((row) => slotGameOf(row, language, favorites.has(row.id))),
          total: count,
          page: query.page,
          pageSize: query.pageSize,
          pageCount: Math.ceil(count / query.pageSize),
        });
      },
    );

    app.get<{ Querystring: { category?: string } }>(
      '/api/casino/providers',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              category: { type: 'string', enum: ['all', ...categoryTabs] },
            },
          },
        },
      },
      (request, reply) => {
        const access = gameListAccess(context, request, reply);
        if (!access) return reply;
        const rows = providerCounts.all({
          ...filterParameters(context, access.user?.id, request.query.category),
          route: null,
        }) as Array<{ provider: string; routes: string; gameCount: number }>;
        const rank = (provider: string) => {
          const index = (providerFilterList as readonly string[]).indexOf(provider);
          return index === -1 ? providerFilterList.length : index;
        };
        rows.sort(
          (a, b) => rank(a.provider) - rank(b.provider) || a.provider.localeCompare(b.provider),
        );
        return success(
          rows.map((row) => ({
            provider: row.provider,
            name: providerName(row.provider),
            routeProviders: row.routes.split(',').sort(),
            gameCount: row.gameCount,
          })),
        );
      },
    );
    done();
  };
}

function filterParameters(
  context: PlatformContext,
  userId: number | undefined,
  category: string | undefined,
  provider?: string,
  search?: string,
) {
  const pseudoCategory = category === 'all' || category === 'best' || category === 'favorite';
  return {
    banned: JSON.stringify(bannedProviders(context, userId)),
    category: category === undefined || pseudoCategory ? null : category,
    best: category === 'best' ? 1 : 0,
    favoritesOf: category === 'favorite' ? (userId ?? null) : null,
    provider: provider === undefined || provider.toLowerCase() === 'all' ? null : provider,
    search: search?.trim() ? likePattern(search.trim()) : null,
  };
}
