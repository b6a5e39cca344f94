import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { PlatformContext } from '../../../context.ts';
import { success } from '../../../envelope.ts';
import { noQuery, refusedCode, requireProviderPlayer } from '../shared/guards.ts';
import { longLanguageCodes } from '../../../lang.ts';
import { shortLanguage } from '../shared/language.ts';
import { issueToken, tokenOwner } from '../shared/tokens.ts';
import { categoryNames, findTable, liveTableUrl, tablesOf } from './catalogue.ts';
import { langOnlyQuery } from '../../../querySchemas.ts';
import { appRequestOnly } from '../../../auth/appRequest.ts';

/** The operator id this deployment has at the live-tables provider (ezugi). */
export const ezugiOperatorId = 10042;

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply
    .code(status)
    .send({ success: false, data: [], errorMessage: message, codeStatus: refusedCode });

interface TokenQuery {
  lang?: string;
  game_id?: string;
}

const tokenQuery = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      lang: { type: 'string', maxLength: 10 },
      game_id: { type: 'string', minLength: 1, maxLength: 40 },
    },
  },
} as const;

interface AuthQuery {
  token: string;
  operatorId: number;
  language?: string;
  selectGame: string;
}

const authQuery = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['token', 'operatorId', 'selectGame'],
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 200 },
      operatorId: { type: 'integer', minimum: 1, maximum: 99999999 },
      language: { type: 'string', maxLength: 10 },
      selectGame: { type: 'string', minLength: 1, maxLength: 40 },
    },
  },
} as const;

/**
 * Tokens of the live-table providers (betgames, fiable, ezugi), fiable's table list and the
 * live-tables auth call that turns an ezugi token into a table address.
 */
export function liveTableRoutes(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    const tokenRoute = (path: string, provider: 'betgames' | 'fiable') =>
      app.get<{ Querystring: TokenQuery }>(
        path,
        { schema: tokenQuery, preHandler: appRequestOnly },
        (request, reply) => {
          const user = requireProviderPlayer(context, request, reply, provider);
          if (!user) return reply;
          const gameId = request.query.game_id;
          if (gameId !== undefined && !findTable(provider, gameId)) {
            return refuse(reply, 404, 'Unknown game');
          }
          const lang = shortLanguage(request.query.lang ?? user.lang);
          const { token, expiresAt } = issueToken(context, provider, user.id);
          return success({
            token,
            expires_at: expiresAt,
            game_url: liveTableUrl(token, lang, gameId),
          });
        },
      );
    tokenRoute('/api/betgames/GetUserTokenBetgames', 'betgames');
    tokenRoute('/api/fiable/get_token', 'fiable');

    app.get<{ Querystring: { lang?: string } }>(
      '/api/fiable/game_list',
      {
        schema: {
          querystring: langOnlyQuery({ type: 'string', maxLength: 10 }),
        },
      },
      (request, reply) => {
        const user = requireProviderPlayer(context, request, reply, 'fiable');
        if (!user) return reply;
        const lang = shortLanguage(request.query.lang ?? user.lang);
        return success(
          tablesOf('fiable').map((table) => ({
            id: table.id,
            name: table.name,
            category: table.category,
            categoryName: categoryNames[table.category][lang],
            imageUrl: `/demo/live-table/images/${table.id}.svg`,
            minBet: table.minBet,
            maxBet: table.maxBet,
          })),
        );
      },
    );

    app.get(
      '/api/for_ezugi/get_token',
      { schema: noQuery, preHandler: appRequestOnly },
      (request, reply) => {
        const user = requireProviderPlayer(context, request, reply, 'ezugi');
        if (!user) return reply;
        const { token, expiresAt } = issueToken(context, 'ezugi', user.id);
        return success({ token, operatorId: ezugiOperatorId, expires_at: expiresAt });
      },
    );

    app.get<{ Querystring: AuthQuery }>(
      '/api/live_tables/auth',
      { schema: authQuery },
      (request, reply) => {
        const user = requireProviderPlayer(context, request, reply, 'ezugi');
        if (!user) return reply;
        const { token, operatorId, selectGame } = request.query;
        const owner = tokenOwner(context, token, ['ezugi']);
        if (owner?.userId !== user.id) return refuse(reply, 403, 'Token invalid or expired');
        if (operatorId !== ezugiOperatorId) return refuse(reply, 403, 'Unknown operator');
        if (!findTable('ezugi', selectGame)) return refuse(reply, 404, 'Unknown game');
        const lang = shortLanguage(request.query.language ?? user.lang);
        return success({
          game_url: liveTableUrl(token, lang, selectGame),
          language: longLanguageCodes[lang],
        });
      },
    );
    done();
  };
}
