import type { FastifyPluginCallback } from 'fastify';
import { requirePlayer } from '../../../auth/currentUser.ts';
import { requireGambler } from '../../responsibleGaming/index.ts';
import type { PlatformContext } from '../../../context.ts';
import { failure, success } from '../../../envelope.ts';
import { gameByProviderId } from '../catalogue/games.ts';
import { providerNames, routeProviders } from '../catalogue/providers.ts';
import { languageOf } from '../../../lang.ts';
import { languageParameter, launchGame } from './launch.ts';

interface SessionBody {
  provider: string;
  gameId: string | number;
  game?: unknown;
  extraData?: unknown;
  lang?: string;
  isDesktop?: boolean;
  userId?: number;
}

const freeObject = { type: 'object', maxProperties: 40 } as const;

/** Route providers and studios: the names a generic provider call may carry. */
const knownProviders = new Set<string>([...routeProviders, ...Object.keys(providerNames)]);

/**
 * The generic provider calls: POST /api/casino/session (any catalogue game, by its provider's
 * id) and GET /api/casino/extra_data. Players only (spec, section 6).
 */
export function sessionRoutes(context: PlatformContext): FastifyPluginCallback {
  return function register(app, _options, done) {
    app.post<{ Body: SessionBody }>(
      '/api/casino/session',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['provider', 'gameId'],
            properties: {
              provider: { type: 'string', minLength: 1, maxLength: 40 },
              gameId: {
                anyOf: [
                  { type: 'string', minLength: 1, maxLength: 60 },
                  { type: 'integer', minimum: 0 },
                ],
              },
              game: {
                anyOf: [{ type: 'string', maxLength: 200 }, freeObject, { type: 'null' }],
              },
              extraData: { anyOf: [freeObject, { type: 'null' }] },
              lang: languageParameter,
              isDesktop: { type: 'boolean' },
              // -1 for guests in the client; the session cookie decides who plays.
              userId: { type: 'integer' },
            },
          },
        },
      },
      (request, reply) => {
        const user = requireGambler(context, request, reply);
        if (!user) return reply;
        const { provider, gameId, lang, isDesktop } = request.body;
        const game = gameByProviderId(context.database, String(gameId), provider);
        const launch = launchGame(context, reply, user, game, { lang, isDesktop });
        return launch ? success({ url: launch.url, expiresAt: launch.expiresAt }) : reply;
      },
    );

    app.get<{ Querystring: { provider: string; lang?: string } }>(
      '/api/casino/extra_data',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            required: ['provider'],
            properties: {
              provider: { type: 'string', minLength: 1, maxLength: 40 },
              lang: languageParameter,
            },
          },
        },
      },
      (request, reply) => {
        const user = requirePlayer(context, request, reply, 'Extra data is for players only');
        if (!user) return reply;
        const { provider, lang } = request.query;
        if (!knownProviders.has(provider)) {
          return reply.code(404).send(failure('Unknown provider', 404));
        }
        return success({
          provider,
          partnerName: context.brand.id,
          currency: user.currency,
          language: languageOf(lang ?? user.lang),
          lobbyUrl:
            provider === 'evolution' || provider === 'pragmaticLive'
              ? '/casinolive/main'
              : '/slots/main',
          cashierUrl: '/profile/top-up',
          userId: user.id,
        });
      },
    );
    done();
  };
}
