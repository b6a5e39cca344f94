import type { FastifyPluginCallback } from 'fastify';
import { requireGambler } from '../../responsibleGaming/index.ts';
import type { PlatformContext } from '../../../context.ts';
import { success } from '../../../envelope.ts';
import { bannedProviders, gameListAccess, notBannedSql } from '../access.ts';
import { favoriteIds, gameByProviderId, type GameRow, slotGameOf } from '../catalogue/games.ts';
import { languageOf } from '../../../lang.ts';
import { gameIdParameter, languageParameter, launchGame } from './launch.ts';
import { appRequestOnly } from '../../../auth/appRequest.ts';

const platformParameter = { type: 'string', enum: ['WEB', 'MOBILE'] } as const;

interface LinkRequest {
  game_id: string;
  platform?: 'WEB' | 'MOBILE';
  lang?: string;
}

/**
 * Pragmatic Play, slots and live (pragmaticLive): the provider's own list and link calls, and
 * the platform's game_list / create_link_data. The partner name and authorization headers the
 * client sends are accepted; the session cookie decides who plays.
 */
export function pragmaticRoutes(context: PlatformContext): FastifyPluginCallback {
  const games = context.database.prepare(
    `SELECT * FROM casino_games WHERE route_provider = 'pragmatic' AND in_lobby = 1
       AND (@live IS NULL OR is_live_game = @live) AND ${notBannedSql}
     ORDER BY popularity DESC, id`,
  );
  const listFor = (userId: number | undefined, live: number | null) =>
    games.all({ live, banned: JSON.stringify(bannedProviders(context, userId)) }) as GameRow[];

  return function register(app, _options, done) {
    app.get<{ Querystring: { partner_name?: string } }>(
      '/api/pragmatic/game/list',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { partner_name: { type: 'string', maxLength: 60 } },
          },
        },
      },
      (request, reply) => {
        const access = gameListAccess(context, request, reply);
        if (!access) return reply;
        return success(
          listFor(access.user?.id, null).map((row) => ({
            gameID: row.game_id,
            gameName: row.game_name,
            gameTypeID: row.game_type,
            platform: 'MOBILE,WEB',
            technologyID: row.technology_id,
          })),
        );
      },
    );

    app.get<{ Querystring: { category?: 'slots' | 'live'; lang?: string } }>(
      '/api/pragmatic/game_list',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              category: { type: 'string', enum: ['slots', 'live'] },
              lang: languageParameter,
            },
          },
        },
      },
      (request, reply) => {
        const access = gameListAccess(context, request, reply);
        if (!access) return reply;
        const { category, lang } = request.query;
        const live = category === undefined ? null : category === 'live' ? 1 : 0;
        const favorites = favoriteIds(context.database, access.user?.id);
        return success(
          listFor(access.user?.id, live).map((row) =>
            slotGameOf(row, languageOf(lang), favorites.has(row.id)),
          ),
        );
      },
    );

    app.get<{ Querystring: LinkRequest }>(
      '/api/pragmatic/game/link',
      {
        preHandler: appRequestOnly,
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            required: ['game_id', 'platform'],
            properties: {
              game_id: gameIdParameter,
              platform: platformParameter,
              lang: languageParameter,
            },
          },
        },
      },
      (request, reply) => {
        const user = requireGambler(context, request, reply);
        if (!user) return reply;
        const { game_id: gameId, platform, lang } = request.query;
        const game = gameByProviderId(context.database, gameId, 'pragmatic');
        const launch = launchGame(context, reply, user, game, {
          lang,
          isDesktop: platform === 'WEB',
        });
        return launch ? success({ url: launch.url, expires_at: launch.expiresAt }) : reply;
      },
    );

    app.post<{ Body: LinkRequest }>(
      '/api/pragmatic/create_link_data',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['game_id'],
            properties: {
              game_id: gameIdParameter,
              platform: platformParameter,
              lang: languageParameter,
            },
          },
        },
      },
      (request, reply) => {
        const user = requireGambler(context, request, reply);
        if (!user) return reply;
        const { game_id: gameId, platform = 'MOBILE', lang } = request.body;
        const game = gameByProviderId(context.database, gameId, 'pragmatic');
        const launch = launchGame(context, reply, user, game, {
          lang,
          isDesktop: platform === 'WEB',
        });
        if (!launch || !game) return reply;
        return success({
          url: launch.url,
          symbol: game.game_id,
          technology: game.technology_id,
          platform,
          language: languageOf(lang ?? user.lang),
          currency: user.currency,
          lobbyUrl: game.is_live_game ? '/casinolive/main' : '/slots/main',
          cashierUrl: '/profile/top-up',
          expires_at: launch.expiresAt,
        });
      },
    );
    done();
  };
}
