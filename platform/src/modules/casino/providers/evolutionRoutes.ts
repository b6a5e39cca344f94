import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { requireGambler } from '../../responsibleGaming/index.ts';
import type { PlatformContext } from '../../../context.ts';
import { success } from '../../../envelope.ts';
import { bannedProviders, gameListAccess, notBannedSql } from '../access.ts';
import { descriptionOf, type GameRow } from '../catalogue/games.ts';
import { languageOf } from '../../../lang.ts';
import { gameIdParameter, languageParameter, type Launch, launchGame } from './launch.ts';
import { langOnlyQuery } from '../../../querySchemas.ts';
import { appRequestOnly } from '../../../auth/appRequest.ts';

interface FrameQuery {
  page_id: string;
  language?: string;
  system?: string;
  game_type?: string;
}

const frameQuery = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['page_id'],
    properties: {
      page_id: gameIdParameter,
      language: languageParameter,
      system: { type: 'string', minLength: 1, maxLength: 40 },
      game_type: { type: 'string', enum: ['softgaming-slots', 'live'] },
    },
  },
} as const;

/** The table kind of a live game, from its name. */
function tableCategory(name: string): string {
  if (name.includes('Roulette')) return 'roulette';
  if (name.includes('Blackjack')) return 'blackjack';
  if (name.includes('Baccarat')) return 'baccarat';
  if (name.includes('Dice') || name.includes('Sic Bo')) return 'dice';
  return 'game-show';
}

/**
 * The evolution aggregator: the softgaming slots feed (get_game_list, open_frame,
 * get_game_url) and the evolution live tables (/api/evo/games, /api/evo/login).
 */
export function evolutionRoutes(context: PlatformContext): FastifyPluginCallback {
  const { database } = context;
  const feed = database.prepare(
    `SELECT * FROM casino_games
     WHERE route_provider = 'evolution' AND game_type = @gameType AND ${notBannedSql} ORDER BY id`,
  );
  const liveTables = database.prepare(
    `SELECT * FROM casino_games WHERE route_provider = 'evolution' AND game_type = 'live'
       AND in_lobby = 1 AND ${notBannedSql}
     ORDER BY popularity DESC, id`,
  );
  const byPage = database.prepare(
    `SELECT * FROM casino_games WHERE route_provider = 'evolution' AND game_id = @pageId
       AND (@system IS NULL OR system = @system) AND (@gameType IS NULL OR game_type = @gameType)
     ORDER BY in_lobby DESC, id LIMIT 1`,
  );

  const openFrame = (request: FastifyRequest<{ Querystring: FrameQuery }>, reply: FastifyReply) => {
    const user = requireGambler(context, request, reply);
    if (!user) return undefined;
    const { page_id: pageId, system, game_type: gameType, language } = request.query;
    const game = byPage.get({ pageId, system: system ?? null, gameType: gameType ?? null }) as
      GameRow | undefined;
    return launchGame(context, reply, user, game, { lang: language });
  };
  const answer = (reply: FastifyReply, launch: Launch | undefined, field: string) =>
    launch ? success({ [field]: launch.url, expires_at: launch.expiresAt }) : reply;

  return function register(app, _options, done) {
    app.get<{ Querystring: { game_type: string; lang?: string } }>(
      '/api/evolution/get_game_list',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            required: ['game_type'],
            properties: {
              game_type: { type: 'string', enum: ['softgaming-slots'] },
              lang: languageParameter,
            },
          },
        },
      },
      (request, reply) => {
        const access = gameListAccess(context, request, reply);
        if (!access) return reply;
        const rows = feed.all({
          gameType: request.query.game_type,
          banned: JSON.stringify(bannedProviders(context, access.user?.id)),
        }) as GameRow[];
        const language = languageOf(request.query.lang);
        // The raw feed: excluded merchants, duplicates and non-'evosw/' images included.
        return success(
          rows.map((row) => ({
            PageCode: row.game_id,
            MerchantName: row.merchant,
            Trans: { en: row.game_name, es: row.game_name, pt: row.game_name },
            Description: descriptionOf(row, language),
            ImageURL: row.image_url,
            System: row.system,
          })),
        );
      },
    );

    app.get<{ Querystring: FrameQuery }>(
      '/api/evolution/open_frame',
      { schema: frameQuery, preHandler: appRequestOnly },
      (request, reply) => answer(reply, openFrame(request, reply), 'launch_url'),
    );
    app.get<{ Querystring: FrameQuery }>(
      '/api/evolution/get_game_url',
      { schema: frameQuery, preHandler: appRequestOnly },
      (request, reply) => answer(reply, openFrame(request, reply), 'game_url'),
    );

    app.get<{ Querystring: { lang?: string } }>(
      '/api/evo/games',
      {
        schema: {
          querystring: langOnlyQuery(languageParameter),
        },
      },
      (request, reply) => {
        const access = gameListAccess(context, request, reply);
        if (!access) return reply;
        const language = languageOf(request.query.lang);
        const rows = liveTables.all({
          banned: JSON.stringify(bannedProviders(context, access.user?.id)),
        }) as GameRow[];
        return success(
          rows.map((row) => ({
            id_game: row.game_id,
            name: row.game_name,
            category: tableCategory(row.game_name),
            description: descriptionOf(row, language),
            image: row.image_url,
          })),
        );
      },
    );

    app.post<{ Body: { id_game: string; lang?: string } }>(
      '/api/evo/login',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['id_game'],
            properties: { id_game: gameIdParameter, lang: languageParameter },
          },
        },
      },
      (request, reply) => {
        const user = requireGambler(context, request, reply);
        if (!user) return reply;
        const game = byPage.get({
          pageId: request.body.id_game,
          system: null,
          gameType: 'live',
        }) as GameRow | undefined;
        const launch = launchGame(context, reply, user, game, { lang: request.body.lang });
        return answer(reply, launch, 'url');
      },
    );
    done();
  };
}
